/**
 * A child machine's persisted snapshot as the round keeps it in its context (plain JSON, see
 * engine/core/child-machine.ts). Reading its status and context needs no machine: that lets the
 * presentation and the routing guards look at it without restoring an actor.
 */

interface StoredSnapshot<TContext> {
  readonly status: string;
  readonly context: TContext;
}

function asStored<TContext>(persisted: unknown): StoredSnapshot<TContext> | null {
  if (typeof persisted !== 'object' || persisted === null) return null;
  return persisted as StoredSnapshot<TContext>;
}

/** The child is still being played (not finished, not absent). */
export function isRunning(persisted: unknown): boolean {
  return asStored(persisted)?.status === 'active';
}

/** The child's context, or null when there is no child. */
export function storedContext<TContext>(persisted: unknown): TContext | null {
  return asStored<TContext>(persisted)?.context ?? null;
}
