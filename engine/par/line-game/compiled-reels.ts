import type { ReelSet } from '../definition/game-definition';

/**
 * A reel set laid out for hot loops: what every row shows for every stop, as bytes, so a
 * spin reads its window without building arrays. Shared by the line and cluster evaluators
 * (a cluster grid is a reel set whose reels are its columns).
 *
 * Window convention (docs/par-definitions.md): a reel stopped at `stop` shows strip indices
 * stop, stop + 1, …, stop + rows − 1 from the top row down, wrapping round the strip; this is
 * `windowAt(strips, stops, 0, rows − 1)` of engine/core/reels.ts.
 */
export interface CompiledReels {
  readonly reelCount: number;
  readonly rows: number;
  /** Stops per reel. */
  readonly lengths: Int32Array;
  /** Where reel r's stops start in `window` (in cells) and in per-stop arrays (in stops). */
  readonly cellOffsets: Int32Array;
  readonly stopOffsets: Int32Array;
  /** window[cellOffsets[r] + stop × rows + row] = symbol index shown at `row` when reel r stops at `stop`. */
  readonly window: Uint8Array;
  /** Landing weight per stop, flat like the per-stop arrays (all 1 for unweighted reels). */
  readonly stopWeights: Float64Array;
  /** Total weight per reel (the strip length for unweighted reels). */
  readonly totals: readonly number[];
  /** The definition's weights, for the core's weighted draw; null when every stop is equally likely. */
  readonly weights: readonly (readonly number[])[] | null;
}

export function compileReels(reels: ReelSet, rows: number, symbolIndex: ReadonlyMap<string, number>): CompiledReels {
  const reelCount = reels.strips.length;
  const lengths = new Int32Array(reelCount);
  const cellOffsets = new Int32Array(reelCount);
  const stopOffsets = new Int32Array(reelCount);
  let cells = 0;
  let stops = 0;
  reels.strips.forEach((strip, r) => {
    lengths[r] = strip.length;
    cellOffsets[r] = cells;
    stopOffsets[r] = stops;
    cells += strip.length * rows;
    stops += strip.length;
  });
  const window = new Uint8Array(cells);
  const stopWeights = new Float64Array(stops);
  const totals: number[] = [];
  reels.strips.forEach((strip, r) => {
    const len = strip.length;
    let total = 0;
    for (let stop = 0; stop < len; stop += 1) {
      for (let row = 0; row < rows; row += 1) {
        const id = strip[(stop + row) % len] as string;
        window[(cellOffsets[r] as number) + stop * rows + row] = symbolIndex.get(id) as number;
      }
      const w = reels.weights === null ? 1 : (reels.weights[r]?.[stop] as number);
      stopWeights[(stopOffsets[r] as number) + stop] = w;
      total += w;
    }
    totals.push(total);
  });
  return { reelCount, rows, lengths, cellOffsets, stopOffsets, window, stopWeights, totals, weights: reels.weights };
}
