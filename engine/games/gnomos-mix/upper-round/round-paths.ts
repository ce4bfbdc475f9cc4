import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { drawInt, type Rng } from '../../../core/rng';
import { doubleOrBonusesEventFor, minigameEventFor, type UpperRoundChildren } from './children';
import type { UpperRoundContext, UpperRoundInput } from './context';
import type { UpperRoundEvent, UpperRoundMachine } from './machine';

/**
 * Test support: a path generator for the upper round (model-based testing without @xstate/graph's
 * state enumeration, which a round's contexts would make endless). Every path starts from the
 * initial state and ends when a round ends (or after a set number of events). At each step it
 * takes an event the machine accepts now, preferring one that takes a transition, or a child's
 * transition, not taken yet; the taken transitions are read from xstate's own microsteps, so the
 * routing states count too. Coverage is compared with the machine definition by the test.
 */

interface TransitionLike {
  readonly source: { readonly key: string };
  readonly eventType: string;
  readonly guard?: unknown;
  readonly target?: readonly { readonly key: string }[] | undefined;
}

function guardName(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  return String((guard as { type?: unknown }).type ?? 'inline');
}

/** "source -EVENT[guard]-> target" ("always" for an eventless transition, "(self)" without a target). */
export function transitionKey(t: TransitionLike): string {
  const targets = t.target && t.target.length > 0 ? t.target.map((n) => n.key).join(',') : '(self)';
  return `${t.source.key} -${t.eventType === '' ? 'always' : t.eventType}[${guardName(t.guard)}]-> ${targets}`;
}

/** Every transition the machine defines on its top-level states, event-driven and eventless. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of Object.values(machine.root.states)) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys;
}

/** "child:state:EVENT" for every event a child's state takes (what the round may forward to it). */
export function definedChildEdges(children: UpperRoundChildren): string[] {
  const keys: string[] = [];
  const add = (name: string, machine: AnyStateMachine): void => {
    for (const node of Object.values(machine.root.states)) {
      for (const eventType of node.transitions.keys()) keys.push(`${name}:${node.key}:${eventType}`);
    }
  };
  for (const [kind, machine] of Object.entries(children.minigames)) add(kind, machine);
  add('double-or-bonuses', children.doubleOrBonuses);
  return keys;
}

/** The child transition an event would take in the round's present state, or null. */
export function childEdgeOf(value: unknown, context: UpperRoundContext, event: UpperRoundEvent): string | null {
  if (value === 'minigame' && context.minigame !== null) {
    const childValue = (context.minigame.snapshot as { value: unknown }).value;
    const childEvent = event.type === 'AUTO_SET' ? { type: 'AUTO_SET' } : minigameEventFor(event);
    return childEvent === null ? null : `${context.minigame.kind}:${String(childValue)}:${childEvent.type}`;
  }
  if (value === 'doubleOrBonuses' && context.doubleOrBonuses !== null) {
    const child = context.doubleOrBonuses.snapshot as { value: unknown; context: { autoRisk: boolean } };
    if (event.type === 'AUTO_SET') return event.autoRisk !== child.context.autoRisk ? `double-or-bonuses:${String(child.value)}:AUTO_RISK` : null;
    const childEvent = doubleOrBonusesEventFor(event);
    return childEvent === null ? null : `double-or-bonuses:${String(child.value)}:${childEvent.type}`;
  }
  return null;
}

export interface PathCoverage {
  readonly transitions: Set<string>;
  readonly states: Set<string>;
  readonly childEdges: Set<string>;
  /** The (state, event) pairs the generator has pressed, to prefer new ones. */
  readonly tried: Set<string>;
  paths: number;
  events: number;
}

export interface PathOptions {
  readonly machine: UpperRoundMachine;
  readonly input: UpperRoundInput;
  /** The buttons the generator may press (refused ones are skipped). */
  readonly candidates: readonly UpperRoundEvent[];
  /** Chooses among the accepted events (separate from the machine's Rng). */
  readonly chooser: Rng;
  readonly maxPaths: number;
  readonly maxEventsPerPath: number;
  /** Stops early once this holds. */
  readonly done: (coverage: PathCoverage) => boolean;
}

export function generateRoundPaths(options: PathOptions): PathCoverage {
  const coverage: PathCoverage = { transitions: new Set(), states: new Set(), childEdges: new Set(), tried: new Set(), paths: 0, events: 0 };
  const inspect = (ev: InspectionEvent): void => {
    if (ev.type !== '@xstate.microstep') return;
    for (const t of ev._transitions) coverage.transitions.add(transitionKey(t as TransitionLike));
    coverage.states.add(String((ev.snapshot as AnyMachineSnapshot).value));
  };
  while (coverage.paths < options.maxPaths && !options.done(coverage)) {
    coverage.paths += 1;
    const actor = createActor(options.machine, { input: options.input, inspect });
    actor.start();
    coverage.states.add(String(actor.getSnapshot().value));
    let spun = false;
    for (let n = 0; n < options.maxEventsPerPath; n += 1) {
      const snapshot = actor.getSnapshot();
      const context = snapshot.context as UpperRoundContext;
      if (spun && snapshot.value === 'ready') break;
      const accepted = options.candidates.filter((e) => snapshot.can(e));
      if (accepted.length === 0) break;
      const fresh = accepted.filter((e) => {
        const edge = childEdgeOf(snapshot.value, context, e);
        return (edge !== null && !coverage.childEdges.has(edge)) || !coverage.tried.has(`${String(snapshot.value)}:${e.type}`);
      });
      const pool = fresh.length > 0 && drawInt(options.chooser, 2) === 0 ? fresh : accepted;
      const event = pool[drawInt(options.chooser, pool.length)] as UpperRoundEvent;
      const edge = childEdgeOf(snapshot.value, context, event);
      const seqBefore = context.seq;
      actor.send(event);
      const after = actor.getSnapshot();
      const next = after.context as UpperRoundContext;
      if (next.seq <= seqBefore || next.step === null) throw new Error(`${event.type} in ${String(snapshot.value)} was accepted without a new step`);
      coverage.events += 1;
      coverage.tried.add(`${String(snapshot.value)}:${event.type}`);
      if (edge !== null) coverage.childEdges.add(edge);
      if (event.type === 'PLAY' && snapshot.value === 'ready') {
        spun = true;
        if (next.minigame !== null) coverage.childEdges.add(`${next.minigame.kind}:ready:START`);
      }
    }
    actor.stop();
  }
  return coverage;
}
