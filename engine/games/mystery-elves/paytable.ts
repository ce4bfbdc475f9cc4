/**
 * The paytable. Line pays are multiples of the line bet (total bet ÷ 10, whole cents at every
 * total bet the game takes) for 3, 4 or 5 of a kind from reel 1; WILD pays as itself too, and a
 * line led by wilds pays the best of the wild's own run and every symbol it stands for. SCATTER
 * pays anywhere × the total bet. BONUS has no pay of its own: it triggers the Hold and Win.
 *
 * Every line pay needs 3 of a kind (no 2-of-a-kind pays): the exact maths decides whether a line
 * can still pay from reels 1–3 alone (par/exact-spin.ts checks this before relying on it).
 */
import { MYSTERY_ELVES_SYMBOL_NAMES, SCATTER, SYMBOL_COUNT, symbolIndex, type ElvesSymbol } from './symbols';

/** Line-bet multiples for 0..5 of a kind, by symbol name (absent: pays nothing on a line). */
const LINE_PAYS: Readonly<Partial<Record<ElvesSymbol, readonly number[]>>> = {
  WILD: [0, 0, 0, 50, 200, 1000],
  SANTA: [0, 0, 0, 25, 100, 500],
  ELF: [0, 0, 0, 20, 75, 250],
  REINDEER: [0, 0, 0, 15, 50, 200],
  GIFT: [0, 0, 0, 10, 30, 150],
  BELL: [0, 0, 0, 5, 20, 100],
  CANDY: [0, 0, 0, 5, 15, 75],
  HOLLY: [0, 0, 0, 5, 10, 50],
};

/** Multiples of the total bet for 0..5 SCATTERs anywhere (at most one per reel window). */
export const SCATTER_PAYS: readonly number[] = Object.freeze([0, 0, 0, 2, 10, 50]);

/** The fewest of a kind any line pays. */
export const MIN_LINE_COUNT = 3;

/** LINE_PAY_TABLE[symbol][count]: line-bet multiples, by symbol index. */
export const LINE_PAY_TABLE: readonly (readonly number[])[] = Object.freeze(
  Array.from({ length: SYMBOL_COUNT }, (_, s) => Object.freeze([...(LINE_PAYS[MYSTERY_ELVES_SYMBOL_NAMES[s] as ElvesSymbol] ?? [0, 0, 0, 0, 0, 0])])),
);

export interface ElvesPaytableRow {
  readonly symbol: ElvesSymbol;
  /** 'line': × (total bet ÷ 10), left to right; 'scatter': × the total bet, anywhere. */
  readonly kind: 'line' | 'scatter';
  readonly pays: readonly { readonly count: number; readonly multiplier: number }[];
}

/** The rows of the paytable screen, in symbol order (BONUS has no row: its values are in bonus.ts). */
export function mysteryElvesPaytable(): readonly ElvesPaytableRow[] {
  const rows: ElvesPaytableRow[] = [];
  for (const symbol of MYSTERY_ELVES_SYMBOL_NAMES) {
    const s = symbolIndex(symbol);
    const scatter = s === SCATTER;
    const table = scatter ? SCATTER_PAYS : (LINE_PAY_TABLE[s] as readonly number[]);
    const pays = table.map((multiplier, count) => ({ count, multiplier })).filter((p) => p.multiplier > 0);
    if (pays.length > 0) rows.push({ symbol, kind: scatter ? 'scatter' : 'line', pays });
  }
  return rows;
}
