import type { RngDraw } from './rng';

/**
 * Money a game step moves. The game never touches the wallet: it states the moves and the
 * cabinet commits them, with the step's journal entry and the game's snapshot, in one
 * transaction.
 */
export type MoneyMove =
  /** A wager taken from credits (Coin In). */
  | { readonly kind: 'stake'; readonly cents: number }
  /** A prize paid to credits (Coin Out). */
  | { readonly kind: 'win'; readonly cents: number }
  /** Bonuses added to the bonus balance (Gnomos: "bonuses won"). */
  | { readonly kind: 'bonus-win'; readonly bonuses: number }
  /** Bonuses taken from the bonus balance as part of a wager (Gnomos upper game). */
  | { readonly kind: 'bonus-stake'; readonly bonuses: number };

/**
 * What one accepted event did, as the game reports it. `seq` rises by one per step across the
 * game's whole life, so (game, seq) is a unique idempotency key for the ledger.
 */
export interface RoundStep {
  readonly seq: number;
  /** The round this step belongs to (a round starts with a stake); null outside a round (a bet change). */
  readonly roundId: number | null;
  /** Rule-book name of the step, e.g. 'spin', 'bet-change'. */
  readonly label: string;
  readonly moves: readonly MoneyMove[];
  readonly draws: readonly RngDraw[];
  /** True when this step finishes the round (nothing more is pending for it). */
  readonly roundOver: boolean;
  /** Game-specific facts for recall (stops, window, prize name). JSON only. */
  readonly detail: Readonly<Record<string, unknown>>;
}
