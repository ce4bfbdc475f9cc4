/**
 * One line's best win, packed in one integer so the fast simulator can keep it in a typed-array
 * lookup table: pay × 4096 + symbol × 256 + count × 16 + wilds (0 = no win). The display, the
 * simulator and the exact maths all read line wins from here, so they cannot disagree.
 *
 * The run starts on reel 1: a symbol and the wilds standing in for it. A line starting with wilds
 * tries every symbol the wilds can stand for; the highest pay wins (ties: the higher symbol).
 * In normal free spins the wilds inside the paid run multiply it (×2/×4/×8) before the best is
 * chosen. JACKPOT takes no wilds; SCATTER never pays on a line.
 */
import { WILD_MULTIPLIERS } from './paytable';
import { SCATTER, SYMBOL_COUNT, WILD, wildStandsFor } from './symbols';

/** A cell that matches nothing: the exact maths ends a line early with it. */
export const NO_SYMBOL = SYMBOL_COUNT;

export const linePay = (packed: number): number => Math.floor(packed / 4096);
export const lineSymbol = (packed: number): number => (packed >> 8) & 15;
export const lineCount = (packed: number): number => (packed >> 4) & 15;
export const lineWilds = (packed: number): number => packed & 15;

function runOf(cells: ArrayLike<number>, symbol: number): number {
  const wildOk = wildStandsFor(symbol);
  let n = 0;
  while (n < 5) {
    const c = cells[n] as number;
    if (c === symbol || (wildOk && c === WILD)) n += 1;
    else break;
  }
  return n;
}

function wildsIn(cells: ArrayLike<number>, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i += 1) if (cells[i] === WILD) w += 1;
  return w;
}

/** The best win of 5 cells (symbol indices) under `pays` (coins per coin by symbol and count). */
export function bestLineWin(pays: readonly (readonly number[])[], cells: ArrayLike<number>, multiplied: boolean): number {
  const first = cells[0] as number;
  let best = 0;
  let bestPay = 0;
  const consider = (symbol: number): void => {
    const n = runOf(cells, symbol);
    const w = wildsIn(cells, n);
    const pay = ((pays[symbol] as readonly number[])[n] ?? 0) * (multiplied ? (WILD_MULTIPLIERS[w] as number) : 1);
    if (pay > bestPay) {
      bestPay = pay;
      best = pay * 4096 + symbol * 256 + n * 16 + w;
    }
  };
  if (first === WILD) {
    for (let s = 0; s < SYMBOL_COUNT; s += 1) if (wildStandsFor(s)) consider(s);
  } else if (first < SYMBOL_COUNT && first !== SCATTER) {
    consider(first);
  }
  return best;
}

/** Code of 5 symbol indices for the lookup table: base-12 digits, reel 1 first. */
export const LINE_CODE_SIZE = SYMBOL_COUNT ** 5;

/** bestLineWin of every 5-symbol line, indexed by its code. */
export function lineWinTable(pays: readonly (readonly number[])[], multiplied: boolean): Int32Array {
  const table = new Int32Array(LINE_CODE_SIZE);
  const cells = [0, 0, 0, 0, 0];
  for (let code = 0; code < LINE_CODE_SIZE; code += 1) {
    let rest = code;
    for (let k = 4; k >= 0; k -= 1) {
      cells[k] = rest % SYMBOL_COUNT;
      rest = Math.floor(rest / SYMBOL_COUNT);
    }
    table[code] = bestLineWin(pays, cells, multiplied);
  }
  return table;
}
