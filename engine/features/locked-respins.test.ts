import { finished, land, lockedCount, lockedValues, start, startLockedRespins, type LockedRespins } from './locked-respins';

/** A Hold and Win grid (5 × 3 = 15 places) with bonus values in cents at the given places. */
function grid(bonuses: Readonly<Record<number, number>>): (number | null)[] {
  return Array.from({ length: 15 }, (_, i) => bonuses[i] ?? null);
}
const BLANK = grid({});
const SIX = grid({ 0: 40, 3: 80, 5: 40, 7: 200, 10: 40, 14: 120 });

describe('Hold and Win (Mystery Elves): 3 respins, reset to 3 by each new bonus', () => {
  const holdAndWin = (cells: (number | null)[]): LockedRespins<number> => startLockedRespins(cells, 3, { resetTo: 3 });

  it('a respin without a new bonus uses one up; a new bonus is locked and sets the count back to 3', () => {
    let s = holdAndWin(SIX);
    expect(lockedCount(s)).toBe(6);
    s = land(s, BLANK);
    s = land(s, BLANK);
    expect(s.respinsLeft).toBe(1);
    s = land(s, grid({ 9: 400 }));
    expect(s.respinsLeft).toBe(3);
    expect(s.cells[9]).toBe(400);
    expect(s.lastLocked).toEqual([9]);
    expect(lockedCount(s)).toBe(7);
    expect(s.spinsPlayed).toBe(3);
  });

  it('ends when three respins in a row land nothing, with the bonuses still locked', () => {
    let s = holdAndWin(SIX);
    for (let i = 0; i < 3; i += 1) {
      expect(finished(s)).toBe(false);
      s = land(s, BLANK);
    }
    expect(finished(s)).toBe(true);
    expect(s.full).toBe(false);
    expect(lockedValues(s)).toEqual([40, 80, 40, 200, 40, 120]);
    expect(() => land(s, BLANK)).toThrow(RangeError);
  });

  it('ends as soon as all 15 places are full, respins left or not, and says so', () => {
    let s = holdAndWin(SIX);
    s = land(s, SIX.map((v) => (v === null ? 40 : null))); // a bonus on each of the 9 empty places
    expect(s.full).toBe(true);
    expect(s.respinsLeft).toBeGreaterThan(0);
    expect(finished(s)).toBe(true);
    expect(() => land(s, BLANK)).toThrow(RangeError);
  });

  it('a place already held keeps its value, whatever the respin shows there, and it is not a new bonus', () => {
    let s = land(holdAndWin(SIX), BLANK); // 2 left
    s = land(s, grid({ 0: 9_999 }));
    expect(s.cells[0]).toBe(40);
    expect(s.lastLocked).toEqual([]);
    expect(s.respinsLeft).toBe(1);
  });

  it('does not change the state it was given', () => {
    const s = holdAndWin(SIX);
    const copy = JSON.parse(JSON.stringify(s)) as LockedRespins<number>;
    land(s, grid({ 1: 40 }));
    expect(s).toEqual(copy);
  });
});

describe('Jewel spins (Mona Lisa Jewels): 2 spins, new Jewels and wilds held, no reset', () => {
  // Reel 1 (places 0–2) held as it landed; reels 2–5 hold JEWEL and WILD only.
  const trigger: (string | null)[] = ['JEWEL', 'LISA', 'JEWEL', null, 'WILD', null, null, null, null, null, null, 'JEWEL', null, null, null];

  it('plays exactly two spins even when both land new Jewels, and holds them for the second', () => {
    let s = start(trigger, 2);
    s = land(s, Array.from({ length: 15 }, (_, i) => (i === 6 ? 'JEWEL' : null)));
    expect(s.respinsLeft).toBe(1);
    expect(s.cells[6]).toBe('JEWEL');
    expect(finished(s)).toBe(false);
    s = land(s, Array.from({ length: 15 }, (_, i) => (i === 13 ? 'WILD' : null)));
    expect(s.respinsLeft).toBe(0);
    expect(finished(s)).toBe(true);
    expect(s.spinsPlayed).toBe(2);
    expect(lockedValues(s)).toEqual(['JEWEL', 'LISA', 'JEWEL', 'WILD', 'JEWEL', 'JEWEL', 'WILD']);
  });
});

describe('bad input', () => {
  it('refuses an empty grid, a count below one, a bad reset and a grid of another size', () => {
    expect(() => start([], 3)).toThrow(RangeError);
    expect(() => start(BLANK, 0)).toThrow(RangeError);
    expect(() => start(BLANK, 1.5)).toThrow(RangeError);
    expect(() => start(BLANK, 3, { resetTo: 0 })).toThrow(RangeError);
    expect(() => land(start(BLANK, 3), [null])).toThrow(RangeError);
  });

  it('a grid already full starts finished', () => {
    const s = start(Array<number>(15).fill(40), 3, { resetTo: 3 });
    expect(s.full).toBe(true);
    expect(finished(s)).toBe(true);
  });
});
