import type { RoundStep } from '../../../core/round-step';
import type { UpperRoundInPlay } from './context';

/**
 * Round bookkeeping: the one step an event commits belongs to the round in play, and the round,
 * not the child that made the step, decides whether it ends the round. A minigame's closing step
 * says `roundOver` from the minigame's point of view, yet its prize still goes on to
 * Double-or-Bonuses; a Double-or-Bonuses step that ends its game does end the round.
 */

/** The round's tally after a step: what the step paid in cash and bonuses. */
export function tallyRound(round: UpperRoundInPlay, step: RoundStep): UpperRoundInPlay {
  let wonCents = round.wonCents;
  let wonBonuses = round.wonBonuses;
  for (const move of step.moves) {
    if (move.kind === 'win') wonCents += move.cents;
    if (move.kind === 'bonus-win') wonBonuses += move.bonuses;
  }
  return { ...round, wonCents, wonBonuses };
}

export interface SettledStep {
  readonly step: RoundStep;
  /** The round after the step: null once it is over. */
  readonly round: UpperRoundInPlay | null;
}

/**
 * Commits `step` to the round: tallies it, stamps the round id, and marks the end. The closing
 * step carries `roundWon` (anything paid in the round, cash or bonuses) for the games-won meters.
 */
export function settleRoundStep(step: RoundStep, round: UpperRoundInPlay, over: boolean): SettledStep {
  const tallied = tallyRound(round, step);
  const { roundWon: _childSays, ...rest } = step;
  if (!over) return { step: { ...rest, roundId: round.roundId, roundOver: false }, round: tallied };
  const roundWon = tallied.wonCents > 0 || tallied.wonBonuses > 0;
  return { step: { ...rest, roundId: round.roundId, roundOver: true, roundWon }, round: null };
}

/** A step with no money: inside the round in play, or (roundId null) between rounds. */
export function stepWithoutMoney(seq: number, round: UpperRoundInPlay | null, label: string, detail: Record<string, unknown>): RoundStep {
  return { seq, roundId: round?.roundId ?? null, label, moves: [], draws: [], roundOver: round === null, detail };
}
