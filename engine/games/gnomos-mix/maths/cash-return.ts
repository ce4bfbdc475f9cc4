import type { LowerBetCents } from '../bets';
import { BONUS_VALUE_CENTS } from '../paytable';
import type { GnomosLevelTuning, LowerLevelTuning, UpperLevelTuning } from '../tuning/gnomos-tuning';
import { upperBet, type UpperBetId } from '../upper/bets';
import { LC, lowerRoundValue } from './lower-model';
import { AUTO_CHOICES, type GnomosPolicy, type LowerChoices } from './policy';
import { UC, upperRoundValue } from './upper-model';

/**
 * The cash return of the whole machine (GAMES.md: the operator's setting is a cash return), for
 * a player who plays the lower game at one bet and spends bonuses in the upper game at one bet
 * whenever they cover its bonus part. Exact, from the models' expected values per round:
 *
 * - a lower round stakes L cents and returns cL cents of cash and bL bonuses;
 * - an upper round stakes uc cents and ub bonuses and returns cU cents and bU bonuses.
 *
 * When the upper game gives back fewer bonuses than it takes (bU < ub), every bonus won below
 * is spent upstairs in the end: a lower round leads to n = bL / (ub − bU) upper rounds, and over
 * a long session the machine returns
 *
 *     R = (cL + n·cU) / (L + n·uc)   cash paid ÷ cash staked.
 *
 * Bonuses still held when the player leaves count for nothing (a bounded amount, so nothing
 * over a long session).
 *
 * A bonus's cash value is what one bonus returns in cash when spent upstairs, once the cash part
 * of the upper bet has had the machine's return R like any other cash staked. It is the fixed
 * point v = (cU + v·bU − R·uc) / ub (a bonus won upstairs is worth v too):
 *
 *     v = (cU − R·uc) / (ub − bU),   and then   (cL + v·bL) / L = R exactly.
 *
 * So a lower game whose cash plus bonuses at v returns R, paired with an upper game whose
 * bonus is worth v, makes the machine return R: that is how every level is tuned
 * (level-solver.ts). 0.80 € (BONUS_VALUE_CENTS) is only the conversion rate and the price of
 * the bonus part of an upper bet; `valuedReturn` is the old figure, every bonus at 0.80 € on
 * both sides, shown beside the cash return so the difference is visible.
 *
 * When bU ≥ ub (a player who keeps AUTO-RISK on converts every upper prize to bonuses) the
 * bonuses never run out: the player stays upstairs, and the machine pays only the cash the
 * upper game pays without Double-or-Bonuses' conversions (`bonusesRunOut` false, R = cU / uc
 * in the long run, until the 6,000-bonus limit stops Double-or-Bonuses).
 */
export interface GameCashFigures {
  /** Cash staked per round, cents. */
  readonly stakeCents: number;
  /** Bonuses staked per round. */
  readonly stakeBonuses: number;
  /** Expected cash paid per round, cents. */
  readonly cashCents: number;
  /** Expected bonuses won per round. */
  readonly bonuses: number;
}

export interface MachineCashReturn {
  readonly lowerBet: LowerBetCents;
  readonly upperBet: UpperBetId;
  readonly policy: GnomosPolicy;
  readonly lower: GameCashFigures;
  readonly upper: GameCashFigures;
  /** Upstairs the bonuses run out (bU < ub): the usual case. */
  readonly bonusesRunOut: boolean;
  /** Upper rounds per lower round (Infinity when the bonuses never run out). */
  readonly upperPerLower: number;
  /** Cash paid ÷ cash staked, whole machine (a fraction, 0.8 = 80 %). */
  readonly cashReturn: number;
  /** What one bonus returns in cash when spent upstairs (cents; NaN when bonuses never run out). */
  readonly bonusCashValueCents: number;
  /** The old figure: (cash + bonuses at 0.80 €) ÷ (cash + bonuses at 0.80 €) staked, same mix. */
  readonly valuedReturn: number;
}

/** One lower round's cash and bonuses at one bet's knobs (the solver varies them). */
export function lowerGameCash(bet: LowerBetCents, policy: GnomosPolicy, tuning: LowerLevelTuning, choices: LowerChoices = AUTO_CHOICES): GameCashFigures {
  const r = lowerRoundValue(bet, policy, tuning, choices).perRound;
  return { stakeCents: bet, stakeBonuses: 0, cashCents: r[LC.cash] ?? 0, bonuses: (r[LC.bonus] ?? 0) / BONUS_VALUE_CENTS };
}

/** One upper round's cash and bonuses at one bet's knobs. */
export function upperGameCash(betId: UpperBetId, policy: GnomosPolicy, tuning: UpperLevelTuning): GameCashFigures {
  const r = upperRoundValue(betId, policy, tuning).perRound;
  const bet = upperBet(betId);
  return { stakeCents: bet.cashCents, stakeBonuses: bet.bonuses, cashCents: r[UC.cash] ?? 0, bonuses: (r[UC.bonus] ?? 0) / BONUS_VALUE_CENTS };
}

export function lowerCashFigures(bet: LowerBetCents, policy: GnomosPolicy, tuning: GnomosLevelTuning, choices: LowerChoices = AUTO_CHOICES): GameCashFigures {
  return lowerGameCash(bet, policy, tuning.lower[bet], choices);
}

export function upperCashFigures(betId: UpperBetId, policy: GnomosPolicy, tuning: GnomosLevelTuning): GameCashFigures {
  return upperGameCash(betId, policy, tuning.upper[betId]);
}

/** The whole machine's figures from one lower and one upper game's figures. */
export function combineCashReturn(lower: GameCashFigures, upper: GameCashFigures): Pick<MachineCashReturn, 'bonusesRunOut' | 'upperPerLower' | 'cashReturn' | 'bonusCashValueCents' | 'valuedReturn'> {
  const netBonusesPerUpper = upper.stakeBonuses - upper.bonuses;
  if (netBonusesPerUpper <= 0) {
    const cashReturn = upper.cashCents / upper.stakeCents;
    const valued = (upper.cashCents + upper.bonuses * BONUS_VALUE_CENTS) / (upper.stakeCents + upper.stakeBonuses * BONUS_VALUE_CENTS);
    return { bonusesRunOut: false, upperPerLower: Infinity, cashReturn, bonusCashValueCents: NaN, valuedReturn: valued };
  }
  const n = lower.bonuses / netBonusesPerUpper;
  const cashIn = lower.stakeCents + n * upper.stakeCents;
  const cashReturn = (lower.cashCents + n * upper.cashCents) / cashIn;
  const bonusCashValueCents = (upper.cashCents - cashReturn * upper.stakeCents) / netBonusesPerUpper;
  const valueIn = cashIn + n * upper.stakeBonuses * BONUS_VALUE_CENTS;
  const valueOut = lower.cashCents + n * upper.cashCents + (lower.bonuses + n * upper.bonuses) * BONUS_VALUE_CENTS;
  return { bonusesRunOut: true, upperPerLower: n, cashReturn, bonusCashValueCents, valuedReturn: valueOut / valueIn };
}

export function machineCashReturn(
  lowerBet: LowerBetCents,
  upperBetId: UpperBetId,
  policy: GnomosPolicy,
  tuning: GnomosLevelTuning,
  choices: LowerChoices = AUTO_CHOICES,
): MachineCashReturn {
  const lower = lowerCashFigures(lowerBet, policy, tuning, choices);
  const upper = upperCashFigures(upperBetId, policy, tuning);
  return { lowerBet, upperBet: upperBetId, policy, lower, upper, ...combineCashReturn(lower, upper) };
}

/** The lower game's cash return with each bonus worth `bonusCashValueCents` in cash. */
export function lowerCashReturnAt(lower: GameCashFigures, bonusCashValueCents: number): number {
  return (lower.cashCents + bonusCashValueCents * lower.bonuses) / lower.stakeCents;
}
