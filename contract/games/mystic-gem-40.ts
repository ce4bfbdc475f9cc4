/**
 * 40 Mystic Gem as the display sees it, and the player's actions that are this game's own. The
 * shared video-slot pieces are in ../slot-view.ts. Pure: both sides compile this file.
 */
import { ActionError } from '../action-error';
import { isRecord, onlyKeys, parseAutospin, parseBetPanelAction, wholeIn, oneOf } from '../action-parse';
import type { JackpotMeterView, SlotAutospinView, SlotBetView, SlotBonusSpinsView, SlotFeatureView, SlotPaytableRowView, SlotSpinView } from '../slot-view';

export const MYSTIC_GEM_ID = 'mystic-gem-40';

/** The symbols, highest first: WILD (expanding, reels 2–4), the two scatters, then the eight others. */
export const MYSTIC_GEM_SYMBOL_NAMES = ['WILD', 'GEM', 'STAR', 'SEVEN', 'MELON', 'GRAPES', 'BELL', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY'] as const;
export type MysticGemSymbolName = (typeof MYSTIC_GEM_SYMBOL_NAMES)[number];

/** The bet modes: the base game, three buys and two GUARANTEED PRIZES buys. */
export const MYSTIC_GEM_MODE_IDS = ['base', 'buy1', 'buy2', 'buy3', 'guaranteed1', 'guaranteed2'] as const;
export type MysticGemModeId = (typeof MYSTIC_GEM_MODE_IDS)[number];

export const MYSTIC_GEM_LINE_COUNT = 40;
export const MYSTIC_GEM_GAMBLE_COLOURS = ['red', 'black'] as const;
export type MysticGemColour = (typeof MYSTIC_GEM_GAMBLE_COLOURS)[number];
export const MYSTIC_GEM_CARD_COUNT = 12;
export const MYSTIC_GEM_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type MysticGemSuit = (typeof MYSTIC_GEM_SUITS)[number];

/** One bet mode as the BUY BONUS menu offers it at the current total bet. */
export interface MysticGemModeView {
  readonly mode: MysticGemModeId;
  /** What a game in this mode costs at the current total bet; null when not offered at this bet. */
  readonly priceCents: number | null;
  /** The price as a multiple of the total bet, as the menu prints it ("4.5×"). */
  readonly priceTimes: string;
  readonly wilds: number;
  readonly guaranteed: boolean;
}

/** A card of the double up as the history shows it. */
export interface MysticGemCardView {
  readonly colour: MysticGemColour;
  /** 'hearts' … or 'joker'. */
  readonly suit: string;
  /** 'A' … 'K', or '' for a joker. */
  readonly rank: string;
}

export interface MysticGemGambleView {
  /** GAMBLE may be pressed now: a win is waiting that the limit allows and attempts are left. */
  readonly offered: boolean;
  /** The double-up screen is open. */
  readonly active: boolean;
  /** The amount at risk ("Bet Amount") and what a right guess makes it ("Bet to Win"). */
  readonly stakeCents: number;
  readonly toWinCents: number;
  readonly attemptsLeft: number;
  readonly limitCents: number;
  /** The last five cards drawn in this credit session, newest first. */
  readonly history: readonly MysticGemCardView[];
}

export interface MysticGemJackpotCardsView {
  /** Each level's meter, lowest (clubs) first, at its value now. */
  readonly levels: readonly (JackpotMeterView & { readonly suit: MysticGemSuit })[];
  /** The 12-card pick in play, or null: face-down cards are null. */
  readonly pick: {
    readonly cards: readonly (MysticGemSuit | null)[];
    readonly picks: number;
    readonly winner: MysticGemSuit | null;
    readonly wonCents: number;
  } | null;
}

export interface MysticGemAutospinView extends SlotAutospinView {
  /** Paused by a Jackpot Cards round; it resumes when the round is over. */
  readonly paused: boolean;
}

export interface MysticGemView {
  readonly game: 'mystic-gem-40';
  /**
   * 'ready' (a game may start), 'won' (a win waits: COLLECT, GAMBLE, or PLAY to collect),
   * 'gamble' (the double-up screen), 'jackpotCards' (the 12-card pick).
   */
  readonly phase: 'ready' | 'won' | 'gamble' | 'jackpotCards';
  /** The bet in the stage's terms: 40 lines, 1 coin per line, the line bet as the coin value. */
  readonly bet: SlotBetView;
  /** The total bets the operator's table offers. */
  readonly totalBetsCents: readonly number[];
  readonly mode: MysticGemModeId;
  readonly modes: readonly MysticGemModeView[];
  /** What PLAY costs now (the total bet, or the mode's price). */
  readonly stakeCents: number;
  readonly reels: readonly (readonly string[])[];
  readonly window: readonly (readonly string[])[];
  readonly lastSpin: SlotSpinView | null;
  /** Reels the last game's WILD covered (0-based), for the expansion. */
  readonly wildReels: readonly number[];
  /** The window as it landed, before the WILDs expanded. */
  readonly landed: readonly (readonly string[])[];
  /** A win waiting for COLLECT or GAMBLE (not yet in the balance). */
  readonly pendingWinCents: number;
  readonly roundWinCents: number;
  readonly feature: SlotFeatureView;
  readonly gamble: MysticGemGambleView;
  readonly jackpotCards: MysticGemJackpotCardsView;
  readonly autospin: MysticGemAutospinView;
  /** Bonus Spin Mode: the operator's free rounds (the bet shown is theirs, PLAY costs nothing), or null. */
  readonly bonusSpins: SlotBonusSpinsView | null;
  readonly paytable: readonly SlotPaytableRowView[];
  readonly lines: readonly (readonly number[])[];
  readonly idle: boolean;
}

/** The player's actions that only this game has (sent as { type: 'GAME', action }). */
export type MysticGemAction =
  | { readonly type: 'LINES'; readonly lines: number }
  | { readonly type: 'COINS'; readonly coins: number }
  /** The line bet (total bet ÷ 40), as the shared bet panel's coin value. */
  | { readonly type: 'COIN_VALUE'; readonly cents: number }
  | { readonly type: 'TOTAL_BET'; readonly cents: number }
  | { readonly type: 'BET_MAX' }
  | { readonly type: 'MODE'; readonly mode: MysticGemModeId }
  | { readonly type: 'GAMBLE' }
  | { readonly type: 'GUESS'; readonly colour: MysticGemColour }
  | { readonly type: 'CARD'; readonly index: number }
  | { readonly type: 'AUTOSPIN'; readonly count: number; readonly lossLimitCents: number; readonly winLimitCents: number | null; readonly stopOnJackpot: boolean }
  | { readonly type: 'AUTOSPIN_STOP' };

export const MYSTIC_GEM_AUTOSPIN_COUNTS = [10, 25, 50, 100] as const;


/** Checks an action against this game's contract; nothing is coerced. */
export function parseMysticGemAction(raw: unknown): MysticGemAction {
  if (!isRecord(raw)) throw new ActionError('a 40 Mystic Gem action must be an object');
  const bet = parseBetPanelAction(raw, { lines: MYSTIC_GEM_LINE_COUNT, coins: 10, coinCents: 10_000, totalCents: 1_000_000 });
  if (bet) return bet;
  switch (raw.type) {
    case 'MODE':
      onlyKeys(raw, ['type', 'mode']);
      return { type: 'MODE', mode: oneOf(raw, 'mode', MYSTIC_GEM_MODE_IDS) };
    case 'GUESS':
      onlyKeys(raw, ['type', 'colour']);
      return { type: 'GUESS', colour: oneOf(raw, 'colour', MYSTIC_GEM_GAMBLE_COLOURS) };
    case 'CARD':
      onlyKeys(raw, ['type', 'index']);
      return { type: 'CARD', index: wholeIn(raw, 'index', 0, MYSTIC_GEM_CARD_COUNT - 1) };
    case 'BET_MAX':
    case 'GAMBLE':
    case 'AUTOSPIN_STOP':
      onlyKeys(raw, ['type']);
      return { type: raw.type };
    case 'AUTOSPIN':
      return parseAutospin(raw);
    default:
      throw new ActionError(`40 Mystic Gem has no action ${JSON.stringify(raw.type)}`);
  }
}
