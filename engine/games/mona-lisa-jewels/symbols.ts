/**
 * Mona Lisa Jewels' symbols as small integers for the maths (the order of the contract's list,
 * highest first), so windows, lines and lookup tables are plain number arrays.
 */
import { MONA_LISA_SYMBOLS, type MonaLisaSymbol } from '../../../contract/games/mona-lisa-jewels';

export const WILD = 0;
export const JACKPOT = 1;
export const SCATTER = 2;
export const JEWEL = 3;
export const SYMBOL_COUNT = MONA_LISA_SYMBOLS.length;

export function symbolIndex(symbol: MonaLisaSymbol): number {
  return MONA_LISA_SYMBOLS.indexOf(symbol);
}

export function symbolName(index: number): MonaLisaSymbol {
  const name = MONA_LISA_SYMBOLS[index];
  if (name === undefined) throw new RangeError(`no Mona Lisa symbol ${index}`);
  return name;
}

/** Wild stands in for every symbol but Scatter and Jackpot (and itself). */
export function wildStandsFor(symbol: number): boolean {
  return symbol !== WILD && symbol !== SCATTER && symbol !== JACKPOT;
}
