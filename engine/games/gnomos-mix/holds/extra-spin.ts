import type { DrawRecorder } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import { BELL_RUNG, isLadderPrizeId, rungOfPrize } from '../ladders/prize-ladder';
import type { LowerPrizeId } from '../paytable';
import { LOWER_STOPS_PER_REEL, LOWER_STOP_WEIGHTS } from '../reels';
import { evaluateLowerLine, lowerLineFigures, type LowerLinePrize } from '../spin';
import { DEFAULT_EXTRA_SPIN_PARAMS, checkChance, type ExtraSpinParams } from './hold-params';

/**
 * Extra Spin (rule document 2.7): at random after a losing spin the "Extra Spin" logo shows and
 * the reels spin again, always ending in a prize.
 *
 * How the prize is drawn: among the 16³ stop combinations, those whose line pays a paytable
 * prize (cash or bonuses; 3 Window is a feature, not a prize, so it is left out) keep the weight
 * the reels give them, the product of the three stops' landing weights. One recorded draw over
 * the sum of those weights picks the combination: the Extra Spin is a normal spin conditioned
 * on a prize, so its prizes come in the same proportions as on the reels.
 */

/** One recorded draw: does Extra Spin start after this losing spin? */
export function extraSpinTriggered(recorder: DrawRecorder, params: ExtraSpinParams = DEFAULT_EXTRA_SPIN_PARAMS): boolean {
  checkChance(params.trigger, 'extra spin');
  return recorder.int(params.trigger.outOf) < params.trigger.win;
}

interface PrizeTable {
  readonly stops: readonly (readonly [number, number, number])[];
  /** Running total of weights, ending at `total`. */
  readonly cumulative: readonly number[];
  readonly total: number;
}

let prizeTable: PrizeTable | null = null;

/** The prize-giving combinations and their weights (whether a line pays does not depend on the bet). */
export function extraSpinTable(): PrizeTable {
  if (prizeTable) return prizeTable;
  const stops: [number, number, number][] = [];
  const cumulative: number[] = [];
  let total = 0;
  const w = LOWER_STOP_WEIGHTS;
  for (let a = 0; a < LOWER_STOPS_PER_REEL; a += 1) {
    for (let b = 0; b < LOWER_STOPS_PER_REEL; b += 1) {
      for (let c = 0; c < LOWER_STOPS_PER_REEL; c += 1) {
        if (evaluateLowerLine(lowerLineFigures([a, b, c]), 20).prize === null) continue;
        total += (w[0]?.[a] ?? 0) * (w[1]?.[b] ?? 0) * (w[2]?.[c] ?? 0);
        stops.push([a, b, c]);
        cumulative.push(total);
      }
    }
  }
  if (total < 1 || total > 2 ** 32) throw new Error('extra spin weights out of range');
  prizeTable = { stops, cumulative, total };
  return prizeTable;
}

export interface ExtraSpinResult {
  readonly stops: readonly [number, number, number];
  readonly prize: LowerLinePrize;
  /** A ladder prize below Green Diamond may go up the ladder; Green, Red, Blue and bonuses may not. */
  readonly mayRisk: boolean;
}

/** The Extra Spin's stops: one recorded draw over the prize-giving combinations. */
export function extraSpinStops(recorder: DrawRecorder, bet: LowerBetCents): ExtraSpinResult {
  const table = extraSpinTable();
  const value = recorder.int(table.total);
  let lo = 0;
  let hi = table.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((table.cumulative[mid] ?? 0) > value) hi = mid;
    else lo = mid + 1;
  }
  const stops = table.stops[lo];
  if (stops === undefined) throw new Error('unreachable: the draw is below the total weight');
  const prize = evaluateLowerLine(lowerLineFigures(stops), bet).prize;
  if (prize === null) throw new Error('unreachable: every listed combination pays');
  return { stops, prize, mayRisk: extraSpinMayRisk(prize.prizeId) };
}

export function extraSpinMayRisk(prizeId: LowerPrizeId): boolean {
  return isLadderPrizeId(prizeId) && rungOfPrize(prizeId) <= BELL_RUNG;
}
