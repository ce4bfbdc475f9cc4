import { drawWeightedStop, windowAt } from '../../../core/reels';
import type { DrawRecorder } from '../../../core/rng';
import { upperBet, type UpperBetId } from './bets';
import { UPPER_LINES, evaluateUpperLine, type UpperLineId } from './lines';
import { UPPER_PAYTABLE, type UpperPrizeId } from './paytable';
import { UPPER_REELS, UPPER_STOP_WEIGHTS } from './reels';
import { MINIGAME_SYMBOLS, type UpperSymbol } from './symbols';

/**
 * The plain spin of the upper game: three weighted stops, the 3×3 window, 8 prize lines whose
 * wins add, the total capped at the bet's maximum prize, and the lines that may start a
 * minigame. The minigames themselves and Double-or-Bonuses act on this result later.
 */

export type UpperStops = readonly [number, number, number];
/** window[reel][row], rows from the top: [above, centre, below]. */
export type UpperWindow = readonly (readonly UpperSymbol[])[];

/** One weighted range draw per reel, left to right, all recorded for the journal. */
export function spinUpperReels(recorder: DrawRecorder): [number, number, number] {
  const draw = (reel: number): number => drawWeightedStop(recorder, UPPER_STOP_WEIGHTS[reel] ?? []);
  const first = draw(0);
  const second = draw(1);
  const third = draw(2);
  return [first, second, third];
}

/** What the player sees: per reel, [above, centre, below]. */
export function upperWindow(stops: UpperStops): UpperSymbol[][] {
  return windowAt(UPPER_REELS, stops, 1, 1);
}

export interface UpperLineWin {
  /** Index into UPPER_LINES (0–7). */
  readonly line: number;
  readonly lineId: UpperLineId;
  /** The paytable row. */
  readonly prizeId: UpperPrizeId;
  /** The row's prize at the bet, before the spin's cap. */
  readonly cents: number;
}

export interface UpperMinigameTrigger {
  readonly line: number;
  readonly lineId: UpperLineId;
  readonly symbol: UpperSymbol;
}

export interface UpperSpinOutcome {
  /** Every winning line, in line order. */
  readonly lineWins: readonly UpperLineWin[];
  /** Sum of the line wins before the cap. */
  readonly uncappedCents: number;
  /** What the spin pays: the sum, capped at the bet's maximum prize. */
  readonly totalCents: number;
  /** True when the cap cut the sum. */
  readonly capped: boolean;
  /** Lines showing three Mushroom, Flower or Log: each may start a minigame (drawn later). */
  readonly minigameTriggers: readonly UpperMinigameTrigger[];
}

/** Pays all 8 lines of a window at a bet. */
export function evaluateUpperWindow(window: UpperWindow, betId: UpperBetId): UpperSpinOutcome {
  const bet = upperBet(betId);
  const lineWins: UpperLineWin[] = [];
  const minigameTriggers: UpperMinigameTrigger[] = [];
  let uncappedCents = 0;
  UPPER_LINES.forEach((upperLine, line) => {
    const row = evaluateUpperLine(window, upperLine, UPPER_PAYTABLE);
    if (row === null) return;
    const cents = row.pays[betId];
    lineWins.push({ line, lineId: upperLine.id, prizeId: row.id, cents });
    uncappedCents += cents;
    if (MINIGAME_SYMBOLS.includes(row.symbol)) minigameTriggers.push({ line, lineId: upperLine.id, symbol: row.symbol });
  });
  const totalCents = Math.min(uncappedCents, bet.maxPrizeCents);
  return { lineWins, uncappedCents, totalCents, capped: totalCents < uncappedCents, minigameTriggers };
}
