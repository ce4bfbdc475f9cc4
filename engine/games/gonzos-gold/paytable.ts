/**
 * The paytable and the bets. Every prize is a whole number of twentieths of the total bet
 * ("pay units"), and every bet is a whole multiple of 0.20 €, so a prize in cents is
 * units × (bet ÷ 20): always whole cents, never rounded (paytable.test.ts checks every prize at
 * every bet). Cluster pays are listed for sizes 3 … 15; a cluster larger than 15 pays the "15+"
 * entry (the shared evaluator spreads the last entry over the larger sizes).
 */
import { compileClusterPays, type ClusterPaytable } from '../../core/cluster-masks';
import { GONZO_SYMBOLS, SYMBOL_COUNT, type GonzoSymbol } from './symbols';

/** Twentieths of the total bet: a pay of u units is u / 20 × the bet. */
export const UNITS_PER_BET = 20;
/** The smallest cluster that pays, by symbol class. */
export const HIGH_MIN_SIZE = 3;
export const LOW_MIN_SIZE = 4;
/** The largest size with its own entry; larger clusters pay this entry ("15+"). */
export const TOP_SIZE = 15;

/** Pay units for cluster sizes 3, 4, …, 15+ (a low symbol's size-3 entry is 0). */
export const CLUSTER_PAY_UNITS: Readonly<Record<Exclude<GonzoSymbol, 'COIN'>, readonly number[]>> = Object.freeze({
  //        3   4   5   6   7   8    9   10   11   12   13   14   15+
  MASK: [50, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000],
  IDOL: [40, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000],
  SERPENT: [30, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000],
  JAGUAR: [25, 40, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500],
  RUBY: [0, 20, 30, 40, 50, 75, 100, 150, 200, 250, 300, 400, 500],
  EMERALD: [0, 15, 25, 30, 40, 60, 80, 100, 150, 200, 250, 300, 400],
  SAPPHIRE: [0, 10, 20, 25, 30, 50, 60, 80, 100, 150, 200, 250, 300],
  TOPAZ: [0, 10, 15, 20, 25, 40, 50, 60, 80, 100, 150, 200, 250],
});

/** Bonus prize in pay units for 0 … 5 Scatters anywhere (2× / 20× / 200× the bet for 3 / 4 / 5). */
export const SCATTER_BONUS_UNITS: readonly number[] = Object.freeze([0, 0, 0, 2 * UNITS_PER_BET, 20 * UNITS_PER_BET, 200 * UNITS_PER_BET]);
/** 3 or more Scatters award 10 free spins (in free spins too: retriggers add 10). */
export const TRIGGER_SCATTERS = 3;
export const FREE_SPINS_PER_AWARD = 10;

/** The bets the game offers, in cents: whole multiples of 0.20 € from 0.20 € to 20.00 €. */
export const BET_STEP_CENTS = 20;
export const GONZO_BETS_CENTS: readonly number[] = Object.freeze([20, 40, 60, 80, 100, 120, 160, 200, 300, 400, 500, 600, 800, 1000, 1500, 2000]);

export function isGonzoBet(betCents: number): boolean {
  return GONZO_BETS_CENTS.includes(betCents);
}

/** The cents of `units` pay units at `betCents` (a whole multiple of 20: exact integer arithmetic). */
export function unitsToCents(units: number, betCents: number): number {
  if (!Number.isSafeInteger(betCents) || betCents <= 0 || betCents % BET_STEP_CENTS !== 0) throw new RangeError(`a bet is a whole multiple of ${BET_STEP_CENTS} cents, got ${betCents}`);
  return units * (betCents / UNITS_PER_BET);
}

/** The Scatter bonus prize in units for `count` Scatters anywhere. */
export function scatterBonusUnits(count: number): number {
  return SCATTER_BONUS_UNITS[Math.min(count, SCATTER_BONUS_UNITS.length - 1)] as number;
}

/** pays[symbol][size] for sizes 0 … 15 as the shared evaluator reads them (COIN: no row). */
export function payRows(units: Readonly<Record<string, readonly number[]>> = CLUSTER_PAY_UNITS): (readonly number[] | undefined)[] {
  return GONZO_SYMBOLS.map((name) => {
    const row = units[name];
    return row === undefined ? undefined : [0, 0, 0, ...row];
  });
}

export function compileGonzoPays(units: Readonly<Record<string, readonly number[]>> = CLUSTER_PAY_UNITS): ClusterPaytable {
  return compileClusterPays({ symbolCount: SYMBOL_COUNT, pays: payRows(units) });
}

export interface GonzoPaytableRow {
  readonly symbol: GonzoSymbol;
  /** Cluster sizes 3 … 15 (15 stands for 15 or more) and the prize × the bet. */
  readonly pays: readonly { readonly size: number; readonly units: number }[];
}

/** The rows of the paytable screen, highest symbol first. */
export function gonzoPaytable(): readonly GonzoPaytableRow[] {
  return Object.entries(CLUSTER_PAY_UNITS).map(([symbol, row]) => ({
    symbol: symbol as GonzoSymbol,
    pays: row.map((units, i) => ({ size: i + HIGH_MIN_SIZE, units })).filter((p) => p.units > 0),
  }));
}
