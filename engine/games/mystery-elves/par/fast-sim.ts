/**
 * Mystery Elves for the Monte Carlo: the rules of spin.ts and hold-and-win.ts with everything
 * precomputed and no allocation per game. Reels are stored as each stop's window with its SCATTER
 * and BONUS counts, lines are looked up in the shared evaluator's 10^5 table after a 3-symbol
 * prefix check (every pay needs 3 of a kind), weighted draws are one array read. The draws are the
 * cabinet's, in the cabinet's order (stops, redrawn for the buy until 6+ BONUS; the window's bonus
 * kinds place by place; each respin's empty places, a kind at once on a landing; levels; factor;
 * fresh values), so a test plays both on the same generator and compares them game by game.
 */
import { drawInt, type Rng } from '../../../core/rng';
import { drawBounds, GRAND_LEVEL_INDEX, kindWeights } from '../bonus';
import { ELVES_MODES, REELS, ROWS, TRIGGER_BONUSES, type ElvesMaths, type ElvesMode } from '../maths';
import { BONUS, SCATTER, SYMBOL_COUNT } from '../symbols';
import { lineTables } from './exact-spin';

const PLACES = REELS * ROWS;
const S = SYMBOL_COUNT;
const RESPINS = 3;
const MAX_SPIN_DRAWS = 100_000;
const EMPTY = -1;

/** value → entry of a weighted table (entries own consecutive ranges in order). */
function entryTable(weights: readonly number[]): Uint8Array {
  const total = weights.reduce((a, b) => a + b, 0);
  const table = new Uint8Array(total);
  let at = 0;
  weights.forEach((w, i) => {
    table.fill(i, at, at + w);
    at += w;
  });
  return table;
}

interface ModeTables {
  readonly lengths: Int32Array;
  /** windows[k][stop × ROWS + row]. */
  readonly windows: Int32Array[];
  readonly scatters: Uint8Array[];
  readonly bonuses: Uint8Array[];
}

export class ElvesSimulator {
  private readonly modes: ModeTables[];
  private readonly table: Int32Array;
  private readonly live3: Uint8Array;
  private readonly lineCells: Int32Array;
  private readonly lineCount: number;
  private readonly scatterPays: Float64Array;
  private readonly kindOf: Uint8Array;
  private readonly kindBound: number;
  private readonly kindBoundWithout: number;
  private readonly valueOf: Uint8Array;
  private readonly levelOf: Uint8Array;
  private readonly factorOf: Uint8Array;
  private readonly valueTimes: Float64Array;
  private readonly levelTimes: Float64Array;
  private readonly factors: Float64Array;
  private readonly mysteryEntry: number;
  private readonly multiplierEntry: number;
  private readonly cellBonus: Uint8Array;

  /** The last game: stops, cells[reel × 3 + row], and the grid (kind entry per place, −1 empty). */
  readonly stops = new Int32Array(REELS);
  readonly cells = new Int32Array(PLACES);
  readonly grid = new Int8Array(PLACES);
  /** Line wins in line bets (total bet ÷ 10), the SCATTER count and its pay × the total bet. */
  lineMultiples = 0;
  scatterCount = 0;
  scatterMultiples = 0;
  bonusCount = 0;
  spinDraws = 1;
  triggered = false;
  /** The feature (× the total bet): its total and parts (values and levels as landed, the factor's addition, fresh values, the full grid's addition). */
  featureTimes = 0;
  values = 0;
  levels = 0;
  multiplierEffect = 0;
  fresh = 0;
  fullExtra = 0;
  full = false;
  factor = 0;
  respins = 0;
  finalCount = 0;
  /** Levels revealed this game, MINI first. */
  readonly levelCounts = new Int32Array(4);

  constructor(maths: ElvesMaths) {
    const { table, live3 } = lineTables(maths.linePays);
    this.table = table;
    this.live3 = live3;
    this.lineCount = maths.lines.length;
    this.lineCells = Int32Array.from(maths.lines.flatMap((rows) => rows.map((row, reel) => reel * ROWS + row)));
    this.scatterPays = Float64Array.from({ length: PLACES + 1 }, (_, n) => maths.scatterPays[Math.min(n, maths.scatterPays.length - 1)] ?? 0);
    const t = maths.bonus;
    const bounds = drawBounds(t);
    this.kindOf = entryTable(kindWeights(t));
    this.kindBound = bounds.kind;
    this.kindBoundWithout = bounds.kindWithoutMultiplier;
    this.valueOf = entryTable(t.valueWeights);
    this.levelOf = entryTable(t.levelWeights);
    this.factorOf = entryTable(t.factorWeights);
    this.valueTimes = Float64Array.from(t.valueTimes);
    this.levelTimes = Float64Array.from(t.levelTimes);
    this.factors = Float64Array.from(t.factors);
    this.mysteryEntry = t.valueTimes.length;
    this.multiplierEntry = t.valueTimes.length + 1;
    this.cellBonus = Uint8Array.from(maths.cell, (s) => (s === 'BONUS' ? 1 : 0));
    this.modes = ELVES_MODES.map((mode) => {
      const strips = maths.strips[mode];
      const windows: Int32Array[] = [];
      const scatters: Uint8Array[] = [];
      const bonuses: Uint8Array[] = [];
      for (const strip of strips) {
        const n = strip.length;
        const w = new Int32Array(n * ROWS);
        const sc = new Uint8Array(n);
        const bc = new Uint8Array(n);
        for (let stop = 0; stop < n; stop += 1) {
          for (let row = 0; row < ROWS; row += 1) {
            const s = strip[(stop + row) % n] as number;
            w[stop * ROWS + row] = s;
            if (s === SCATTER) sc[stop] = (sc[stop] as number) + 1;
            if (s === BONUS) bc[stop] = (bc[stop] as number) + 1;
          }
        }
        windows.push(w);
        scatters.push(sc);
        bonuses.push(bc);
      }
      return { lengths: Int32Array.from(strips, (s) => s.length), windows, scatters, bonuses };
    });
  }

  static modeIndex(mode: ElvesMode): number {
    return ELVES_MODES.indexOf(mode);
  }

  /** Plays one game of mode number `modeIndex` (ELVES_MODES order); results in the fields. */
  play(rng: Rng, modeIndex: number): void {
    const m = this.modes[modeIndex] as ModeTables;
    const cells = this.cells;
    const stops = this.stops;
    let draws = 0;
    let scatters = 0;
    let bonuses = 0;
    for (;;) {
      draws += 1;
      scatters = 0;
      bonuses = 0;
      for (let k = 0; k < REELS; k += 1) {
        const stop = drawInt(rng, m.lengths[k] as number);
        stops[k] = stop;
        const w = m.windows[k] as Int32Array;
        const o = k * ROWS;
        const i = stop * ROWS;
        cells[o] = w[i] as number;
        cells[o + 1] = w[i + 1] as number;
        cells[o + 2] = w[i + 2] as number;
        scatters += (m.scatters[k] as Uint8Array)[stop] as number;
        bonuses += (m.bonuses[k] as Uint8Array)[stop] as number;
      }
      if (modeIndex === 0 || bonuses >= TRIGGER_BONUSES) break;
      if (draws >= MAX_SPIN_DRAWS) throw new Error('buy: no window with 6+ BONUS (malfunction)');
    }
    this.spinDraws = draws;
    this.lineMultiples = this.lines();
    this.scatterCount = scatters;
    this.scatterMultiples = this.scatterPays[scatters] as number;
    this.bonusCount = bonuses;
    // The window's bonus kinds, place by place.
    const grid = this.grid;
    let multiplier = false;
    for (let place = 0; place < PLACES; place += 1) {
      if (cells[place] !== BONUS) {
        grid[place] = EMPTY;
        continue;
      }
      const entry = this.kindOf[drawInt(rng, multiplier ? this.kindBoundWithout : this.kindBound)] as number;
      if (entry === this.multiplierEntry) multiplier = true;
      grid[place] = entry;
    }
    this.triggered = bonuses >= TRIGGER_BONUSES;
    this.levelCounts.fill(0);
    if (this.triggered) this.feature(rng, multiplier);
    else {
      this.featureTimes = 0;
      this.values = 0;
      this.levels = 0;
      this.multiplierEffect = 0;
      this.fresh = 0;
      this.fullExtra = 0;
      this.full = false;
      this.factor = 0;
      this.respins = 0;
      this.finalCount = 0;
    }
  }

  /** The Hold and Win from the grid as it stands; `multiplier`: a Multiplying bonus stands on it. */
  private feature(rng: Rng, hasMultiplier: boolean): void {
    const grid = this.grid;
    const cellStops = this.cellBonus.length;
    let multiplier = hasMultiplier;
    let held = this.bonusCount;
    let left = RESPINS;
    let respins = 0;
    while (left > 0 && held < PLACES) {
      respins += 1;
      let landed = 0;
      for (let place = 0; place < PLACES; place += 1) {
        if (grid[place] !== EMPTY) continue;
        if (this.cellBonus[drawInt(rng, cellStops)] === 0) continue;
        const entry = this.kindOf[drawInt(rng, multiplier ? this.kindBoundWithout : this.kindBound)] as number;
        if (entry === this.multiplierEntry) multiplier = true;
        grid[place] = entry;
        landed += 1;
      }
      held += landed;
      left = landed > 0 ? RESPINS : left - 1;
    }
    // Levels, place by place.
    let values = 0;
    let levels = 0;
    let grand = false;
    for (let place = 0; place < PLACES; place += 1) {
      const entry = grid[place] as number;
      if (entry === EMPTY) continue;
      if (entry < this.mysteryEntry) values += this.valueTimes[entry] as number;
      else if (entry === this.mysteryEntry) {
        const level = this.levelOf[drawInt(rng, this.levelOf.length)] as number;
        this.levelCounts[level] = (this.levelCounts[level] as number) + 1;
        levels += this.levelTimes[level] as number;
        if (level === GRAND_LEVEL_INDEX) grand = true;
      }
    }
    let factor = 1;
    if (multiplier) factor = grand ? 2 : (this.factors[this.factorOf[drawInt(rng, this.factorOf.length)] as number] as number);
    let fresh = 0;
    for (let place = 0; place < PLACES; place += 1) {
      if ((grid[place] as number) >= this.mysteryEntry) fresh += this.valueTimes[this.valueOf[drawInt(rng, this.valueOf.length)] as number] as number;
    }
    const full = held === PLACES;
    const beforeFull = factor * (values + levels) + fresh;
    this.values = values;
    this.levels = levels;
    this.multiplierEffect = (factor - 1) * (values + levels);
    this.fresh = fresh;
    this.fullExtra = full ? beforeFull : 0;
    this.featureTimes = full ? 2 * beforeFull : beforeFull;
    this.full = full;
    this.factor = multiplier ? factor : 0;
    this.respins = respins;
    this.finalCount = held;
  }

  /** The lines' wins of `cells`, in line bets. */
  private lines(): number {
    const cells = this.cells;
    const lc = this.lineCells;
    const live3 = this.live3;
    const table = this.table;
    let total = 0;
    for (let l = 0; l < this.lineCount; l += 1) {
      const o = l * REELS;
      let code = cells[lc[o] as number] as number;
      code = code * S + (cells[lc[o + 1] as number] as number);
      code = code * S + (cells[lc[o + 2] as number] as number);
      if (live3[code] === 0) continue;
      code = code * S + (cells[lc[o + 3] as number] as number);
      code = code * S + (cells[lc[o + 4] as number] as number);
      total += (table[code] as number) >>> 12;
    }
    return total;
  }
}
