/**
 * The paytable. Line pays are coins per coin bet on the line (× coins per line × coin value);
 * scatter pays are multiples of the total bet. WILD pays nothing on its own: a line of wilds
 * pays the best symbol they stand for (5 wilds pay as 5 MONA). JACKPOT's 5-of-a-kind is the
 * paytable prize that the progressive replaces at max bet.
 */
import { MONA_LISA_SYMBOLS, type MonaLisaSymbol } from '../../../contract/games/mona-lisa-jewels';
import { SCATTER, SYMBOL_COUNT, symbolIndex } from './symbols';

/** Coins per coin for 0..5 of a kind, by symbol name (absent: pays nothing). */
const LINE_PAYS: Readonly<Partial<Record<MonaLisaSymbol, readonly number[]>>> = {
  JACKPOT: [0, 0, 0, 50, 250, 1200],
  JEWEL: [0, 0, 0, 25, 120, 400],
  MONA: [0, 0, 0, 60, 250, 1200],
  CROWN: [0, 0, 0, 45, 150, 600],
  RING: [0, 0, 0, 35, 125, 350],
  A: [0, 0, 0, 15, 75, 200],
  K: [0, 0, 0, 15, 60, 175],
  Q: [0, 0, 0, 12, 50, 150],
  J: [0, 0, 0, 12, 40, 125],
  TEN: [0, 0, 0, 10, 30, 120],
};

/** Multiples of the total bet for 0..5 scatters anywhere. */
export const SCATTER_PAYS: readonly number[] = Object.freeze([0, 0, 0, 5, 20, 100]);

/** Every scatter award is exactly this many normal free spins (3+ scatters). */
export const FREE_SPINS_AWARD = 10;
/** 2 or 3 real Jewels on reel 1 award this many Jewel spins. */
export const JEWEL_SPINS_AWARD = 2;
/** A normal free spin's line with 0, 1, 2, 3+ wilds in its paid run pays × this. */
export const WILD_MULTIPLIERS: readonly number[] = Object.freeze([1, 2, 4, 8, 8, 8]);

/** LINE_PAY_TABLE[symbol][count]: coins per coin, by symbol index. */
export const LINE_PAY_TABLE: readonly (readonly number[])[] = Object.freeze(
  Array.from({ length: SYMBOL_COUNT }, (_, s) => Object.freeze([...(LINE_PAYS[MONA_LISA_SYMBOLS[s] as MonaLisaSymbol] ?? [0, 0, 0, 0, 0, 0])])),
);

export function monaLisaPaytable(): readonly { symbol: MonaLisaSymbol; kind: 'line' | 'scatter'; pays: readonly { count: number; coins: number }[] }[] {
  const rows: { symbol: MonaLisaSymbol; kind: 'line' | 'scatter'; pays: { count: number; coins: number }[] }[] = [];
  for (const symbol of MONA_LISA_SYMBOLS) {
    const s = symbolIndex(symbol);
    const table = s === SCATTER ? SCATTER_PAYS : (LINE_PAY_TABLE[s] as readonly number[]);
    const pays = table.map((coins, count) => ({ count, coins })).filter((p) => p.coins > 0);
    if (pays.length > 0) rows.push({ symbol, kind: s === SCATTER ? 'scatter' : 'line', pays });
  }
  return rows;
}
