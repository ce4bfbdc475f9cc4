/** Public API of the Gnomos Mix game engine. */
export { DEFAULT_BET_CENTS, LOWER_BETS_CENTS, isLowerBet, nextEnabledBet, resolveLowerBetSetup } from './bets';
export type { LowerBetCents, LowerBetSetup } from './bets';
export { holdCandidateReels, isHoldCandidate } from './hold-candidate';
export { GNOMOS_MACHINE_ID, GNOMOS_MACHINE_VERSION, MAX_AUTO_PLAY_GAMES, createGnomosMixMachine, gnomosChildMachines, initialGnomosContext } from './machine';
export type { GnomosContext, GnomosEvent, GnomosGame, GnomosInput, GnomosMixMachine } from './machine';
export {
  BONUS_VALUE_CENTS,
  LOWER_FEATURE_TRIGGERS,
  LOWER_PAYTABLE,
  prizeBonuses,
  prizeCents,
} from './paytable';
export type { LowerFeatureId, LowerFeatureTrigger, LowerPaytableRow, LowerPrize, LowerPrizeId } from './paytable';
export { plainSpinPar } from './plain-spin-par';
export type { PlainSpinPar } from './plain-spin-par';
export {
  LOWER_REELS,
  LOWER_REEL_COUNT,
  LOWER_REEL_TOTAL_WEIGHT,
  LOWER_START_STOPS,
  LOWER_STOPS_PER_REEL,
  LOWER_STOP_WEIGHTS,
  LOWER_WEIGHTED_REELS,
} from './reels';
export { LOWER_PRIZE_LINE, evaluateLowerLine, lowerLineFigures, lowerWindow, spinLowerReels } from './spin';
export type { LowerLineFigures, LowerLineOutcome, LowerLinePrize, LowerStops } from './spin';
export { DIAMONDS, GNOMOS_SYMBOLS, isGnomosSymbol } from './symbols';
export type { GnomosSymbol } from './symbols';
