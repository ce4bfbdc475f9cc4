import { ELVES_MATHS, lineEvaluator } from './maths';
import { MYSTERY_ELVES_LINES } from './lines';
import { LINE_PAY_TABLE, mysteryElvesPaytable, SCATTER_PAYS } from './paytable';
import { checkStrips, maxWindowBonuses, MYSTERY_ELVES_CELL_REEL, MYSTERY_ELVES_REELS } from './reels';
import { mysteryElvesWindowWins } from './spin';
import { BONUS, MYSTERY_ELVES_PAY_SYMBOLS, MYSTERY_ELVES_SYMBOL_NAMES, SCATTER, symbolIndex, WILD } from './symbols';

describe('Mystery Elves paytable, lines and strips', () => {
  it('has the named specials and seven pay symbols, highest first, paying less as they go down', () => {
    expect(MYSTERY_ELVES_SYMBOL_NAMES.slice(0, 3)).toEqual(['WILD', 'SCATTER', 'BONUS']);
    expect(MYSTERY_ELVES_PAY_SYMBOLS).toEqual(['SANTA', 'ELF', 'REINDEER', 'GIFT', 'BELL', 'CANDY', 'HOLLY']);
    const rows = mysteryElvesPaytable();
    expect(rows.map((r) => r.symbol)).toEqual(['WILD', 'SCATTER', 'SANTA', 'ELF', 'REINDEER', 'GIFT', 'BELL', 'CANDY', 'HOLLY']);
    expect(rows.find((r) => r.symbol === 'SCATTER')?.kind).toBe('scatter');
    expect(rows.some((r) => r.symbol === 'BONUS')).toBe(false);
    // Every line pay needs 3 of a kind, and a higher symbol never pays less than a lower one.
    for (const s of ['WILD', ...MYSTERY_ELVES_PAY_SYMBOLS]) {
      const pays = LINE_PAY_TABLE[symbolIndex(s)] as readonly number[];
      expect(pays.slice(0, 3)).toEqual([0, 0, 0]);
      expect(pays.slice(3).every((p) => Number.isSafeInteger(p) && p > 0)).toBe(true);
    }
    for (let i = 0; i + 1 < MYSTERY_ELVES_PAY_SYMBOLS.length; i += 1) {
      const hi = LINE_PAY_TABLE[symbolIndex(MYSTERY_ELVES_PAY_SYMBOLS[i] as string)] as readonly number[];
      const lo = LINE_PAY_TABLE[symbolIndex(MYSTERY_ELVES_PAY_SYMBOLS[i + 1] as string)] as readonly number[];
      for (let c = 3; c <= 5; c += 1) expect(hi[c]).toBeGreaterThanOrEqual(lo[c] as number);
    }
    expect(LINE_PAY_TABLE[BONUS]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(LINE_PAY_TABLE[SCATTER]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(SCATTER_PAYS).toEqual([0, 0, 0, 2, 10, 50]);
  });

  it('has 10 different lines of 5 rows within the 3-row window', () => {
    expect(MYSTERY_ELVES_LINES).toHaveLength(10);
    expect(new Set(MYSTERY_ELVES_LINES.map((l) => l.join(''))).size).toBe(10);
    for (const line of MYSTERY_ELVES_LINES) expect(line.every((row) => row >= 0 && row <= 2) && line.length === 5).toBe(true);
  });

  it('keeps the strip rules: 30–80 stops, SCATTERs 3+ apart, BONUS stacks that can show 6+', () => {
    for (const mode of ['base', 'buy'] as const) {
      const strips = ELVES_MATHS.strips[mode];
      expect(() => checkStrips(mode, strips)).not.toThrow();
      for (const strip of strips) {
        expect(strip.length).toBeGreaterThanOrEqual(30);
        expect(strip.length).toBeLessThanOrEqual(80);
        expect(maxWindowBonuses(strip)).toBeGreaterThanOrEqual(1);
      }
      expect(MYSTERY_ELVES_REELS[mode].map((s) => s.length)).toEqual(strips.map((s) => s.length));
    }
    expect(ELVES_MATHS.strips.base.every((s) => s.includes(WILD) && s.includes(SCATTER))).toBe(true);
    // A bad edit is refused.
    const bad = ELVES_MATHS.strips.base.map((s, k) => (k === 0 ? [SCATTER, SCATTER, ...s.slice(2)] : s));
    expect(() => checkStrips('base', bad)).toThrow(/SCATTERs at 0 and 1/);
    expect(() => checkStrips('base', ELVES_MATHS.strips.base.slice(1))).toThrow(/5 strips/);
    expect(MYSTERY_ELVES_CELL_REEL.filter((c) => c === 'BONUS')).toHaveLength(1);
    expect(MYSTERY_ELVES_CELL_REEL).toHaveLength(18);
  });

  describe('a line led by wilds pays the best of the wild and what it stands for', () => {
    // Line 1 (index 0) is the middle row; the other rows are filled so that no other line pays.
    const middle = (symbols: string[]): string[][] => symbols.map((s, reel) => [['HOLLY', 'BELL', 'CANDY', 'GIFT', 'REINDEER'][reel] as string, s, ['CANDY', 'GIFT', 'REINDEER', 'HOLLY', 'BELL'][reel] as string]);
    const line1 = (symbols: string[]): { symbol: string; count: number; cents: number } | undefined => {
      const w = mysteryElvesWindowWins(middle(symbols), 100).lineWins.find((x) => x.line === 0);
      return w === undefined ? undefined : { symbol: w.symbol, count: w.count, cents: w.cents };
    };
    it.each([
      // WILD×3 (50) against SANTA×5 (500): the SANTA run pays.
      [['WILD', 'WILD', 'WILD', 'SANTA', 'SANTA'], { symbol: 'SANTA', count: 5, cents: 5000 }],
      // WILD×4 (200) against HOLLY×5 (50): the wilds' own pay.
      [['WILD', 'WILD', 'WILD', 'WILD', 'HOLLY'], { symbol: 'WILD', count: 4, cents: 2000 }],
      // WILD×3 (50) against ELF×4 (75).
      [['WILD', 'WILD', 'WILD', 'ELF', 'SCATTER'], { symbol: 'ELF', count: 4, cents: 750 }],
      // A WILD does not stand in for BONUS or SCATTER: 2 wilds alone pay nothing.
      [['WILD', 'WILD', 'BONUS', 'BONUS', 'BONUS'], undefined],
      [['WILD', 'WILD', 'SCATTER', 'SANTA', 'SANTA'], undefined],
      // Five wilds: WILD×5 (1000) beats SANTA×5 (500).
      [['WILD', 'WILD', 'WILD', 'WILD', 'WILD'], { symbol: 'WILD', count: 5, cents: 10000 }],
      // Equal pays go to the symbol listed first: WILD×3 = HOLLY×5 = 50 → WILD.
      [['WILD', 'WILD', 'WILD', 'HOLLY', 'HOLLY'], { symbol: 'WILD', count: 3, cents: 500 }],
      [['GIFT', 'WILD', 'GIFT', 'WILD', 'BELL'], { symbol: 'GIFT', count: 4, cents: 300 }],
    ] as [string[], ReturnType<typeof line1>][])('%j', (symbols, want) => {
      expect(line1(symbols)).toEqual(want);
    });
  });

  it('pays SCATTER anywhere × the total bet and whole cents at every bet step', () => {
    const window = [
      ['SCATTER', 'HOLLY', 'BELL'],
      ['CANDY', 'SCATTER', 'GIFT'],
      ['BELL', 'CANDY', 'SCATTER'],
      ['GIFT', 'HOLLY', 'CANDY'],
      ['HOLLY', 'BELL', 'GIFT'],
    ];
    for (const bet of [10, 20, 130, 1000]) {
      const w = mysteryElvesWindowWins(window, bet);
      expect(w.scatterWins).toEqual([{ symbol: 'SCATTER', count: 3, cells: [{ reel: 0, row: 0 }, { reel: 1, row: 1 }, { reel: 2, row: 2 }], cents: 2 * bet }]);
      expect(Number.isSafeInteger(w.winCents)).toBe(true);
    }
    expect(() => mysteryElvesWindowWins(window, 15)).toThrow(RangeError);
    expect(lineEvaluator().best([WILD, WILD, WILD, WILD, WILD])).toBeGreaterThan(0);
  });
});
