import { tablesFromUnits, type BetPrizeTables, type UnitRow } from './prize-table';

/**
 * Find the Prizes maths (tuning knobs). The PRIZE counter starts at a prize drawn from the start
 * table (tenths of the bet's unit, scaled per bet, rows outside the bet's range dropped; never
 * below the line prize). The elements hide STOP labels, maybe one STOPX2, and prize increments
 * drawn from the increment table (not range-filtered: an increment may be small).
 */
export const FIND_PRIZES_ELEMENTS = 9;

/** How many plain STOP labels are hidden (0 lets the player open every element). */
export const FIND_PRIZES_STOP_COUNT_WEIGHTS: readonly { readonly stops: number; readonly weight: number }[] = [
  { stops: 0, weight: 1 },
  { stops: 1, weight: 5 },
  { stops: 2, weight: 2 },
];

/** Whether a STOPX2 label is offered (hidden in addition to the STOPs). */
export const FIND_PRIZES_STOPX2_WEIGHTS: readonly { readonly offered: boolean; readonly weight: number }[] = [
  { offered: true, weight: 1 },
  { offered: false, weight: 3 },
];

/**
 * Start weights set by the maths (docs/games/gnomos-mix-maths.md), FIXED at every level: enough
 * weight on 5–50 units that the bets whose line prizes stand high in the table (20 € + 200)
 * still gain from the minigame.
 */
export const FIND_PRIZES_START_ROWS: readonly UnitRow[] = [
  [15, 40],
  [20, 30],
  [25, 20],
  [30, 20],
  [50, 15],
  [100, 15],
  [250, 8],
  [500, 3],
];
export const FIND_PRIZES_START: BetPrizeTables = tablesFromUnits(FIND_PRIZES_START_ROWS, true);

export const FIND_PRIZES_INCREMENT_ROWS: readonly UnitRow[] = [
  [2, 20],
  [5, 20],
  [10, 10],
  [20, 5],
  [50, 2],
  [100, 1],
];
export const FIND_PRIZES_INCREMENTS: BetPrizeTables = tablesFromUnits(FIND_PRIZES_INCREMENT_ROWS, false);
