/** Test helpers: an Rng that lands chosen stops, and stops that put a symbol on a row. */
import type { Rng } from '../../core/rng';
import type { MonaLisaSymbol } from '../../../contract/games/mona-lisa-jewels';
import { MONA_LISA_BASE_REELS } from './reels';

/** Each word is drawInt's result as long as it is below the bound (no rejection, no modulo). */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  return {
    nextUint32: () => {
      const v = values[i];
      if (v === undefined) throw new Error('scripted Rng ran out of draws');
      i += 1;
      return v;
    },
  };
}

/** The first stop of `reel` (0-based) whose window shows `symbol` on `row`, at or after `from`. */
export function stopShowing(reel: number, symbol: MonaLisaSymbol, row: number, from = 0): number {
  const strip = MONA_LISA_BASE_REELS[reel] as readonly MonaLisaSymbol[];
  for (let i = 0; i < strip.length; i += 1) {
    const stop = (from + i) % strip.length;
    if (strip[(stop + row) % strip.length] === symbol) return stop;
  }
  throw new RangeError(`reel ${reel + 1} has no ${symbol}`);
}

/** The first stop of `reel` whose window matches `pred`. */
export function stopWhere(reel: number, pred: (window: readonly MonaLisaSymbol[]) => boolean): number {
  const strip = MONA_LISA_BASE_REELS[reel] as readonly MonaLisaSymbol[];
  for (let stop = 0; stop < strip.length; stop += 1) {
    const w = [0, 1, 2].map((r) => strip[(stop + r) % strip.length] as MonaLisaSymbol);
    if (pred(w)) return stop;
  }
  throw new RangeError(`reel ${reel + 1} has no such window`);
}
