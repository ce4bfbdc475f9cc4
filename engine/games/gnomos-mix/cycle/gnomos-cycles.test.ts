import { loadJurisdictionProfiles } from '../../../../config/jurisdiction-profile';
import { simulateCycles } from './cycle-simulation';
import { summariseCycles } from './cycle-summary';
import { GNOMOS_ROUND_PLAYERS, gnomosPlayerMix, type GnomosMixName } from './gnomos-players';
import type { CycleRuleSpec } from './cycle-counts';

/**
 * The cycle control with the real game: the Gnomos round simulators at the solved level tables,
 * under the shipped Spanish profiles (the 1,000-cycle figures are in
 * docs/games/gnomos-mix-cycles.md; these few cycles keep the test short).
 */
const PROFILES = loadJurisdictionProfiles();

function profileRule(id: string): { rule: CycleRuleSpec; maxPrizeCents: number } {
  const profile = PROFILES.get(id);
  if (!profile?.cycleRule) throw new Error(`profile ${id} has no cycle rule`);
  return { rule: profile.cycleRule, maxPrizeCents: profile.maxPrizePerGameCents };
}

function play(profileId: string, setting: number, mix: GnomosMixName, seed: number, cycles: number) {
  const { rule, maxPrizeCents } = profileRule(profileId);
  const setup = { setting, rule, maxPrizeCents, players: GNOMOS_ROUND_PLAYERS, mix: gnomosPlayerMix(mix) };
  return summariseCycles(simulateCycles(setup, seed, 1, cycles), maxPrizeCents);
}

describe('Gnomos Mix under the Spanish cycle rules', () => {
  it('returns at least 70 % in a 40,000-game cycle at the 70 % setting, no prize above 20,000 €', () => {
    const summary = play('es-type-b-40000', 70, 'default', 21, 1);
    expect(summary.games).toBe(40_000);
    expect(summary.everyCycleMet).toBe(true);
    expect(summary.worstCycle.returnBps).toBeGreaterThanOrEqual(7000);
    expect(summary.everyPrizeWithinMax).toBe(true);
    // The control moved the level around the setting, not away from it.
    const games = summary.levelGames.reduce((a, b) => a + b, 0);
    expect(games).toBe(40_000);
    expect(summary.upperGames).toBeGreaterThan(0);
  });

  it('returns at least 75 % in every 20,000-game cycle and 40 % in every 5,000-game block at the 75 % setting', () => {
    const summary = play('es-type-b-20000-blocks', 75, 'default', 22, 2);
    expect(summary.everyCycleMet).toBe(true);
    expect(summary.worstCycle.returnBps).toBeGreaterThanOrEqual(7500);
    expect(summary.worstBlock?.block.returnBps).toBeGreaterThanOrEqual(4000);
    expect(summary.everyPrizeWithinMax).toBe(true);
  });
});
