/**
 * The figures of a cycle simulation as GAMES.md asks for them: the overall return, the worst
 * cycle (and block), the largest prize, and whether every cycle met its minimum and every prize
 * stayed within the profile's maximum. Built from the cycles in any order, so results from
 * several workers can be put together.
 */
import { compareCountsReturn, countsReturnBps } from './cycle-counts';
import type { SimulatedBlock, SimulatedCycle } from './cycle-simulation';

export interface CycleRunSummary {
  readonly cycles: number;
  readonly games: number;
  readonly coinInCents: number;
  readonly coinOutCents: number;
  /** Over all cycles together, in basis points rounded down. */
  readonly returnBps: number | null;
  /** Cycles whose own return or any block missed its minimum. */
  readonly failedCycles: number;
  readonly everyCycleMet: boolean;
  /** The cycle with the lowest return (the first of equals). */
  readonly worstCycle: SimulatedCycle;
  /** The block with the lowest return; null without a block rule. */
  readonly worstBlock: { readonly cycle: number; readonly block: SimulatedBlock } | null;
  readonly largestPrizeCents: number;
  readonly largestGameWinCents: number;
  readonly maxPrizeCents: number;
  /** No single prize and no game's whole win above the profile's maximum. */
  readonly everyPrizeWithinMax: boolean;
  readonly upperGames: number;
  /** Bonuses won, spent, and held when their cycle closed (worth nothing to its cash count), over all cycles. */
  readonly bonusesWon: number;
  readonly bonusesSpent: number;
  readonly bonusesLeft: number;
  /** Games played at each level over all cycles: index level − TUNING_LEVEL_MIN. */
  readonly levelGames: readonly number[];
}

export function summariseCycles(cycles: readonly SimulatedCycle[], maxPrizeCents: number): CycleRunSummary {
  const first = cycles[0];
  if (first === undefined) throw new RangeError('a summary needs at least one cycle');
  const ordered = [...cycles].sort((a, b) => a.cycle - b.cycle);
  let games = 0;
  let coinInCents = 0;
  let coinOutCents = 0;
  let failedCycles = 0;
  let upperGames = 0;
  let bonusesWon = 0;
  let bonusesSpent = 0;
  let bonusesLeft = 0;
  let largestPrizeCents = 0;
  let largestGameWinCents = 0;
  let worstCycle = ordered[0] as SimulatedCycle;
  let worstBlock: { cycle: number; block: SimulatedBlock } | null = null;
  const levelGames = first.levelGames.map(() => 0);
  for (const c of ordered) {
    games += c.games;
    coinInCents += c.coinInCents;
    coinOutCents += c.coinOutCents;
    if (!c.passed) failedCycles += 1;
    upperGames += c.upperGames;
    bonusesWon += c.bonusesWon;
    bonusesSpent += c.bonusesSpent;
    bonusesLeft += c.bonusesLeft;
    largestPrizeCents = Math.max(largestPrizeCents, c.largestPrizeCents);
    largestGameWinCents = Math.max(largestGameWinCents, c.largestGameWinCents);
    if (compareCountsReturn(c, worstCycle) < 0) worstCycle = c;
    for (const block of c.blocks) {
      if (worstBlock === null || compareCountsReturn(block, worstBlock.block) < 0) worstBlock = { cycle: c.cycle, block };
    }
    c.levelGames.forEach((n, i) => (levelGames[i] = (levelGames[i] ?? 0) + n));
  }
  if (!Number.isSafeInteger(coinInCents) || !Number.isSafeInteger(coinOutCents)) throw new RangeError('cycle totals pass the largest exact integer');
  return {
    cycles: ordered.length,
    games,
    coinInCents,
    coinOutCents,
    returnBps: countsReturnBps({ games, coinInCents, coinOutCents }),
    failedCycles,
    everyCycleMet: failedCycles === 0,
    worstCycle,
    worstBlock,
    largestPrizeCents,
    largestGameWinCents,
    maxPrizeCents,
    everyPrizeWithinMax: largestPrizeCents <= maxPrizeCents && largestGameWinCents <= maxPrizeCents,
    upperGames,
    bonusesWon,
    bonusesSpent,
    bonusesLeft,
    levelGames,
  };
}
