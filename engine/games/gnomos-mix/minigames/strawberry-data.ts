import { tablesFromUnits, type BetPrizeTables, type UnitRow } from './prize-table';

/**
 * Strawberry minigame maths (tuning knobs). The prizes are in tenths of the bet's unit
 * (4 / 10 / 50 / 100 / 200 / 200 €) and are scaled per bet, rows outside the bet's range dropped.
 */

/** Small baskets under the big one (rule document: three). */
export const STRAWBERRY_BASKETS = 3;

/** The sign: how many baskets the player may open, and how often each count is drawn. */
export const STRAWBERRY_PICK_WEIGHTS: readonly { readonly picks: number; readonly weight: number }[] = [
  { picks: 1, weight: 3 },
  { picks: 2, weight: 1 },
];

/**
 * Basket prizes: [tenths of the unit, weight]. Weights set by the maths
 * (docs/games/gnomos-mix-maths.md), FIXED at every tuning level: flat up to 5 units, half as
 * heavy up to 25 units, a quarter above, so a minigame lifts the line
 * prize it replaces enough for the highest levels (about 65–80 % of return when every minigame
 * line starts one); the level's trigger chance scales it down.
 */
export const STRAWBERRY_PRIZE_ROWS: readonly UnitRow[] = [
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

export const STRAWBERRY_PRIZES: BetPrizeTables = tablesFromUnits(STRAWBERRY_PRIZE_ROWS, true);
