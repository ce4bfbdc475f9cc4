/**
 * The exact return of every bet mode and WILD placement, by linearity: a line's expected win
 * needs only each reel's distribution of the symbol shown on that line's row (after expansion),
 * because the reels are drawn independently. So a line is summed over the 11^5 symbol
 * combinations weighted by integer stop counts (prefixes that cannot pay are skipped), never
 * over the ~10^9 stop combinations. Scatters count per reel (at most one of each per window),
 * so their distribution is a product too.
 *
 * Hits need the joint window: every line pays from 3 of a kind, so whether any line pays is
 * decided by reels 1–3 alone, and those are enumerated stop by stop (≤ 70^3 windows; the bought
 * WILD reels are fixed). In the base game a spin without a line win still hits when the scatters
 * pay, which reels 4 and 5 settle by their scatter counts.
 *
 * GUARANTEED PRIZES redraws the free reels until a line pays, so the shown game is the draw
 * conditioned on a line paying: its expected win is E[win] ÷ P(a line pays), per placement.
 *
 * Sums over a cycle stay below 2^53 (asserted) while they are accumulated as doubles; every
 * result is a BigInt or an exact fraction.
 */
import { lineEvaluator, MYSTIC_GEM_MODE_SPECS, MYSTIC_GEM_MODES, REELS, ROWS, type MysticGemMaths, type MysticGemMode } from '../maths';
import { MIN_LINE_COUNT } from '../paytable';
import { GEM, MYSTIC_GEM_SYMBOLS, STAR, SYMBOL_COUNT, WILD } from '../symbols';
import { div, mul, q, sum, type Q } from '../../../core/rational';

const S = SYMBOL_COUNT;
const LINES_PER_TOTAL_BET = 40;

/** A reel as the exact maths sees it: per row, how many stops show each symbol (after expansion). */
export interface ReelRows {
  readonly length: number;
  /** counts[row × S + symbol]. */
  readonly counts: Float64Array;
  /** The window of each stop after expansion: windows[stop × ROWS + row]. */
  readonly windows: Int32Array;
  /** 1 when the stop's window holds a GEM / a STAR. */
  readonly gem: Uint8Array;
  readonly star: Uint8Array;
}

/** A strip's windows after expansion: a window holding a WILD shows WILD on every row. */
export function reelRows(strip: readonly number[]): ReelRows {
  const length = strip.length;
  const windows = new Int32Array(length * ROWS);
  const counts = new Float64Array(ROWS * S);
  const gem = new Uint8Array(length);
  const star = new Uint8Array(length);
  for (let stop = 0; stop < length; stop += 1) {
    let wild = false;
    for (let row = 0; row < ROWS; row += 1) {
      const s = strip[(stop + row) % length] as number;
      windows[stop * ROWS + row] = s;
      if (s === WILD) wild = true;
      if (s === GEM) gem[stop] = 1;
      if (s === STAR) star[stop] = 1;
    }
    for (let row = 0; row < ROWS; row += 1) {
      if (wild) windows[stop * ROWS + row] = WILD;
      const i = row * S + (windows[stop * ROWS + row] as number);
      counts[i] = (counts[i] as number) + 1;
    }
  }
  return { length, counts, windows, gem, star };
}

/** A bought WILD reel: one outcome, WILD on every row. */
export function wildReelRows(): ReelRows {
  const counts = new Float64Array(ROWS * S);
  for (let row = 0; row < ROWS; row += 1) counts[row * S + WILD] = 1;
  return { length: 1, counts, windows: new Int32Array(ROWS).fill(WILD), gem: new Uint8Array(1), star: new Uint8Array(1) };
}

interface Tables {
  /** Packed best win of every 5-symbol line (engine/core/line-pays.ts). */
  readonly table: Int32Array;
  /** 1 when a line starting with these 3 symbols pays (every pay needs 3 of a kind). */
  readonly live3: Uint8Array;
}

const tablesByPays = new WeakMap<readonly (readonly number[])[], Tables>();
export function lineTables(pays: readonly (readonly number[])[]): Tables {
  let t = tablesByPays.get(pays);
  if (t === undefined) {
    for (const row of pays) for (let c = 1; c < MIN_LINE_COUNT; c += 1) if ((row[c] ?? 0) > 0) throw new RangeError(`the exact maths needs every line pay to start at ${MIN_LINE_COUNT} of a kind`);
    const table = lineEvaluator(pays).table();
    const tail = S * S;
    const live3 = new Uint8Array(S ** 3);
    for (let p = 0; p < live3.length; p += 1) {
      for (let i = p * tail; i < (p + 1) * tail; i += 1) {
        if (table[i] !== 0) {
          live3[p] = 1;
          break;
        }
      }
    }
    t = { table, live3 };
    tablesByPays.set(pays, t);
  }
  return t;
}

function assertSafe(x: number, what: string): number {
  if (!Number.isSafeInteger(x)) throw new RangeError(`exact maths: ${what} left the safe integers (${x})`);
  return x;
}

export interface LineTotals {
  /** Line wins over the cycle in line-bet multiples (all 40 lines). */
  readonly total: bigint;
  /** By paytable entry, "SEVEN×5" → line-bet multiples over the cycle. */
  readonly byEntry: Readonly<Record<string, bigint>>;
}

/** Σ over the cycle (Π reel lengths) of the 40 lines' wins. */
export function lineTotals(reels: readonly ReelRows[], maths: MysticGemMaths): LineTotals {
  const { table, live3 } = lineTables(maths.linePays);
  const entry = new Float64Array(S * (REELS + 1));
  for (const rows of maths.lines) {
    const v = rows.map((row, k) => (reels[k] as ReelRows).counts.subarray(row * S, row * S + S));
    const [v0, v1, v2, v3, v4] = v as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
    for (let a = 0; a < S; a += 1) {
      const pa = v0[a] as number;
      if (pa === 0) continue;
      for (let b = 0; b < S; b += 1) {
        const pb = pa * (v1[b] as number);
        if (pb === 0) continue;
        for (let c = 0; c < S; c += 1) {
          const pc = pb * (v2[c] as number);
          const p3 = (a * S + b) * S + c;
          if (pc === 0 || live3[p3] === 0) continue;
          for (let d = 0; d < S; d += 1) {
            const pd = pc * (v3[d] as number);
            if (pd === 0) continue;
            const base = (p3 * S + d) * S;
            for (let e = 0; e < S; e += 1) {
              const w = table[base + e] as number;
              if (w === 0) continue;
              const pe = pd * (v4[e] as number);
              if (pe === 0) continue;
              const k = ((w >> 8) & 15) * (REELS + 1) + ((w >> 4) & 15);
              entry[k] = (entry[k] as number) + pe * (w >>> 12);
            }
          }
        }
      }
    }
  }
  const byEntry: Record<string, bigint> = {};
  let total = 0n;
  entry.forEach((x, k) => {
    if (x === 0) return;
    const value = BigInt(assertSafe(x, 'a line total'));
    byEntry[`${MYSTIC_GEM_SYMBOLS[Math.floor(k / (REELS + 1))] as string}×${k % (REELS + 1)}`] = value;
    total += value;
  });
  return { total, byEntry };
}

/**
 * Over reels 1–3's stop combinations (a bought reel has one): how many pay on some line, and of
 * those that do not, how many show g GEMs and t STARs (noLine[g × 4 + t]).
 */
export function firstThreeReels(reels: readonly ReelRows[], maths: MysticGemMaths): { lineHits: number; noLine: Float64Array } {
  const { live3 } = lineTables(maths.linePays);
  const [r1, r2, r3] = reels as [ReelRows, ReelRows, ReelRows];
  const lineCount = maths.lines.length;
  const row0 = Int32Array.from(maths.lines, (l) => l[0] as number);
  const row1 = Int32Array.from(maths.lines, (l) => l[1] as number);
  const row2 = Int32Array.from(maths.lines, (l) => l[2] as number);
  const prefix = new Int32Array(lineCount);
  const noLine = new Float64Array(4 * 4);
  let lineHits = 0;
  for (let i = 0; i < r1.length; i += 1) {
    for (let j = 0; j < r2.length; j += 1) {
      for (let l = 0; l < lineCount; l += 1) {
        prefix[l] = ((r1.windows[i * ROWS + (row0[l] as number)] as number) * S + (r2.windows[j * ROWS + (row1[l] as number)] as number)) * S;
      }
      const g12 = (r1.gem[i] as number) + (r2.gem[j] as number);
      const t12 = (r1.star[i] as number) + (r2.star[j] as number);
      for (let k = 0; k < r3.length; k += 1) {
        const w3 = k * ROWS;
        let hit = false;
        for (let l = 0; l < lineCount; l += 1) {
          if (live3[(prefix[l] as number) + (r3.windows[w3 + (row2[l] as number)] as number)] === 1) {
            hit = true;
            break;
          }
        }
        if (hit) lineHits += 1;
        else {
          const cell = (g12 + (r3.gem[k] as number)) * 4 + t12 + (r3.star[k] as number);
          noLine[cell] = (noLine[cell] as number) + 1;
        }
      }
    }
  }
  return { lineHits, noLine };
}

export interface BaseExact {
  /** Stop combinations of the five base reels. */
  readonly cycle: bigint;
  /** Over the cycle: line wins in line-bet multiples, scatter wins in total-bet multiples. */
  readonly lines: LineTotals;
  readonly gem: bigint;
  readonly star: bigint;
  /** Scatter wins over the cycle in total-bet multiples by entry, "GEM×3" … "STAR×3". */
  readonly scatterByEntry: Readonly<Record<string, bigint>>;
  /** Stop combinations that pay anything (a line or a scatter). */
  readonly hits: bigint;
  /** Stop combinations with a line win. */
  readonly lineHits: bigint;
  /** Stop combinations that pay 3+ GEMs, 3 STARs. */
  readonly gemHits: bigint;
  readonly starHits: bigint;
  /** RTP (win ÷ total bet) of the lines, the GEMs, the STARs, and all. */
  readonly rtpLines: Q;
  readonly rtpGem: Q;
  readonly rtpStar: Q;
  readonly rtp: Q;
}

/** Distribution of a count of independent 0/1 events per reel: dist[n] = stop combinations showing n. */
function countDistribution(perReel: readonly { length: number; ones: number }[]): bigint[] {
  let dist = [1n];
  for (const { length, ones } of perReel) {
    const next = new Array<bigint>(dist.length + 1).fill(0n);
    dist.forEach((x, n) => {
      next[n] = (next[n] as bigint) + x * BigInt(length - ones);
      next[n + 1] = (next[n + 1] as bigint) + x * BigInt(ones);
    });
    dist = next;
  }
  return dist;
}

const onesOf = (a: Uint8Array): number => a.reduce((x, y) => x + y, 0);

export function baseExact(maths: MysticGemMaths): BaseExact {
  const reels = maths.strips.base.map(reelRows);
  const lengths = reels.map((r) => BigInt(r.length));
  const cycle = lengths.reduce((a, b) => a * b, 1n);
  const lines = lineTotals(reels, maths);
  const gemDist = countDistribution(reels.map((r) => ({ length: r.length, ones: onesOf(r.gem) })));
  const starDist = countDistribution(maths.starReels.map((k) => ({ length: (reels[k] as ReelRows).length, ones: onesOf((reels[k] as ReelRows).star) })));
  const starOthers = reels.reduce((a, r, k) => (maths.starReels.includes(k) ? a : a * BigInt(r.length)), 1n);
  const gemPay = (n: number): number => maths.gemPays[Math.min(n, maths.gemPays.length - 1)] ?? 0;
  const starPay = (n: number): number => maths.starPays[Math.min(n, maths.starPays.length - 1)] ?? 0;
  let gem = 0n;
  let gemHits = 0n;
  const scatterByEntry: Record<string, bigint> = {};
  gemDist.forEach((x, n) => {
    gem += x * BigInt(gemPay(n));
    if (gemPay(n) > 0) {
      gemHits += x;
      scatterByEntry[`GEM×${n}`] = x * BigInt(gemPay(n));
    }
  });
  let star = 0n;
  let starHits = 0n;
  starDist.forEach((x, n) => {
    star += x * starOthers * BigInt(starPay(n));
    if (starPay(n) > 0) {
      starHits += x * starOthers;
      scatterByEntry[`STAR×${n}`] = x * starOthers * BigInt(starPay(n));
    }
  });

  // Hits: reels 1–3 decide the lines; a spin without a line win hits when reels 4–5 complete a scatter pay.
  const { lineHits, noLine } = firstThreeReels(reels, maths);
  const [r4, r5] = [reels[3] as ReelRows, reels[4] as ReelRows];
  let hits = BigInt(lineHits) * lengths[3]! * lengths[4]!;
  for (let g = 0; g < 4; g += 1) {
    for (let t = 0; t < 4; t += 1) {
      const n = noLine[g * 4 + t] as number;
      if (n === 0) continue;
      let tails = 0;
      for (let d = 0; d < r4.length; d += 1) {
        for (let e = 0; e < r5.length; e += 1) {
          const gems = g + (r4.gem[d] as number) + (r5.gem[e] as number);
          const stars = t + (maths.starReels.includes(3) ? (r4.star[d] as number) : 0) + (maths.starReels.includes(4) ? (r5.star[e] as number) : 0);
          if (gemPay(gems) > 0 || starPay(stars) > 0) tails += 1;
        }
      }
      hits += BigInt(assertSafe(n * tails, 'scatter hits'));
    }
  }
  const stake = cycle; // one total bet per stop combination
  const rtpLines = q(lines.total, stake * BigInt(LINES_PER_TOTAL_BET));
  const rtpGem = q(gem, stake);
  const rtpStar = q(star, stake);
  return {
    cycle,
    lines,
    gem,
    star,
    scatterByEntry,
    hits,
    lineHits: BigInt(lineHits) * lengths[3]! * lengths[4]!,
    gemHits,
    starHits,
    rtpLines,
    rtpGem,
    rtpStar,
    rtp: sum([rtpLines, rtpGem, rtpStar]),
  };
}

export interface PlacementExact {
  /** 0-based WILD reels. */
  readonly wildReels: readonly number[];
  /** Stop combinations of the free reels. */
  readonly cycle: bigint;
  /** Line wins over the cycle, in line-bet multiples. */
  readonly lineWin: bigint;
  /** Stop combinations where a line pays. */
  readonly lineHits: bigint;
  /** P(a line pays) on one draw of the free reels. */
  readonly lineHitRate: Q;
  /** The win of a game with this placement, in total bets (guaranteed: of the paid last draw). */
  readonly meanWin: Q;
  /** meanWin ÷ the price. */
  readonly rtp: Q;
  /** Guaranteed modes: draws per game on average (1 ÷ P(a line pays)); 1 otherwise. */
  readonly drawsPerGame: Q;
  readonly byEntry: Readonly<Record<string, bigint>>;
}

export interface ModeExact {
  readonly mode: MysticGemMode;
  readonly price: Q;
  readonly placements: readonly PlacementExact[];
  /** The mode's win in total bets per game, its RTP (÷ price), P(a game pays). */
  readonly meanWin: Q;
  readonly rtp: Q;
  readonly hitRate: Q;
  readonly drawsPerGame: Q;
}

export function placementExact(maths: MysticGemMaths, mode: MysticGemMode, wildReels: readonly number[]): PlacementExact {
  const spec = MYSTIC_GEM_MODE_SPECS[mode];
  const reels = maths.strips[mode].map((strip, k) => (wildReels.includes(k) ? wildReelRows() : reelRows(strip)));
  for (const r of reels) if (r.gem.some((x) => x !== 0) || r.star.some((x) => x !== 0)) throw new RangeError(`${mode}: a bought game shows no scatter`);
  const cycle = reels.reduce((a, r) => a * BigInt(r.length), 1n);
  const lines = lineTotals(reels, maths);
  const { lineHits: firstThree } = firstThreeReels(reels, maths);
  const lineHits = BigInt(firstThree) * BigInt((reels[3] as ReelRows).length) * BigInt((reels[4] as ReelRows).length);
  if (lineHits === 0n) throw new RangeError(`${mode} with WILD on reels ${wildReels.map((k) => k + 1).join('+')}: no line can pay`);
  const lineHitRate = q(lineHits, cycle);
  const price = q(spec.price.num, spec.price.den);
  // Win per draw in total bets; a guaranteed game is the draw given that a line pays.
  const perDraw = q(lines.total, cycle * BigInt(LINES_PER_TOTAL_BET));
  const meanWin = spec.guaranteed ? div(perDraw, lineHitRate) : perDraw;
  return {
    wildReels,
    cycle,
    lineWin: lines.total,
    lineHits,
    lineHitRate,
    meanWin,
    rtp: div(meanWin, price),
    drawsPerGame: spec.guaranteed ? div(q(1), lineHitRate) : q(1),
    byEntry: lines.byEntry,
  };
}

export function modeExact(maths: MysticGemMaths, mode: MysticGemMode): ModeExact {
  const spec = MYSTIC_GEM_MODE_SPECS[mode];
  const price = q(spec.price.num, spec.price.den);
  if (mode === 'base') {
    const b = baseExact(maths);
    return { mode, price, placements: [], meanWin: b.rtp, rtp: b.rtp, hitRate: q(b.hits, b.cycle), drawsPerGame: q(1) };
  }
  const placements = spec.placements.map((p) => placementExact(maths, mode, p));
  const share = q(1, placements.length);
  const meanWin = mul(sum(placements.map((p) => p.meanWin)), share);
  const hitRate = spec.guaranteed ? q(1) : mul(sum(placements.map((p) => p.lineHitRate)), share);
  const drawsPerGame = mul(sum(placements.map((p) => p.drawsPerGame)), share);
  return { mode, price, placements, meanWin, rtp: div(meanWin, price), hitRate, drawsPerGame };
}

export function allModesExact(maths: MysticGemMaths): Record<MysticGemMode, ModeExact> {
  const out = {} as Record<MysticGemMode, ModeExact>;
  for (const mode of MYSTIC_GEM_MODES) out[mode] = modeExact(maths, mode);
  return out;
}

