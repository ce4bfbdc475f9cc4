/** Public API of the Gnomos Mix lower round (docs/games/gnomos-mix-rounds.md, "Lower game"). */
export { initialLowerRoundContext } from './context';
export type { LowerLineRecord, LowerRoundContext, LowerRoundInput, LowerRoundTotals, ReelStops } from './context';
export { LOWER_ROUND_MACHINE_ID, LOWER_ROUND_MACHINE_VERSION, createLowerRoundMachine } from './lower-round-machine';
export type { LowerRoundEvent, LowerRoundMachine } from './lower-round-machine';
export { isLowerRoundIdle, presentLowerRound } from './presentation';
export type { LowerRoundPresentation } from './presentation';
export { resolveLine } from './resolve-line';
export type { AfterLine, LineDecisions, LineOrigin, LineResolution, ResolvedLine } from './resolve-line';
