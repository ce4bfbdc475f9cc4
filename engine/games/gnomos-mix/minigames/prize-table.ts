import type { DrawRecorder } from '../../../core/rng';
import { MINIGAME_BET_RANGES, UPPER_BET_IDS, type UpperBetId } from './bets';

/**
 * Weighted prize tables: the tuning knobs of the minigames. A table is a list of (cents, weight);
 * a draw picks an entry with probability weight / total weight among the entries allowed.
 * Tables are written once in tenths of a bet's unit (its Double-or-Bonuses fraction) and scaled
 * per bet, so one row list serves all six bets.
 */
export interface PrizeEntry {
  readonly cents: number;
  readonly weight: number;
}
export type PrizeTable = readonly PrizeEntry[];
export type BetPrizeTables = Readonly<Record<UpperBetId, PrizeTable>>;
/** [tenths of the bet's unit, weight]. */
export type UnitRow = readonly [tenths: number, weight: number];

/**
 * Scales unit rows to every bet. With `withinRange` (prize tables) the rows outside the bet's
 * range (> min, ≤ max) are dropped; without it (increments, e.g. Find the Prizes elements) only
 * rows above the maximum are dropped.
 */
export function tablesFromUnits(rows: readonly UnitRow[], withinRange: boolean): BetPrizeTables {
  const out = {} as Record<UpperBetId, PrizeTable>;
  for (const bet of UPPER_BET_IDS) {
    const range = MINIGAME_BET_RANGES[bet];
    out[bet] = rows
      .map(([tenths, weight]) => ({ cents: (range.unitCents * tenths) / 10, weight }))
      .filter((e) => e.cents <= range.maxCents && (!withinRange || e.cents > range.minExclusiveCents));
  }
  return out;
}

/** Throws unless every entry is whole cents > 0 with a positive integer weight, and the table is not empty. */
export function assertPrizeTable(table: PrizeTable, what: string): void {
  if (table.length === 0) throw new RangeError(`${what}: empty prize table`);
  for (const e of table) {
    if (!Number.isSafeInteger(e.cents) || e.cents <= 0) throw new RangeError(`${what}: bad prize ${e.cents}`);
    if (!Number.isSafeInteger(e.weight) || e.weight < 1) throw new RangeError(`${what}: bad weight ${e.weight}`);
  }
}

/** One weighted draw among entries; the draw is recorded. */
export function drawWeighted<T extends { readonly weight: number }>(recorder: DrawRecorder, entries: readonly T[]): T {
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  let value = recorder.int(total);
  for (const entry of entries) {
    if (value < entry.weight) return entry;
    value -= entry.weight;
  }
  throw new Error('unreachable: weighted draw past the end');
}

/**
 * A prize from the table restricted to [loCents, hiCents]. If no entry fits (a line prize above
 * every entry), the prize is `loCents` itself, drawn with no randomness: the guarantee "at least
 * the line prize" wins over the table.
 */
export function drawPrizeBetween(recorder: DrawRecorder, table: PrizeTable, loCents: number, hiCents: number): number {
  if (loCents > hiCents) throw new RangeError(`empty prize interval ${loCents}..${hiCents}`);
  const allowed = table.filter((e) => e.cents >= loCents && e.cents <= hiCents);
  if (allowed.length === 0) return loCents;
  return drawWeighted(recorder, allowed).cents;
}

/** Fisher–Yates shuffle of a copy, every swap recorded. */
export function shuffled<T>(recorder: DrawRecorder, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = recorder.int(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
