import { LOWER_BETS_CENTS, type LowerBetCents } from './bets';
import { LOWER_PAYTABLE, type LowerPrizeId } from './paytable';
import { evaluateLowerLine, type LowerLineFigures, type LowerLinePrize } from './spin';
import { GNOMOS_SYMBOLS, type GnomosSymbol } from './symbols';

/**
 * GAMES.md's lower paytable retyped in cents (a second transcription: paytable.ts holds euros),
 * columns 0.20 / 1 / 5 / 10 / 20 €.
 */
const CASH: Record<string, readonly number[]> = {
  'blue-diamond': [10_000, 100_000, 500_000, 1_000_000, 2_000_000],
  'red-diamond': [2_000, 20_000, 100_000, 200_000, 400_000],
  'green-diamond': [800, 4_000, 20_000, 40_000, 80_000],
  bell: [400, 2_000, 10_000, 20_000, 40_000],
  lemon: [320, 1_600, 8_000, 16_000, 32_000],
  orange: [240, 1_200, 6_000, 12_000, 24_000],
  grape: [160, 800, 4_000, 8_000, 16_000],
  plum: [80, 400, 2_000, 4_000, 8_000],
};
const ANY_DIAMONDS = [40, 200, 1_000, 2_000, 4_000];
const BONUSES: Record<number, readonly number[]> = { 1: [1, 5, 25, 50, 100], 2: [2, 10, 50, 100, 200], 3: [6, 30, 150, 300, 600] };
const DIAMOND_SET: readonly GnomosSymbol[] = ['blue-diamond', 'red-diamond', 'green-diamond'];

function column(bet: LowerBetCents): number {
  return LOWER_BETS_CENTS.indexOf(bet);
}

/** The rule table applied by hand, independent of the evaluator and its row order. */
function referee(line: LowerLineFigures, bet: LowerBetCents): LowerLinePrize | null {
  const [a, b, c] = line;
  const cash = CASH[a];
  if (a === b && b === c && cash !== undefined) {
    return { prizeId: `3-${a}` as LowerPrizeId, cents: cash[column(bet)] ?? -1, bonuses: 0 };
  }
  if (line.every((s) => DIAMOND_SET.includes(s))) {
    return { prizeId: 'any-3-diamonds', cents: ANY_DIAMONDS[column(bet)] ?? -1, bonuses: 0 };
  }
  const n = line.filter((s) => s === 'bonus').length;
  if (n > 0) return { prizeId: `bonus-${n}` as LowerPrizeId, cents: 0, bonuses: BONUSES[n]?.[column(bet)] ?? -1 };
  return null;
}

describe('lower paytable rows', () => {
  it('has every prize of GAMES.md, best first, with rule-book labels', () => {
    expect(LOWER_PAYTABLE.map((r) => [r.id, r.label])).toEqual([
      ['3-blue-diamond', '3 Blue Diamond'],
      ['3-red-diamond', '3 Red Diamond'],
      ['3-green-diamond', '3 Green Diamond'],
      ['3-bell', '3 Bell'],
      ['3-lemon', '3 Lemon'],
      ['3-orange', '3 Orange'],
      ['3-grape', '3 Grape'],
      ['3-plum', '3 Plum'],
      ['any-3-diamonds', 'any 3 Diamonds'],
      ['bonus-3', '3 Bonus'],
      ['bonus-2', '2 Bonus'],
      ['bonus-1', '1 Bonus'],
    ]);
  });

  it('the 20 € column is twice the 10 € column from Bell down', () => {
    const cents = (id: LowerPrizeId, bet: LowerBetCents): number => {
      const prize = LOWER_PAYTABLE.find((r) => r.id === id)?.pays[bet];
      return prize !== undefined && 'cents' in prize ? prize.cents : Number.NaN;
    };
    for (const id of ['3-bell', '3-lemon', '3-orange', '3-grape', '3-plum', 'any-3-diamonds'] as const) {
      expect(cents(id, 2000)).toBe(2 * cents(id, 1000));
    }
  });

  it('each row drawn with its own figures pays exactly the GAMES.md value at each bet', () => {
    for (const row of LOWER_PAYTABLE) {
      const figures = [...row.symbols];
      while (figures.length < 3) figures.push(figures.length === 1 ? 'lemon' : 'grape');
      const line = figures as unknown as LowerLineFigures;
      for (const bet of LOWER_BETS_CENTS) {
        const outcome = evaluateLowerLine(line, bet);
        expect(outcome.prize).toEqual(referee(line, bet));
        expect(outcome.prize?.prizeId).toBe(row.id);
        expect(outcome.feature).toBeNull();
      }
    }
  });
});

describe('evaluateLowerLine on hand-made lines', () => {
  it.each(LOWER_BETS_CENTS)('3 Blue pays 3 Blue, not any 3 Diamonds (bet %p)', (bet) => {
    const p = evaluateLowerLine(['blue-diamond', 'blue-diamond', 'blue-diamond'], bet).prize;
    expect(p).toEqual({ prizeId: '3-blue-diamond', cents: CASH['blue-diamond']?.[column(bet)], bonuses: 0 });
  });

  it.each([
    ['red-diamond', 'blue-diamond', 'green-diamond'],
    ['blue-diamond', 'blue-diamond', 'red-diamond'],
    ['green-diamond', 'red-diamond', 'green-diamond'],
    ['red-diamond', 'red-diamond', 'blue-diamond'],
  ] as LowerLineFigures[])('mixed Diamonds %p pay any 3 Diamonds', (...line) => {
    for (const bet of LOWER_BETS_CENTS) {
      expect(evaluateLowerLine(line, bet).prize).toEqual({ prizeId: 'any-3-diamonds', cents: ANY_DIAMONDS[column(bet)], bonuses: 0 });
    }
  });

  it.each([
    [['bonus', 'plum', 'bell'], 1],
    [['plum', 'bonus', 'bell'], 1],
    [['window', 'window', 'bonus'], 1],
    [['bonus', 'lemon', 'bonus'], 2],
    [['red-diamond', 'bonus', 'bonus'], 2],
    [['bonus', 'bonus', 'bonus'], 3],
  ] as [LowerLineFigures, number][])('%p pays %p Bonus figures in bonuses', (line, n) => {
    for (const bet of LOWER_BETS_CENTS) {
      expect(evaluateLowerLine(line, bet)).toEqual({
        prize: { prizeId: `bonus-${n}`, cents: 0, bonuses: BONUSES[n]?.[column(bet)] },
        feature: null,
      });
    }
  });

  it.each([
    ['blue-diamond', 'blue-diamond', 'bell'],
    ['plum', 'plum', 'grape'],
    ['bell', 'lemon', 'bell'],
    ['red-diamond', 'green-diamond', 'window'],
    ['window', 'window', 'plum'],
    ['orange', 'grape', 'lemon'],
  ] as LowerLineFigures[])('near-miss %p pays nothing', (...line) => {
    for (const bet of LOWER_BETS_CENTS) expect(evaluateLowerLine(line, bet)).toEqual({ prize: null, feature: null });
  });

  it('3 Window triggers Cauldrons and pays nothing from the table', () => {
    for (const bet of LOWER_BETS_CENTS) {
      expect(evaluateLowerLine(['window', 'window', 'window'], bet)).toEqual({ prize: null, feature: 'cauldrons' });
    }
  });

  it('agrees with the rule table on all 1000 possible lines at every bet', () => {
    for (const a of GNOMOS_SYMBOLS) {
      for (const b of GNOMOS_SYMBOLS) {
        for (const c of GNOMOS_SYMBOLS) {
          for (const bet of LOWER_BETS_CENTS) {
            const outcome = evaluateLowerLine([a, b, c], bet);
            expect(outcome.prize).toEqual(referee([a, b, c], bet));
            expect(outcome.feature).toBe(a === 'window' && b === 'window' && c === 'window' ? 'cauldrons' : null);
          }
        }
      }
    }
  });
});
