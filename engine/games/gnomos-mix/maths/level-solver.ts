import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import type { Chance } from '../holds/hold-params';
import { BONUS_CASH_VALUE_CENTS, MINIGAME_KINDS, type GnomosLevelTuning, type LowerLevelTuning, type MinigameKind, type UpperLevelTuning } from '../tuning/gnomos-tuning';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN } from '../tuning/level-table';
import { UPPER_BET_IDS, upperBet, type UpperBetId } from '../upper/bets';
import { lowerCashReturnAt, lowerGameCash, upperGameCash, type GameCashFigures } from './cash-return';

/**
 * Solves the tuning of a level: the knobs of every bet so that the whole machine returns the
 * level in cash (cash-return.ts) for the reference player: AUTO-RISK off (`default`), spending
 * bonuses in the upper game whenever they cover its bonus part, at any pairing of a lower and an
 * upper bet.
 *
 * Why this holds at every pairing: every upper bet is tuned so that one bonus spent there is
 * worth the same cash, BONUS_CASH_VALUE_CENTS, and every lower bet so that its cash plus its
 * bonuses at that value return the level. Then cash-return.ts's identity gives the level for
 * any pairing. The bonus's cash value is the same at every level, so a bonus won at one level
 * and spent at another (the cycle control moves the level between rounds) is worth the same.
 *
 * The schedule (why these shapes: docs/games/gnomos-mix-maths.md):
 * - lower game: the hold offer rises from 1 in 50 at the lowest level to 3 in 10 at the
 *   highest, the auto-hold stays 1 in 2, the Extra Spin rises from 1 in 1000 to 1 in 40, the
 *   advance counts keep the weights 40/30/20/10 (1–4); the advance grant, the strongest knob,
 *   is solved to put the cash return on the level (in 1/100,000 steps);
 * - upper game: the four minigames equally likely; the trigger chance is solved (1/100,000
 *   steps) so a bonus is worth BONUS_CASH_VALUE_CENTS. Cash and bonuses are linear in it, so the
 *   solution is one division.
 */
export const GRANT_OUT_OF = 100_000;
export const TRIGGER_OUT_OF = 100_000;
export const AUTO_HOLD: Chance = Object.freeze({ win: 1, outOf: 2 });
export const ADVANCE_COUNT_WEIGHTS = Object.freeze([40, 30, 20, 10] as const);
export const MINIGAME_WEIGHTS: Readonly<Record<MinigameKind, number>> = Object.freeze({ strawberry: 1, 'three-choices': 1, 'find-prizes': 1, treasure: 1 });
/** The player the setting holds for. */
export const REFERENCE_POLICY = 'default' as const;

/** Where a level sits in the range, 0 at the lowest and 1 at the highest. */
function position(level: number): number {
  return (level - TUNING_LEVEL_MIN) / (TUNING_LEVEL_MAX - TUNING_LEVEL_MIN);
}

/** The scheduled knobs of the lower game at a level, with the advance grant still to solve. */
export function lowerSchedule(level: number, grant: Chance): LowerLevelTuning {
  const x = position(level);
  return {
    hold: { offer: { win: Math.round(20 + 280 * x), outOf: 1000 }, autoHold: AUTO_HOLD },
    advances: { grant, countWeights: [...ADVANCE_COUNT_WEIGHTS] as [number, number, number, number] },
    extraSpin: { trigger: { win: Math.round(10 + 240 * x), outOf: 10_000 } },
  };
}

/** The lower game's cash return at a bet, with bonuses worth BONUS_CASH_VALUE_CENTS each. */
export function lowerCashReturn(bet: LowerBetCents, tuning: LowerLevelTuning): number {
  return lowerCashReturnAt(lowerGameCash(bet, REFERENCE_POLICY, tuning), BONUS_CASH_VALUE_CENTS);
}

/**
 * The grant chance that puts the lower game's cash return on the level. The return rises with
 * the grant (more advances, never fewer prizes) and almost in proportion, so a regula falsi
 * search with the Illinois step converges in a few evaluations; it ends on whole 1/100,000 and
 * keeps the nearer of the two neighbours.
 */
export function solveLowerBet(level: number, bet: LowerBetCents): LowerLevelTuning {
  const target = level / 100;
  const at = (win: number): number => lowerCashReturn(bet, lowerSchedule(level, { win, outOf: GRANT_OUT_OF })) - target;
  let lo = 0;
  let fLo = at(lo);
  if (fLo > 0) throw new RangeError(`level ${level} at bet ${bet}: the lower game returns more than the level without advances`);
  let hi = GRANT_OUT_OF;
  let fHi = at(hi);
  if (fHi < 0) throw new RangeError(`level ${level} at bet ${bet}: the lower game cannot reach the level`);
  let kept: 'lo' | 'hi' | null = null;
  for (let i = 0; i < 100 && hi - lo > 1; i += 1) {
    let guess = Math.round(lo + (fLo / (fLo - fHi)) * (hi - lo));
    guess = Math.min(hi - 1, Math.max(lo + 1, guess));
    const fGuess = at(guess);
    if (fGuess === 0) return lowerSchedule(level, { win: guess, outOf: GRANT_OUT_OF });
    if (fGuess < 0) {
      lo = guess;
      fLo = fGuess;
      // Illinois: the end kept twice running has its value halved, so it moves next time.
      if (kept === 'hi') fHi /= 2;
      kept = 'hi';
    } else {
      hi = guess;
      fHi = fGuess;
      if (kept === 'lo') fLo /= 2;
      kept = 'lo';
    }
  }
  const below = at(lo);
  const above = at(hi);
  const win = Math.abs(below) <= Math.abs(above) ? lo : hi;
  return lowerSchedule(level, { win, outOf: GRANT_OUT_OF });
}

/** Cash (cents) and bonuses one upper round returns at a trigger chance, reference player. */
function upperAt(betId: UpperBetId, trigger: number): GameCashFigures {
  return upperGameCash(betId, REFERENCE_POLICY, { minigameTrigger: { win: trigger, outOf: 1 }, minigameWeights: MINIGAME_WEIGHTS });
}

/**
 * The trigger that makes a bonus worth BONUS_CASH_VALUE_CENTS: with cash c(t) and bonuses b(t)
 * both linear in the trigger t, v = (c(t) − R·uc) / (ub − b(t)) = V is linear in t.
 */
export function solveUpperBet(level: number, betId: UpperBetId): UpperLevelTuning {
  const bet = upperBet(betId);
  const none = upperAt(betId, 0);
  const all = upperAt(betId, 1);
  const v = BONUS_CASH_VALUE_CENTS;
  const r = level / 100;
  const chance = (v * (bet.bonuses - none.bonuses) - none.cashCents + r * bet.cashCents) / (all.cashCents - none.cashCents + v * (all.bonuses - none.bonuses));
  if (!(chance >= 0 && chance <= 1)) throw new RangeError(`level ${level} at bet ${betId}: the upper game cannot make a bonus worth ${v} cents (trigger ${chance})`);
  return { minigameTrigger: { win: Math.round(chance * TRIGGER_OUT_OF), outOf: TRIGGER_OUT_OF }, minigameWeights: { ...MINIGAME_WEIGHTS } };
}

export function solveLevel(level: number): GnomosLevelTuning {
  const lower = Object.fromEntries(LOWER_BETS_CENTS.map((bet) => [bet, solveLowerBet(level, bet)])) as Record<LowerBetCents, LowerLevelTuning>;
  const upper = Object.fromEntries(UPPER_BET_IDS.map((id) => [id, solveUpperBet(level, id)])) as Record<UpperBetId, UpperLevelTuning>;
  return { level, lower, upper };
}

export { MINIGAME_KINDS };
