/**
 * The seam between the cabinet and a game. A game is a folder under engine/games/<id>/ whose
 * module.ts exports one GameModule; engine/games/index.ts lists them. The cabinet (main) moves
 * money, commits steps and shows views for every game the same way: it asks a table what a
 * press means (`command`), whether it is idle (`status`), and what to show (`view`). It never
 * reads a game's view to decide anything.
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { MachineRunner, StoredSnapshot } from '../core/machine-runner';
import type { Rng } from '../core/rng';
import type { BonusSpins, BonusSpinsGrant } from '../features/bonus-spins';

/** The player's balances and the cabinet's figures a step may need, as they stand when an event is sent. */
export interface PlayerBalances {
  readonly creditsCents: number;
  readonly bonuses: number;
  /** The tuning level a round started now plays at (games with a cycle control; 0 otherwise). */
  readonly level: number;
  /** Every jackpot pool of this game, in micro-euros, as committed now. */
  readonly poolsMicros: Readonly<Record<string, number>>;
  /** The cabinet's wall clock (ms since the epoch): a game with a timeout keeps its deadline in the store. */
  readonly nowMs: number;
}

/** The operator's gamble limits (service menu), for games with a gamble. */
export interface GambleLimits {
  readonly maxWinCents: number;
  readonly maxSteps: number;
}

/** The jurisdiction's rules every game plays under (config/jurisdiction-profile.ts). */
export interface GameLimits {
  /** Everything one round may pay, in cents (engine/features/win-cap.ts), or null for no cap. */
  readonly maxPrizePerGameCents: number | null;
}

/** What the cabinet asks a game about itself: never read from the view. */
export interface GameStatus {
  /** Nothing pending: the player may leave for the menu, settings that change money rules may apply. */
  readonly idle: boolean;
  /** The machine's state path, for logs and refusals. */
  readonly phase: string;
  /** The bet the meters count the next step under. */
  readonly meterBet: string;
  /** The stake of the next paid round. */
  readonly stake: { readonly cents: number; readonly bonuses: number };
  /** The last thing the player won, for the marquee; null before any round. */
  readonly lastWin: { readonly cents: number; readonly bonuses: number } | null;
  /** An autoplay is running (PLAY's lamp flashes). */
  readonly autoPlaying: boolean;
}

/** The panel and screen presses a game may take, and a game's own actions (already checked by its contract parser). */
export type TableCommand =
  | { readonly type: 'PLAY' | 'BET_NEXT' | 'COLLECT' | 'COLLECT_ALL' | 'GAME_CHANGE' | 'AUTO' }
  | { readonly type: 'BET_SELECT'; readonly betCents: number }
  | { readonly type: 'UPPER_BET_SELECT'; readonly betId: string }
  | { readonly type: 'HOLD'; readonly reel: 0 | 1 | 2 }
  | { readonly type: 'PICK'; readonly index: number }
  | { readonly type: 'AUTO_PLAY'; readonly games: number }
  | { readonly type: 'AUTO_RISK' | 'AUTO_ADVANCES'; readonly on: boolean }
  | { readonly type: 'ACTION'; readonly action: unknown };

/**
 * A game's answer to a command: the machine event to try (and whether it is a bet change or a
 * play, for the marquee), a refusal the player reads, or `cabinet` when the cabinet does it
 * (COLLECT with nothing in play pays out; GAME CHANGE in a video slot goes to the menu).
 */
export type TableAnswer =
  | { readonly event: AnyEventObject; readonly activity: 'bet' | 'spin' }
  | { readonly refused: string }
  | { readonly cabinet: true };

/** What the panel's lamps and the screen's buttons may do now. */
export interface TableButtons {
  readonly play: boolean;
  /** COLLECT banks something in play (a ladder, a gamble); COLLECT with nothing in play is the cabinet's payout. */
  readonly collectInPlay: boolean;
  readonly bet: boolean;
  readonly hold: readonly [boolean, boolean, boolean];
  readonly gameChange: boolean;
  readonly autoAdvances: boolean;
  /** The AUTO lamp: lit, flashing (Gnomos: advances in play with AUTO-ADVANCES off) or off. */
  readonly autoLamp: 'on' | 'off' | 'flash';
  /** Holding COLLECT banks everything in play at once. */
  readonly collectHoldAll: boolean;
}

/** Bonus Spin Mode as the service menu reaches it, for a game that offers it (engine/features/bonus-spins.ts). */
export interface BonusSpinsDesk {
  /** The total bets a grant may be at: the game's table of bets. */
  betsCents(): readonly number[];
  /** The standing grant (a played-out one shows its total until the next paid game), or null. */
  standing(): BonusSpins | null;
  /** The event that grants, or why the game cannot take it now. */
  grant(grant: BonusSpinsGrant): TableAnswer;
  /** The event that takes back the rounds not yet played, or why not. */
  cancel(by: string, atMs: number): TableAnswer;
}

/** One game opened for play: its machine restored from the store, and what its presses mean. */
export interface GameTable<View = unknown> {
  readonly id: string;
  readonly runner: MachineRunner<AnyStateMachine>;
  status(): GameStatus;
  command(command: TableCommand, balances: PlayerBalances, limits: GambleLimits): TableAnswer;
  /** The automatic press due now (autoplay, a running feature, AUTO-RISK), or null. */
  autoEvent(balances: PlayerBalances, limits: GambleLimits): AnyEventObject | null;
  buttons(balances: PlayerBalances, limits: GambleLimits): TableButtons;
  view(balances: PlayerBalances): View;
  /** The event that puts the operator's settings (as the table was opened with) into the stored game; taken only when idle. */
  settingsEvent(): AnyEventObject;
  /** After a power cut: the event that cancels what must not survive it (autoplay: the player may have gone), or null. */
  powerUpEvent(): AnyEventObject | null;
  /** Present when the game has Bonus Spin Mode. */
  readonly bonusSpins?: BonusSpinsDesk;
}

/** A jackpot pool a game feeds and pays, as the operator set it. */
export interface JackpotPoolSpec {
  readonly id: string;
  readonly seedMicros: number;
}

/** A span of a cycle (the whole cycle or its current block), in cash. */
export interface CycleSpan {
  readonly games: number;
  readonly coinInCents: number;
  readonly coinOutCents: number;
}

/** What the Spanish cycle control asks a game with a return setting: the level of its next round. */
export interface CycleLevelAsk {
  readonly setting: number;
  /** The jurisdiction's cycle rule (config/jurisdiction-profile.ts), as the game's cycle control reads it. */
  readonly rule: unknown;
  readonly cycle: CycleSpan;
  readonly block: CycleSpan | null;
  readonly stakeCents: number;
  readonly cycleLevelStake: number;
}

export interface GameModule<Settings = unknown, View = unknown> {
  readonly id: string;
  /** The name on the game menu. */
  readonly name: string;
  readonly kind: 'type-b' | 'video-slot';
  /** The game has the Spanish cycle control and an operator return setting (Gnomos Mix). */
  readonly cycleControl: boolean;
  /** The operator's return setting in percent, for a game with the cycle control; null otherwise. */
  returnSetting(settings: Settings): number | null;
  /** The cycle control's choice of level for the next round (games with `cycleControl`), else null. */
  readonly cycleLevel: ((ask: CycleLevelAsk) => number) | null;
  /** The smallest and largest total bet the settings allow (for the menu tile). */
  betRange(settings: Settings): { readonly minCents: number; readonly maxCents: number };
  open(rng: Rng, settings: Settings, stored: StoredSnapshot | null, limits: GameLimits): GameTable<View>;
  /** The game's pools as the settings define them (empty for a game without jackpots). */
  jackpotPools(settings: Settings): readonly JackpotPoolSpec[];
}
