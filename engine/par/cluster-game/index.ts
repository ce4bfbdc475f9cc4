export { createClusterGame } from './create-cluster-game';
export type { ClusterGame, ClusterSpinDetail } from './create-cluster-game';
export type { ClusterWin } from './cluster-evaluator';
export { CLUSTER_COMPONENT } from './cluster-par-model';
