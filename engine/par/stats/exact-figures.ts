import type { ExactResult } from '../par-model';
import { sdPerStake } from './dispersion';
import { inverseRatio, ratio, type Ratio } from './ratio';

/** The PAR figures an exact cycle gives, as exact ratios (SD as a float from exact sums). */

function cycleStake(e: ExactResult): bigint {
  return e.cycle * e.stakeUnits;
}

/** Σ of the exact components' wins over the cycle. */
export function exactTotalWin(e: ExactResult): bigint {
  return Object.values(e.components).reduce((a, b) => a + b, 0n);
}

export function exactRtp(e: ExactResult): Ratio {
  return ratio(exactTotalWin(e), cycleStake(e));
}

export function exactComponentRtp(e: ExactResult, id: string): Ratio | null {
  const win = e.components[id];
  return win === undefined ? null : ratio(win, cycleStake(e));
}

export function exactHitFrequency(e: ExactResult): Ratio | null {
  return e.hits === undefined ? null : ratio(e.hits, e.cycle);
}

/** Population SD per unit stake over the cycle, when Σwin² is known. */
export function exactSdPerStake(e: ExactResult): number | null {
  if (e.sumOfSquares === undefined) return null;
  return sdPerStake({ count: e.cycle, sum: exactTotalWin(e), sumOfSquares: e.sumOfSquares, stakeUnits: e.stakeUnits }, 'population');
}

/** "1 in X" of the max win: cycle / outcomes giving it. */
export function exactMaxWinOneIn(e: ExactResult): Ratio | null {
  return e.maxWin === undefined ? null : inverseRatio(ratio(e.maxWin.outcomes, e.cycle));
}

/**
 * True when every component of the model is computed exactly: only then are the total RTP,
 * hit frequency, SD and max win of the exact result the game's own.
 */
export function exactCoversAll(e: ExactResult, componentIds: readonly string[]): boolean {
  return componentIds.every((id) => e.components[id] !== undefined);
}
