import { stopForWeightedValue } from '../../../core/reels';
import { DrawRecorder } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { UPPER_BETS } from './bets';
import { UPPER_REELS, UPPER_STOP_WEIGHTS } from './reels';
import { evaluateUpperWindow, spinUpperReels, upperWindow } from './spin';
import type { UpperSymbol } from './symbols';

const G = 'golden-gnome';

describe('spinUpperReels / upperWindow', () => {
  it('draws one weighted stop per reel, recorded, and shows a 3×3 window around them', () => {
    const recorder = new DrawRecorder(new Xoshiro128(11));
    for (let i = 0; i < 200; i += 1) {
      const stops = spinUpperReels(recorder);
      const draws = recorder.take();
      expect(draws.map((d) => d.bound)).toEqual([1024, 1024, 1024]);
      expect(draws.map((d, r) => stopForWeightedValue(UPPER_STOP_WEIGHTS[r] ?? [], d.value))).toEqual(stops);
      const w = upperWindow(stops);
      expect(w).toHaveLength(3);
      w.forEach((column, r) => {
        const strip = UPPER_REELS[r] ?? [];
        const s = stops[r] ?? 0;
        expect(column).toEqual([strip[(s + 15) % 16], strip[s], strip[(s + 1) % 16]]);
      });
    }
  });
});

describe('evaluateUpperWindow', () => {
  it('pays nothing for a window without a line', () => {
    const w: UpperSymbol[][] = [
      ['leaf', 'acorn', 'log'],
      ['acorn', 'log', 'leaf'],
      ['flower', 'leaf', 'acorn'],
    ];
    expect(evaluateUpperWindow(w, '1+5')).toEqual({ lineWins: [], uncappedCents: 0, totalCents: 0, capped: false, minigameTriggers: [] });
  });

  it('adds the wins of every line: rows, columns and diagonals, and names the minigame lines', () => {
    const w: UpperSymbol[][] = [
      ['mushroom', 'mushroom', 'mushroom'],
      ['leaf', 'mushroom', 'acorn'],
      ['leaf', 'clover', 'mushroom'],
    ];
    const out = evaluateUpperWindow(w, '1+5');
    expect(out.lineWins).toEqual([
      { line: 3, lineId: 'reel-1', prizeId: '3-mushroom', cents: 5000 },
      { line: 6, lineId: 'diagonal-down', prizeId: '3-mushroom', cents: 5000 },
    ]);
    expect(out).toMatchObject({ uncappedCents: 10000, totalCents: 10000, capped: false });
    expect(out.minigameTriggers).toEqual([
      { line: 3, lineId: 'reel-1', symbol: 'mushroom' },
      { line: 6, lineId: 'diagonal-down', symbol: 'mushroom' },
    ]);
  });

  it('pays at the chosen bet', () => {
    const w: UpperSymbol[][] = [
      ['leaf', 'pot-of-gold', 'acorn'],
      ['acorn', 'pot-of-gold', 'leaf'],
      ['flower', 'pot-of-gold', 'log'],
    ];
    expect(UPPER_BETS.map((b) => evaluateUpperWindow(w, b.id).totalCents)).toEqual([4000, 25000, 125000, 250000, 500000, 900000]);
    expect(evaluateUpperWindow(w, '1+5').minigameTriggers).toEqual([]);
  });

  it('caps a spin at the bet\'s maximum prize', () => {
    const all: UpperSymbol[][] = [
      [G, G, G],
      [G, G, G],
      [G, G, G],
    ];
    for (const bet of UPPER_BETS) {
      const out = evaluateUpperWindow(all, bet.id);
      expect(out.lineWins).toHaveLength(8);
      expect(out.uncappedCents).toBe(8 * bet.maxPrizeCents);
      expect(out.totalCents).toBe(bet.maxPrizeCents);
      expect(out.capped).toBe(true);
    }
    const mixed: UpperSymbol[][] = [
      [G, 'pot-of-gold', 'leaf'],
      [G, 'pot-of-gold', 'acorn'],
      [G, 'pot-of-gold', 'log'],
    ];
    expect(evaluateUpperWindow(mixed, '0.20+1')).toMatchObject({ uncappedCents: 14000, totalCents: 10000, capped: true });
    expect(evaluateUpperWindow(mixed, '1+5')).toMatchObject({ uncappedCents: 125000, totalCents: 100000, capped: true });
  });
});
