import { Xoshiro128 } from '../../../core/xoshiro128';
import { DOUBLE_CHANCE } from '../upper/tuning';
import { initialDoubleOrBonusesContext, riskFraction } from '../upper/double-or-bonuses-steps';
import { doubleOrBonusesValue } from './double-or-bonuses-value';

const p = DOUBLE_CHANCE.numerator / DOUBLE_CHANCE.denominator;

describe('Double-or-Bonuses as the maths counts it', () => {
  it('is the prize itself for the collecting player, and for a prize at the maximum', () => {
    expect(doubleOrBonusesValue('1+5', 3_740, 'default')).toEqual({ cashCents: 3_740, bonusValueCents: 0 });
    expect(doubleOrBonusesValue('0.20+1', 10_000, 'auto-risk')).toEqual({ cashCents: 10_000, bonusValueCents: 0 });
  });

  it('risks one 4 € fraction until it converts or the doubles reach the 100 € maximum', () => {
    // 4 → 8 → 16 → 32 → 64 €; the next double (128 €) reaches the maximum and pays 100 €.
    let bonusValue = 0;
    for (let k = 0; k <= 4; k += 1) bonusValue += p ** k * (1 - p) * 400 * 2 ** k;
    const value = doubleOrBonusesValue('0.20+1', 400, 'auto-risk');
    expect(value.bonusValueCents).toBeCloseTo(bonusValue, 9);
    expect(value.cashCents).toBeCloseTo(p ** 5 * 10_000, 15);
    // Risking gains about p / (1 − 2p) of the prize at face value: the two players stay close.
    expect((value.bonusValueCents + value.cashCents) / 400 - 1).toBeCloseTo(p / (1 - 2 * p), 6);
  });

  it.each([
    // 19 fractions of 4 €, the last one 1.40 € (random rounding).
    ['0.20+1', 7_340, 10_000],
    // 62 fractions of 100 €: the 49th conversion passes 6,000 bonuses and the rest is paid.
    ['10+50', 612_000, 4_000],
  ] as const)('agrees with the engine’s own Double-or-Bonuses (%s, %p cents, %p games)', (betId, prize, n) => {
    const rng = new Xoshiro128(17);
    let total = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i += 1) {
      let game = initialDoubleOrBonusesContext({ betId, prizeCents: prize, bonusesHeld: 0, autoRisk: true, roundId: 1, seq: 0 });
      while (game.endReason === null) game = riskFraction(game, rng, 'auto-risk');
      const value = game.bankedCents + game.bonusesWon * 80;
      total += value;
      sumSq += value * value;
    }
    const mean = total / n;
    const sd = Math.sqrt(sumSq / n - mean * mean);
    const exact = doubleOrBonusesValue(betId, prize, 'auto-risk');
    expect(Math.abs(mean - exact.cashCents - exact.bonusValueCents)).toBeLessThan((2.58 * sd) / Math.sqrt(n) + 1);
  });
});
