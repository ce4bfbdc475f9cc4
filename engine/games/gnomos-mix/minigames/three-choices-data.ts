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

export const THREE_CHOICES_PRIZE_ROWS: readonly UnitRow[] = [
  [15, 30],
  [20, 30],
  [25, 20],
  [30, 15],
  [40, 10],
  [50, 8],
  [75, 5],
  [100, 4],
  [150, 2],
  [200, 2],
  [250, 1],
  [500, 1],
  [1000, 1],
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
