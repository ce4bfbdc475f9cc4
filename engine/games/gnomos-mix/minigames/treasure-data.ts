import { tablesFromUnits, type BetPrizeTables, type UnitRow } from './prize-table';

/**
 * Discover the Treasure maths (tuning knobs): the nine prizes shown on the reels are drawn
 * independently from this table (tenths of the bet's unit, scaled per bet, rows outside the
 * bet's range dropped); three of them are then drawn to go under the caps.
 */
export const TREASURE_SHOWN = 9;
export const TREASURE_CAPS = 3;

export const TREASURE_PRIZE_ROWS: readonly UnitRow[] = [
  [15, 30],
  [20, 30],
  [25, 20],
  [30, 15],
  [40, 12],
  [50, 8],
  [75, 5],
  [100, 4],
  [150, 2],
  [200, 2],
  [250, 1],
  [500, 1],
  [1000, 1],
];

export const TREASURE_PRIZES: BetPrizeTables = tablesFromUnits(TREASURE_PRIZE_ROWS, true);
