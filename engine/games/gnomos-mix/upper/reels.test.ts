import { totalWeight } from '../../../core/reels';
import { UPPER_REELS, UPPER_STOP_WEIGHTS, UPPER_WEIGHTED_REELS } from './reels';
import { UPPER_SYMBOLS, type UpperSymbol } from './symbols';

/** Stops whose window column shows three equal figures (stop − 1, stop, stop + 1, wrapping). */
function columnStops(strip: readonly UpperSymbol[]): UpperSymbol[] {
  const n = strip.length;
  return strip.filter((s, i) => strip[(i + n - 1) % n] === s && strip[(i + 1) % n] === s);
}

describe('upper reels', () => {
  it('are three strips of 16 figures, every figure on every strip', () => {
    expect(UPPER_REELS).toHaveLength(3);
    for (const strip of UPPER_REELS) {
      expect(strip).toHaveLength(16);
      for (const symbol of UPPER_SYMBOLS) expect(strip).toContain(symbol);
    }
  });

  it('weigh 1024 per reel, every stop able to land, derived from the one reel table', () => {
    UPPER_WEIGHTED_REELS.forEach((reel, r) => {
      expect(totalWeight(UPPER_STOP_WEIGHTS[r] ?? [])).toBe(1024);
      expect(Math.min(...(UPPER_STOP_WEIGHTS[r] ?? []))).toBeGreaterThanOrEqual(1);
      expect(UPPER_REELS[r]).toEqual(reel.map(([s]) => s));
      expect(UPPER_STOP_WEIGHTS[r]).toEqual(reel.map(([, w]) => w));
    });
  });

  it('make column lines possible only for Leaf, Acorn and one minigame figure per reel', () => {
    expect(UPPER_REELS.map((strip) => [...new Set(columnStops(strip))].sort())).toEqual([
      ['acorn', 'leaf', 'mushroom'],
      ['acorn', 'flower', 'leaf'],
      ['acorn', 'leaf', 'log'],
    ]);
  });
});
