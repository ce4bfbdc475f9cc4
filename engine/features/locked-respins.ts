/**
 * Locked (sticky) respins over a grid of places: what lands is held in its place for the rest of
 * the feature, and a count of respins runs down. Two rules use it:
 *
 * - Mona Lisa Jewels' Jewel spins: 2 spins, reel 1 and every Jewel and wild held, new ones held
 *   too, the count never resets (`resetTo: null`).
 * - Mystery Elves' Hold and Win: 3 respins, bonuses locked, each respin that lands a new bonus
 *   sets the count back to 3 (`resetTo: 3`); it ends when the count runs out or all 15 places
 *   are held (the game then doubles the total: this module only says the grid is full).
 *
 * A place holds a value (a symbol, a bonus's cents: the game's type, plain JSON) or null when
 * empty. What triggers the feature and what the values pay are the game's rules. Immutable and
 * plain JSON: the state lives in a persisted machine snapshot.
 */
export interface LockedRespins<T> {
  /** One entry per place: the value held there, or null while it is empty. */
  readonly cells: readonly (T | null)[];
  readonly respinsLeft: number;
  /** What a respin that locks anything new sets the count back to; null: the count never resets. */
  readonly resetTo: number | null;
  /** Respins played so far. */
  readonly spinsPlayed: number;
  /** The places the last respin locked (empty at the start), for the display and the journal. */
  readonly lastLocked: readonly number[];
  /** Every place is held (Hold and Win's "all places full ⇒ doubled" rule reads this). */
  readonly full: boolean;
}

export interface LockedRespinsOptions {
  /** Set the count back to this when a respin locks anything new; null or absent: no reset. */
  readonly resetTo?: number | null;
}

function checkCount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`${what} must be a whole number ≥ 1, got ${n}`);
}

/**
 * Starts the respins with `initialLocked` held (the trigger's symbols) and `respins` to play.
 * A grid that is already full starts finished: no respin is played.
 */
export function startLockedRespins<T>(initialLocked: readonly (T | null)[], respins: number, options: LockedRespinsOptions = {}): LockedRespins<T> {
  if (initialLocked.length < 1) throw new RangeError('locked respins need a grid of at least one place');
  checkCount(respins, 'respins');
  const resetTo = options.resetTo ?? null;
  if (resetTo !== null) checkCount(resetTo, 'the respin reset');
  const cells = Array.from(initialLocked, (v) => v ?? null);
  return { cells, respinsLeft: respins, resetTo, spinsPlayed: 0, lastLocked: [], full: cells.every((v) => v !== null) };
}

/** The same as startLockedRespins (the short name the rule documents use). */
export const start = startLockedRespins;

/** Whether the feature is over: no respin left, or nothing left to land. */
export function finished<T>(state: LockedRespins<T>): boolean {
  return state.respinsLeft <= 0 || state.full;
}

/**
 * One respin landed `newCells` (one entry per place; null where nothing worth holding landed).
 * New values on empty places are locked. A place already held keeps its value whatever the spin
 * shows there: a held place does not spin, and the game may pass the window with the held
 * symbols drawn over it. Then the count is set back to `resetTo` when configured and anything new
 * landed, otherwise it goes down by one. RangeError on a finished feature or a grid of another size.
 */
export function land<T>(state: LockedRespins<T>, newCells: readonly (T | null)[]): LockedRespins<T> {
  if (finished(state)) throw new RangeError('the locked respins are over: no respin to land');
  if (newCells.length !== state.cells.length) throw new RangeError(`a respin lands ${state.cells.length} places, got ${newCells.length}`);
  const lastLocked: number[] = [];
  const cells = state.cells.map((held, i) => {
    if (held !== null) return held;
    const landed = newCells[i];
    if (landed === null || landed === undefined) return null;
    lastLocked.push(i);
    return landed;
  });
  const respinsLeft = state.resetTo !== null && lastLocked.length > 0 ? state.resetTo : state.respinsLeft - 1;
  return { ...state, cells, respinsLeft, spinsPlayed: state.spinsPlayed + 1, lastLocked, full: cells.every((v) => v !== null) };
}

/** How many places are held. */
export function lockedCount<T>(state: LockedRespins<T>): number {
  return state.cells.filter((v) => v !== null).length;
}

/** The held values, in place order. */
export function lockedValues<T>(state: LockedRespins<T>): T[] {
  return state.cells.filter((v): v is T => v !== null);
}
