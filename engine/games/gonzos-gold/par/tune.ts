/**
 * The tuning tool of Gonzo's Gold's free spins (pure functions; `par/tune.mjs` runs them):
 *
 * 1. `tuneFreeStrips` generates one free-spin strip set per Expanding Symbol whose award value
 *    (the expected win of one award, × bet) lands near a target that rises with the symbol's
 *    rank (TOPAZ lowest … MASK highest). A set is 5 strips of 40 stops, each a 9-stop core
 *    repeated three times and a 13-stop tail holding the reel's one COIN (the shape reels.ts
 *    documents). The search is seeded, so the same seed gives the same strips.
 *    A candidate is judged by an estimate: the extra prize and the Scatter bonus exactly (they
 *    depend only on where the Expanding Symbol and the COINs stand, a few thousand mask
 *    combinations), the cluster wins by a fixed-seed sample of grids (common random numbers,
 *    so candidates compare without noise between them). The exact enumeration (exact.ts)
 *    then gives the true award values.
 * 2. `solveWeights` chooses the Expanding Symbol weights (whole numbers, strictly decreasing
 *    from TOPAZ to MASK: higher symbols rarer) so the exact total return is as close as it gets
 *    to the target (96.11 %), from the exact totals of every set.
 */
import { CELLS, clusterWins, expandMasks, popcount, type ClusterPaytable } from '../../../core/cluster-masks';
import { add, div, mul, q, sub, toNumber, type Q } from '../../../core/rational';
import { drawInt, type Rng } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { GONZO_MATHS, ROWS, type GonzoMaths } from '../maths';
import { FREE_SPINS_PER_AWARD, scatterBonusUnits, TRIGGER_SCATTERS, UNITS_PER_BET } from '../paytable';
import { checkStripSet } from '../reels';
import { COIN, GONZO_SYMBOLS, REGULAR_SYMBOLS, RISING_RANK, symbolIndex } from '../symbols';
import { distinctWindows, type GonzoExact } from './exact';

/** The stated return (GAMES.md, the rule document). */
export const TARGET_RTP = q(9611, 10000);

/** The strip shape: core × repeats + tail = 40 stops, one COIN in the tail. */
export const CORE_STOPS = 9;
export const CORE_REPEATS = 3;
export const TAIL_STOPS = 13;
export const FREE_STRIP_STOPS = CORE_STOPS * CORE_REPEATS + TAIL_STOPS;

/**
 * The award values (× bet) the search aims at, lowest rank first: evenly rising steps wide
 * enough (≥ 4 × bet) that the estimate's error (well under 1 × bet) cannot reorder them.
 */
export const TARGET_AWARD_VALUES: Readonly<Record<string, number>> = Object.freeze({
  TOPAZ: 36,
  SAPPHIRE: 40,
  EMERALD: 44,
  RUBY: 49,
  JAGUAR: 55,
  SERPENT: 62,
  IDOL: 71,
  MASK: 82,
});

export interface SetEstimate {
  /** Per free spin × bet: the extra prize and the Scatter bonus exactly, the clusters sampled. */
  readonly extra: number;
  readonly bonus: number;
  readonly cluster: number;
  /** P(3+ COINs) per spin (exact) and the spins per award 10 / (1 − 10p). */
  readonly retrigger: number;
  readonly spinsPerAward: number;
  readonly awardValue: number;
}

/** Distinct windows of each reel reduced to (mask of the Expanding Symbol at the reel's offset, COINs, stops). */
function maskWindows(strips: readonly (readonly number[])[], expanding: number): { mask: number; coins: number; weight: number }[][] {
  return strips.map((strip, reel) => {
    const d = distinctWindows(strip);
    const byKey = new Map<number, { mask: number; coins: number; weight: number }>();
    for (let w = 0; w < d.count; w += 1) {
      let mask = 0;
      for (let row = 0; row < ROWS; row += 1) if (d.symbols[w * ROWS + row] === expanding) mask |= 1 << (reel * ROWS + row);
      const coins = d.coins[w] as number;
      const key = mask * 8 + coins;
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, { mask, coins, weight: d.weight[w] as number });
      else seen.weight += d.weight[w] as number;
    }
    return [...byKey.values()];
  });
}

/** The exact extra prize and Scatter bonus per spin (pay units per stop combination) and P(3+ COINs). */
export function exactExtraAndBonus(strips: readonly (readonly number[])[], table: ClusterPaytable, expanding: number): { extra: Q; bonus: Q; retrigger: Q } {
  const [r0, r1, r2, r3, r4] = maskWindows(strips, expanding) as [ReturnType<typeof maskWindows>[number], ReturnType<typeof maskWindows>[number], ReturnType<typeof maskWindows>[number], ReturnType<typeof maskWindows>[number], ReturnType<typeof maskWindows>[number]];
  let extra = 0;
  let bonus = 0;
  let triggers = 0;
  for (const a of r0)
    for (const b of r1) {
      const wab = a.weight * b.weight;
      for (const c of r2) {
        const wabc = wab * c.weight;
        for (const d of r3) {
          const wabcd = wabc * d.weight;
          const mabcd = a.mask | b.mask | c.mask | d.mask;
          const cabcd = a.coins + b.coins + c.coins + d.coins;
          for (const e of r4) {
            const weight = wabcd * e.weight;
            const real = mabcd | e.mask;
            if (real !== 0) extra += weight * table.pay(expanding, popcount(expandMasks(real)));
            const coins = cabcd + e.coins;
            bonus += weight * scatterBonusUnits(coins);
            if (coins >= TRIGGER_SCATTERS) triggers += weight;
          }
        }
      }
    }
  const cycle = strips.reduce((p, s) => p * BigInt(s.length), 1n);
  const perBet = cycle * BigInt(UNITS_PER_BET);
  return { extra: q(BigInt(extra), perBet), bonus: q(BigInt(bonus), perBet), retrigger: q(BigInt(triggers), cycle) };
}

/** Mean cluster win per spin × bet over `grids` grids drawn with a generator seeded `seed`. */
export function sampledClusterWin(strips: readonly (readonly number[])[], table: ClusterPaytable, grids: number, seed: number): number {
  const rng = new Xoshiro128(seed);
  const grid = new Uint8Array(CELLS);
  let total = 0;
  for (let i = 0; i < grids; i += 1) {
    for (let reel = 0; reel < 5; reel += 1) {
      const strip = strips[reel] as readonly number[];
      const stop = drawInt(rng, strip.length);
      for (let row = 0; row < ROWS; row += 1) grid[reel * ROWS + row] = strip[(stop + row) % strip.length] as number;
    }
    total += clusterWins(grid, table, COIN);
  }
  return total / grids / UNITS_PER_BET;
}

export function estimateSet(strips: readonly (readonly number[])[], table: ClusterPaytable, expanding: number, grids = 100_000, seed = 1): SetEstimate {
  const x = exactExtraAndBonus(strips, table, expanding);
  const tenP = mul(q(FREE_SPINS_PER_AWARD), x.retrigger);
  const spins = toNumber(div(q(FREE_SPINS_PER_AWARD), sub(q(1), tenP)));
  const cluster = sampledClusterWin(strips, table, grids, seed);
  const extra = toNumber(x.extra);
  const bonus = toNumber(x.bonus);
  return { extra, bonus, cluster, retrigger: toNumber(x.retrigger), spinsPerAward: spins, awardValue: spins * (extra + bonus + cluster) };
}

/** How one reel of a candidate is drawn: Expanding Symbols in the core and in the tail. */
interface ReelPlan {
  readonly core: number;
  readonly tail: number;
}

/** `n` symbols drawn from `choices`, none equal to the one before it (nor, cyclically, the first to the last). */
function fill(rng: Rng, length: number, fixed: readonly (number | null)[], choices: readonly number[]): number[] {
  for (;;) {
    const out = fixed.slice(0, length);
    for (let i = 0; i < length; i += 1) {
      if (out[i] !== null) continue;
      const before = i === 0 ? null : out[i - 1];
      const after = i + 1 < length ? out[i + 1] : null;
      const allowed = choices.filter((s) => s !== before && s !== after);
      out[i] = allowed[drawInt(rng, allowed.length)] as number;
    }
    if (length < 2 || out[0] !== out[length - 1] || fixed[0] !== null || fixed[length - 1] !== null) return out as number[];
  }
}

/** `count` distinct positions of 0 … length − 1. */
function positions(rng: Rng, length: number, count: number, exclude: readonly number[] = []): number[] {
  const free = Array.from({ length }, (_, i) => i).filter((i) => !exclude.includes(i));
  const out: number[] = [];
  for (let k = 0; k < count && free.length > 0; k += 1) out.push(free.splice(drawInt(rng, free.length), 1)[0] as number);
  return out;
}

/** One strip of a candidate set: core (repeated) then tail with the COIN. */
export function generateStrip(rng: Rng, expanding: number, plan: ReelPlan): number[] {
  const others = REGULAR_SYMBOLS.map(symbolIndex).filter((s) => s !== expanding);
  const core: (number | null)[] = Array.from({ length: CORE_STOPS }, () => null);
  for (const i of positions(rng, CORE_STOPS, plan.core)) core[i] = expanding;
  const coreFilled = fill(rng, CORE_STOPS, core, others);
  const tail: (number | null)[] = Array.from({ length: TAIL_STOPS }, () => null);
  const coinAt = 2 + drawInt(rng, TAIL_STOPS - 4);
  tail[coinAt] = COIN;
  for (const i of positions(rng, TAIL_STOPS, plan.tail, [coinAt])) tail[i] = expanding;
  const tailFilled = fill(rng, TAIL_STOPS, tail, others);
  return [...coreFilled, ...coreFilled, ...coreFilled, ...tailFilled];
}

export interface TunedSet {
  readonly symbol: string;
  readonly strips: readonly (readonly number[])[];
  readonly estimate: SetEstimate;
  readonly candidates: number;
}

/**
 * Draws candidate sets for `symbol` (each reel: 0–4 Expanding Symbols in its core, 0–4 in its
 * tail) until one's estimated award value lies within `tolerance` of `target`; the closest of
 * at most `maxCandidates` otherwise.
 */
export function tuneSet(symbol: string, target: number, seed: number, options: { tolerance?: number; maxCandidates?: number; grids?: number; maths?: GonzoMaths } = {}): TunedSet {
  const { tolerance = 0.25, maxCandidates = 4000, grids = 60_000, maths = GONZO_MATHS } = options;
  const rng = new Xoshiro128(`gonzo free strips ${symbol} ${seed}`);
  const e = symbolIndex(symbol);
  let best: TunedSet | null = null;
  for (let n = 1; n <= maxCandidates; n += 1) {
    const strips = Array.from({ length: 5 }, () => generateStrip(rng, e, { core: drawInt(rng, 5), tail: drawInt(rng, 5) }));
    // The cheap exact part first: a set whose extra prize alone misses by far is not sampled.
    const x = exactExtraAndBonus(strips, maths.pays, e);
    const spins = toNumber(div(q(FREE_SPINS_PER_AWARD), sub(q(1), mul(q(FREE_SPINS_PER_AWARD), x.retrigger))));
    const floor = spins * toNumber(add(x.extra, x.bonus));
    if (floor > target + tolerance || floor < target * 0.5) continue;
    const estimate = estimateSet(strips, maths.pays, e, grids, seed);
    const candidate = { symbol, strips, estimate, candidates: n };
    if (best === null || Math.abs(estimate.awardValue - target) < Math.abs(best.estimate.awardValue - target)) best = candidate;
    if (Math.abs(estimate.awardValue - target) <= tolerance) break;
  }
  if (best === null) throw new Error(`${symbol}: no candidate near ${target} × bet`);
  checkStripSet(best.strips, `tuned free spins (${symbol})`);
  return best;
}

/** Every Expanding Symbol's set, aimed at TARGET_AWARD_VALUES. */
export function tuneFreeStrips(seed: number, targets: Readonly<Record<string, number>> = TARGET_AWARD_VALUES): TunedSet[] {
  return RISING_RANK.map((symbol) => tuneSet(symbol, targets[symbol] as number, seed));
}

/** The FREE_TEXT block of reels.ts for these sets (symbol names, highest symbol first). */
export function freeTextSource(sets: readonly { readonly symbol: string; readonly strips: readonly (readonly number[])[] }[]): string {
  const bySymbol = new Map(sets.map((s) => [s.symbol, s.strips]));
  const lines = ['const FREE_TEXT: Readonly<Record<string, readonly string[]>> = {'];
  for (const symbol of REGULAR_SYMBOLS) {
    const strips = bySymbol.get(symbol);
    if (strips === undefined) throw new Error(`no strips for ${symbol}`);
    lines.push(`  ${symbol}: [`);
    for (const strip of strips) lines.push(`    '${strip.map((s) => GONZO_SYMBOLS[s]).join(' ')}',`);
    lines.push('  ],');
  }
  lines.push('};');
  return lines.join('\n');
}

export interface SolvedWeights {
  readonly weights: Readonly<Record<string, number>>;
  readonly rtp: Q;
  /** rtp − target, in percentage points. */
  readonly error: number;
}

/**
 * Whole-number weights, strictly decreasing from the lowest symbol (TOPAZ) to the highest
 * (MASK), summing to `total`, whose exact return is closest to `target`. Start: weights in a
 * geometric ladder w ∝ r^rank with r solved by bisection; then moves of one unit between two
 * symbols while they bring the return closer and keep the order. `x` gives the base return, the
 * trigger rate and each symbol's award value (exact, from exact.ts; its weights are ignored).
 */
export function solveWeights(x: GonzoExact, total = 1000, target: Q = TARGET_RTP): SolvedWeights {
  const value = new Map(x.expanding.map((e) => [e.symbol, e.awardValue]));
  const values = RISING_RANK.map((s) => value.get(s) as Q);
  const rtpOf = (w: readonly number[]): Q => {
    const sumW = w.reduce((a, b) => a + b, 0);
    const feature = values.reduce((acc, v, i) => add(acc, mul(v, q(w[i] as number, sumW))), q(0));
    return add(x.baseRtp, mul(x.triggerRate, feature));
  };
  const err = (w: readonly number[]): number => Math.abs(toNumber(sub(rtpOf(w), target)));
  const ladder = (r: number): number[] => {
    const raw = values.map((_, i) => r ** i);
    const s = raw.reduce((a, b) => a + b, 0);
    return raw.map((v) => (v / s) * total);
  };
  const meanRtp = (r: number): number => {
    const w = ladder(r);
    return toNumber(x.baseRtp) + toNumber(x.triggerRate) * values.reduce((a, v, i) => a + toNumber(v) * (w[i] as number), 0) / total;
  };
  // The return rises with r (more weight on the high symbols, worth more); r < 1 keeps them rarer.
  let lo = 0.3;
  let hi = 0.999;
  const goal = toNumber(target);
  if (meanRtp(lo) > goal || meanRtp(hi) < goal) throw new RangeError(`no decreasing ladder of weights returns ${(goal * 100).toFixed(2)} %: retune the strips`);
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (meanRtp(mid) < goal) lo = mid;
    else hi = mid;
  }
  const w = ladder(lo).map((v) => Math.max(1, Math.round(v)));
  w[0] = (w[0] as number) + total - w.reduce((a, b) => a + b, 0);
  const ordered = (v: readonly number[]): boolean => v.every((n, i) => n >= 1 && (i === 0 || n < (v[i - 1] as number)));
  if (!ordered(w)) throw new RangeError('the rounded ladder is not strictly decreasing: use a larger total');
  for (let improved = true; improved; ) {
    improved = false;
    let best = err(w);
    let move: [number, number] | null = null;
    for (let from = 0; from < w.length; from += 1)
      for (let to = 0; to < w.length; to += 1) {
        if (from === to) continue;
        const v = [...w];
        v[from] = (v[from] as number) - 1;
        v[to] = (v[to] as number) + 1;
        if (!ordered(v)) continue;
        const e = err(v);
        if (e < best) {
          best = e;
          move = [from, to];
        }
      }
    if (move !== null) {
      w[move[0]] = (w[move[0]] as number) - 1;
      w[move[1]] = (w[move[1]] as number) + 1;
      improved = true;
    }
  }
  const weights = Object.fromEntries(REGULAR_SYMBOLS.map((s) => [s, w[RISING_RANK.indexOf(s)] as number]));
  const rtp = rtpOf(w);
  return { weights, rtp, error: toNumber(sub(rtp, target)) * 100 };
}

/** The EXPANDING_WEIGHTS block of maths.ts. */
export function weightsSource(weights: Readonly<Record<string, number>>): string {
  return ['export const EXPANDING_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({', ...REGULAR_SYMBOLS.map((s) => `  ${s}: ${weights[s]},`), '});'].join('\n');
}
