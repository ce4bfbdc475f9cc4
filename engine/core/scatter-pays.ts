/**
 * Scatter pays for every video slot: a symbol counted anywhere in the window (or only on some
 * reels), paid as a multiple of the total bet by how many landed. Lines play no part, so a
 * scatter pays the same whatever lines are active. The window is reel-major, as the simulators
 * keep it: cell reel × rows + row, reel 1 first, top row first.
 */

export interface ScatterPayRules {
  readonly symbol: number;
  /** Rows of the window (cells per reel). */
  readonly rows: number;
  /** pays[count]: multiples of the total bet; counts past the end pay the last entry. */
  readonly pays: readonly number[];
  /** The reels (0-based) where the symbol counts, e.g. [0] for a symbol that counts on reel 1 only; absent: every reel. */
  readonly reels?: readonly number[];
}

export interface ScatterCell {
  readonly reel: number;
  readonly row: number;
}

export class ScatterPays {
  readonly symbol: number;
  readonly rows: number;
  private readonly pays: readonly number[];
  /** The counted reels, or null for all of them. */
  private readonly reels: Int32Array | null;

  constructor(rules: ScatterPayRules) {
    if (!Number.isSafeInteger(rules.rows) || rules.rows < 1) throw new RangeError(`scatter pays: rows must be a whole number ≥ 1, got ${rules.rows}`);
    if (rules.pays.length === 0) throw new RangeError('scatter pays: the pay table is empty');
    for (const p of rules.pays) if (!(Number.isFinite(p) && p >= 0)) throw new RangeError(`scatter pays: pay ${p} is not a multiple ≥ 0`);
    if (rules.reels !== undefined) {
      for (const r of rules.reels) if (!Number.isSafeInteger(r) || r < 0) throw new RangeError(`scatter pays: reel ${r} is not a reel`);
      if (new Set(rules.reels).size !== rules.reels.length) throw new RangeError('scatter pays: a reel is listed twice');
    }
    this.symbol = rules.symbol;
    this.rows = rules.rows;
    this.pays = Object.freeze([...rules.pays]);
    this.reels = rules.reels === undefined ? null : Int32Array.from(rules.reels);
  }

  /** How many cells of the window show the symbol on the counted reels. Allocates nothing. */
  count(cells: ArrayLike<number>): number {
    const rows = this.rows;
    let n = 0;
    if (this.reels === null) {
      for (let i = 0; i < cells.length; i += 1) if (cells[i] === this.symbol) n += 1;
      return n;
    }
    for (let k = 0; k < this.reels.length; k += 1) {
      const from = (this.reels[k] as number) * rows;
      const to = Math.min(from + rows, cells.length);
      for (let i = from; i < to; i += 1) if (cells[i] === this.symbol) n += 1;
    }
    return n;
  }

  /** The cells that count, reel by reel, top to bottom: what the display marks. */
  cellsOf(cells: ArrayLike<number>): ScatterCell[] {
    const found: ScatterCell[] = [];
    for (let i = 0; i < cells.length; i += 1) {
      const reel = Math.floor(i / this.rows);
      if (cells[i] === this.symbol && (this.reels === null || this.reels.includes(reel))) found.push({ reel, row: i % this.rows });
    }
    return found;
  }

  /** Multiple of the total bet that `count` symbols pay. */
  multiple(count: number): number {
    return this.pays[Math.min(count, this.pays.length - 1)] ?? 0;
  }

  /** What `count` symbols pay at `totalBet` (in the game's money unit: cents, coins). */
  pay(count: number, totalBet: number): number {
    return this.multiple(count) * totalBet;
  }
}
