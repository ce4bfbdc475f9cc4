import { BONUS_VALUE_CENTS } from '../paytable';
import { DEFAULT_UPPER_BET_ID, UPPER_BETS, UPPER_BET_IDS, balancesCoverUpperBet, isUpperBetId, upperBet } from './bets';
import { UPPER_PAYTABLE } from './paytable';
import { MINIGAME_SYMBOLS, UPPER_SYMBOLS, isUpperSymbol } from './symbols';

describe('upper symbols', () => {
  it('include Mushroom, Flower and Log, the minigame figures', () => {
    expect(UPPER_SYMBOLS).toHaveLength(8);
    expect(new Set(UPPER_SYMBOLS).size).toBe(8);
    expect(MINIGAME_SYMBOLS).toEqual(['mushroom', 'flower', 'log']);
    for (const s of MINIGAME_SYMBOLS) expect(isUpperSymbol(s)).toBe(true);
    expect(isUpperSymbol('bell')).toBe(false);
  });
});

describe('upper bets', () => {
  it('are the six cash + bonus bets with their maximum prizes and fractions', () => {
    expect(UPPER_BETS.map((b) => [b.id, b.cashCents, b.bonuses, b.maxPrizeCents, b.fractionCents])).toEqual([
      ['0.20+1', 20, 1, 10_000, 400],
      ['1+5', 100, 5, 100_000, 1_000],
      ['5+25', 500, 25, 500_000, 5_000],
      ['10+50', 1_000, 50, 1_000_000, 10_000],
      ['20+100', 2_000, 100, 2_000_000, 20_000],
      ['20+200', 2_000, 200, 2_000_000, 20_000],
    ]);
    for (const b of UPPER_BETS) expect(b.stakeValueCents).toBe(b.cashCents + b.bonuses * BONUS_VALUE_CENTS);
    expect(UPPER_BETS.map((b) => b.stakeValueCents)).toEqual([100, 500, 2500, 5000, 10000, 18000]);
    expect(UPPER_BET_IDS).toEqual(UPPER_BETS.map((b) => b.id));
    expect(DEFAULT_UPPER_BET_ID).toBe('0.20+1');
  });

  it('need both the cash and the bonuses', () => {
    expect(balancesCoverUpperBet('1+5', 100, 5)).toBe(true);
    expect(balancesCoverUpperBet('1+5', 99, 5)).toBe(false);
    expect(balancesCoverUpperBet('1+5', 100, 4)).toBe(false);
    expect(balancesCoverUpperBet('20+200', 5000, 199)).toBe(false);
    expect(balancesCoverUpperBet('20+200', 2000, 200)).toBe(true);
    expect(balancesCoverUpperBet('1+5', Number.NaN, 5)).toBe(false);
    expect(isUpperBetId('20+200')).toBe(true);
    expect(isUpperBetId('20')).toBe(false);
    expect(() => upperBet('2+10' as never)).toThrow(RangeError);
  });
});

describe('upper paytable', () => {
  const euros = (id: string) => (UPPER_PAYTABLE.find((r) => r.id === id)?.pays ?? {}) as Record<string, number>;

  it('has one three-of-a-kind row per figure, best first', () => {
    expect(UPPER_PAYTABLE.map((r) => r.symbol)).toEqual([...UPPER_SYMBOLS]);
    for (const row of UPPER_PAYTABLE) expect(row.pattern).toEqual({ kind: 'all', symbol: row.symbol });
    for (const bet of UPPER_BETS) {
      const column = UPPER_PAYTABLE.map((r) => r.pays[bet.id]);
      expect([...column].sort((a, b) => b - a)).toEqual(column);
      expect(new Set(column).size).toBe(column.length);
    }
  });

  it('pays the maximum prize for 3 Golden Gnome and nothing above it', () => {
    for (const bet of UPPER_BETS) {
      expect(euros('3-golden-gnome')[bet.id]).toBe(bet.maxPrizeCents);
      for (const row of UPPER_PAYTABLE) expect(row.pays[bet.id]).toBeLessThanOrEqual(bet.maxPrizeCents);
    }
  });

  it('pays the same multiples of the stake value from 1 € + 5 to 20 € + 100', () => {
    for (const row of UPPER_PAYTABLE) {
      const ref = row.pays['1+5'] / 500;
      for (const id of ['5+25', '10+50', '20+100'] as const) expect(row.pays[id] / upperBet(id).stakeValueCents).toBe(ref);
      if (row.symbol !== 'golden-gnome') expect(row.pays['20+200']).toBe((row.pays['20+100'] * 18) / 10);
    }
    expect(euros('3-leaf')['0.20+1']).toBe(100);
    expect(euros('3-pot-of-gold')['0.20+1']).toBe(4000);
  });

  it('puts Mushroom, Flower and Log above each bet\'s minigame floor', () => {
    const floors = { '0.20+1': 400, '1+5': 1000, '5+25': 5000, '10+50': 10000, '20+100': 20000, '20+200': 20000 } as const;
    for (const symbol of MINIGAME_SYMBOLS) {
      for (const id of UPPER_BET_IDS) expect(euros(`3-${symbol}`)[id]).toBeGreaterThan(floors[id]);
    }
  });
});
