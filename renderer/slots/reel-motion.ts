/**
 * Pure timing of a video slot's spin: every reel runs down a sequence of symbols (the game's
 * strip while spinning) and lands on the spin's window, left to right; a locked reel does not
 * move; an anticipation reel stops later and slower. Position p shows sequence[p] on the top
 * row; p runs from the sequence's end (the window shown before) down to 0 (the new window), so
 * the symbols travel downwards as on real reels.
 */
export interface ReelPlan {
  readonly sequence: readonly string[];
  readonly start: number;
  readonly stop: number;
  readonly from: number;
  readonly still: boolean;
}

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
