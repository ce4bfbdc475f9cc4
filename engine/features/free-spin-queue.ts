/**
 * Feature spins waiting to be played, by kind, each kind with a priority: the kind with the
 * lowest priority number plays first (Mona Lisa: Jewel spins, priority 0, before normal free
 * spins, priority 1), and an award of a kind already queued adds to it. Awards nest without
 * limit. Immutable and plain JSON: it lives in a persisted machine snapshot.
 */
export interface QueuedKind {
  readonly kind: string;
  readonly spins: number;
  readonly priority: number;
}

export type FreeSpinQueue = readonly QueuedKind[];

export const EMPTY_QUEUE: FreeSpinQueue = [];

/** A kind awarded without a priority plays after every kind that has one (in award order). */
export const LAST_PRIORITY = Number.MAX_SAFE_INTEGER;

/**
 * Adds `spins` of `kind`. A kind already queued keeps its priority; a new kind takes `priority`
 * (default: after everything else). The sort is stable, so equal priorities keep award order.
 */
export function award(queue: FreeSpinQueue, kind: string, spins: number, priority: number = LAST_PRIORITY): FreeSpinQueue {
  if (!Number.isSafeInteger(spins) || spins < 0) throw new RangeError(`spins must be a whole number ≥ 0, got ${spins}`);
  if (!Number.isSafeInteger(priority)) throw new RangeError(`priority must be a whole number, got ${priority}`);
  if (spins === 0) return queue;
  const found = queue.find((q) => q.kind === kind);
  const next = found ? queue.map((q) => (q.kind === kind ? { ...q, spins: q.spins + spins } : q)) : [...queue, { kind, spins, priority }];
  return [...next].sort((a, b) => a.priority - b.priority);
}

/** Takes the next spin: the first kind in priority order. Null when nothing waits. */
export function nextSpin(queue: FreeSpinQueue): { readonly kind: string; readonly queue: FreeSpinQueue } | null {
  const first = queue.find((q) => q.spins > 0);
  if (!first) return null;
  const rest = queue.map((q) => (q === first ? { ...q, spins: q.spins - 1 } : q)).filter((q) => q.spins > 0);
  return { kind: first.kind, queue: rest };
}

/** The same as nextSpin (the name the other games use). */
export const next = nextSpin;

/** Spins waiting (of one kind, or of all). */
export function queuedSpins(queue: FreeSpinQueue, kind?: string): number {
  return queue.filter((q) => kind === undefined || q.kind === kind).reduce((sum, q) => sum + q.spins, 0);
}

/** The queue as the display shows it, in play order. */
export function queueInOrder(queue: FreeSpinQueue): { kind: string; spins: number }[] {
  return queue.filter((q) => q.spins > 0).map((q) => ({ kind: q.kind, spins: q.spins }));
}

/** The kinds waiting, in play order, with their spins (the same as queueInOrder). */
export const remaining = queueInOrder;
