import type { CabinetView, Intent } from '../../main/ipc/contract';
import type { JackpotMeterView, SlotAutospinView, SlotBetView, SlotBonusSpinsView, SlotCell, SlotFeatureView, SlotPaytableRowView, SlotSpinView } from '../../contract/slot-view';
import type { TileArtist } from '../shell/game-menu-art';
import type { ShellText } from '../text/shell-text';

/**
 * What the one video-slot stage needs from a game: its view as the shared slot pieces, its
 * actions as intents, its words, and its artwork. Each video slot supplies one SlotGame from its
 * folder under renderer/games/; the stage itself names no game.
 */
export interface SlotScreenView {
  readonly phase: 'ready' | 'featureWaiting' | 'feature';
  readonly bet: SlotBetView;
  readonly reels: readonly (readonly string[])[];
  readonly window: readonly (readonly string[])[];
  readonly lastSpin: SlotSpinView | null;
  readonly feature: SlotFeatureView;
  readonly held: readonly (SlotCell & { readonly symbol: string })[];
  readonly roundWinCents: number;
  readonly autospin: SlotAutospinView;
  readonly jackpots: readonly JackpotMeterView[];
  readonly lastJackpot: { readonly cents: number; readonly at: string } | null;
  readonly paytable: readonly SlotPaytableRowView[];
  readonly lines: readonly (readonly number[])[];
  readonly idle: boolean;
  /**
   * Reels the last spin covers whole with one tall symbol (an expanding WILD): the reels land on
   * `landed`, then each of these grows from where its symbol landed over the whole reel.
   */
  readonly expanded?: readonly { readonly reel: number; readonly symbol: string }[];
  /** The window as the reels landed, before the expansion (defaults to the spin's window). */
  readonly landed?: readonly (readonly string[])[];
  /** Bonus Spin Mode's free rounds (a game that has it), or null/absent. */
  readonly bonusSpins?: SlotBonusSpinsView | null;
}

/** The bet panel's and autoplay dialog's actions, as every video slot of the contract has them. */
export type SlotAction =
  | { readonly type: 'LINES'; readonly lines: number }
  | { readonly type: 'COINS'; readonly coins: number }
  | { readonly type: 'COIN_VALUE'; readonly cents: number }
  | { readonly type: 'BET_MAX' }
  | { readonly type: 'AUTOSPIN'; readonly count: number; readonly lossLimitCents: number; readonly winLimitCents: number | null; readonly stopOnJackpot: boolean }
  | { readonly type: 'AUTOSPIN_STOP' };

/** A stop the autoplay dialog can offer (its row, in the order a game lists them). */
export type AutoplayStopRow = 'loss' | 'win' | 'jackpot' | 'any-win' | 'balance-up';

/** What the player chose in the autoplay dialog, in cents at the bet shown (null: that stop is off). */
export interface AutoplayChoice {
  readonly count: number;
  /** Stop when the balance has dropped by this: always set, it is the loss limit. */
  readonly lossLimitCents: number;
  readonly winLimitCents: number | null;
  readonly stopOnJackpot: boolean;
  readonly stopOnAnyWin: boolean;
  readonly balanceUpCents: number | null;
}

/**
 * A game whose rules offer other autoplay stops than the stage's usual three (loss limit, win
 * limit, jackpot): the rows it shows, in order, and the game's own intent for START.
 */
export interface SlotAutoplayStops {
  readonly rows: readonly AutoplayStopRow[];
  /** A RESET button that puts every stop back to its default. */
  readonly reset?: boolean;
  intent(choice: AutoplayChoice): Intent;
}

/** A game's own words, per language. */
export interface SlotGameText {
  readonly title: string;
  readonly subtitle: string;
  /** The name of each symbol as the win messages and the paytable say it. */
  readonly symbolNames: Readonly<Record<string, string>>;
  /** Feature kinds ('free', 'jewel') as the banners and counters say them ("FREE SPINS"). */
  readonly featureNames: Readonly<Record<string, string>>;
  /** The rules, one paragraph each. */
  readonly rules: readonly string[];
  /** Jackpot meter names by id. */
  readonly jackpotNames: Readonly<Record<string, string>>;
  /** Why an autoplay stopped, by the key main sends. */
  readonly autospinStops: Readonly<Record<string, string>>;
}

/** Colours the stage takes from the game (CSS values). */
export interface SlotTheme {
  readonly background: string;
  readonly accent: string;
  readonly glow: string;
  readonly reelBackground: readonly [string, string];
  readonly lineColours: readonly string[];
}

/** What a game's own panels get from the stage (see SlotGame.extras). */
export interface SlotExtrasContext {
  /** The 1920 × 1080 stage to mount panels into (the reels lie at `reelArea`). */
  readonly stage: HTMLElement;
  /** The bottom bar's button row (AUTO, COLLECT, SPIN): a game may add a button before them. */
  readonly buttons: HTMLElement;
  readonly language: string;
  readonly text: ShellText['slot'];
  readonly send: (intent: Intent) => void;
  readonly symbolImage: (symbol: string) => HTMLCanvasElement;
  /** The reels are running or a win is counting up (panels that follow a game wait for it). */
  readonly busy: () => boolean;
  /** The frame round the reels (a panel over the reels is placed in it). */
  readonly reelFrame: HTMLElement;
  /** Where the reels' canvas lies on the stage, in stage pixels. */
  readonly reelArea: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
  /** The top bar's buttons (HELP, MENU): a game may add a small button before them. */
  readonly topButtons: HTMLElement;
  /** The column left of the reels (feature counters, autoplay status): a game's badge may join it. */
  readonly side: HTMLElement;
}

/** A game's own panels on the stage: handed every view of the game, and the animation frames. */
export interface SlotExtras {
  accept(view: CabinetView, slot: SlotScreenView): void;
  frame?(now: number): void;
  /** A dialog of the game's is open: the panel keys (Space = PLAY …) wait. */
  dialogOpen?(): boolean;
  /** A panel key the game's settings turn off (e.g. ' ' when the player switched Space off). */
  keyBlocked?(key: string): boolean;
  dispose?(): void;
}

export interface SlotGame {
  readonly id: string;
  /** The game's view in the stage's terms, or null when the view is another game's. */
  slotView(view: CabinetView): SlotScreenView | null;
  intent(action: SlotAction): Intent;
  text(language: string): SlotGameText;
  /** Paints one symbol filling a size × size canvas (transparent outside the artwork). */
  paintSymbol(ctx: CanvasRenderingContext2D, symbol: string, size: number): void;
  /** Paints the title art in the top bar. */
  paintLogo(ctx: CanvasRenderingContext2D, width: number, height: number, title: string): void;
  readonly theme: SlotTheme;
  readonly autospinCounts: readonly number[];
  /** The menu tile's artwork. */
  readonly tileArt: TileArtist;
  /** Paints a symbol covering a whole reel (width × height), for `expanded` reels. */
  paintExpanded?(ctx: CanvasRenderingContext2D, symbol: string, width: number, height: number): void;
  /** The game's own panels (buy menus, double up, pick screens), mounted once with the stage. */
  extras?(context: SlotExtrasContext): SlotExtras;
  /**
   * How a spin brings its symbols: 'spin' (the default) scrolls the reels down; 'drop' lets the
   * old symbols fall out and the new ones fall into place, column by column (a cluster grid).
   */
  readonly motion?: 'spin' | 'drop';
  /** The reels' size in stage pixels (default REEL_AREA's 1260 × 700): square cells want a narrower frame. */
  readonly reelArea?: { readonly width: number; readonly height: number };
  /** Other autoplay stops than the usual three (the game's rule document's). */
  readonly autoplayStops?: SlotAutoplayStops;
}
