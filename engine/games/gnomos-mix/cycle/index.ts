/** Public API of the Gnomos cycle control and its simulation. */
export {
  NO_GAMES,
  checkCycleRule,
  compareCountsReturn,
  countGame,
  countsMeetMinimum,
  countsReturnBps,
} from './cycle-counts';
export type { CycleBlockSpec, CycleCounts, CycleRuleSpec } from './cycle-counts';
export {
  CYCLE_MARGIN_BPS,
  EARLY_SPAN_LEVELS,
  EFFICIENCY_FLOOR,
  EFFICIENCY_PRIOR_GAMES,
  LUCK_LONG_PER_MILLE_ROOT_GAME,
  LUCK_PER_MILLE_GAME,
  LUCK_SHORT_PER_MILLE_ROOT_GAME,
  SAFETY_HORIZON_GAMES,
  cycleLevel,
  cycleEfficiency,
  cycleTargetBps,
  requiredLeadCents,
} from './cycle-level';
export type { CycleLevelInput } from './cycle-level';
export { playCycle, simulateCycles } from './cycle-simulation';
export type { CycleSimulationSetup, SimulatedBlock, SimulatedCycle } from './cycle-simulation';
export { summariseCycles } from './cycle-summary';
export type { CycleRunSummary } from './cycle-summary';
export { GNOMOS_MIX_NAMES, GNOMOS_ROUND_PLAYERS, gnomosPlayerMix, isGnomosMixName } from './gnomos-players';
export type { GnomosMixName } from './gnomos-players';
export type { GnomosRoundPlayers, LowerRoundMoney, PlayerMix, UpperRoundMoney } from './round-players';
