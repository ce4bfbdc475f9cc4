/** Public API of the Gnomos Mix upper round (the upper game's round machine and its view). */
export { UPPER_ROUND_MACHINE_ID, UPPER_ROUND_MACHINE_VERSION, createUpperRoundMachine } from './machine';
export type { UpperRoundEvent, UpperRoundMachine } from './machine';
export { UPPER_START_STOPS, initialUpperRoundContext } from './context';
export type {
  DoubleOrBonusesSlot,
  MinigameSlot,
  UpperReelStops,
  UpperRoundContext,
  UpperRoundInPlay,
  UpperRoundInput,
  UpperSpinRecord,
} from './context';
export { nextEnabledUpperBet, resolveUpperBetSetup } from './bet-setup';
export type { UpperBetSetup } from './bet-setup';
export { isUpperRoundIdle, presentUpperRound } from './presentation';
export type { DoubleOrBonusesPresentation, UpperRoundPresentation, UpperSpinPresentation } from './presentation';
export type { MinigamePresentation, MinigameTileContent, MinigameTilePresentation } from './minigame-view';
