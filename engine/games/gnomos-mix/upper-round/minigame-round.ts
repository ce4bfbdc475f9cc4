import { childCan, sendToChild } from '../../../core/child-machine';
import type { RoundStep } from '../../../core/round-step';
import type { MinigameCommonContext } from '../minigames/common';
import { isChildOver, minigameEventFor } from './children';
import type { UpperRoundContext } from './context';
import { handToDoubleOrBonuses, type RoundUpdate } from './prize-handoff';
import type { UpperRoundDeps } from './round-deps';
import { settleRoundStep } from './round-steps';

/** Whether the running minigame takes this button now (its own guards decide: a closed item, AUTO-PLAY lit…). */
export function minigameTakes(context: UpperRoundContext, event: { readonly type: string }, deps: UpperRoundDeps): boolean {
  const slot = context.minigame;
  if (slot === null || context.round === null || isChildOver(slot.snapshot)) return false;
  const childEvent = minigameEventFor(event);
  return childEvent !== null && childCan(deps.children.minigames[slot.kind], slot.snapshot, childEvent);
}

/**
 * One button in the minigame. While it runs, its step is the round's. When it ends, its bonuses
 * (Three Choices) are paid with its closing step, but its cash is not: the 'win' move is taken
 * out and the cash goes on to Double-or-Bonuses in the same event, so it is paid exactly once.
 */
export function playMinigame(context: UpperRoundContext, event: { readonly type: string }, deps: UpperRoundDeps): RoundUpdate & Pick<UpperRoundContext, 'minigame'> {
  const slot = context.minigame;
  const round = context.round;
  const childEvent = minigameEventFor(event);
  if (slot === null || round === null || childEvent === null) throw new Error('no minigame in play');
  const played = sendToChild<MinigameCommonContext>(deps.children.minigames[slot.kind], slot.snapshot, childEvent, context.seq);
  if (played.step === null) throw new Error(`the ${slot.kind} minigame made no step for ${event.type}`);
  const minigame = { kind: slot.kind, snapshot: played.persisted };
  const result = played.context.result;
  if (!played.done || result === null) {
    const settled = settleRoundStep(played.step, round, false);
    return { minigame, round: settled.round, seq: settled.step.seq, step: settled.step, doubleOrBonuses: context.doubleOrBonuses };
  }
  const closing: RoundStep = {
    ...played.step,
    moves: played.step.moves.filter((move) => move.kind !== 'win'),
    detail: { ...played.step.detail, toDoubleOrBonusesCents: result.cents },
  };
  return { minigame, ...handToDoubleOrBonuses(context, round, closing, result.cents, round.bonusesHeld + result.bonuses, deps) };
}
