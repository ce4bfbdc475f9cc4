import { LOWER_BETS_CENTS } from '../bets';
import { OPERATOR_SETTING_MAX, OPERATOR_SETTING_MIN } from '../tuning/gnomos-tuning';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN, tuningForLevel } from '../tuning/level-table';
import { UPPER_BET_IDS } from '../upper/bets';
import { lowerRoundValue } from './lower-model';
import { GNOMOS_POLICIES } from './policy';
import { upperRoundValue } from './upper-model';

/**
 * The operator's settings, recomputed exactly from the level table as the cabinet reads it:
 * every bet of both games, for the player who collects and for the one who risks everything,
 * returns the setting within ±0.5 % (GAMES.md). The generator solved every level 55–110; this
 * checks the table it wrote, at the settings an operator can choose.
 */
const SETTINGS = [70, 75, 80, 85, 90, 95];

describe('the level table meets the operator settings', () => {
  it('covers the operator settings and a margin either side for the cycle control', () => {
    expect(TUNING_LEVEL_MIN).toBeLessThanOrEqual(OPERATOR_SETTING_MIN - 15);
    expect(TUNING_LEVEL_MAX).toBeGreaterThanOrEqual(OPERATOR_SETTING_MAX + 15);
    for (let level = TUNING_LEVEL_MIN; level <= TUNING_LEVEL_MAX; level += 1) expect(tuningForLevel(level).level).toBe(level);
  });

  it.each(SETTINGS)('setting %p %%: the lower game returns it within ±0.5 %% at every bet, both policies', (setting) => {
    for (const bet of LOWER_BETS_CENTS) {
      for (const policy of GNOMOS_POLICIES) {
        const rtp = 100 * lowerRoundValue(bet, policy, tuningForLevel(setting).lower[bet]).rtp;
        expect(Math.abs(rtp - setting)).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it.each(SETTINGS)('setting %p %%: the upper game returns it within ±0.5 %% at every bet, both policies', (setting) => {
    for (const bet of UPPER_BET_IDS) {
      for (const policy of GNOMOS_POLICIES) {
        const rtp = 100 * upperRoundValue(bet, policy, tuningForLevel(setting).upper[bet]).rtp;
        expect(Math.abs(rtp - setting)).toBeLessThanOrEqual(0.5);
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
