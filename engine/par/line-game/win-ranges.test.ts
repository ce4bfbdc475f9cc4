import { WIN_RANGES, winRangeIndex } from './win-ranges';

describe('win ranges', () => {
  it('are 0, (0, 1), [1, 2) … [1000, ∞) total bets', () => {
    expect(WIN_RANGES.map((r) => r.label)).toEqual([
      '0',
      '(0, 1)',
      '[1, 2)',
      '[2, 5)',
      '[5, 10)',
      '[10, 20)',
      '[20, 50)',
      '[50, 100)',
      '[100, 500)',
      '[500, 1000)',
      '[1000, ∞)',
    ]);
  });

  it.each([
    [0, 0],
    [1, 1], // 0.1 bet
    [9, 1],
    [10, 2], // exactly 1 bet
    [19, 2],
    [20, 3],
    [49, 3],
    [50, 4],
    [4_999, 8],
    [5_000, 9], // 500 bets
    [9_999, 9],
    [10_000, 10], // 1000 bets
    [1_000_000, 10],
  ])('a win of %p units with a 10-unit bet is in range %p', (win, index) => {
    expect(winRangeIndex(win, 10)).toBe(index);
  });
});
