import { CONFIDENCE_LEVELS, Z_90, type ConfidenceLevel } from './normal-quantiles';

/**
 * Standard deviation, confidence intervals and volatility of the round win, per unit stake.
 * These are statistics, not money: doubles are right here. The variance is formed from exact
 * bigint sums (n·Σx² − (Σx)², no cancellation in floating point) and divided once at the end.
 */
export interface WinMoments {
  /** Rounds (a Monte Carlo sample) or outcomes (an exact cycle). */
  readonly count: bigint;
  readonly sum: bigint;
  readonly sumOfSquares: bigint;
  readonly stakeUnits: bigint;
}

/**
 * SD of one round's win divided by the stake. `sample` uses n − 1 (Monte Carlo: the SD of the
 * game estimated from a sample); `population` uses n (an exact cycle is the whole population).
 */
export function sdPerStake(m: WinMoments, kind: 'sample' | 'population'): number {
  const n = m.count;
  if (n < (kind === 'sample' ? 2n : 1n)) return 0;
  const numerator = n * m.sumOfSquares - m.sum * m.sum;
  if (numerator < 0n) throw new RangeError('inconsistent moments: Σx² is below (Σx)²/n');
  const denominator = (kind === 'sample' ? n * (n - 1n) : n * n) * m.stakeUnits * m.stakeUnits;
  return Math.sqrt(Number(numerator) / Number(denominator));
}

/**
 * Volatility index as this tool defines it: VI = z(90 %) × SD per unit stake = 1.645 × SD,
 * so that the average return of n games lies within RTP ± VI/√n nine times in ten.
 * Published VIs use 90 % or 95 %; the sheet prints the definition beside the figure.
 */
export function volatilityIndex(sdPerUnitStake: number): number {
  return Z_90 * sdPerUnitStake;
}

export const VOLATILITY_INDEX_DEFINITION = 'VI = z(90 %) × SD per unit stake = 1.6449 × SD';

/** Half-width of the normal-approximation interval of a mean of n rounds: z × SD / √n. */
export function halfWidth(sdPerUnitStake: number, rounds: number | bigint, z: number): number {
  const n = Number(rounds);
  if (!(n > 0)) return Infinity;
  return (z * sdPerUnitStake) / Math.sqrt(n);
}

export interface Interval {
  readonly level: string;
  readonly low: number;
  readonly high: number;
  readonly halfWidth: number;
}

/** RTP ± z·SD/√n at 90, 95 and 99 %. */
export function rtpIntervals(rtp: number, sdPerUnitStake: number, rounds: number | bigint, levels: readonly ConfidenceLevel[] = CONFIDENCE_LEVELS): Interval[] {
  return levels.map(({ label, z }) => {
    const h = halfWidth(sdPerUnitStake, rounds, z);
    return { level: label, low: rtp - h, high: rtp + h, halfWidth: h };
  });
}

/** Games the confidence table looks at: 10^3 … 10^8. */
export const CONFIDENCE_TABLE_GAMES: readonly number[] = Object.freeze([1e3, 1e4, 1e5, 1e6, 1e7, 1e8]);

export interface ConfidenceRow {
  readonly games: number;
  readonly intervals: readonly Interval[];
}

/**
 * The RTP a player or an operator should expect to see after n games: RTP ± z·SD/√n. Each row
 * is √10 narrower than the one before (ten times the games).
 */
export function confidenceTable(rtp: number, sdPerUnitStake: number, games: readonly number[] = CONFIDENCE_TABLE_GAMES): ConfidenceRow[] {
  return games.map((n) => ({ games: n, intervals: rtpIntervals(rtp, sdPerUnitStake, n) }));
}
