import type { RoundStep } from '../../../core/round-step';
import type { LowerRoundContext, LowerRoundTotals } from './context';

/**
 * The round's books: every step of a round adds what it paid to the round's totals, and the step
 * that ends the round says whether the round as a whole returned anything (cash or bonuses,
 * including what earlier steps paid: a bonus line before advances, the prize a ladder paid).
 */

export type BookedStep = Pick<LowerRoundContext, 'seq' | 'step' | 'round' | 'roundId'>;

export function addPaid(round: LowerRoundTotals, step: RoundStep): LowerRoundTotals {
  let winCents = round.winCents;
  let bonusesWon = round.bonusesWon;
  for (const move of step.moves) {
    if (move.kind === 'win') winCents += move.cents;
    if (move.kind === 'bonus-win') bonusesWon += move.bonuses;
  }
  return { ...round, winCents, bonusesWon };
}

export function roundWon(round: LowerRoundTotals): boolean {
  return round.winCents > 0 || round.bonusesWon > 0;
}

/** Books a step of the round in play; the closing step gets `roundWon` and the round closes. */
export function bookStep(round: LowerRoundTotals, step: RoundStep): BookedStep {
  const booked = addPaid(round, step);
  if (!step.roundOver) return { seq: step.seq, step, round: booked, roundId: booked.roundId };
  return { seq: step.seq, step: { ...step, roundWon: roundWon(booked) }, round: booked, roundId: null };
}

/** The round in play; a step of the round without one is a wiring error, not a player's action. */
export function roundInPlay(context: Pick<LowerRoundContext, 'round' | 'roundId'>): LowerRoundTotals {
  if (context.round === null || context.roundId === null || context.round.roundId !== context.roundId) {
    throw new Error('no lower round in play');
  }
  return context.round;
}

/**
 * A step that moves no money (hold toggle, lights). Between rounds it belongs to none and has
 * nothing pending (like a bet change); inside a round it leaves the round open.
 */
export function noMoneyStep(context: Pick<LowerRoundContext, 'seq' | 'roundId'>, label: string, detail: Record<string, unknown>): RoundStep {
  const seq = context.seq + 1;
  return { seq, roundId: context.roundId, label, moves: [], draws: [], roundOver: context.roundId === null, detail };
}
