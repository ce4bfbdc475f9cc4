/**
 * One spin of Gonzo's Gold as the cabinet plays and shows it: a base spin, or a free spin with
 * the award's Expanding Symbol. Pure: every draw goes through the Rng (five stops, reel 1
 * first; the Expanding Symbol once per award), and the result says what the spin paid in
 * integer cents; the round (later) moves the money and counts the free spins.
 *
 * Order in a free spin, as the rules give it: the cluster wins of the landed grid, the Scatter
 * count over all 25 cells (3+ → 10 more spins and the bonus prize), then the expansion of the
 * real Expanding Symbols (a horizontal neighbour covers the row, a vertical one the reel; a
 * Scatter never pairs) and the extra prize for every Expanding Symbol cell after it, as one
 * cluster wherever it lies.
 */
import { CELLS, cellsOf, clusterWins, expandedReels, expandedRows, expandMasks, popcount } from '../../core/cluster-masks';
import { DrawRecorder, type Rng, type RngDraw } from '../../core/rng';
import { expandingTable, GONZO_MATHS, REELS, ROWS, type GonzoMaths } from './maths';
import { FREE_SPINS_PER_AWARD, isGonzoBet, scatterBonusUnits, TRIGGER_SCATTERS, unitsToCents } from './paytable';
import { COIN, isRegularSymbol, symbolIndex, symbolName, type GonzoSymbol } from './symbols';

export interface GonzoCell {
  readonly reel: number;
  readonly row: number;
}

export interface GonzoClusterWin {
  readonly symbol: GonzoSymbol;
  /** Cells of the cluster, Scatters included. */
  readonly size: number;
  /** The cluster as a 25-bit mask (cell = reel × 5 + row) and as cells. */
  readonly mask: number;
  readonly cells: readonly GonzoCell[];
  readonly cents: number;
}

export interface GonzoSpinResult {
  /** The strip stop of each reel (the symbol on row 0). */
  readonly stops: readonly number[];
  /** grid[reel][row] as landed, by symbol name. */
  readonly grid: readonly (readonly GonzoSymbol[])[];
  readonly clusters: readonly GonzoClusterWin[];
  readonly scatterCount: number;
  /** The Scatter bonus prize (3 / 4 / 5 Scatters: 2× / 20× / 200× the bet). */
  readonly bonusCents: number;
  /** 10 when 3 or more Scatters landed, else 0. */
  readonly freeSpinsAwarded: number;
  /** Everything this spin paid (clusters, bonus prize and, in free spins, the extra prize). */
  readonly winCents: number;
  readonly draws: readonly RngDraw[];
}

export interface GonzoFreeSpinResult extends GonzoSpinResult {
  readonly expanding: GonzoSymbol;
  /** Rows (0-based) and reels (0-based) the Expanding Symbol covered. */
  readonly expandedRows: readonly number[];
  readonly expandedReels: readonly number[];
  /** Every Expanding Symbol cell after expansion, as a mask and as cells: the extra prize's cluster. */
  readonly coveredMask: number;
  readonly coveredCells: readonly GonzoCell[];
  readonly extraCents: number;
}

const cellOfIndex = (cell: number): GonzoCell => ({ reel: Math.floor(cell / ROWS), row: cell % ROWS });
const bitsOf = (set: number, n: number): number[] => Array.from({ length: n }, (_, i) => i).filter((i) => ((set >>> i) & 1) !== 0);

function checkBet(betCents: number): void {
  if (!isGonzoBet(betCents)) throw new RangeError(`not a Gonzo's Gold bet: ${betCents} cents`);
}

function landedGrid(strips: readonly (readonly number[])[], stops: readonly number[]): Uint8Array {
  const grid = new Uint8Array(CELLS);
  stops.forEach((stop, reel) => {
    const strip = strips[reel] as readonly number[];
    for (let row = 0; row < ROWS; row += 1) grid[reel * ROWS + row] = strip[(stop + row) % strip.length] as number;
  });
  return grid;
}

/** The cluster wins, Scatters and bonus prize of a landed grid (symbol indices, cell order). */
function evaluate(grid: Uint8Array, betCents: number, maths: GonzoMaths): Omit<GonzoSpinResult, 'stops' | 'draws' | 'winCents'> {
  const clusters: GonzoClusterWin[] = [];
  clusterWins(grid, maths.pays, COIN, (symbol, size, mask, units) => {
    clusters.push({ symbol: symbolName(symbol), size, mask, cells: cellsOf(mask).map(cellOfIndex), cents: unitsToCents(units, betCents) });
  });
  let scatterCount = 0;
  for (const s of grid) if (s === COIN) scatterCount += 1;
  return {
    grid: Array.from({ length: REELS }, (_, reel) => Array.from(grid.subarray(reel * ROWS, reel * ROWS + ROWS), symbolName)),
    clusters,
    scatterCount,
    bonusCents: unitsToCents(scatterBonusUnits(scatterCount), betCents),
    freeSpinsAwarded: scatterCount >= TRIGGER_SCATTERS ? FREE_SPINS_PER_AWARD : 0,
  };
}

function drawStops(recorder: DrawRecorder, strips: readonly (readonly number[])[]): number[] {
  return strips.map((strip) => recorder.int(strip.length));
}

/** The wins of a base-game grid (grid[reel][row] by name): recall and the tests' hand-made grids. */
export function gonzoGridWins(gridNames: readonly (readonly string[])[], betCents: number, maths: GonzoMaths = GONZO_MATHS): Omit<GonzoSpinResult, 'stops' | 'draws'> {
  checkBet(betCents);
  const r = evaluate(gridFromNames(gridNames), betCents, maths);
  return { ...r, winCents: r.clusters.reduce((a, c) => a + c.cents, 0) + r.bonusCents };
}

/** The wins of a free-spin grid with `expanding` as the Expanding Symbol. */
export function gonzoFreeGridWins(
  gridNames: readonly (readonly string[])[],
  betCents: number,
  expanding: string,
  maths: GonzoMaths = GONZO_MATHS,
): Omit<GonzoFreeSpinResult, 'stops' | 'draws'> {
  checkBet(betCents);
  if (!isRegularSymbol(expanding)) throw new RangeError(`${expanding} cannot be the Expanding Symbol`);
  return freeWins(gridFromNames(gridNames), betCents, expanding, maths);
}

function gridFromNames(gridNames: readonly (readonly string[])[]): Uint8Array {
  if (gridNames.length !== REELS || gridNames.some((c) => c.length !== ROWS)) throw new RangeError(`a grid is ${REELS} reels of ${ROWS} rows`);
  return Uint8Array.from(gridNames.flatMap((column) => column.map(symbolIndex)));
}

function freeWins(grid: Uint8Array, betCents: number, expanding: GonzoSymbol, maths: GonzoMaths): Omit<GonzoFreeSpinResult, 'stops' | 'draws'> {
  const r = evaluate(grid, betCents, maths);
  const e = symbolIndex(expanding);
  let real = 0;
  for (let cell = 0; cell < CELLS; cell += 1) if (grid[cell] === e) real |= 1 << cell;
  const covered = expandMasks(real);
  const extraCents = real === 0 ? 0 : unitsToCents(maths.pays.pay(e, popcount(covered)), betCents);
  return {
    ...r,
    expanding,
    expandedRows: bitsOf(expandedRows(real), ROWS),
    expandedReels: bitsOf(expandedReels(real), REELS),
    coveredMask: covered,
    coveredCells: cellsOf(covered).map(cellOfIndex),
    extraCents,
    winCents: r.clusters.reduce((a, c) => a + c.cents, 0) + r.bonusCents + extraCents,
  };
}

/** One base-game spin at `betCents`. `rng` may be the round's DrawRecorder. */
export function playGonzoBaseSpin(rng: Rng | DrawRecorder, betCents: number, maths: GonzoMaths = GONZO_MATHS): GonzoSpinResult {
  checkBet(betCents);
  const recorder = rng instanceof DrawRecorder ? rng : new DrawRecorder(rng);
  const stops = drawStops(recorder, maths.base);
  const r = evaluate(landedGrid(maths.base, stops), betCents, maths);
  return { ...r, stops, winCents: r.clusters.reduce((a, c) => a + c.cents, 0) + r.bonusCents, draws: recorder.take() };
}

/** One free spin at the trigger's bet, on the strips of the award's Expanding Symbol. */
export function playGonzoFreeSpin(rng: Rng | DrawRecorder, betCents: number, expanding: string, maths: GonzoMaths = GONZO_MATHS): GonzoFreeSpinResult {
  checkBet(betCents);
  if (!isRegularSymbol(expanding)) throw new RangeError(`${expanding} cannot be the Expanding Symbol`);
  const strips = maths.free[expanding];
  if (strips === undefined) throw new RangeError(`no free-spin strips for ${expanding}`);
  const recorder = rng instanceof DrawRecorder ? rng : new DrawRecorder(rng);
  const stops = drawStops(recorder, strips);
  return { ...freeWins(landedGrid(strips, stops), betCents, expanding, maths), stops, draws: recorder.take() };
}

/** The award's Expanding Symbol: one draw from the weighted table (weight ÷ total). */
export function drawExpandingSymbol(rng: Rng | DrawRecorder, maths: GonzoMaths = GONZO_MATHS): GonzoSymbol {
  const recorder = rng instanceof DrawRecorder ? rng : new DrawRecorder(rng);
  const table = expandingTable(maths.expandingWeights);
  let x = recorder.int(table.reduce((a, e) => a + e.weight, 0));
  for (const e of table) {
    if (x < e.weight) return e.symbol;
    x -= e.weight;
  }
  throw new Error('drawExpandingSymbol: the draw fell outside the table');
}
