/** Public API of the Gnomos Mix upper game engine (wired into the cabinet in a later session). */
export { DEFAULT_UPPER_BET_ID, UPPER_BETS, UPPER_BET_IDS, balancesCoverUpperBet, isUpperBetId, upperBet } from './bets';
export type { UpperBet, UpperBetId } from './bets';
export {
  DOUBLE_OR_BONUSES_MACHINE_ID,
  DOUBLE_OR_BONUSES_MACHINE_VERSION,
  createDoubleOrBonusesMachine,
} from './double-or-bonuses';
export type { DoubleOrBonusesEvent, DoubleOrBonusesMachine } from './double-or-bonuses';
export {
  collectAll,
  collectFraction,
  initialDoubleOrBonusesContext,
  isDoubleOrBonusesOffered,
  riskFraction,
  setAutoRisk,
  splitIntoFractions,
} from './double-or-bonuses-steps';
export type { DoubleOrBonusesContext, DoubleOrBonusesEnd, DoubleOrBonusesInput } from './double-or-bonuses-steps';
export { UPPER_LINES, evaluateUpperLine, symbolsOnUpperLine } from './lines';
export type { UpperCell, UpperLine, UpperLineId } from './lines';
export { UPPER_PAYTABLE } from './paytable';
export type { UpperPaytableRow, UpperPrizeId } from './paytable';
export { upperPlainSpinPar } from './plain-spin-par';
export type { UpperPlainSpinPar } from './plain-spin-par';
export {
  UPPER_REELS,
  UPPER_REEL_COUNT,
  UPPER_REEL_TOTAL_WEIGHT,
  UPPER_STOPS_PER_REEL,
  UPPER_STOP_WEIGHTS,
  UPPER_WEIGHTED_REELS,
} from './reels';
export { evaluateUpperWindow, spinUpperReels, upperWindow } from './spin';
export type { UpperLineWin, UpperMinigameTrigger, UpperSpinOutcome, UpperStops, UpperWindow } from './spin';
export { MINIGAME_SYMBOLS, UPPER_SYMBOLS, isUpperSymbol } from './symbols';
export type { UpperSymbol } from './symbols';
export { DOUBLE_CHANCE, DOUBLE_CHANCE_PROVEN_UP_TO_RTP_PERCENT, DOUBLE_OR_BONUSES_BONUS_LIMIT, riskStepReturn } from './tuning';
export { playUpperSpin } from './upper-steps';
export type { UpperSpinStep } from './upper-steps';
