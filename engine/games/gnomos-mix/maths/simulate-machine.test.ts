import { Xoshiro128 } from '../../../core/xoshiro128';
import { tuningForLevel } from '../tuning/level-table';
import { simulateMachine } from './simulate-machine';

describe('a Monte Carlo session of the whole machine', () => {
  it('counts cash in and out and every bonus, and spends bonuses upstairs whenever they cover the bet', () => {
    const s = simulateMachine(new Xoshiro128(5), { lowerBet: 100, upperBet: '1+5', policy: 'default', tuning: tuningForLevel(80), rounds: 20_000, batches: 20 });
    expect(s.rounds).toBe(20_000);
    expect(s.bonusesWon).toBe(s.bonusesSpent + s.bonusesLeft);
    expect(s.bonusesLeft).toBeLessThan(5);
    expect(s.bonusesSpent).toBe(5 * s.upperRounds);
    // Every lower round stakes 1 €, every upper round 1 € cash (its 5 bonuses are not cash).
    expect(s.cashInCents).toBe(100 * s.rounds);
    expect(s.cashReturn).toBeCloseTo(s.cashOutCents / s.cashInCents, 12);
    expect(s.interval99).toBeGreaterThan(0);
  });

  it('never goes upstairs without the bonuses for the bet, and refuses a session too short to batch', () => {
    const s = simulateMachine(new Xoshiro128(6), { lowerBet: 20, upperBet: '20+200', policy: 'default', tuning: tuningForLevel(70), rounds: 2_000, batches: 10 });
    expect(s.upperRounds).toBe(0);
    expect(s.bonusesLeft).toBe(s.bonusesWon);
    expect(() => simulateMachine(new Xoshiro128(1), { lowerBet: 20, upperBet: '0.20+1', policy: 'default', tuning: tuningForLevel(70), rounds: 5, batches: 10 })).toThrow(RangeError);
  });
});
