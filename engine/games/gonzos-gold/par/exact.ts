/**
 * The exact return of Gonzo's Gold by enumeration. The reels stop independently and uniformly,
 * so a stop combination's chance is 1 / Π Lk. Only the window a stop shows matters, so each
 * strip is first reduced to its distinct windows with their multiplicities (the strips repeat a
 * core, so a reel of 40–56 stops has far fewer distinct windows), and every combination of
 * distinct windows is evaluated once, weighted by the product of multiplicities: the same sum
 * as over every stop combination, a few million grids instead of hundreds of millions.
 *
 * Each grid runs through the cabinet's own cluster evaluator (engine/core/cluster-masks.ts),
 * the Scatter bonus table and, in free spins, expandMasks for the Expanding Symbol's extra
 * prize: the same rules as spin.ts. Sums are kept in pay units (twentieths of the bet) as
 * doubles below 2^53 (asserted) and turned into BigInts; every figure is an exact fraction.
 *
 * The free-spin feature per award: one spin wins m (clusters + bonus prize + extra prize) and
 * retriggers with probability p (10 more spins each time), so an award plays
 * N = 10 / (1 − 10p) spins on average (a branching process; 10p < 1 is asserted) and is worth
 * N × m. The return: base + P(trigger) × Σ weight(E) × N_E × m_E ÷ Σ weight. The spread is exact
 * too: each set also sums win² and the win of its (re)triggering combinations, which give an
 * award's second moment (awardMoments) and so the standard deviation of a whole round.
 */
import { clusterWins, expandMasks, popcount, type ClusterPaytable } from '../../../core/cluster-masks';
import { add, div, mul, q, sub, sum, toNumber, type Q } from '../../../core/rational';
import { type GonzoMaths, ROWS, expandingTable } from '../maths';
import { FREE_SPINS_PER_AWARD, scatterBonusUnits, TRIGGER_SCATTERS, UNITS_PER_BET } from '../paytable';
import { COIN, symbolIndex } from '../symbols';
import { EXACT_CACHE } from './exact-cache';

/** One strip reduced to its distinct windows. */
export interface DistinctWindows {
  readonly length: number;
  readonly count: number;
  /** symbols[w × 5 + row] of distinct window w. */
  readonly symbols: Uint8Array;
  /** How many stops show window w. */
  readonly weight: Int32Array;
  /** Scatters in window w. */
  readonly coins: Int32Array;
}

export function distinctWindows(strip: readonly number[]): DistinctWindows {
  const byKey = new Map<string, number>();
  const symbols: number[] = [];
  const weight: number[] = [];
  const coins: number[] = [];
  for (let stop = 0; stop < strip.length; stop += 1) {
    const w = Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);
    const key = w.join(',');
    const seen = byKey.get(key);
    if (seen !== undefined) {
      weight[seen] = (weight[seen] as number) + 1;
      continue;
    }
    byKey.set(key, weight.length);
    symbols.push(...w);
    weight.push(1);
    coins.push(w.filter((s) => s === COIN).length);
  }
  return { length: strip.length, count: weight.length, symbols: Uint8Array.from(symbols), weight: Int32Array.from(weight), coins: Int32Array.from(coins) };
}

/** Sums over every stop combination of one strip set (counts are numbers of stop combinations). */
export interface SetTotals {
  /** Π strip lengths: the number of stop combinations. */
  readonly cycle: bigint;
  /** Distinct-window combinations evaluated. */
  readonly grids: number;
  /** Cluster pay units, Scatter bonus units, extra-prize units (free spins), over the cycle. */
  readonly clusterUnits: bigint;
  readonly bonusUnits: bigint;
  readonly extraUnits: bigint;
  /** Combinations with 0 … 5 Scatters. */
  readonly scatterCounts: readonly bigint[];
  /** Combinations that win anything (cluster, bonus prize or extra prize). */
  readonly hits: bigint;
  /** Combinations where some cluster pays. */
  readonly clusterHits: bigint;
  /** Combinations paying an extra prize (free spins). */
  readonly extraHits: bigint;
  /** The largest win of one spin in units, and its combinations. */
  readonly maxUnits: number;
  readonly maxCount: bigint;
  /** Σ win² (units²) over the cycle: the second moment of one spin. */
  readonly winSquares: bigint;
  /** Σ win (units) over the combinations with 3 or more Scatters (they trigger or retrigger). */
  readonly triggerWinUnits: bigint;
  /** Combinations by win in units (the distribution; empty when the totals come from the cache). */
  readonly byWin: ReadonlyMap<number, bigint>;
}

const assertSafe = (x: number, what: string): void => {
  if (!Number.isSafeInteger(x)) throw new RangeError(`exact maths: ${what} left the safe integers (${x})`);
};

/**
 * Every distinct-window combination of `strips`; `expanding` is the Expanding Symbol's index in
 * free spins, −1 in the base game.
 */
export function enumerateSet(strips: readonly (readonly number[])[], table: ClusterPaytable, expanding: number): SetTotals {
  const reels = strips.map(distinctWindows);
  const [r0, r1, r2, r3, r4] = reels as [DistinctWindows, DistinctWindows, DistinctWindows, DistinctWindows, DistinctWindows];
  // The Expanding Symbol's cells of each distinct window, already at its reel's bit offset.
  const eMasks = reels.map((r, k) => {
    const m = new Int32Array(r.count);
    if (expanding >= 0) for (let w = 0; w < r.count; w += 1) for (let row = 0; row < ROWS; row += 1) if (r.symbols[w * ROWS + row] === expanding) m[w] = (m[w] as number) | (1 << (k * ROWS + row));
    return m;
  });
  const [e0, e1, e2, e3, e4] = eMasks as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const grid = new Uint8Array(25);
  const put = (r: DistinctWindows, k: number, w: number): void => grid.set(r.symbols.subarray(w * ROWS, w * ROWS + ROWS), k * ROWS);
  const bonusOf = Float64Array.from({ length: 26 }, (_, n) => scatterBonusUnits(n));
  let cluster = 0;
  let bonus = 0;
  let extra = 0;
  let hits = 0;
  let clusterHits = 0;
  let extraHits = 0;
  let triggerWin = 0;
  const scatterCounts = new Float64Array(26);
  const byWin = new Map<number, number>();
  let maxUnits = 0;
  let maxCount = 0;
  let grids = 0;
  for (let a = 0; a < r0.count; a += 1) {
    put(r0, 0, a);
    for (let b = 0; b < r1.count; b += 1) {
      put(r1, 1, b);
      const wab = (r0.weight[a] as number) * (r1.weight[b] as number);
      for (let c = 0; c < r2.count; c += 1) {
        put(r2, 2, c);
        const wabc = wab * (r2.weight[c] as number);
        for (let d = 0; d < r3.count; d += 1) {
          put(r3, 3, d);
          const wabcd = wabc * (r3.weight[d] as number);
          const coinsAbcd = (r0.coins[a] as number) + (r1.coins[b] as number) + (r2.coins[c] as number) + (r3.coins[d] as number);
          const eAbcd = (e0[a] as number) | (e1[b] as number) | (e2[c] as number) | (e3[d] as number);
          for (let e = 0; e < r4.count; e += 1) {
            put(r4, 4, e);
            grids += 1;
            const weight = wabcd * (r4.weight[e] as number);
            const coins = coinsAbcd + (r4.coins[e] as number);
            const won = clusterWins(grid, table, COIN);
            const bon = bonusOf[coins] as number;
            let ext = 0;
            if (expanding >= 0) {
              const real = eAbcd | (e4[e] as number);
              if (real !== 0) ext = table.pay(expanding, popcount(expandMasks(real)));
            }
            scatterCounts[coins] = (scatterCounts[coins] as number) + weight;
            const win = won + bon + ext;
            if (won > 0) {
              cluster += weight * won;
              clusterHits += weight;
            }
            if (bon > 0) bonus += weight * bon;
            if (ext > 0) {
              extra += weight * ext;
              extraHits += weight;
            }
            if (win > 0) {
              if (coins >= TRIGGER_SCATTERS) triggerWin += weight * win;
              hits += weight;
              byWin.set(win, (byWin.get(win) ?? 0) + weight);
              if (win > maxUnits) {
                maxUnits = win;
                maxCount = 0;
              }
              if (win === maxUnits) maxCount += weight;
            }
          }
        }
      }
    }
  }
  for (const [x, what] of [
    [cluster, 'cluster units'],
    [bonus, 'bonus units'],
    [extra, 'extra units'],
    [hits, 'hits'],
    [triggerWin, 'trigger win units'],
  ] as const)
    assertSafe(x, what);
  const cycle = reels.reduce((p, r) => p * BigInt(r.length), 1n);
  const zeroWins = cycle - BigInt(hits);
  const dist = new Map<number, bigint>([[0, zeroWins]]);
  let winSquares = 0n;
  for (const [w, n] of byWin) {
    dist.set(w, BigInt(n));
    winSquares += BigInt(w) * BigInt(w) * BigInt(n);
  }
  return {
    cycle,
    grids,
    clusterUnits: BigInt(cluster),
    bonusUnits: BigInt(bonus),
    extraUnits: BigInt(extra),
    scatterCounts: Array.from(scatterCounts.subarray(0, 6), (x) => BigInt(x)),
    hits: BigInt(hits),
    clusterHits: BigInt(clusterHits),
    extraHits: BigInt(extraHits),
    maxUnits,
    maxCount: BigInt(maxCount),
    winSquares,
    triggerWinUnits: BigInt(triggerWin),
    byWin: dist,
  };
}

const unitsPerBet = BigInt(UNITS_PER_BET);

/** P(3 or more Scatters) of a set. */
export function triggerRate(t: SetTotals): Q {
  return q(sum(t.scatterCounts.slice(TRIGGER_SCATTERS).map((n) => q(n))).n, t.cycle);
}

/** Mean win of one spin of a set, × the bet. */
export function meanWin(t: SetTotals): Q {
  return q(t.clusterUnits + t.bonusUnits + t.extraUnits, t.cycle * unitsPerBet);
}

export interface ExpandingExact {
  readonly symbol: string;
  readonly weight: number;
  /** weight ÷ Σ weights. */
  readonly chance: Q;
  readonly totals: SetTotals;
  /** One free spin's mean win × bet (clusters + bonus prize + extra prize) and its parts. */
  readonly meanSpin: Q;
  readonly meanCluster: Q;
  readonly meanBonus: Q;
  readonly meanExtra: Q;
  /** P(retrigger) per free spin, and the expected spins per award 10 / (1 − 10p). */
  readonly retrigger: Q;
  readonly spinsPerAward: Q;
  /** N × meanSpin: one award's value × bet. */
  readonly awardValue: Q;
  /** E[award²] (× bet²) and the award's standard deviation × bet (see awardMoments). */
  readonly awardSecondMoment: Q;
  readonly awardSd: number;
  /** One free spin's Scatter bonus by Scatter count 0 … 5, × bet per spin. */
  readonly bonusByCount: readonly Q[];
}

/**
 * The first two moments of one award's win (× bet, × bet²) from one spin's moments. An award is
 * 10 spins, and a spin that retriggers adds 10 more: the value V of one spin with everything it
 * starts is V = X + R × (V1 + … + V10), X the spin's win, R its retrigger (3+ Scatters), the Vj
 * independent copies of V. So E[V] = E[X] / (1 − 10p) and
 * E[V²] (1 − 10p) = E[X²] + 20 E[XR] E[V] + 90 p E[V]², with p = P(R); the award is V1 + … + V10:
 * E[F] = 10 E[V], E[F²] = 10 E[V²] + 90 E[V]². Finite while 10p < 1 (asserted by the caller).
 */
export function awardMoments(meanSpin: Q, meanSquare: Q, triggerWin: Q, p: Q): { mean: Q; secondMoment: Q } {
  const spins = q(FREE_SPINS_PER_AWARD);
  const rest = sub(q(1), mul(spins, p));
  const v = div(meanSpin, rest);
  const v2 = div(add(add(meanSquare, mul(mul(q(2 * FREE_SPINS_PER_AWARD), triggerWin), v)), mul(mul(q(FREE_SPINS_PER_AWARD * (FREE_SPINS_PER_AWARD - 1)), p), mul(v, v))), rest);
  return { mean: mul(spins, v), secondMoment: add(mul(spins, v2), mul(q(FREE_SPINS_PER_AWARD * (FREE_SPINS_PER_AWARD - 1)), mul(v, v))) };
}

const unitsSquaredPerBet = BigInt(UNITS_PER_BET * UNITS_PER_BET);

/** E[win²] of one spin of a set, × bet². */
export function meanSquare(t: SetTotals): Q {
  return q(t.winSquares, t.cycle * unitsSquaredPerBet);
}

/** E[win × (3+ Scatters)] of one spin of a set, × bet. */
export function meanTriggerWin(t: SetTotals): Q {
  return q(t.triggerWinUnits, t.cycle * unitsPerBet);
}

/** The Scatter bonus of one spin by Scatter count 0 … 5, × bet per spin. */
export function bonusByCount(t: SetTotals): Q[] {
  return t.scatterCounts.map((n, k) => q(n * BigInt(scatterBonusUnits(k)), t.cycle * unitsPerBet));
}

const sqrtQ = (x: Q): number => Math.sqrt(Math.max(0, toNumber(x)));

export function expandingExact(maths: GonzoMaths, symbol: string, weight: number, totalWeight: number, totals?: SetTotals): ExpandingExact {
  const strips = maths.free[symbol];
  if (strips === undefined) throw new RangeError(`no free-spin strips for ${symbol}`);
  const t = totals ?? enumerateSet(strips, maths.pays, symbolIndex(symbol));
  const retrigger = triggerRate(t);
  const tenP = mul(q(FREE_SPINS_PER_AWARD), retrigger);
  if (!(tenP.n < tenP.d)) throw new RangeError(`${symbol}: 10 × P(retrigger) ≥ 1, free spins would never end on average`);
  const spinsPerAward = div(q(FREE_SPINS_PER_AWARD), sub(q(1), tenP));
  const meanSpin = meanWin(t);
  const award = awardMoments(meanSpin, meanSquare(t), meanTriggerWin(t), retrigger);
  return {
    symbol,
    weight,
    chance: q(weight, totalWeight),
    totals: t,
    meanSpin,
    meanCluster: q(t.clusterUnits, t.cycle * unitsPerBet),
    meanBonus: q(t.bonusUnits, t.cycle * unitsPerBet),
    meanExtra: q(t.extraUnits, t.cycle * unitsPerBet),
    retrigger,
    spinsPerAward,
    awardValue: award.mean,
    awardSecondMoment: award.secondMoment,
    awardSd: sqrtQ(sub(award.secondMoment, mul(award.mean, award.mean))),
    bonusByCount: bonusByCount(t),
  };
}

export interface GonzoExact {
  readonly base: SetTotals;
  /** The base game's return: cluster pays and bonus prizes, × bet per spin. */
  readonly baseRtp: Q;
  readonly baseClusterRtp: Q;
  readonly baseBonusRtp: Q;
  readonly triggerRate: Q;
  /** P(a base spin wins anything). */
  readonly hitRate: Q;
  readonly expanding: readonly ExpandingExact[];
  /** Σ chance(E) × award value(E): one award's value × bet. */
  readonly featureValue: Q;
  /** Σ chance(E) × E[award²](E) (× bet²) and the SD of one award × bet, whatever its symbol. */
  readonly featureSecondMoment: Q;
  readonly featureSd: number;
  /** triggerRate × featureValue, and its parts: the free spins' clusters, Scatter bonus prizes and extra prizes. */
  readonly featureRtp: Q;
  readonly featureClusterRtp: Q;
  readonly featureBonusRtp: Q;
  readonly featureExtraRtp: Q;
  /** The Scatter bonus prizes' return by Scatter count 0 … 5, in the base game and in free spins. */
  readonly baseBonusByCount: readonly Q[];
  readonly featureBonusByCount: readonly Q[];
  readonly rtp: Q;
  /** E[round win²] (× bet²) and the standard deviation of a round's win × bet, exact (awardMoments). */
  readonly secondMoment: Q;
  readonly sd: number;
}

/** Combines the base game's and each Expanding Symbol's totals into the game's figures. */
export function combine(maths: GonzoMaths, base: SetTotals, freeTotals: Readonly<Record<string, SetTotals>>): GonzoExact {
  const table = expandingTable(maths.expandingWeights);
  const totalWeight = table.reduce((a, e) => a + e.weight, 0);
  const expanding = table.map((e) => expandingExact(maths, e.symbol, e.weight, totalWeight, freeTotals[e.symbol]));
  const featureValue = sum(expanding.map((e) => mul(e.chance, e.awardValue)));
  const featureSecondMoment = sum(expanding.map((e) => mul(e.chance, e.awardSecondMoment)));
  // A part of a free spin's win, times the spins an award plays, weighted by the symbol's chance.
  const featurePart = (part: (e: ExpandingExact) => Q): Q => mul(triggerRate(base), sum(expanding.map((e) => mul(mul(e.chance, e.spinsPerAward), part(e)))));
  const baseClusterRtp = q(base.clusterUnits, base.cycle * unitsPerBet);
  const baseBonusRtp = q(base.bonusUnits, base.cycle * unitsPerBet);
  const baseRtp = add(baseClusterRtp, baseBonusRtp);
  const trig = triggerRate(base);
  const featureRtp = mul(trig, featureValue);
  const rtp = add(baseRtp, featureRtp);
  // Round win W = B + T × F: B the base spin, T its trigger, F the award (independent of the base grid).
  const secondMoment = add(add(meanSquare(base), mul(mul(q(2), meanTriggerWin(base)), featureValue)), mul(trig, featureSecondMoment));
  return {
    base,
    baseRtp,
    baseClusterRtp,
    baseBonusRtp,
    triggerRate: trig,
    hitRate: q(base.hits, base.cycle),
    expanding,
    featureValue,
    featureSecondMoment,
    featureSd: sqrtQ(sub(featureSecondMoment, mul(featureValue, featureValue))),
    featureRtp,
    featureClusterRtp: featurePart((e) => e.meanCluster),
    featureBonusRtp: featurePart((e) => e.meanBonus),
    featureExtraRtp: featurePart((e) => e.meanExtra),
    baseBonusByCount: bonusByCount(base),
    featureBonusByCount: bonusByCount(base).map((_, k) => featurePart((e) => e.bonusByCount[k] as Q)),
    rtp,
    secondMoment,
    sd: sqrtQ(sub(secondMoment, mul(rtp, rtp))),
  };
}

/** The whole enumeration: the base set and every Expanding Symbol's set (about a minute under nice). */
export function gonzoExact(maths: GonzoMaths): GonzoExact {
  const base = enumerateSet(maths.base, maths.pays, -1);
  const free: Record<string, SetTotals> = {};
  for (const { symbol } of expandingTable(maths.expandingWeights)) free[symbol] = enumerateSet(maths.free[symbol] as readonly (readonly number[])[], maths.pays, symbolIndex(symbol));
  return combine(maths, base, free);
}

/** A hash of the strips and pays (FNV-1a): the cached totals (exact-cache.ts) belong to these. */
export function stripsAndPaysFingerprint(maths: GonzoMaths): string {
  const text = JSON.stringify({ base: maths.base, free: maths.free, pays: maths.payUnits });
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** The totals of a set as the cache stores them (decimal strings: BigInts are not JSON). */
export interface CachedTotals {
  readonly cycle: string;
  readonly grids: number;
  readonly clusterUnits: string;
  readonly bonusUnits: string;
  readonly extraUnits: string;
  readonly scatterCounts: readonly string[];
  readonly hits: string;
  readonly clusterHits: string;
  readonly extraHits: string;
  readonly maxUnits: number;
  readonly maxCount: string;
  readonly winSquares: string;
  readonly triggerWinUnits: string;
}

export function fromCache(c: CachedTotals): SetTotals {
  return {
    cycle: BigInt(c.cycle),
    grids: c.grids,
    clusterUnits: BigInt(c.clusterUnits),
    bonusUnits: BigInt(c.bonusUnits),
    extraUnits: BigInt(c.extraUnits),
    scatterCounts: c.scatterCounts.map((x) => BigInt(x)),
    hits: BigInt(c.hits),
    clusterHits: BigInt(c.clusterHits),
    extraHits: BigInt(c.extraHits),
    maxUnits: c.maxUnits,
    maxCount: BigInt(c.maxCount),
    winSquares: BigInt(c.winSquares),
    triggerWinUnits: BigInt(c.triggerWinUnits),
    byWin: new Map(),
  };
}

export function toCache(t: SetTotals): CachedTotals {
  return {
    cycle: String(t.cycle),
    grids: t.grids,
    clusterUnits: String(t.clusterUnits),
    bonusUnits: String(t.bonusUnits),
    extraUnits: String(t.extraUnits),
    scatterCounts: t.scatterCounts.map(String),
    hits: String(t.hits),
    clusterHits: String(t.clusterHits),
    extraHits: String(t.extraHits),
    maxUnits: t.maxUnits,
    maxCount: String(t.maxCount),
    winSquares: String(t.winSquares),
    triggerWinUnits: String(t.triggerWinUnits),
  };
}

/** The exact figures from the cached totals (exact-cache.ts), refusing a cache made for other strips or pays. */
export function cachedExact(maths: GonzoMaths): GonzoExact {
  if (EXACT_CACHE.fingerprint !== stripsAndPaysFingerprint(maths)) {
    throw new Error('par/exact-cache.ts was made for other strips or pays: run npm run par -- gonzos-gold --exact-only --full --write-cache');
  }
  return combine(maths, fromCache(EXACT_CACHE.base), Object.fromEntries(Object.entries(EXACT_CACHE.free).map(([s, t]) => [s, fromCache(t)])));
}

/** The full enumeration and the text of exact-cache.ts it gives. */
export function fullExact(maths: GonzoMaths): { exact: GonzoExact; cacheSource: string } {
  const exact = gonzoExact(maths);
  const cache = { fingerprint: stripsAndPaysFingerprint(maths), base: toCache(exact.base), free: Object.fromEntries(exact.expanding.map((e) => [e.symbol, toCache(e.totals)])) };
  const cacheSource = [
    '/**',
    ' * Generated by `npm run par -- gonzos-gold --exact-only --full --write-cache`: the exact totals of',
    ' * every strip set (par/exact.ts, about 40 s), so the PAR sheet and the tests need not enumerate',
    ' * again. The fingerprint ties them to the strips and pays; the Expanding Symbol weights are applied',
    ' * when the totals combine. `npm run par -- gonzos-gold --full` checks this file against a fresh',
    ' * enumeration.',
    ' */',
    "import type { CachedTotals } from './exact';",
    '',
    `export const EXACT_CACHE: { readonly fingerprint: string; readonly base: CachedTotals; readonly free: Readonly<Record<string, CachedTotals>> } = ${JSON.stringify(cache, null, 2)};`,
    '',
  ].join('\n');
  return { exact, cacheSource };
}
