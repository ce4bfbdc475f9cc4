import { isTotalBet, MYSTIC_GEM_MODE_SPECS, stakeCents } from './maths';
import { buyPriceCents } from './spin';

describe('bet modes and prices', () => {
  it('prices are exact fractions of the total bet', () => {
    const prices = Object.fromEntries(Object.values(MYSTIC_GEM_MODE_SPECS).map((s) => [s.mode, s.price]));
    expect(prices).toEqual({
      base: { num: 1, den: 1 },
      buy1: { num: 9, den: 2 },
      buy2: { num: 15, den: 1 },
      buy3: { num: 143, den: 2 },
      guaranteed1: { num: 12, den: 1 },
      guaranteed2: { num: 25, den: 1 },
    });
  });

  it('every price is whole cents at every total bet the game takes', () => {
    expect(buyPriceCents('buy1', 40)).toBe(180);
    expect(buyPriceCents('buy3', 40)).toBe(2860);
    expect(buyPriceCents('buy3', 5000)).toBe(357_500);
    expect(buyPriceCents('guaranteed2', 120)).toBe(3000);
    for (let bet = 40; bet <= 5000; bet += 40) {
      expect(isTotalBet(bet)).toBe(true);
      for (const mode of Object.keys(MYSTIC_GEM_MODE_SPECS)) expect(Number.isSafeInteger(stakeCents(mode as 'base', bet))).toBe(true);
    }
  });

  it('says null when a price would not be whole cents', () => {
    expect(buyPriceCents('buy1', 41)).toBeNull();
    expect(buyPriceCents('buy3', 1)).toBeNull();
    expect(buyPriceCents('buy2', 1)).toBe(15);
    expect(isTotalBet(60)).toBe(false);
    expect(isTotalBet(5040)).toBe(false);
  });

  it('places WILDs on reels 2–4 only, every placement listed once', () => {
    expect(MYSTIC_GEM_MODE_SPECS.buy1.placements).toEqual([[1], [2], [3]]);
    expect(MYSTIC_GEM_MODE_SPECS.guaranteed2.placements).toEqual([[1, 2], [1, 3], [2, 3]]);
    expect(MYSTIC_GEM_MODE_SPECS.buy3.placements).toEqual([[1, 2, 3]]);
  });
});
