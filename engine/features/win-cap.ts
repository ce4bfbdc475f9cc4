/**
 * The jurisdiction's maximum prize per game (profile `maxPrizePerGameCents`): everything a game
 * pays in one round — its spin, every feature spin it starts, a jackpot — adds up to at most the
 * cap. The win that reaches it is cut to what is left and the round ends there: feature spins
 * still queued are forfeited (they could only pay more). The cap is a rule of the cabinet, not
 * of a game's maths; each game's PAR sheet states what it costs at the bets where it can bite.
 */

/** A win cut to what the round may still pay. */
export interface CappedWin {
  /** What is paid: the win, or what was left under the cap. */
  readonly paidCents: number;
  /** What the cap withheld (0 when the win fits). */
  readonly cutCents: number;
}

const whole = (v: number, what: string): void => {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be whole cents ≥ 0, got ${v}`);
};

/** What the round may still pay under `capCents` (null: no cap) after paying `roundPaidCents`. */
export function roomUnderCap(roundPaidCents: number, capCents: number | null): number {
  whole(roundPaidCents, 'the round paid');
  if (capCents === null) return Number.MAX_SAFE_INTEGER;
  whole(capCents, 'the cap');
  return Math.max(0, capCents - roundPaidCents);
}

/** `winCents` won after the round already paid `roundPaidCents`, under `capCents` (null: no cap). */
export function capWin(roundPaidCents: number, winCents: number, capCents: number | null): CappedWin {
  whole(winCents, 'a win');
  const paidCents = Math.min(winCents, roomUnderCap(roundPaidCents, capCents));
  return { paidCents, cutCents: winCents - paidCents };
}
