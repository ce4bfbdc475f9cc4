/**
 * The game's maths as one value (strip sets by bet mode, pays, lines), read by the spin, the
 * simulator and the exact PAR maths alike; the bet modes and their prices as exact fractions;
 * and the game's rules bound to the cabinet's shared line evaluator (engine/core/line-pays.ts).
 */
import { compileLinePays, type LineEvaluator } from '../../core/line-pays';
import { MYSTIC_GEM_LINES } from './lines';
import { GEM_PAYS, LINE_PAY_TABLE, STAR_PAYS, STAR_REELS } from './paytable';
import { MYSTIC_GEM_STRIP_INDICES } from './reels';
import { GEM, STAR, SYMBOL_COUNT, WILD, wildStandsFor } from './symbols';

export type MysticGemMode = 'base' | 'buy1' | 'buy2' | 'buy3' | 'guaranteed1' | 'guaranteed2';
export const MYSTIC_GEM_MODES: readonly MysticGemMode[] = Object.freeze(['base', 'buy1', 'buy2', 'buy3', 'guaranteed1', 'guaranteed2']);

export const REELS = 5;
export const ROWS = 4;
/** The 0-based reels an expanding WILD can cover: reels 2, 3 and 4. */
export const WILD_REELS: readonly number[] = Object.freeze([1, 2, 3]);

/** Total bets are whole multiples of 40 cents (line bet = total ÷ 40, whole cents), 0.40–50.00 €. */
export const TOTAL_BET_STEP_CENTS = 40;
export const MIN_TOTAL_BET_CENTS = 40;
export const MAX_TOTAL_BET_CENTS = 5000;

/** An exact price: num / den × the total bet. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

export interface MysticGemModeSpec {
  readonly mode: MysticGemMode;
  /** The stake as a multiple of the total bet (base: 1/1). */
  readonly price: Fraction;
  /** Bought expanding WILDs (0 in the base game). */
  readonly wilds: number;
  /** GUARANTEED PRIZES: the other reels are drawn again until a line pays. */
  readonly guaranteed: boolean;
  /**
   * The WILD reel sets (0-based), each equally likely; one draw picks it when there are more than
   * one. Base game: [[]] (the strips decide).
   */
  readonly placements: readonly (readonly number[])[];
}

const ONE_WILD = Object.freeze([Object.freeze([1]), Object.freeze([2]), Object.freeze([3])]);
const TWO_WILDS = Object.freeze([Object.freeze([1, 2]), Object.freeze([1, 3]), Object.freeze([2, 3])]);

export const MYSTIC_GEM_MODE_SPECS: Readonly<Record<MysticGemMode, MysticGemModeSpec>> = Object.freeze({
  base: { mode: 'base', price: { num: 1, den: 1 }, wilds: 0, guaranteed: false, placements: Object.freeze([Object.freeze([])]) },
  buy1: { mode: 'buy1', price: { num: 9, den: 2 }, wilds: 1, guaranteed: false, placements: ONE_WILD },
  buy2: { mode: 'buy2', price: { num: 15, den: 1 }, wilds: 2, guaranteed: false, placements: TWO_WILDS },
  buy3: { mode: 'buy3', price: { num: 143, den: 2 }, wilds: 3, guaranteed: false, placements: Object.freeze([WILD_REELS]) },
  guaranteed1: { mode: 'guaranteed1', price: { num: 12, den: 1 }, wilds: 1, guaranteed: true, placements: ONE_WILD },
  guaranteed2: { mode: 'guaranteed2', price: { num: 25, den: 1 }, wilds: 2, guaranteed: true, placements: TWO_WILDS },
});

export function isMysticGemMode(value: unknown): value is MysticGemMode {
  return typeof value === 'string' && (MYSTIC_GEM_MODES as readonly string[]).includes(value);
}

/** Whether `cents` is a total bet the game takes: a whole multiple of 0.40 € within 0.40–50.00 €. */
export function isTotalBet(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= MIN_TOTAL_BET_CENTS && cents <= MAX_TOTAL_BET_CENTS && cents % TOTAL_BET_STEP_CENTS === 0;
}

/** The stake of a game in `mode` at `totalBetCents`: price × bet, or null when that is not whole cents. */
export function stakeCents(mode: MysticGemMode, totalBetCents: number): number | null {
  const { num, den } = MYSTIC_GEM_MODE_SPECS[mode].price;
  if (!Number.isSafeInteger(totalBetCents) || totalBetCents < 0) return null;
  return (totalBetCents * num) % den === 0 ? (totalBetCents * num) / den : null;
}

export interface MysticGemMaths {
  /** Strip sets by mode, as symbol indices, reel 1 first. */
  readonly strips: Readonly<Record<MysticGemMode, readonly (readonly number[])[]>>;
  /** Line-bet multiples by symbol index and count. */
  readonly linePays: readonly (readonly number[])[];
  /** Total-bet multiples by GEM count / STAR count. */
  readonly gemPays: readonly number[];
  readonly starPays: readonly number[];
  readonly starReels: readonly number[];
  readonly lines: readonly (readonly number[])[];
}

export const MYSTIC_GEM_MATHS: MysticGemMaths = Object.freeze({
  strips: MYSTIC_GEM_STRIP_INDICES,
  linePays: LINE_PAY_TABLE,
  gemPays: GEM_PAYS,
  starPays: STAR_PAYS,
  starReels: STAR_REELS,
  lines: MYSTIC_GEM_LINES,
});

/**
 * The line rules: WILD stands in for all but the scatters and pays nothing as itself (it never
 * leads a line: reel 1 has none); equal pays go to the symbol listed first (the higher one).
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
      scatters: [GEM, STAR],
      pays,
      wildsPayAsThemselves: false,
      ties: 'first-listed',
    });
    compiled.set(pays, evaluator);
  }
  return evaluator;
}
