import { childCan, childContext, sendToChild, startChild } from '../../../core/child-machine';
import { mergeSteps, type RoundStep } from '../../../core/round-step';
import type { CauldronsContext, CauldronsEvent } from '../cauldrons/cauldrons-machine';
import { prizeOfRung } from '../ladders/prize-ladder';
import type { RiskLadderContext, RiskLadderEvent } from '../ladders/risk-ladder-machine';
import type { LowerRoundContext } from './context';
import type { LowerRoundUpdate } from './line-steps';
import type { LowerRoundParts } from './parts';
import { bookStep, roundInPlay } from './round-books';

/**
 * The steps of the two features a line can open, played by their own machines: the Cauldrons
 * (a lid is raised) and the risk ladder (PLAY/ACCUMULATE, COLLECT). The child's step is the
 * round's step; the round books it and, on the one that ends the round, says whether it was won.
 */

function stepOf(step: RoundStep | null, what: string): RoundStep {
  if (step === null) throw new Error(`${what} took no step`);
  return step;
}

/** A lid is raised: above Bell the Cauldrons pay it and the round ends; up to Bell the ladder takes it. */
export function raiseLid(context: LowerRoundContext, parts: LowerRoundParts, event: CauldronsEvent): LowerRoundUpdate {
  const round = roundInPlay(context);
  const picked = sendToChild<CauldronsContext>(parts.cauldrons, context.cauldrons, event, context.seq);
  let step = stepOf(picked.step, 'the Cauldrons');
  const result = picked.context.result;
  if (result === null) throw new Error('the Cauldrons raised no lid');
  let ladder: unknown = null;
  if (result.mayRisk) {
    const child = startChild<RiskLadderContext>(parts.ladder, {
      betCents: picked.context.betCents,
      prizeId: result.prizeId,
      autoRisk: context.autoRisk,
      roundId: round.roundId,
      seq: step.seq,
    });
    ladder = child.persisted;
    if (child.step !== null) step = mergeSteps(step, child.step);
  }
  return { cauldrons: picked.persisted, ladder, lastRisk: null, ...bookStep(round, step) };
}

/** PLAY/ACCUMULATE or COLLECT on the running ladder. */
export function playLadder(context: LowerRoundContext, parts: LowerRoundParts, event: RiskLadderEvent): LowerRoundUpdate {
  const round = roundInPlay(context);
  const before = childContext<RiskLadderContext>(parts.ladder, context.ladder);
  const after = sendToChild<RiskLadderContext>(parts.ladder, context.ladder, event, context.seq);
  const step = stepOf(after.step, 'the ladder');
  // A won risk climbs one rung (Blue included); a lost one stays (bonuses, nothing) or falls (seesaw).
  const lastRisk = event.type === 'RISK' ? { won: after.context.rung === before.rung + 1, from: prizeOfRung(before.rung) } : context.lastRisk;
  return {
    ladder: after.done ? null : after.persisted,
    ladderEnd: after.done ? after.context.outcome : null,
    lastRisk,
    ...bookStep(round, step),
  };
}

/** The AUTO-RISK light goes on to a running ladder (its own flag, shown with it). */
export function forwardAutoRisk(context: LowerRoundContext, parts: LowerRoundParts, on: boolean): { ladder: unknown; forwarded: boolean } {
  const event: RiskLadderEvent = { type: 'AUTO_RISK', on };
  if (context.ladder === null || !childCan(parts.ladder, context.ladder, event)) return { ladder: context.ladder, forwarded: false };
  return { ladder: sendToChild<RiskLadderContext>(parts.ladder, context.ladder, event, context.seq).persisted, forwarded: true };
}
