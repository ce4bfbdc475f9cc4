import { evaluateLine } from '../../../core/lines';
import type { UpperPaytableRow } from './paytable';
import type { UpperSymbol } from './symbols';

/**
 * The upper game's 8 prize lines on the 3×3 window (window[reel][row], row 0 at the top).
 *
 * The core evaluator's `Line` is one row per reel, which cannot describe a column line (the
 * three figures of one reel). So the upper game names each line by its cells, (reel, row)
 * pairs, reads the figures itself, and hands them to the core `evaluateLine` for the paytable
 * match: the matching rules stay in core, only the reading is upper-specific.
 */

/** One window cell: [reel, row]. */
export type UpperCell = readonly [reel: number, row: number];

export type UpperLineId = 'top' | 'centre' | 'bottom' | 'reel-1' | 'reel-2' | 'reel-3' | 'diagonal-down' | 'diagonal-up';

export interface UpperLine {
  readonly id: UpperLineId;
  /** The three cells the line crosses, in reading order. */
  readonly cells: readonly [UpperCell, UpperCell, UpperCell];
}

function line(id: UpperLineId, cells: readonly [UpperCell, UpperCell, UpperCell]): UpperLine {
  return Object.freeze({ id, cells });
}

/** Line index 0–7 is the position in this list: 3 rows, 3 columns (one per reel), 2 diagonals. */
export const UPPER_LINES: readonly UpperLine[] = Object.freeze([
  line('top', [[0, 0], [1, 0], [2, 0]]),
  line('centre', [[0, 1], [1, 1], [2, 1]]),
  line('bottom', [[0, 2], [1, 2], [2, 2]]),
  line('reel-1', [[0, 0], [0, 1], [0, 2]]),
  line('reel-2', [[1, 0], [1, 1], [1, 2]]),
  line('reel-3', [[2, 0], [2, 1], [2, 2]]),
  line('diagonal-down', [[0, 0], [1, 1], [2, 2]]),
  line('diagonal-up', [[0, 2], [1, 1], [2, 0]]),
]);

/** The figures a line crosses, in its cells' order. */
export function symbolsOnUpperLine<S extends string>(window: readonly (readonly S[])[], upperLine: UpperLine): S[] {
  return upperLine.cells.map(([reel, row]) => {
    const symbol = window[reel]?.[row];
    if (symbol === undefined) throw new RangeError(`cell (${reel}, ${row}) of line ${upperLine.id} is outside the window`);
    return symbol;
  });
}

/** The paytable row a line's figures make (core evaluator), or null. */
export function evaluateUpperLine(
  window: readonly (readonly UpperSymbol[])[],
  upperLine: UpperLine,
  paytable: readonly UpperPaytableRow[],
): UpperPaytableRow | null {
  return evaluateLine(symbolsOnUpperLine(window, upperLine), paytable);
}
