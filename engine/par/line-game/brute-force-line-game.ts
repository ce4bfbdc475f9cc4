import type { LineDefinition } from '../definition/game-definition';
import type { BruteForceRange, BruteForceResult } from './brute-force-result';
import { BruteForceTotals } from './brute-force-totals';
import { compileLineGame, type CompiledLineGame } from './compile-line-game';
import { contributionKey } from './line-automaton';
import { suffixScatterCodes, type SuffixScatterCodes } from './suffix-scatter-codes';
import { WIN_RANGES } from './win-ranges';

/**
 * Every stop combination of the base game, enumerated reel by reel (docs/par-definitions.md,
 * "Brute force"). Integer totals, exact.
 *
 * How it stays fast without losing exactness:
 * - Incremental per reel: fixing reel j advances each still-pending line's automaton by one
 *   step and adds the reel's scatter code; nothing is recomputed for deeper reels.
 * - Settled subtrees: once every line is settled, the line win no longer depends on the
 *   remaining reels, only the scatter count does; the subtree is accounted for at once with the
 *   precomputed distribution of scatter codes over the remaining reels (a handful of codes
 *   instead of thousands of combinations). Every combination is still counted exactly once.
 * - Numbers inside, BigInt outside: below a "block depth" d (reels 0 … d−1 fixed) sums are
 *   kept in doubles, d chosen so that maxWin² × (outcomes in a block) < 2^53 and every sum
 *   stays an exact integer (BruteForceTotals).
 */
export function bruteForceLineGame(def: LineDefinition, range?: BruteForceRange): BruteForceResult {
  return new LineEnumeration(compileLineGame(def), range).run();
}

const SAFE = 2 ** 53;

class LineEnumeration {
  private readonly n: number;
  private readonly lines: number;
  private readonly from: number;
  private readonly to: number;
  /** Block depth: sums over combinations sharing reels 0 … d−1 stay in doubles. */
  private readonly d: number;
  /** Weight of reels k … n−1, as a double (exact when k ≥ d) and as BigInt. */
  private readonly suffixNum: Float64Array;
  private readonly suffixBig: bigint[];
  private readonly suffixCodes: SuffixScatterCodes;
  private readonly totals: BruteForceTotals;

  // Per-depth working state, reused: line states, pending lines, scatter code, settled line win.
  private readonly states: Int32Array;
  private readonly live: Int32Array;
  private readonly liveCount: Int32Array;
  private readonly code: Int32Array;
  private readonly settledWin: Float64Array;

  constructor(
    private readonly game: CompiledLineGame,
    range: BruteForceRange | undefined,
  ) {
    const reels = game.base.reels;
    const n = game.reelCount;
    this.n = n;
    this.lines = game.lineCount;
    const len0 = reels.lengths[0] as number;
    this.from = range?.firstReelFrom ?? 0;
    this.to = range?.firstReelTo ?? len0;
    if (!Number.isInteger(this.from) || !Number.isInteger(this.to) || this.from < 0 || this.to > len0 || this.from > this.to) {
      throw new RangeError(`first-reel range [${this.from}, ${this.to}) is not within reel 0's ${len0} stops`);
    }
    const stateCount = game.automaton.settled.length;
    let maxLineWin = 0;
    for (let s = 0; s < stateCount; s += 1) maxLineWin = Math.max(maxLineWin, game.automaton.win[s] as number);
    let maxScatter = 0;
    for (const w of game.scatter.winByCode) maxScatter = Math.max(maxScatter, w);
    const maxWin = maxLineWin * this.lines + maxScatter;
    // The largest amount one outcome can add to any block sum: win², or one count per line.
    const perOutcome = Math.max(maxWin * maxWin, this.lines, 1);

    this.suffixNum = new Float64Array(n + 1);
    this.suffixBig = new Array<bigint>(n + 1).fill(1n);
    this.suffixNum[n] = 1;
    for (let k = n - 1; k >= 0; k -= 1) {
      this.suffixBig[k] = (this.suffixBig[k + 1] as bigint) * BigInt(reels.totals[k] as number);
      this.suffixNum[k] = Number(this.suffixBig[k]);
    }
    let d = 1;
    while (d < n && (this.suffixNum[d] as number) * perOutcome >= SAFE) d += 1;
    if (perOutcome * (this.suffixNum[d] as number) >= SAFE) {
      throw new RangeError(`${game.def.id}: a single outcome can win ${maxWin} line bets; its square is too large for exact brute-force sums`);
    }
    this.d = d;
    this.suffixCodes = suffixScatterCodes(game.base, game.scatter.codeSpace);
    this.totals = new BruteForceTotals(this.lines, maxWin, WIN_RANGES.length, game.scatter.codeSpace, stateCount);

    this.states = new Int32Array((n + 1) * this.lines);
    this.live = new Int32Array((n + 1) * this.lines);
    this.liveCount = new Int32Array(n + 1);
    this.code = new Int32Array(n + 1);
    this.settledWin = new Float64Array(n + 1);
  }

  run(): BruteForceResult {
    const start = this.game.automaton.start;
    for (let l = 0; l < this.lines; l += 1) {
      this.states[l] = start;
      this.live[l] = l;
    }
    this.liveCount[0] = this.lines;
    this.visit(0, 1n, 1);
    return this.result();
  }

  /**
   * Reels 0 … j−1 are fixed; reel j is enumerated. `pb` is the BigInt weight of the fixed reels
   * below the block depth, `wb` the double weight of those at or above it.
   */
  private visit(j: number, pb: bigint, wb: number): void {
    const game = this.game;
    const reels = game.base.reels;
    const { next, settled, win, symbolCount } = game.automaton;
    const n = this.n;
    const L = this.lines;
    const rows = game.rows;
    const window = reels.window;
    const cellOff = reels.cellOffsets[j] as number;
    const stopOff = reels.stopOffsets[j] as number;
    const lineRows = game.lineRows;
    const scodes = game.base.scatterCodes;
    const scatterWin = game.scatter.winByCode;
    const states = this.states;
    const live = this.live;
    const totals = this.totals;
    const inBlock = j + 1 > this.d;
    const last = j + 1 === n;
    const liveHere = this.liveCount[j] as number;
    const from = j === 0 ? this.from : 0;
    const to = j === 0 ? this.to : (reels.lengths[j] as number);
    const suffixNum = this.suffixNum[j + 1] as number;
    const suffixBig = this.suffixBig[j + 1] as bigint;

    for (let stop = from; stop < to; stop += 1) {
      const w = reels.stopWeights[stopOff + stop] as number;
      const pb2 = inBlock ? pb : pb * BigInt(w);
      const wb2 = inBlock ? wb * w : 1;
      const code = (this.code[j] as number) + (scodes[stopOff + stop] as number);
      let lineWin = this.settledWin[j] as number;
      let pending = 0;
      const cellBase = cellOff + stop * rows;
      for (let i = 0; i < liveHere; i += 1) {
        const l = live[j * L + i] as number;
        const state = next[(states[j * L + l] as number) * symbolCount + (window[cellBase + (lineRows[l * n + j] as number)] as number)] as number;
        if (settled[state] === 1) {
          // Settled now: the same win for every outcome below this stop.
          lineWin += win[state] as number;
          if (inBlock) totals.addSettledNum(state, wb2 * suffixNum);
          else totals.addSettledBig(state, pb2 * suffixBig);
        } else {
          states[(j + 1) * L + l] = state;
          live[(j + 1) * L + pending] = l;
          pending += 1;
        }
      }
      if (last) {
        const total = lineWin + (scatterWin[code] as number);
        if (inBlock) totals.addNum(total, code, wb2);
        else totals.addBig(total, code, pb2);
      } else if (pending === 0) {
        this.settledSubtree(j + 1, lineWin, code, pb2, wb2, inBlock);
      } else {
        this.liveCount[j + 1] = pending;
        this.code[j + 1] = code;
        this.settledWin[j + 1] = lineWin;
        this.visit(j + 1, pb2, wb2);
      }
      if (j + 1 === this.d) totals.fold(pb2);
    }
  }

  /** Every line is settled after reels 0 … k−1: only the scatter code of reels k … n−1 still varies. */
  private settledSubtree(k: number, lineWin: number, code: number, pb: bigint, wb: number, inBlock: boolean): void {
    const codes = this.suffixCodes.codes[k] as Int32Array;
    const scatterWin = this.game.scatter.winByCode;
    const totals = this.totals;
    if (inBlock) {
      const ways = this.suffixCodes.waysNum[k] as Float64Array;
      for (let i = 0; i < codes.length; i += 1) {
        const c = code + (codes[i] as number);
        totals.addNum(lineWin + (scatterWin[c] as number), c, wb * (ways[i] as number));
      }
    } else {
      const ways = this.suffixCodes.waysBig[k] as readonly bigint[];
      for (let i = 0; i < codes.length; i += 1) {
        const c = code + (codes[i] as number);
        totals.addBig(lineWin + (scatterWin[c] as number), c, pb * (ways[i] as bigint));
      }
    }
  }

  private result(): BruteForceResult {
    const game = this.game;
    const a = game.automaton;
    const t = this.totals;
    const contributions: Record<string, bigint> = {};
    const addTo = (key: string, amount: bigint): void => {
      if (amount !== 0n) contributions[key] = (contributions[key] ?? 0n) + amount;
    };
    let lineTotal = 0n;
    t.settledCount.forEach((count, state) => {
      const w = a.win[state] as number;
      if (w === 0 || count === 0n) return;
      const amount = count * BigInt(w);
      lineTotal += amount;
      addTo(a.keys[a.key[state] as number] as string, amount);
    });
    let scatterTotal = 0n;
    let triggers = 0n;
    t.codeCount.forEach((count, code) => {
      if (count === 0n) return;
      scatterTotal += count * BigInt(game.scatter.winByCode[code] as number);
      if ((game.scatter.awardByCode[code] as number) > 0) triggers += count;
      game.scatter.entriesByCode[code]?.forEach((entry, k) => {
        if (entry === null) return;
        addTo(contributionKey(game.symbolIds[game.scatter.symbols[k] as number] as string, entry.count), count * BigInt(entry.pay * game.lineCount));
      });
    });
    // Two ways of adding the same wins (per outcome, and per settled line and scatter code) must agree.
    if (lineTotal + scatterTotal !== t.sum) {
      throw new Error(`brute force is inconsistent: lines ${lineTotal} + scatters ${scatterTotal} ≠ outcome wins ${t.sum}`);
    }
    const reels = game.base.reels;
    let firstWeight = 0n;
    for (let stop = this.from; stop < this.to; stop += 1) firstWeight += BigInt(reels.stopWeights[stop] as number);
    let others = 1n;
    for (let r = 1; r < this.n; r += 1) others *= BigInt(reels.lengths[r] as number);
    return {
      definitionId: game.def.id,
      ranges: this.to > this.from ? [[this.from, this.to]] : [],
      cycle: firstWeight * (this.suffixBig[1] as bigint),
      combinations: BigInt(this.to - this.from) * others,
      stakeUnits: BigInt(this.lines),
      components: { 'base-lines': lineTotal, scatter: scatterTotal },
      hits: t.hits,
      sumOfSquares: t.sumSq,
      maxWin: t.max < 0n ? { units: 0n, outcomes: 0n } : { units: t.max, outcomes: t.maxCount },
      histogram: t.rangeCount.map((outcomes, i) => ({ outcomes, win: t.rangeWin[i] as bigint })),
      contributions,
      freeSpinTriggers: triggers,
    };
  }
}
