/**
 * Cluster pays on a 5 × 5 grid with bit masks (Gonzo's Gold): every set of cells is one 25-bit
 * integer, bit (reel × 5 + row), reel 0 on the left, row 0 at the top. A grid is a Uint8Array(25)
 * of symbol indices in that cell order. The old generic evaluator
 * (engine/par/cluster-game/cluster-evaluator.ts) floods a stack of cell indices for any grid
 * shape; here a flood is a handful of shifts and masks on one integer (about 4× faster on real
 * spins, `npm run bench`), so Gonzo's simulators, display and journal can share one evaluator.
 *
 * Rules: a cluster of symbol S is a maximal orthogonally connected group of cells showing S or the
 * scatter (which substitutes for every paying symbol), holding at least one real S. It pays S's
 * pay for its size once; a scatter belongs to every cluster it touches, scatters alone never pay,
 * separate clusters of one symbol pay separately, wins add.
 *
 * Masks stay below 2^25, so they are non-negative int32: `m & -m` is the lowest cell, and V8 keeps
 * every value a small integer (no heap numbers in the hot loop).
 */

export const REELS = 5;
export const ROWS = 5;
export const CELLS = REELS * ROWS;
/** Every cell of the grid. */
export const ALL_CELLS = (1 << CELLS) - 1;
/** Row 0 of every reel (bits 0, 5, 10, 15, 20): a set of rows (bit r = row r) × TOP_ROW is those whole rows. */
export const TOP_ROW = 0x108421;
export const BOTTOM_ROW = TOP_ROW << (ROWS - 1);
/** Reel 0 (bits 0..4): a set of cells in row 0 × FIRST_REEL is their whole reels. */
export const FIRST_REEL = (1 << ROWS) - 1;
// Moving one row down (bit + 1) from row 4 would land on row 0 of the next reel, and one row up
// from row 0 on row 4 of the previous reel: these masks drop those wrapped bits.
const NOT_TOP_ROW = ALL_CELLS & ~TOP_ROW;
const NOT_BOTTOM_ROW = ALL_CELLS & ~BOTTOM_ROW;
/** Sizes 0 … 25 per symbol in the compiled pay table. */
const SIZES = CELLS + 1;
/** A Uint8Array grid holds symbols 0 … 255. */
const MAX_SYMBOLS = 256;
/** Bound once: a global looked up per call is ~20× slower inside jest's module sandbox. */
const imul = Math.imul;
const clz32 = Math.clz32;

/** The cell of `reel` and `row` (both 0-based). */
export function cellOf(reel: number, row: number): number {
  return reel * ROWS + row;
}

/** Set bits of a 32-bit integer (SWAR: pairs, nibbles, then one multiply adds the bytes). */
export function popcount(mask: number): number {
  let x = mask - ((mask >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return imul(x, 0x01010101) >>> 24;
}

/** `mask` and its orthogonal neighbours: up, down (within the reel), left, right. */
export function neighbourhood(mask: number): number {
  return mask | adjacent(mask);
}

/** The cells with an orthogonal neighbour in `mask`: a cell of `mask` itself only when it has one. */
export function adjacent(mask: number): number {
  return ((mask << 1) & NOT_TOP_ROW) | ((mask >>> 1) & NOT_BOTTOM_ROW) | ((mask << ROWS) & ALL_CELLS) | (mask >>> ROWS);
}

/** The cells of `within` orthogonally connected to `seed` (`seed`'s cells outside `within` are dropped). */
export function floodFill(seed: number, within: number): number {
  let filled = seed & within;
  for (;;) {
    const next = neighbourhood(filled) & within;
    if (next === filled) return filled;
    filled = next;
  }
}

/**
 * The connected components of `mask` into `out` (at most 13 on a 5 × 5 grid: a checkerboard),
 * ordered by their lowest cell; returns how many. Allocates nothing.
 */
export function connectedComponents(mask: number, out: Uint32Array): number {
  let rest = mask & ALL_CELLS;
  let n = 0;
  while (rest !== 0) {
    const component = floodFill(rest & -rest, rest);
    if (n >= out.length) throw new RangeError(`connectedComponents: more than ${out.length} components`);
    out[n] = component;
    n += 1;
    rest &= ~component;
  }
  return n;
}

/** The cells of `mask`, ascending (display and journal; allocates). */
export function cellsOf(mask: number): number[] {
  const cells: number[] = [];
  for (let rest = mask & ALL_CELLS; rest !== 0; rest &= rest - 1) cells.push(31 - clz32(rest & -rest));
  return cells;
}

/** The cells of the given cell indices as a mask (tests, fixtures). */
export function maskOf(cells: Iterable<number>): number {
  let mask = 0;
  for (const cell of cells) {
    if (!Number.isSafeInteger(cell) || cell < 0 || cell >= CELLS) throw new RangeError(`${cell} is not a cell of the 5 × 5 grid`);
    mask |= 1 << cell;
  }
  return mask;
}

function checkGrid(grid: Uint8Array): void {
  // A short grid would index the masks with `undefined`: wrong answers, not an error.
  if (grid.length !== CELLS) throw new RangeError(`cluster masks: a grid has ${CELLS} cells, got ${grid.length}`);
}

/**
 * One mask per symbol 0 … symbolCount − 1 into `out` (a fresh array when absent): the cells
 * showing it. Cells showing symbols ≥ symbolCount are left out.
 */
export function symbolMasks(grid: Uint8Array, symbolCount: number, out: Uint32Array = new Uint32Array(symbolCount)): Uint32Array {
  checkGrid(grid);
  if (out.length < symbolCount) throw new RangeError(`symbolMasks: out holds ${out.length} masks, ${symbolCount} needed`);
  out.fill(0, 0, symbolCount);
  for (let cell = 0; cell < CELLS; cell += 1) {
    const s = grid[cell] as number;
    if (s < symbolCount) out[s] = (out[s] as number) | (1 << cell);
  }
  return out;
}

export interface ClusterPayRules {
  /** Symbols are 0 … symbolCount − 1 (at most 256: a grid is a Uint8Array). */
  readonly symbolCount: number;
  /**
   * pays[symbol][size]: pay units (whole numbers ≥ 0) of one cluster of that size; sizes past the
   * end pay the last entry (the "15+" bucket), sizes below the minimum are 0. Absent or empty
   * rows, and the scatter's row, never pay.
   */
  readonly pays: readonly (readonly number[] | undefined)[];
}

/** Pay rules as flat tables; compile once, evaluate many grids. */
export class ClusterPaytable {
  readonly symbolCount: number;
  /** Symbols with some non-zero pay, ascending: the only ones whose clusters are looked for. */
  readonly paying: Int32Array;
  /** The smallest size that pays, by symbol (0 for symbols that never pay). */
  readonly minSize: Int32Array;
  /** payBySize[symbol × 26 + size], the top bucket already spread over the larger sizes. */
  readonly payBySize: Float64Array;

  constructor(rules: ClusterPayRules) {
    const n = rules.symbolCount;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SYMBOLS) throw new RangeError(`cluster pays: symbolCount must be 1..${MAX_SYMBOLS}, got ${n}`);
    if (rules.pays.length > n) throw new RangeError(`cluster pays: ${rules.pays.length} pay rows for ${n} symbols`);
    this.symbolCount = n;
    this.minSize = new Int32Array(n);
    this.payBySize = new Float64Array(n * SIZES);
    const paying: number[] = [];
    rules.pays.forEach((row, s) => {
      if (row === undefined || row.length === 0) return;
      if (row.length > SIZES) throw new RangeError(`cluster pays: symbol ${s} lists sizes past ${CELLS}`);
      for (const p of row) if (!Number.isSafeInteger(p) || p < 0) throw new RangeError(`cluster pays: symbol ${s} pays ${p}, not a whole number ≥ 0`);
      for (let size = 0; size < SIZES; size += 1) this.payBySize[s * SIZES + size] = row[Math.min(size, row.length - 1)] as number;
      const min = row.findIndex((p) => p > 0);
      if (min < 0) return;
      this.minSize[s] = min;
      paying.push(s);
    });
    this.paying = Int32Array.from(paying);
  }

  /** What one cluster of `symbol` of `size` cells pays. */
  pay(symbol: number, size: number): number {
    if (!Number.isSafeInteger(symbol) || symbol < 0 || symbol >= this.symbolCount) return 0;
    return this.payBySize[symbol * SIZES + Math.min(Math.max(size, 0), CELLS)] as number;
  }
}

export function compileClusterPays(rules: ClusterPayRules): ClusterPaytable {
  return new ClusterPaytable(rules);
}

/** Receives each paying cluster: its symbol, size (scatters included), cells and win. */
export type ClusterSink = (symbol: number, size: number, cells: number, win: number) => void;

/** clusterWins' symbol masks: shared, since one evaluation runs at a time on a thread. */
const scratch = new Int32Array(MAX_SYMBOLS);

/**
 * Total cluster win of `grid` in pay units; each paying cluster also goes to `sink`, in the
 * order symbol ascending, then lowest cell. `scatter` is the substituting symbol, −1 for none.
 * Allocates nothing (the sink's own work aside).
 */
export function clusterWins(grid: Uint8Array, table: ClusterPaytable, scatter: number, sink?: ClusterSink): number {
  checkGrid(grid);
  const n = table.symbolCount;
  if (scatter >= n) throw new RangeError(`clusterWins: scatter ${scatter} is not one of ${n} symbols`);
  const masks = scratch;
  // Only the first n entries are cleared: symbols ≥ n land in entries that are never read.
  for (let s = 0; s < n; s += 1) masks[s] = 0;
  for (let cell = 0; cell < CELLS; cell += 1) {
    const s = grid[cell] as number;
    masks[s] = (masks[s] as number) | (1 << cell);
  }
  return maskClusterWins(masks, table, scatter, sink);
}

/**
 * clusterWins of a grid given as its symbol masks (masks[s] = the cells showing s, for every
 * symbol of the table): the same wins, in the same order. A simulator that keeps each reel
 * stop's masks ready ORs five of them instead of writing 25 cells (Gonzo's Gold's lean spin).
 * Masks are read, never written; allocates nothing.
 */
export function maskClusterWins(masks: Int32Array, table: ClusterPaytable, scatter: number, sink?: ClusterSink): number {
  if (masks.length < table.symbolCount || scatter >= table.symbolCount) throw new RangeError(`maskClusterWins: ${table.symbolCount} masks and a scatter below it needed`);
  const scatters = scatter < 0 ? 0 : (masks[scatter] as number);
  const { paying, minSize, payBySize } = table;
  let total = 0;
  for (let k = 0; k < paying.length; k += 1) {
    const s = paying[k] as number;
    let real = masks[s] as number;
    if (real === 0 || s === scatter) continue;
    const within = real | scatters;
    const min = minSize[s] as number;
    // Most symbols on a spin cannot reach the minimum even counting every scatter: no flood.
    if (popcount(within) < min) continue;
    // Most cells that remain stand alone: drop them without a flood each (unless size 1 pays).
    if (min > 1) {
      real &= adjacent(within);
      if (real === 0) continue;
    }
    const row = s * SIZES;
    do {
      const cluster = floodFill(real & -real, within);
      real &= ~cluster;
      const size = popcount(cluster);
      const win = payBySize[row + size] as number;
      if (win > 0) {
        total += win;
        if (sink !== undefined) sink(s, size, cluster, win);
      }
    } while (real !== 0);
  }
  return total;
}

/**
 * Rows (bit r = row r) that expanding symbols cover: those holding a real expanding symbol
 * with a real one beside it on the next or previous reel.
 */
export function expandedRows(mask: number): number {
  const m = mask & ALL_CELLS;
  const paired = m & ((m << ROWS) | (m >>> ROWS));
  let rows = paired;
  for (let reel = 1; reel < REELS; reel += 1) rows |= paired >>> (reel * ROWS);
  return rows & FIRST_REEL;
}

/**
 * Reels (bit k = reel k) that expanding symbols cover: those holding a real expanding symbol
 * with a real one directly above or below it.
 */
export function expandedReels(mask: number): number {
  const m = mask & ALL_CELLS;
  const paired = m & (((m << 1) & NOT_TOP_ROW) | ((m >>> 1) & NOT_BOTTOM_ROW));
  // Shifting right by r brings row r of each reel to its row 0; bits of the next reel land on rows 1..4, never row 0.
  let heads = paired;
  for (let row = 1; row < ROWS; row += 1) heads |= paired >>> row;
  heads &= TOP_ROW;
  let reels = 0;
  for (let reel = 0; reel < REELS; reel += 1) reels |= ((heads >>> (reel * ROWS)) & 1) << reel;
  return reels;
}

/**
 * The cells covered once the real Expanding Symbols in `mask` expand: `mask`, every row where two
 * stand side by side and every reel where two stand one above the other. Computed from `mask`
 * alone, so symbols that only touch after an expansion do not expand again; a scatter is not in
 * `mask` and never pairs.
 */
export function expandMasks(mask: number): number {
  const rows = expandedRows(mask);
  const reels = expandedReels(mask);
  // No carries: rows < 2^5 times one bit per reel, and reel heads (one bit each) times 0b11111.
  let heads = 0;
  for (let reel = 0; reel < REELS; reel += 1) heads |= ((reels >>> reel) & 1) << (reel * ROWS);
  return (mask & ALL_CELLS) | imul(rows, TOP_ROW) | imul(heads, FIRST_REEL);
}
