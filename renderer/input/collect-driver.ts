import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import type { Intent } from '../../main/ipc/contract';
import { CollectPress } from './collect-press';

/**
 * Drives a CollectPress from real input (the COLLECT button's pointer, the C key) and real
 * time: a timer fires COLLECT_ALL when the hold is long enough. `onHolding` lets the button show
 * the hold filling up.
 */
export class CollectDriver {
  private readonly press = new CollectPress();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly currentView: () => GnomosCabinetView | null,
    private readonly send: (intent: Intent) => void,
    private readonly onHolding: (holding: boolean) => void = () => undefined,
  ) {}

  down(): void {
    if (this.press.isPressed) return;
    const now = performance.now();
    const due = this.press.press(now, this.currentView());
    if (due === null) return;
    this.onHolding(true);
    this.wait(due - now);
  }

  /** Timers may fire a little early: check, and wait again for the rest if so. */
  private wait(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.press.isPressed) return;
      const intent = this.press.tick(performance.now());
      if (intent) {
        this.onHolding(false);
        this.send(intent);
      } else if (this.press.progress(performance.now()) < 1) {
        this.wait(16);
      }
    }, Math.max(0, ms));
  }

  up(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.onHolding(false);
    const intent = this.press.release(performance.now());
    if (intent) this.send(intent);
  }
}
