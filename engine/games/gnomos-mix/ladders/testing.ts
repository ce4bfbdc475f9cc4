import { createActor, type AnyStateMachine, type EventObject, type Snapshot } from 'xstate';
import type { Rng } from '../../../core/rng';

/**
 * Test support for the lower-game feature machines (ladders, cauldrons): an Rng that returns
 * chosen words, and a small path generator that walks a machine's states breadth first.
 * Pure code, used only by tests.
 */

/** Returns the pushed words in order; throws when it runs out (a draw nobody scripted). */
export class ScriptedRng implements Rng {
  private words: number[] = [];
  push(...words: number[]): this {
    this.words.push(...words);
    return this;
  }
  /** Words not used yet. */
  left(): number {
    return this.words.length;
  }
  clear(): void {
    this.words = [];
  }
  nextUint32(): number {
    const w = this.words.shift();
    if (w === undefined) throw new Error('scripted rng ran out of words');
    return w;
  }
}

/** One button the explorer may press: the event, and the Rng words to script before it. */
export interface ExploreOption {
  readonly label: string;
  readonly event: EventObject & Readonly<Record<string, unknown>>;
  /** Words to script, fixed or worked out from the state's context. */
  readonly words?: readonly number[] | ((context: never) => readonly number[]);
}

export interface ExploredEdge {
  readonly from: string;
  readonly label: string;
  readonly to: string;
}

export interface Exploration {
  /** Shortest path (option labels) to each state key found. */
  readonly paths: ReadonlyMap<string, readonly string[]>;
  readonly edges: readonly ExploredEdge[];
}

/**
 * Breadth-first walk over a machine: from each new state (named by `keyOf`) tries every option
 * the snapshot accepts (`can`), restoring the state from its persisted JSON each time, so every
 * edge also proves a snapshot round trip.
 */
export function exploreMachine(
  machine: AnyStateMachine,
  rng: ScriptedRng,
  input: unknown,
  options: readonly ExploreOption[],
  keyOf: (snapshot: { value: unknown; context: unknown }) => string,
  initialWords: readonly number[] = [],
): Exploration {
  rng.clear();
  rng.push(...initialWords);
  const first = createActor(machine, { input });
  first.start();
  rng.clear();
  const start = first.getSnapshot() as { value: unknown; context: unknown };
  const paths = new Map<string, readonly string[]>([[keyOf(start), []]]);
  const edges: ExploredEdge[] = [];
  const queue: { key: string; stored: string }[] = [{ key: keyOf(start), stored: JSON.stringify(first.getPersistedSnapshot()) }];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    for (const option of options) {
      const actor = createActor(machine, { snapshot: JSON.parse(item.stored) as Snapshot<unknown>, input });
      actor.start();
      if (!actor.getSnapshot().can(option.event)) continue;
      rng.clear();
      const words = typeof option.words === 'function' ? option.words(actor.getSnapshot().context as never) : option.words;
      rng.push(...(words ?? []));
      actor.send(option.event);
      rng.clear();
      const next = actor.getSnapshot() as { value: unknown; context: unknown };
      const key = keyOf(next);
      edges.push({ from: item.key, label: option.label, to: key });
      if (!paths.has(key)) {
        paths.set(key, [...(paths.get(item.key) ?? []), option.label]);
        queue.push({ key, stored: JSON.stringify(actor.getPersistedSnapshot()) });
      }
    }
  }
  return { paths, edges };
}
