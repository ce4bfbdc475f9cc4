import { evaluateLine, matchesPattern, symbolsOnLine, type LinePaytableEntry } from './lines';

type Fruit = 'cherry' | 'lemon' | 'ruby' | 'opal' | 'star';

const PAYTABLE: readonly (LinePaytableEntry<Fruit> & { pays: number })[] = [
  { id: '3-ruby', pattern: { kind: 'all', symbol: 'ruby' }, pays: 100 },
  { id: 'any-gems', pattern: { kind: 'all-in-set', symbols: ['ruby', 'opal'] }, pays: 10 },
  { id: '3-cherry', pattern: { kind: 'all', symbol: 'cherry' }, pays: 5 },
  { id: '2-star', pattern: { kind: 'count', symbol: 'star', count: 2 }, pays: 3 },
  { id: '1-star', pattern: { kind: 'count', symbol: 'star', count: 1 }, pays: 1 },
];

describe('matchesPattern', () => {
  it('all: every position is the symbol', () => {
    expect(matchesPattern(['ruby', 'ruby', 'ruby'], { kind: 'all', symbol: 'ruby' })).toBe(true);
    expect(matchesPattern(['ruby', 'ruby', 'opal'], { kind: 'all', symbol: 'ruby' })).toBe(false);
    expect(matchesPattern([], { kind: 'all', symbol: 'ruby' })).toBe(false);
  });

  it('all-in-set: every position is one of the set', () => {
    const gems = { kind: 'all-in-set', symbols: ['ruby', 'opal'] } as const;
    expect(matchesPattern(['ruby', 'opal', 'opal'], gems)).toBe(true);
    expect(matchesPattern(['ruby', 'opal', 'lemon'], gems)).toBe(false);
  });

  it('count: exactly that many, anywhere', () => {
    const two = { kind: 'count', symbol: 'star', count: 2 } as const;
    expect(matchesPattern(['star', 'lemon', 'star'], two)).toBe(true);
    expect(matchesPattern(['star', 'star', 'star'], two)).toBe(false);
    expect(matchesPattern(['star', 'lemon', 'lemon'], two)).toBe(false);
  });
});

describe('evaluateLine', () => {
  it('takes the first (best) entry that matches', () => {
    expect(evaluateLine(['ruby', 'ruby', 'ruby'], PAYTABLE)?.id).toBe('3-ruby');
    expect(evaluateLine(['ruby', 'opal', 'ruby'], PAYTABLE)?.id).toBe('any-gems');
    expect(evaluateLine(['star', 'cherry', 'star'], PAYTABLE)?.id).toBe('2-star');
    expect(evaluateLine(['cherry', 'lemon', 'star'], PAYTABLE)?.pays).toBe(1);
  });

  it('returns null when nothing matches', () => {
    expect(evaluateLine(['cherry', 'cherry', 'lemon'], PAYTABLE)).toBeNull();
    expect(evaluateLine(['star', 'star', 'star'], PAYTABLE)).toBeNull();
  });

  it('is order-sensitive: a worse entry first would win', () => {
    const reversed = [...PAYTABLE].reverse();
    expect(evaluateLine(['ruby', 'ruby', 'ruby'], reversed)?.id).toBe('any-gems');
  });
});

describe('symbolsOnLine', () => {
  const window: Fruit[][] = [
    ['cherry', 'ruby', 'lemon'],
    ['opal', 'ruby', 'star'],
    ['lemon', 'ruby', 'cherry'],
  ];

  it('reads one row per reel', () => {
    expect(symbolsOnLine(window, [1, 1, 1])).toEqual(['ruby', 'ruby', 'ruby']);
    expect(symbolsOnLine(window, [0, 1, 2])).toEqual(['cherry', 'ruby', 'cherry']);
  });

  it('rejects lines that do not fit the window', () => {
    expect(() => symbolsOnLine(window, [1, 1])).toThrow(RangeError);
    expect(() => symbolsOnLine(window, [1, 3, 1])).toThrow(RangeError);
  });
});
