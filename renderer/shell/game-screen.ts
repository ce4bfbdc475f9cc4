import type { CabinetView, Intent, IntentResult } from '../../main/ipc/contract';
import type { Sounds } from '../audio/sounds';
import type { TextTable } from '../text/text-table';

/**
 * The stage a screen is drawn on, so the shell's cabinet overlays (tilt panel, service menu,
 * development panel, payout) line up with it: `classic` is 1280 × 800 (800 × 1280 in a portrait
 * window) with a 50-px title row, the play band under it and the marquee and meters below;
 * `wide` is 1920 × 1080 with a top bar and a bottom bar round the play area.
 */
export type StageDesign = 'classic' | 'wide';

/**
 * One screen the shell can put in front: the game menu, or a game. The shell mounts it into an
 * empty element covering the window, hands it every view while it is in front, calls `frame`
 * from its one animation loop, and disposes it when another screen takes the front.
 */
export interface GameScreen {
  /** The stage this screen is drawn on (default `wide`); the cabinet's overlays follow it. */
  readonly stageDesign?: StageDesign;
  mount(root: HTMLElement): void;
  /**
   * Every view (newest first wins: the shell drops views older than the one shown). During a
   * recall it is the recalled step dressed as a view (model/service-recall.ts), and `reset` is
   * called before each new step, so each step is shown as it stands.
   */
  accept(view: CabinetView): void;
  /** One animation frame; `dt` is the time since the previous frame in milliseconds. */
  frame(dt: number): void;
  dispose(): void;
  /** The link came back (the cabinet may have restarted): show the next view as it stands. */
  reset?(): void;
  /** A refused intent's message, where this screen shows such messages. */
  showMessage?(message: string): void;
  /** The link to the cabinet dropped (true) or came back (false), where this screen says so. */
  setReconnecting?(on: boolean): void;
}

/** What the shell gives every screen. */
export interface ScreenContext {
  readonly text: TextTable;
  readonly sounds: Sounds;
  /** Sends an intent (every press clicks); a refusal is shown by the screen in front. */
  readonly request: (intent: Intent) => Promise<IntentResult | null>;
  readonly send: (intent: Intent) => void;
  readonly body: HTMLElement;
}

export type GameScreenFactory = (context: ScreenContext) => GameScreen;
