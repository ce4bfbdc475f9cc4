import { childCan, sendToChild } from '../../../core/child-machine';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { isChildOver } from './children';
import type { UpperRoundContext } from './context';
import type { UpperRoundDeps } from './round-deps';
import { stepWithoutMoney } from './round-steps';

/** The AUTO-PLAY and AUTO-RISK lights as the cabinet sends them (both, always). */
export interface UpperAutoSetEvent {
  readonly type: 'AUTO_SET';
  readonly autoPlay: boolean;
  readonly autoRisk: boolean;
}

export function isValidAutoSetEvent(event: { readonly type: string }): event is UpperAutoSetEvent {
  const e = event as Partial<UpperAutoSetEvent>;
  return e.type === 'AUTO_SET' && typeof e.autoPlay === 'boolean' && typeof e.autoRisk === 'boolean';
}

interface Forwarded {
  readonly snapshot: unknown;
  /** The child's own label for the change, for recall; null when the child had nothing to change. */
  readonly label: string | null;
}

function forward(machine: AnyStateMachine, snapshot: unknown, event: AnyEventObject, seq: number): Forwarded {
  if (isChildOver(snapshot) || !childCan(machine, snapshot, event)) return { snapshot, label: null };
  const sent = sendToChild(machine, snapshot, event, seq);
  return { snapshot: sent.persisted, label: sent.step?.label ?? null };
}

/**
 * The lights switched, in any state: the round keeps them (a minigame or Double-or-Bonuses
 * started later takes them) and the child in play gets them at once, the minigames as their
 * AUTO_SET, Double-or-Bonuses as AUTO_RISK (which it takes only as a change). One step, no money:
 * the child's own step takes the same number and is only named in the detail.
 */
export function setAutoLights(context: UpperRoundContext, event: UpperAutoSetEvent, deps: UpperRoundDeps): Partial<UpperRoundContext> {
  const { autoPlay, autoRisk } = event;
  const forwardedAs: string[] = [];
  let minigame = context.minigame;
  let doubleOrBonuses = context.doubleOrBonuses;
  if (minigame !== null) {
    const sent = forward(deps.children.minigames[minigame.kind], minigame.snapshot, { type: 'AUTO_SET', autoPlay, autoRisk }, context.seq);
    minigame = { ...minigame, snapshot: sent.snapshot };
    if (sent.label !== null) forwardedAs.push(sent.label);
  }
  if (doubleOrBonuses !== null) {
    const sent = forward(deps.children.doubleOrBonuses, doubleOrBonuses.snapshot, { type: 'AUTO_RISK', on: autoRisk }, context.seq);
    doubleOrBonuses = { snapshot: sent.snapshot };
    if (sent.label !== null) forwardedAs.push(sent.label);
  }
  const seq = context.seq + 1;
  return { autoPlay, autoRisk, minigame, doubleOrBonuses, seq, step: stepWithoutMoney(seq, context.round, 'auto-set', { autoPlay, autoRisk, forwardedAs }) };
}
