import { UPPER_LINES, evaluateUpperLine, symbolsOnUpperLine } from './lines';
import { UPPER_PAYTABLE } from './paytable';
import type { UpperSymbol } from './symbols';

// window[reel][row]: cells named by letters so each line reads a unique word.
const LETTERS = [
  ['a', 'b', 'c'],
  ['d', 'e', 'f'],
  ['g', 'h', 'i'],
];

describe('upper prize lines', () => {
  it('are 3 rows, 3 columns (one reel each) and 2 diagonals', () => {
    expect(UPPER_LINES.map((l) => [l.id, symbolsOnUpperLine(LETTERS, l).join('')])).toEqual([
      ['top', 'adg'],
      ['centre', 'beh'],
      ['bottom', 'cfi'],
      ['reel-1', 'abc'],
      ['reel-2', 'def'],
      ['reel-3', 'ghi'],
      ['diagonal-down', 'aei'],
      ['diagonal-up', 'ceg'],
    ]);
  });

  it('cover every cell, the centre on four lines', () => {
    const uses = new Map<string, number>();
    for (const l of UPPER_LINES) for (const [r, row] of l.cells) uses.set(`${r},${row}`, (uses.get(`${r},${row}`) ?? 0) + 1);
    expect(uses.size).toBe(9);
    expect(uses.get('1,1')).toBe(4);
  });

  it('refuse a window too small for the line', () => {
    expect(() => symbolsOnUpperLine([['a'], ['b'], ['c']], UPPER_LINES[1] ?? UPPER_LINES[0]!)).toThrow(RangeError);
  });

  it('are paid through the core evaluator', () => {
    const w: UpperSymbol[][] = [
      ['log', 'log', 'log'],
      ['acorn', 'clover', 'leaf'],
      ['flower', 'leaf', 'clover'],
    ];
    expect(evaluateUpperLine(w, UPPER_LINES[3]!, UPPER_PAYTABLE)?.id).toBe('3-log');
    expect(evaluateUpperLine(w, UPPER_LINES[0]!, UPPER_PAYTABLE)).toBeNull();
  });
});
