import type { Rng } from '../../core/rng';
import { Xoshiro128 } from '../../core/xoshiro128';
import { drawBounds, ELVES_PLACES, type ElvesBonus, type ElvesLevel } from './bonus';
import { ELVES_RESPINS, featureTotal, freshValues, playElvesFeature, playElvesRespin, revealFactor, revealMysteries } from './hold-and-win';
import { MYSTERY_ELVES_CELL_REEL } from './reels';

class Scripted implements Rng {
  private i = 0;
  constructor(private readonly words: readonly number[]) {}
  nextUint32(): number {
    const w = this.words[this.i++];
    if (w === undefined) throw new Error('script ran out');
    return w;
  }
  get used(): number {
    return this.i;
  }
}

const bounds = drawBounds();
const value = (times: number): ElvesBonus => ({ kind: 'value', times });
const MYSTERY: ElvesBonus = { kind: 'mystery' };
const MULTIPLIER: ElvesBonus = { kind: 'multiplier' };
const empty = (): (ElvesBonus | null)[] => new Array<ElvesBonus | null>(ELVES_PLACES).fill(null);
const gridOf = (entries: Record<number, ElvesBonus>): (ElvesBonus | null)[] => {
  const g = empty();
  for (const [place, b] of Object.entries(entries)) g[Number(place)] = b;
  return g;
};
const at = <T>(entries: Record<number, T>): (T | null)[] => {
  const g = new Array<T | null>(ELVES_PLACES).fill(null);
  for (const [place, x] of Object.entries(entries)) g[Number(place)] = x;
  return g;
};
const LAND = MYSTERY_ELVES_CELL_REEL.indexOf('BONUS');
const MISS = MYSTERY_ELVES_CELL_REEL.indexOf('BLANK');

describe('featureTotal: the pay of the end of the feature', () => {
  it('multiplies values and levels by the factor, adds the fresh values unmultiplied', () => {
    const grid = gridOf({ 0: value(5), 4: value(10), 7: MYSTERY, 12: MULTIPLIER });
    const levels = at<ElvesLevel>({ 7: 'MINOR' });
    const fresh = at({ 7: 4, 12: 2 });
    const t = featureTotal(grid, levels, 3, fresh);
    // 5×3, 10×3, MINOR 50×3 + 4, Multiplying's fresh 2 (not multiplied).
    expect(t.placeTimes).toEqual([15, 0, 0, 0, 30, 0, 0, 154, 0, 0, 0, 0, 2, 0, 0]);
    expect(t).toMatchObject({ full: false, totalTimes: 201 });
  });

  it('without a Multiplying bonus the factor is null: levels and fresh values as they are', () => {
    const t = featureTotal(gridOf({ 1: value(2), 2: MYSTERY, 3: value(18) }), at<ElvesLevel>({ 2: 'MINI' }), null, at({ 2: 3 }));
    expect(t.totalTimes).toBe(2 + 20 + 3 + 18);
  });

  it('doubles everything on a full grid, the fresh values included; a GRAND goes with ×2', () => {
    const grid = empty().map((_, place) => (place === 5 ? MYSTERY : place === 9 ? MULTIPLIER : value(1)));
    const t = featureTotal(grid, at<ElvesLevel>({ 5: 'GRAND' }), 2, at({ 5: 18, 9: 6 }));
    // (13 × 1 × 2 + 1000 × 2 + 18 + 6) × 2.
    expect(t.full).toBe(true);
    expect(t.totalTimes).toBe((13 * 2 + 2000 + 18 + 6) * 2);
    expect(t.placeTimes[5]).toBe((2000 + 18) * 2);
    expect(t.placeTimes[9]).toBe(12);
    expect(t.placeTimes[0]).toBe(4);
  });

  it('refuses reveals that do not fit the grid', () => {
    const grid = gridOf({ 0: value(5), 1: MYSTERY, 2: MULTIPLIER });
    const ok = { levels: at<ElvesLevel>({ 1: 'MAJOR' }), fresh: at({ 1: 1, 2: 1 }) };
    expect(featureTotal(grid, ok.levels, 4, ok.fresh).totalTimes).toBe(20 + 800 + 1 + 1);
    expect(() => featureTotal(grid, at<ElvesLevel>({ 1: 'GRAND' }), 3, ok.fresh)).toThrow(/GRAND forces ×2/);
    expect(() => featureTotal(grid, ok.levels, null, ok.fresh)).toThrow(RangeError);
    expect(() => featureTotal(gridOf({ 0: value(5) }), at<ElvesLevel>({}), 2, at({}))).toThrow(RangeError);
    expect(() => featureTotal(grid, ok.levels, 6, ok.fresh)).toThrow(/no factor/);
    expect(() => featureTotal(grid, at<ElvesLevel>({}), 4, ok.fresh)).toThrow(/level/);
    expect(() => featureTotal(grid, ok.levels, 4, at({ 0: 1, 1: 1, 2: 1 }))).toThrow(/fresh value/);
    expect(() => featureTotal(grid, ok.levels, 4, at({ 1: 7, 2: 1 }))).toThrow(/no value 7/);
    expect(() => featureTotal(grid.slice(1), ok.levels, 4, ok.fresh)).toThrow(/15 places/);
    expect(() => featureTotal(gridOf({ 0: MULTIPLIER, 1: MULTIPLIER }), at<ElvesLevel>({}), 2, at({ 0: 1, 1: 1 }))).toThrow(/at most one Multiplying/);
    expect(() => featureTotal(gridOf({ 0: value(7) }), at<ElvesLevel>({}), null, at({}))).toThrow(/no Mystery Elves bonus/);
  });
});

describe('the reveals', () => {
  const grid = gridOf({ 0: MYSTERY, 3: value(4), 6: MULTIPLIER, 10: MYSTERY });

  it('every Mystery draws its level, place by place', () => {
    const r = revealMysteries(new Xoshiro128(4), grid);
    expect(r.draws).toHaveLength(2);
    expect(r.draws.every((d) => d.bound === bounds.level)).toBe(true);
    expect(r.levels.map((l, place) => (l === null ? null : place))).toEqual(at({ 0: 0, 10: 10 }));
  });

  it('the factor is ×2, drawn from nothing, once a GRAND was revealed', () => {
    const f = revealFactor(new Xoshiro128(1), grid, at<ElvesLevel>({ 0: 'MINI', 10: 'GRAND' }));
    expect(f).toEqual({ factor: 2, draws: [] });
    // A level word of the table's last value is GRAND.
    const levels = revealMysteries(new Scripted([0, bounds.level - 1]), grid).levels;
    expect(levels[10]).toBe('GRAND');
    expect(revealFactor(new Scripted([]), grid, levels).factor).toBe(2);
  });

  it('without a GRAND the factor is drawn once from the table; without a Multiplying bonus it is null', () => {
    const seen = new Set<number>();
    const rng = new Xoshiro128('factors');
    for (let i = 0; i < 400; i += 1) {
      const f = revealFactor(rng, grid, at<ElvesLevel>({ 0: 'MINI', 10: 'MAJOR' }));
      expect(f.draws).toEqual([{ bound: bounds.factor, value: f.draws[0]?.value }]);
      seen.add(f.factor as number);
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
    expect(revealFactor(rng, gridOf({ 0: MYSTERY }), at<ElvesLevel>({ 0: 'GRAND' }))).toEqual({ factor: null, draws: [] });
    expect(() => revealFactor(rng, grid, at<ElvesLevel>({ 0: 'MINI' }))).toThrow(/level/);
  });

  it('fresh values on every Mystery and Multiplying place, drawn from the value table', () => {
    const r = freshValues(new Xoshiro128(2), grid);
    expect(r.draws.map((d) => d.bound)).toEqual([bounds.value, bounds.value, bounds.value]);
    expect(r.times.map((t) => t !== null)).toEqual(grid.map((b) => b !== null && b.kind !== 'value'));
  });
});

describe('playElvesRespin and the whole feature', () => {
  it('spins only the empty places: one cell draw each, a kind at once on a landing', () => {
    const grid = gridOf({ 0: value(1), 1: value(2), 2: value(3), 3: value(4), 4: value(5), 5: MULTIPLIER });
    // Places 6 … 14 spin: land on 6 and 9, miss elsewhere.
    const words = [LAND, 0, MISS, MISS, LAND, bounds.kind - 1, MISS, MISS, MISS, MISS, MISS];
    const rng = new Scripted(words);
    const r = playElvesRespin(rng, grid);
    expect(rng.used).toBe(words.length);
    expect(r.landed[6]).toEqual({ kind: 'value', times: 1 });
    // The grid holds a Multiplying bonus: the same last word over the smaller table is no Multiplying.
    expect(r.landed[9]?.kind).not.toBe('multiplier');
    expect(r.draws.map((d) => d.bound)).toEqual([18, bounds.kindWithoutMultiplier, 18, 18, 18, bounds.kindWithoutMultiplier, 18, 18, 18, 18, 18]);
    expect(r.landed.filter((b) => b !== null)).toHaveLength(2);
    expect(r.landed.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(grid.filter((b) => b !== null)).toHaveLength(6); // untouched
  });

  it('lands at most one Multiplying bonus in a respin', () => {
    const words: number[] = [];
    for (let place = 6; place < 15; place += 1) words.push(LAND, bounds.kind - 1);
    const r = playElvesRespin(new Scripted(words), gridOf({ 0: value(1), 1: value(1), 2: value(1), 3: value(1), 4: value(1), 5: value(1) }));
    expect(r.landed.filter((b) => b?.kind === 'multiplier')).toHaveLength(1);
    expect(r.landed[6]).toEqual(MULTIPLIER);
  });

  it('resets the count to 3 on a new bonus, ends when it runs out', () => {
    const trigger = gridOf({ 0: value(1), 1: value(1), 2: value(1), 3: value(1), 4: value(1), 5: value(1) });
    const miss = new Array<number>(9).fill(MISS);
    // Respin 1 misses (2 left), respin 2 lands on place 6 (3 left), then three misses.
    const words = [...miss, LAND, 0, ...new Array<number>(8).fill(MISS), ...new Array<number>(8 * 3).fill(MISS), 0, 0];
    const f = playElvesFeature(new Scripted(words), trigger);
    expect(f.respins).toHaveLength(5);
    expect(f.grid.filter((b) => b !== null)).toHaveLength(7);
    expect(f).toMatchObject({ factor: null, full: false, totalTimes: 7 });
    expect(ELVES_RESPINS).toBe(3);
  });

  it('a grid full on the triggering spin plays no respin and is doubled', () => {
    const trigger = empty().map(() => value(2));
    const f = playElvesFeature(new Scripted([]), trigger);
    expect(f).toMatchObject({ respins: [], full: true, totalTimes: 60, draws: [] });
  });

  it('plays from trigger to pay with every draw recorded, the reveals consistent with the grid', () => {
    const rng = new Xoshiro128('feature');
    for (let i = 0; i < 300; i += 1) {
      const trigger = gridOf({ 2: value(3), 4: MYSTERY, 8: value(1), 9: value(5), 11: MULTIPLIER, 14: value(2) });
      const f = playElvesFeature(rng, trigger);
      const again = featureTotal(f.grid, f.levels, f.factor, f.fresh);
      expect(f.totalTimes).toBe(again.totalTimes);
      expect(f.grid.filter((b) => b?.kind === 'multiplier')).toHaveLength(1);
      expect(f.draws.length).toBeGreaterThanOrEqual(f.respins.length);
      expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    }
  });
});
