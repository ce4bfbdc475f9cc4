/**
 * The Spanish cycle rule as the engine needs it. The engine may not import config/ or main/, so
 * the rule's shape is repeated here (structurally the same as config's CycleRule, so a profile's
 * rule can be passed as it is) with the little exact arithmetic the cycle control and its
 * simulation use. main/cabinet/cycle-rule.ts keeps the cabinet's own copy; the tests check that
 * both agree.
 *
 * Money in the counts is cash, what an inspector's meters count (GAMES.md: cycle rules are held
 * in cash): coin in is the cash a game staked (the cash part of an upper bet; the bonus part is
 * not cash), coin out the cash it paid to the balance. A bonus counts only when the prize it buys
 * upstairs is paid in cash; bonuses never spent count for nothing.
 */

export interface CycleBlockSpec {
  /** Games per block; divides the cycle length. */
  readonly blockGames: number;
  readonly minReturnBps: number;
}

export interface CycleRuleSpec {
  readonly cycleGames: number;
  /** The least return of every cycle, in basis points (7000 = 70 %). */
  readonly minReturnBps: number;
  readonly block: CycleBlockSpec | null;
}

export interface CycleCounts {
  readonly games: number;
  readonly coinInCents: number;
  readonly coinOutCents: number;
}

export const NO_GAMES: CycleCounts = Object.freeze({ games: 0, coinInCents: 0, coinOutCents: 0 });

const FULL_BPS = 10_000n;

/** One more game in the counts. */
export function countGame(counts: CycleCounts, stakeCents: number, winCents: number): CycleCounts {
  return { games: counts.games + 1, coinInCents: counts.coinInCents + stakeCents, coinOutCents: counts.coinOutCents + winCents };
}

/** coinOut / coinIn in basis points, rounded down (a report never claims more than was returned); null when nothing was staked. */
export function countsReturnBps(counts: CycleCounts): number | null {
  if (counts.coinInCents === 0) return null;
  return Number((BigInt(counts.coinOutCents) * FULL_BPS) / BigInt(counts.coinInCents));
}

/** Exactly coinOut / coinIn ≥ minBps / 10,000; nothing staked keeps nothing from the player, so it passes. */
export function countsMeetMinimum(counts: CycleCounts, minBps: number): boolean {
  return BigInt(counts.coinOutCents) * FULL_BPS >= BigInt(minBps) * BigInt(counts.coinInCents);
}

/** Orders two spans by exact return without division (negative: `a` returned less). Nothing staked ranks above any return. */
export function compareCountsReturn(a: CycleCounts, b: CycleCounts): number {
  if (a.coinInCents === 0 || b.coinInCents === 0) return (a.coinInCents === 0 ? 1 : 0) - (b.coinInCents === 0 ? 1 : 0);
  const left = BigInt(a.coinOutCents) * BigInt(b.coinInCents);
  const right = BigInt(b.coinOutCents) * BigInt(a.coinInCents);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Refuses a rule the control could not steer (the profile loader checks the same in config/). */
export function checkCycleRule(rule: CycleRuleSpec): void {
  const whole = (v: number, min: number, max: number): boolean => Number.isSafeInteger(v) && v >= min && v <= max;
  if (!whole(rule.cycleGames, 1, 10_000_000)) throw new RangeError(`cycle games must be a whole number in 1..10,000,000, got ${rule.cycleGames}`);
  if (!whole(rule.minReturnBps, 0, 10_000)) throw new RangeError(`cycle minimum must be 0..10,000 bps, got ${rule.minReturnBps}`);
  if (rule.block) {
    const { blockGames, minReturnBps } = rule.block;
    if (!whole(blockGames, 1, rule.cycleGames) || rule.cycleGames % blockGames !== 0) {
      throw new RangeError(`block games (${blockGames}) must divide the cycle (${rule.cycleGames})`);
    }
    if (!whole(minReturnBps, 0, 10_000)) throw new RangeError(`block minimum must be 0..10,000 bps, got ${minReturnBps}`);
  }
}
