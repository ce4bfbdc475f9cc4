import { halfWidth, rtpIntervals, sdPerStake, type Interval, type WinMoments } from './dispersion';
import { Z_99 } from './normal-quantiles';
import { inverseRatio, ratio, ratioToNumber, type Ratio } from './ratio';
import type { RoundStats } from './round-stats';

/**
 * The PAR figures of simulated rounds. Counts and returns are exact ratios of the observed
 * integers; only the spread (SD, intervals) is a float.
 */

function staked(s: RoundStats): bigint {
  if (s.rounds === 0n) throw new RangeError('no rounds simulated');
  return s.rounds * s.stakeUnits;
}

/** Observed RTP: total win / (rounds × stake). */
export function observedRtp(s: RoundStats): Ratio {
  return ratio(s.totalWin, staked(s));
}

/** Observed RTP of each component, in ParModel.components order. */
export function observedComponentRtps(s: RoundStats): Ratio[] {
  const stake = staked(s);
  return s.componentWins.map((w) => ratio(w, stake));
}

/** Share of rounds that won anything (the model's hit event). */
export function hitFrequency(s: RoundStats): Ratio {
  return ratio(s.hits, s.rounds);
}

/** Share of rounds that won nothing: 1 − hit frequency. */
export function noWinProbability(s: RoundStats): Ratio {
  return ratio(s.rounds - s.hits, s.rounds);
}

export function roundMoments(s: RoundStats): WinMoments {
  return { count: s.rounds, sum: s.totalWin, sumOfSquares: s.sumOfSquares, stakeUnits: s.stakeUnits };
}

/** Sample SD of a round's win per unit stake. */
export function observedSdPerStake(s: RoundStats): number {
  return sdPerStake(roundMoments(s), 'sample');
}

/** The observed RTP's 90 / 95 / 99 % confidence intervals (normal approximation, sample SD). */
export function observedRtpIntervals(s: RoundStats): Interval[] {
  return rtpIntervals(ratioToNumber(observedRtp(s)), observedSdPerStake(s), s.rounds);
}

/** Half-width of the 99 % interval: what `--precision` compares with. Infinity before 2 rounds. */
export function rtpHalfWidth99(s: RoundStats): number {
  if (s.rounds < 2n) return Infinity;
  return halfWidth(observedSdPerStake(s), s.rounds, Z_99);
}

/** Each component's observed RTP intervals (its own sample SD: Σ of its per-round win²). */
export function observedComponentIntervals(s: RoundStats): Interval[][] {
  return s.componentWins.map((win, i) => {
    const sd = sdPerStake({ count: s.rounds, sum: win, sumOfSquares: s.componentSumOfSquares[i] ?? 0n, stakeUnits: s.stakeUnits }, 'sample');
    return rtpIntervals(ratioToNumber(ratio(win, staked(s))), sd, s.rounds);
  });
}

export interface FeatureFigures {
  /** Rounds per feature round ("1 in X"), or null if it never ran. */
  readonly oneIn: Ratio | null;
  /** Share of rounds in which it ran. */
  readonly frequency: Ratio;
  /** Average feature win in multiples of the stake, or null if it never ran. */
  readonly averageWinTimesStake: Ratio | null;
  /** The feature's share of the RTP: feature win / total stake. */
  readonly rtpShare: Ratio;
}

export function featureFigures(s: RoundStats, feature: number): FeatureFigures {
  const count = s.featureRounds[feature];
  const win = s.featureWins[feature];
  if (count === undefined || win === undefined) throw new RangeError(`no feature number ${feature}`);
  const frequency = ratio(count, s.rounds);
  return {
    oneIn: inverseRatio(frequency),
    frequency,
    averageWinTimesStake: count > 0n ? ratio(win, count * s.stakeUnits) : null,
    rtpShare: ratio(win, staked(s)),
  };
}
