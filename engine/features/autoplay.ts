/**
 * Autoplay with stop conditions, for every video slot. The rule documents name these: a count
 * of rounds, a loss limit (stop when limit + wins − bets would fall below 0 with the next bet
 * placed, so the loss never passes it), a single round's win reaching X, the jackpot, any win,
 * the balance up by X or down by X since it started. A game keeps one `Autoplay` in its
 * context (JSON) and asks before each paid round and after each round; autoplay never starts a
 * feature by itself (the game's rule), it only presses for the next paid round.
 */
export interface AutoplayLimits {
  readonly total: number;
  /** Stop before a bet that would make the loss pass this; null: no loss limit. */
  readonly lossLimitCents: number | null;
  /** Stop when one round wins at least this; null: off. */
  readonly winLimitCents: number | null;
  readonly stopOnJackpot: boolean;
  /** Stop after any round that wins. */
  readonly stopOnAnyWin?: boolean;
  /** Stop once the balance is up (wins − bets) by this; null/absent: off. */
  readonly balanceUpCents?: number | null;
  /** Stop before a bet that would take the balance down (bets − wins) by more than this. */
  readonly balanceDownCents?: number | null;
}

export interface Autoplay extends AutoplayLimits {
  readonly remaining: number;
  /** Bets placed and wins paid since it started. */
  readonly betCents: number;
  readonly wonCents: number;
}

export function startAutoplay(limits: AutoplayLimits): Autoplay {
  if (!Number.isSafeInteger(limits.total) || limits.total < 1) throw new RangeError(`autoplay needs a count of rounds ≥ 1, got ${limits.total}`);
  return { ...limits, remaining: limits.total, betCents: 0, wonCents: 0 };
}

/** A paid round started: one fewer to play, its bet counted. */
export function autoplayBet(a: Autoplay, stakeCents: number): Autoplay {
  return { ...a, remaining: a.remaining - 1, betCents: a.betCents + stakeCents };
}

/** A spin of the round paid `cents` (base or feature spins alike). */
export function autoplayWin(a: Autoplay, cents: number): Autoplay {
  return cents === 0 ? a : { ...a, wonCents: a.wonCents + cents };
}

/** Why autoplay stops after a round that won `roundWinCents` (null: go on). */
export function autoplayStopAfterRound(a: Autoplay, round: { readonly winCents: number; readonly jackpot: boolean }): string | null {
  if (a.remaining <= 0) return 'count';
  if (a.winLimitCents !== null && round.winCents >= a.winLimitCents) return 'win-limit';
  if (a.stopOnJackpot && round.jackpot) return 'jackpot';
  if (a.stopOnAnyWin && round.winCents > 0) return 'any-win';
  if (a.balanceUpCents != null && a.wonCents - a.betCents >= a.balanceUpCents) return 'balance-up';
  return null;
}

/** Why autoplay must stop before its next paid round of `nextBetCents` (null: play it). */
export function autoplayStopBeforeRound(a: Autoplay, nextBetCents: number, creditsCents: number): string | null {
  if (a.remaining <= 0) return 'count';
  if (a.lossLimitCents !== null && a.lossLimitCents + a.wonCents - a.betCents - nextBetCents < 0) return 'loss-limit';
  if (a.balanceDownCents != null && a.betCents + nextBetCents - a.wonCents > a.balanceDownCents) return 'balance-down';
  if (creditsCents < nextBetCents) return 'credit';
  return null;
}
