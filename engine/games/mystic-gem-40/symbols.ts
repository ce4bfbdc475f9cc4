/**
 * 40 Mystic Gem's 11 symbols as small integers for the maths, highest first (the shared line
 * evaluator settles equal pays in favour of the symbol listed first), so windows, lines and
 * lookup tables are plain number arrays.
 */

export const MYSTIC_GEM_SYMBOLS = Object.freeze(['WILD', 'GEM', 'STAR', 'SEVEN', 'MELON', 'GRAPES', 'BELL', 'PLUM', 'ORANGE', 'LEMON', 'CHERRY'] as const);
export type MysticGemSymbol = (typeof MYSTIC_GEM_SYMBOLS)[number];

export const WILD = 0;
/** Scatter on all five reels: 3, 4 or 5 anywhere pay × the total bet. */
export const GEM = 1;
/** Scatter on reels 1, 3 and 5 only: 3 anywhere pay × the total bet. */
export const STAR = 2;
export const SEVEN = 3;
export const CHERRY = 10;
export const SYMBOL_COUNT = MYSTIC_GEM_SYMBOLS.length;

export function symbolIndex(symbol: string): number {
  const index = (MYSTIC_GEM_SYMBOLS as readonly string[]).indexOf(symbol);
  if (index < 0) throw new RangeError(`no 40 Mystic Gem symbol ${symbol}`);
  return index;
}

export function symbolName(index: number): MysticGemSymbol {
  const name = MYSTIC_GEM_SYMBOLS[index];
  if (name === undefined) throw new RangeError(`no 40 Mystic Gem symbol ${index}`);
  return name;
}

export const isScatter = (symbol: number): boolean => symbol === GEM || symbol === STAR;

/** WILD stands in for every symbol but the two scatters (and itself). */
export function wildStandsFor(symbol: number): boolean {
  return symbol !== WILD && !isScatter(symbol);
}
