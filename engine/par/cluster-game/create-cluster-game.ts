import { windowAt } from '../../core/reels';
import type { ClusterDefinition } from '../definition/game-definition';
import type { ParModel } from '../par-model';
import { clusterWinFunction, type ClusterWin } from './cluster-evaluator';
import { fillGrid, scatterCodeOfStops } from './cluster-grid';
import { clusterParModel } from './cluster-par-model';
import { compileClusterGame, type CompiledClusterGame } from './compile-cluster-game';

export interface ClusterSpinDetail {
  /** grid[column][row], top row first. */
  readonly grid: readonly (readonly string[])[];
  readonly clusters: readonly ClusterWin[];
  readonly clusterTotal: number;
  /** Scatter win in stake units. */
  readonly scatterTotal: number;
  readonly total: number;
}

export interface ClusterGame {
  readonly definition: ClusterDefinition;
  readonly compiled: CompiledClusterGame;
  /** Total win (clusters + scatters) of the grid at `stops`, in stake units. */
  evaluate(stops: Int32Array | readonly number[]): number;
  evaluateDetailed(stops: Int32Array | readonly number[]): ClusterSpinDetail;
  /** The same for a grid given directly as grid[column][row] symbol ids (tests, recall of other games). */
  evaluateGrid(grid: readonly (readonly string[])[]): ClusterSpinDetail;
  parModel(): ParModel;
}

export function createClusterGame(def: ClusterDefinition): ClusterGame {
  const game = compileClusterGame(def);
  const clusterWin = clusterWinFunction(game);
  const index = new Map(game.symbolIds.map((id, i) => [id, i]));
  const grid = new Uint8Array(game.cells);
  const checkStops = (stops: Int32Array | readonly number[]): void => {
    if (stops.length !== game.columns) throw new RangeError(`${def.id} has ${game.columns} columns, got ${stops.length} stops`);
    for (let c = 0; c < game.columns; c += 1) {
      const s = stops[c] as number;
      if (!Number.isInteger(s) || s < 0 || s >= (game.reels.lengths[c] as number)) throw new RangeError(`stop ${s} is not a stop of column ${c}`);
    }
  };
  /** Evaluates `grid` as filled, with the scatter win given. */
  const detail = (names: readonly (readonly string[])[], scatterTotal: number): ClusterSpinDetail => {
    const clusters: ClusterWin[] = [];
    const clusterTotal = clusterWin(grid, (symbol, size, cells, win) => {
      clusters.push({
        symbol: game.symbolIds[symbol] as string,
        size,
        paidSize: game.payCountBySize[symbol * (game.cells + 1) + size] as number,
        cells: [...cells].sort((a, b) => a - b),
        win,
      });
    });
    return { grid: names, clusters, clusterTotal, scatterTotal, total: clusterTotal + scatterTotal };
  };
  let model: ParModel | null = null;
  return {
    definition: def,
    compiled: game,
    evaluate(stops) {
      checkStops(stops);
      fillGrid(game, stops, grid);
      return clusterWin(grid) + (game.scatter.winByCode[scatterCodeOfStops(game, stops)] as number);
    },
    evaluateDetailed(stops) {
      checkStops(stops);
      fillGrid(game, stops, grid);
      const names = windowAt(def.reels.strips, [...stops], 0, game.rows - 1);
      return detail(names, game.scatter.winByCode[scatterCodeOfStops(game, stops)] as number);
    },
    evaluateGrid(names) {
      if (names.length !== game.columns || names.some((col) => col.length !== game.rows)) {
        throw new RangeError(`${def.id} needs a grid of ${game.columns} columns × ${game.rows} rows`);
      }
      let code = 0;
      names.forEach((col, c) =>
        col.forEach((id, row) => {
          const x = index.get(id);
          if (x === undefined) throw new RangeError(`"${id}" is not a symbol of ${def.id}`);
          grid[c * game.rows + row] = x;
          const k = game.scatter.symbols.indexOf(x);
          if (k >= 0) code += game.scatter.radix[k] as number;
        }),
      );
      return detail(names, game.scatter.winByCode[code] as number);
    },
    parModel() {
      model ??= clusterParModel(game);
      return model;
    },
  };
}
