/**
 * Mystery Elves' symbols: the one table from the game's symbol names to their art and their names
 * in each language. The pay symbols' names are the maths' (they may still change): renaming one
 * is one edit here. A name missing from the table still paints, as its name.
 */
import { paintBell, paintBonus, paintCandy, paintElf, paintGift, paintHolly, paintReindeer, paintSanta, paintScatter, paintUnknown, paintWild, type SymbolPainter } from './symbol-art';

export interface ElvesSymbol {
  readonly paint: SymbolPainter;
  readonly en: string;
  readonly es: string;
}

export const ELVES_SYMBOLS: Readonly<Record<string, ElvesSymbol>> = {
  WILD: { paint: paintWild, en: 'WILD', es: 'WILD' },
  SCATTER: { paint: paintScatter, en: 'SNOW GLOBE', es: 'BOLA DE NIEVE' },
  BONUS: { paint: paintBonus, en: 'BONUS', es: 'BONUS' },
  SANTA: { paint: paintSanta, en: 'SANTA', es: 'PAPÁ NOEL' },
  ELF: { paint: paintElf, en: 'ELF', es: 'ELFO' },
  REINDEER: { paint: paintReindeer, en: 'REINDEER', es: 'RENO' },
  GIFT: { paint: paintGift, en: 'GIFT', es: 'REGALO' },
  BELL: { paint: paintBell, en: 'BELL', es: 'CAMPANA' },
  CANDY: { paint: paintCandy, en: 'CANDY CANE', es: 'BASTÓN DE CARAMELO' },
  HOLLY: { paint: paintHolly, en: 'HOLLY', es: 'ACEBO' },
};

/** The symbol every BONUS of the reels is (its value shows on a plate over it). */
export const BONUS_SYMBOL = 'BONUS';

/** Paints one symbol filling a size × size canvas. */
export function paintElvesSymbol(ctx: CanvasRenderingContext2D, symbol: string, size: number): void {
  ctx.clearRect(0, 0, size, size);
  const art = ELVES_SYMBOLS[symbol];
  if (art) art.paint(ctx, size);
  else paintUnknown(ctx, symbol, size);
}

/** The symbols' names in a language, as the win messages and the paytable say them. */
export function elvesSymbolNames(language: 'en' | 'es'): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(ELVES_SYMBOLS).map(([name, symbol]) => [name, symbol[language]]));
}
