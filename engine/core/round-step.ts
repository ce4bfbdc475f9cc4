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
  | { readonly kind: 'bonus-stake'; readonly bonuses: number }
  /**
   * A share of a wager added to a jackpot pool, in micro-euros (1 cent = 10,000 micros, so a
   * 0.5 % share of any whole-cent stake is a whole number). The cabinet funds it and meters it:
   * it never leaves the player's credits.
   */
  | { readonly kind: 'jackpot-contribution'; readonly pool: string; readonly micros: number }
  /**
   * A jackpot won: `cents` paid to the player, `micros` taken from the pool (cents × 10,000), and
   * `reseedMicros` the operator's money that tops the pool back up to its seed.
   */
  | { readonly kind: 'jackpot-win'; readonly pool: string; readonly cents: number; readonly micros: number; readonly reseedMicros: number }
  /**
   * A free round of Bonus Spin Mode (engine/features/bonus-spins.ts): the bet it plays at, which
   * nobody paid. It moves no credit and is never Coin In; the promotional meters count it.
   */
  | { readonly kind: 'promo-stake'; readonly cents: number }
  /** A prize of a free round, paid to credits: real money the operator's promotion gave, never Coin Out. */
  | { readonly kind: 'promo-win'; readonly cents: number };

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
  /**
   * On the step that ends a round made of several steps (holds, ladders, minigames): whether the
   * round as a whole returned anything, for the games-won / games-lost meters. Omitted for a
   * one-step round, whose own moves say it.
   */
  readonly roundWon?: boolean;
  /**
   * A gamble step (a ladder risk, a Double-or-Bonuses fraction): the cash put at risk and the
   * cash standing after it (0 when it became bonuses or nothing). Risk has its own meters, never
   * Coin In (GAMES.md).
   */
  readonly risk?: { readonly stakedCents: number; readonly wonCents: number };
  /** Game-specific facts for recall (stops, window, prize name). JSON only. */
  readonly detail: Readonly<Record<string, unknown>>;
}

/**
 * Two steps one event made (a spin that opens a minigame whose deal is drawn at once, a prize
 * that Double-or-Bonuses pays directly) as the one step the cabinet commits: moves and draws in
 * order, the later step's seq and end-of-round flag, both details kept.
 */
export function mergeSteps(first: RoundStep, second: RoundStep): RoundStep {
  if (second.seq <= first.seq) throw new RangeError(`steps merge in order: ${first.seq} then ${second.seq}`);
  return {
    seq: second.seq,
    roundId: second.roundId ?? first.roundId,
    label: `${first.label}+${second.label}`,
    moves: [...first.moves, ...second.moves],
    draws: [...first.draws, ...second.draws],
    roundOver: first.roundOver || second.roundOver,
    ...(second.roundWon !== undefined ? { roundWon: second.roundWon } : first.roundWon !== undefined ? { roundWon: first.roundWon } : {}),
    ...(first.risk || second.risk
      ? { risk: { stakedCents: (first.risk?.stakedCents ?? 0) + (second.risk?.stakedCents ?? 0), wonCents: (first.risk?.wonCents ?? 0) + (second.risk?.wonCents ?? 0) } }
      : {}),
    detail: { ...first.detail, [second.label]: second.detail },
  };
}
