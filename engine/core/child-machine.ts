/**
 * A parent machine runs a child machine (a ladder inside a lower-game round, a minigame inside an
 * upper-game round, a round inside the Gnomos game) without `invoke`: the child's persisted
 * snapshot is a plain JSON field of the parent's context, and the parent's actions step it with
 * xstate's pure `transition`. So the whole tree stores and restores as one JSON document, and a
 * power cut at any depth resumes exactly there.
 *
 * One sequence of step numbers runs through the whole tree: every send overwrites the child's
 * `seq` with the parent's before the transition, so the child's next step takes parent seq + 1,
 * whatever the parent did on its own meanwhile.
 */
import { createActor, initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { RoundStep } from './round-step';

/** What a child's context must carry for the parent to settle its steps. */
export interface ChildStepCarrier {
  readonly seq: number;
  readonly step: RoundStep | null;
}

export interface ChildResult<TContext> {
  /** The child's persisted snapshot after the event (JSON, goes into the parent's context). */
  readonly persisted: unknown;
  readonly context: TContext;
  /** True once the child reached a final state. */
  readonly done: boolean;
  /** The child's state value, e.g. 'upBonus'. */
  readonly value: unknown;
  /** The step this event made, or null if the child ignored it. */
  readonly step: RoundStep | null;
}

// Restoring a snapshot builds an actor; contexts are immutable, so the same persisted object
// always restores to the same snapshot and can be cached by identity.
const restored = new WeakMap<object, AnyMachineSnapshot>();

function persistedWithSeq(persisted: unknown, seq: number | undefined): unknown {
  if (seq === undefined) return persisted;
  const p = persisted as { context: { seq: number } };
  if (p.context.seq === seq) return persisted;
  return { ...p, context: { ...p.context, seq } };
}

/** The live snapshot of a stored child (for `can`, state value and context). */
export function restoreChild(machine: AnyStateMachine, persisted: unknown): AnyMachineSnapshot {
  if (typeof persisted !== 'object' || persisted === null) throw new TypeError('a child snapshot must be an object');
  const known = restored.get(persisted);
  if (known) return known;
  // An actor that is never started only restores the snapshot: no actions run.
  const snapshot = createActor(machine, { snapshot: persisted as never }).getSnapshot() as AnyMachineSnapshot;
  restored.set(persisted, snapshot);
  return snapshot;
}

/** Starts a child from its input. Its entry may already have made a step (a deal, a direct pay). */
export function startChild<TContext extends ChildStepCarrier>(machine: AnyStateMachine, input: unknown): ChildResult<TContext> {
  const [snapshot] = initialTransition(machine, input as never);
  const s = snapshot as AnyMachineSnapshot;
  const context = s.context as TContext;
  const inputSeq = (input as { seq?: number }).seq ?? 0;
  return finish(machine, s, context, context.seq !== inputSeq ? context.step : null);
}

/** Whether the child takes the event now (with the parent's seq applied, which no guard reads). */
export function childCan(machine: AnyStateMachine, persisted: unknown, event: AnyEventObject): boolean {
  return restoreChild(machine, persisted).can(event);
}

/** Sends one event to the child with the parent's step number. */
export function sendToChild<TContext extends ChildStepCarrier>(
  machine: AnyStateMachine,
  persisted: unknown,
  event: AnyEventObject,
  parentSeq: number,
): ChildResult<TContext> {
  const before = restoreChild(machine, persistedWithSeq(persisted, parentSeq));
  const [next] = transition(machine, before as never, event);
  const s = next as AnyMachineSnapshot;
  const context = s.context as TContext;
  return finish(machine, s, context, context.seq !== parentSeq ? context.step : null);
}

function finish<TContext>(machine: AnyStateMachine, s: AnyMachineSnapshot, context: TContext, step: RoundStep | null): ChildResult<TContext> {
  const persisted = machine.getPersistedSnapshot(s as never);
  restored.set(persisted as object, s);
  return { persisted, context, done: s.status === 'done', value: s.value, step };
}

/** The context of a stored child. */
export function childContext<TContext>(machine: AnyStateMachine, persisted: unknown): TContext {
  return restoreChild(machine, persisted).context as TContext;
}

/**
 * A stored child with some context fields replaced, for a parent that hands an idle child the
 * facts it keeps for the whole game (the last round number, the lights). Only for fields no
 * state depends on; the child's own events change everything else.
 */
export function patchChildContext(persisted: unknown, patch: Readonly<Record<string, unknown>>): unknown {
  const p = persisted as { context: Record<string, unknown> };
  return { ...p, context: { ...p.context, ...patch } };
}
