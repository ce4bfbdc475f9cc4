/**
 * Gonzo's Gold's nine symbols as small integers for the maths: four high symbols (pay from 3 in
 * a cluster), four low ones (pay from 4) and the gold-coin Scatter. A grid is a Uint8Array of
 * these indices in the shared cluster evaluator's cell order (engine/core/cluster-masks.ts:
 * cell = reel × 5 + row), so the index must stay below 256 and the Scatter is one index of many.
 */

export const GONZO_SYMBOLS = Object.freeze(['MASK', 'IDOL', 'SERPENT', 'JAGUAR', 'RUBY', 'EMERALD', 'SAPPHIRE', 'TOPAZ', 'COIN'] as const);
export type GonzoSymbol = (typeof GONZO_SYMBOLS)[number];

/** The high symbols (clusters pay from 3), highest first. */
export const HIGH_SYMBOLS: readonly GonzoSymbol[] = Object.freeze(['MASK', 'IDOL', 'SERPENT', 'JAGUAR']);
/** The low symbols (clusters pay from 4), highest first. */
export const LOW_SYMBOLS: readonly GonzoSymbol[] = Object.freeze(['RUBY', 'EMERALD', 'SAPPHIRE', 'TOPAZ']);
/** The regular symbols: every one of them can be drawn as the Expanding Symbol of free spins. */
export const REGULAR_SYMBOLS: readonly GonzoSymbol[] = Object.freeze([...HIGH_SYMBOLS, ...LOW_SYMBOLS]);
/** The regular symbols from the lowest rank (TOPAZ) to the highest (MASK): an award's value rises along it. */
export const RISING_RANK: readonly GonzoSymbol[] = Object.freeze([...REGULAR_SYMBOLS].reverse());

/** The gold coin: substitutes for every regular symbol inside clusters, counts anywhere for the trigger. */
export const COIN = 8;
export const SYMBOL_COUNT = GONZO_SYMBOLS.length;

export function symbolIndex(symbol: string): number {
  const index = (GONZO_SYMBOLS as readonly string[]).indexOf(symbol);
  if (index < 0) throw new RangeError(`no Gonzo's Gold symbol ${symbol}`);
  return index;
}

export function symbolName(index: number): GonzoSymbol {
  const name = GONZO_SYMBOLS[index];
  if (name === undefined) throw new RangeError(`no Gonzo's Gold symbol ${index}`);
  return name;
}

export function isRegularSymbol(symbol: string): symbol is GonzoSymbol {
  return (REGULAR_SYMBOLS as readonly string[]).includes(symbol);
}
