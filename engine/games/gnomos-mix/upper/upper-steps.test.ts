import { Xoshiro128 } from '../../../core/xoshiro128';
import { UPPER_BETS } from './bets';
import { evaluateUpperWindow, upperWindow } from './spin';
import { playUpperSpin } from './upper-steps';

describe('playUpperSpin', () => {
  it('takes the cash and bonus stakes, records the draws and leaves the prize to the next stage', () => {
    const rng = new Xoshiro128(5);
    let prizes = 0;
    for (let i = 0; i < 2000; i += 1) {
      const bet = UPPER_BETS[i % UPPER_BETS.length] ?? UPPER_BETS[0];
      if (bet === undefined) throw new Error('no bets');
      const { stops, outcome, step } = playUpperSpin(bet.id, i + 1, 100 + i, rng);
      expect(step).toMatchObject({ seq: 100 + i, roundId: i + 1, label: 'upper-spin' });
      expect(step.moves).toEqual([
        { kind: 'stake', cents: bet.cashCents },
        { kind: 'bonus-stake', bonuses: bet.bonuses },
      ]);
      expect(step.draws.map((d) => d.bound)).toEqual([1024, 1024, 1024]);
      expect(outcome).toEqual(evaluateUpperWindow(upperWindow(stops), bet.id));
      expect(step.detail['prizeCents']).toBe(outcome.totalCents);
      expect(step.roundOver).toBe(outcome.totalCents === 0);
      expect(JSON.parse(JSON.stringify(step))).toEqual(step);
      if (outcome.totalCents > 0) prizes += 1;
    }
    expect(prizes).toBeGreaterThan(150); // ≈ 12.8 % of 2000
  });
});
