import { drawInt } from '../../core/rng';
import { Xoshiro128 } from '../../core/xoshiro128';
import { EXACT_ADDEND_LIMIT, ExactSums } from './exact-sum';
import { RoundAccumulator } from './round-accumulator';
import { emptyRoundStats, mergeAllRoundStats, mergeRoundStats, type RoundStats } from './round-stats';
import { roundStatsFromJson, roundStatsToJson } from './round-stats-json';
import { winRangeIndex as bruteForceRangeIndex } from '../line-game/win-ranges';
import { WIN_RANGE_COUNT, WIN_RANGE_LABELS, winRangeIndex, winRangeIndexBig, winRangeThresholds } from './win-ranges';

/** Rounds as (component, units)[] plus features, recorded into an accumulator. */
type Round = { wins: [number, number][]; features: number[] };

function randomRounds(seed: number, n: number, maxWin: number): Round[] {
  const rng = new Xoshiro128(seed);
  const rounds: Round[] = [];
  for (let i = 0; i < n; i += 1) {
    const wins: [number, number][] = [];
    const features: number[] = [];
    if (drawInt(rng, 3) === 0) wins.push([0, drawInt(rng, maxWin)]);
    if (drawInt(rng, 5) === 0) {
      features.push(drawInt(rng, 2));
      wins.push([1, drawInt(rng, maxWin)]);
    }
    rounds.push({ wins, features });
  }
  return rounds;
}

function record(rounds: readonly Round[], stake = 10): RoundStats {
  const acc = new RoundAccumulator(stake, 2, 2);
  for (const r of rounds) {
    // Features start before the wins they own, the way a model reports them.
    for (const f of r.features) acc.feature(f);
    for (const [c, u] of r.wins) acc.win(c, u);
    acc.endRound();
  }
  return acc.toStats();
}

/** The same figures computed naively in bigint, as the reference. */
function reference(rounds: readonly Round[], stake = 10n): RoundStats {
  let s = emptyRoundStats(stake, 2, 2);
  for (const r of rounds) {
    const comp = [0n, 0n];
    for (const [c, u] of r.wins) comp[c] = (comp[c] as bigint) + BigInt(u);
    const w = (comp[0] as bigint) + (comp[1] as bigint);
    const feat = [0n, 0n];
    for (const f of new Set(r.features)) feat[f] = 1n;
    const range = new Array<bigint>(WIN_RANGE_COUNT).fill(0n);
    const rangeIndex = winRangeIndexBig(w, stake);
    range[rangeIndex] = 1n;
    const rangeWin = new Array<bigint>(WIN_RANGE_COUNT).fill(0n);
    rangeWin[rangeIndex] = w;
    s = mergeRoundStats(s, {
      stakeUnits: stake,
      rounds: 1n,
      componentWins: comp,
      componentSumOfSquares: comp.map((x) => x * x),
      totalWin: w,
      hits: w > 0n ? 1n : 0n,
      sumOfSquares: w * w,
      maxWin: w,
      maxWinCount: 1n,
      featureRounds: feat,
      // Every test round starts its features before any win, so the feature owns the whole round win.
      featureWins: feat.map((x) => x * w),
      rangeRounds: range,
      rangeWins: rangeWin,
    });
  }
  return s;
}

describe('RoundAccumulator', () => {
  it('gives the same stats as a naive bigint count', () => {
    const rounds = randomRounds(1, 5000, 400);
    expect(record(rounds)).toEqual(reference(rounds));
  });

  it('stays exact with wins whose squares and sums pass 2^53', () => {
    // 3 × 10^8 squared is 9 × 10^16 > 2^53: the square must go through bigint.
    const big = 300_000_000;
    const rounds: Round[] = Array.from({ length: 200 }, (_, i) => ({ wins: [[0, big + i]], features: [] }));
    const stats = record(rounds, 1);
    let sq = 0n;
    let sum = 0n;
    rounds.forEach((_, i) => {
      sq += BigInt(big + i) ** 2n;
      sum += BigInt(big + i);
    });
    expect(stats.sumOfSquares).toBe(sq);
    expect(stats.totalWin).toBe(sum);
    expect(stats.componentSumOfSquares[0]).toBe(sq);
    expect(stats.maxWin).toBe(BigInt(big + 199));
    expect(stats.maxWinCount).toBe(1n);
  });

  it('counts a feature once per round and its win from its start', () => {
    const acc = new RoundAccumulator(1, 1, 1);
    acc.win(0, 5); // trigger spin, before the feature starts
    acc.feature(0);
    acc.win(0, 7);
    acc.feature(0); // a retrigger in the same round
    acc.win(0, 3);
    acc.endRound();
    const s = acc.toStats();
    expect(s.featureRounds).toEqual([1n]);
    expect(s.featureWins).toEqual([10n]);
    expect(s.totalWin).toBe(15n);
  });

  it('refuses wins that are not whole units, unknown components and unclosed rounds', () => {
    const acc = new RoundAccumulator(1, 1, 1);
    expect(() => acc.win(0, 1.5)).toThrow(RangeError);
    expect(() => acc.win(0, -1)).toThrow(RangeError);
    expect(() => acc.win(1, 1)).toThrow(/no component/);
    expect(() => acc.feature(2)).toThrow(/no feature/);
    acc.win(0, 1);
    expect(() => acc.toStats()).toThrow(/still open/);
  });
});

describe('ExactSums', () => {
  it('folds into bigint before a Number sum could lose a unit', () => {
    const sums = new ExactSums(1);
    const addend = EXACT_ADDEND_LIMIT - 1;
    for (let i = 0; i < 5; i += 1) sums.add(0, addend);
    sums.add(0, 3);
    expect(sums.total(0)).toBe(5n * BigInt(addend) + 3n);
  });
});

describe('mergeRoundStats', () => {
  const chunks = Array.from({ length: 12 }, (_, i) => record(randomRounds(100 + i, 300 + 17 * i, 2000)));

  it('is exact: merging chunks equals recording all their rounds at once', () => {
    const all = Array.from({ length: 12 }, (_, i) => randomRounds(100 + i, 300 + 17 * i, 2000)).flat();
    expect(mergeAllRoundStats(emptyRoundStats(10, 2, 2), ...chunks)).toEqual(record(all));
  });

  it('does not depend on order or grouping', () => {
    const linear = mergeAllRoundStats(emptyRoundStats(10, 2, 2), ...chunks);
    const reversed = mergeAllRoundStats(emptyRoundStats(10, 2, 2), ...[...chunks].reverse());
    const rng = new Xoshiro128(9);
    const shuffled = [...chunks];
    for (let i = shuffled.length - 1; i > 0; i -= 1) {
      const j = drawInt(rng, i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j] as RoundStats, shuffled[i] as RoundStats];
    }
    const pairwise = (list: RoundStats[]): RoundStats => {
      while (list.length > 1) {
        const next: RoundStats[] = [];
        for (let i = 0; i < list.length; i += 2) next.push(i + 1 < list.length ? mergeRoundStats(list[i + 1] as RoundStats, list[i] as RoundStats) : (list[i] as RoundStats));
        list = next;
      }
      return list[0] as RoundStats;
    };
    expect(reversed).toEqual(linear);
    expect(mergeAllRoundStats(emptyRoundStats(10, 2, 2), ...shuffled)).toEqual(linear);
    expect(pairwise([...shuffled])).toEqual(linear);
  });

  it('keeps the larger max win and adds the counts of a tie', () => {
    const a = { ...emptyRoundStats(1, 0, 0), rounds: 3n, maxWin: 50n, maxWinCount: 2n };
    const b = { ...emptyRoundStats(1, 0, 0), rounds: 4n, maxWin: 50n, maxWinCount: 1n };
    const c = { ...emptyRoundStats(1, 0, 0), rounds: 1n, maxWin: 70n, maxWinCount: 1n };
    expect(mergeRoundStats(a, b)).toMatchObject({ maxWin: 50n, maxWinCount: 3n });
    expect(mergeRoundStats(b, c)).toMatchObject({ maxWin: 70n, maxWinCount: 1n });
    expect(mergeRoundStats(c, b)).toMatchObject({ maxWin: 70n, maxWinCount: 1n });
    expect(mergeRoundStats(emptyRoundStats(1, 0, 0), a)).toMatchObject({ maxWin: 50n, maxWinCount: 2n });
  });

  it('refuses stats of another stake or shape', () => {
    expect(() => mergeRoundStats(emptyRoundStats(1, 2, 0), emptyRoundStats(2, 2, 0))).toThrow(/stakes/);
    expect(() => mergeRoundStats(emptyRoundStats(1, 2, 0), emptyRoundStats(1, 3, 0))).toThrow(/components/);
  });

  it('round-trips through JSON', () => {
    const s = chunks[3] as RoundStats;
    expect(roundStatsFromJson(JSON.parse(JSON.stringify(roundStatsToJson(s))))).toEqual(s);
  });
});

describe('win ranges', () => {
  it('place wins by bet multiple with the bound opening the next range', () => {
    const t = winRangeThresholds(20);
    expect(WIN_RANGE_LABELS).toEqual(['0', '(0, 1)', '[1, 2)', '[2, 5)', '[5, 10)', '[10, 20)', '[20, 50)', '[50, 100)', '[100, 500)', '[500, 1000)', '[1000, ∞)']);
    const cases: [number, number][] = [
      [0, 0],
      [1, 1],
      [19, 1],
      [20, 2],
      [39, 2],
      [40, 3],
      [99, 3],
      [100, 4],
      [1999, 7],
      [2000, 8],
      [19_999, 9],
      [20_000, 10],
      [1_000_000, 10],
    ];
    for (const [win, index] of cases) {
      expect([win, winRangeIndex(win, t)]).toEqual([win, index]);
      expect([win, winRangeIndexBig(BigInt(win), 20n)]).toEqual([win, index]);
    }
  });

  it('place every win where the brute force places it', () => {
    for (const stake of [1, 10, 20, 37]) {
      const t = winRangeThresholds(stake);
      for (let win = 0; win <= 1001 * stake; win += 1) {
        if (winRangeIndex(win, t) !== bruteForceRangeIndex(win, stake)) throw new Error(`win ${win} at stake ${stake} lands in different ranges`);
      }
    }
  });
});
