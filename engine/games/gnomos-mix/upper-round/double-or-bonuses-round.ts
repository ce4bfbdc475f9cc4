import { childCan, sendToChild } from '../../../core/child-machine';
import type { DoubleOrBonusesContext } from '../upper/double-or-bonuses-steps';
import { doubleOrBonusesEventFor, isChildOver } from './children';
import type { UpperRoundContext } from './context';
import type { RoundUpdate } from './prize-handoff';
import type { UpperRoundDeps } from './round-deps';
import { settleRoundStep } from './round-steps';

/** Whether Double-or-Bonuses takes this button now (the AUTO-RISK beat only with AUTO-RISK lit). */
export function doubleOrBonusesTakes(context: UpperRoundContext, event: { readonly type: string }, deps: UpperRoundDeps): boolean {
  const slot = context.doubleOrBonuses;
  if (slot === null || context.round === null || isChildOver(slot.snapshot)) return false;
  const childEvent = doubleOrBonusesEventFor(event);
  return childEvent !== null && childCan(deps.children.doubleOrBonuses, slot.snapshot, childEvent);
}

/** One button in Double-or-Bonuses; the step that ends its game ends the round. */
export function playDoubleOrBonuses(context: UpperRoundContext, event: { readonly type: string }, deps: UpperRoundDeps): RoundUpdate {
  const slot = context.doubleOrBonuses;
  const round = context.round;
  const childEvent = doubleOrBonusesEventFor(event);
  if (slot === null || round === null || childEvent === null) throw new Error('no Double-or-Bonuses in play');
  const played = sendToChild<DoubleOrBonusesContext>(deps.children.doubleOrBonuses, slot.snapshot, childEvent, context.seq);
  if (played.step === null) throw new Error(`Double-or-Bonuses made no step for ${event.type}`);
  const settled = settleRoundStep(played.step, round, played.done);
  return { doubleOrBonuses: { snapshot: played.persisted }, round: settled.round, seq: settled.step.seq, step: settled.step };
}
