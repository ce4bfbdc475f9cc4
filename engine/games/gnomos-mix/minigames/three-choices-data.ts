import { tablesFromUnits, type BetPrizeTables, type UnitRow } from './prize-table';

/**
 * Three Choices maths (tuning knobs). Offers are drawn from the prize table (tenths of the bet's
 * unit, scaled per bet, rows outside the bet's range dropped). An offer whose cash is below
 * THREE_CHOICES_BONUS_BELOW_TENTHS of the unit is "less advantageous" and may carry bonuses
 * (1 bonus = 0.80 €), drawn from the bonus rows; cash + bonus value never exceeds the bet's maximum.
 */
export const THREE_CHOICES_OFFERS = 3;
/** The player may discard this many offers; the last must be accepted. */
export const THREE_CHOICES_MAX_DISCARDS = THREE_CHOICES_OFFERS - 1;

/**
 * Weights set by the maths (docs/games/gnomos-mix-maths.md), FIXED at every tuning level: flat
 * up to 5 units, half as heavy up to 25 units, a quarter above, so a minigame lifts the line
 * prize it replaces enough for the highest levels (about 65–80 % of return when every minigame
 * line starts one); the level's trigger chance scales it down.
 */
export const THREE_CHOICES_PRIZE_ROWS: readonly UnitRow[] = [
  [15, 100],
  [20, 100],
  [25, 100],
  [30, 100],
  [40, 100],
  [50, 100],
  [75, 50],
  [100, 50],
  [150, 50],
  [200, 50],
  [250, 50],
  [500, 25],
  [1000, 25],
];
export const THREE_CHOICES_PRIZES: BetPrizeTables = tablesFromUnits(THREE_CHOICES_PRIZE_ROWS, true);

/** Offers with cash below this many tenths of the unit may carry bonuses. */
export const THREE_CHOICES_BONUS_BELOW_TENTHS = 40;
/** How often a less advantageous offer carries bonuses. */
export const THREE_CHOICES_BONUS_CHANCE: readonly { readonly withBonuses: boolean; readonly weight: number }[] = [
  { withBonuses: true, weight: 1 },
  { withBonuses: false, weight: 2 },
];
/** The bonuses' worth in tenths of the unit, [tenths, weight]; the count is floor(worth / 0.80 €), at least 1. */
export const THREE_CHOICES_BONUS_ROWS: readonly UnitRow[] = [
  [2, 4],
  [5, 3],
  [10, 2],
  [20, 1],
];
export const THREE_CHOICES_BONUS_WORTH: BetPrizeTables = tablesFromUnits(THREE_CHOICES_BONUS_ROWS, false);
