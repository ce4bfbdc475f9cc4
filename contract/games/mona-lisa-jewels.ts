/**
 * Mona Lisa Jewels as the display sees it, and the player's actions that are this game's own.
 * The shared video-slot pieces are in ../slot-view.ts. Pure: both sides compile this file.
 */
import { ActionError } from '../action-error';
import { isRecord, onlyKeys, parseAutospin, wholeIn } from '../action-parse';
import type { JackpotMeterView, SlotAutospinView, SlotBetView, SlotCell, SlotFeatureView, SlotPaytableRowView, SlotSpinView } from '../slot-view';

export const MONA_LISA_ID = 'mona-lisa-jewels';

/** The symbols, highest first. WILD, SCATTER, JACKPOT and JEWEL are the special ones. */
export const MONA_LISA_SYMBOLS = ['WILD', 'JACKPOT', 'SCATTER', 'JEWEL', 'MONA', 'CROWN', 'RING', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export type MonaLisaSymbol = (typeof MONA_LISA_SYMBOLS)[number];

export const MONA_LISA_MAX_LINES = 25;
export const MONA_LISA_MAX_COINS = 10;

export type MonaLisaAutospinView = SlotAutospinView;

export interface MonaLisaView {
  readonly game: 'mona-lisa-jewels';
  /** 'ready' (a paid spin may start), 'featureWaiting' (PLAY starts the feature), 'feature' (spins queued). */
  readonly phase: 'ready' | 'featureWaiting' | 'feature';
  readonly bet: SlotBetView;
  /** Base reel strips, for the spinning animation (window[reel] comes from `lastSpin`). */
  readonly reels: readonly (readonly MonaLisaSymbol[])[];
  /** What the window shows now. */
  readonly window: readonly (readonly MonaLisaSymbol[])[];
  readonly lastSpin: SlotSpinView | null;
  readonly feature: SlotFeatureView;
  /** Cells held for the Jewel spins now playing (Jewels and wilds), empty outside them. */
  readonly held: readonly (SlotCell & { readonly symbol: MonaLisaSymbol })[];
  /** What the round has paid so far (base spin and its features), for the WIN box. */
  readonly roundWinCents: number;
  readonly autospin: MonaLisaAutospinView;
  /** The progressive at the current coin value. */
  readonly jackpot: JackpotMeterView;
  /** The last progressive won on this cabinet, or null. */
  readonly lastJackpot: { readonly cents: number; readonly at: string } | null;
  readonly paytable: readonly SlotPaytableRowView[];
  /** The 25 lines as the row on each reel (row 0 top). */
  readonly lines: readonly (readonly number[])[];
  /** Nothing pending: the player may leave for the menu and change the bet. */
  readonly idle: boolean;
}

/** The player's actions that only this game has (sent as { type: 'GAME', action }). */
export type MonaLisaAction =
  | { readonly type: 'LINES'; readonly lines: number }
  | { readonly type: 'COINS'; readonly coins: number }
  | { readonly type: 'COIN_VALUE'; readonly cents: number }
  | { readonly type: 'BET_MAX' }
  | {
      readonly type: 'AUTOSPIN';
      readonly count: number;
      readonly lossLimitCents: number;
      readonly winLimitCents: number | null;
      readonly stopOnJackpot: boolean;
    }
  | { readonly type: 'AUTOSPIN_STOP' };

/** The autospin counts the dialog offers. */
export const MONA_LISA_AUTOSPIN_COUNTS = [10, 25, 50, 100] as const;

export { ActionError };

/** Checks an action against this game's contract; nothing is coerced. */
export function parseMonaLisaAction(raw: unknown): MonaLisaAction {
  if (!isRecord(raw)) throw new ActionError('a Mona Lisa Jewels action must be an object');
  switch (raw.type) {
    case 'LINES':
      onlyKeys(raw, ['type', 'lines']);
      return { type: 'LINES', lines: wholeIn(raw, 'lines', 1, MONA_LISA_MAX_LINES) };
    case 'COINS':
      onlyKeys(raw, ['type', 'coins']);
      return { type: 'COINS', coins: wholeIn(raw, 'coins', 1, MONA_LISA_MAX_COINS) };
    case 'COIN_VALUE':
      onlyKeys(raw, ['type', 'cents']);
      return { type: 'COIN_VALUE', cents: wholeIn(raw, 'cents', 1, 10_000) };
    case 'BET_MAX':
    case 'AUTOSPIN_STOP':
      onlyKeys(raw, ['type']);
      return { type: raw.type };
    case 'AUTOSPIN':
      return parseAutospin(raw);
    default:
      throw new ActionError(`Mona Lisa Jewels has no action ${JSON.stringify(raw.type)}`);
  }
}
