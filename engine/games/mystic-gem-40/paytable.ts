/**
 * The paytable. Line pays are multiples of the line bet (total bet ÷ 40) for 3, 4 or 5 of a kind
 * from reel 1; scatter pays are multiples of the total bet for scatters anywhere. WILD pays
 * nothing as itself: it lands only on reels 2–4, so a line never starts with it. Every line pay
 * needs 3 of a kind, which the exact maths uses (a line's hit is decided by reels 1–3).
 */
import { GEM, MYSTIC_GEM_SYMBOLS, STAR, SYMBOL_COUNT, symbolIndex, type MysticGemSymbol } from './symbols';

/** Line-bet multiples for 0..5 of a kind, by symbol name (absent: pays nothing on a line). */
const LINE_PAYS: Readonly<Partial<Record<MysticGemSymbol, readonly number[]>>> = {
  SEVEN: [0, 0, 0, 40, 200, 1000],
  MELON: [0, 0, 0, 20, 80, 400],
  GRAPES: [0, 0, 0, 20, 80, 400],
  BELL: [0, 0, 0, 20, 40, 200],
  PLUM: [0, 0, 0, 8, 20, 100],
  ORANGE: [0, 0, 0, 8, 20, 100],
  LEMON: [0, 0, 0, 8, 20, 100],
  CHERRY: [0, 0, 0, 8, 20, 100],
};

/** Multiples of the total bet for 0..5 GEMs anywhere (all five reels). */
export const GEM_PAYS: readonly number[] = Object.freeze([0, 0, 0, 5, 20, 100]);
/** Multiples of the total bet for 0..3 STARs anywhere (reels 1, 3 and 5). */
export const STAR_PAYS: readonly number[] = Object.freeze([0, 0, 0, 20]);
/** The reels (0-based) a STAR can land on. */
export const STAR_REELS: readonly number[] = Object.freeze([0, 2, 4]);

/** The fewest of a kind any line pays (the exact maths decides a line's hit on reels 1–3). */
export const MIN_LINE_COUNT = 3;

/** LINE_PAY_TABLE[symbol][count]: line-bet multiples, by symbol index. */
export const LINE_PAY_TABLE: readonly (readonly number[])[] = Object.freeze(
  Array.from({ length: SYMBOL_COUNT }, (_, s) => Object.freeze([...(LINE_PAYS[MYSTIC_GEM_SYMBOLS[s] as MysticGemSymbol] ?? [0, 0, 0, 0, 0, 0])])),
);

export interface MysticGemPaytableRow {
  readonly symbol: MysticGemSymbol;
  /** 'line': × the line bet, left to right; 'scatter': × the total bet, anywhere. */
  readonly kind: 'line' | 'scatter';
  readonly pays: readonly { readonly count: number; readonly multiplier: number }[];
}

/** The rows of the paytable screen, highest symbol first (WILD has no pays of its own). */
export function mysticGemPaytable(): readonly MysticGemPaytableRow[] {
  const rows: MysticGemPaytableRow[] = [];
  for (const symbol of MYSTIC_GEM_SYMBOLS) {
    const s = symbolIndex(symbol);
    const scatter = s === GEM || s === STAR;
    const table = s === GEM ? GEM_PAYS : s === STAR ? STAR_PAYS : (LINE_PAY_TABLE[s] as readonly number[]);
    const pays = table.map((multiplier, count) => ({ count, multiplier })).filter((p) => p.multiplier > 0);
    if (pays.length > 0) rows.push({ symbol, kind: scatter ? 'scatter' : 'line', pays });
  }
  return rows;
}
