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
import { CELLS, cellsOf, clusterWins, expandedReels, expandedRows, expandMasks, maskClusterWins, popcount } from '../../core/cluster-masks';
import { DrawRecorder, type Rng, type RngDraw } from '../../core/rng';
import { expandingTable, GONZO_MATHS, REELS, ROWS, type GonzoMaths } from './maths';
import { FREE_SPINS_PER_AWARD, isGonzoBet, scatterBonusUnits, TRIGGER_SCATTERS, unitsToCents } from './paytable';
import { COIN, isRegularSymbol, SYMBOL_COUNT, symbolIndex, symbolName, type GonzoSymbol } from './symbols';

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
  for (let reel = 0; reel < stops.length; reel += 1) {
    const strip = strips[reel] as readonly number[];
    const stop = stops[reel] as number;
    for (let row = 0; row < ROWS; row += 1) grid[reel * ROWS + row] = strip[(stop + row) % strip.length] as number;
  }
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
    grid: gridNames(grid),
    clusters,
    scatterCount,
    bonusCents: unitsToCents(scatterBonusUnits(scatterCount), betCents),
    freeSpinsAwarded: scatterCount >= TRIGGER_SCATTERS ? FREE_SPINS_PER_AWARD : 0,
  };
}

/** grid[reel][row] by name (plain loops: Array.from over a typed array with a mapping costs most of a spin). */
function gridNames(grid: Uint8Array): GonzoSymbol[][] {
  const out: GonzoSymbol[][] = [];
  for (let reel = 0; reel < REELS; reel += 1) {
    const column: GonzoSymbol[] = [];
    for (let row = 0; row < ROWS; row += 1) column.push(symbolName(grid[reel * ROWS + row] as number));
    out.push(column);
  }
  return out;
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
  let winCents = r.bonusCents;
  for (const c of r.clusters) winCents += c.cents;
  // The fields one by one, in the order they always had (an object spread here cost most of the spin).
  return { grid: r.grid, clusters: r.clusters, scatterCount: r.scatterCount, bonusCents: r.bonusCents, freeSpinsAwarded: r.freeSpinsAwarded, stops, winCents, draws: recorder.take() };
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

const TWO_POW_32 = 0x1_0000_0000;
const floor = Math.floor;

/** A strip set as the lean spin reads it: per reel its length, drawInt's rejection limit, and every stop's symbol masks. */
interface LeanStrips {
  readonly lengths: Int32Array;
  readonly limits: Float64Array;
  /** masks[(reel × stride + stop) × SYMBOL_COUNT + symbol]: the cells of the window at that stop showing the symbol. */
  readonly masks: Int32Array;
  readonly stride: number;
}

function leanStrips(strips: readonly (readonly number[])[]): LeanStrips {
  const stride = Math.max(...strips.map((s) => s.length));
  const masks = new Int32Array(REELS * stride * SYMBOL_COUNT);
  strips.forEach((strip, reel) => {
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < ROWS; row += 1) {
        const s = strip[(stop + row) % strip.length] as number;
        const at = (reel * stride + stop) * SYMBOL_COUNT + s;
        masks[at] = (masks[at] as number) | (1 << (reel * ROWS + row));
      }
    }
  });
  return {
    lengths: Int32Array.from(strips, (s) => s.length),
    limits: Float64Array.from(strips, (s) => TWO_POW_32 - (TWO_POW_32 % s.length)),
    masks,
    stride,
  };
}

/**
 * The spin without the view: the same draws and the same wins as playGonzoBaseSpin and
 * playGonzoFreeSpin, in pay units (twentieths of the bet), for the simulators and the bench.
 * Nothing is allocated per spin: each reel stop's symbol masks are ready (built once per strip
 * set), a spin ORs five of them and hands them to the shared evaluator (maskClusterWins).
 *
 * A stop is drawn exactly as drawInt(rng, length) draws it (the same words, the same
 * rejection limit, word mod length), with the limit worked out once per strip rather than by a
 * floating-point remainder on every draw; spin.test.ts plays both on one seed.
 */
export class GonzoLeanSpin {
  /** The last spin: cluster, bonus and (free spins) extra-prize units, and its Scatter count. */
  clusterUnits = 0;
  bonusUnits = 0;
  extraUnits = 0;
  scatters = 0;
  /** The landed grid's masks by symbol. */
  readonly masks = new Int32Array(SYMBOL_COUNT);
  /** The Scatter bonus by Scatter count 0 … 25 (a typed table: the hot path calls no function for it). */
  private readonly bonus = Int32Array.from({ length: CELLS + 1 }, (_, n) => scatterBonusUnits(n));
  private readonly base: LeanStrips;
  private readonly free: (LeanStrips | undefined)[];

  constructor(private readonly maths: GonzoMaths = GONZO_MATHS) {
    this.base = leanStrips(maths.base);
    this.free = Array.from({ length: SYMBOL_COUNT }, (_, s) => {
      const strips = s === COIN ? undefined : maths.free[symbolName(s)];
      return strips === undefined ? undefined : leanStrips(strips);
    });
  }

  private land(rng: Rng, set: LeanStrips): void {
    const { lengths, limits, masks: stops, stride } = set;
    const masks = this.masks;
    for (let reel = 0; reel < REELS; reel += 1) {
      const length = lengths[reel] as number;
      const limit = limits[reel] as number;
      let word = rng.nextUint32();
      while (word >= limit) word = rng.nextUint32();
      const at = (reel * stride + (word - floor(word / length) * length)) * SYMBOL_COUNT;
      if (reel === 0) for (let s = 0; s < SYMBOL_COUNT; s += 1) masks[s] = stops[at + s] as number;
      else for (let s = 0; s < SYMBOL_COUNT; s += 1) masks[s] = (masks[s] as number) | (stops[at + s] as number);
    }
    this.scatters = popcount(this.masks[COIN] as number);
  }

  /** One base spin: its win in pay units (clusters + Scatter bonus). */
  baseSpin(rng: Rng): number {
    this.land(rng, this.base);
    this.clusterUnits = maskClusterWins(this.masks, this.maths.pays, COIN);
    this.bonusUnits = this.bonus[this.scatters] as number;
    this.extraUnits = 0;
    return this.clusterUnits + this.bonusUnits;
  }

  /** One free spin with the Expanding Symbol `expanding` (a symbol index): clusters + bonus + extra prize. */
  freeSpin(rng: Rng, expanding: number): number {
    const set = this.free[expanding];
    if (set === undefined) throw new RangeError(`no free-spin strips for symbol ${expanding}`);
    this.land(rng, set);
    const pays = this.maths.pays;
    this.clusterUnits = maskClusterWins(this.masks, pays, COIN);
    this.bonusUnits = this.bonus[this.scatters] as number;
    const real = this.masks[expanding] as number;
    this.extraUnits = real === 0 ? 0 : pays.pay(expanding, popcount(expandMasks(real)));
    return this.clusterUnits + this.bonusUnits + this.extraUnits;
  }
}
