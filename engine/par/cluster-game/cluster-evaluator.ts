import type { CompiledClusterGame } from './compile-cluster-game';

/** One paying cluster. */
export interface ClusterWin {
  readonly symbol: string;
  /** Cells in the cluster, substitutes included. */
  readonly size: number;
  /** The paytable size used (the largest listed at or below `size`). */
  readonly paidSize: number;
  /** Cell indices (column × rows + row), ascending. */
  readonly cells: readonly number[];
  /** Win in stake units. */
  readonly win: number;
}

/** Receives each paying cluster; the hot path passes none. */
export type ClusterSink = (symbol: number, size: number, cells: Int32Array, win: number) => void;

/**
 * Cluster wins of a grid of symbol indices (cell = column × rows + row), docs/par-definitions.md
 * "Cluster wins": for every paying regular symbol s, each maximal orthogonally connected group
 * of cells showing s or a symbol that substitutes for s, holding at least one s, is one cluster
 * and pays the row of its size. A substitute may belong to clusters of several symbols. The
 * returned function reuses its buffers: no allocation per call unless a sink is given.
 */
export function clusterWinFunction(game: CompiledClusterGame): (grid: Uint8Array, sink?: ClusterSink) => number {
  const { cells, payingSymbols, joins, symbolCount, payBySize } = game;
  const neighbours = orthogonalNeighbours(game.rows, game.columns);
  const mark = new Int32Array(cells);
  const stack = new Int32Array(cells);
  const members = new Int32Array(cells);
  let stamp = 0;
  return (grid, sink) => {
    let total = 0;
    for (let p = 0; p < payingSymbols.length; p += 1) {
      const s = payingSymbols[p] as number;
      stamp += 1; // a fresh "visited" mark per symbol: a wild may join clusters of several symbols
      for (let seed = 0; seed < cells; seed += 1) {
        if (grid[seed] !== s || mark[seed] === stamp) continue;
        let size = 0;
        let top = 0;
        mark[seed] = stamp;
        stack[top++] = seed;
        while (top > 0) {
          const cell = stack[--top] as number;
          members[size++] = cell;
          for (let k = cell * 4, end = k + 4; k < end; k += 1) {
            const next = neighbours[k] as number;
            if (next < 0 || mark[next] === stamp || joins[(grid[next] as number) * symbolCount + s] === 0) continue;
            mark[next] = stamp;
            stack[top++] = next;
          }
        }
        const win = payBySize[s * (cells + 1) + size] as number;
        if (win > 0) {
          total += win;
          if (sink !== undefined) sink(s, size, members.subarray(0, size), win);
        }
      }
    }
    return total;
  };
}

/** neighbours[cell × 4 + k]: the cells above, below, left and right of `cell`, −1 off the grid. */
export function orthogonalNeighbours(rows: number, columns: number): Int32Array {
  const out = new Int32Array(rows * columns * 4).fill(-1);
  for (let column = 0; column < columns; column += 1) {
    for (let row = 0; row < rows; row += 1) {
      const cell = column * rows + row;
      if (row > 0) out[cell * 4] = cell - 1;
      if (row < rows - 1) out[cell * 4 + 1] = cell + 1;
      if (column > 0) out[cell * 4 + 2] = cell - rows;
      if (column < columns - 1) out[cell * 4 + 3] = cell + rows;
    }
  }
  return out;
}
