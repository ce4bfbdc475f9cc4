import {
  DEFAULT_SPIN_TIMING,
  endOf,
  hasLanded,
  isResting,
  planNudge,
  planSpin,
  positionAt,
  speedAt,
  STOPS_PER_REEL,
  wrapStop,
  type ReelMotion,
  type SpinTiming,
} from './reel-animation';

/**
 * Where the three reels of one game stand over time: a spin to a round's stops (held reels stay
 * still), the short move of an advance, or a jump when a screen is restored. Pure (time is
 * passed in) and allocation-free per frame: `step` writes into the arrays it owns.
 */
export class ReelSet {
  readonly positions: number[] = [0, 0, 0];
  readonly speeds: number[] = [0, 0, 0];
  /** Set by `step`: the reels whose spin landed in this step (the clunk). */
  readonly landedNow: boolean[] = [false, false, false];
  /** Set by `step`: the spin under way came to rest in this step. */
  spinEnded = false;
  private readonly motions: (ReelMotion | null)[] = [null, null, null];
  private readonly landed: boolean[] = [true, true, true];
  private spinEnd: number | null = null;
  private stops = STOPS_PER_REEL;

  get isSpinning(): boolean {
    return this.spinEnd !== null;
  }

  setStopsPerReel(stops: number): void {
    this.stops = stops > 0 ? stops : STOPS_PER_REEL;
  }

  /** Stands every reel on its stop at once (a restored screen, a game not in view). */
  place(stops: readonly number[]): void {
    for (let i = 0; i < 3; i++) {
      this.positions[i] = wrapStop(stops[i] ?? 0, this.stops);
      this.speeds[i] = 0;
      this.motions[i] = null;
      this.landed[i] = true;
    }
    this.spinEnd = null;
  }

  /** Spins the free reels to their stops, left to right; held reels do not turn. */
  spin(stops: readonly number[], now: number, held: readonly boolean[], timing: SpinTiming = DEFAULT_SPIN_TIMING): void {
    const targets = [0, 1, 2].map((i) => wrapStop(stops[i] ?? 0, this.stops));
    const planned = planSpin(this.positions, targets, now, timing, this.stops);
    for (let i = 0; i < 3; i++) {
      const target = targets[i] ?? 0;
      if (held[i]) {
        this.motions[i] = this.positions[i] === target ? null : planNudge(this.positions[i] ?? 0, target, now, undefined, this.stops);
        this.landed[i] = true;
      } else {
        this.motions[i] = planned[i] ?? null;
        this.landed[i] = false;
      }
    }
    const moving = this.motions.filter((m): m is ReelMotion => m !== null);
    this.spinEnd = moving.length > 0 ? endOf(moving) : now;
  }

  /** Moves each reel the short way to its stop (an advance); no spin. */
  nudgeTo(stops: readonly number[], now: number): void {
    for (let i = 0; i < 3; i++) {
      const target = wrapStop(stops[i] ?? 0, this.stops);
      const pending = this.motions[i];
      if (pending ? pending.to === target : this.positions[i] === target) continue;
      this.motions[i] = planNudge(this.positions[i] ?? 0, target, now, undefined, this.stops);
    }
  }

  /** Advances to `now`; returns whether anything moved. */
  step(now: number): boolean {
    let moving = false;
    this.spinEnded = false;
    for (let i = 0; i < 3; i++) {
      this.landedNow[i] = false;
      const m = this.motions[i];
      if (!m) {
        this.speeds[i] = 0;
        continue;
      }
      moving = true;
      this.positions[i] = positionAt(m, now);
      this.speeds[i] = speedAt(m, now);
      if (!this.landed[i] && hasLanded(m, now)) {
        this.landed[i] = true;
        this.landedNow[i] = true;
      }
      if (isResting(m, now)) {
        this.motions[i] = null;
        this.speeds[i] = 0;
      }
    }
    if (this.spinEnd !== null && now >= this.spinEnd) {
      this.spinEnd = null;
      this.spinEnded = true;
      moving = true;
    }
    return moving;
  }
}
