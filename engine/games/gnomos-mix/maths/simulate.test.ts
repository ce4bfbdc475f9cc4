import { Xoshiro128 } from '../../../core/xoshiro128';
import type { LowerBetCents } from '../bets';
import { tuningForLevel } from '../tuning/level-table';
import type { UpperBetId } from '../upper/bets';
import { LC, lowerRoundValue } from './lower-model';
import type { GnomosPolicy } from './policy';
import { simulateLowerRound, simulateUpperRound } from './simulate';
import { UC, upperRoundValue } from './upper-model';

/**
 * The simulators play rounds with the engine's own functions; their means must agree with the
 * exact models within a 99 % interval (and so the models count the order of play the cabinet
 * plays). The return is checked, and the share of rounds returning anything, whose interval is
 * much narrower and catches a miscounted feature.
 */
const SETTING = 80;
const Z99 = 2.576;

interface Sample {
  mean: number;
  halfWidth: number;
}

function sample(values: readonly number[]): Sample {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return { mean, halfWidth: Z99 * Math.sqrt(variance / n) };
}

describe('simulateLowerRound', () => {
  it.each([
    [20, 'default', 1],
    [20, 'auto-risk', 2],
    [1000, 'default', 3],
  ] as const)('at %p cents (%s) agrees with the exact return and hit frequency', (bet: LowerBetCents, policy: GnomosPolicy, seed: number) => {
    const tuning = tuningForLevel(SETTING);
    const rng = new Xoshiro128(seed);
    const returns: number[] = [];
    const hits: number[] = [];
    let oddRounds = 0;
    for (let i = 0; i < 150_000; i += 1) {
      const round = simulateLowerRound(rng, bet, tuning, policy);
      if (round.stakeCents !== bet || round.largestPayCents > round.winCents) oddRounds += 1;
      returns.push((round.winCents + round.bonusesWon * 80) / bet);
      hits.push(round.winCents + round.bonusesWon > 0 ? 1 : 0);
    }
    expect(oddRounds).toBe(0);
    const exact = lowerRoundValue(bet, policy, tuning.lower[bet]);
    const rtp = sample(returns);
    expect(Math.abs(rtp.mean - exact.rtp)).toBeLessThan(rtp.halfWidth);
    const hit = sample(hits);
    expect(Math.abs(hit.mean - (exact.perRound[LC.won] ?? 0))).toBeLessThan(hit.halfWidth);
    expect(hit.halfWidth).toBeLessThan(0.003);
  });
});

describe('simulateUpperRound', () => {
  it.each([
    ['0.20+1', 'default', 4],
    ['0.20+1', 'auto-risk', 5],
    ['20+200', 'auto-risk', 6],
  ] as const)('at %s (%s) agrees with the exact return and hit frequency', (betId: UpperBetId, policy: GnomosPolicy, seed: number) => {
    const tuning = tuningForLevel(SETTING);
    const rng = new Xoshiro128(seed);
    const returns: number[] = [];
    const hits: number[] = [];
    let oddRounds = 0;
    for (let i = 0; i < 150_000; i += 1) {
      const round = simulateUpperRound(rng, betId, tuning, policy);
      const stake = round.stakeCents + round.stakeBonuses * 80;
      if (round.largestPayCents !== round.winCents) oddRounds += 1;
      returns.push((round.winCents + round.bonusesWon * 80) / stake);
      hits.push(round.winCents + round.bonusesWon > 0 ? 1 : 0);
    }
    expect(oddRounds).toBe(0);
    const exact = upperRoundValue(betId, policy, tuning.upper[betId]);
    const rtp = sample(returns);
    expect(Math.abs(rtp.mean - exact.rtp)).toBeLessThan(rtp.halfWidth);
    const hit = sample(hits);
    expect(Math.abs(hit.mean - (exact.perRound[UC.won] ?? 0))).toBeLessThan(hit.halfWidth);
  });
});
