/**
 * The game's maths as one value, read alike by the spin, the simulator and the exact PAR maths:
 * the base strips, one free-spin strip set per Expanding Symbol, the compiled cluster paytable
 * and the weighted table the Expanding Symbol is drawn from. A variant (other strips, pays or
 * weights) is the same shape, which is how the tuning and the tests try one.
 */
import type { ClusterPaytable } from '../../core/cluster-masks';
import { CLUSTER_PAY_UNITS, compileGonzoPays } from './paytable';
import { GONZO_BASE_STRIPS, GONZO_FREE_STRIPS } from './reels';
import { REGULAR_SYMBOLS, type GonzoSymbol } from './symbols';

export const REELS = 5;
export const ROWS = 5;

/**
 * The Expanding Symbol's weights (drawn once per award by the Rng: weight ÷ total, 1000 in all).
 * High symbols are rarer: their awards are worth more (an award's value rises strictly from
 * TOPAZ to MASK). These weights are the last tuning knob of the return, solved for 96.11 % from
 * the exact totals by `node engine/games/gonzos-gold/par/tune.mjs weights`
 * (docs/games/gonzos-gold-maths.md).
 */
export const EXPANDING_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({
  MASK: 69,
  IDOL: 80,
  SERPENT: 93,
  JAGUAR: 109,
  RUBY: 127,
  EMERALD: 148,
  SAPPHIRE: 173,
  TOPAZ: 201,
});

export interface GonzoMaths {
  /** Base strips by reel (symbol indices, circular). */
  readonly base: readonly (readonly number[])[];
  /** Free-spin strips by Expanding Symbol, then by reel. */
  readonly free: Readonly<Record<string, readonly (readonly number[])[]>>;
  readonly pays: ClusterPaytable;
  /** Pay units by symbol name for sizes 3 … 15+ (what `pays` was compiled from). */
  readonly payUnits: Readonly<Record<string, readonly number[]>>;
  readonly expandingWeights: Readonly<Record<string, number>>;
}

export function checkExpandingWeights(weights: Readonly<Record<string, number>>): void {
  for (const s of REGULAR_SYMBOLS) {
    const w = weights[s];
    if (w === undefined || !Number.isSafeInteger(w) || w < 1) throw new RangeError(`Expanding Symbol ${s}: weight must be a whole number ≥ 1, got ${String(w)}`);
  }
  for (const s of Object.keys(weights)) if (!(REGULAR_SYMBOLS as readonly string[]).includes(s)) throw new RangeError(`${s} cannot be the Expanding Symbol`);
}

/** The symbols the Expanding Symbol is drawn from, in table order, with their weights. */
export function expandingTable(weights: Readonly<Record<string, number>>): readonly { readonly symbol: GonzoSymbol; readonly weight: number }[] {
  return REGULAR_SYMBOLS.map((symbol) => ({ symbol, weight: weights[symbol] as number }));
}

checkExpandingWeights(EXPANDING_WEIGHTS);

export const GONZO_MATHS: GonzoMaths = Object.freeze({
  base: GONZO_BASE_STRIPS,
  free: GONZO_FREE_STRIPS,
  pays: compileGonzoPays(CLUSTER_PAY_UNITS),
  payUnits: CLUSTER_PAY_UNITS,
  expandingWeights: EXPANDING_WEIGHTS,
});
