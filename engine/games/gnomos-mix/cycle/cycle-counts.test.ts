import { compareReturn, meetsMinimum, returnBps } from '../../../../main/cabinet/cycle-rule';
import { loadJurisdictionProfiles } from '../../../../config/jurisdiction-profile';
import { drawInt } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { checkCycleRule, compareCountsReturn, countsMeetMinimum, countsReturnBps, type CycleCounts, type CycleRuleSpec } from './cycle-counts';

describe('the engine’s cycle arithmetic', () => {
  it('judges returns exactly as the cabinet’s cycle meters do', () => {
    const rng = new Xoshiro128('cycle-counts');
    const draw = (): CycleCounts => {
      const coinInCents = drawInt(rng, 3) === 0 ? 0 : drawInt(rng, 2_000_000_000);
      return { games: drawInt(rng, 40_000), coinInCents, coinOutCents: drawInt(rng, 2_000_000_000) };
    };
    for (let i = 0; i < 2000; i += 1) {
      const a = draw();
      const b = draw();
      const minBps = drawInt(rng, 10_001);
      expect(countsReturnBps(a)).toBe(returnBps(a));
      expect(countsMeetMinimum(a, minBps)).toBe(meetsMinimum(a, minBps));
      expect(compareCountsReturn(a, b)).toBe(compareReturn(a, b));
    }
  });

  it('passes a cycle that returned exactly its minimum and fails one a cent short', () => {
    expect(countsMeetMinimum({ games: 40_000, coinInCents: 800_000, coinOutCents: 560_000 }, 7000)).toBe(true);
    expect(countsMeetMinimum({ games: 40_000, coinInCents: 800_000, coinOutCents: 559_999 }, 7000)).toBe(false);
  });

  it('takes every shipped profile’s cycle rule as it is, and refuses a block that does not divide the cycle', () => {
    for (const profile of loadJurisdictionProfiles().values()) {
      const rule: CycleRuleSpec | null = profile.cycleRule;
      if (rule) expect(() => checkCycleRule(rule)).not.toThrow();
    }
    expect(() => checkCycleRule({ cycleGames: 20_000, minReturnBps: 7500, block: { blockGames: 3000, minReturnBps: 4000 } })).toThrow(RangeError);
    expect(() => checkCycleRule({ cycleGames: 0, minReturnBps: 7500, block: null })).toThrow(RangeError);
  });
});
