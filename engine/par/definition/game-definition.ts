/**
 * Parsed, validated game definitions (docs/par-definitions.md). The parser turns the JSON into
 * these shapes once; the compilers trust them and never re-check.
 *
 * Units: line games pay line wins in line-bet units and scatter wins in total bets (converted to
 * line-bet units by the compiler); cluster games pay in `stakeUnits` per total bet.
 */
export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SymbolDefinition {
  readonly id: string;
  /** Display name for the sheet (the id when the JSON gives none). */
  readonly name: string;
  readonly kind: SymbolKind;
  /** Regular symbols this one stands in for (wilds; in cluster games scatters too). Empty otherwise. */
  readonly substitutesFor: readonly string[];
  /** Line games: a wild's multiplier on the line wins it takes part in (1 when absent). */
  readonly multiplier: number;
}

/** One row of a pay table: `count` symbols (or a cluster of `count` cells) pay `pay`. */
export interface PayEntry {
  readonly count: number;
  readonly pay: number;
}

/** Pay rows per symbol id, each list ascending by count. */
export type PayTable = Readonly<Record<string, readonly PayEntry[]>>;

/** Reel strips, top to bottom, and optional landing weights per stop (null: every stop equally likely). */
export interface ReelSet {
  readonly strips: readonly (readonly string[])[];
  readonly weights: readonly (readonly number[])[] | null;
}

export interface FreeSpinsDefinition {
  /** The scatter symbol whose count anywhere in the window awards free spins. */
  readonly symbol: string;
  /** Spins awarded per scatter count (the largest listed count at or below the count seen applies). */
  readonly awards: readonly PayEntry[];
  /** Every free-spin win is multiplied by this. */
  readonly multiplier: number;
  readonly retrigger: boolean;
  /** The reels the free spins use; null: the base game's reels. */
  readonly reels: ReelSet | null;
}

export interface LineDefinition {
  readonly kind: 'lines';
  readonly id: string;
  readonly name: string;
  readonly rows: number;
  readonly reels: ReelSet;
  readonly symbols: readonly SymbolDefinition[];
  /** Row index (0 = top) per reel, one array per line. Total bet = lines.length line bets. */
  readonly lines: readonly (readonly number[])[];
  /** Line pays in line bets, by run length. */
  readonly paytable: PayTable;
  /** Scatter pays in total bets, by count anywhere in the window. */
  readonly scatterPays: PayTable;
  readonly freeSpins: FreeSpinsDefinition | null;
}

export interface ClusterDefinition {
  readonly kind: 'clusters';
  readonly id: string;
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  /** One strip per column; a column shows `rows` consecutive stops. */
  readonly reels: ReelSet;
  readonly symbols: readonly SymbolDefinition[];
  /** The total bet in pay units: pays are in 1/stakeUnits of the bet. */
  readonly stakeUnits: number;
  /** Cluster pays by size; the smallest size listed is the minimum, the largest means "and above". */
  readonly paytable: PayTable;
  /** Scatter pays in total bets, by count anywhere in the grid. */
  readonly scatterPays: PayTable;
  readonly adjacency: 'orthogonal';
}

export type GameDefinition = LineDefinition | ClusterDefinition;

/**
 * The pay of the largest listed count at or below `count` (0 below the smallest): a run of 4
 * of a symbol that lists only 3 and 5 pays the 3; a cluster larger than the largest size
 * listed pays that size. Returns the entry used, or null.
 */
export function payEntryFor(entries: readonly PayEntry[] | undefined, count: number): PayEntry | null {
  if (entries === undefined) return null;
  let best: PayEntry | null = null;
  for (const entry of entries) {
    if (entry.count <= count) best = entry;
  }
  return best;
}
