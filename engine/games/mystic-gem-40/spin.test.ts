import { Xoshiro128 } from '../../core/xoshiro128';
import type { Rng } from '../../core/rng';
import { MYSTIC_GEM_MODE_SPECS, MYSTIC_GEM_MODES, mysticGemWindowWins, playMysticGemSpin, type MysticGemMode } from './spin';

/** An Rng that answers each range draw with the next of `values` (each below its bound). */
function scripted(values: readonly number[]): Rng {
  let i = 0;
  return { nextUint32: () => values[i++] as number };
}

describe('playMysticGemSpin: base game', () => {
  const rng = new Xoshiro128(2024);
  const spins = Array.from({ length: 2000 }, () => playMysticGemSpin(rng, 40, 'base'));

  it('WILD lands only on reels 2–4, at most one per reel, and expands over its reel', () => {
    let expanded = 0;
    for (const r of spins) {
      r.landed.forEach((column, reel) => {
        const wilds = column.filter((s) => s === 'WILD').length;
        expect(wilds).toBeLessThanOrEqual(1);
        if (wilds === 1) {
          expect([1, 2, 3]).toContain(reel);
          expect(r.window[reel]).toEqual(['WILD', 'WILD', 'WILD', 'WILD']);
          expect(r.wildReels).toContain(reel);
        } else {
          expect(r.window[reel]).toEqual(column);
          expect(r.wildReels).not.toContain(reel);
        }
      });
      expanded += r.wildReels.length;
    }
    expect(expanded).toBeGreaterThan(50);
  });

  it('a reel never shows a WILD with a scatter, nor two of one scatter; STAR only on reels 1, 3, 5', () => {
    for (const r of spins) {
      r.landed.forEach((column, reel) => {
        const gems = column.filter((s) => s === 'GEM').length;
        const stars = column.filter((s) => s === 'STAR').length;
        expect(gems).toBeLessThanOrEqual(1);
        expect(stars).toBeLessThanOrEqual(1);
        if (stars > 0) expect([0, 2, 4]).toContain(reel);
        if (column.includes('WILD')) expect(gems + stars).toBe(0);
      });
      expect(r.guaranteedDraws).toBe(1);
      expect(r.draws.map((d) => d.value)).toEqual(r.stops);
      expect(r.winCents).toBe(r.lineWins.reduce((a, w) => a + w.cents, 0) + r.scatterWins.reduce((a, w) => a + w.cents, 0));
    }
  });

  it('the same draws give the same result', () => {
    const a = playMysticGemSpin(new Xoshiro128(77), 400, 'base');
    const b = playMysticGemSpin(new Xoshiro128(77), 400, 'base');
    expect(b).toEqual(a);
    const replay = playMysticGemSpin(scripted(a.draws.map((d) => d.value)), 400, 'base');
    expect(replay).toEqual(a);
    for (const mode of MYSTIC_GEM_MODES) {
      const first = playMysticGemSpin(new Xoshiro128(5), 80, mode);
      expect(playMysticGemSpin(scripted(first.draws.map((d) => d.value)), 80, mode)).toEqual(first);
    }
  });

  it('refuses a total bet that is not a whole multiple of 0.40 € within 0.40–50.00 €, and unknown modes', () => {
    expect(() => playMysticGemSpin(new Xoshiro128(1), 60, 'base')).toThrow(RangeError);
    expect(() => playMysticGemSpin(new Xoshiro128(1), 5040, 'base')).toThrow(RangeError);
    expect(() => playMysticGemSpin(new Xoshiro128(1), 40, 'buy4' as MysticGemMode)).toThrow(RangeError);
  });
});

describe('line and scatter wins of hand-made windows', () => {
  it('pays every line after expansion, at the line bet (total ÷ 40)', () => {
    const r = mysticGemWindowWins(
      [
        ['SEVEN', 'CHERRY', 'LEMON', 'PLUM'],
        ['BELL', 'WILD', 'ORANGE', 'LEMON'],
        ['SEVEN', 'MELON', 'GRAPES', 'CHERRY'],
        ['ORANGE', 'PLUM', 'BELL', 'MELON'],
        ['LEMON', 'ORANGE', 'PLUM', 'GRAPES'],
      ],
      80,
    );
    expect(r.wildReels).toEqual([1]);
    expect(r.window[1]).toEqual(['WILD', 'WILD', 'WILD', 'WILD']);
    expect(r.lineWins.map((w) => [w.line, w.symbol, w.count, w.cents])).toEqual([
      [0, 'SEVEN', 3, 80],
      [6, 'CHERRY', 3, 16],
      [8, 'SEVEN', 3, 80],
      [32, 'CHERRY', 3, 16],
      [34, 'SEVEN', 3, 80],
      [38, 'SEVEN', 3, 80],
    ]);
    expect(r.lineWins[0]?.cells).toEqual([
      { reel: 0, row: 0 },
      { reel: 1, row: 0 },
      { reel: 2, row: 0 },
    ]);
    expect(r.scatterWins).toEqual([]);
    expect(r.winCents).toBe(4 * 80 + 2 * 16);
  });

  it('pays the best win per line: WILDs on reels 2–4 make five of a kind', () => {
    const r = mysticGemWindowWins(
      [
        ['SEVEN', 'CHERRY', 'LEMON', 'PLUM'],
        ['WILD', 'BELL', 'ORANGE', 'LEMON'],
        ['MELON', 'WILD', 'GRAPES', 'CHERRY'],
        ['ORANGE', 'PLUM', 'WILD', 'MELON'],
        ['SEVEN', 'ORANGE', 'PLUM', 'GRAPES'],
      ],
      40,
    );
    expect(r.wildReels).toEqual([1, 2, 3]);
    const line0 = r.lineWins.find((w) => w.line === 0);
    expect(line0).toMatchObject({ symbol: 'SEVEN', count: 5, cents: 1000 });
    // Every line pays: reel 1's symbol and three WILDs are four of a kind at least.
    expect(r.lineWins).toHaveLength(40);
  });

  it('pays scatters anywhere × the total bet, added to the lines; STAR counts on reels 1, 3, 5', () => {
    const r = mysticGemWindowWins(
      [
        ['GEM', 'STAR', 'LEMON', 'PLUM'],
        ['GEM', 'BELL', 'ORANGE', 'LEMON'],
        ['STAR', 'MELON', 'GRAPES', 'CHERRY'],
        ['ORANGE', 'GEM', 'BELL', 'MELON'],
        ['LEMON', 'ORANGE', 'STAR', 'GRAPES'],
      ],
      40,
    );
    expect(r.lineWins).toEqual([]);
    expect(r.scatterWins).toEqual([
      { symbol: 'GEM', count: 3, cents: 200, cells: [{ reel: 0, row: 0 }, { reel: 1, row: 0 }, { reel: 3, row: 1 }] },
      { symbol: 'STAR', count: 3, cents: 800, cells: [{ reel: 0, row: 1 }, { reel: 2, row: 0 }, { reel: 4, row: 2 }] },
    ]);
    expect(r.winCents).toBe(1000);
    const two = mysticGemWindowWins(
      [
        ['GEM', 'STAR', 'LEMON', 'PLUM'],
        ['GEM', 'BELL', 'ORANGE', 'LEMON'],
        ['CHERRY', 'MELON', 'GRAPES', 'CHERRY'],
        ['ORANGE', 'PLUM', 'BELL', 'MELON'],
        ['LEMON', 'ORANGE', 'STAR', 'GRAPES'],
      ],
      40,
    );
    expect(two.scatterWins).toEqual([]);
  });
});

describe('bought games', () => {
  const bought = MYSTIC_GEM_MODES.filter((m) => m !== 'base');

  it('show exactly the bought WILD reels, drawn uniformly among the placements, and no scatter', () => {
    for (const mode of bought) {
      const spec = MYSTIC_GEM_MODE_SPECS[mode];
      const rng = new Xoshiro128(mode);
      const seen = new Map<string, number>();
      for (let i = 0; i < 600; i += 1) {
        const r = playMysticGemSpin(rng, 40, mode);
        expect(r.wildReels).toHaveLength(spec.wilds);
        expect(spec.placements.map((p) => p.join())).toContain(r.wildReels.join());
        r.stops.forEach((stop, reel) => expect(stop < 0).toBe(r.wildReels.includes(reel)));
        for (const column of r.landed) for (const s of column) expect(['GEM', 'STAR']).not.toContain(s);
        r.landed.forEach((column, reel) => expect(column.includes('WILD')).toBe(r.wildReels.includes(reel)));
        expect(r.scatterWins).toEqual([]);
        expect(r.anticipationReels).toEqual([]);
        seen.set(r.wildReels.join(), (seen.get(r.wildReels.join()) ?? 0) + 1);
      }
      for (const p of spec.placements) expect(seen.get(p.join()) ?? 0).toBeGreaterThan(600 / spec.placements.length / 2);
    }
  });

  it('GUARANTEED games always pay a line and count their draws; only the last draw is shown', () => {
    for (const mode of ['guaranteed1', 'guaranteed2'] as const) {
      const rng = new Xoshiro128(mode);
      let redrawn = 0;
      for (let i = 0; i < 600; i += 1) {
        const r = playMysticGemSpin(rng, 40, mode);
        expect(r.lineWins.length).toBeGreaterThan(0);
        expect(r.winCents).toBeGreaterThan(0);
        const free = 5 - r.wildReels.length;
        // One placement draw, then `free` stops per draw of the free reels.
        expect(r.draws).toHaveLength(1 + free * r.guaranteedDraws);
        const last = r.draws.slice(r.draws.length - free).map((d) => d.value);
        expect(r.stops.filter((s) => s >= 0)).toEqual(last);
        if (r.guaranteedDraws > 1) redrawn += 1;
      }
      expect(redrawn).toBeGreaterThan(0);
    }
  });

  it('BUY games draw once and may pay nothing', () => {
    const rng = new Xoshiro128(3);
    const results = Array.from({ length: 2000 }, () => playMysticGemSpin(rng, 40, 'buy1'));
    expect(results.every((r) => r.guaranteedDraws === 1)).toBe(true);
    expect(results.some((r) => r.winCents === 0)).toBe(true);
  });
});
