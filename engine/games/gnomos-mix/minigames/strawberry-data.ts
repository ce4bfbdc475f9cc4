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

/** Basket prizes: [tenths of the unit, weight]. */
export const STRAWBERRY_PRIZE_ROWS: readonly UnitRow[] = [
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

export const STRAWBERRY_PRIZES: BetPrizeTables = tablesFromUnits(STRAWBERRY_PRIZE_ROWS, true);
