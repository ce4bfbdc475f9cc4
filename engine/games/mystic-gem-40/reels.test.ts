import { MYSTIC_GEM_MODES } from './maths';
import { checkStrips, MYSTIC_GEM_REELS, MYSTIC_GEM_STRIP_INDICES } from './reels';
import { GEM, STAR, symbolIndex, WILD } from './symbols';

/** Symbols of every 4-stop window of a strip. */
function windows(strip: readonly number[]): number[][] {
  return strip.map((_, stop) => [0, 1, 2, 3].map((row) => strip[(stop + row) % strip.length] as number));
}
const count = (w: readonly number[], s: number): number => w.filter((x) => x === s).length;

describe('the strips', () => {
  it('base: WILD only on reels 2–4, STAR only on reels 1, 3, 5, GEM on all five', () => {
    const base = MYSTIC_GEM_STRIP_INDICES.base;
    base.forEach((strip, reel) => {
      expect(strip.includes(WILD)).toBe([1, 2, 3].includes(reel));
      expect(strip.includes(STAR)).toBe([0, 2, 4].includes(reel));
      expect(strip.includes(GEM)).toBe(true);
    });
  });

  it('base: a window holds at most one WILD, one GEM, one STAR, and never a WILD with a scatter', () => {
    for (const strip of MYSTIC_GEM_STRIP_INDICES.base) {
      for (const w of windows(strip)) {
        expect(count(w, WILD)).toBeLessThanOrEqual(1);
        expect(count(w, GEM)).toBeLessThanOrEqual(1);
        expect(count(w, STAR)).toBeLessThanOrEqual(1);
        if (w.includes(WILD)) expect(w.includes(GEM) || w.includes(STAR)).toBe(false);
      }
    }
  });

  it('every buy and guaranteed mode has its own five strips without WILD or scatters', () => {
    for (const mode of MYSTIC_GEM_MODES.filter((m) => m !== 'base')) {
      const strips = MYSTIC_GEM_STRIP_INDICES[mode];
      expect(strips).toHaveLength(5);
      for (const strip of strips) for (const s of [WILD, GEM, STAR]) expect(strip.includes(s)).toBe(false);
    }
    expect(MYSTIC_GEM_REELS.buy1).not.toBe(MYSTIC_GEM_REELS.guaranteed1);
  });

  it('refuses strips that break the rules', () => {
    const plain = 'SEVEN MELON GRAPES BELL PLUM ORANGE LEMON CHERRY'.split(' ').map(symbolIndex);
    const five = (reel2: number[]): number[][] => [plain, reel2, plain, plain, plain];
    expect(() => checkStrips('base', five([...plain]))).not.toThrow();
    expect(() => checkStrips('base', [[WILD, ...plain], plain, plain, plain, plain])).toThrow(/WILD cannot stand on this reel/);
    expect(() => checkStrips('base', five([WILD, 3, 4, WILD, ...plain]))).toThrow(/share a window/);
    expect(() => checkStrips('base', five([WILD, 3, GEM, ...plain]))).toThrow(/share a window/);
    expect(() => checkStrips('base', five([STAR, ...plain]))).toThrow(/STAR cannot stand/);
    expect(() => checkStrips('base', five([GEM, ...plain.slice(0, 3), GEM, ...plain.slice(3)]))).not.toThrow();
    expect(() => checkStrips('buy1', five([GEM, ...plain]))).toThrow(/hold no GEM/);
  });
});
