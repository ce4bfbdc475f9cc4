/**
 * Mona Lisa Jewels' line rules, bound to the cabinet's shared line evaluator
 * (engine/core/line-pays.ts). The display, the simulator and the exact maths all read line wins
 * from here, so they cannot disagree; the packed format is the shared one:
 * pay × 4096 + symbol × 256 + count × 16 + wilds (0 = no win).
 *
 * The run starts on reel 1: a symbol and the wilds standing in for it. A line starting with wilds
 * tries every symbol the wilds can stand for; the highest pay wins (ties: the higher symbol, the
 * one listed first). WILD pays nothing as itself. In normal free spins the wilds inside the paid
 * run multiply it (×2/×4/×8) before the best is chosen. JACKPOT takes no wilds; SCATTER never
 * pays on a line.
 */
import { compileLinePays, packedCount, packedPay, packedSymbol, packedWilds, type LineEvaluator, type LinePayRules } from '../../core/line-pays';
import { WILD_MULTIPLIERS } from './paytable';
import { SCATTER, SYMBOL_COUNT, WILD, wildStandsFor } from './symbols';

/** A cell that matches nothing: the exact maths ends a line early with it. */
export const NO_SYMBOL = SYMBOL_COUNT;

export const linePay = packedPay;
export const lineSymbol = packedSymbol;
export const lineCount = packedCount;
export const lineWilds = packedWilds;

const REELS = 5;

function rulesFor(pays: readonly (readonly number[])[], multiplied: boolean): LinePayRules {
  return {
    symbolCount: SYMBOL_COUNT,
    reels: REELS,
    wilds: [WILD],
    wildStandsFor,
    scatters: [SCATTER],
    pays,
    ...(multiplied ? { wildMultipliers: WILD_MULTIPLIERS } : {}),
    wildsPayAsThemselves: false,
    ties: 'first-listed',
  };
}

/**
 * Compiled rules by paytable (the maths' tables are frozen), plain and multiplied: the spin and
 * the exact maths evaluate lines one by one and must not compile the rules for each line.
 */
const compiled = new WeakMap<readonly (readonly number[])[], { plain?: LineEvaluator; multiplied?: LineEvaluator }>();

function evaluatorFor(pays: readonly (readonly number[])[], multiplied: boolean): LineEvaluator {
  let entry = compiled.get(pays);
  if (entry === undefined) {
    entry = {};
    compiled.set(pays, entry);
  }
  const key = multiplied ? 'multiplied' : 'plain';
  return (entry[key] ??= compileLinePays(rulesFor(pays, multiplied)));
}

/** The best win of 5 cells (symbol indices) under `pays` (coins per coin by symbol and count). */
export function bestLineWin(pays: readonly (readonly number[])[], cells: ArrayLike<number>, multiplied: boolean): number {
  return evaluatorFor(pays, multiplied).best(cells);
}

/** Code of 5 symbol indices for the lookup table: base-12 digits, reel 1 first. */
export const LINE_CODE_SIZE = SYMBOL_COUNT ** REELS;

/** bestLineWin of every 5-symbol line, indexed by its code. */
export function lineWinTable(pays: readonly (readonly number[])[], multiplied: boolean): Int32Array {
  return evaluatorFor(pays, multiplied).table();
}
