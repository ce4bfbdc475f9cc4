import { WIN_RANGES } from '../line-game/win-ranges';

/**
 * The ranges of a round's win, in multiples of the stake, that every PAR sheet's win
 * distribution uses: 0, (0, 1), [1, 2), [2, 5), [5, 10), [10, 20), [20, 50), [50, 100),
 * [100, 500), [500, 1000), [1000, ∞). The ranges are the brute force's own constant
 * (engine/par/line-game/win-ranges.ts), so the Monte Carlo histogram and the exact one line up
 * row for row; this file adds the precomputed thresholds the simulation's hot loop needs.
 *
 * Bounds are whole multiples, so a win is placed with integer comparisons (win < bound × stake):
 * no division, no float, and a win exactly on a bound always opens the next range.
 */
export const WIN_RANGE_BOUNDS: readonly number[] = Object.freeze(WIN_RANGES.slice(2).map((r) => r.minBets));

/** Number of ranges: "no win", then one range below each bound, then "≥ the last bound". */
export const WIN_RANGE_COUNT = WIN_RANGE_BOUNDS.length + 2;

/** Row labels in bet multiples: "0", "(0, 1)", "[1, 2)", …, "[1000, ∞)". */
export const WIN_RANGE_LABELS: readonly string[] = Object.freeze(WIN_RANGES.map((r) => r.label));

function checkRanges(): void {
  // The shape this file relies on: "0", "(0, 1)", then one range per whole bound from 1 up.
  const ok =
    WIN_RANGES.length === WIN_RANGE_COUNT &&
    WIN_RANGES[1]?.maxBets === 1 &&
    WIN_RANGE_BOUNDS[0] === 1 &&
    WIN_RANGE_BOUNDS.every((b, i) => Number.isSafeInteger(b) && (i === 0 || b > (WIN_RANGE_BOUNDS[i - 1] as number)));
  if (!ok) throw new Error('win ranges must be 0, (0, 1), then ascending whole bet multiples from 1');
}
checkRanges();

/**
 * Thresholds in win units for one stake (bound × stake), computed once per model so the hot
 * loop compares integers only. Throws if a threshold would not be an exact Number.
 */
export function winRangeThresholds(stakeUnits: number): number[] {
  if (!Number.isSafeInteger(stakeUnits) || stakeUnits < 1) {
    throw new RangeError(`stake must be a positive whole number of win units, got ${String(stakeUnits)}`);
  }
  return WIN_RANGE_BOUNDS.map((bound) => {
    const units = bound * stakeUnits;
    if (!Number.isSafeInteger(units)) throw new RangeError(`stake ${stakeUnits} is too large for the win ranges`);
    return units;
  });
}

/** The range index of a round win (0 = no win), given `winRangeThresholds(stake)`. */
export function winRangeIndex(win: number, thresholds: readonly number[]): number {
  if (win <= 0) return 0;
  for (let i = 0; i < thresholds.length; i += 1) {
    if (win < (thresholds[i] as number)) return i + 1;
  }
  return thresholds.length + 1;
}

/** The same placement for an exact win (bigint), for enumerations and brute force. */
export function winRangeIndexBig(win: bigint, stakeUnits: bigint): number {
  if (win <= 0n) return 0;
  for (let i = 0; i < WIN_RANGE_BOUNDS.length; i += 1) {
    if (win < BigInt(WIN_RANGE_BOUNDS[i] as number) * stakeUnits) return i + 1;
  }
  return WIN_RANGE_BOUNDS.length + 1;
}
