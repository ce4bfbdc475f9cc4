import { evaluateLine, symbolsOnLine, type Line } from '../../core/lines';
import { drawWeightedStop, windowAt } from '../../core/reels';
import type { DrawRecorder } from '../../core/rng';
import type { LowerBetCents } from './bets';
import {
  LOWER_FEATURE_TRIGGERS,
  LOWER_PAYTABLE,
  prizeBonuses,
  prizeCents,
  type LowerFeatureId,
  type LowerPrizeId,
} from './paytable';
import { LOWER_REELS, LOWER_STOP_WEIGHTS } from './reels';
import { GNOMOS_SYMBOLS, type GnomosSymbol } from './symbols';

/**
 * The plain spin of the lower game: draw three stops, read the window, pay the centre line.
 * Holds, advances, Extra Spin and the ladders build on these functions in later issues.
 */

export type LowerStops = readonly [number, number, number];
export type LowerLineFigures = readonly [GnomosSymbol, GnomosSymbol, GnomosSymbol];

/** The one prize line: the centre row of the 3×3 window. */
export const LOWER_PRIZE_LINE: Line = [1, 1, 1];

/** One weighted range draw per reel, left to right, all recorded for the journal. */
export function spinLowerReels(recorder: DrawRecorder): [number, number, number] {
  const draw = (reel: number): number => drawWeightedStop(recorder, LOWER_STOP_WEIGHTS[reel] ?? []);
  const first = draw(0);
  const second = draw(1);
  const third = draw(2);
  return [first, second, third];
}

/** What the player sees: per reel, [above, centre, below]. */
export function lowerWindow(stops: LowerStops): GnomosSymbol[][] {
  return windowAt(LOWER_REELS, stops, 1, 1);
}

/** The three figures on the prize line. */
export function lowerLineFigures(stops: LowerStops): LowerLineFigures {
  const [a, b, c] = symbolsOnLine(lowerWindow(stops), LOWER_PRIZE_LINE);
  if (a === undefined || b === undefined || c === undefined) throw new RangeError('the lower game has three reels');
  return [a, b, c];
}

export interface LowerLinePrize {
  readonly prizeId: LowerPrizeId;
  /** Cash won, in cents (0 for a bonus prize). */
  readonly cents: number;
  /** Bonuses won (0 for a cash prize). */
  readonly bonuses: number;
}

export interface LowerLineOutcome {
  /** The paytable prize, or null. */
  readonly prize: LowerLinePrize | null;
  /** A minigame the line starts (3 Window → Cauldrons), or null. Never paid from the table. */
  readonly feature: LowerFeatureId | null;
}

/** Pays the centre line at a bet: the best paytable row it matches, and any feature it triggers. */
export function evaluateLowerLine(centre: LowerLineFigures, betCents: LowerBetCents): LowerLineOutcome {
  const table = lineOutcomeTable(betCents);
  const index = (SYMBOL_INDEX.get(centre[0]) ?? -1) * 100 + (SYMBOL_INDEX.get(centre[1]) ?? -1) * 10 + (SYMBOL_INDEX.get(centre[2]) ?? -1);
  const outcome = table[index];
  if (outcome === undefined) throw new RangeError(`not three Gnomos figures: ${centre.join(', ')}`);
  return outcome;
}

/** Rule-book evaluation of one line: the paytable and feature triggers, as data. */
function evaluateLowerLineFromPaytable(centre: LowerLineFigures, betCents: LowerBetCents): LowerLineOutcome {
  const row = evaluateLine(centre, LOWER_PAYTABLE);
  const trigger = evaluateLine(centre, LOWER_FEATURE_TRIGGERS);
  const prize =
    row === null
      ? null
      : { prizeId: row.id, cents: prizeCents(row.pays[betCents]), bonuses: prizeBonuses(row.pays[betCents]) };
  return Object.freeze({ prize: prize && Object.freeze(prize), feature: trigger === null ? null : trigger.id });
}

const SYMBOL_INDEX: ReadonlyMap<GnomosSymbol, number> = new Map(GNOMOS_SYMBOLS.map((symbol, i) => [symbol, i]));
const outcomeTables = new Map<LowerBetCents, readonly LowerLineOutcome[]>();

/**
 * The outcome of every one of the 10³ possible centre lines at a bet, worked out once by the
 * rule-book evaluation above. A spin then looks its line up instead of scanning the paytable:
 * the same answers (the table is built from the data), without allocating per spin.
 */
function lineOutcomeTable(betCents: LowerBetCents): readonly LowerLineOutcome[] {
  const known = outcomeTables.get(betCents);
  if (known) return known;
  const table: LowerLineOutcome[] = [];
  for (const a of GNOMOS_SYMBOLS) {
    for (const b of GNOMOS_SYMBOLS) {
      for (const c of GNOMOS_SYMBOLS) table.push(evaluateLowerLineFromPaytable([a, b, c], betCents));
    }
  }
  outcomeTables.set(betCents, table);
  return table;
}
