import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { DEFAULT_CAULDRON_WEIGHTS, checkCauldronWeights, type CauldronWeights } from '../cauldrons/cauldron-prizes';
import {
  DEFAULT_ADVANCE_PARAMS,
  DEFAULT_EXTRA_SPIN_PARAMS,
  DEFAULT_HOLD_PARAMS,
  checkChance,
  type AdvanceParams,
  type Chance,
  type ExtraSpinParams,
  type HoldParams,
} from '../holds/hold-params';
import { DEFAULT_RISK_ODDS, checkRiskOdds, type RiskOddsTable } from '../ladders/risk-odds';
import { UPPER_BET_IDS, type UpperBetId } from '../upper/bets';

/**
 * The tuning of Gnomos Mix: the random decisions the rule document leaves to the program.
 * The reels and both paytables are fixed; these are the knobs (docs/games/gnomos-mix-rounds.md).
 *
 * Two kinds:
 * - FIXED at every setting: the risk ladder's odds, the Cauldrons' prize weights, the
 *   Double-or-Bonuses double chance (upper/tuning.ts) and the minigames' prize tables. Keeping
 *   them fixed keeps the player's choices (risk or collect) worth the same at every setting.
 * - BY LEVEL: the chances decided when a spin stops (offer a hold, hold it automatically, grant
 *   advances and how many, Extra Spin; in the upper game, start a minigame and which one), per bet.
 *   A level is a whole percent: the return the game is tuned to give at that level.
 *
 * The operator's setting (70–95 %) picks the level; a jurisdiction's cycle rule may move the
 * level of a round up or down around it (see the maths' cycle control), always within
 * TUNING_LEVEL_MIN..TUNING_LEVEL_MAX.
 */

export const MINIGAME_KINDS = ['strawberry', 'three-choices', 'find-prizes', 'treasure'] as const;
export type MinigameKind = (typeof MINIGAME_KINDS)[number];

export interface LowerLevelTuning {
  readonly hold: HoldParams;
  readonly advances: AdvanceParams;
  readonly extraSpin: ExtraSpinParams;
}

export interface UpperLevelTuning {
  /** A spin with a Mushroom/Flower/Log line starts a minigame with this chance (one recorded draw). */
  readonly minigameTrigger: Chance;
  /** Which minigame, once one starts (one recorded draw over the total weight). */
  readonly minigameWeights: Readonly<Record<MinigameKind, number>>;
}

export interface GnomosLevelTuning {
  readonly level: number;
  readonly lower: Readonly<Record<LowerBetCents, LowerLevelTuning>>;
  readonly upper: Readonly<Record<UpperBetId, UpperLevelTuning>>;
}

/** The operator's return settings (GAMES.md): 70–95 % in 1 % steps. */
export const OPERATOR_SETTING_MIN = 70;
export const OPERATOR_SETTING_MAX = 95;
export const DEFAULT_OPERATOR_SETTING = 80;

export function isOperatorSetting(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= OPERATOR_SETTING_MIN && value <= OPERATOR_SETTING_MAX;
}

/**
 * The cash one bonus returns when spent in the upper game (cents), the same at every level and
 * upper bet: each upper bet's minigame trigger is solved to it (maths/level-solver.ts), and each
 * lower bet is tuned so that its cash plus its bonuses at this value return the level, which
 * makes the whole machine return the level in cash (maths/cash-return.ts). The same at every
 * level, so a bonus won at one level and spent at another is worth the same. A design value:
 * every upper bet reaches it at every level with its trigger inside 0..1. 0.80 €
 * (BONUS_VALUE_CENTS) is the conversion rate and the price of a bonus in an upper bet, not
 * what a bonus returns.
 */
export const BONUS_CASH_VALUE_CENTS = 60;

/** Fixed at every level. */
export const LADDER_ODDS: RiskOddsTable = DEFAULT_RISK_ODDS;
export const CAULDRON_WEIGHTS: CauldronWeights = DEFAULT_CAULDRON_WEIGHTS;

export function checkLevelTuning(t: GnomosLevelTuning): void {
  for (const bet of LOWER_BETS_CENTS) {
    const l = t.lower[bet];
    checkChance(l.hold.offer, `level ${t.level} bet ${bet} hold offer`);
    checkChance(l.hold.autoHold, `level ${t.level} bet ${bet} auto hold`);
    checkChance(l.advances.grant, `level ${t.level} bet ${bet} advance grant`);
    checkChance(l.extraSpin.trigger, `level ${t.level} bet ${bet} extra spin`);
    if (l.advances.countWeights.length !== 4 || l.advances.countWeights.some((w) => !Number.isSafeInteger(w) || w < 0) || l.advances.countWeights.every((w) => w === 0)) {
      throw new RangeError(`level ${t.level} bet ${bet}: advance count weights must be four whole numbers, not all 0`);
    }
  }
  for (const id of UPPER_BET_IDS) {
    const u = t.upper[id];
    checkChance(u.minigameTrigger, `level ${t.level} bet ${id} minigame trigger`);
    const weights = Object.values(u.minigameWeights);
    if (weights.length !== 4 || weights.some((w) => !Number.isSafeInteger(w) || w < 0) || weights.every((w) => w === 0)) {
      throw new RangeError(`level ${t.level} bet ${id}: minigame weights must be whole numbers, not all 0`);
    }
  }
}
checkRiskOdds(LADDER_ODDS);
checkCauldronWeights(CAULDRON_WEIGHTS);

/** The knobs every level shares until the maths step tunes them (see level-table.ts). */
export function untunedLevel(level: number): GnomosLevelTuning {
  const lower = { hold: DEFAULT_HOLD_PARAMS, advances: DEFAULT_ADVANCE_PARAMS, extraSpin: DEFAULT_EXTRA_SPIN_PARAMS };
  const upper: UpperLevelTuning = {
    minigameTrigger: { win: 1, outOf: 2 },
    minigameWeights: { strawberry: 1, 'three-choices': 1, 'find-prizes': 1, treasure: 1 },
  };
  return {
    level,
    lower: Object.fromEntries(LOWER_BETS_CENTS.map((b) => [b, lower])) as Record<LowerBetCents, LowerLevelTuning>,
    upper: Object.fromEntries(UPPER_BET_IDS.map((b) => [b, upper])) as Record<UpperBetId, UpperLevelTuning>,
  };
}
