/**
 * The exact joint distribution of one spin's line + scatter win and its BONUS count, over every
 * stop combination of a strip set. The Hold and Win's value depends on the window only through
 * the BONUS count (the kinds are drawn afterwards and every respin place is alike), so these
 * per-count totals are all the rest of the exact maths needs: the return, the trigger odds, the
 * buy (the spin conditioned on 6+), the hit frequency and the second moment of a round.
 *
 * Every line pay needs 3 of a kind, so a line that cannot pay after reels 1–3 pays nothing
 * whatever reels 4 and 5 show. Reels 1–3 are enumerated stop by stop (≤ 80³ prefixes); a prefix
 * on which no line can pay adds only its SCATTER and BONUS counts to a histogram that is combined
 * with reels 4–5's histogram at the end; a prefix with a live line is completed over every stop
 * pair of reels 4–5, its live lines read from the shared evaluator's 10⁵ lookup table.
 *
 * Sums are whole numbers kept below 2^53 (asserted) while they run as doubles, then BigInt.
 */
import { lineEvaluator, REELS, ROWS, type ElvesMaths, type ElvesMode } from '../maths';
import { MIN_LINE_COUNT } from '../paytable';
import { BONUS, MYSTERY_ELVES_SYMBOL_NAMES, SCATTER, SYMBOL_COUNT } from '../symbols';

const S = SYMBOL_COUNT;
const CELLS = REELS * ROWS;
/** Line bets per total bet: a scatter's total-bet multiple is 10 line bets. */
export const LINES_PER_TOTAL_BET = 10;

interface LineTables {
  readonly table: Int32Array;
  /** 1 when a line starting with these 3 symbols can pay. */
  readonly live3: Uint8Array;
  /** 1 when the win of a line starting with these 4 symbols depends on the 5th (otherwise table[code4 × S] is it). */
  readonly open4: Uint8Array;
}

const tablesByPays = new WeakMap<readonly (readonly number[])[], LineTables>();
export function lineTables(pays: readonly (readonly number[])[]): LineTables {
  let t = tablesByPays.get(pays);
  if (t === undefined) {
    for (const row of pays) for (let c = 1; c < MIN_LINE_COUNT; c += 1) if ((row[c] ?? 0) > 0) throw new RangeError(`the exact maths needs every line pay to start at ${MIN_LINE_COUNT} of a kind`);
    const table = lineEvaluator(pays).table();
    const live3 = new Uint8Array(S ** 3);
    const open4 = new Uint8Array(S ** 4);
    for (let c4 = 0; c4 < open4.length; c4 += 1) {
      const first = table[c4 * S] as number;
      let live = first !== 0;
      for (let s = 1; s < S; s += 1) {
        const w = table[c4 * S + s] as number;
        if (w !== 0) live = true;
        if (w !== first) open4[c4] = 1;
      }
      if (live) live3[Math.floor(c4 / S)] = 1;
    }
    t = { table, live3, open4 };
    tablesByPays.set(pays, t);
  }
  return t;
}

/** A reel as the enumeration sees it: each stop's window, SCATTER and BONUS counts. */
export interface ReelWindows {
  readonly length: number;
  /** windows[stop × ROWS + row]. */
  readonly windows: Int32Array;
  readonly scatters: Uint8Array;
  readonly bonuses: Uint8Array;
}

export function reelWindows(strip: readonly number[]): ReelWindows {
  const length = strip.length;
  const windows = new Int32Array(length * ROWS);
  const scatters = new Uint8Array(length);
  const bonuses = new Uint8Array(length);
  for (let stop = 0; stop < length; stop += 1) {
    for (let row = 0; row < ROWS; row += 1) {
      const s = strip[(stop + row) % length] as number;
      windows[stop * ROWS + row] = s;
      if (s === SCATTER) scatters[stop] = (scatters[stop] as number) + 1;
      if (s === BONUS) bonuses[stop] = (bonuses[stop] as number) + 1;
    }
  }
  return { length, windows, scatters, bonuses };
}

/** Whole-cycle totals by BONUS count n = 0 … 15 (index n). Wins in line bets (total bet ÷ 10). */
export interface SpinTotals {
  readonly mode: ElvesMode;
  /** Stop combinations of the five strips. */
  readonly cycle: bigint;
  readonly count: readonly bigint[];
  /** Σ line wins, Σ scatter wins (both in line bets), Σ (line + scatter)². */
  readonly lines: readonly bigint[];
  readonly scatter: readonly bigint[];
  readonly squares: readonly bigint[];
  /** Combinations whose line + scatter win is > 0. */
  readonly hits: readonly bigint[];
  /** The largest line + scatter win (line bets) and how many combinations give it. */
  readonly maxWin: readonly number[];
  readonly maxCount: readonly bigint[];
  /** Line wins over the whole cycle by paytable entry, "SANTA×5" → line bets. */
  readonly byEntry: Readonly<Record<string, bigint>>;
  /** Combinations by SCATTER count (0 … 15). */
  readonly scatterCount: readonly bigint[];
}

/** A double sum of whole numbers is moved into its BigInt before it could pass 2^53. */
const SAFE_FLUSH = 2 ** 52;

function assertSafe(x: number, what: string): number {
  if (!Number.isSafeInteger(x)) throw new RangeError(`exact maths: ${what} left the safe integers (${x})`);
  return x;
}

export function spinTotals(maths: ElvesMaths, mode: ElvesMode): SpinTotals {
  const { table, live3, open4 } = lineTables(maths.linePays);
  const reels = maths.strips[mode].map(reelWindows);
  const [r1, r2, r3, r4, r5] = reels as [ReelWindows, ReelWindows, ReelWindows, ReelWindows, ReelWindows];
  const lineCount = maths.lines.length;
  const rowOf = (reel: number): Int32Array => Int32Array.from(maths.lines, (l) => l[reel] as number);
  const [row0, row1, row2, row3, row4] = [0, 1, 2, 3, 4].map(rowOf) as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const scatterPay = Float64Array.from({ length: CELLS + 1 }, (_, n) => (maths.scatterPays[Math.min(n, maths.scatterPays.length - 1)] ?? 0) * LINES_PER_TOTAL_BET);

  // Reel 5 alone and reels 4–5 together as histograms of (SCATTER count, BONUS count).
  const H1 = ROWS + 1;
  const H2 = 2 * ROWS + 1;
  const hist5 = new Float64Array(H1 * H1);
  for (let e = 0; e < r5.length; e += 1) {
    const h = (r5.scatters[e] as number) * H1 + (r5.bonuses[e] as number);
    hist5[h] = (hist5[h] as number) + 1;
  }
  const tailHist = new Float64Array(H2 * H2);
  for (let d = 0; d < r4.length; d += 1) {
    for (let e = 0; e < r5.length; e += 1) {
      const h = ((r4.scatters[d] as number) + (r5.scatters[e] as number)) * H2 + (r4.bonuses[d] as number) + (r5.bonuses[e] as number);
      tailHist[h] = (tailHist[h] as number) + 1;
    }
  }

  const bins = CELLS + 1;
  const count = new Float64Array(bins);
  const lines = new Float64Array(bins);
  const scatter = new Float64Array(bins);
  const squares = new Array<bigint>(bins).fill(0n);
  const squaresHere = new Float64Array(bins);
  const hits = new Float64Array(bins);
  const maxWin = new Float64Array(bins);
  const maxCount = new Float64Array(bins);
  const entry = new Float64Array(S * 16);
  const record = (n: number, c: number, w: number, sp: number): void => {
    const win = w + sp;
    count[n] = (count[n] as number) + c;
    lines[n] = (lines[n] as number) + c * w;
    scatter[n] = (scatter[n] as number) + c * sp;
    squaresHere[n] = (squaresHere[n] as number) + c * win * win;
    if (win > 0) hits[n] = (hits[n] as number) + c;
    if (win > (maxWin[n] as number)) {
      maxWin[n] = win;
      maxCount[n] = c;
    } else if (win === maxWin[n]) maxCount[n] = (maxCount[n] as number) + c;
  };
  // (Prefix, reel-4 stop) pairs whose lines are all settled, by SCATTER and BONUS count on reels
  // 1–4: how many, Σ win, Σ win², how many pay, the largest win and how many give it.
  const H4 = 4 * ROWS + 1;
  const settledCount = new Float64Array(H4 * H4);
  const settledWin = new Float64Array(H4 * H4);
  const settledSquare = new Float64Array(H4 * H4);
  const settledSquareB = new Array<bigint>(H4 * H4).fill(0n);
  const settledHits = new Float64Array(H4 * H4);
  const settledMax = new Float64Array(H4 * H4);
  const settledMaxCount = new Float64Array(H4 * H4);
  // Prefixes on which no line can pay, by SCATTER and BONUS count on reels 1–3.
  const H3 = 3 * ROWS + 1;
  const headHist = new Float64Array(H3 * H3);

  const liveCodes = new Int32Array(lineCount);
  const liveLines = new Int32Array(lineCount);
  const openCodes = new Int32Array(lineCount);
  const openLines = new Int32Array(lineCount);
  for (let i = 0; i < r1.length; i += 1) {
    for (let j = 0; j < r2.length; j += 1) {
      for (let k = 0; k < r3.length; k += 1) {
        let live = 0;
        for (let l = 0; l < lineCount; l += 1) {
          const c3 = ((r1.windows[i * ROWS + (row0[l] as number)] as number) * S + (r2.windows[j * ROWS + (row1[l] as number)] as number)) * S + (r3.windows[k * ROWS + (row2[l] as number)] as number);
          if (live3[c3] === 1) {
            liveCodes[live] = c3 * S;
            liveLines[live] = l;
            live += 1;
          }
        }
        const sc3 = (r1.scatters[i] as number) + (r2.scatters[j] as number) + (r3.scatters[k] as number);
        const bc3 = (r1.bonuses[i] as number) + (r2.bonuses[j] as number) + (r3.bonuses[k] as number);
        if (live === 0) {
          headHist[sc3 * H3 + bc3] = (headHist[sc3 * H3 + bc3] as number) + 1;
          continue;
        }
        squaresHere.fill(0);
        for (let d = 0; d < r4.length; d += 1) {
          // Lines settled by reel 4 pay the same whatever reel 5 shows; the others stay open.
          let w4 = 0;
          let open = 0;
          for (let x = 0; x < live; x += 1) {
            const l = liveLines[x] as number;
            const c4 = (liveCodes[x] as number) + (r4.windows[d * ROWS + (row3[l] as number)] as number);
            if (open4[c4] === 1) {
              openCodes[open] = c4 * S;
              openLines[open] = l;
              open += 1;
              continue;
            }
            const t = table[c4 * S] as number;
            if (t === 0) continue;
            const pay = t >>> 12;
            w4 += pay;
            const key = (t >> 4) & 255;
            entry[key] = (entry[key] as number) + pay * r5.length;
          }
          const sc4 = sc3 + (r4.scatters[d] as number);
          const bc4 = bc3 + (r4.bonuses[d] as number);
          if (open === 0) {
            // Settled by reel 4: reel 5 adds only its SCATTER and BONUS counts, combined at the end.
            const g = sc4 * H4 + bc4;
            settledCount[g] = (settledCount[g] as number) + 1;
            if (w4 === 0) continue;
            settledWin[g] = (settledWin[g] as number) + w4;
            settledSquare[g] = (settledSquare[g] as number) + w4 * w4;
            if ((settledSquare[g] as number) > SAFE_FLUSH) {
              settledSquareB[g] = (settledSquareB[g] as bigint) + BigInt(settledSquare[g] as number);
              settledSquare[g] = 0;
            }
            settledHits[g] = (settledHits[g] as number) + 1;
            if (w4 > (settledMax[g] as number)) {
              settledMax[g] = w4;
              settledMaxCount[g] = 1;
            } else if (w4 === settledMax[g]) settledMaxCount[g] = (settledMaxCount[g] as number) + 1;
            continue;
          }
          for (let e = 0; e < r5.length; e += 1) {
            let w = w4;
            for (let y = 0; y < open; y += 1) {
              const t = table[(openCodes[y] as number) + (r5.windows[e * ROWS + (row4[openLines[y] as number] as number)] as number)] as number;
              if (t === 0) continue;
              const pay = t >>> 12;
              w += pay;
              const key = (t >> 4) & 255;
              entry[key] = (entry[key] as number) + pay;
            }
            record(bc4 + (r5.bonuses[e] as number), 1, w, scatterPay[sc4 + (r5.scatters[e] as number)] as number);
          }
        }
        for (let n = 0; n < bins; n += 1) if (squaresHere[n] !== 0) squares[n] = (squares[n] as bigint) + BigInt(assertSafe(squaresHere[n] as number, 'a prefix Σ win²'));
      }
    }
  }

  const countB = Array.from(count, (x) => BigInt(assertSafe(x, 'a count')));
  const linesB = Array.from(lines, (x) => BigInt(assertSafe(x, 'a line total')));
  const scatterB = Array.from(scatter, (x) => BigInt(assertSafe(x, 'a scatter total')));
  const hitsB = Array.from(hits, (x) => BigInt(assertSafe(x, 'hits')));
  const maxCountB = Array.from(maxCount, (x) => BigInt(assertSafe(x, 'a count')));
  const addMax = (n: number, win: number, c: bigint): void => {
    if (win > (maxWin[n] as number)) {
      maxWin[n] = win;
      maxCountB[n] = c;
    } else if (win === maxWin[n]) maxCountB[n] = (maxCountB[n] as bigint) + c;
  };

  // Settled pairs with every reel-5 stop: (w + sp)² = w² + 2 w sp + sp² summed by parts.
  for (let g = 0; g < settledCount.length; g += 1) {
    const pairsHere = settledCount[g] as number;
    if (pairsHere === 0) continue;
    const [sc4, bc4] = [Math.floor(g / H4), g % H4];
    const cnt = BigInt(assertSafe(pairsHere, 'a count'));
    const win = BigInt(assertSafe(settledWin[g] as number, 'a line total'));
    const square = (settledSquareB[g] as bigint) + BigInt(assertSafe(settledSquare[g] as number, 'Σ win²'));
    const paying = BigInt(assertSafe(settledHits[g] as number, 'hits'));
    for (let h = 0; h < hist5.length; h += 1) {
      const c5 = hist5[h] as number;
      if (c5 === 0) continue;
      const c = BigInt(c5);
      const n = bc4 + (h % H1);
      const sp = scatterPay[sc4 + Math.floor(h / H1)] as number;
      const spB = BigInt(sp);
      countB[n] = (countB[n] as bigint) + c * cnt;
      linesB[n] = (linesB[n] as bigint) + c * win;
      scatterB[n] = (scatterB[n] as bigint) + c * cnt * spB;
      squares[n] = (squares[n] as bigint) + c * (square + 2n * spB * win + spB * spB * cnt);
      hitsB[n] = (hitsB[n] as bigint) + c * (sp > 0 ? cnt : paying);
      if (paying > 0n) addMax(n, (settledMax[g] as number) + sp, c * BigInt(settledMaxCount[g] as number));
      else addMax(n, sp, c * cnt);
    }
  }

  // Prefixes without a live line: only the SCATTER pays, by the total SCATTER count.
  for (let h3 = 0; h3 < headHist.length; h3 += 1) {
    const head = headHist[h3] as number;
    if (head === 0) continue;
    const [sc3, bc3] = [Math.floor(h3 / H3), h3 % H3];
    for (let h2 = 0; h2 < tailHist.length; h2 += 1) {
      const tail = tailHist[h2] as number;
      if (tail === 0) continue;
      const c = BigInt(head) * BigInt(tail);
      const n = bc3 + (h2 % H2);
      const win = scatterPay[sc3 + Math.floor(h2 / H2)] as number;
      countB[n] = (countB[n] as bigint) + c;
      scatterB[n] = (scatterB[n] as bigint) + c * BigInt(win);
      squares[n] = (squares[n] as bigint) + c * BigInt(win * win);
      if (win > 0) hitsB[n] = (hitsB[n] as bigint) + c;
      addMax(n, win, c);
    }
  }

  const byEntry: Record<string, bigint> = {};
  entry.forEach((x, key) => {
    if (x !== 0) byEntry[`${MYSTERY_ELVES_SYMBOL_NAMES[key >> 4] as string}×${key & 15}`] = BigInt(assertSafe(x, 'an entry total'));
  });
  const cycle = reels.reduce((a, r) => a * BigInt(r.length), 1n);
  const total = countB.reduce((a, b) => a + b, 0n);
  if (total !== cycle) throw new Error(`exact maths: ${total} combinations counted, the cycle is ${cycle}`);
  return {
    mode,
    cycle,
    count: countB,
    lines: linesB,
    scatter: scatterB,
    squares,
    hits: hitsB,
    maxWin: Array.from(maxWin),
    maxCount: maxCountB,
    byEntry,
    scatterCount: countDistribution(reels.map((r) => r.scatters)),
  };
}

/** Distribution of a per-reel count summed over independent reels: dist[n] = stop combinations showing n. */
export function countDistribution(perStop: readonly Uint8Array[]): bigint[] {
  let dist = [1n];
  for (const counts of perStop) {
    const byCount = new Array<bigint>(ROWS + 1).fill(0n);
    for (const c of counts) byCount[c] = (byCount[c] as bigint) + 1n;
    const next = new Array<bigint>(dist.length + ROWS).fill(0n);
    dist.forEach((x, n) => byCount.forEach((y, c) => (next[n + c] = (next[n + c] as bigint) + x * y)));
    dist = next;
  }
  while (dist.length < CELLS + 1) dist.push(0n);
  return dist.slice(0, CELLS + 1);
}
