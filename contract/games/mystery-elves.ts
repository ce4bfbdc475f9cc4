/**
 * Mystery Elves as the display sees it, and the player's actions that are this game's own. The
 * shared video-slot pieces are in ../slot-view.ts. Pure: both sides compile this file.
 *
 * The Hold and Win is shown step by step, as the cabinet commits it: the trigger (PLAY starts
 * it), each respin (the new bonuses lock and the count goes back to 3, or the count drops), the
 * Mystery reveals, the Multiplying reveal, and the end (fresh values, the full-grid ×2, the
 * total). Every amount is worked out by the game for the current bet: the screen only draws.
 */
import { ActionError } from '../action-error';
import { isRecord, onlyKeys, oneOf, parseAutospin, parseBetPanelAction } from '../action-parse';
import type { SlotAutospinView, SlotBetView, SlotPaytableRowView, SlotSpinView } from '../slot-view';

export const MYSTERY_ELVES_ID = 'mystery-elves';

export const MYSTERY_ELVES_REELS = 5;
export const MYSTERY_ELVES_ROWS = 3;
/** The Hold and Win places: place = reel × 3 + row. */
export const MYSTERY_ELVES_PLACES = 15;
export const MYSTERY_ELVES_LINE_COUNT = 10;
export const MYSTERY_ELVES_LEVELS = ['MINI', 'MINOR', 'MAJOR', 'GRAND'] as const;
export type MysteryElvesLevel = (typeof MYSTERY_ELVES_LEVELS)[number];
export const MYSTERY_ELVES_COLOURS = ['red', 'black'] as const;
export type MysteryElvesColour = (typeof MYSTERY_ELVES_COLOURS)[number];
export const MYSTERY_ELVES_AUTOSPIN_COUNTS = [10, 25, 50, 100] as const;

/**
 * 'ready': a game may start. 'won': a win waits (COLLECT, GAMBLE, or PLAY to collect).
 * 'gamble': the card screen. 'intro': Hold and Win was triggered and waits for PLAY.
 * 'respins': the respins run. 'reveal': the respins are over; the reveals and the end run.
 */
export type MysteryElvesPhase = 'ready' | 'won' | 'gamble' | 'intro' | 'respins' | 'reveal';

/** A Bonus symbol as it shows on its place, from landing to the end of the feature. */
export interface MysteryElvesBonusView {
  readonly kind: 'value' | 'mystery' | 'multiplier';
  /** A value bonus's amount as landed (× total bet and cents), before any factor; null for Mystery and Multiplying. */
  readonly times: number | null;
  readonly cents: number | null;
  /** The level a Mystery revealed, or null. */
  readonly level: MysteryElvesLevel | null;
  /** The factor a Multiplying bonus revealed, or null. */
  readonly factor: number | null;
  /** The fresh value a Mystery or Multiplying bonus became at the end, in cents (not multiplied), or null. */
  readonly freshCents: number | null;
  /** What this place pays once the feature is over (factor and ×2 included), or null before. */
  readonly finalCents: number | null;
  /** Locked by the last respin (or the trigger): the screen lands it with a flash. */
  readonly isNew: boolean;
}

/** Which part of the Hold and Win the last step showed. */
export type MysteryElvesFeatureStage = 'intro' | 'respins' | 'mysteries' | 'multiplier' | 'done';

export interface MysteryElvesHoldAndWinView {
  /** Rises with every step of the feature, so the screen animates each once. */
  readonly seq: number;
  readonly stage: MysteryElvesFeatureStage;
  /** Bought with BUY FEATURE. */
  readonly bought: boolean;
  readonly places: readonly (MysteryElvesBonusView | null)[];
  readonly respinsLeft: number;
  readonly respinsPlayed: number;
  /** The places the last respin locked (empty when it landed nothing). */
  readonly lastLanded: readonly number[];
  /** The Multiplying bonus's factor once revealed. */
  readonly factor: number | null;
  /** All 15 places are full: everything is doubled at the end. */
  readonly full: boolean;
  /** The value bonuses' sum as it stands (before reveals), for the running total. */
  readonly lockedCents: number;
  /** The feature's total, once it is over (before the cap). */
  readonly totalCents: number | null;
  /** What the feature paid after the maximum prize per game. */
  readonly paidCents: number | null;
}

/** A card of the gamble as it shows (its picture decides nothing). */
export interface MysteryElvesCardView {
  readonly colour: MysteryElvesColour;
  /** 'hearts' … or 'joker'. */
  readonly suit: string;
  /** 'A' … 'K', or '' for a joker. */
  readonly rank: string;
}

export interface MysteryElvesGambleView {
  /** GAMBLE may be pressed now. */
  readonly offered: boolean;
  /** The card screen is open. */
  readonly active: boolean;
  /** At risk on the next guess, and what a right guess makes it. */
  readonly stakeCents: number;
  readonly toWinCents: number;
  /** HALVE would bank this (the larger half) and gamble the rest. */
  readonly halveBanksCents: number;
  readonly halveOffered: boolean;
  /** Banked so far in this gamble by HALVE (paid when it ends). */
  readonly bankedCents: number;
  readonly attemptsLeft: number;
  readonly limitCents: number;
  /** The last card drawn and whether the guess on it was right, or null before the first guess. */
  readonly lastCard: (MysteryElvesCardView & { readonly right: boolean }) | null;
  /** The last cards of the session, newest first. */
  readonly history: readonly MysteryElvesCardView[];
}

export interface MysteryElvesJackpotLabelView {
  readonly level: MysteryElvesLevel;
  readonly times: number;
  /** At the current bet. */
  readonly cents: number;
}

export interface MysteryElvesBuyView {
  readonly times: number;
  readonly priceCents: number;
  /** BUY FEATURE may be pressed now (idle, no autoplay, the balance covers it, the operator allows it). */
  readonly offered: boolean;
  /** The operator allows buying at all. */
  readonly enabled: boolean;
}

export interface MysteryElvesView {
  readonly game: 'mystery-elves';
  readonly phase: MysteryElvesPhase;
  /** The bet in the stage's terms: 10 lines, 1 coin per line, the line bet as the coin value. */
  readonly bet: SlotBetView;
  readonly totalBetsCents: readonly number[];
  readonly reels: readonly (readonly string[])[];
  readonly window: readonly (readonly string[])[];
  readonly lastSpin: SlotSpinView | null;
  /** The bonuses the last paid spin landed (15 places), shown on their BONUS symbols; null where none. */
  readonly spinBonuses: readonly (MysteryElvesBonusView | null)[];
  /** The Hold and Win in play (or the one just ended, until the next game), or null. */
  readonly holdAndWin: MysteryElvesHoldAndWinView | null;
  readonly jackpots: readonly MysteryElvesJackpotLabelView[];
  /** A win waiting for COLLECT or GAMBLE (not yet in the balance). */
  readonly pendingWinCents: number;
  readonly roundWinCents: number;
  readonly gamble: MysteryElvesGambleView;
  readonly buy: MysteryElvesBuyView;
  readonly autospin: SlotAutospinView;
  /** A round waiting for the player is settled by itself after this many hours (operator setting). */
  readonly settleAfterHours: number;
  /** The last round was settled by the timeout (shown until the next game). */
  readonly settledByTimeout: boolean;
  readonly paytable: readonly SlotPaytableRowView[];
  readonly lines: readonly (readonly number[])[];
  readonly idle: boolean;
}

/** The player's actions that only this game has (sent as { type: 'GAME', action }). */
export type MysteryElvesAction =
  | { readonly type: 'LINES'; readonly lines: number }
  | { readonly type: 'COINS'; readonly coins: number }
  /** The line bet (total bet ÷ 10), as the shared bet panel's coin value. */
  | { readonly type: 'COIN_VALUE'; readonly cents: number }
  | { readonly type: 'TOTAL_BET'; readonly cents: number }
  | { readonly type: 'BET_MAX' }
  | { readonly type: 'BUY' }
  | { readonly type: 'GAMBLE' }
  | { readonly type: 'GUESS'; readonly colour: MysteryElvesColour }
  | { readonly type: 'HALVE' }
  | { readonly type: 'AUTOSPIN'; readonly count: number; readonly lossLimitCents: number; readonly winLimitCents: number | null; readonly stopOnJackpot: boolean }
  | { readonly type: 'AUTOSPIN_STOP' };

/** Checks an action against this game's contract; nothing is coerced. */
export function parseMysteryElvesAction(raw: unknown): MysteryElvesAction {
  if (!isRecord(raw)) throw new ActionError('a Mystery Elves action must be an object');
  const bet = parseBetPanelAction(raw, { lines: MYSTERY_ELVES_LINE_COUNT, coins: 10, coinCents: 100_000, totalCents: 1_000_000 });
  if (bet) return bet;
  switch (raw.type) {
    case 'GUESS':
      onlyKeys(raw, ['type', 'colour']);
      return { type: 'GUESS', colour: oneOf(raw, 'colour', MYSTERY_ELVES_COLOURS) };
    case 'BET_MAX':
    case 'BUY':
    case 'GAMBLE':
    case 'HALVE':
    case 'AUTOSPIN_STOP':
      onlyKeys(raw, ['type']);
      return { type: raw.type };
    case 'AUTOSPIN':
      return parseAutospin(raw);
    default:
      throw new ActionError(`Mystery Elves has no action ${JSON.stringify(raw.type)}`);
  }
}
