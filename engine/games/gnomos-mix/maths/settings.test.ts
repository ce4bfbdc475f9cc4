import { LOWER_BETS_CENTS } from '../bets';
import { BONUS_CASH_VALUE_CENTS, OPERATOR_SETTING_MAX, OPERATOR_SETTING_MIN } from '../tuning/gnomos-tuning';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN, tuningForLevel } from '../tuning/level-table';
import { UPPER_BET_IDS } from '../upper/bets';
import { rowOfTuning } from '../tuning/level-rows';
import { machineCashReturn } from './cash-return';
import { solveLevel } from './level-solver';

/**
 * The operator's settings, recomputed exactly from the level table as the cabinet reads it: at
 * every pairing of a lower and an upper bet, the whole machine returns the setting in cash
 * within ±0.5 points for the reference player (AUTO-RISK off, bonuses spent upstairs whenever
 * they cover the bet), and a bonus returns BONUS_CASH_VALUE_CENTS when spent. The generator
 * solved every level; this checks the table it wrote, at the settings an operator can choose.
 */
const SETTINGS = [70, 75, 80, 85, 90, 95];

describe('the level table meets the operator settings in cash', () => {
  it('covers the operator settings and a margin either side for the cycle control', () => {
    expect(TUNING_LEVEL_MIN).toBeLessThanOrEqual(OPERATOR_SETTING_MIN - 15);
    expect(TUNING_LEVEL_MAX).toBeGreaterThanOrEqual(OPERATOR_SETTING_MAX + 15);
    for (let level = TUNING_LEVEL_MIN; level <= TUNING_LEVEL_MAX; level += 1) expect(tuningForLevel(level).level).toBe(level);
  });

  it.each(SETTINGS)('setting %p %%: the whole machine returns it in cash within ±0.5 at every bet pairing, a bonus worth its cash value', (setting) => {
    for (const lowerBet of LOWER_BETS_CENTS) {
      for (const upperBet of UPPER_BET_IDS) {
        const m = machineCashReturn(lowerBet, upperBet, 'default', tuningForLevel(setting));
        expect(m.bonusesRunOut).toBe(true);
        expect(Math.abs(100 * m.cashReturn - setting)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(m.bonusCashValueCents - BONUS_CASH_VALUE_CENTS)).toBeLessThan(0.05);
        // The old valuation (every bonus at 0.80 €) overstates it.
        expect(m.valuedReturn).toBeGreaterThan(m.cashReturn);
      }
    }
  });

  it('keeps the knobs a player would notice: holds and advances happen, Extra Spins are rare, minigames come often on their lines', () => {
    for (let level = TUNING_LEVEL_MIN; level <= TUNING_LEVEL_MAX; level += 1) {
      const t = tuningForLevel(level);
      for (const bet of LOWER_BETS_CENTS) {
        const l = t.lower[bet];
        expect(l.hold.offer.win).toBeGreaterThan(0);
        expect(l.advances.grant.win).toBeGreaterThan(0);
        expect(l.extraSpin.trigger.win / l.extraSpin.trigger.outOf).toBeLessThanOrEqual(1 / 40);
      }
      for (const bet of UPPER_BET_IDS) expect(t.upper[bet].minigameTrigger.win).toBeGreaterThan(0);
    }
    // At the operator’s settings a minigame line starts a minigame at least one time in five.
    for (const setting of SETTINGS) {
      for (const bet of UPPER_BET_IDS) {
        const trigger = tuningForLevel(setting).upper[bet].minigameTrigger;
        expect(trigger.win / trigger.outOf).toBeGreaterThan(0.2);
      }
    }
  });
});

describe('the solved knobs at the settings (a change to the maths shows here)', () => {
  it('pins the advance grants and minigame triggers the solver chose for the cash return', () => {
    const knobs = (level: number): number[] => {
      const t = tuningForLevel(level);
      return [t.lower[20].advances.grant.win, t.lower[100].advances.grant.win, t.upper['0.20+1'].minigameTrigger.win, t.upper['20+200'].minigameTrigger.win];
    };
    // Grants and triggers out of 100,000 (docs/games/gnomos-mix-maths.md, "The levels").
    expect(knobs(70)).toEqual([12548, 11760, 37960, 41893]);
    expect(knobs(80)).toEqual([17066, 16013, 40801, 43662]);
    expect(knobs(95)).toEqual([23831, 22384, 45064, 46314]);
  });

  it('the solver reproduces the table it wrote at a setting', () => {
    expect(rowOfTuning(solveLevel(80))).toEqual(rowOfTuning(tuningForLevel(80)));
  });
});
