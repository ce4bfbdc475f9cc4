import type { CompiledClusterGame } from './compile-cluster-game';

/**
 * The grid at `stops` into `grid` (cell = column × rows + row): each column's precomputed
 * window, copied cell by cell (a subarray view would allocate per spin).
 */
export function fillGrid(game: CompiledClusterGame, stops: Int32Array | readonly number[], grid: Uint8Array): void {
  const { rows, columns, reels } = game;
  const window = reels.window;
  for (let c = 0, cell = 0; c < columns; c += 1) {
    const from = (reels.cellOffsets[c] as number) + (stops[c] as number) * rows;
    for (let row = 0; row < rows; row += 1, cell += 1) grid[cell] = window[from + row] as number;
  }
}

/** Scatter code of the grid at `stops`: the per-column codes added. */
export function scatterCodeOfStops(game: CompiledClusterGame, stops: Int32Array | readonly number[]): number {
  let code = 0;
  for (let c = 0; c < game.columns; c += 1) code += game.scatterCodes[(game.reels.stopOffsets[c] as number) + (stops[c] as number)] as number;
  return code;
}
