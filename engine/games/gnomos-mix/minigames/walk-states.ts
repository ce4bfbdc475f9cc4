import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * Test support: explores every path of a minigame machine from a snapshot with a finite list of
 * candidate events (a small path generator in place of @xstate/graph, which is not installed).
 * Uses xstate's pure `transition`, so nothing runs but the machine's own assigns. Snapshots with
 * the same state and context (step bookkeeping aside) are explored once.
 */
export interface StateWalk {
  /** Every "from -EVENT-> to" edge taken (state values as JSON when nested). */
  readonly edges: ReadonlySet<string>;
  /** Every state value reached. */
  readonly states: ReadonlySet<string>;
  /** The final snapshots reached, one per distinct end. */
  readonly finals: readonly AnyMachineSnapshot[];
  /** Number of distinct snapshots explored. */
  readonly explored: number;
}

function valueKey(snapshot: AnyMachineSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}

export function walkStates(machine: AnyStateMachine, start: AnyMachineSnapshot, events: readonly EventObject[], limit = 100_000): StateWalk {
  const edges = new Set<string>();
  const states = new Set<string>();
  const finals: AnyMachineSnapshot[] = [];
  const seen = new Set<string>();
  const stack: AnyMachineSnapshot[] = [start];
  while (stack.length > 0) {
    const snapshot = stack.pop() as AnyMachineSnapshot;
    const key = JSON.stringify([snapshot.value, { ...snapshot.context, seq: 0, step: null }]);
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > limit) throw new Error(`walkStates: more than ${limit} snapshots`);
    states.add(valueKey(snapshot));
    if (snapshot.status === 'done') {
      finals.push(snapshot);
      continue;
    }
    for (const event of events) {
      if (!snapshot.can(event)) continue;
      const [next] = transition(machine, snapshot, event);
      edges.add(`${valueKey(snapshot)} -${event.type}-> ${valueKey(next)}`);
      stack.push(next);
    }
  }
  return { edges, states, finals, explored: seen.size };
}
