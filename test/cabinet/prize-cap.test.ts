/**
 * The jurisdiction's maximum prize per game reaches every game the cabinet opens: the profile
 * the config names sets it, and a video slot plays under it (its rounds are tested in
 * engine/games/mona-lisa-jewels/round.test.ts).
 */
import { defaultConfig } from '../../config/cabinet-config';
import { loadJurisdictionProfiles } from '../../config/jurisdiction-profile';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { gameLimits, openGame } from '../../main/cabinet/game-registry';

describe('the maximum prize per game on the cabinet', () => {
  it('comes from the jurisdiction profile the config names', () => {
    for (const profile of loadJurisdictionProfiles().values()) {
      expect(gameLimits({ ...defaultConfig(), jurisdiction: profile.id })).toEqual({ maxPrizePerGameCents: profile.maxPrizePerGameCents });
    }
  });

  it('is the cap a Mona Lisa table plays under', () => {
    const config = defaultConfig();
    const table = openGame('mona-lisa-jewels', new Xoshiro128(1), config, null);
    const rules = table.runner.context.rules as { maxPrizePerGameCents: number | null };
    expect(rules.maxPrizePerGameCents).toBe(gameLimits(config).maxPrizePerGameCents);
    expect(rules.maxPrizePerGameCents).toBe(2_000_000);
  });

  it('refuses a config naming a jurisdiction the cabinet does not know', () => {
    expect(() => gameLimits({ ...defaultConfig(), jurisdiction: 'atlantis' })).toThrow(/jurisdiction "atlantis" is not one of/);
  });
});
