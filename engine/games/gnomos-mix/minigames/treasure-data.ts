import { tablesFromUnits, type BetPrizeTables, type UnitRow } from './prize-table';

/**
 * Discover the Treasure maths (tuning knobs): the nine prizes shown on the reels are drawn
 * independently from this table (tenths of the bet's unit, scaled per bet, rows outside the
 * bet's range dropped); three of them are then drawn to go under the caps.
 */
export const TREASURE_SHOWN = 9;
export const TREASURE_CAPS = 3;

/**
 * Weights set by the maths (docs/games/gnomos-mix-maths.md), FIXED at every tuning level: flat
 * up to 5 units, half as heavy up to 25 units, a quarter above, so a minigame lifts the line
 * prize it replaces enough for the highest levels (about 65–80 % of return when every minigame
 * line starts one); the level's trigger chance scales it down.
 */
export const TREASURE_PRIZE_ROWS: readonly UnitRow[] = [
  [15, 100],
  [20, 100],
  [25, 100],
  [30, 100],
  [40, 120],
  [50, 100],
  [75, 50],
  [100, 50],
  [150, 50],
  [200, 50],
  [250, 50],
  [500, 25],
  [1000, 25],
];

export const TREASURE_PRIZES: BetPrizeTables = tablesFromUnits(TREASURE_PRIZE_ROWS, true);
