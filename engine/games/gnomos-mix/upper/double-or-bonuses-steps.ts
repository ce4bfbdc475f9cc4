import { DrawRecorder, type Rng } from '../../../core/rng';
import { convertToBonuses } from '../ladders/bonus-conversion';
import type { MoneyMove, RoundStep } from '../../../core/round-step';
import { isUpperBetId, upperBet, type UpperBetId } from './bets';
import { DOUBLE_CHANCE, DOUBLE_OR_BONUSES_BONUS_LIMIT } from './tuning';

/**
 * Double-or-Bonuses (rule document §3, "Double or Bonuses"; GAMES.md), as pure functions of a
 * plain-JSON context. The machine (double-or-bonuses.ts) only decides when they run.
 *
 * - The prize is split into fractions of the bet's fraction size (4 / 10 / 50 / 100 / 200 /
 *   200 €); the last fraction holds the rest and may be smaller. Fractions are played in order.
 * - PLAY/ACCUMULATE on the fraction in play: with DOUBLE_CHANCE it doubles (and stays in play,
 *   to be collected or risked again); otherwise it is converted to bonuses, floor(cents / 80)
 *   plus one more with probability remainder / 80 (drawInt(80) < remainder, drawn only when
 *   the remainder is not 0), and the next fraction comes into play.
 * - COLLECT banks the fraction in play; HOLD_COLLECT banks it and every fraction still to come.
 * - A prize at or above the bet's maximum is paid directly, never risked. When a double brings
 *   the cash at stake (banked + in play + still to come) to the maximum prize or above, the game
 *   ends and pays the maximum prize in total (banked so far + the rest up to the maximum).
 *   Bonuses converted earlier are not counted against it: the maximum prize is a cash limit.
 * - Above DOUBLE_OR_BONUSES_BONUS_LIMIT bonuses held (the input balance plus bonuses won in this
 *   game), Double-or-Bonuses is not offered: at the start the prize is paid directly; when a
 *   conversion takes the balance above the limit, the rest of the prize is paid at once.
 * - AUTO-RISK on: the host's TICK events risk the fraction in play, fraction after fraction,
 *   until every fraction is converted or the maximum prize is reached. The player's COLLECT and
 *   HOLD_COLLECT still work (the buttons take precedence over the automatic play).
 */

export type DoubleOrBonusesEnd =
  /** The prize was the bet's maximum: paid directly, never offered. */
  | 'paid-direct-max-prize'
  /** The player held more than the bonus limit: paid directly, never offered. */
  | 'paid-direct-bonus-limit'
  /** A conversion took the bonus balance above the limit: the rest was paid. */
  | 'bonus-limit'
  /** Doubles reached the maximum prize: the game ended, paying it. */
  | 'max-prize'
  /** HOLD_COLLECT banked everything still at stake. */
  | 'hold-collect'
  /** Every fraction was banked or converted. */
  | 'played-out';

export interface DoubleOrBonusesContext {
  readonly betId: UpperBetId;
  /** The prize brought into the game, in cents. */
  readonly prizeCents: number;
  readonly fractionCents: number;
  readonly maxPrizeCents: number;
  /** The prize as split at the start (for display): full fractions, then the rest. */
  readonly fractions: readonly number[];
  /** Index of the fraction in play (fractions.length once every fraction is settled). */
  readonly fractionIndex: number;
  /** Value of the fraction in play, after its doubles; 0 when the game is over. */
  readonly currentCents: number;
  /** Doubles won on the fraction in play. */
  readonly doubles: number;
  /** Prize not yet in play: the fractions after the current one. */
  readonly remainingCents: number;
  /** Cash paid so far ('win' moves). */
  readonly bankedCents: number;
  /** Bonuses won so far ('bonus-win' moves). */
  readonly bonusesWon: number;
  /** The player's bonus balance: the input's plus bonuses won here. */
  readonly bonusesHeld: number;
  readonly autoRisk: boolean;
  readonly endReason: DoubleOrBonusesEnd | null;
  readonly roundId: number;
  /** The last step number used; every accepted event's step takes seq + 1. */
  readonly seq: number;
  readonly step: RoundStep | null;
}

export interface DoubleOrBonusesInput {
  readonly betId: UpperBetId;
  /** The upper-game prize to play, in cents (> 0; already capped at the bet's maximum). */
  readonly prizeCents: number;
  /** The player's bonus balance when the game starts. */
  readonly bonusesHeld: number;
  /** The AUTO-RISK light as the game starts. */
  readonly autoRisk?: boolean;
  /** The upper-game round this prize belongs to. */
  readonly roundId: number;
  /** The game's last step number: the first step here takes seq + 1. */
  readonly seq: number;
}

/** The prize split into the bet's fractions: 37.40 € at 1 € + 5 → 10 + 10 + 10 + 7.40 €. */
export function splitIntoFractions(prizeCents: number, betId: UpperBetId): number[] {
  if (!Number.isSafeInteger(prizeCents) || prizeCents < 0) throw new RangeError(`prize must be whole cents, got ${String(prizeCents)}`);
  const size = upperBet(betId).fractionCents;
  const out: number[] = [];
  for (let left = prizeCents; left > 0; left -= size) out.push(Math.min(size, left));
  return out;
}

/** Whether a prize goes to Double-or-Bonuses at all (else it is paid directly). */
export function isDoubleOrBonusesOffered(betId: UpperBetId, prizeCents: number, bonusesHeld: number): boolean {
  return prizeCents > 0 && prizeCents < upperBet(betId).maxPrizeCents && bonusesHeld <= DOUBLE_OR_BONUSES_BONUS_LIMIT;
}

function makeStep(
  context: DoubleOrBonusesContext,
  label: string,
  moves: MoneyMove[],
  recorder: DrawRecorder | null,
  roundOver: boolean,
  detail: Record<string, unknown>,
): RoundStep {
  return {
    seq: context.seq + 1,
    roundId: context.roundId,
    label,
    moves,
    draws: recorder ? recorder.take() : [],
    roundOver,
    detail: { fractionIndex: context.fractionIndex, ...detail },
  };
}

function winMoves(cents: number): MoneyMove[] {
  return cents > 0 ? [{ kind: 'win', cents }] : [];
}

/** Settled: no fraction in play, nothing to come. */
function ended(context: DoubleOrBonusesContext, endReason: DoubleOrBonusesEnd): DoubleOrBonusesContext {
  return { ...context, currentCents: 0, remainingCents: 0, doubles: 0, fractionIndex: context.fractions.length, endReason };
}

/** The next fraction comes into play, or the game is played out. */
function nextFraction(context: DoubleOrBonusesContext): DoubleOrBonusesContext {
  if (context.remainingCents === 0) return ended(context, 'played-out');
  const currentCents = Math.min(context.fractionCents, context.remainingCents);
  return {
    ...context,
    fractionIndex: context.fractionIndex + 1,
    currentCents,
    doubles: 0,
    remainingCents: context.remainingCents - currentCents,
  };
}

export function initialDoubleOrBonusesContext(input: DoubleOrBonusesInput): DoubleOrBonusesContext {
  if (!isUpperBetId(input.betId)) throw new RangeError(`not an upper-game bet: ${String(input.betId)}`);
  const bet = upperBet(input.betId);
  for (const [name, value] of [['prizeCents', input.prizeCents], ['bonusesHeld', input.bonusesHeld], ['roundId', input.roundId], ['seq', input.seq]] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${String(value)}`);
  }
  if (input.prizeCents === 0) throw new RangeError('Double-or-Bonuses needs a prize');
  if (input.prizeCents > bet.maxPrizeCents) throw new RangeError(`prize ${input.prizeCents} is above the bet's maximum ${bet.maxPrizeCents}`);
  const fractions = splitIntoFractions(input.prizeCents, input.betId);
  const first = fractions[0] ?? 0;
  const base: DoubleOrBonusesContext = {
    betId: input.betId,
    prizeCents: input.prizeCents,
    fractionCents: bet.fractionCents,
    maxPrizeCents: bet.maxPrizeCents,
    fractions,
    fractionIndex: 0,
    currentCents: first,
    doubles: 0,
    remainingCents: input.prizeCents - first,
    bankedCents: 0,
    bonusesWon: 0,
    bonusesHeld: input.bonusesHeld,
    autoRisk: input.autoRisk ?? false,
    endReason: null,
    roundId: input.roundId,
    seq: input.seq,
    step: null,
  };
  if (isDoubleOrBonusesOffered(input.betId, input.prizeCents, input.bonusesHeld)) return base;
  // Not offered: the prize is paid directly, as this game's one step.
  const endReason: DoubleOrBonusesEnd = input.prizeCents >= bet.maxPrizeCents ? 'paid-direct-max-prize' : 'paid-direct-bonus-limit';
  const step = makeStep(base, 'double-or-bonuses-paid', winMoves(input.prizeCents), null, true, { endReason, paidCents: input.prizeCents });
  return { ...ended(base, endReason), bankedCents: input.prizeCents, seq: step.seq, step };
}

/** PLAY/ACCUMULATE (or an AUTO-RISK tick): double the fraction in play or convert it to bonuses. */
export function riskFraction(context: DoubleOrBonusesContext, rng: Rng, label: 'risk' | 'auto-risk'): DoubleOrBonusesContext {
  if (context.endReason !== null) throw new Error('Double-or-Bonuses is over');
  const recorder = new DrawRecorder(rng);
  const stakeCents = context.currentCents;
  const doubled = recorder.int(DOUBLE_CHANCE.denominator) < DOUBLE_CHANCE.numerator;

  if (doubled) {
    const currentCents = stakeCents * 2;
    const atStake = context.bankedCents + currentCents + context.remainingCents;
    if (atStake >= context.maxPrizeCents) {
      const paidCents = context.maxPrizeCents - context.bankedCents;
      const step = makeStep(context, label, winMoves(paidCents), recorder, true, {
        outcome: 'double',
        fromCents: stakeCents,
        toCents: currentCents,
        endReason: 'max-prize',
        paidCents,
      });
      const risked = { ...step, risk: { stakedCents: stakeCents, wonCents: currentCents } };
      return { ...ended({ ...context, bankedCents: context.maxPrizeCents }, 'max-prize'), seq: step.seq, step: risked };
    }
    const step = makeStep(context, label, [], recorder, false, { outcome: 'double', fromCents: stakeCents, toCents: currentCents });
    return { ...context, currentCents, doubles: context.doubles + 1, seq: step.seq, step: { ...step, risk: { stakedCents: stakeCents, wonCents: currentCents } } };
  }

  const bonuses = convertToBonuses(stakeCents, recorder);
  const converted: DoubleOrBonusesContext = {
    ...context,
    bonusesWon: context.bonusesWon + bonuses,
    bonusesHeld: context.bonusesHeld + bonuses,
  };
  const moves: MoneyMove[] = bonuses > 0 ? [{ kind: 'bonus-win', bonuses }] : [];
  let next = nextFraction(converted);
  let paidCents = 0;
  if (next.endReason === null && next.bonusesHeld > DOUBLE_OR_BONUSES_BONUS_LIMIT) {
    // Above the limit Double-or-Bonuses is no longer offered: the rest of the prize is paid.
    paidCents = next.currentCents + next.remainingCents;
    moves.push(...winMoves(paidCents));
    next = ended({ ...next, bankedCents: next.bankedCents + paidCents }, 'bonus-limit');
  }
  const detail: Record<string, unknown> = { outcome: 'bonuses', fromCents: stakeCents, bonuses };
  if (next.endReason !== null) detail['endReason'] = next.endReason;
  if (paidCents > 0) detail['paidCents'] = paidCents;
  const step = makeStep(context, label, moves, recorder, next.endReason !== null, detail);
  return { ...next, seq: step.seq, step: { ...step, risk: { stakedCents: stakeCents, wonCents: 0 } } };
}

/** COLLECT: bank the fraction in play; the next one comes into play. */
export function collectFraction(context: DoubleOrBonusesContext): DoubleOrBonusesContext {
  if (context.endReason !== null) throw new Error('Double-or-Bonuses is over');
  const paidCents = context.currentCents;
  const next = nextFraction({ ...context, bankedCents: context.bankedCents + paidCents });
  const detail: Record<string, unknown> = { paidCents };
  if (next.endReason !== null) detail['endReason'] = next.endReason;
  const step = makeStep(context, 'collect', winMoves(paidCents), null, next.endReason !== null, detail);
  return { ...next, seq: step.seq, step };
}

/** Holding COLLECT: bank the fraction in play and every fraction still to come. */
export function collectAll(context: DoubleOrBonusesContext): DoubleOrBonusesContext {
  if (context.endReason !== null) throw new Error('Double-or-Bonuses is over');
  const paidCents = context.currentCents + context.remainingCents;
  const step = makeStep(context, 'collect-all', winMoves(paidCents), null, true, { paidCents, endReason: 'hold-collect' });
  return { ...ended({ ...context, bankedCents: context.bankedCents + paidCents }, 'hold-collect'), seq: step.seq, step };
}

/** The AUTO-RISK light: a step with no money (journal and view see it). */
export function setAutoRisk(context: DoubleOrBonusesContext, on: boolean): DoubleOrBonusesContext {
  const step = makeStep(context, on ? 'auto-risk-on' : 'auto-risk-off', [], null, false, {});
  return { ...context, autoRisk: on, seq: step.seq, step };
}
