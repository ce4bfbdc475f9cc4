import { stopForWeightedValue } from '../../core/reels';
import { drawInt, type Rng } from '../../core/rng';
import type { CompiledReels } from './compiled-reels';

/**
 * One stop per reel into `out`: one unbiased range draw per reel, over the strip length or,
 * for weighted reels, over the total weight mapped to its stop by the core's weighted draw
 * (stops own consecutive ranges in strip order). Allocation-free: simulations call it per spin.
 */
export function drawStops(rng: Rng, reels: CompiledReels, out: Int32Array): void {
  const weights = reels.weights;
  const n = reels.reelCount;
  for (let r = 0; r < n; r += 1) {
    out[r] =
      weights === null
        ? drawInt(rng, reels.lengths[r] as number)
        : stopForWeightedValue(weights[r] as readonly number[], drawInt(rng, reels.totals[r] as number));
  }
}
