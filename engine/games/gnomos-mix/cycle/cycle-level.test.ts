import { drawInt } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN } from '../tuning/level-table';
import type { CycleCounts, CycleRuleSpec } from './cycle-counts';
import { CYCLE_MARGIN_BPS, EARLY_SPAN_LEVELS, EFFICIENCY_FLOOR, cycleEfficiency, cycleLevel, cycleTargetBps, type CycleLevelInput } from './cycle-level';

/** The control's answer for a cycle whose player got exactly what its levels paid the reference player, unless the level stake is given. */
function levelOf(input: Omit<CycleLevelInput, 'cycleLevelStake'> & { cycleLevelStake?: number }): number {
  return cycleLevel({ ...input, cycleLevelStake: input.cycleLevelStake ?? 100 * input.cycle.coinOutCents });
}

const RULE_40000: CycleRuleSpec = { cycleGames: 40_000, minReturnBps: 7000, block: null };
const RULE_20000_BLOCKS: CycleRuleSpec = { cycleGames: 20_000, minReturnBps: 7500, block: { blockGames: 5000, minReturnBps: 4000 } };
const SHORT_RULE: CycleRuleSpec = { cycleGames: 100, minReturnBps: 7000, block: null };

/** Counts after `games` games at `bet` cents returning `returnBps` of the stake. */
function counts(games: number, bet: number, returnBps: number): CycleCounts {
  const coinInCents = games * bet;
  return { games, coinInCents, coinOutCents: Math.floor((coinInCents * returnBps) / 10_000) };
}

describe('cycleLevel without a cycle rule', () => {
  it.each([70, 80, 95])('plays every round at the setting %p, however the meters stand', (setting) => {
    for (const c of [counts(0, 20, 0), counts(39_000, 20, 2000), counts(39_999, 2000, 30_000)]) {
      expect(levelOf({ setting, rule: null, cycle: c, block: null, stakeCents: 20 })).toBe(setting);
    }
  });

  it('refuses a setting the operator cannot choose', () => {
    expect(() => levelOf({ setting: 69, rule: null, cycle: counts(0, 20, 0), block: null, stakeCents: 20 })).toThrow(RangeError);
    expect(() => levelOf({ setting: 80.5, rule: null, cycle: counts(0, 20, 0), block: null, stakeCents: 20 })).toThrow(RangeError);
  });
});

describe('cycleLevel under a cycle rule', () => {
  it('aims a cycle at the setting, or just above the minimum when the setting is the minimum', () => {
    expect(cycleTargetBps(80, RULE_40000)).toBe(8000);
    expect(cycleTargetBps(70, RULE_40000)).toBe(7000 + CYCLE_MARGIN_BPS);
    expect(cycleTargetBps(75, RULE_20000_BLOCKS)).toBe(7500 + CYCLE_MARGIN_BPS);
    // The margin stays inside the ±0.5 % a game's long-run return may differ from its setting.
    expect(CYCLE_MARGIN_BPS).toBeLessThan(50);
    expect(levelOf({ setting: 80, rule: RULE_40000, cycle: counts(0, 20, 0), block: null, stakeCents: 20 })).toBe(80);
    expect(levelOf({ setting: 70, rule: RULE_40000, cycle: counts(0, 20, 0), block: null, stakeCents: 20 })).toBe(70);
  });

  it('plays a cycle that is on target at the target level', () => {
    expect(levelOf({ setting: 85, rule: RULE_40000, cycle: counts(20_000, 20, 8500), block: null, stakeCents: 20 })).toBe(85);
  });

  it('raises the level when the cycle is behind and lowers it when ahead', () => {
    const at = (returnBps: number): number =>
      levelOf({ setting: 80, rule: RULE_40000, cycle: counts(30_000, 20, returnBps), block: null, stakeCents: 20 });
    expect(at(7600)).toBeGreaterThan(80);
    expect(at(8400)).toBeLessThan(80);
    // The further behind, the higher, never the other way round.
    let previous = Infinity;
    for (let returnBps = 6000; returnBps <= 10_000; returnBps += 50) {
      const level = at(returnBps);
      expect(level).toBeLessThanOrEqual(previous);
      previous = level;
    }
    expect(at(6000)).toBeGreaterThan(at(10_000));
  });

  it('moves the level only a little at the start of a cycle, whatever the first games did', () => {
    for (const returnBps of [0, 50_000]) {
      const level = levelOf({ setting: 80, rule: RULE_40000, cycle: counts(10, 20, returnBps), block: null, stakeCents: 20 });
      expect(Math.abs(level - 80)).toBeLessThanOrEqual(EARLY_SPAN_LEVELS);
    }
  });

  it('always answers a level the game has tables for', () => {
    const rng = new Xoshiro128('cycle-level-range');
    for (let i = 0; i < 5000; i += 1) {
      const rule = [RULE_40000, RULE_20000_BLOCKS, SHORT_RULE][drawInt(rng, 3)] as CycleRuleSpec;
      const games = drawInt(rng, rule.cycleGames);
      const bet = [20, 100, 2000, 6000][drawInt(rng, 4)] as number;
      const cycle = counts(games, bet, drawInt(rng, 40_000));
      const blockGames = rule.block ? games % rule.block.blockGames : 0;
      const block = rule.block ? counts(blockGames, bet, drawInt(rng, 40_000)) : null;
      const level = levelOf({ setting: 70 + drawInt(rng, 26), rule, cycle, block, stakeCents: [20, 100, 2000][drawInt(rng, 3)] as number });
      expect(Number.isInteger(level)).toBe(true);
      expect(level).toBeGreaterThanOrEqual(TUNING_LEVEL_MIN);
      expect(level).toBeLessThanOrEqual(TUNING_LEVEL_MAX);
    }
  });

  it('near the end of a short cycle asks for enough to reach the minimum when the remaining games return their level', () => {
    // 100-game cycle at 0.20 €, minimum 70 %: a deficit the last games can still make up at a level the tables have.
    for (let played = 80; played < 100; played += 1) {
      for (let returnBps = 6000; returnBps < 7000; returnBps += 25) {
        const cycle = counts(played, 20, returnBps);
        const level = levelOf({ setting: 70, rule: SHORT_RULE, cycle, block: null, stakeCents: 20 });
        const rest = (100 - played) * 20;
        // In whole cents × percent: the cycle's end return if the remaining games return `level` %.
        const endsAt = (lvl: number): number => cycle.coinOutCents * 100 + rest * lvl;
        const minimum = (cycle.coinInCents + rest) * 70;
        if (endsAt(TUNING_LEVEL_MAX) >= minimum) {
          expect(endsAt(level)).toBeGreaterThanOrEqual(minimum);
        } else {
          expect(level).toBe(TUNING_LEVEL_MAX);
        }
      }
    }
  });

  it('plays the last game of a cycle that is short of its minimum at the highest level', () => {
    const cycle = counts(39_999, 20, 6950);
    expect(levelOf({ setting: 70, rule: RULE_40000, cycle, block: null, stakeCents: 20 })).toBe(TUNING_LEVEL_MAX);
  });

  it('raises the level for a block heading below its minimum even when the cycle is ahead', () => {
    // The cycle is well ahead (90 %), so on its own it would lower the level; the block is at
    // 30 % with 500 of its 5,000 games left (against 50 %, which leaves the cycle to decide).
    const cycle = counts(9500, 20, 9000);
    const aheadOnly = levelOf({ setting: 75, rule: RULE_20000_BLOCKS, cycle, block: counts(4500, 20, 5000), stakeCents: 20 });
    const blockBehind = levelOf({ setting: 75, rule: RULE_20000_BLOCKS, cycle, block: counts(4500, 20, 3000), stakeCents: 20 });
    expect(aheadOnly).toBeLessThan(75);
    expect(blockBehind).toBeGreaterThan(100);
  });

  it('chooses by the same exact ratios on meters too large for plain arithmetic', () => {
    // Scaling stakes and meters together leaves every ratio, and so the level, unchanged.
    const rule: CycleRuleSpec = { cycleGames: 1000, minReturnBps: 7000, block: null };
    for (const returnBps of [5000, 6900, 7030, 7100, 9000]) {
      const small = counts(900, 20, returnBps);
      const scale = 2 ** 30;
      const large: CycleCounts = { games: 900, coinInCents: small.coinInCents * scale, coinOutCents: small.coinOutCents * scale };
      expect(levelOf({ setting: 70, rule, cycle: large, block: null, stakeCents: 20 * scale })).toBe(
        levelOf({ setting: 70, rule, cycle: small, block: null, stakeCents: 20 }),
      );
    }
  });
});

describe('cycleLevel learns how much of a level this cycle\'s player gets', () => {
  it('starts every cycle trusting the levels, and learns from its games', () => {
    expect(cycleEfficiency(70, counts(0, 20, 0), 0, 20)).toBe(1);
    // 20,000 games that paid half of what their levels would have paid the reference player.
    const half = counts(20_000, 20, 3500);
    const e = cycleEfficiency(70, half, 2 * 100 * half.coinOutCents, 20);
    expect(e).toBeLessThan(0.6);
    expect(e).toBeGreaterThan(0.5);
    // Never above 1 (a lucky player is not given less than the landing asks), never below the floor.
    expect(cycleEfficiency(70, counts(20_000, 20, 20_000), 20_000 * 20 * 70, 20)).toBe(1);
    expect(cycleEfficiency(70, counts(20_000, 20, 0), 20_000 * 20 * 70, 20)).toBe(EFFICIENCY_FLOOR);
  });

  it('asks a player who keeps his bonuses for higher levels than the reference player on the same cash meters', () => {
    const cycle = counts(20_000, 20, 6800);
    const reference = levelOf({ setting: 70, rule: RULE_40000, cycle, block: null, stakeCents: 20 });
    const keeper = levelOf({ setting: 70, rule: RULE_40000, cycle, block: null, stakeCents: 20, cycleLevelStake: Math.round(100 * cycle.coinOutCents / 0.7) });
    expect(keeper).toBeGreaterThan(reference);
    expect(keeper).toBeGreaterThanOrEqual(Math.round(reference / 0.75));
  });

  it('refuses a level stake that is not a whole number of cents × percent', () => {
    expect(() => cycleLevel({ setting: 70, rule: RULE_40000, cycle: counts(10, 20, 7000), block: null, stakeCents: 20, cycleLevelStake: -1 })).toThrow(RangeError);
    expect(() => cycleLevel({ setting: 70, rule: RULE_40000, cycle: counts(10, 20, 7000), block: null, stakeCents: 20, cycleLevelStake: 0.5 })).toThrow(RangeError);
  });
});
