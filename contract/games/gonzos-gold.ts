/**
 * Gonzo's Gold as the display sees it, and the player's actions that are this game's own. The
 * shared video-slot pieces are in ../slot-view.ts. Pure: both sides compile this file.
 *
 * A free spin is shown in two steps, as the cabinet commits it: the grid lands and its cluster
 * wins (and any Scatter bonus) are shown; then, when the spin has Expanding Symbols worth an
 * extra prize, the expansion over rows and reels and the extra prize (`expansion`).
 */
import { ActionError } from '../action-error';
import { isRecord, onlyKeys, parseBetPanelAction, wholeIn } from '../action-parse';
import type { SlotAutospinView, SlotBetView, SlotCell, SlotFeatureView, SlotPaytableRowView, SlotSpinView } from '../slot-view';

export const GONZO_ID = 'gonzos-gold';

/** The symbols, highest first: four high (pay from 3), four low (pay from 4), the gold-coin Scatter. */
export const GONZO_SYMBOL_NAMES = ['MASK', 'IDOL', 'SERPENT', 'JAGUAR', 'RUBY', 'EMERALD', 'SAPPHIRE', 'TOPAZ', 'COIN'] as const;
export type GonzoSymbolName = (typeof GONZO_SYMBOL_NAMES)[number];

export const GONZO_REELS = 5;
export const GONZO_ROWS = 5;
/** The covered stones of the Expanding Symbol pick: the touch only chooses which one shows the drawn symbol. */
export const GONZO_PICK_COVERS = 5;
export const GONZO_AUTOPLAY_COUNTS = [10, 25, 50, 100, 250] as const;

/**
 * 'ready': a paid spin may start. 'pick': free spins were awarded and the Expanding Symbol waits
 * to be revealed (a touch on a cover, or PLAY). 'free': free spins are running. 'expansion': a
 * free spin's wins are shown and its expansion and extra prize come next.
 */
export type GonzoPhase = 'ready' | 'pick' | 'free' | 'expansion';

/** The free spins of one award (retriggers add to it), with its Expanding Symbol. */
export interface GonzoFreeSpinsView {
  /** The Expanding Symbol, or null while it waits to be revealed. */
  readonly expanding: string | null;
  /** The cover the player touched to reveal it (null: revealed by PLAY or autoplay, or not yet). */
  readonly pickedCover: number | null;
  readonly awarded: number;
  readonly played: number;
  readonly remaining: number;
  /** What the free spins have won so far (paid to the balance when they end). */
  readonly winCents: number;
  /** The last free spin awarded 10 more. */
  readonly retriggered: boolean;
}

/** The expansion and extra prize of the last free spin. */
export interface GonzoExpansionView {
  /** The free spin (lastSpin.seq) it belongs to. */
  readonly seq: number;
  readonly symbol: string;
  /** Expanding Symbols as they landed (only these expand). */
  readonly landedCells: readonly SlotCell[];
  /** Rows (0 = top) and reels (0 = left) covered by the expansion. */
  readonly rows: readonly number[];
  readonly reels: readonly number[];
  /** Every Expanding Symbol cell after the expansion: the extra prize's one cluster. */
  readonly coveredCells: readonly SlotCell[];
  readonly extraCents: number;
  /** false: the wins are shown and the expansion comes next; true: the expansion is done and its prize counted. */
  readonly done: boolean;
}

/** Autoplay with the rule document's stops. */
export interface GonzoAutoplayView extends SlotAutospinView {
  readonly stopOnAnyWin: boolean;
  readonly balanceUpCents: number | null;
  readonly balanceDownCents: number | null;
}

export interface GonzoView {
  readonly game: 'gonzos-gold';
  readonly phase: GonzoPhase;
  /** The bet in the stage's terms: one coin of the total bet (no lines in a cluster game). */
  readonly bet: SlotBetView;
  /** The total bets the operator's table offers. */
  readonly betsCents: readonly number[];
  /** The base strips, for the idle reels. */
  readonly reels: readonly (readonly string[])[];
  /** window[reel][row]: the grid as it stands. */
  readonly window: readonly (readonly string[])[];
  /** The last spin: its wins are the clusters (kind 'cluster') and the Scatter bonus (kind 'scatter'). */
  readonly lastSpin: SlotSpinView | null;
  readonly roundWinCents: number;
  readonly feature: SlotFeatureView;
  /** The free spins in play (or just ended, until the next paid spin), or null. */
  readonly freeSpins: GonzoFreeSpinsView | null;
  readonly expansion: GonzoExpansionView | null;
  readonly autoplay: GonzoAutoplayView;
  /** Cluster pays by size (count: 3 … 15, 15 meaning 15 or more; coins: twentieths of the bet). */
  readonly paytable: readonly SlotPaytableRowView[];
  /** The Scatter bonus: 3 / 4 / 5 anywhere, at the current bet. */
  readonly scatterPrizes: readonly { readonly count: number; readonly cents: number }[];
  readonly idle: boolean;
}

export interface GonzoAutoplaySetup {
  readonly type: 'AUTOSPIN';
  readonly count: number;
  readonly stopOnAnyWin: boolean;
  /** Stop when one round wins at least this (null: off). */
  readonly winLimitCents: number | null;
  /** Stop once the balance is up by this since autoplay started (null: off). */
  readonly balanceUpCents: number | null;
  /** Stop before a spin that would take the balance down by more than this (always set: a loss limit). */
  readonly balanceDownCents: number;
}

/** The player's actions that only this game has (sent as { type: 'GAME', action }). */
export type GonzoAction =
  | { readonly type: 'TOTAL_BET'; readonly cents: number }
  /** The shared bet panel's coin: here the total bet itself. */
  | { readonly type: 'COIN_VALUE'; readonly cents: number }
  | { readonly type: 'LINES'; readonly lines: number }
  | { readonly type: 'COINS'; readonly coins: number }
  | { readonly type: 'BET_MAX' }
  /** A touch on one covered stone of the Expanding Symbol pick. */
  | { readonly type: 'PICK'; readonly cover: number }
  | GonzoAutoplaySetup
  | { readonly type: 'AUTOSPIN_STOP' };

const MAX_CENTS = 100_000_00;

function optionalCents(raw: Record<string, unknown>, field: string): number | null {
  return raw[field] === null ? null : wholeIn(raw, field, 1, MAX_CENTS);
}

/** Checks an action against this game's contract; nothing is coerced. */
export function parseGonzoAction(raw: unknown): GonzoAction {
  if (!isRecord(raw)) throw new ActionError("a Gonzo's Gold action must be an object");
  const bet = parseBetPanelAction(raw, { lines: 100, coins: 100, coinCents: MAX_CENTS, totalCents: MAX_CENTS });
  if (bet) return bet;
  switch (raw.type) {
    case 'PICK':
      onlyKeys(raw, ['type', 'cover']);
      return { type: 'PICK', cover: wholeIn(raw, 'cover', 0, GONZO_PICK_COVERS - 1) };
    case 'BET_MAX':
    case 'AUTOSPIN_STOP':
      onlyKeys(raw, ['type']);
      return { type: raw.type };
    case 'AUTOSPIN': {
      onlyKeys(raw, ['type', 'count', 'stopOnAnyWin', 'winLimitCents', 'balanceUpCents', 'balanceDownCents']);
      if (typeof raw.stopOnAnyWin !== 'boolean') throw new ActionError('action AUTOSPIN needs "stopOnAnyWin" as true or false');
      return {
        type: 'AUTOSPIN',
        count: wholeIn(raw, 'count', 1, 1000),
        stopOnAnyWin: raw.stopOnAnyWin,
        winLimitCents: optionalCents(raw, 'winLimitCents'),
        balanceUpCents: optionalCents(raw, 'balanceUpCents'),
        balanceDownCents: wholeIn(raw, 'balanceDownCents', 1, MAX_CENTS),
      };
    }
    default:
      throw new ActionError(`Gonzo's Gold has no action ${JSON.stringify(raw.type)}`);
  }
}
