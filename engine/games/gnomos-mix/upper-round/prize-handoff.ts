import { startChild } from '../../../core/child-machine';
import { mergeSteps, type RoundStep } from '../../../core/round-step';
import type { DoubleOrBonusesContext, DoubleOrBonusesInput } from '../upper/double-or-bonuses-steps';
import type { UpperRoundContext, UpperRoundInPlay } from './context';
import type { UpperRoundDeps } from './round-deps';
import { settleRoundStep } from './round-steps';

export type RoundUpdate = Pick<UpperRoundContext, 'round' | 'seq' | 'step' | 'doubleOrBonuses'>;

/**
 * The round's prize (the spin's, or a minigame's cash result) goes to Double-or-Bonuses
 * (docs/games/gnomos-mix-rounds.md, "Upper game" 2), in the same event as the step that won it.
 * Double-or-Bonuses pays it directly when it is the bet's maximum or the player holds more than
 * 6,000 bonuses: that payment is merged into the one step and ends the round. No prize: the
 * round ends with the step as it is.
 */
export function handToDoubleOrBonuses(
  context: Pick<UpperRoundContext, 'betId' | 'autoRisk'>,
  round: UpperRoundInPlay,
  step: RoundStep,
  prizeCents: number,
  bonusesHeld: number,
  deps: UpperRoundDeps,
): RoundUpdate {
  if (prizeCents === 0) {
    const settled = settleRoundStep(step, round, true);
    return { round: settled.round, seq: settled.step.seq, step: settled.step, doubleOrBonuses: null };
  }
  const input: DoubleOrBonusesInput = { betId: context.betId, prizeCents, bonusesHeld, autoRisk: context.autoRisk, roundId: round.roundId, seq: step.seq };
  const started = startChild<DoubleOrBonusesContext>(deps.children.doubleOrBonuses, input);
  const merged = started.step === null ? step : mergeSteps(step, started.step);
  const settled = settleRoundStep(merged, round, started.done);
  return { round: settled.round, seq: settled.step.seq, step: settled.step, doubleOrBonuses: { snapshot: started.persisted } };
}
