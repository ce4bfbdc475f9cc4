import { combineCashReturn, lowerCashReturnAt, type GameCashFigures } from './cash-return';

describe('the cash return of the whole machine', () => {
  // A lower game at 0.20 € paying 12 c in cash and 0.05 bonuses a round; an upper game at
  // 0.20 € + 1 bonus paying 76 c in cash and 0.1 bonuses a round.
  const lower: GameCashFigures = { stakeCents: 20, stakeBonuses: 0, cashCents: 12, bonuses: 0.05 };
  const upper: GameCashFigures = { stakeCents: 20, stakeBonuses: 1, cashCents: 76, bonuses: 0.1 };

  it('spends every bonus won below upstairs: cash paid over cash staked', () => {
    const m = combineCashReturn(lower, upper);
    const n = 0.05 / 0.9;
    expect(m.bonusesRunOut).toBe(true);
    expect(m.upperPerLower).toBeCloseTo(n, 12);
    expect(m.cashReturn).toBeCloseTo((12 + n * 76) / (20 + n * 20), 12);
    // Every bonus at 0.80 € on both sides: the old figure.
    expect(m.valuedReturn).toBeCloseTo((12 + n * 76 + (0.05 + n * 0.1) * 80) / (20 + n * 20 + n * 80), 12);
  });

  it('values a bonus at the fixed point, which gives the lower game the machine’s return', () => {
    const m = combineCashReturn(lower, upper);
    // v = (cU + v·bU − R·uc) / ub
    const v = m.bonusCashValueCents;
    expect(v).toBeCloseTo(76 + v * 0.1 - m.cashReturn * 20, 9);
    expect(lowerCashReturnAt(lower, v)).toBeCloseTo(m.cashReturn, 12);
  });

  it('says when the bonuses never run out (an upper game giving back as many as it takes)', () => {
    const m = combineCashReturn(lower, { ...upper, bonuses: 1.2, cashCents: 3 });
    expect(m.bonusesRunOut).toBe(false);
    expect(m.upperPerLower).toBe(Infinity);
    expect(m.cashReturn).toBeCloseTo(3 / 20, 12);
    expect(Number.isNaN(m.bonusCashValueCents)).toBe(true);
  });
});
