import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import type { Intent } from '../../main/ipc/contract';

/**
 * COLLECT is pressed and released, or held. In Double-or-Bonuses the rule book gives holding it
 * a meaning of its own: "by holding down the COLLECT button he will collect his entire prize".
 * So there, a press held for COLLECT_ALL_HOLD_MS sends COLLECT_ALL the moment the time is up,
 * and a shorter press sends COLLECT when released. Everywhere else COLLECT has one meaning and
 * is sent on release whatever the length of the press. Time is passed in, so tests can step it.
 */
export const COLLECT_ALL_HOLD_MS = 1000;

/** Whether holding COLLECT means "bank it all" in this view. */
export function collectHoldMeansAll(view: GnomosCabinetView | null): boolean {
  return view !== null && view.game.active === 'upper' && view.game.upper.phase === 'doubleOrBonuses' && view.game.upper.doubleOrBonuses?.endReason === null;
}

export class CollectPress {
  private pressedAt: number | null = null;
  private holdAll = false;
  private fired = false;

  get isPressed(): boolean {
    return this.pressedAt !== null;
  }

  /** The press starts. Returns when COLLECT_ALL would fire, or null if holding means nothing more. */
  press(now: number, view: GnomosCabinetView | null): number | null {
    this.pressedAt = now;
    this.holdAll = collectHoldMeansAll(view);
    this.fired = false;
    return this.holdAll ? now + COLLECT_ALL_HOLD_MS : null;
  }

  /** Called while pressed (a timer at the deadline): COLLECT_ALL once the hold is long enough. */
  tick(now: number): Intent | null {
    if (this.pressedAt === null || !this.holdAll || this.fired) return null;
    if (now - this.pressedAt < COLLECT_ALL_HOLD_MS) return null;
    this.fired = true;
    return { type: 'COLLECT_ALL' };
  }

  /**
   * The press ends (released, or the pointer was cancelled: the press still counts, a touch is
   * never lost). COLLECT unless the hold already sent COLLECT_ALL.
   */
  release(now: number): Intent | null {
    if (this.pressedAt === null) return null;
    const late = this.tick(now);
    const fired = this.fired;
    this.pressedAt = null;
    this.holdAll = false;
    this.fired = false;
    if (late) return late;
    return fired ? null : { type: 'COLLECT' };
  }

  /** 0..1 of the hold towards COLLECT_ALL, for the button's fill; 0 when holding means nothing. */
  progress(now: number): number {
    if (this.pressedAt === null || !this.holdAll) return 0;
    return Math.min(1, Math.max(0, (now - this.pressedAt) / COLLECT_ALL_HOLD_MS));
  }
}
