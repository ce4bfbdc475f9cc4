import { createActor, type AnyStateMachine, type AnyTransitionDefinition, type InspectionEvent, type Snapshot } from 'xstate';

/**
 * Test support: a breadth-first path generator that proves a machine reaches every state and
 * takes every transition of its definition (@xstate/graph is not installed). From each new
 * abstract state (named by `keyOf`) it tries every option the snapshot accepts, restoring the
 * snapshot from its JSON each time (so every edge is also a power-cut round trip), and records
 * the state nodes entered and the transition definitions taken, transient `always` ones included.
 */

export interface WalkOption<TContext> {
  readonly label: string;
  readonly event: (context: TContext) => { readonly type: string };
  /** The Rng words to script before sending, or null when the option does not apply here. */
  readonly words: (context: TContext) => readonly number[] | null;
}

export interface WalkRng {
  /** Scripts the words of one event. */
  load(words: readonly number[]): void;
  /** Words left undrawn after the event (must be 0). */
  left(): number;
}

export interface ModelWalk {
  /** Every state node entered (by key). */
  readonly states: ReadonlySet<string>;
  /** Every transition definition taken (by `transitionName`). */
  readonly transitions: ReadonlySet<string>;
  /** Shortest option path to each abstract state. */
  readonly paths: ReadonlyMap<string, readonly string[]>;
}

/** A readable, unique name for a transition of the definition: source, event, candidate index, target. */
export function transitionName(t: AnyTransitionDefinition): string {
  const event = t.eventType === '' ? 'always' : t.eventType;
  const list = t.eventType === '' ? t.source.always ?? [] : t.source.transitions.get(t.eventType) ?? [];
  const guard = typeof t.guard === 'string' ? `[${t.guard}]` : t.guard ? '[guard]' : '';
  const target = t.target?.map((s) => s.key).join(',') ?? '(stays)';
  return `${t.source.key} ${event}#${list.indexOf(t)}${guard} → ${target}`;
}

/** What the machine's definition has: its state nodes and all their transitions. */
export function definedModel(machine: AnyStateMachine): { states: Set<string>; transitions: Set<string> } {
  const nodes = [machine.root, ...Object.values(machine.root.states)];
  const transitions = new Set<string>();
  for (const node of nodes) {
    for (const list of node.transitions.values()) for (const t of list) transitions.add(transitionName(t));
    for (const t of node.always ?? []) transitions.add(transitionName(t));
  }
  return { states: new Set(Object.keys(machine.root.states)), transitions };
}

export function walkModel<TContext>(
  machine: AnyStateMachine,
  rng: WalkRng,
  start: Snapshot<unknown>,
  options: readonly WalkOption<TContext>[],
  keyOf: (snapshot: { value: unknown; context: TContext }) => string,
  limit = 20_000,
): ModelWalk {
  const states = new Set<string>();
  const transitions = new Set<string>();
  let recording = false;
  const inspect = (e: InspectionEvent): void => {
    if (!recording || e.type !== '@xstate.microstep') return;
    for (const t of e._transitions) transitions.add(transitionName(t));
    const value = (e.snapshot as { value?: unknown }).value;
    if (typeof value === 'string') states.add(value);
  };
  const restore = (stored: string) => {
    const actor = createActor(machine, { snapshot: JSON.parse(stored) as Snapshot<unknown>, inspect });
    // A failing action puts the actor in its error status, checked after each send.
    actor.subscribe({ error: () => undefined });
    actor.start();
    return actor;
  };
  const first = restore(JSON.stringify(start));
  const firstSnapshot = first.getSnapshot() as { value: unknown; context: TContext };
  if (typeof firstSnapshot.value === 'string') states.add(firstSnapshot.value);
  const firstKey = keyOf(firstSnapshot);
  const paths = new Map<string, readonly string[]>([[firstKey, []]]);
  const queue = [{ key: firstKey, stored: JSON.stringify(start) }];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    for (const option of options) {
      const actor = restore(item.stored);
      const before = actor.getSnapshot() as { context: TContext; can: (e: { type: string }) => boolean };
      const event = option.event(before.context);
      if (!before.can(event)) continue;
      const words = option.words(before.context);
      if (words === null) continue;
      rng.load(words);
      recording = true;
      actor.send(event);
      recording = false;
      const status = actor.getSnapshot() as { status: string; error?: unknown };
      if (status.status === 'error') throw new Error(`${item.key}: ${option.label} failed: ${String(status.error)}`);
      if (rng.left() !== 0) throw new Error(`${item.key}: ${option.label} left ${rng.left()} scripted word(s) undrawn`);
      const next = actor.getSnapshot() as { value: unknown; context: TContext };
      const key = keyOf(next);
      if (!paths.has(key)) {
        if (paths.size >= limit) throw new Error(`walkModel: more than ${limit} abstract states`);
        paths.set(key, [...(paths.get(item.key) ?? []), option.label]);
        queue.push({ key, stored: JSON.stringify(actor.getPersistedSnapshot()) });
      }
    }
  }
  return { states, transitions, paths };
}
