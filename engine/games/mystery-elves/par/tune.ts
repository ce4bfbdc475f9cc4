/**
 * The tuning tool of Mystery Elves' strips (pure functions; `par/tune-cli.mjs` runs them and writes
 * reels.ts). Seeded: the same seed and start give the same strips.
 *
 * A strip is planned as counts: per reel, how many stops show each symbol and how many BONUS
 * stacks of 1, 2 and 3 it holds. Under the arrangement rules (two SCATTERs ≥ 3 stops apart, two
 * BONUS stacks ≥ 2 stops apart) the base return depends on the counts alone, which makes the
 * search cheap and exact in its aim:
 * - every row of a circular strip shows each symbol with the strip's frequency, so every line's
 *   expected win is a sum over 10^5 symbol codes of the product of the reels' frequencies;
 * - a reel window shows a SCATTER with probability 3 × SCATTERs ÷ stops;
 * - a stack of b BONUS is seen by b + 2 windows: 1 BONUS in 3 of them (b = 1), or 1, 2, 2, 1
 *   (b = 2), or 1, 2, 3, 2, 1 (b = 3); the BONUS count of the window is a convolution;
 * - the Hold and Win's value by triggering count is exact-feature.ts's.
 * The hill climb moves one stop at a time (a symbol for another, a stack grown or shrunk, a stop
 * added or removed) and keeps a move that brings the plan closer to its targets; the seeded
 * arrangement then lays the counts out and the exact enumeration confirms the return.
 *
 * The BUY strips are judged by the exact enumeration itself (its line wins depend on where the
 * BONUS stacks stand), a few hundred plans on short strips.
 */
import { toNumber } from '../../../core/rational';
import { drawInt, type Rng } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { ELVES_MATHS, ROWS, TRIGGER_BONUSES, type ElvesMaths, type ElvesMode } from '../maths';
import { BONUS, MYSTERY_ELVES_SYMBOL_NAMES, SCATTER, SYMBOL_COUNT, WILD } from '../symbols';
import { featureExact, type FeatureExact } from './exact-feature';
import { modeExact } from './exact';
import { lineTables } from './exact-spin';

export const TARGET_RTP = 0.9501;
const S = SYMBOL_COUNT;
const PLACES = 15;

/** One reel's plan: stops by symbol (BONUS: the stacks' total) and BONUS stacks of 1, 2, 3. */
export interface ReelPlan {
  readonly counts: readonly number[];
  readonly stacks: readonly [number, number, number];
}

export const reelLength = (r: ReelPlan): number => r.counts.reduce((a, b) => a + b, 0);

/** The plan of a strip as it stands (stacks read off the strip; it must keep the spacing rules). */
export function planOf(strip: readonly number[]): ReelPlan {
  const counts = new Array<number>(S).fill(0);
  for (const s of strip) counts[s] = (counts[s] as number) + 1;
  const stacks = [0, 0, 0];
  const n = strip.length;
  for (let i = 0; i < n; i += 1) {
    if (strip[i] !== BONUS || strip[(i - 1 + n) % n] === BONUS) continue;
    let b = 0;
    while (strip[(i + b) % n] === BONUS) b += 1;
    if (b > 3) throw new RangeError('a BONUS stack of more than 3');
    stacks[b - 1] = (stacks[b - 1] as number) + 1;
  }
  return { counts, stacks: stacks as [number, number, number] };
}

/** P(a window shows 0 … 3 BONUS) for the stacks of a reel (stacks ≥ 2 stops apart). */
export function windowBonuses(r: ReelPlan): number[] {
  const [s1, s2, s3] = r.stacks;
  const n = reelLength(r);
  const p1 = (3 * s1 + 2 * s2 + 2 * s3) / n;
  const p2 = (2 * s2 + 2 * s3) / n;
  const p3 = s3 / n;
  return [1 - p1 - p2 - p3, p1, p2, p3];
}

export interface QuickBase {
  readonly lines: number;
  readonly scatter: number;
  readonly hold: number;
  readonly rtp: number;
  readonly trigger: number;
}

/** The base return of a plan (floats; the exact enumeration confirms it). */
export function quickBase(plan: readonly ReelPlan[], feature: readonly number[], maths: ElvesMaths = ELVES_MATHS): QuickBase {
  const { table, live3 } = lineTables(maths.linePays);
  const f = plan.map((r) => r.counts.map((c) => c / reelLength(r)));
  const [f0, f1, f2, f3, f4] = f as [number[], number[], number[], number[], number[]];
  let line = 0;
  for (let a = 0; a < S; a += 1) {
    const pa = f0[a] as number;
    if (pa === 0) continue;
    for (let b = 0; b < S; b += 1) {
      const pb = pa * (f1[b] as number);
      if (pb === 0) continue;
      for (let c = 0; c < S; c += 1) {
        const p3 = (a * S + b) * S + c;
        const pc = pb * (f2[c] as number);
        if (pc === 0 || live3[p3] === 0) continue;
        for (let d = 0; d < S; d += 1) {
          const pd = pc * (f3[d] as number);
          if (pd === 0) continue;
          for (let e = 0; e < S; e += 1) {
            const w = table[(p3 * S + d) * S + e] as number;
            if (w !== 0) line += pd * (f4[e] as number) * (w >>> 12);
          }
        }
      }
    }
  }
  // Every line has the same expected win (every row has the strip's frequencies): 10 lines ÷ 10 line bets.
  const lines = (line * maths.lines.length) / 10;
  let scatterDist = [1];
  let bonusDist = [1];
  for (const r of plan) {
    const p = (ROWS * (r.counts[SCATTER] as number)) / reelLength(r);
    scatterDist = convolve(scatterDist, [1 - p, p]);
    bonusDist = convolve(bonusDist, windowBonuses(r));
  }
  const scatter = scatterDist.reduce((a, p, n) => a + p * (maths.scatterPays[Math.min(n, maths.scatterPays.length - 1)] ?? 0), 0);
  let hold = 0;
  let trigger = 0;
  for (let n = TRIGGER_BONUSES; n <= PLACES; n += 1) {
    hold += (bonusDist[n] ?? 0) * (feature[n] as number);
    trigger += bonusDist[n] ?? 0;
  }
  return { lines, scatter, hold, rtp: lines + scatter + hold, trigger };
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] as number) + x * y)));
  return out;
}

/** What the base search aims at besides the return: the Hold and Win's share of it and the trigger odds. */
export interface BaseTargets {
  readonly rtp: number;
  /** 1 in `triggerOneIn` base games start the Hold and Win. */
  readonly triggerOneIn: number;
  /** SCATTER pays' share of the return. */
  readonly scatterShare: number;
  readonly minStops: number;
  readonly maxStops: number;
}

export const BASE_TARGETS: BaseTargets = { rtp: TARGET_RTP, triggerOneIn: 175, scatterShare: 0.04, minStops: 44, maxStops: 60 };

/** The pay symbols, highest first: a reel should hold no more of a symbol than of the one below it. */
const PAY_ORDER = MYSTERY_ELVES_SYMBOL_NAMES.map((_, s) => s).filter((s) => s > BONUS);

/** Stops by which a plan breaks "higher symbols are rarer" (counted per reel and neighbouring pair). */
export function shapeBreaks(plan: readonly ReelPlan[]): number {
  let breaks = 0;
  for (const r of plan) {
    for (let i = 0; i + 1 < PAY_ORDER.length; i += 1) breaks += Math.max(0, (r.counts[PAY_ORDER[i] as number] as number) - (r.counts[PAY_ORDER[i + 1] as number] as number));
  }
  return breaks;
}

/** Distance from the targets; `tolerance` weighs the return (the climb tightens it phase by phase). */
function baseScore(x: QuickBase, plan: readonly ReelPlan[], t: BaseTargets, tolerance: number): number {
  return ((x.rtp - t.rtp) / tolerance) ** 2 + (Math.log(x.trigger * t.triggerOneIn) / 0.05) ** 2 + ((x.scatter / x.rtp - t.scatterShare) / 0.005) ** 2 + 50 * shapeBreaks(plan);
}

/** The return's weight, phase by phase: first the shape (trigger odds, scatter share), last the return to 10⁻⁵. */
const PHASE_TOLERANCES = [0.02, 0.005, 0.001, 0.0003, 0.0001, 0.00003, 0.00001];

/** Builds a reel plan from symbol names → counts (BONUS given as stacks). */
function reelPlan(counts: Readonly<Record<string, number>>, stacks: [number, number, number]): ReelPlan {
  const c = MYSTERY_ELVES_SYMBOL_NAMES.map((name) => counts[name] ?? 0);
  c[BONUS] = stacks[0] + 2 * stacks[1] + 3 * stacks[2];
  return { counts: c, stacks };
}

/** Where the base search starts: 50 stops a reel, 7 BONUS in stacks of 1, 1, 2 and 3. */
export const BASE_START: readonly ReelPlan[] = Array.from({ length: 5 }, () =>
  reelPlan({ WILD: 2, SCATTER: 2, SANTA: 3, ELF: 4, REINDEER: 5, GIFT: 6, BELL: 7, CANDY: 7, HOLLY: 7 }, [2, 1, 1]),
);
/** Where the buy search starts: 35 stops a reel, 14 BONUS in stacks. */
export const BUY_START: readonly ReelPlan[] = Array.from({ length: 5 }, () =>
  reelPlan({ WILD: 1, SCATTER: 1, SANTA: 2, ELF: 2, REINDEER: 3, GIFT: 3, BELL: 3, CANDY: 3, HOLLY: 3 }, [2, 3, 2]),
);

const PAYERS = MYSTERY_ELVES_SYMBOL_NAMES.map((_, s) => s).filter((s) => s !== BONUS);

/** One random move of the plan (a copy), or null when it breaks a rule. */
function move(plan: readonly ReelPlan[], rng: Rng, t: BaseTargets): ReelPlan[] | null {
  const k = drawInt(rng, plan.length);
  const r = plan[k] as ReelPlan;
  const counts = [...r.counts];
  const stacks: number[] = [...r.stacks];
  const bump = (i: number, d: number): void => {
    stacks[i] = (stacks[i] as number) + d;
  };
  const kind = drawInt(rng, 4);
  const from = PAYERS[drawInt(rng, PAYERS.length)] as number;
  const to = PAYERS[drawInt(rng, PAYERS.length)] as number;
  if (kind === 0) {
    // One stop changes symbol.
    if (from === to) return null;
    counts[from] = (counts[from] as number) - 1;
    counts[to] = (counts[to] as number) + 1;
  } else if (kind === 1) {
    // A stack grows or shrinks by one BONUS, against a pay stop.
    const b = drawInt(rng, 4); // 0: new single, 1: single → double, 2: double → triple, 3: reverse of one of these
    if (b < 3) {
      if (b > 0 && (stacks[b - 1] as number) === 0) return null;
      if (b > 0) bump(b - 1, -1);
      bump(b, 1);
      counts[BONUS] = (counts[BONUS] as number) + 1;
      counts[from] = (counts[from] as number) - 1;
    } else {
      const c = drawInt(rng, 3);
      if ((stacks[c] as number) === 0) return null;
      bump(c, -1);
      if (c > 0) bump(c - 1, 1);
      counts[BONUS] = (counts[BONUS] as number) - 1;
      counts[to] = (counts[to] as number) + 1;
    }
  } else if (kind === 2) {
    counts[to] = (counts[to] as number) + 1;
  } else {
    counts[from] = (counts[from] as number) - 1;
  }
  const next: ReelPlan = { counts, stacks: stacks as [number, number, number] };
  const n = reelLength(next);
  if (counts.some((c) => c < 0) || n < t.minStops || n > t.maxStops) return null;
  // Room for the spacing rules, and every symbol on every reel (WILD and SCATTER at least once).
  if ((counts[SCATTER] as number) * 3 > n || (counts[WILD] as number) < 1 || (counts[SCATTER] as number) < 1) return null;
  const stackCount = stacks.reduce((a, b) => a + b, 0);
  if (stackCount === 0 || stackCount * 2 + (counts[BONUS] as number) > n) return null;
  if (counts.some((c, s) => s !== BONUS && c === 0)) return null;
  return plan.map((p, i) => (i === k ? next : p));
}

/** The hill climb of the base plan from `start`: `steps` random moves, seeded. */
export function searchBase(start: readonly ReelPlan[], feature: readonly number[], seed: number, steps = 40_000, t: BaseTargets = BASE_TARGETS): { plan: ReelPlan[]; quick: QuickBase } {
  const rng = new Xoshiro128(seed);
  let plan = [...start];
  let quick = quickBase(plan, feature);
  for (const tolerance of PHASE_TOLERANCES) {
    let score = baseScore(quick, plan, t, tolerance);
    for (let i = 0; i < steps / PHASE_TOLERANCES.length; i += 1) {
      const next = move(plan, rng, t);
      if (next === null) continue;
      const q = quickBase(next, feature);
      const s = baseScore(q, next, t, tolerance);
      if (s < score) {
        plan = next;
        quick = q;
        score = s;
      }
    }
  }
  return { plan, quick };
}

/**
 * Lays a reel's counts out as a strip, seeded: stops are drawn one at a time among the symbols
 * left (weighted by how many are left), never a SCATTER within 2 stops of another, a BONUS stack
 * within 2 stops of another, or a pay symbol or WILD next to itself; the wrap round is checked
 * too, and the layout starts again until it holds.
 */
export function arrangeReel(r: ReelPlan, rng: Rng, attempts = 100_000): number[] {
  const n = reelLength(r);
  const stackCount = r.stacks[0] + r.stacks[1] + r.stacks[2];
  // Plainly impossible: each SCATTER needs 2 stops after it, each stack 2 stops after it.
  if ((r.counts[SCATTER] as number) * 3 > n || stackCount * 2 + (r.counts[BONUS] as number) > n) throw new RangeError('no layout of the reel keeps the spacing rules');
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const left = [...r.counts];
    left[BONUS] = 0;
    const stacks = [...r.stacks];
    const out: number[] = [];
    let ok = true;
    for (;;) {
      const options: { symbol: number; stack: number; weight: number }[] = [];
      const recent = (s: number, d: number): boolean => out.slice(-d).includes(s);
      for (let s = 0; s < S; s += 1) {
        if (s === BONUS) continue;
        const c = left[s] as number;
        if (c === 0) continue;
        if (s === SCATTER ? recent(SCATTER, 2) : out[out.length - 1] === s) continue;
        options.push({ symbol: s, stack: 0, weight: c });
      }
      stacks.forEach((c, i) => {
        if (c > 0 && !recent(BONUS, 2)) options.push({ symbol: BONUS, stack: i + 1, weight: c * (i + 1) });
      });
      if (options.length === 0) {
        ok = left.every((c) => c === 0) && stacks.every((c) => c === 0);
        break;
      }
      let pick = drawInt(rng, options.reduce((a, o) => a + o.weight, 0));
      const o = options.find((x) => (pick -= x.weight) < 0) as (typeof options)[number];
      if (o.symbol === BONUS) {
        stacks[o.stack - 1] = (stacks[o.stack - 1] as number) - 1;
        for (let i = 0; i < o.stack; i += 1) out.push(BONUS);
      } else {
        left[o.symbol] = (left[o.symbol] as number) - 1;
        out.push(o.symbol);
      }
    }
    if (!ok || !wrapHolds(out)) continue;
    // Across the wrap two stacks could meet as one: the layout must show the planned stacks.
    const laid = planOf(out).stacks;
    if (laid[0] === r.stacks[0] && laid[1] === r.stacks[1] && laid[2] === r.stacks[2]) return out;
  }
  throw new Error('no layout of the reel keeps the spacing rules');
}

/** The spacing rules across the strip's end and start (and everywhere, once more). */
export function wrapHolds(strip: readonly number[]): boolean {
  const n = strip.length;
  for (let i = 0; i < n; i += 1) {
    const a = strip[i] as number;
    const b = strip[(i + 1) % n] as number;
    const c = strip[(i + 2) % n] as number;
    if (a === SCATTER && (b === SCATTER || c === SCATTER)) return false;
    if (a !== BONUS && a !== SCATTER && a === b) return false;
    // A stack ends at i when i is BONUS and i + 1 is not; the next stack must not start at i + 2.
    if (a === BONUS && b !== BONUS && c === BONUS) return false;
  }
  // Stacks of at most 3.
  for (let i = 0; i < n; i += 1) if ([0, 1, 2, 3].every((d) => strip[(i + d) % n] === BONUS)) return false;
  return true;
}

/** The strips of a plan, laid out with the seed. */
export function arrange(plan: readonly ReelPlan[], seed: number): number[][] {
  const rng = new Xoshiro128(seed);
  return plan.map((r) => arrangeReel(r, rng));
}

/** The value of the Hold and Win by triggering count, as floats (× total bet). */
export function featureValues(feature: FeatureExact): number[] {
  return feature.byStart.map((s) => toNumber(s.mean));
}

export interface BuyTargets {
  readonly rtp: number;
  readonly minStops: number;
  readonly maxStops: number;
}
export const BUY_TARGETS: BuyTargets = { rtp: TARGET_RTP, minStops: 30, maxStops: 40 };

/** The hill climb of the BUY plan, judged by the exact enumeration of each laid-out candidate. */
export function searchBuy(start: readonly ReelPlan[], maths: ElvesMaths, seed: number, steps = 300, t: BuyTargets = BUY_TARGETS): { plan: ReelPlan[]; strips: number[][]; rtp: number; spinDraws: number } {
  const rng = new Xoshiro128(seed);
  const feature = featureExact(maths);
  const judge = (plan: readonly ReelPlan[]): { strips: number[][]; rtp: number; spinDraws: number } => {
    const strips = arrange(plan, seed);
    const e = modeExact({ ...maths, strips: { ...maths.strips, buy: strips } }, 'buy' as ElvesMode, feature);
    return { strips, rtp: toNumber(e.rtp), spinDraws: toNumber(e.spinDraws) };
  };
  const limits: BaseTargets = { ...BASE_TARGETS, minStops: t.minStops, maxStops: t.maxStops };
  let plan = [...start];
  let best = judge(plan);
  const score = (x: { rtp: number; spinDraws: number }): number => Math.abs(x.rtp - t.rtp) + 0.001 * Math.max(0, x.spinDraws - 4);
  for (let i = 0; i < steps; i += 1) {
    const next = move(plan, rng, limits);
    if (next === null) continue;
    const j = judge(next);
    if (score(j) < score(best)) {
      plan = next;
      best = j;
    }
  }
  return { plan, ...best };
}

/** reels.ts's text of one strip set, five per line (the block STRIPS_TEXT holds). */
export function stripsSource(strips: Readonly<Record<ElvesMode, readonly (readonly number[])[]>>): string {
  const text = (strip: readonly number[]): string => strip.map((s) => MYSTERY_ELVES_SYMBOL_NAMES[s]).join(' ');
  const set = (mode: ElvesMode): string => `  ${mode}: [\n${strips[mode].map((s) => `    '${text(s)}',`).join('\n')}\n  ],`;
  return `const STRIPS_TEXT: Readonly<Record<ElvesMode, readonly string[]>> = {\n${set('base')}\n${set('buy')}\n};`;
}


/**
 * The last step: one value's weight moved by a few units, for the base return closest to the
 * target (a unit of a value weight moves it by about 10⁻⁵; the buy by far less than its
 * tolerance). The spin's totals are computed once; each candidate is the exact Hold and Win.
 */
export function polishValueWeight(maths: ElvesMaths, valueIndex: number, span: number): { weights: number[]; base: number; buy: number }[] {
  const spins = { base: modeExact(maths, 'base'), buy: modeExact(maths, 'buy') };
  const out: { weights: number[]; base: number; buy: number }[] = [];
  for (let delta = -span; delta <= span; delta += 1) {
    const weights = [...maths.bonus.valueWeights];
    weights[valueIndex] = (weights[valueIndex] as number) + delta;
    if ((weights[valueIndex] as number) < 1) continue;
    const m: ElvesMaths = { ...maths, bonus: { ...maths.bonus, valueWeights: weights } };
    const f = featureExact(m).byStart.map((s) => toNumber(s.mean));
    const rtp = (e: (typeof spins)['base']): number =>
      (toNumber(e.lines) + toNumber(e.scatter) + e.bonusCount.reduce((a, p, n) => a + (n >= TRIGGER_BONUSES ? toNumber(p) * (f[n] as number) : 0), 0)) / e.price;
    out.push({ weights, base: rtp(spins.base), buy: rtp(spins.buy) });
  }
  return out.sort((a, b) => Math.abs(a.base - TARGET_RTP) - Math.abs(b.base - TARGET_RTP));
}
