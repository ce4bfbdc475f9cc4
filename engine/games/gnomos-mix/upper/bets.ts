import { BONUS_VALUE_CENTS } from '../paytable';

/**
 * Bets of the upper game (rule document §3, GAMES.md): each takes cash from the balance and
 * bonuses from the bonus balance. Two bets cost 20 € in cash, so a bet is named by its id, not
 * by its cash amount. Per bet the rules also fix the maximum prize (the most one spin, or one
 * Double-or-Bonuses game, can pay) and the Double-or-Bonuses fraction.
 */
export const UPPER_BET_IDS = ['0.20+1', '1+5', '5+25', '10+50', '20+100', '20+200'] as const;

export type UpperBetId = (typeof UPPER_BET_IDS)[number];

export interface UpperBet {
  readonly id: UpperBetId;
  /** Cash taken from the balance ('stake' move). */
  readonly cashCents: number;
  /** Bonuses taken from the bonus balance ('bonus-stake' move). */
  readonly bonuses: number;
  /** The bet's maximum prize: a spin's total win is capped at it; reaching it ends Double-or-Bonuses. */
  readonly maxPrizeCents: number;
  /** Double-or-Bonuses splits a prize into fractions of this size (the last may be smaller). */
  readonly fractionCents: number;
  /** Cash plus bonuses at 0.80 € each: what the maths calls the stake. */
  readonly stakeValueCents: number;
}

function bet(id: UpperBetId, cashCents: number, bonuses: number, maxPrizeCents: number, fractionCents: number): UpperBet {
  return Object.freeze({ id, cashCents, bonuses, maxPrizeCents, fractionCents, stakeValueCents: cashCents + bonuses * BONUS_VALUE_CENTS });
}

/** In the rule document's order. */
export const UPPER_BETS: readonly UpperBet[] = Object.freeze([
  bet('0.20+1', 20, 1, 10_000, 400),
  bet('1+5', 100, 5, 100_000, 1_000),
  bet('5+25', 500, 25, 500_000, 5_000),
  bet('10+50', 1_000, 50, 1_000_000, 10_000),
  bet('20+100', 2_000, 100, 2_000_000, 20_000),
  bet('20+200', 2_000, 200, 2_000_000, 20_000),
]);

export const DEFAULT_UPPER_BET_ID: UpperBetId = '0.20+1';

export function isUpperBetId(value: unknown): value is UpperBetId {
  return typeof value === 'string' && (UPPER_BET_IDS as readonly string[]).includes(value);
}

export function upperBet(id: UpperBetId): UpperBet {
  const found = UPPER_BETS.find((b) => b.id === id);
  if (found === undefined) throw new RangeError(`not an upper-game bet: ${String(id)}`);
  return found;
}

/** Whether the balances cover the bet (the upper game needs both cash and bonuses). */
export function balancesCoverUpperBet(id: UpperBetId, creditsCents: number, bonusesHeld: number): boolean {
  const b = upperBet(id);
  return Number.isSafeInteger(creditsCents) && Number.isSafeInteger(bonusesHeld) && creditsCents >= b.cashCents && bonusesHeld >= b.bonuses;
}
