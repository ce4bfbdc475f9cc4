/**
 * The Hold and Win's exact value, as exact fractions (engine/core/rational.ts).
 *
 * The feature is an absorbing Markov chain over (bonuses held, mysteries, Multiplying held,
 * respins left). It factorises, which makes it small and exact:
 *
 * 1. Landings do not depend on kinds. Every empty place spins the same cell reel, so how many
 *    land in a respin is Binomial(empty places, p) whatever stands on the grid, and the count
 *    chain over (bonuses held n, respins left r) is absorbing on its own: from (n, r), j ≥ 1 new
 *    bonuses lead to (n + j, 3), none to (n, r − 1); it ends at r = 0 or n = 15. Its absorption
 *    gives P(final count | triggering count) (countChain).
 * 2. Kinds do not depend on landings. The bonuses' kinds are drawn one after another in landing
 *    order (the trigger's in place order, then each respin's), each from the kind table, without
 *    the Multiplying entry once one was drawn. So the kinds of the final n bonuses are the first
 *    n draws of that sequence, whenever they landed: (mysteries m, Multiplying h) has the law
 *    kindComposition(n), independent of the count chain.
 * 3. Given the final composition (n, m, h) the pay is closed-form. With v = n − m − h values V,
 *    the levels L of the m Mysteries, the factor f (1 without a Multiplying bonus) and the m + h
 *    fresh values R: total = D · (f · (V + L) + R), D = 2 when n = 15. V, R and (f, L) are
 *    independent; f and L are not (a GRAND forces ×2), so every moment of f · L is split on
 *    "no GRAND among the m levels" (probability (1 − g)^m, f then independent of the levels,
 *    which follow the table without GRAND) and its complement (f = 2), whose moments are the
 *    unconditional ones less the no-GRAND part. The first and second moments follow; the full
 *    grid's ×2 multiplies everything, the fresh values included.
 *
 * par/exact-feature.test.ts checks the factorisation against the unfactorised chain over
 * (n, m, h, r) and against hand-computed small cases; a seeded Monte Carlo of the real procedures
 * (hold-and-win.ts) checks the values.
 */
import { add, lcm, mul, q, sub, ONE, ZERO, type Q } from '../../../core/rational';
import { ELVES_LEVELS, GRAND_LEVEL_INDEX, type ElvesBonusTables } from '../bonus';
import type { ElvesMaths } from '../maths';

export const PLACES = 15;
export const RESPINS = 3;

const pow = (x: Q, k: number): Q => {
  let r = ONE;
  for (let i = 0; i < k; i += 1) r = mul(r, x);
  return r;
};
const qn = (x: number): Q => q(BigInt(x));
const sumW = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** P(j of k empty places land a bonus), j = 0 … k, for a landing chance p. */
export function landings(k: number, p: Q): Q[] {
  const miss = sub(ONE, p);
  return Array.from({ length: k + 1 }, (_, j) => mul(q(binomial(k, j)), mul(pow(p, j), pow(miss, k - j))));
}

export interface CountChain {
  /** absorb[n0][nf]: P(the feature ends with nf bonuses | it starts with n0 and 3 respins). */
  readonly absorb: readonly (readonly Q[])[];
  /** Respins played on average from n0. */
  readonly respins: readonly Q[];
}

/**
 * The count chain over (n, r) absorbed, for every start n0 = 0 … 15 with 3 respins, for a landing
 * chance a / b. Every path's probability is an integer over a power of b, so each state keeps
 * integer numerators over b^M(n, r), M the most empty places its paths can spin: the sums run in
 * BigInt without a gcd at every step, and are reduced once at the end.
 */
export function countChain(p: Q, places = PLACES, respins = RESPINS): CountChain {
  const a = p.n;
  const b = p.d;
  const miss = b - a;
  const bPow = (k: number): bigint => b ** BigInt(k);
  // State (n, r): numerators of P(final = nf) and of E[respins played], over b^M.
  interface State {
    readonly m: number;
    readonly dist: bigint[];
    readonly played: bigint;
  }
  const states: State[][] = Array.from({ length: places + 1 }, () => []);
  const settled = (n: number): State => ({ m: 0, dist: Array.from({ length: places + 1 }, (_, i) => (i === n ? 1n : 0n)), played: 0n });
  for (let n = places; n >= 0; n -= 1) {
    const row = states[n] as State[];
    row[0] = settled(n);
    const k = places - n;
    const ways = Array.from({ length: k + 1 }, (_, j) => binomial(k, j) * a ** BigInt(j) * miss ** BigInt(k - j));
    for (let r = 1; r <= respins; r += 1) {
      if (n === places) {
        row[r] = settled(n);
        continue;
      }
      const next = (j: number): State => (j === 0 ? (row[r - 1] as State) : ((states[n + j] as State[])[respins] as State));
      let m = 0;
      for (let j = 0; j <= k; j += 1) m = Math.max(m, k + next(j).m);
      const dist = new Array<bigint>(places + 1).fill(0n);
      // One respin is played now: b^m / b^m of it.
      let played = bPow(m);
      for (let j = 0; j <= k; j += 1) {
        const s = next(j);
        const scale = (ways[j] as bigint) * bPow(m - k - s.m);
        s.dist.forEach((x, i) => {
          if (x !== 0n) dist[i] = (dist[i] as bigint) + scale * x;
        });
        played += scale * s.played;
      }
      row[r] = { m, dist, played };
    }
  }
  const start = (n: number): State => (states[n] as State[])[respins] as State;
  return {
    absorb: Array.from({ length: places + 1 }, (_, n) => start(n).dist.map((x) => q(x, bPow(start(n).m)))),
    respins: Array.from({ length: places + 1 }, (_, n) => q(start(n).played, bPow(start(n).m))),
  };
}

/** kinds[n][m × 2 + h]: P(m Mysteries and h Multiplying among the first n kind draws). */
export function kindComposition(t: ElvesBonusTables, places = PLACES): Q[][] {
  const value = sumW(t.valueWeights);
  const full = value + t.mysteryWeight + t.multiplierWeight;
  const reduced = value + t.mysteryWeight;
  const pm = q(t.mysteryWeight, full);
  const pu = q(t.multiplierWeight, full);
  const pv = q(value, full);
  const pm1 = q(t.mysteryWeight, reduced);
  const pv1 = q(value, reduced);
  const out: Q[][] = [];
  let cur: Q[] = new Array<Q>(2 * (places + 1)).fill(ZERO);
  cur[0] = ONE;
  out.push(cur);
  for (let n = 1; n <= places; n += 1) {
    const next: Q[] = new Array<Q>(2 * (places + 1)).fill(ZERO);
    const put = (i: number, x: Q): void => {
      next[i] = add(next[i] as Q, x);
    };
    cur.forEach((x, i) => {
      if (x.n === 0n) return;
      const m = i >> 1;
      if ((i & 1) === 0) {
        put(i, mul(x, pv));
        put(((m + 1) << 1) | 0, mul(x, pm));
        put((m << 1) | 1, mul(x, pu));
      } else {
        put(i, mul(x, pv1));
        put(((m + 1) << 1) | 1, mul(x, pm1));
      }
    });
    out.push(next);
    cur = next;
  }
  return out;
}

/** The moments of the tables the closed form reads. */
export interface TableMoments {
  /** A value bonus's (and a fresh value's) mean and second moment. */
  readonly valueMean: Q;
  readonly valueSquare: Q;
  /** A level's mean and second moment; the same without GRAND; P(GRAND). */
  readonly levelMean: Q;
  readonly levelSquare: Q;
  readonly nonGrandMean: Q;
  readonly nonGrandSquare: Q;
  readonly grand: Q;
  /** P(each level), MINI first. */
  readonly levelChance: readonly Q[];
  /** The factor's mean and second moment when no GRAND was revealed. */
  readonly factorMean: Q;
  readonly factorSquare: Q;
}

export function tableMoments(t: ElvesBonusTables): TableMoments {
  const wv = sumW(t.valueWeights);
  const moment = (xs: readonly number[], ws: readonly number[], k: number, total: number): Q =>
    total === 0 ? ZERO : q(BigInt(xs.reduce((a, x, i) => a + (ws[i] as number) * x ** k, 0)), BigInt(total));
  const wl = sumW(t.levelWeights);
  const grandWeight = t.levelWeights[GRAND_LEVEL_INDEX] as number;
  const nonGrandTimes = t.levelTimes.filter((_, i) => i !== GRAND_LEVEL_INDEX);
  const nonGrandWeights = t.levelWeights.filter((_, i) => i !== GRAND_LEVEL_INDEX);
  const wf = sumW(t.factorWeights);
  return {
    valueMean: moment(t.valueTimes, t.valueWeights, 1, wv),
    valueSquare: moment(t.valueTimes, t.valueWeights, 2, wv),
    levelMean: moment(t.levelTimes, t.levelWeights, 1, wl),
    levelSquare: moment(t.levelTimes, t.levelWeights, 2, wl),
    nonGrandMean: moment(nonGrandTimes, nonGrandWeights, 1, wl - grandWeight),
    nonGrandSquare: moment(nonGrandTimes, nonGrandWeights, 2, wl - grandWeight),
    grand: q(grandWeight, wl),
    levelChance: t.levelWeights.map((w) => q(w, wl)),
    factorMean: moment(t.factors, t.factorWeights, 1, wf),
    factorSquare: moment(t.factors, t.factorWeights, 2, wf),
  };
}

/** The pay of a final grid of n bonuses (m Mysteries, h Multiplying), × the total bet, by part. */
export interface CompositionPay {
  /** E[total], and its parts: values and levels as landed, what the factor adds, fresh values, what the full grid's ×2 adds. */
  readonly mean: Q;
  readonly values: Q;
  readonly levels: Q;
  readonly multiplier: Q;
  readonly fresh: Q;
  readonly full: Q;
  /** E[total²]. */
  readonly square: Q;
}

/** Sum of k independent draws with mean μ and second moment s: its mean and second moment. */
const sumMoments = (k: number, mean: Q, square: Q): [Q, Q] => [mul(qn(k), mean), add(mul(qn(k), square), mul(qn(k * (k - 1)), mul(mean, mean)))];

export function compositionPay(x: TableMoments, n: number, m: number, h: number, places = PLACES): CompositionPay {
  const v = n - m - h;
  if (v < 0) throw new RangeError(`no grid of ${n} bonuses with ${m} Mysteries and ${h} Multiplying`);
  const [ev, ev2] = sumMoments(v, x.valueMean, x.valueSquare);
  const [er, er2] = sumMoments(m + h, x.valueMean, x.valueSquare);
  const [el, el2] = sumMoments(m, x.levelMean, x.levelSquare);
  let efy: Q;
  let ef2y2: Q;
  if (h === 0) {
    efy = add(ev, el);
    ef2y2 = add(add(ev2, el2), mul(q(2), mul(ev, el)));
  } else {
    const q0 = pow(sub(ONE, x.grand), m);
    const q1 = sub(ONE, q0);
    const [eln, el2n] = sumMoments(m, x.nonGrandMean, x.nonGrandSquare);
    const ef = add(mul(q0, x.factorMean), mul(q1, q(2)));
    const ef2 = add(mul(q0, x.factorSquare), mul(q1, q(4)));
    const efl = add(mul(mul(q0, x.factorMean), eln), mul(q(2), sub(el, mul(q0, eln))));
    const ef2l = add(mul(mul(q0, x.factorSquare), eln), mul(q(4), sub(el, mul(q0, eln))));
    const ef2l2 = add(mul(mul(q0, x.factorSquare), el2n), mul(q(4), sub(el2, mul(q0, el2n))));
    efy = add(mul(ef, ev), efl);
    ef2y2 = add(add(mul(ef2, ev2), mul(q(2), mul(ev, ef2l))), ef2l2);
  }
  const ex = add(efy, er);
  const ex2 = add(add(ef2y2, mul(q(2), mul(efy, er))), er2);
  const d = n === places ? 2 : 1;
  return {
    mean: mul(qn(d), ex),
    values: ev,
    levels: el,
    multiplier: sub(efy, add(ev, el)),
    fresh: er,
    full: mul(qn(d - 1), ex),
    square: mul(qn(d * d), ex2),
  };
}

/** The feature from one triggering count, × the total bet. */
export interface StartFigures {
  readonly start: number;
  readonly mean: Q;
  readonly square: Q;
  readonly values: Q;
  readonly levels: Q;
  readonly multiplier: Q;
  readonly fresh: Q;
  readonly full: Q;
  /** P(all 15 places held at the end). */
  readonly fullChance: Q;
  /** P(a Multiplying bonus on the final grid); P(its factor is each of the table's), given the start. */
  readonly multiplierChance: Q;
  readonly factorChance: readonly Q[];
  /** By level (MINI first): P(at least one revealed), and how many on average. */
  readonly levelAtLeastOne: readonly Q[];
  readonly levelMean: readonly Q[];
  /** P(final count = nf), nf = 0 … 15. */
  readonly finalCount: readonly Q[];
  readonly respins: Q;
}

export interface FeatureExact {
  readonly moments: TableMoments;
  readonly landing: Q;
  readonly chain: CountChain;
  readonly kinds: readonly (readonly Q[])[];
  /** By start n0 = 0 … 15. */
  readonly byStart: readonly StartFigures[];
  /** The largest total a feature can pay (× total bet) and its chance. */
  readonly largest: LargestFeature;
}

/**
 * Σ ws[i] · vs[i] exactly, over one common denominator: the products are left unreduced and
 * summed over the lcm of their denominators, so the big fractions meet one gcd per term instead
 * of several per addition.
 */
export function dot(ws: readonly Q[], vs: readonly Q[]): Q {
  let den = 1n;
  const terms: { n: bigint; d: bigint }[] = [];
  ws.forEach((w, i) => {
    const v = vs[i] as Q;
    if (w.n === 0n || v.n === 0n) return;
    const d = w.d * v.d;
    terms.push({ n: w.n * v.n, d });
    den = lcm(den, d);
  });
  let num = 0n;
  for (const t of terms) num += t.n * (den / t.d);
  return q(num, den);
}

type FinalFigures = Omit<StartFigures, 'start' | 'fullChance' | 'finalCount' | 'respins'>;

export function featureExact(maths: ElvesMaths): FeatureExact {
  const t = maths.bonus;
  const x = tableMoments(t);
  const landing = q(maths.cell.filter((c) => c === 'BONUS').length, maths.cell.length);
  const chain = countChain(landing);
  const kinds = kindComposition(t);
  const wf = sumW(t.factorWeights);
  const twoIndex = t.factors.indexOf(2);
  const levelIndices = ELVES_LEVELS.map((_, l) => l);
  const factorIndices = t.factors.map((_, fi) => fi);
  // By final count: the expectation over the kinds (m, h) of the pay and of the other figures.
  const byFinal = Array.from({ length: PLACES + 1 }, (_, nf): FinalFigures => {
    const ws: Q[] = [];
    const rows: { pay: CompositionPay; m: number; h: number; q0: Q }[] = [];
    (kinds[nf] as Q[]).forEach((pk, i) => {
      if (pk.n === 0n) return;
      const m = i >> 1;
      const h = i & 1;
      ws.push(pk);
      rows.push({ pay: compositionPay(x, nf, m, h), m, h, q0: pow(sub(ONE, x.grand), m) });
    });
    const over = (pick: (r: (typeof rows)[number]) => Q): Q => dot(ws, rows.map(pick));
    return {
      mean: over((r) => r.pay.mean),
      square: over((r) => r.pay.square),
      values: over((r) => r.pay.values),
      levels: over((r) => r.pay.levels),
      multiplier: over((r) => r.pay.multiplier),
      fresh: over((r) => r.pay.fresh),
      full: over((r) => r.pay.full),
      multiplierChance: over((r) => (r.h === 1 ? ONE : ZERO)),
      // ×2 also whenever a GRAND was revealed; otherwise the factor table.
      factorChance: factorIndices.map((fi) => over((r) => (r.h === 0 ? ZERO : add(mul(r.q0, q(t.factorWeights[fi] as number, wf)), fi === twoIndex ? sub(ONE, r.q0) : ZERO)))),
      levelAtLeastOne: levelIndices.map((l) => over((r) => sub(ONE, pow(sub(ONE, x.levelChance[l] as Q), r.m)))),
      levelMean: levelIndices.map((l) => over((r) => mul(qn(r.m), x.levelChance[l] as Q))),
    };
  });
  const byStart = Array.from({ length: PLACES + 1 }, (_, start): StartFigures => {
    const absorb = chain.absorb[start] as Q[];
    const weigh = (pick: (f: FinalFigures) => Q): Q => dot(absorb, byFinal.map(pick));
    return {
      start,
      mean: weigh((f) => f.mean),
      square: weigh((f) => f.square),
      values: weigh((f) => f.values),
      levels: weigh((f) => f.levels),
      multiplier: weigh((f) => f.multiplier),
      fresh: weigh((f) => f.fresh),
      full: weigh((f) => f.full),
      fullChance: absorb[PLACES] as Q,
      multiplierChance: weigh((f) => f.multiplierChance),
      factorChance: factorIndices.map((fi) => weigh((f) => f.factorChance[fi] as Q)),
      levelAtLeastOne: levelIndices.map((l) => weigh((f) => f.levelAtLeastOne[l] as Q)),
      levelMean: levelIndices.map((l) => weigh((f) => f.levelMean[l] as Q)),
      finalCount: absorb,
      respins: chain.respins[start] as Q,
    };
  });
  return { moments: x, landing, chain, kinds, byStart, largest: largestFeature(t, kinds, chain) };
}

/** The largest total a feature can pay and the one way it comes. */
export interface LargestFeature {
  /** × the total bet. */
  readonly times: number;
  /** Its composition on the full grid: Mysteries, Multiplying (0/1), the level index every Mystery reveals (−1: none). */
  readonly mysteries: number;
  readonly multiplier: number;
  readonly level: number;
  /** P(a feature pays it), by triggering count. */
  readonly chance: readonly Q[];
}

/**
 * The most a feature can pay (× total bet): a full grid (×2) of the best composition — every
 * value and fresh value the top value, every Mystery the same best level, the Multiplying
 * bonus's factor the largest allowed with it (×2 with a GRAND) — and its exact chance from each
 * triggering count (the full grid, that composition, those levels, that factor, those values).
 */
export function largestFeature(t: ElvesBonusTables, kinds: readonly (readonly Q[])[], chain: CountChain, places = PLACES): LargestFeature {
  const topValueIndex = t.valueTimes.reduce((best, _, i) => ((t.valueWeights[i] as number) > 0 ? i : best), -1);
  const topValue = t.valueTimes[topValueIndex] as number;
  const topFactorIndex = t.factors.reduce((best, f, i) => ((t.factorWeights[i] as number) > 0 && (best < 0 || f > (t.factors[best] as number)) ? i : best), -1);
  const topFactor = t.factors[topFactorIndex] as number;
  let best = { times: 0, mysteries: 0, multiplier: 0, level: -1 };
  for (let m = 0; m <= places; m += 1) {
    for (let h = 0; h <= 1; h += 1) {
      const v = places - m - h;
      if (v < 0 || ((kinds[places] as Q[])[m * 2 + h] as Q).n === 0n) continue;
      const levels = m === 0 ? [-1] : t.levelTimes.map((_, i) => i).filter((i) => (t.levelWeights[i] as number) > 0);
      for (const level of levels) {
        const levelTimes = level < 0 ? 0 : (t.levelTimes[level] as number);
        const f = h === 0 ? 1 : level === GRAND_LEVEL_INDEX ? 2 : topFactor;
        const times = 2 * (f * (v * topValue + m * levelTimes) + (m + h) * topValue);
        if (times > best.times) best = { times, mysteries: m, multiplier: h, level };
      }
    }
  }
  const { mysteries: m, multiplier: h, level } = best;
  const wl = sumW(t.levelWeights);
  let composition = mul((kinds[places] as Q[])[m * 2 + h] as Q, pow(q(t.valueWeights[topValueIndex] as number, sumW(t.valueWeights)), places));
  if (m > 0) composition = mul(composition, pow(q(t.levelWeights[level] as number, wl), m));
  if (h === 1 && level !== GRAND_LEVEL_INDEX) composition = mul(composition, q(t.factorWeights[topFactorIndex] as number, sumW(t.factorWeights)));
  const chance = chain.absorb.map((row) => mul(row[places] as Q, composition));
  return { ...best, chance };
}


