/**
 * The game's maths as one value (the base and BUY strip sets, the respin cell reel, pays, lines
 * and the bonus tables), read by the spin, the Hold and Win, the simulator and the exact PAR
 * maths alike; the bets and the buy price; and the line rules bound to the cabinet's shared line
 * evaluator (engine/core/line-pays.ts).
 */
import { compileLinePays, type LineEvaluator } from '../../core/line-pays';
import { ELVES_BONUS_TABLES, type ElvesBonusTables } from './bonus';
import { MYSTERY_ELVES_LINES } from './lines';
import { LINE_PAY_TABLE, SCATTER_PAYS } from './paytable';
import { MYSTERY_ELVES_CELL_REEL, MYSTERY_ELVES_STRIP_INDICES, type ElvesCellSymbol } from './reels';
import { BONUS, SCATTER, SYMBOL_COUNT, WILD, wildStandsFor } from './symbols';

export type ElvesMode = 'base' | 'buy';
export const ELVES_MODES: readonly ElvesMode[] = Object.freeze(['base', 'buy']);

export const REELS = 5;
export const ROWS = 3;
/** The fewest BONUS symbols on a window that start the Hold and Win. */
export const TRIGGER_BONUSES = 6;
/** The buy's stake: 70 × the total bet (a whole number, so always whole cents). */
export const ELVES_BUY_PRICE_TIMES = 70;

/** Total bets are whole multiples of 10 cents (the line bet, total ÷ 10, is whole cents). */
export const TOTAL_BET_STEP_CENTS = 10;
/**
 * The largest total bet the maths takes (10,000 €): far above any cabinet's table, and low enough
 * that the largest possible win (56,540 × bet, docs/games/mystery-elves-maths.md) stays a safe integer.
 */
export const MAX_TOTAL_BET_CENTS = 1_000_000;

export function isElvesMode(value: unknown): value is ElvesMode {
  return value === 'base' || value === 'buy';
}

/** Whether `cents` is a total bet the game takes: a whole multiple of 0.10 € up to 10,000 €. */
export function isTotalBet(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= TOTAL_BET_STEP_CENTS && cents <= MAX_TOTAL_BET_CENTS && cents % TOTAL_BET_STEP_CENTS === 0;
}

export function checkTotalBet(cents: number): void {
  if (!isTotalBet(cents)) throw new RangeError(`total bet must be a whole multiple of ${TOTAL_BET_STEP_CENTS} cents within ${TOTAL_BET_STEP_CENTS}..${MAX_TOTAL_BET_CENTS}, got ${cents}`);
}

export interface ElvesMaths {
  /** Strip sets by mode, as symbol indices, reel 1 first. */
  readonly strips: Readonly<Record<ElvesMode, readonly (readonly number[])[]>>;
  /** Line-bet multiples by symbol index and count. */
  readonly linePays: readonly (readonly number[])[];
  /** Total-bet multiples by SCATTER count. */
  readonly scatterPays: readonly number[];
  readonly lines: readonly (readonly number[])[];
  readonly bonus: ElvesBonusTables;
  /** A respin's cell reel (the same reel on every empty place): BONUS or BLANK by stop. */
  readonly cell: readonly ElvesCellSymbol[];
}

export const ELVES_MATHS: ElvesMaths = Object.freeze({
  strips: MYSTERY_ELVES_STRIP_INDICES,
  linePays: LINE_PAY_TABLE,
  scatterPays: SCATTER_PAYS,
  lines: MYSTERY_ELVES_LINES,
  bonus: ELVES_BONUS_TABLES,
  cell: MYSTERY_ELVES_CELL_REEL,
});

/**
 * The line rules: WILD stands in for the pay symbols (not SCATTER, not BONUS) and pays as itself;
 * a line led by wilds pays the best of both; equal pays go to the symbol listed first.
 */
const compiled = new WeakMap<readonly (readonly number[])[], LineEvaluator>();
export function lineEvaluator(pays: readonly (readonly number[])[] = LINE_PAY_TABLE): LineEvaluator {
  let evaluator = compiled.get(pays);
  if (evaluator === undefined) {
    evaluator = compileLinePays({
      symbolCount: SYMBOL_COUNT,
      reels: REELS,
      wilds: [WILD],
      wildStandsFor,
      scatters: [SCATTER, BONUS],
      pays,
      wildsPayAsThemselves: true,
      ties: 'first-listed',
    });
    compiled.set(pays, evaluator);
  }
  return evaluator;
}
