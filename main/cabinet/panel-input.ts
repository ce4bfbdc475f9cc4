/**
 * The physical button panel speaks the same intents as the touchscreen, so a panel press goes
 * through exactly the checks a touch does. COLLECT behaves as on the screen: sent on release,
 * except in Double-or-Bonuses where holding it for a second banks the whole prize at once.
 * The lamps follow the view: lit when the button would do something, flashing for AUTO-PLAY
 * running and for AUTO when advances are in play but AUTO-ADVANCES is off, the tower light
 * flashing while the cabinet is stopped.
 */
import type { Lamp, LampState, PanelButton } from '../../hardware/io-board/panel-types';
import type { CabinetView, Intent } from '../ipc/contract';

export const COLLECT_ALL_HOLD_MS = 1000;

const HOLD_REELS: Partial<Record<PanelButton, 0 | 1 | 2>> = { hold1: 0, hold2: 1, hold3: 2 };

export class PanelInput {
  private collectTimer: ReturnType<typeof setTimeout> | null = null;
  private collectAllSent = false;

  constructor(
    private readonly view: () => CabinetView,
    private readonly send: (intent: Intent) => void,
  ) {}

  /** A debounced button edge from the I/O board. */
  button(button: PanelButton, pressed: boolean): void {
    if (button === 'collect') return this.collect(pressed);
    if (!pressed) return;
    const view = this.view();
    const reel = HOLD_REELS[button];
    if (reel !== undefined) return this.send({ type: 'HOLD', reel });
    switch (button) {
      case 'play':
        return this.send({ type: 'PLAY' });
      case 'bet':
        return this.send({ type: 'BET_NEXT' });
      case 'gameChange':
        return this.send({ type: 'GAME_CHANGE' });
      case 'auto':
        // What AUTO means is the game's (the cabinet asks it): the lamp says whether it does anything.
        if (view.buttons.autoLamp !== 'off' || view.buttons.autoAdvances) this.send({ type: 'AUTO' });
        return;
      default:
        return;
    }
  }

  stop(): void {
    if (this.collectTimer) clearTimeout(this.collectTimer);
    this.collectTimer = null;
  }

  private collect(pressed: boolean): void {
    if (pressed) {
      this.collectAllSent = false;
      if (holdMeansAll(this.view())) {
        this.collectTimer = setTimeout(() => {
          this.collectTimer = null;
          this.collectAllSent = true;
          this.send({ type: 'COLLECT_ALL' });
        }, COLLECT_ALL_HOLD_MS);
      }
      return;
    }
    this.stop();
    if (!this.collectAllSent) this.send({ type: 'COLLECT' });
  }
}

function holdMeansAll(view: CabinetView): boolean {
  return view.buttons.collectHoldAll;
}

/** The lamp of every button for this view. */
export function lampsFor(view: CabinetView): Record<Lamp, LampState> {
  const stopped = view.tilts.length > 0;
  const lit = (on: boolean): LampState => (on && !stopped ? 'on' : 'off');
  return {
    hold1: lit(view.buttons.hold[0]),
    hold2: lit(view.buttons.hold[1]),
    hold3: lit(view.buttons.hold[2]),
    collect: lit(view.buttons.collect),
    play: stopped ? 'off' : view.buttons.autoPlaying ? 'flash' : lit(view.buttons.play),
    bet: lit(view.buttons.bet),
    gameChange: lit(view.buttons.gameChange),
    auto: stopped ? 'off' : view.buttons.autoLamp,
    tower: stopped ? 'flash' : view.attendantKey ? 'on' : 'off',
  };
}
