import { MAX_REFILL_COINS } from '../../main/ipc/contract';

/**
 * The coin count an attendant records with REFILL. A hopper is filled from bags or tubes of a
 * known count, so the chooser steps through round counts rather than single coins; the cabinet
 * accepts 1..MAX_REFILL_COINS.
 */
export const REFILL_STEPS: readonly number[] = [100, 200, 500, 1000, 2000, MAX_REFILL_COINS];

/** The count the chooser shows each time the panel opens: a typical bag. */
export const DEFAULT_REFILL_COINS = 500;

/** The next count up (+1) or down (−1) from `coins`; it stays at the ends. */
export function stepRefillCoins(coins: number, direction: 1 | -1): number {
  if (direction > 0) return REFILL_STEPS.find((s) => s > coins) ?? REFILL_STEPS[REFILL_STEPS.length - 1] ?? coins;
  const below = REFILL_STEPS.filter((s) => s < coins);
  return below[below.length - 1] ?? REFILL_STEPS[0] ?? coins;
}

/** Whether the − or + control can still move. */
export function canStepRefillCoins(coins: number, direction: 1 | -1): boolean {
  return stepRefillCoins(coins, direction) !== coins;
}
