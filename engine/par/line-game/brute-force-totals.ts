import { winRangeIndex } from './win-ranges';

/**
 * The brute force's running sums over outcomes. Outcomes deep in the enumeration go into
 * doubles ("block" sums, exact integers because the enumeration keeps every block small enough:
 * maxWin² × outcomes per block < 2^53) and are folded into BigInt once per block, multiplied by
 * the weight of the block's fixed reels; the rare outcomes counted above the block depth go to
 * BigInt directly.
 */
export class BruteForceTotals {
  // Block sums (doubles).
  private bHits = 0;
  private bSum = 0;
  private bSumSq = 0;
  private bMax = -1;
  private bMaxCount = 0;
  private bTouched = false;
  private readonly bRange: Float64Array;
  private readonly bRangeWin: Float64Array;
  private readonly bCode: Float64Array;
  /** Weighted outcomes per settled automaton state (per line), so line wins and contributions follow. */
  private readonly bSettled: Float64Array;

  // Totals (BigInt).
  hits = 0n;
  sum = 0n;
  sumSq = 0n;
  max = -1n;
  maxCount = 0n;
  readonly rangeCount: bigint[];
  readonly rangeWin: bigint[];
  readonly codeCount: bigint[];
  readonly settledCount: bigint[];

  /** Win → histogram range, tabulated when the largest possible win is small enough. */
  private readonly rangeOfWin: Uint8Array | null;

  constructor(
    private readonly stakeUnits: number,
    maxWin: number,
    ranges: number,
    codeSpace: number,
    stateCount: number,
  ) {
    if (maxWin <= 1 << 22) {
      this.rangeOfWin = new Uint8Array(maxWin + 1);
      for (let w = 0; w <= maxWin; w += 1) this.rangeOfWin[w] = winRangeIndex(w, stakeUnits);
    } else this.rangeOfWin = null;
    this.bRange = new Float64Array(ranges);
    this.bRangeWin = new Float64Array(ranges);
    this.bCode = new Float64Array(codeSpace);
    this.bSettled = new Float64Array(stateCount);
    this.rangeCount = new Array<bigint>(ranges).fill(0n);
    this.rangeWin = new Array<bigint>(ranges).fill(0n);
    this.codeCount = new Array<bigint>(codeSpace).fill(0n);
    this.settledCount = new Array<bigint>(stateCount).fill(0n);
  }

  private rangeOf(win: number): number {
    return this.rangeOfWin === null ? winRangeIndex(win, this.stakeUnits) : (this.rangeOfWin[win] as number);
  }

  /** `weight` outcomes with total win `total` and scatter code `code`, inside the current block. */
  addNum(total: number, code: number, weight: number): void {
    this.bTouched = true;
    this.bCode[code] = (this.bCode[code] as number) + weight;
    const r = this.rangeOf(total);
    this.bRange[r] = (this.bRange[r] as number) + weight;
    if (total > 0) {
      const tw = total * weight;
      this.bHits += weight;
      this.bSum += tw;
      this.bSumSq += total * tw;
      this.bRangeWin[r] = (this.bRangeWin[r] as number) + tw;
    }
    if (total > this.bMax) {
      this.bMax = total;
      this.bMaxCount = weight;
    } else if (total === this.bMax) this.bMaxCount += weight;
  }

  /** The same, straight into the totals (outcomes counted above the block depth). */
  addBig(total: number, code: number, weight: bigint): void {
    const t = BigInt(total);
    this.codeCount[code] = (this.codeCount[code] as bigint) + weight;
    const r = this.rangeOf(total);
    this.rangeCount[r] = (this.rangeCount[r] as bigint) + weight;
    if (total > 0) {
      this.hits += weight;
      this.sum += t * weight;
      this.sumSq += t * t * weight;
      this.rangeWin[r] = (this.rangeWin[r] as bigint) + t * weight;
    }
    this.takeMax(t, weight);
  }

  /** A line settled in `state` for `weight` outcomes inside the current block. */
  addSettledNum(state: number, weight: number): void {
    this.bTouched = true;
    this.bSettled[state] = (this.bSettled[state] as number) + weight;
  }

  /** A line settled in `state` for `weight` outcomes, above the block depth. */
  addSettledBig(state: number, weight: bigint): void {
    this.settledCount[state] = (this.settledCount[state] as bigint) + weight;
  }

  private takeMax(t: bigint, weight: bigint): void {
    if (t > this.max) {
      this.max = t;
      this.maxCount = weight;
    } else if (t === this.max) this.maxCount += weight;
  }

  /** Adds the block's doubles, each × the block's prefix weight `pb`, to the totals, and clears them. */
  fold(pb: bigint): void {
    if (!this.bTouched) return;
    const big = (x: number): bigint => BigInt(x) * pb;
    this.hits += big(this.bHits);
    this.sum += big(this.bSum);
    this.sumSq += big(this.bSumSq);
    if (this.bMax >= 0) this.takeMax(BigInt(this.bMax), big(this.bMaxCount));
    foldArray(this.bRange, this.rangeCount, pb);
    foldArray(this.bRangeWin, this.rangeWin, pb);
    foldArray(this.bCode, this.codeCount, pb);
    foldArray(this.bSettled, this.settledCount, pb);
    this.bHits = 0;
    this.bSum = 0;
    this.bSumSq = 0;
    this.bMax = -1;
    this.bMaxCount = 0;
    this.bTouched = false;
  }
}

function foldArray(block: Float64Array, totals: bigint[], pb: bigint): void {
  for (let i = 0; i < block.length; i += 1) {
    const x = block[i] as number;
    if (x !== 0) {
      totals[i] = (totals[i] as bigint) + BigInt(x) * pb;
      block[i] = 0;
    }
  }
}
