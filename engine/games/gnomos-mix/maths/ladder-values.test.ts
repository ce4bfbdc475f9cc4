import { LOWER_BETS_CENTS } from '../bets';
import { prizeLadderCents } from '../ladders/prize-ladder';
import { riskOddsAt } from '../ladders/risk-odds';
import { LADDER_ODDS } from '../tuning/gnomos-tuning';
import { ladderValues } from './ladder-values';

const chance = (bet: (typeof LOWER_BETS_CENTS)[number], rung: number): number => {
  const { win, outOf } = riskOddsAt(LADDER_ODDS, bet, rung);
  return win / outOf;
};

describe('the risk ladder as the maths counts it', () => {
  it.each(LOWER_BETS_CENTS)('at %p cents, the default player collects every prize at once, in cash', (bet) => {
    const v = prizeLadderCents(bet);
    const values = ladderValues(bet, 'default');
    for (let r = 0; r <= 5; r += 1) {
      expect(values[r]).toMatchObject({ cashCents: v[r], bonusValueCents: 0, risks: 0, upNothingGainCents: 0, upBonusGainCents: 0, seesawGainCents: 0, nothingChance: 0 });
    }
  });

  it.each(LOWER_BETS_CENTS)('at %p cents, AUTO-RISK climbs by the odds: lost → the prize in bonuses, the parts add up', (bet) => {
    const v = prizeLadderCents(bet);
    const values = ladderValues(bet, 'auto-risk');
    const total = (r: number): number => (values[r]?.cashCents ?? 0) + (values[r]?.bonusValueCents ?? 0);
    // From Lemon down, by hand: won → the next rung's value; lost → the prize in bonuses (face value).
    let next = total(5);
    for (let r = 4; r >= 1; r -= 1) {
      next = chance(bet, r) * next + (1 - chance(bet, r)) * (v[r] ?? 0);
      expect(total(r)).toBeCloseTo(next, 9);
    }
    expect(total(0)).toBeCloseTo(chance(bet, 0) * next, 9);
    expect(values[0]?.nothingChance).toBeCloseTo(1 - chance(bet, 0), 12);
    for (let r = 0; r <= 5; r += 1) {
      const x = values[r];
      expect((v[r] ?? 0) + (x?.upNothingGainCents ?? 0) + (x?.upBonusGainCents ?? 0) + (x?.seesawGainCents ?? 0)).toBeCloseTo(total(r), 9);
    }
  });

  it.each(LOWER_BETS_CENTS)('at %p cents, risking on from Bell adds p5·p6·p7·(Blue − Bell) / (1 − p6·q7 − q6·p5): the two players stay close', (bet) => {
    const v = prizeLadderCents(bet);
    const [p5, p6, p7] = [chance(bet, 5), chance(bet, 6), chance(bet, 7)];
    const closedForm = (p5 * p6 * p7 * ((v[8] ?? 0) - (v[5] ?? 0))) / (1 - p6 * (1 - p7) - (1 - p6) * p5);
    const bell = ladderValues(bet, 'auto-risk')[5];
    const value = (bell?.cashCents ?? 0) + (bell?.bonusValueCents ?? 0);
    expect(value - (v[5] ?? 0)).toBeCloseTo(closedForm, 9);
    // Under one bet per ladder standing at Bell.
    expect(value - (v[5] ?? 0)).toBeLessThan(bet);
    expect(value - (v[5] ?? 0)).toBeGreaterThan(0);
  });
});
