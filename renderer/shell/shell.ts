import type { CabinetView } from '../../main/ipc/contract';
import { el } from '../hud/dom';
import { stageKey, stageView } from '../model/service-recall';
import { CabinetOverlays } from './cabinet-overlays';
import type { GameScreen, GameScreenFactory, ScreenContext } from './game-screen';
import { MENU_SCREEN, screenFor } from './screen-choice';

export interface ShellScreens {
  /** The game menu. */
  readonly menu: GameScreenFactory;
  /** Each game's screen by game id (renderer/games/index.ts). */
  readonly games: Readonly<Record<string, GameScreenFactory>>;
}

/**
 * Puts one screen in front: the game menu while `view.menu.open`, otherwise the game in
 * front's screen (during a recall, the recalled game's, fed the recalled step). It hands the
 * screen in front every view (older ones dropped), runs its frames, and disposes a screen when
 * another takes its place. Over every screen it keeps the cabinet's own parts (tilt panel,
 * service menu, development panel, payout: shell/cabinet-overlays.ts). It names no game.
 */
export class Shell {
  private screen: GameScreen | null = null;
  private screenKey = '';
  private holder: HTMLElement | null = null;
  private shownVersion = -1;
  private lastFrame: number | null = null;
  /** What the game stage shows: 'live', or the recalled round and step (model/service-recall.ts). */
  private shownStage = 'live';
  private readonly overlays: CabinetOverlays;

  constructor(
    private readonly root: HTMLElement,
    private readonly context: ScreenContext,
    private readonly screens: ShellScreens,
  ) {
    this.overlays = new CabinetOverlays(root, context);
  }

  get current(): GameScreen | null {
    return this.screen;
  }

  accept(view: CabinetView): void {
    if (view.version <= this.shownVersion) return;
    this.shownVersion = view.version;
    const key = screenFor(view);
    const stage = stageKey(view);
    if (key !== this.screenKey || !this.screen) this.swap(key);
    // Each recalled step (and the way back to the live game) is shown as it stands.
    else if (stage !== this.shownStage) this.screen.reset?.();
    this.shownStage = stage;
    this.screen?.accept(stageView(view));
    this.overlays.update(view);
  }

  /** The link came back: the next view is shown as it stands, whatever its version. */
  reset(): void {
    this.shownVersion = -1;
    this.screen?.reset?.();
  }

  frame(now: number): void {
    const dt = this.lastFrame === null ? 0 : Math.min(100, now - this.lastFrame);
    this.lastFrame = now;
    this.screen?.frame(dt);
  }

  private swap(key: string): void {
    this.screen?.dispose();
    this.holder?.remove();
    const factory = key === MENU_SCREEN ? this.screens.menu : (this.screens.games[key] ?? this.screens.menu);
    this.screenKey = key;
    this.holder = el('div', { class: 'screen-holder', 'data-screen': key });
    // Under the cabinet's layer and the shell's notices.
    this.root.prepend(this.holder);
    this.context.body.dataset.screen = key;
    this.screen = factory(this.context);
    this.overlays.setDesign(this.screen.stageDesign ?? 'wide');
    this.screen.mount(this.holder);
  }
}
