import { DEFAULT_BET_CENTS, LOWER_BETS_CENTS, isLowerBet, nextEnabledBet, resolveLowerBetSetup } from './bets';

describe('lower bets', () => {
  it('are 0.20 / 1 / 5 / 10 / 20 € with 0.20 € by default', () => {
    expect([...LOWER_BETS_CENTS]).toEqual([20, 100, 500, 1000, 2000]);
    expect(DEFAULT_BET_CENTS).toBe(20);
    expect(isLowerBet(500)).toBe(true);
    expect(isLowerBet(50)).toBe(false);
    expect(isLowerBet('20')).toBe(false);
  });

  it('keeps the requested bet when enabled, else takes the first enabled one', () => {
    expect(resolveLowerBetSetup([2000, 20, 500, 20], 500)).toEqual({ enabledBets: [20, 500, 2000], betCents: 500 });
    expect(resolveLowerBetSetup([100, 1000], 20)).toEqual({ enabledBets: [100, 1000], betCents: 100 });
    expect(resolveLowerBetSetup([1000], 7)).toEqual({ enabledBets: [1000], betCents: 1000 });
  });

  it('refuses no enabled bets and unknown amounts', () => {
    expect(() => resolveLowerBetSetup([], 20)).toThrow(RangeError);
    expect(() => resolveLowerBetSetup([20, 50], 20)).toThrow(/50/);
  });

  it('BET steps through the enabled bets and wraps', () => {
    const enabled = [20, 500, 2000] as const;
    expect(nextEnabledBet(enabled, 20)).toBe(500);
    expect(nextEnabledBet(enabled, 500)).toBe(2000);
    expect(nextEnabledBet(enabled, 2000)).toBe(20);
    expect(nextEnabledBet([100], 100)).toBe(100);
  });
});
