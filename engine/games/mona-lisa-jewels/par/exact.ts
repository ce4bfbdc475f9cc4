/**
 * The exact return of Mona Lisa Jewels at any line count, as fractions.
 *
 * Base and free spins: every line sees independent uniform stops, so each line's expectation is
 * the same sum over symbol 5-tuples of pay × Π P(symbol on reel k) (a line of the window sees
 * each reel's strip frequencies whatever its rows). Scatters: the per-reel count distributions
 * convolved.
 *
 * Jewel spins: the trigger depends on reel 1 only, so reels 2–5 of the triggering spin are
 * uniform. A cell of reels 2–5 shows, in Jewel spin t, the first WILD/JEWEL among the t + 1
 * draws it has seen (trigger and each spin), else the last draw: P(WILD) = pW·Σ_{i≤t}(1-h)^i,
 * P(other c) = p_c·(1-h)^t with h = pW + pJewel. Reels stay independent, so a line's expectation
 * in spin t is again a sum over tuples, with reel 1 fixed at the triggering window's cell. The
 * scatter count of a spin follows each reel's held-row mask, a small Markov chain.
 *
 * Nesting: a free spin may trigger Jewel spins (p_J) or 10 free spins (P_S); a Jewel sequence
 * triggers 10 free spins with expected count c. Every spin of a kind is alike, so the expected
 * number of free spins per round N_f and of Jewel sequences N_j solve
 *   N_j = p_J (1 + N_f),  N_f = 10 P_S (1 + N_f) + 10 c N_j  ⇒  1 + N_f = 1 / (1 − 10 (P_S + c p_J)).
 */
import { bestLineWin, linePay, lineCount, lineSymbol, NO_SYMBOL } from '../line-win';
import { FREE_SPINS_AWARD, JEWEL_SPINS_AWARD } from '../paytable';
import { JACKPOT, JEWEL, SCATTER, SYMBOL_COUNT, WILD, wildStandsFor } from '../symbols';
import type { MonaLisaMaths } from '../maths';
import { add, div, mul, ONE, q, sub, sum, ZERO, type Q } from '../../../core/rational';



/** Symbol weights of a reel: how many stops show each symbol (any row). */
function weights(strip: readonly number[]): bigint[] {
  const w = Array.from({ length: SYMBOL_COUNT }, () => 0n);
  for (const s of strip) w[s] = (w[s] as bigint) + 1n;
  return w;
}

/** A line's run is still open after `k + 1` cells: some symbol matches them all. */
function open(cells: readonly number[], k: number): boolean {
  let first = -1;
  for (let i = 0; i <= k; i += 1) {
    const c = cells[i] as number;
    if (c === WILD) continue;
    if (first === -1) first = c;
    else if (c !== first) return false;
  }
  if (first === -1) return true;
  if (first === JACKPOT) return !cells.slice(0, k + 1).includes(WILD);
  return wildStandsFor(first);
}

export interface LineExpectation {
  /** Expected pay per line, in coins per coin. */
  readonly pay: Q;
  /** Probability the line shows 5 JACKPOT. */
  readonly jackpot5: Q;
}

/**
 * Expected pay of one line whose reel k shows symbol c with weight dists[k][c] / Σ dists[k].
 * Enumerates prefixes only while a run is open, so it visits a few thousand tuples, not 12^5.
 */
export function lineExpectation(maths: MonaLisaMaths, dists: readonly (readonly bigint[])[], multiplied: boolean): LineExpectation {
  const totals = dists.map((d) => d.reduce((a, b) => a + b, 0n));
  const rest = [1n, 1n, 1n, 1n, 1n, 1n];
  for (let k = 4; k >= 0; k -= 1) rest[k] = (rest[k + 1] as bigint) * (totals[k] as bigint);
  const cells: number[] = [NO_SYMBOL, NO_SYMBOL, NO_SYMBOL, NO_SYMBOL, NO_SYMBOL];
  let total = 0n;
  const walk = (k: number, weight: bigint): void => {
    const dist = dists[k] as readonly bigint[];
    for (let c = 0; c < SYMBOL_COUNT; c += 1) {
      const w = dist[c] as bigint;
      if (w === 0n) continue;
      cells[k] = c;
      if (k < 4 && open(cells, k)) {
        walk(k + 1, weight * w);
        continue;
      }
      const packed = bestLineWin(maths.linePays, cells, multiplied);
      if (packed !== 0) total += weight * w * (rest[k + 1] as bigint) * BigInt(linePay(packed));
    }
    cells[k] = NO_SYMBOL;
  };
  walk(0, 1n);
  const denominator = rest[0] as bigint;
  let jackpotWays = 1n;
  for (const d of dists) jackpotWays *= d[JACKPOT] as bigint;
  return { pay: q(total, denominator), jackpot5: q(jackpotWays, denominator) };
}

/** The pay of 5 JACKPOT on a line, in coins per coin (what the progressive replaces). */
export function jackpotLinePay(maths: MonaLisaMaths): number {
  const packed = bestLineWin(maths.linePays, [JACKPOT, JACKPOT, JACKPOT, JACKPOT, JACKPOT], false);
  if (lineSymbol(packed) !== JACKPOT || lineCount(packed) !== 5) throw new RangeError('5 JACKPOT must pay as JACKPOT');
  return linePay(packed);
}

const windowOf = (strip: readonly number[], stop: number): number[] => [0, 1, 2].map((r) => strip[(stop + r) % strip.length] as number);
const countIn = (cells: readonly number[], symbol: number): number => cells.filter((c) => c === symbol).length;

/** Distribution (as fractions) of a sum of independent counts, each given by its weights. */
function convolve(parts: readonly (readonly bigint[])[]): Q[] {
  let acc: bigint[] = [1n];
  let denominator = 1n;
  for (const part of parts) {
    const next: bigint[] = Array.from({ length: acc.length + part.length - 1 }, () => 0n);
    acc.forEach((a, i) => part.forEach((b, j) => (next[i + j] = (next[i + j] as bigint) + a * b)));
    acc = next;
    denominator *= part.reduce((a, b) => a + b, 0n);
  }
  return acc.map((n) => q(n, denominator));
}

/** Scatter pay (× total bet) and P(3+) for `fixed` scatters plus a distribution of the others. */
function scatterOf(maths: MonaLisaMaths, fixed: number, dist: readonly Q[]): { pay: Q; trigger: Q } {
  let pay = ZERO;
  let trigger = ZERO;
  dist.forEach((p, n) => {
    const count = Math.min(fixed + n, maths.scatterPays.length - 1);
    pay = add(pay, mul(p, q(maths.scatterPays[count] ?? 0)));
    if (fixed + n >= 3) trigger = add(trigger, p);
  });
  return { pay, trigger };
}

/** Rows of a window (bit mask) holding WILD or JEWEL: what a Jewel spin holds. */
const heldMask = (cells: readonly number[]): number => cells.reduce((m, c, r) => (c === WILD || c === JEWEL ? m | (1 << r) : m), 0);

/** Per Jewel spin (1, 2), the weights of a reel's scatter count over rows it does not hold. */
function heldReelScatters(strip: readonly number[]): bigint[][] {
  let masks: bigint[] = Array.from({ length: 8 }, () => 0n);
  for (let s = 0; s < strip.length; s += 1) {
    const m = heldMask(windowOf(strip, s));
    masks[m] = (masks[m] as bigint) + 1n;
  }
  const out: bigint[][] = [];
  for (let t = 1; t <= JEWEL_SPINS_AWARD; t += 1) {
    const counts: bigint[] = [0n, 0n, 0n, 0n];
    const next: bigint[] = Array.from({ length: 8 }, () => 0n);
    masks.forEach((weight, m) => {
      if (weight === 0n) return;
      for (let s = 0; s < strip.length; s += 1) {
        const cells = windowOf(strip, s);
        const n = cells.filter((c, r) => c === SCATTER && (m & (1 << r)) === 0).length;
        counts[n] = (counts[n] as bigint) + weight;
        const m2 = m | heldMask(cells);
        next[m2] = (next[m2] as bigint) + weight;
      }
    });
    out.push(counts);
    masks = next;
  }
  return out;
}

/** A cell's symbol weights in Jewel spin t (denominator len^(t+1)): see the header. */
function heldCellWeights(strip: readonly number[], t: number): bigint[] {
  const w = weights(strip);
  const len = BigInt(strip.length);
  const h = (w[WILD] as bigint) + (w[JEWEL] as bigint);
  let geometric = 0n;
  for (let i = 0; i <= t; i += 1) geometric += (len - h) ** BigInt(i) * len ** BigInt(t - i);
  return w.map((c, s) => (s === WILD || s === JEWEL ? c * geometric : c * (len - h) ** BigInt(t)));
}

export interface MonaLisaExact {
  /** Expected line pay per line per base spin (coins per coin), all 5-JACKPOT prizes at the paytable. */
  readonly baseLine: Q;
  /** The same in a normal free spin (wild multipliers). */
  readonly freeLine: Q;
  /** P(5 JACKPOT) on one line of a base or free spin. */
  readonly jackpot5: Q;
  /** Scatter pay per base or free spin, × total bet. */
  readonly scatterPay: Q;
  /** P(3+ scatters) in a base or free spin. */
  readonly scatterTrigger: Q;
  /** P(Jewel spins) in a base or free spin. */
  readonly jewelTrigger: Q;
  /** The triggering reel-1 windows (equally likely given a trigger). */
  readonly jewelWindows: readonly (readonly number[])[];
  /** Expected line pay in Jewel spin t (index t − 1) with reel 1 showing symbol c: [t][c]. */
  readonly jewelLine: readonly (readonly Q[])[];
  /** Scatter pay (× total bet) and P(3+) of the Jewel spins, summed over both, per trigger window. */
  readonly jewelScatter: readonly { readonly pay: Q; readonly trigger: Q }[];
  readonly jackpotLinePay: number;
}

export function monaLisaExact(maths: MonaLisaMaths): MonaLisaExact {
  const base = maths.strips.map(weights);
  const baseLine = lineExpectation(maths, base, false);
  const freeLine = lineExpectation(maths, base, true);
  const scatterParts = maths.strips.map((strip) => {
    const c = [0n, 0n, 0n, 0n];
    for (let s = 0; s < strip.length; s += 1) {
      const n = countIn(windowOf(strip, s), SCATTER);
      c[n] = (c[n] as bigint) + 1n;
    }
    return c;
  });
  const baseScatter = scatterOf(maths, 0, convolve(scatterParts));
  const reel1 = maths.strips[0] as readonly number[];
  const jewelWindows: number[][] = [];
  for (let s = 0; s < reel1.length; s += 1) {
    const w = windowOf(reel1, s);
    if (countIn(w, JEWEL) >= 2) jewelWindows.push(w);
  }
  const others = maths.strips.slice(1);
  const jewelLine: Q[][] = [];
  const heldScatters = others.map(heldReelScatters);
  const spinScatterDists: Q[][] = [];
  for (let t = 1; t <= JEWEL_SPINS_AWARD; t += 1) {
    const dists = others.map((strip) => heldCellWeights(strip, t));
    jewelLine.push(
      Array.from({ length: SYMBOL_COUNT }, (_, c) => {
        const first = Array.from({ length: SYMBOL_COUNT }, (_, s) => (s === c ? 1n : 0n));
        return lineExpectation(maths, [first, ...dists], false).pay;
      }),
    );
    spinScatterDists.push(convolve(heldScatters.map((h) => h[t - 1] as bigint[])));
  }
  const jewelScatter = jewelWindows.map((w) => {
    const per = spinScatterDists.map((dist) => scatterOf(maths, countIn(w, SCATTER), dist));
    return { pay: sum(per.map((p) => p.pay)), trigger: sum(per.map((p) => p.trigger)) };
  });
  return {
    baseLine: baseLine.pay,
    freeLine: freeLine.pay,
    jackpot5: baseLine.jackpot5,
    scatterPay: baseScatter.pay,
    scatterTrigger: baseScatter.trigger,
    jewelTrigger: q(jewelWindows.length, reel1.length),
    jewelWindows,
    jewelLine,
    jewelScatter,
    jackpotLinePay: jackpotLinePay(maths),
  };
}

export interface MonaLisaReturn {
  /** Coins won per round by kind of win, per coin bet on each line (stake = lines). */
  readonly baseLines: Q;
  readonly scatter: Q;
  readonly freeSpins: Q;
  readonly jewelSpins: Q;
  /** The progressive at its seed (max bet only; 0 otherwise). */
  readonly progressive: Q;
  readonly total: Q;
  /** total / lines. */
  readonly rtp: Q;
  /** Expected normal free spins and Jewel sequences per paid round. */
  readonly freeSpinsPerRound: Q;
  readonly jewelSequencesPerRound: Q;
}

/**
 * The return at `lines` lines. `progressiveCoinsPerCoin`: the progressive at max bet in coins
 * per coin on the line (50,000 coins ÷ 10 coins a line = 5,000), or null below max bet.
 */
export function monaLisaReturn(exact: MonaLisaExact, maths: MonaLisaMaths, lines: number, progressiveCoinsPerCoin: number | null): MonaLisaReturn {
  const L = q(lines);
  const windows = exact.jewelWindows.length;
  // A Jewel sequence's own wins (lines of every active line in both spins, and scatters).
  let ownJewel = ZERO;
  let jewelFreeTrigger = ZERO;
  exact.jewelWindows.forEach((w, i) => {
    for (let l = 0; l < lines; l += 1) {
      const row = (maths.lines[l] as readonly number[])[0] as number;
      for (const spin of exact.jewelLine) ownJewel = add(ownJewel, spin[w[row] as number] as Q);
    }
    const sc = exact.jewelScatter[i] as { pay: Q; trigger: Q };
    ownJewel = add(ownJewel, mul(L, sc.pay));
    jewelFreeTrigger = add(jewelFreeTrigger, sc.trigger);
  });
  ownJewel = div(ownJewel, q(windows));
  const c = div(jewelFreeTrigger, q(windows));
  const award = q(FREE_SPINS_AWARD);
  const spinsPerRound = div(ONE, sub(ONE, mul(award, add(exact.scatterTrigger, mul(c, exact.jewelTrigger))))); // 1 + N_f
  if (spinsPerRound.n <= 0n) throw new RangeError('free spins never end: 10 × (P_S + c·p_J) ≥ 1');
  const freeSpinsPerRound = sub(spinsPerRound, ONE);
  const jewelSequencesPerRound = mul(exact.jewelTrigger, spinsPerRound);
  const jackpotPart = progressiveCoinsPerCoin === null ? ZERO : mul(exact.jackpot5, q(exact.jackpotLinePay));
  const baseLines = mul(L, sub(exact.baseLine, jackpotPart));
  const scatter = mul(L, exact.scatterPay);
  const freeSpins = mul(freeSpinsPerRound, add(mul(L, sub(exact.freeLine, jackpotPart)), scatter));
  const jewelSpins = mul(jewelSequencesPerRound, ownJewel);
  const progressive = progressiveCoinsPerCoin === null ? ZERO : mul(spinsPerRound, mul(L, mul(exact.jackpot5, q(progressiveCoinsPerCoin))));
  const total = sum([baseLines, scatter, freeSpins, jewelSpins, progressive]);
  return { baseLines, scatter, freeSpins, jewelSpins, progressive, total, rtp: div(total, L), freeSpinsPerRound, jewelSequencesPerRound };
}
