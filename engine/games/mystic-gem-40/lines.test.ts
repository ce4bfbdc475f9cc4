import { MYSTIC_GEM_LINE_COUNT, MYSTIC_GEM_LINES } from './lines';

describe('the 40 fixed lines', () => {
  it('are 40 different lines of 5 rows within the 4-row window', () => {
    expect(MYSTIC_GEM_LINE_COUNT).toBe(40);
    for (const line of MYSTIC_GEM_LINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2, 3]).toContain(row);
    }
    expect(new Set(MYSTIC_GEM_LINES.map((l) => l.join(''))).size).toBe(40);
  });

  it('start with the four straight rows, top to bottom', () => {
    expect(MYSTIC_GEM_LINES.slice(0, 4)).toEqual([
      [0, 0, 0, 0, 0],
      [1, 1, 1, 1, 1],
      [2, 2, 2, 2, 2],
      [3, 3, 3, 3, 3],
    ]);
  });
});
