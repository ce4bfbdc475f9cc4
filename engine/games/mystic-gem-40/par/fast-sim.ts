/**
 * 40 Mystic Gem for the Monte Carlo: the rules of spin.ts with everything precomputed and no
 * allocation per game. Each reel's windows are stored after expansion (a stop showing a WILD
 * shows WILD on all four rows), lines are looked up in the shared evaluator's 11^5 table of packed
 * wins after a 3-symbol prefix check (every pay needs 3 of a kind), and scatters are counted per
 * stop. The draws are playMysticGemSpin's (placement, then the free reels' stops, again until a
 * line pays in a GUARANTEED game), so a test plays both on the same generator and compares them.
 */
import { drawInt, type Rng } from '../../../core/rng';
import { MYSTIC_GEM_MODE_SPECS, MYSTIC_GEM_MODES, REELS, ROWS, type MysticGemMaths, type MysticGemMode } from '../maths';
import { GEM, STAR, SYMBOL_COUNT, WILD } from '../symbols';
import { lineTables } from './exact';

const CELLS = REELS * ROWS;
const S = SYMBOL_COUNT;
const MAX_DRAWS = 100_000;

interface ModeTables {
  readonly guaranteed: boolean;
  /** placements[p × REELS + k] = 1 when reel k is a bought WILD reel in placement p. */
  readonly placements: Uint8Array;
  readonly placementCount: number;
  readonly lengths: Int32Array;
  /** windows[k][stop × ROWS + row], after expansion. */
  readonly windows: Int32Array[];
  readonly gem: Uint8Array[];
  readonly star: Uint8Array[];
}

export class MysticGemSimulator {
  private readonly modes: ModeTables[];
  private readonly table: Int32Array;
  private readonly live3: Uint8Array;
  /** Cell index (reel × ROWS + row) of each line's cell on each reel: lineCells[line × 5 + reel]. */
  private readonly lineCells: Int32Array;
  private readonly lineCount: number;
  private readonly gemPays: Float64Array;
  private readonly starPays: Float64Array;

  /** The last game: stops (−1 on a bought reel), cells[reel × 4 + row] after expansion. */
  readonly stops = new Int32Array(REELS);
  readonly cells = new Int32Array(CELLS);
  /** Index of the WILD placement in the mode's list (0 when it has one). */
  placement = 0;
  /** Line wins in line-bet multiples (the 40 lines together). */
  lineMultiples = 0;
  gemCount = 0;
  starCount = 0;
  /** Scatter pays in total-bet multiples. */
  scatterMultiples = 0;
  /** Draws of the free reels (1 but in GUARANTEED games). */
  draws = 1;
  /** Reels showing an expanded WILD. */
  wildReelCount = 0;

  constructor(maths: MysticGemMaths) {
    const { table, live3 } = lineTables(maths.linePays);
    this.table = table;
    this.live3 = live3;
    this.lineCount = maths.lines.length;
    this.lineCells = Int32Array.from(maths.lines.flatMap((rows) => rows.map((row, reel) => reel * ROWS + row)));
    this.gemPays = Float64Array.from({ length: CELLS + 1 }, (_, n) => maths.gemPays[Math.min(n, maths.gemPays.length - 1)] ?? 0);
    this.starPays = Float64Array.from({ length: CELLS + 1 }, (_, n) => maths.starPays[Math.min(n, maths.starPays.length - 1)] ?? 0);
    this.modes = MYSTIC_GEM_MODES.map((mode) => {
      const spec = MYSTIC_GEM_MODE_SPECS[mode];
      const strips = maths.strips[mode];
      const placements = new Uint8Array(spec.placements.length * REELS);
      spec.placements.forEach((p, i) => p.forEach((k) => (placements[i * REELS + k] = 1)));
      const windows: Int32Array[] = [];
      const gem: Uint8Array[] = [];
      const star: Uint8Array[] = [];
      for (const strip of strips) {
        const n = strip.length;
        const w = new Int32Array(n * ROWS);
        const g = new Uint8Array(n);
        const t = new Uint8Array(n);
        for (let stop = 0; stop < n; stop += 1) {
          let wild = false;
          for (let row = 0; row < ROWS; row += 1) {
            const s = strip[(stop + row) % n] as number;
            w[stop * ROWS + row] = s;
            if (s === WILD) wild = true;
            if (s === GEM) g[stop] = 1;
            if (s === STAR) t[stop] = 1;
          }
          if (wild) w.fill(WILD, stop * ROWS, stop * ROWS + ROWS);
        }
        windows.push(w);
        gem.push(g);
        star.push(t);
      }
      return { guaranteed: spec.guaranteed, placements, placementCount: spec.placements.length, lengths: Int32Array.from(strips, (s) => s.length), windows, gem, star };
    });
  }

  /** The index of `mode` for play(). */
  static modeIndex(mode: MysticGemMode): number {
    return MYSTIC_GEM_MODES.indexOf(mode);
  }

  /** Plays one game of mode number `modeIndex` (MYSTIC_GEM_MODES order); results in the fields. */
  play(rng: Rng, modeIndex: number): void {
    const m = this.modes[modeIndex] as ModeTables;
    const p = m.placementCount > 1 ? drawInt(rng, m.placementCount) : 0;
    this.placement = p;
    const cells = this.cells;
    const stops = this.stops;
    let draws = 0;
    for (;;) {
      draws += 1;
      let gems = 0;
      let stars = 0;
      let wilds = 0;
      for (let k = 0; k < REELS; k += 1) {
        const o = k * ROWS;
        if (m.placements[p * REELS + k] === 1) {
          stops[k] = -1;
          cells[o] = WILD;
          cells[o + 1] = WILD;
          cells[o + 2] = WILD;
          cells[o + 3] = WILD;
          wilds += 1;
          continue;
        }
        const stop = drawInt(rng, m.lengths[k] as number);
        stops[k] = stop;
        const w = m.windows[k] as Int32Array;
        const i = stop * ROWS;
        cells[o] = w[i] as number;
        cells[o + 1] = w[i + 1] as number;
        cells[o + 2] = w[i + 2] as number;
        cells[o + 3] = w[i + 3] as number;
        if (cells[o] === WILD) wilds += 1;
        gems += (m.gem[k] as Uint8Array)[stop] as number;
        stars += (m.star[k] as Uint8Array)[stop] as number;
      }
      const multiples = this.lines();
      if (multiples === 0 && m.guaranteed) {
        if (draws >= MAX_DRAWS) throw new Error('guaranteed game: no winning line (malfunction)');
        continue;
      }
      this.lineMultiples = multiples;
      this.gemCount = gems;
      this.starCount = stars;
      this.scatterMultiples = (this.gemPays[gems] as number) + (this.starPays[stars] as number);
      this.draws = draws;
      this.wildReelCount = wilds;
      return;
    }
  }

  /** The 40 lines' wins of `cells`, in line-bet multiples. */
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
