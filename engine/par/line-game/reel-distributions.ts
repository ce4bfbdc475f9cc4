import type { ReelSet } from '../definition/game-definition';

/**
 * Symbol distributions read straight from the definition's strips (not from the compiled
 * tables, so the exact figures do not share the evaluator's data path). A reel stopped at
 * `stop` shows strip index stop + row on `row`; each stop has its weight (1 when unweighted).
 */

/** Weight of each stop of reel r. */
export function stopWeightsOf(reels: ReelSet, r: number): bigint[] {
  const strip = reels.strips[r] ?? [];
  return strip.map((_, stop) => BigInt(reels.weights === null ? 1 : (reels.weights[r]?.[stop] ?? 0)));
}

/** Total weight of reel r: the number of equally likely outcomes of that reel. */
export function reelTotal(reels: ReelSet, r: number): bigint {
  return stopWeightsOf(reels, r).reduce((a, b) => a + b, 0n);
}

/** Product of the reel totals: the cycle of equally likely outcomes of one spin. */
export function cycleOf(reels: ReelSet): bigint {
  return reels.strips.reduce((acc, _, r) => acc * reelTotal(reels, r), 1n);
}

/** symbol id → total weight of the stops that show it on `row` of reel r. */
export function rowDistribution(reels: ReelSet, r: number, row: number): Map<string, bigint> {
  const strip = reels.strips[r] ?? [];
  const weights = stopWeightsOf(reels, r);
  const out = new Map<string, bigint>();
  strip.forEach((_, stop) => {
    const id = strip[(stop + row) % strip.length] as string;
    out.set(id, (out.get(id) ?? 0n) + (weights[stop] as bigint));
  });
  return out;
}

/** count → total weight of the stops of reel r whose window shows `count` of `symbolId`. */
export function windowCountDistribution(reels: ReelSet, r: number, rows: number, symbolId: string): bigint[] {
  const strip = reels.strips[r] ?? [];
  const weights = stopWeightsOf(reels, r);
  const out: bigint[] = new Array<bigint>(rows + 1).fill(0n);
  strip.forEach((_, stop) => {
    let count = 0;
    for (let row = 0; row < rows; row += 1) if (strip[(stop + row) % strip.length] === symbolId) count += 1;
    out[count] = (out[count] as bigint) + (weights[stop] as bigint);
  });
  return out;
}

/** Distribution of a sum of independent counts: (a ∗ b)[k] = Σ a[i]·b[k − i]. */
export function convolve(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  const out: bigint[] = new Array<bigint>(a.length + b.length - 1).fill(0n);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] as bigint) + x * y)));
  return out;
}

/** Distribution of the number of `symbolId` in the whole window, over all reels (weights as counts). */
export function scatterCountDistribution(reels: ReelSet, rows: number, symbolId: string): bigint[] {
  let dist: bigint[] = [1n];
  reels.strips.forEach((_, r) => (dist = convolve(dist, windowCountDistribution(reels, r, rows, symbolId))));
  return dist;
}
