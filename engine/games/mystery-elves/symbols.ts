/**
 * Mystery Elves' 10 symbols as small integers for the maths: the three special symbols first,
 * then the seven pay symbols highest first. The shared line evaluator settles equal pays in
 * favour of the symbol listed first, so a line of wilds that pays as much as the symbol it
 * stands for is paid as WILD, and equal pays of two symbols go to the higher one.
 */

/** Every symbol, specials first, then the pay symbols highest first. */
export const MYSTERY_ELVES_SYMBOL_NAMES = Object.freeze(['WILD', 'SCATTER', 'BONUS', 'SANTA', 'ELF', 'REINDEER', 'GIFT', 'BELL', 'CANDY', 'HOLLY'] as const);
export type ElvesSymbol = (typeof MYSTERY_ELVES_SYMBOL_NAMES)[number];

/** The seven pay symbols, highest first (they pay only on lines). */
export const MYSTERY_ELVES_PAY_SYMBOLS: readonly ElvesSymbol[] = Object.freeze(MYSTERY_ELVES_SYMBOL_NAMES.slice(3));

export const WILD = 0;
/** Pays anywhere, × the total bet; never on a line, and no WILD stands in for it. */
export const SCATTER = 1;
/** Carries a value, Mystery or Multiplying; no line pay, no WILD stands in for it. */
export const BONUS = 2;
export const SYMBOL_COUNT = MYSTERY_ELVES_SYMBOL_NAMES.length;

export function symbolIndex(symbol: string): number {
  const index = (MYSTERY_ELVES_SYMBOL_NAMES as readonly string[]).indexOf(symbol);
  if (index < 0) throw new RangeError(`no Mystery Elves symbol ${symbol}`);
  return index;
}

export function symbolName(index: number): ElvesSymbol {
  const name = MYSTERY_ELVES_SYMBOL_NAMES[index];
  if (name === undefined) throw new RangeError(`no Mystery Elves symbol ${index}`);
  return name;
}

/** WILD stands in for every pay symbol: not for SCATTER, not for BONUS (nor for itself). */
export function wildStandsFor(symbol: number): boolean {
  return symbol > BONUS && symbol < SYMBOL_COUNT;
}
