import { Xoshiro128 } from '../../core/xoshiro128';
import { jewelSpinsFor, MONA_LISA_BASE_REELS, MONA_LISA_LINES, monaLisaPaytable, playMonaLisaSpin, type JewelLock, type MonaLisaBet } from './spin';
import { scriptedRng, stopShowing, stopWhere } from './testing';

const BET: MonaLisaBet = { lines: 25, coins: 2, coinCents: 5 };
const MAX: MonaLisaBet = { lines: 25, coins: 10, coinCents: 1 };
const jewels = (w: readonly string[]): number => w.filter((s) => s === 'JEWEL').length;

/** Stops putting `symbol` on the middle row of every reel (line 1). */
const middleRow = (symbol: 'JACKPOT' | 'A'): number[] => [0, 1, 2, 3, 4].map((reel) => stopShowing(reel, symbol, 1));

describe('playMonaLisaSpin', () => {
  it('draws one stop per reel, records the draws, and shows the strips at those stops', () => {
    const r = playMonaLisaSpin(new Xoshiro128(3), BET, 'base', null);
    expect(r.draws.map((d) => d.bound)).toEqual(MONA_LISA_BASE_REELS.map((s) => s.length));
    expect(r.stops).toEqual(r.draws.map((d) => d.value));
    r.window.forEach((col, reel) => col.forEach((s, row) => expect(s).toBe(MONA_LISA_BASE_REELS[reel]![(r.stops[reel]! + row) % MONA_LISA_BASE_REELS[reel]!.length])));
  });

  it('pays a line win as paytable coins × coins per line × coin value, only on active lines', () => {
    const stops = middleRow('A');
    const r = playMonaLisaSpin(scriptedRng(stops), BET, 'base', null);
    const line1 = r.lineWins.find((w) => w.line === 0)!;
    expect(line1).toMatchObject({ symbol: 'A', count: 5, multiplier: 1 });
    expect(line1.cents).toBe(200 * BET.coins * BET.coinCents);
    expect(line1.cells).toEqual(MONA_LISA_LINES[0]!.map((row, reel) => ({ reel, row })));
    const oneLine = playMonaLisaSpin(scriptedRng(stops), { ...BET, lines: 1 }, 'base', null);
    expect(oneLine.lineWins.map((w) => w.line)).toEqual([0]);
    expect(r.winCents).toBe(r.lineWins.reduce((a, w) => a + w.cents, 0) + (r.scatter?.cents ?? 0));
  });

  it('5 JACKPOT on a line at 10 coins and 25 lines qualifies for the pool instead of the paytable', () => {
    const stops = middleRow('JACKPOT');
    const max = playMonaLisaSpin(scriptedRng(stops), MAX, 'base', null);
    expect(max.progressive).toEqual({ line: 0, cells: MONA_LISA_LINES[0]!.map((row, reel) => ({ reel, row })) });
    expect(max.lineWins.some((w) => w.line === 0)).toBe(false);
    const free = playMonaLisaSpin(scriptedRng(stops), MAX, 'free', null);
    expect(free.progressive?.line).toBe(0);
    for (const bet of [{ ...MAX, coins: 9 }, { ...MAX, lines: 24 }]) {
      const below = playMonaLisaSpin(scriptedRng(stops), bet, 'base', null);
      expect(below.progressive).toBeNull();
      expect(below.lineWins.find((w) => w.line === 0)).toMatchObject({ symbol: 'JACKPOT', count: 5, cents: 1200 * bet.coins });
    }
  });

  it('3+ scatters anywhere pay × the total bet and award exactly 10 free spins; anticipation after the 2nd', () => {
    const stops = [0, 1, 2, 3, 4].map((reel) => stopShowing(reel, 'SCATTER', reel % 3));
    const r = playMonaLisaSpin(scriptedRng(stops), BET, 'base', null);
    expect(r.scatter?.count).toBe(5);
    expect(r.scatter?.cents).toBe(100 * 25 * BET.coins * BET.coinCents);
    expect(r.freeSpinsAwarded).toBe(10);
    expect(r.anticipationReels).toEqual([2, 3, 4]);
    const inFree = playMonaLisaSpin(scriptedRng(stops), BET, 'free', null);
    expect(inFree.freeSpinsAwarded).toBe(10);
    expect(inFree.scatter?.cents).toBe(r.scatter?.cents); // scatter pays are never multiplied
  });

  it('2 or 3 real Jewels anywhere on reel 1 award 2 Jewel spins and lock reel 1 with the Wilds and Jewels of reels 2–5', () => {
    const trigger = stopWhere(0, (w) => jewels(w) >= 2);
    const wildStop = stopShowing(1, 'WILD', 0);
    const r = playMonaLisaSpin(scriptedRng([trigger, wildStop, 0, 0, 0]), BET, 'base', null);
    expect(r.jewelSpinsAwarded).toBe(2);
    expect(r.jewelLock?.reel1).toEqual(r.window[0]);
    expect(r.jewelLock?.reel1Stop).toBe(trigger);
    const held = r.window.flatMap((col, reel) => col.map((symbol, row) => ({ reel, row, symbol }))).filter((c) => c.reel > 0 && (c.symbol === 'WILD' || c.symbol === 'JEWEL'));
    expect(r.jewelLock?.held).toEqual(held);
    expect(held).toContainEqual({ reel: 1, row: 0, symbol: 'WILD' });
    const single = stopWhere(0, (w) => jewels(w) === 0);
    expect(playMonaLisaSpin(scriptedRng([single, 0, 0, 0, 0]), BET, 'base', null).jewelSpinsAwarded).toBe(0);
  });

  it('every reel-1 row holds the Jewels of a trigger equally often (balanced for every line count)', () => {
    const strip = MONA_LISA_BASE_REELS[0]!;
    const rows = [0, 0, 0];
    for (let stop = 0; stop < strip.length; stop += 1) {
      const w = [0, 1, 2].map((r) => strip[(stop + r) % strip.length]!);
      if (jewels(w) >= 2) w.forEach((s, r) => (rows[r]! += s === 'JEWEL' ? 1 : 0));
    }
    expect(rows[0]).toBeGreaterThan(0);
    expect(new Set(rows).size).toBe(1);
  });

  it('a Jewel spin keeps reel 1 and the held cells, holds new Wilds and Jewels, never retriggers, never multiplies', () => {
    const trigger = stopWhere(0, (w) => jewels(w) >= 2);
    const first = playMonaLisaSpin(scriptedRng([trigger, 5, 10, 20, 30]), BET, 'base', null);
    const lock = first.jewelLock as JewelLock;
    const rng = new Xoshiro128(11);
    const spin1 = playMonaLisaSpin(rng, BET, 'jewel', lock);
    expect(spin1.draws.map((d) => d.bound)).toEqual(MONA_LISA_BASE_REELS.slice(1).map((s) => s.length));
    expect(spin1.stops[0]).toBe(trigger);
    expect(spin1.window[0]).toEqual(lock.reel1);
    for (const h of lock.held) expect(spin1.window[h.reel]![h.row]).toBe(h.symbol);
    expect(spin1.jewelSpinsAwarded).toBe(0);
    expect(spin1.lineWins.every((w) => w.multiplier === 1)).toBe(true);
    // What the next Jewel spin holds: the old cells and every Wild and Jewel this spin showed.
    const shown = spin1.window.flatMap((col, reel) => col.map((symbol, row) => ({ reel, row, symbol }))).filter((c) => c.reel > 0 && (c.symbol === 'WILD' || c.symbol === 'JEWEL'));
    expect(spin1.jewelLock?.held).toEqual(shown);
    expect(spin1.jewelLock?.reel1).toEqual(lock.reel1);
    // The progressive cannot be won in Jewel spins: 5 JACKPOT pays the paytable there.
    const jackpotLock: JewelLock = { reel1: ['A', 'JACKPOT', 'A'], reel1Stop: 0, held: [] };
    const stops = middleRow('JACKPOT').slice(1);
    const jp = playMonaLisaSpin(scriptedRng(stops), MAX, 'jewel', jackpotLock);
    expect(jp.progressive).toBeNull();
    expect(jp.lineWins.find((w) => w.line === 0)).toMatchObject({ symbol: 'JACKPOT', count: 5, cents: 1200 * MAX.coins });
  });

  it('a wild standing in for a Jewel on reel 1 awards no Jewel spins; a Jewel spin needs its lock', () => {
    expect(jewelSpinsFor('base', ['WILD', 'JEWEL', 'A'])).toBe(0);
    expect(jewelSpinsFor('free', ['JEWEL', 'WILD', 'JEWEL'])).toBe(2);
    expect(jewelSpinsFor('base', ['JEWEL', 'JEWEL', 'JEWEL'])).toBe(2);
    expect(jewelSpinsFor('jewel', ['JEWEL', 'JEWEL', 'A'])).toBe(0);
    expect(() => playMonaLisaSpin(new Xoshiro128(1), BET, 'jewel', null)).toThrow(RangeError);
  });

  it('refuses a bet outside 1–25 lines and 1–10 coins', () => {
    expect(() => playMonaLisaSpin(new Xoshiro128(1), { ...BET, lines: 26 }, 'base', null)).toThrow(RangeError);
    expect(() => playMonaLisaSpin(new Xoshiro128(1), { ...BET, coins: 0 }, 'base', null)).toThrow(RangeError);
  });

  it('the paytable lists line pays in coins and scatter pays in total-bet multiples', () => {
    const table = monaLisaPaytable();
    expect(table.find((r) => r.symbol === 'SCATTER')).toEqual({ symbol: 'SCATTER', kind: 'scatter', pays: [{ count: 3, coins: 5 }, { count: 4, coins: 20 }, { count: 5, coins: 100 }] });
    expect(table.find((r) => r.symbol === 'WILD')).toBeUndefined();
    expect(new Set(MONA_LISA_LINES.map((l) => l.join())).size).toBe(25);
  });
});
