import { CLUSTER_PAY_UNITS, GONZO_BETS_CENTS, gonzoPaytable, SCATTER_BONUS_UNITS, unitsToCents, UNITS_PER_BET } from './paytable';
import { HIGH_SYMBOLS, LOW_SYMBOLS } from './symbols';

describe("Gonzo's Gold paytable", () => {
  it('pays every prize in whole cents at every bet (pays in twentieths, bets multiples of 0.20 €)', () => {
    const units = [...Object.values(CLUSTER_PAY_UNITS).flat(), ...SCATTER_BONUS_UNITS];
    for (const bet of GONZO_BETS_CENTS) {
      expect(bet % 20).toBe(0);
      for (const u of units) {
        expect(Number.isInteger(u)).toBe(true);
        expect(Number.isSafeInteger(unitsToCents(u, bet))).toBe(true);
        expect(unitsToCents(u, bet) * UNITS_PER_BET).toBe(u * bet);
      }
    }
    expect(() => unitsToCents(10, 30)).toThrow(RangeError);
  });

  it('pays high symbols from 3, low from 4, sizes 3 … 15+, non-decreasing; Scatters 2× / 20× / 200×', () => {
    for (const row of gonzoPaytable()) {
      const min = (HIGH_SYMBOLS as readonly string[]).includes(row.symbol) ? 3 : 4;
      expect(row.pays[0]?.size).toBe(min);
      expect(row.pays[row.pays.length - 1]?.size).toBe(15);
      for (let i = 1; i < row.pays.length; i += 1) expect(row.pays[i]!.units).toBeGreaterThanOrEqual(row.pays[i - 1]!.units);
    }
    expect(gonzoPaytable().map((r) => r.symbol)).toEqual([...HIGH_SYMBOLS, ...LOW_SYMBOLS]);
    expect(SCATTER_BONUS_UNITS.slice(3).map((u) => u / UNITS_PER_BET)).toEqual([2, 20, 200]);
  });
});
