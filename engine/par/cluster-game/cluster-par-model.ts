import type { Rng } from '../../core/rng';
import { drawStops } from '../line-game/draw-stops';
import type { ParModel, ParPart, RoundRecorder } from '../par-model';
import { clusterWinFunction } from './cluster-evaluator';
import type { CompiledClusterGame } from './compile-cluster-game';
import { fillGrid, scatterCodeOfStops } from './cluster-grid';

/** Component indices of a cluster game's ParModel. */
export const CLUSTER_COMPONENT = { baseClusters: 0, scatter: 1 } as const;

/**
 * The cluster game as a ParModel: one round is one spin (a stop per column), wins reported
 * per component. No exact figures: the cycle (Π strip lengths over 5+ columns) is usually too
 * large to enumerate and clusters do not factor by reel; Monte Carlo covers it.
 */
export function clusterParModel(game: CompiledClusterGame): ParModel {
  const def = game.def;
  const components: ParPart[] = [
    { id: 'base-clusters', name: 'Base game cluster wins' },
    { id: 'scatter', name: 'Base game scatter wins' },
  ];
  const stops = new Int32Array(game.columns);
  const grid = new Uint8Array(game.cells);
  const clusterWin = clusterWinFunction(game);
  const scatterWin = game.scatter.winByCode;
  return {
    id: def.id,
    name: def.name,
    stakeUnits: def.stakeUnits,
    unitLabel: def.stakeUnits === 1 ? 'bet' : `1/${def.stakeUnits} bet`,
    components,
    features: [],
    hitEvent: 'a spin that pays anything: clusters or scatters',
    assumptions: {
      grid: `${game.columns} columns × ${game.rows} rows${def.reels.weights === null ? '' : ', weighted stops'}`,
      clusters: 'orthogonal adjacency; each cluster pays its size row; wins add',
      'total bet': `${def.stakeUnits} units`,
    },
    playRound(rng: Rng, recorder: RoundRecorder): void {
      drawStops(rng, game.reels, stops);
      fillGrid(game, stops, grid);
      const win = clusterWin(grid);
      if (win > 0) recorder.win(CLUSTER_COMPONENT.baseClusters, win);
      const sw = scatterWin[scatterCodeOfStops(game, stops)] as number;
      if (sw > 0) recorder.win(CLUSTER_COMPONENT.scatter, sw);
    },
  };
}
