/**
 * Plays whole cycles of Gnomos Mix under a cycle rule, with the cycle control choosing every
 * round's tuning level, and reports each cycle as the cabinet's cycle meters would close it.
 *
 * Reproducible and independent of how the cycles are shared out: cycle number k (1-based) draws
 * from `Xoshiro128.stream(seed, k − 1)` and starts with a player holding no bonuses, so a worker
 * that plays cycles 501–1000 gets exactly what a single thread would. The counts are cash
 * (cycle-counts.ts): bonuses still held when a cycle closes never reached its coin out, and the
 * next cycle's player starts afresh without them (the count a cycle is judged on never leans on
 * bonuses carried in from the one before).
 */
import type { Rng } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN, tuningForLevel } from '../tuning/level-table';
import { upperBet } from '../upper/bets';
import {
  NO_GAMES,
  checkCycleRule,
  countGame,
  countsMeetMinimum,
  countsReturnBps,
  type CycleCounts,
  type CycleRuleSpec,
} from './cycle-counts';
import { cycleLevel } from './cycle-level';
import type { GnomosRoundPlayers, PlayerMix } from './round-players';

export interface CycleSimulationSetup<Policy> {
  /** The operator's setting, a whole percent in 70..95. */
  readonly setting: number;
  readonly rule: CycleRuleSpec;
  /** The profile's largest prize per game (maxPrizePerGameCents). */
  readonly maxPrizeCents: number;
  readonly players: GnomosRoundPlayers<Policy>;
  readonly mix: PlayerMix<Policy>;
  /** The tables of a level: the game's own (tuningForLevel) unless a stand-in game brings its own. */
  readonly tuningOf?: (level: number) => GnomosLevelTuning;
}

export interface SimulatedBlock extends CycleCounts {
  /** 1-based position in its cycle. */
  readonly block: number;
  readonly returnBps: number | null;
  readonly passed: boolean;
}

export interface SimulatedCycle extends CycleCounts {
  /** 1-based cycle number (its Rng stream is number − 1). */
  readonly cycle: number;
  readonly returnBps: number | null;
  readonly returnPassed: boolean;
  /** Every block met its minimum (true without a block rule). */
  readonly blocksPassed: boolean;
  readonly passed: boolean;
  /** Empty without a block rule. */
  readonly blocks: readonly SimulatedBlock[];
  /** The lowest block return of the cycle; null without a block rule. */
  readonly minBlockReturnBps: number | null;
  /** The largest single payment of any round (cash, or bonuses at 0.80 €). */
  readonly largestPrizeCents: number;
  /** The most cash one game paid in all. */
  readonly largestGameWinCents: number;
  /** Bonuses won and spent in the cycle, and held when it closed (worth nothing to its count). */
  readonly bonusesWon: number;
  readonly bonusesSpent: number;
  readonly bonusesLeft: number;
  /** How many of the games were upper games (bonuses spent). */
  readonly upperGames: number;
  /** Games played at each level: index level − TUNING_LEVEL_MIN. */
  readonly levelGames: readonly number[];
}

/** Plays cycles `firstCycle` .. `firstCycle + count − 1` of `seed`. */
export function simulateCycles<Policy>(setup: CycleSimulationSetup<Policy>, seed: number, firstCycle: number, count: number): SimulatedCycle[] {
  if (!Number.isSafeInteger(firstCycle) || firstCycle < 1) throw new RangeError(`cycles are numbered from 1, got ${firstCycle}`);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`cycle count must be a whole number ≥ 0, got ${count}`);
  const out: SimulatedCycle[] = [];
  for (let cycle = firstCycle; cycle < firstCycle + count; cycle += 1) {
    out.push(playCycle(setup, Xoshiro128.stream(seed, cycle - 1), cycle));
  }
  return out;
}

/** One cycle of `rule.cycleGames` games from `rng`. */
export function playCycle<Policy>(setup: CycleSimulationSetup<Policy>, rng: Rng, cycleNumber: number): SimulatedCycle {
  const { setting, rule, players, mix } = setup;
  checkCycleRule(rule);
  const upper = upperBet(mix.upperBetId);
  const blockRule = rule.block;
  const tuningOf = setup.tuningOf ?? tuningForLevel;

  let cycle: CycleCounts = NO_GAMES;
  let block: CycleCounts = NO_GAMES;
  const blocks: SimulatedBlock[] = [];
  const levelGames = new Array<number>(TUNING_LEVEL_MAX - TUNING_LEVEL_MIN + 1).fill(0);
  let bonusesHeld = 0;
  let bonusesWon = 0;
  let bonusesSpent = 0;
  let cycleLevelStake = 0;
  let upperGames = 0;
  let largestPrizeCents = 0;
  let largestGameWinCents = 0;

  for (let game = 0; game < rule.cycleGames; game += 1) {
    const playsUpper = mix.upstairs === 'when-covered' && bonusesHeld >= upper.bonuses;
    const level = cycleLevel({
      setting,
      rule,
      cycle,
      block: blockRule ? block : null,
      stakeCents: playsUpper ? upper.cashCents : mix.lowerBetCents,
      cycleLevelStake,
    });
    levelGames[level - TUNING_LEVEL_MIN] = (levelGames[level - TUNING_LEVEL_MIN] ?? 0) + 1;
    let stakeCents: number;
    let money: { readonly winCents: number; readonly bonusesWon: number; readonly largestPayCents: number };
    if (playsUpper) {
      const round = players.upper(rng, mix.upperBetId, tuningOf(level), mix.policy);
      stakeCents = round.stakeCents;
      bonusesHeld -= round.stakeBonuses;
      bonusesSpent += round.stakeBonuses;
      upperGames += 1;
      money = round;
    } else {
      const round = players.lower(rng, mix.lowerBetCents, tuningOf(level), mix.policy);
      stakeCents = round.stakeCents;
      money = round;
    }
    bonusesHeld += money.bonusesWon;
    bonusesWon += money.bonusesWon;
    cycleLevelStake += stakeCents * level;
    const winCents = money.winCents;
    if (money.largestPayCents > largestPrizeCents) largestPrizeCents = money.largestPayCents;
    if (winCents > largestGameWinCents) largestGameWinCents = winCents;
    cycle = countGame(cycle, stakeCents, winCents);
    if (blockRule) {
      block = countGame(block, stakeCents, winCents);
      if (block.games === blockRule.blockGames) {
        blocks.push({ ...block, block: blocks.length + 1, returnBps: countsReturnBps(block), passed: countsMeetMinimum(block, blockRule.minReturnBps) });
        block = NO_GAMES;
      }
    }
  }

  const returnPassed = countsMeetMinimum(cycle, rule.minReturnBps);
  const blocksPassed = blocks.every((b) => b.passed);
  const blockReturns = blocks.map((b) => b.returnBps ?? Number.MAX_SAFE_INTEGER);
  return {
    ...cycle,
    cycle: cycleNumber,
    returnBps: countsReturnBps(cycle),
    returnPassed,
    blocksPassed,
    passed: returnPassed && blocksPassed,
    blocks,
    minBlockReturnBps: blockRule ? Math.min(...blockReturns) : null,
    largestPrizeCents,
    largestGameWinCents,
    bonusesWon,
    bonusesSpent,
    bonusesLeft: bonusesHeld,
    upperGames,
    levelGames,
  };
}
