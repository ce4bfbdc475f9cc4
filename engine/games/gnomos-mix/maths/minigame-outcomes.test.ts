import { Xoshiro128 } from '../../../core/xoshiro128';
import { MINIGAME_BET_RANGES } from '../minigames/bets';
import { MINIGAME_KINDS } from '../tuning/gnomos-tuning';
import { UPPER_BET_IDS } from '../upper/bets';
import { minigameOutcomes } from './minigame-outcomes';
import { playMinigame } from './play-minigame';

const valueOf = (o: { cents: number; bonuses: number }): number => o.cents + o.bonuses * 80;

describe('minigame results as the maths counts them', () => {
  it.each(MINIGAME_KINDS)('%s: a whole distribution, never below the line prize nor above the maximum', (kind) => {
    for (const bet of UPPER_BET_IDS) {
      const max = MINIGAME_BET_RANGES[bet].maxCents;
      for (const line of [0, MINIGAME_BET_RANGES[bet].unitCents * 3, max / 2, max]) {
        const outcomes = minigameOutcomes(kind, bet, line);
        expect(outcomes.reduce((s, o) => s + o.chance, 0)).toBeCloseTo(1, 12);
        for (const o of outcomes) {
          expect(o.cents).toBeGreaterThanOrEqual(Math.max(line, MINIGAME_BET_RANGES[bet].minExclusiveCents + 1));
          expect(valueOf(o)).toBeLessThanOrEqual(max);
          expect(o.chance).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each(MINIGAME_KINDS)('%s: the exact mean is what the engine’s minigame pays on average (40,000 games, 99 %% interval)', (kind) => {
    for (const [bet, line] of [['0.20+1', 1_000], ['1+5', 4_000]] as const) {
      const rng = new Xoshiro128(23);
      const n = 40_000;
      let total = 0;
      let sumSq = 0;
      for (let i = 0; i < n; i += 1) {
        // AUTO-RISK on and off play the same distribution (Three Choices: last offer or first).
        const value = valueOf(playMinigame(kind, bet, line, i % 2 === 0 ? 'default' : 'auto-risk', rng));
        total += value;
        sumSq += value * value;
      }
      const mean = total / n;
      const sd = Math.sqrt(sumSq / n - mean * mean);
      const exact = minigameOutcomes(kind, bet, line).reduce((s, o) => s + o.chance * valueOf(o), 0);
      expect(Math.abs(mean - exact)).toBeLessThan((2.58 * sd) / Math.sqrt(n));
    }
  });
});
