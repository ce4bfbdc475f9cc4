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
 * N × m. The return: base + P(trigger) × Σ weight(E) × N_E × m_E ÷ Σ weight.
 */
import { clusterWins, expandMasks, popcount, type ClusterPaytable } from '../../../core/cluster-masks';
import { add, div, mul, q, sub, sum, type Q } from '../../../core/rational';
import { type GonzoMaths, ROWS, expandingTable } from '../maths';
import { FREE_SPINS_PER_AWARD, scatterBonusUnits, TRIGGER_SCATTERS, UNITS_PER_BET } from '../paytable';
import { COIN, symbolIndex } from '../symbols';

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
  /** Combinations by win in units (for the distribution and the variance). */
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
  ] as const)
    assertSafe(x, what);
  const cycle = reels.reduce((p, r) => p * BigInt(r.length), 1n);
  const zeroWins = cycle - BigInt(hits);
  const dist = new Map<number, bigint>([[0, zeroWins]]);
  for (const [w, n] of byWin) dist.set(w, BigInt(n));
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
}

export function expandingExact(maths: GonzoMaths, symbol: string, weight: number, totalWeight: number, totals?: SetTotals): ExpandingExact {
  const strips = maths.free[symbol];
  if (strips === undefined) throw new RangeError(`no free-spin strips for ${symbol}`);
  const t = totals ?? enumerateSet(strips, maths.pays, symbolIndex(symbol));
  const retrigger = triggerRate(t);
  const tenP = mul(q(FREE_SPINS_PER_AWARD), retrigger);
  if (!(tenP.n < tenP.d)) throw new RangeError(`${symbol}: 10 × P(retrigger) ≥ 1, free spins would never end on average`);
  const spinsPerAward = div(q(FREE_SPINS_PER_AWARD), sub(q(1), tenP));
  const meanSpin = meanWin(t);
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
    awardValue: mul(spinsPerAward, meanSpin),
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
  /** triggerRate × featureValue. */
  readonly featureRtp: Q;
  readonly rtp: Q;
}

/** Combines the base game's and each Expanding Symbol's totals into the game's figures. */
export function combine(maths: GonzoMaths, base: SetTotals, freeTotals: Readonly<Record<string, SetTotals>>): GonzoExact {
  const table = expandingTable(maths.expandingWeights);
  const totalWeight = table.reduce((a, e) => a + e.weight, 0);
  const expanding = table.map((e) => expandingExact(maths, e.symbol, e.weight, totalWeight, freeTotals[e.symbol]));
  const featureValue = sum(expanding.map((e) => mul(e.chance, e.awardValue)));
  const baseClusterRtp = q(base.clusterUnits, base.cycle * unitsPerBet);
  const baseBonusRtp = q(base.bonusUnits, base.cycle * unitsPerBet);
  const baseRtp = add(baseClusterRtp, baseBonusRtp);
  const trig = triggerRate(base);
  const featureRtp = mul(trig, featureValue);
  return {
    base,
    baseRtp,
    baseClusterRtp,
    baseBonusRtp,
    triggerRate: trig,
    hitRate: q(base.hits, base.cycle),
    expanding,
    featureValue,
    featureRtp,
    rtp: add(baseRtp, featureRtp),
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
  };
}
