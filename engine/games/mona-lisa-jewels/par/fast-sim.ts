/**
 * Mona Lisa Jewels for the Monte Carlo: the rules of spin.ts with everything precomputed and no
 * allocation per spin (typed arrays reused, lines looked up in a 12^5 table of packed wins).
 * The draws are the same as playMonaLisaSpin's (reel 1 first; a Jewel spin skips reel 1), so a
 * test plays both on the same generator and compares them.
 */
import { drawInt, type Rng } from '../../../core/rng';
import { lineWinTable } from '../line-win';
import type { MonaLisaMaths } from '../maths';
import { FREE_SPINS_AWARD, JEWEL_SPINS_AWARD } from '../paytable';
import { JACKPOT, JEWEL, SCATTER, SYMBOL_COUNT, WILD } from '../symbols';

export const SPIN_BASE = 0;
export const SPIN_FREE = 1;
export const SPIN_JEWEL = 2;

const REELS = 5;
const ROWS = 3;
const CELLS = REELS * ROWS;
/** Packed line win of 5 JACKPOT, whatever the pay: symbol and count bits. */
const JACKPOT_5_BITS = JACKPOT * 256 + 5 * 16;

export class MonaLisaSimulator {
  private readonly lengths: Int32Array;
  /** strips[k][i] for i < length + 2, so a window never wraps. */
  private readonly strips: Int32Array[];
  /** Cell index (reel × 3 + row) of each line's cell on each reel: lineCells[line × 5 + reel]. */
  private readonly lineCells: Int32Array;
  private readonly plain: Int32Array;
  private readonly multiplied: Int32Array;
  /** 1 when some line starting with these 3 symbols pays (code of reels 1–3): most lines stop here, off the 1 MB tables. */
  private readonly live3: Uint8Array;
  private readonly scatterPays: Int32Array;

  /** The last spin. cells[reel × 3 + row]: symbols shown (held cells drawn over). */
  readonly stops = new Int32Array(REELS);
  readonly cells = new Int32Array(CELLS);
  /** Sum of the line wins in coins per coin on a line (the progressive's line left out). */
  lineCoins = 0;
  scatterCount = 0;
  /** Line that won the progressive (0-based), or −1. */
  progressiveLine = -1;
  jewelAward = 0;
  freeAward = 0;

  /** The Jewel lock: reel 1's stop and cells, and the held symbol of each cell (−1: not held). */
  reel1Stop = 0;
  readonly held = new Int32Array(CELLS).fill(-1);

  constructor(maths: MonaLisaMaths) {
    this.lengths = Int32Array.from(maths.strips.map((s) => s.length));
    this.strips = maths.strips.map((s) => Int32Array.from([...s, s[0] as number, s[1] as number]));
    this.lineCells = Int32Array.from(maths.lines.flatMap((rows) => rows.map((row, reel) => reel * ROWS + row)));
    this.plain = lineWinTable(maths.linePays, false);
    this.multiplied = lineWinTable(maths.linePays, true);
    const tail = SYMBOL_COUNT * SYMBOL_COUNT;
    this.live3 = Uint8Array.from({ length: SYMBOL_COUNT ** 3 }, (_, p) => (this.plain.subarray(p * tail, (p + 1) * tail).some((w) => w !== 0) ? 1 : 0));
    this.scatterPays = Int32Array.from({ length: CELLS + 1 }, (_, n) => maths.scatterPays[Math.min(n, maths.scatterPays.length - 1)] ?? 0);
  }

  /** Scatter pay in multiples of the total bet for the last spin. */
  scatterMultiple(): number {
    return this.scatterPays[this.scatterCount] as number;
  }

  /** Plays a spin of `kind` on `lines` lines; `poolInPlay`: max bet, so 5 JACKPOT wins the pool. */
  spin(rng: Rng, kind: number, lines: number, poolInPlay: boolean): void {
    const cells = this.cells;
    const held = this.held;
    const jewel = kind === SPIN_JEWEL;
    for (let k = jewel ? 1 : 0; k < REELS; k += 1) {
      const stop = drawInt(rng, this.lengths[k] as number);
      this.stops[k] = stop;
      const strip = this.strips[k] as Int32Array;
      cells[k * 3] = strip[stop] as number;
      cells[k * 3 + 1] = strip[stop + 1] as number;
      cells[k * 3 + 2] = strip[stop + 2] as number;
    }
    if (jewel) {
      // Reel 1 keeps the lock's cells (still in `cells` from the trigger); held cells stay, new Wilds and Jewels join them.
      this.stops[0] = this.reel1Stop;
      for (let i = ROWS; i < CELLS; i += 1) {
        const h = held[i] as number;
        if (h >= 0) cells[i] = h;
        else if (cells[i] === WILD || cells[i] === JEWEL) held[i] = cells[i] as number;
      }
    }

    const table = kind === SPIN_FREE ? this.multiplied : this.plain;
    const lc = this.lineCells;
    const live3 = this.live3;
    let coins = 0;
    let progressive = -1;
    const pool = poolInPlay && !jewel;
    for (let l = 0; l < lines; l += 1) {
      const o = l * REELS;
      let code = cells[lc[o] as number] as number;
      code = code * SYMBOL_COUNT + (cells[lc[o + 1] as number] as number);
      code = code * SYMBOL_COUNT + (cells[lc[o + 2] as number] as number);
      if (live3[code] === 0) continue;
      code = code * SYMBOL_COUNT + (cells[lc[o + 3] as number] as number);
      code = code * SYMBOL_COUNT + (cells[lc[o + 4] as number] as number);
      const packed = table[code] as number;
      if (packed === 0) continue;
      if (pool && progressive < 0 && (packed & 0xff0) === JACKPOT_5_BITS) progressive = l;
      else coins += packed >>> 12;
    }
    this.lineCoins = coins;
    this.progressiveLine = progressive;

    let scatters = 0;
    for (let i = 0; i < CELLS; i += 1) if (cells[i] === SCATTER) scatters += 1;
    this.scatterCount = scatters;
    this.freeAward = scatters >= 3 ? FREE_SPINS_AWARD : 0;

    const reel1Jewels = (cells[0] === JEWEL ? 1 : 0) + (cells[1] === JEWEL ? 1 : 0) + (cells[2] === JEWEL ? 1 : 0);
    this.jewelAward = !jewel && reel1Jewels >= 2 ? JEWEL_SPINS_AWARD : 0;
    if (this.jewelAward > 0) {
      this.reel1Stop = this.stops[0] as number;
      held.fill(-1);
      for (let i = ROWS; i < CELLS; i += 1) if (cells[i] === WILD || cells[i] === JEWEL) held[i] = cells[i] as number;
    }
  }

  /**
   * Before a Jewel spin after a trigger spin other than the last: puts the lock's reel 1 back in
   * `cells` (the round plays Jewel spins right after their trigger, so this is for tests only).
   */
  setLock(reel1: readonly number[], reel1Stop: number, held: readonly { reel: number; row: number; symbol: number }[]): void {
    this.reel1Stop = reel1Stop;
    for (let r = 0; r < ROWS; r += 1) this.cells[r] = reel1[r] as number;
    this.held.fill(-1);
    for (const h of held) this.held[h.reel * ROWS + h.row] = h.symbol;
  }
}
