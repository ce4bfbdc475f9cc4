/**
 * Pure timing maths of the reels: where each reel stands at a given instant of a spin or of a
 * one-stop advance. No DOM, no Three.js, no clock: time is passed in, so tests can step it.
 *
 * Positions are measured in strip stops. Position p means strip symbol p sits on the centre
 * (prize) line, symbol p-1 above it and p+1 below it (wrapping). A fractional position is
 * between two stops. Reels spin the way real reels do: the symbols travel downwards, so the
 * symbol above reaches the line next and the position DEcreases while spinning.
 */

export const STOPS_PER_REEL = 16;

export interface SpinTiming {
  /** When the first (left) reel lands, from the start of the spin. */
  readonly firstLandMs: number;
  /** Extra time before each following reel lands (left to right). */
  readonly landIntervalMs: number;
  /** Full turns of the first reel; each following reel adds extraTurnsPerReel. */
  readonly baseTurns: number;
  readonly extraTurnsPerReel: number;
  /** How far past its stop a reel swings before it settles back (in stops). */
  readonly overshootStops: number;
  /** Time to settle back from the overshoot onto the stop. */
  readonly settleMs: number;
}

export const DEFAULT_SPIN_TIMING: SpinTiming = {
  firstLandMs: 1000,
  landIntervalMs: 420,
  baseTurns: 2,
  extraTurnsPerReel: 1,
  overshootStops: 0.16,
  settleMs: 160,
};

/** Time a one-stop advance (or any short correction) takes. */
export const NUDGE_MS = 320;

/** One reel's movement from one position to a stop. */
export interface ReelMotion {
  /** Position when the motion starts (may be fractional). */
  readonly from: number;
  /** The stop it ends on, 0..stops-1. */
  readonly to: number;
  /** Signed distance in stops: positive = symbols move down (position decreases). */
  readonly travel: number;
  readonly startMs: number;
  /** The reel reaches the end of its swing (the clunk of the stop). */
  readonly landMs: number;
  /** The reel rests on `to`. */
  readonly restMs: number;
  /** Stops beyond `to`, in the direction of travel, at landMs. */
  readonly overshoot: number;
  readonly stops: number;
}

/** x wrapped into [0, n). */
export function wrapStop(x: number, n: number = STOPS_PER_REEL): number {
  const r = x % n;
  const w = r < 0 ? r + n : r;
  // -0.000 and a float that rounds up to n both mean stop 0.
  return w >= n ? 0 : w === 0 ? 0 : w;
}

/** Fast start, gentle stop. */
export function easeOutCubic(t: number): number {
  const c = clamp01(t);
  const u = 1 - c;
  return 1 - u * u * u;
}

export function easeInOutSine(t: number): number {
  const c = clamp01(t);
  return (1 - Math.cos(Math.PI * c)) / 2;
}

function clamp01(t: number): number {
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

function checkStop(stop: number, stops: number, what: string): void {
  if (!Number.isInteger(stop) || stop < 0 || stop >= stops) {
    throw new RangeError(`${what} must be a stop 0..${stops - 1}, got ${String(stop)}`);
  }
}

/**
 * Plans a spin of every reel from where it stands to its target stop. Reels land left to right;
 * each makes whole turns plus the distance down to its stop.
 */
export function planSpin(
  from: readonly number[],
  to: readonly number[],
  startMs: number,
  timing: SpinTiming = DEFAULT_SPIN_TIMING,
  stops: number = STOPS_PER_REEL,
): ReelMotion[] {
  if (from.length !== to.length) throw new RangeError('planSpin needs as many targets as reels');
  return to.map((target, reel) => {
    checkStop(target, stops, `target of reel ${reel}`);
    const start = wrapStop(from[reel] ?? 0, stops);
    const turns = timing.baseTurns + reel * timing.extraTurnsPerReel;
    // Downwards distance from start to target, 0 < down <= stops would make a same-stop spin
    // look like a jump; whole turns cover that case.
    const down = wrapStop(start - target, stops);
    const travel = turns * stops + down;
    const landMs = startMs + timing.firstLandMs + reel * timing.landIntervalMs;
    return {
      from: start,
      to: target,
      travel,
      startMs,
      landMs,
      restMs: landMs + timing.settleMs,
      overshoot: timing.overshootStops,
      stops,
    };
  });
}

/**
 * Plans the short move of one reel to a stop near it (an advance, or a correction): the
 * shortest way round, no overshoot.
 */
export function planNudge(
  from: number,
  to: number,
  startMs: number,
  durationMs: number = NUDGE_MS,
  stops: number = STOPS_PER_REEL,
): ReelMotion {
  checkStop(to, stops, 'nudge target');
  const start = wrapStop(from, stops);
  let travel = wrapStop(start - to, stops); // downwards, 0..stops
  if (travel > stops / 2) travel -= stops; // shorter upwards
  return { from: start, to, travel, startMs, landMs: startMs + durationMs, restMs: startMs + durationMs, overshoot: 0, stops };
}

/** Where the reel stands at `nowMs`, in [0, stops). */
export function positionAt(motion: ReelMotion, nowMs: number): number {
  const { from, to, travel, startMs, landMs, restMs, overshoot, stops } = motion;
  if (nowMs <= startMs) return from;
  if (nowMs >= restMs) return to;
  const sign = travel < 0 ? -1 : 1;
  const distance = Math.abs(travel);
  let moved: number;
  if (nowMs < landMs) {
    moved = (distance + overshoot) * easeOutCubic((nowMs - startMs) / (landMs - startMs));
  } else {
    moved = distance + overshoot * (1 - easeInOutSine((nowMs - landMs) / (restMs - landMs)));
  }
  return wrapStop(from - sign * moved, stops);
}

/** Speed in stops per second at `nowMs` (for motion blur); 0 before and after the motion. */
export function speedAt(motion: ReelMotion, nowMs: number): number {
  const h = 8;
  if (nowMs <= motion.startMs || nowMs >= motion.landMs) return 0;
  const a = unwrappedDistance(motion, nowMs - h);
  const b = unwrappedDistance(motion, nowMs + h);
  return Math.abs(b - a) / ((2 * h) / 1000);
}

function unwrappedDistance(motion: ReelMotion, nowMs: number): number {
  const t = (Math.min(Math.max(nowMs, motion.startMs), motion.landMs) - motion.startMs) / (motion.landMs - motion.startMs || 1);
  return (Math.abs(motion.travel) + motion.overshoot) * easeOutCubic(t);
}

export function hasLanded(motion: ReelMotion, nowMs: number): boolean {
  return nowMs >= motion.landMs;
}

export function isResting(motion: ReelMotion, nowMs: number): boolean {
  return nowMs >= motion.restMs;
}

/** When the last of these motions rests. */
export function endOf(motions: readonly ReelMotion[]): number {
  return motions.reduce((end, m) => Math.max(end, m.restMs), -Infinity);
}

/** The symbol indices on the three visible rows (above, centre, below) for a resting stop. */
export function visibleStops(stop: number, stops: number = STOPS_PER_REEL): [number, number, number] {
  checkStop(stop, stops, 'stop');
  return [wrapStop(stop - 1, stops), stop, wrapStop(stop + 1, stops)];
}
