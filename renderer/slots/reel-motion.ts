/**
 * Pure timing of a video slot's spin: every reel runs down a sequence of symbols (the game's
 * strip while spinning) and lands on the spin's window, left to right; a locked reel does not
 * move; an anticipation reel stops later and slower. Position p shows sequence[p] on the top
 * row; p runs from the sequence's end (the window shown before) down to 0 (the new window), so
 * the symbols travel downwards as on real reels.
 *
 * A game may drop its symbols instead (planDrop): each column's old symbols fall out of the
 * window, then the new ones fall into place, the bottom one first, column after column.
 */
export interface ReelPlan {
  readonly sequence: readonly string[];
  readonly start: number;
  readonly stop: number;
  readonly from: number;
  readonly still: boolean;
  /** Set when the column drops rather than scrolls (sequence is then the new window). */
  readonly drop?: DropPlan;
}

/** One dropping column: what falls out, when, and when and how fast the new symbols fall in. */
export interface DropPlan {
  readonly before: readonly string[];
  readonly outStart: number;
  readonly inStart: number;
  readonly fallMs: number;
}

export interface DropTimingOptions {
  /** How long the old symbols take to fall out of the window. */
  readonly outMs: number;
  /** Between one column's old symbols leaving and the next's. */
  readonly outGapMs: number;
  /** When the first column's new symbols start falling. */
  readonly firstInMs: number;
  /** Between one column's new symbols and the next's. */
  readonly gapMs: number;
  /** Between one cell's fall and the one above it (the bottom lands first). */
  readonly cellLagMs: number;
  readonly fallMs: number;
  /** An anticipation column waits this much longer, empty and glowing, and falls slower. */
  readonly anticipationMs: number;
  readonly slowFallMs: number;
}

export const DROP_TIMING: DropTimingOptions = { outMs: 300, outGapMs: 55, firstInMs: 300, gapMs: 150, cellLagMs: 42, fallMs: 320, anticipationMs: 1300, slowFallMs: 620 };
/** How far a landed symbol bounces back up, in cells, and for how long. */
const DROP_BOUNCE = 0.09;
const DROP_BOUNCE_MS = 150;
/** The new symbols start this far above their cells (in cells, beyond the window's height). */
const DROP_LIFT = 0.35;

export interface SpinTimingOptions {
  readonly firstStopMs: number;
  readonly gapMs: number;
  readonly anticipationMs: number;
  readonly cellsPerSecond: number;
}

export const SLOT_TIMING: SpinTimingOptions = { firstStopMs: 900, gapMs: 260, anticipationMs: 1500, cellsPerSecond: 22 };
/** How far a reel overshoots its stop before settling, in cells. */
const BOUNCE = 0.22;
const BOUNCE_MS = 180;

export function planSpin(
  before: readonly (readonly string[])[],
  after: readonly (readonly string[])[],
  strips: readonly (readonly string[])[],
  locked: readonly number[],
  anticipation: readonly number[],
  seq: number,
  now: number,
  timing: SpinTimingOptions = SLOT_TIMING,
): ReelPlan[] {
  let extra = 0;
  return after.map((target, reel) => {
    if (locked.includes(reel)) return { sequence: target, start: now, stop: now, from: 0, still: true };
    if (anticipation.includes(reel)) extra += timing.anticipationMs;
    const stop = now + timing.firstStopMs + reel * timing.gapMs + extra;
    const strip = strips[reel] ?? target;
    const cells = Math.max(target.length + 2, Math.round(((stop - now) / 1000) * timing.cellsPerSecond));
    const offset = strip.length > 0 ? (seq * 7 + reel * 13) % strip.length : 0;
    const filler: string[] = [];
    for (let i = 0; i < cells; i++) filler.push(strip.length > 0 ? (strip[(offset + i) % strip.length] as string) : (target[0] ?? ''));
    const shownBefore = before[reel] ?? target;
    const sequence = [...target, ...filler, ...shownBefore];
    return { sequence, start: now, stop, from: target.length + filler.length, still: false };
  });
}

/** Position (in cells) of a reel at `now`; 0 once it has landed. Anticipation reels slow down at the end. */
export function reelPosition(plan: ReelPlan, now: number, slowEnd = false): number {
  if (plan.still || now >= plan.stop + BOUNCE_MS) return 0;
  if (now >= plan.stop) {
    const k = (now - plan.stop) / BOUNCE_MS;
    return -BOUNCE * Math.sin(k * Math.PI);
  }
  const span = plan.stop - plan.start;
  const t = Math.max(0, Math.min(1, (now - plan.start) / span));
  // A steady run that eases into the stop; an anticipation reel approaches long and slow.
  const power = slowEnd ? 2.6 : 1.35;
  return plan.from * Math.pow(1 - t, power);
}

export function reelLanded(plan: ReelPlan, now: number): boolean {
  return plan.still || now >= plan.stop;
}

/** The symbol at sequence index i (the strip goes on past the sequence's ends while bouncing). */
export function symbolAt(plan: ReelPlan, index: number): string {
  const seq = plan.sequence;
  if (seq.length === 0) return '';
  const i = ((index % seq.length) + seq.length) % seq.length;
  return seq[i] as string;
}

/** Plans a dropping spin: every column falls out and the new window falls in, left to right. */
export function planDrop(
  before: readonly (readonly string[])[],
  after: readonly (readonly string[])[],
  locked: readonly number[],
  anticipation: readonly number[],
  now: number,
  timing: DropTimingOptions = DROP_TIMING,
): ReelPlan[] {
  let extra = 0;
  return after.map((target, reel) => {
    if (locked.includes(reel)) return { sequence: target, start: now, stop: now, from: 0, still: true };
    const slow = anticipation.includes(reel);
    if (slow) extra += timing.anticipationMs;
    const fallMs = slow ? timing.slowFallMs : timing.fallMs;
    const inStart = now + timing.firstInMs + reel * timing.gapMs + extra;
    const stop = inStart + Math.max(0, target.length - 1) * timing.cellLagMs + fallMs;
    const drop: DropPlan = { before: before[reel] ?? target, outStart: now + reel * timing.outGapMs, inStart, fallMs };
    return { sequence: target, start: now, stop, from: 0, still: false, drop };
  });
}

/**
 * Where a dropping column's symbols are at `now`: `row` in cells from the top of the window
 * (fractional; below 0 or from `rows` on it is outside the window). Old symbols fall out with
 * gravity; each new one falls from above into its cell, the bottom cell first, and bounces.
 */
export function dropCells(plan: ReelPlan, now: number, timing: DropTimingOptions = DROP_TIMING): { symbol: string; row: number }[] {
  const drop = plan.drop;
  const rows = plan.sequence.length;
  if (!drop || plan.still) return plan.sequence.map((symbol, row) => ({ symbol, row }));
  const cells: { symbol: string; row: number }[] = [];
  const tOut = now - drop.outStart;
  if (tOut < timing.outMs) {
    drop.before.forEach((symbol, i) => {
      // The lower symbols go a moment earlier, so the column comes apart as it falls.
      const k = Math.max(0, Math.min(1, (tOut - (rows - 1 - i) * 12) / timing.outMs));
      cells.push({ symbol, row: i + k * k * (rows + 1) });
    });
  }
  plan.sequence.forEach((symbol, i) => {
    const start = drop.inStart + (rows - 1 - i) * timing.cellLagMs;
    const t = now - start;
    if (t < 0) return;
    const lift = rows + DROP_LIFT;
    if (t < drop.fallMs) {
      const p = t / drop.fallMs;
      cells.push({ symbol, row: i - lift * (1 - p * p) });
    } else {
      const k = (t - drop.fallMs) / DROP_BOUNCE_MS;
      cells.push({ symbol, row: k < 1 ? i - DROP_BOUNCE * Math.sin(k * Math.PI) : i });
    }
  });
  return cells;
}
