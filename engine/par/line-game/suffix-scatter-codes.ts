import type { CompiledReelSet } from './compile-line-game';

/**
 * For every k ≥ 1, the scatter codes the reels k … n−1 can show together and the weighted
 * number of ways each occurs (a BigInt convolution, once per game). The brute force uses them to
 * account for a whole subtree at once when only the scatter count can still change.
 */
export interface SuffixScatterCodes {
  /** codes[k]: the codes with at least one way (reels k … n−1). */
  readonly codes: readonly Int32Array[];
  /** ways[k][i] for codes[k][i], as BigInt and as a double (exact below 2^53). */
  readonly waysBig: readonly (readonly bigint[])[];
  readonly waysNum: readonly Float64Array[];
}

export function suffixScatterCodes(set: CompiledReelSet, codeSpace: number): SuffixScatterCodes {
  const reels = set.reels;
  const codes: Int32Array[] = [];
  const waysBig: bigint[][] = [];
  const waysNum: Float64Array[] = [];
  let dist: bigint[] = new Array<bigint>(codeSpace).fill(0n);
  dist[0] = 1n;
  for (let k = reels.reelCount - 1; k >= 1; k -= 1) {
    const next = new Array<bigint>(codeSpace).fill(0n);
    const off = reels.stopOffsets[k] as number;
    for (let stop = 0; stop < (reels.lengths[k] as number); stop += 1) {
      const c = set.scatterCodes[off + stop] as number;
      const w = BigInt(reels.stopWeights[off + stop] as number);
      dist.forEach((x, code) => {
        if (x !== 0n) next[code + c] = (next[code + c] as bigint) + x * w;
      });
    }
    dist = next;
    const nonZero = dist.map((x, code) => [code, x] as const).filter(([, x]) => x !== 0n);
    codes[k] = Int32Array.from(nonZero.map(([code]) => code));
    waysBig[k] = nonZero.map(([, x]) => x);
    waysNum[k] = Float64Array.from(nonZero.map(([, x]) => Number(x)));
  }
  return { codes, waysBig, waysNum };
}
