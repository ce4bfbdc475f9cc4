import type { Rng } from '../../core/rng';
import { Xoshiro128 } from '../../core/xoshiro128';
import { drawBounds, ELVES_PLACES, ELVES_VALUE_TIMES, isElvesBonus } from './bonus';
import { ELVES_MATHS } from './maths';
import { ELVES_BUY_PRICE_TIMES, MYSTERY_ELVES_REELS, playElvesSpin } from './spin';

/** An Rng whose next words are set by the test (each below its draw's bound, so each word is the draw). */
class Scripted implements Rng {
  private i = 0;
  constructor(private readonly words: readonly number[]) {}
  nextUint32(): number {
    const w = this.words[this.i++];
    if (w === undefined) throw new Error('script ran out');
    return w;
  }
}

const bounds = drawBounds();

describe('playElvesSpin', () => {
  it('shows the window of the drawn stops and a bonus exactly where it shows BONUS, kinds drawn place by place', () => {
    const rng = new Xoshiro128('elves-spin');
    const wrong: string[] = [];
    let triggered = 0;
    // One expect per disagreement only: deep equality per game would dominate the run.
    const check = (ok: boolean, what: string): void => {
      if (!ok) wrong.push(what);
    };
    for (let g = 0; g < 3000; g += 1) {
      const r = playElvesSpin(rng, 20, 'base');
      const window = r.stops.map((stop, reel) => {
        const strip = MYSTERY_ELVES_REELS.base[reel] as readonly string[];
        return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
      });
      check(JSON.stringify(window) === JSON.stringify(r.window), `game ${g}: window`);
      check(r.bonuses.length === ELVES_PLACES, `game ${g}: places`);
      r.bonuses.forEach((b, place) => {
        check((b !== null) === (r.window[Math.floor(place / 3)]?.[place % 3] === 'BONUS'), `game ${g} place ${place}: bonus without BONUS`);
        if (b !== null) check(isElvesBonus(b), `game ${g} place ${place}: not a bonus`);
      });
      check(r.bonusCount === r.bonuses.filter((b) => b !== null).length && r.triggered === r.bonusCount >= 6 && r.spinDraws === 1, `game ${g}: counts`);
      // Five stop draws, then one kind draw per BONUS.
      check(r.draws.length === 5 + r.bonusCount && r.draws.slice(0, 5).every((d, k) => d.bound === ELVES_MATHS.strips.base[k]?.length), `game ${g}: draws`);
      check(r.winCents === r.lineWins.reduce((a, w) => a + w.cents, 0) + r.scatterWins.reduce((a, w) => a + w.cents, 0) && r.winCents % 2 === 0, `game ${g}: win`);
      if (r.triggered) triggered += 1;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(triggered).toBeGreaterThan(0);
    // Plain JSON: what a snapshot keeps is what it gives back.
    const r = playElvesSpin(new Xoshiro128(3), 10, 'buy');
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('never puts two Multiplying bonuses on one window: after one, the kind is drawn without its entry', () => {
    const rng = new Xoshiro128('elves-multiplying');
    let windows = 0;
    let wrong = 0;
    for (let g = 0; g < 3000; g += 1) {
      const r = playElvesSpin(rng, 10, 'buy');
      const kinds = r.bonuses.filter((b) => b !== null);
      const multipliers = kinds.filter((b) => b?.kind === 'multiplier').length;
      const first = kinds.findIndex((b) => b?.kind === 'multiplier');
      const kindDraws = r.draws.slice(r.draws.length - r.bonusCount);
      if (multipliers > 1 || kindDraws.some((d, i) => d.bound !== (first >= 0 && i > first ? bounds.kindWithoutMultiplier : bounds.kind))) wrong += 1;
      if (multipliers === 1) windows += 1;
    }
    expect(wrong).toBe(0);
    expect(windows).toBeGreaterThan(100);
  });

  it('scripted: every kind word the full table reads as Multiplying lands one Multiplying, the rest without it', () => {
    // The stops of a bought spin that triggers, then every kind word = the kind table's last value.
    const found = playElvesSpin(new Xoshiro128(8), 10, 'buy');
    const words = [...found.stops, ...new Array<number>(found.bonusCount).fill(bounds.kind - 1)];
    const r = playElvesSpin(new Scripted(words), 10, 'buy');
    expect(r.stops).toEqual(found.stops);
    expect(r.bonuses.filter((b) => b?.kind === 'multiplier')).toHaveLength(1);
    // The first BONUS takes the Multiplying entry; the same word over the smaller table is a value or Mystery.
    expect(r.bonuses.find((b) => b !== null)).toEqual({ kind: 'multiplier' });
    expect(r.draws.slice(5).map((d) => d.bound)).toEqual([bounds.kind, ...new Array<number>(found.bonusCount - 1).fill(bounds.kindWithoutMultiplier)]);
  });

  it('buys a spin drawn among the windows with 6+ BONUS: every draw recorded, spinDraws counted', () => {
    const rng = new Xoshiro128('elves-buy');
    let redrawn = 0;
    for (let g = 0; g < 1000; g += 1) {
      const r = playElvesSpin(rng, 50, 'buy');
      expect(r.mode).toBe('buy');
      expect(r.triggered).toBe(true);
      expect(r.bonusCount).toBeGreaterThanOrEqual(6);
      expect(r.draws).toHaveLength(5 * r.spinDraws + r.bonusCount);
      // The shown stops are the last five drawn.
      expect(r.draws.slice(5 * (r.spinDraws - 1), 5 * r.spinDraws).map((d) => d.value)).toEqual(r.stops);
      if (r.spinDraws > 1) redrawn += 1;
    }
    expect(redrawn).toBeGreaterThan(0);
    expect(ELVES_BUY_PRICE_TIMES).toBe(70);
  });

  it('refuses a total bet that is not a whole multiple of 10 cents, and an unknown mode', () => {
    const rng = new Xoshiro128(1);
    for (const bet of [0, 5, 15, 101, -10, 10.5, Number.NaN]) expect(() => playElvesSpin(rng, bet, 'base')).toThrow(RangeError);
    expect(() => playElvesSpin(rng, 10, 'free' as never)).toThrow(RangeError);
    expect(ELVES_VALUE_TIMES.every((v) => v >= 1 && v <= 18)).toBe(true);
  });
});
