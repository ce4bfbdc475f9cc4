/**
 * The cycle control: the tuning level of the next round, chosen from how the current cycle
 * stands. A Spanish type-B machine must return its minimum over EVERY cycle of N games; a game
 * tuned to exactly that minimum would miss it in about half its cycles by chance. So, as real B
 * machines do, the program steers: each round is played at the level (a whole percent, the return
 * that level's tables give) that the cycle needs. Two asks, the higher wins:
 *
 * 1. Landing. The level the remaining games must return for the cycle to END on its target:
 *    the setting, or the minimum + CYCLE_MARGIN_BPS when the setting is not above that. The
 *    correction is spread over all the remaining games, so luck early in a cycle moves the
 *    tables a little; and it is kept within ± a span of the target that starts at
 *    EARLY_SPAN_LEVELS and widens to the whole level range at the cycle's end.
 * 2. Safety floor. Near the end the remaining games cannot make up much, even at the highest
 *    level, so the cycle needs a lead over its minimum there (requiredLeadCents): the bad luck
 *    a run of that many games at the highest level may have (LUCK_*), less the return that
 *    level makes above the minimum on average. When the cycle falls short of its lead, the next
 *    SAFETY_HORIZON_GAMES games are asked to make it up. Far from the end the lead is negative
 *    (the remaining games could make up any bad luck) and the floor is idle. A block rule gets
 *    the same floor for its own minimum.
 *
 * Both asks are in cash (cycle-counts.ts). A level is the cash return of the reference player
 * (maths/cash-return.ts); a player who plays otherwise (never spends bonuses upstairs, risks
 * every prize) gets less cash from the same level. So the control divides both asks by the
 * cycle's EFFICIENCY (cycleEfficiency): the cash the cycle has paid over the cash its levels
 * would have paid the reference player, learnt as the cycle goes (never above 1, so a lucky
 * player is not given lower levels than the landing asks).
 *
 * What the floor costs: the lead it holds in the last few thousand games cannot all be played
 * back before the cycle ends (the lowest level is only 25–30 levels under a 70–75 % setting),
 * so with the setting AT the minimum the long run ends above the setting. The measured figures
 * and the reasons are in docs/games/gnomos-mix-cycles.md.
 *
 * Pure and integer: no draws (the control decides tables, never outcomes), the same inputs give
 * the same level, so a resumed cabinet and the simulation choose alike.
 */
import { isOperatorSetting } from '../tuning/gnomos-tuning';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN } from '../tuning/level-table';
import type { CycleCounts, CycleRuleSpec } from './cycle-counts';

/**
 * How far above a minimum-level setting the cycle is aimed (0.20 %): the lead falls to nothing
 * at the last game, and the last few games' luck must not take an on-target cycle below the
 * minimum.
 */
export const CYCLE_MARGIN_BPS = 20;
/** At a cycle's first game the landing level stays within ± this many levels of the target. */
export const EARLY_SPAN_LEVELS = 5;
/**
 * The bad luck a run of games at the highest level may have: how far below its mean return the
 * run may fall, in typical stakes (thousandths here). Short runs fall like a losing streak,
 * LUCK_PER_MILLE_GAME per game plus LUCK_SHORT_PER_MILLE_ROOT_GAME × √games (a game at level 250
 * that pays nothing falls 2.5 stakes short of its mean, and a run of 20 such games is about a
 * 1-in-5,000 event); long ones like a sum of many games, LUCK_LONG_PER_MILLE_ROOT_GAME × √games:
 * about 3.4 standard deviations of a Gnomos game at level 250 (14 stakes in cash at 0.20 €, the
 * reference player). Fitted to 1,000-cycle simulations of both Spanish profiles
 * (docs/games/gnomos-mix-cycles.md).
 */
export const LUCK_PER_MILLE_GAME = 2200;
export const LUCK_SHORT_PER_MILLE_ROOT_GAME = 3500;
export const LUCK_LONG_PER_MILLE_ROOT_GAME = 47_000;
/** A cycle below its safety floor is brought back within this many games. */
export const SAFETY_HORIZON_GAMES = 100;
/**
 * The efficiency starts as 1 and is learnt from the cycle's own games: as if the cycle had
 * already played this many games, at its typical stake and the setting's level, that paid the
 * reference player's cash. Large enough that one early big prize or losing streak of a
 * reference player does not move it much; small enough that a player who keeps his bonuses is
 * found out within the first few thousand games.
 */
export const EFFICIENCY_PRIOR_GAMES = 2000;
/** The efficiency is never taken below this (a player who turns every prize into bonuses gets the highest levels, not an infinite one). */
export const EFFICIENCY_FLOOR = 0.25;

const FULL_SPAN_LEVELS = TUNING_LEVEL_MAX - TUNING_LEVEL_MIN;

/** Bound once: a simulation calls the control for every game, and globals cost ~20× more to look up inside jest's sandbox. */
const { floor, max, min, sqrt, abs } = Math;
const isSafeInteger = Number.isSafeInteger;

export interface CycleLevelInput {
  /** The operator's setting, a whole percent in 70..95. */
  readonly setting: number;
  /** The profile's cycle rule; null in a market without one. */
  readonly rule: CycleRuleSpec | null;
  /** The current cycle's counts so far (cycle-counts.ts says what coin in and out hold). */
  readonly cycle: CycleCounts;
  /** The current block's counts so far; ignored without a block rule. */
  readonly block: CycleCounts | null;
  /** The cash the round about to be played stakes (0 for a free held game). */
  readonly stakeCents: number;
  /**
   * The cycle so far: the sum over its games of cash staked × the level it was played at
   * (cents × percent), i.e. 100 × the cash the levels would have paid the reference player.
   * 0 at a cycle's start.
   */
  readonly cycleLevelStake: number;
}

/** The target of a cycle in basis points: the setting, or the minimum + the margin if that is higher. */
export function cycleTargetBps(setting: number, rule: CycleRuleSpec): number {
  return max(setting * 100, rule.minReturnBps + CYCLE_MARGIN_BPS);
}

/**
 * How much of the reference player's cash this cycle's player gets from a level, learnt from
 * the cycle so far: (cash paid + prior) / (cash the levels would have paid the reference player
 * + prior), the prior being EFFICIENCY_PRIOR_GAMES games at the typical stake and the setting.
 * Kept within EFFICIENCY_FLOOR..1.
 */
export function cycleEfficiency(setting: number, cycle: CycleCounts, cycleLevelStake: number, typicalStakeCents: number): number {
  const prior = EFFICIENCY_PRIOR_GAMES * typicalStakeCents * setting;
  const e = (100 * cycle.coinOutCents + prior) / (cycleLevelStake + prior);
  return min(1, max(EFFICIENCY_FLOOR, e));
}

/** The tuning level of the next round. */
export function cycleLevel(input: CycleLevelInput): number {
  const { setting, rule, cycle, block, stakeCents, cycleLevelStake } = input;
  if (!isOperatorSetting(setting)) throw new RangeError(`operator setting must be a whole percent in 70..95, got ${String(setting)}`);
  if (!isSafeInteger(stakeCents) || stakeCents < 0) throw new RangeError(`the stake must be a whole number of cents ≥ 0, got ${stakeCents}`);
  if (!isSafeInteger(cycleLevelStake) || cycleLevelStake < 0) throw new RangeError(`the cycle's level stake must be a whole number ≥ 0, got ${cycleLevelStake}`);
  if (rule === null) return setting;
  checkCounts(cycle, rule.cycleGames, 'cycle');

  const target = cycleTargetBps(setting, rule);
  const remaining = rule.cycleGames - cycle.games;
  const typical = typicalStakeCents(cycle, stakeCents);
  const efficiency = cycleEfficiency(setting, cycle, cycleLevelStake, typical);
  // A level asked in the reference player's cash, as this player needs it.
  const asked = (level: number): number => floor(level / efficiency + 0.5);
  const centre = asked(roundedQuotient(target, 100));
  const span = EARLY_SPAN_LEVELS + floor(((FULL_SPAN_LEVELS - EARLY_SPAN_LEVELS) * cycle.games) / rule.cycleGames);
  const landing = min(centre + span, max(centre - span, asked(levelToReach(target, cycle, remaining, typical, 0))));
  let level = max(landing, asked(safetyFloor(rule.minReturnBps, cycle, remaining, typical, efficiency)));

  if (rule.block && block) {
    checkCounts(block, rule.block.blockGames, 'block');
    level = max(level, asked(safetyFloor(rule.block.minReturnBps, block, rule.block.blockGames - block.games, typicalStakeCents(block, stakeCents), efficiency)));
  }
  return min(TUNING_LEVEL_MAX, max(TUNING_LEVEL_MIN, level));
}

/**
 * The lead over its minimum of `minBps` that a span with `remaining` games at `stakeCents` needs
 * so that those games, played at the highest level, end it on the minimum even with bad luck:
 * their luck (above) less the highest level's return above the minimum. Negative far from the
 * end: the span may then stand that far below its minimum.
 */
export function requiredLeadCents(minBps: number, remaining: number, stakeCents: number, efficiency = 1): number {
  // IEEE square root and products are the same on every platform: deterministic, then whole.
  const root = sqrt(remaining);
  const perMille = min(LUCK_PER_MILLE_GAME * remaining + LUCK_SHORT_PER_MILLE_ROOT_GAME * root, LUCK_LONG_PER_MILLE_ROOT_GAME * root);
  const luck = floor((perMille * stakeCents) / 1000);
  // What the highest level pays this cycle's player above the minimum.
  const makeUp = floor(((floor(TUNING_LEVEL_MAX * 100 * efficiency) - minBps) * remaining * stakeCents) / 10_000);
  return luck - makeUp;
}

/**
 * The level that brings the span up to the lead it needs now within the safety horizon (or by
 * its end, if that is nearer). Far below any level (so idle) while the span has its lead.
 */
function safetyFloor(minBps: number, counts: CycleCounts, remaining: number, stakeCents: number, efficiency: number): number {
  return levelToReach(minBps, counts, min(remaining, SAFETY_HORIZON_GAMES), stakeCents, requiredLeadCents(minBps, remaining, stakeCents, efficiency));
}

/**
 * The stake the span's remaining games are expected to make: its average so far, with the game
 * about to be played counted in. Not that game's stake alone: a free held game stakes nothing,
 * and the span's remaining coin in (and its luck) follows the mix of games, so a level chosen
 * from one game's stake would favour some games over others.
 */
function typicalStakeCents(counts: CycleCounts, nextStakeCents: number): number {
  return max(1, floor((counts.coinInCents + nextStakeCents) / (counts.games + 1)));
}

/**
 * The whole-percent return that `games` more games at `stakeCents` must make for the span to
 * stand `aboveCents` above `targetBps` after them (negative: below it):
 *   (target·(in + rest) − (out − above)) / rest,   rest = games × stake,
 * rounded half up. May fall outside any level (far behind or far ahead); the caller clamps.
 */
function levelToReach(targetBps: number, counts: CycleCounts, games: number, stakeCents: number, aboveCents: number): number {
  const rest = games * stakeCents;
  // cents × basis points over cents × 100: whole percent.
  const num = targetBps * (counts.coinInCents + rest) - (counts.coinOutCents - aboveCents) * 10_000;
  const den = rest * 100;
  // Plain numbers are exact on every real cycle (~40 M calls per thousand simulated cycles);
  // meters past 2^53 / 10,000 cents go the BigInt way, so a level never comes from a rounded product.
  if (isSafeInteger(targetBps * (counts.coinInCents + rest)) && isSafeInteger((abs(counts.coinOutCents) + abs(aboveCents)) * 10_000) && isSafeInteger(2 * abs(num) + den)) {
    return roundedQuotient(num, den);
  }
  const bigNum = BigInt(targetBps) * (BigInt(counts.coinInCents) + BigInt(rest)) - (BigInt(counts.coinOutCents) - BigInt(aboveCents)) * 10_000n;
  const twiceDen = BigInt(den) * 2n;
  const twice = 2n * bigNum + BigInt(den);
  const q = twice / twiceDen;
  // BigInt division truncates towards zero; the floor is one lower for an inexact negative.
  return Number(twice < 0n && q * twiceDen !== twice ? q - 1n : q);
}

/**
 * ⌊num / den + ½⌋ = ⌊(2·num + den) / (2·den)⌋ for whole numbers, den > 0, |2·num + den| < 2^53.
 * Division of two exact integers is correctly rounded (error ≤ |q|·2^−53), and a quotient that is
 * not whole lies at least 1 / (2·den) from the next integer, which is more while
 * |2·num + den| < 2^53; so the floor is exact.
 */
function roundedQuotient(num: number, den: number): number {
  return floor((2 * num + den) / (2 * den));
}

function checkCounts(counts: CycleCounts, length: number, what: string): void {
  const ok =
    isSafeInteger(counts.games) && counts.games >= 0 && counts.games < length &&
    isSafeInteger(counts.coinInCents) && counts.coinInCents >= 0 &&
    isSafeInteger(counts.coinOutCents) && counts.coinOutCents >= 0;
  if (!ok) throw new RangeError(`${what} counts must be whole and ≥ 0 with fewer games than its ${length}, got ${JSON.stringify(counts)}`);
}
