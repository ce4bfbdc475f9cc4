/**
 * Left-to-right line pays for every video slot, configured by data. A game states its symbols,
 * its wilds and what they may stand in for, its scatters (which never pay on a line), its
 * paytable in coins per coin and, for features such as free spins, a multiplier by the number
 * of wilds in the paid run; this file finds the best win of one line. The cabinet's display, a
 * game's fast simulator and its exact PAR maths all read line wins from here, so they cannot
 * disagree, and a new game brings rules, not a new evaluator.
 *
 * A line's win is one integer, so a simulator can keep every line of a small game in a typed
 * array: pay × 4096 + symbol × 256 + count × 16 + wilds (0 = the line pays nothing). Symbols,
 * counts and wild counts each have 4 bits, which is why a game has at most 16 symbols and 6 reels.
 *
 * The run starts on reel 1 and goes right while a cell shows the paid symbol or a wild that
 * stands in for it. A line led by wilds tries every symbol they may stand for (and, when the game
 * pays wilds, the run of the leading wild itself); the highest pay wins, the multiplier applied
 * before the comparison, ties settled by the game's rule. A cell outside 0 … symbolCount − 1
 * matches nothing: the exact maths uses one to close a line early.
 */

const PAY_UNIT = 4096;
/** The largest packed win a lookup table (Int32Array) can hold. */
const INT32_MAX = 0x7fffffff;
/** Lookup tables above this many lines (16 MB of Int32; 12 symbols on 6 reels fit) are refused: such a game evaluates lines directly. */
const MAX_TABLE_LINES = 1 << 22;

export const packLineWin = (pay: number, symbol: number, count: number, wilds: number): number => pay * PAY_UNIT + symbol * 256 + count * 16 + wilds;
/** Coins per coin bet on the line, multiplier included. */
export const packedPay = (packed: number): number => Math.floor(packed / PAY_UNIT);
export const packedSymbol = (packed: number): number => (packed >> 8) & 15;
/** Cells of the paid run, reel 1 onwards. */
export const packedCount = (packed: number): number => (packed >> 4) & 15;
/** Wilds inside the paid run (what the multiplier was chosen by). */
export const packedWilds = (packed: number): number => packed & 15;

export interface LinePayRules {
  /** Symbols are 0 … symbolCount − 1, in the game's paytable order (at most 16). */
  readonly symbolCount: number;
  /** Cells on a line, one per reel (3 … 6). */
  readonly reels: number;
  /** The wild symbols, one or more. */
  readonly wilds: readonly number[];
  /**
   * Whether `wild` may stand in for `symbol` (e.g. not for the Jackpot or Bonus symbol). Asked
   * once per wild and symbol when the rules are compiled, never for a wild or a scatter.
   */
  readonly wildStandsFor: (symbol: number, wild: number) => boolean;
  /** Symbols that never pay on a line (scatters, bonus symbols): no wild stands in for them. */
  readonly scatters: readonly number[];
  /**
   * pays[symbol][count]: coins per coin bet on the line, whole numbers; absent counts pay 0. The
   * rows of scatters, and of wilds that do not pay as themselves, are never read.
   */
  readonly pays: readonly (readonly number[])[];
  /**
   * The paid run's pay × this, indexed by the wilds in the run (e.g. free spins' [1, 2, 4, 8]);
   * counts past the end take the last entry. Absent: no multiplier.
   */
  readonly wildMultipliers?: readonly number[];
  /**
   * Whether a run of a wild pays that wild's own pays[wild][count] (multiplied, like any run, by
   * its wilds: all of it). Otherwise wilds pay only as the symbols they stand in for, and a line
   * of wilds pays the best of those.
   */
  readonly wildsPayAsThemselves: boolean;
  /**
   * Equal pays from different symbols: 'first-listed' pays the symbol earlier in the game's list
   * (games list symbols highest first, so the higher symbol), 'last-listed' the later one.
   */
  readonly ties: 'first-listed' | 'last-listed';
}

const REGULAR = 0;
const WILD = 1;
const SCATTER = 2;

function wholeIn(value: number, lo: number, hi: number): boolean {
  return Number.isSafeInteger(value) && value >= lo && value <= hi;
}

/** Compiled rules: flat typed arrays, so evaluating a line reads numbers and allocates nothing. */
export class LineEvaluator {
  readonly symbolCount: number;
  readonly reels: number;
  /** Lines a lookup table has: symbolCount ^ reels. */
  readonly codeCount: number;
  /** REGULAR, WILD or SCATTER by symbol. */
  private readonly kind: Uint8Array;
  /** stands[wild × symbolCount + symbol] = 1 when that wild stands in for that symbol. */
  private readonly stands: Uint8Array;
  /** pay[symbol × (reels + 1) + count], coins per coin before the multiplier. */
  private readonly pay: Float64Array;
  /** multiplier[wilds] for 0 … reels wilds. */
  private readonly multiplier: Float64Array;
  private readonly wildsPay: boolean;
  private readonly lastListed: boolean;

  constructor(rules: LinePayRules) {
    const { symbolCount: n, reels } = rules;
    if (!wholeIn(n, 1, 16)) throw new RangeError(`line pays: symbolCount must be 1..16, got ${n}`);
    if (!wholeIn(reels, 3, 6)) throw new RangeError(`line pays: reels must be 3..6, got ${reels}`);
    if (rules.wilds.length === 0) throw new RangeError('line pays: a game needs at least one wild');
    this.symbolCount = n;
    this.reels = reels;
    this.codeCount = n ** reels;

    this.kind = new Uint8Array(n);
    for (const s of rules.scatters) {
      if (!wholeIn(s, 0, n - 1)) throw new RangeError(`line pays: scatter ${s} is not a symbol`);
      this.kind[s] = SCATTER;
    }
    for (const w of rules.wilds) {
      if (!wholeIn(w, 0, n - 1)) throw new RangeError(`line pays: wild ${w} is not a symbol`);
      if (this.kind[w] === SCATTER) throw new RangeError(`line pays: symbol ${w} cannot be both wild and scatter`);
      this.kind[w] = WILD;
    }
    this.stands = new Uint8Array(n * n);
    for (const w of rules.wilds) {
      for (let s = 0; s < n; s += 1) if (this.kind[s] === REGULAR && rules.wildStandsFor(s, w)) this.stands[w * n + s] = 1;
    }

    if (rules.pays.length !== n) throw new RangeError(`line pays: the paytable has ${rules.pays.length} symbols, the game ${n}`);
    this.pay = new Float64Array(n * (reels + 1));
    rules.pays.forEach((row, s) => {
      if (row.length > reels + 1) throw new RangeError(`line pays: symbol ${s} pays ${row.length - 1} of a kind on ${reels} reels`);
      row.forEach((coins, count) => {
        if (!wholeIn(coins, 0, Number.MAX_SAFE_INTEGER)) throw new RangeError(`line pays: symbol ${s} × ${count} pays ${coins}, not whole coins`);
        this.pay[s * (reels + 1) + count] = coins;
      });
    });

    const multipliers = rules.wildMultipliers ?? [1];
    if (multipliers.length === 0) throw new RangeError('line pays: wildMultipliers is empty');
    this.multiplier = new Float64Array(reels + 1);
    for (let w = 0; w <= reels; w += 1) {
      const m = multipliers[Math.min(w, multipliers.length - 1)] as number;
      if (!wholeIn(m, 1, Number.MAX_SAFE_INTEGER)) throw new RangeError(`line pays: the multiplier for ${w} wilds is ${m}, not a whole number ≥ 1`);
      this.multiplier[w] = m;
    }
    let top = 0;
    for (let i = 0; i < this.pay.length; i += 1) top = Math.max(top, this.pay[i] as number);
    const topMultiplier = this.multiplier.reduce((a, b) => Math.max(a, b), 1);
    // Packed wins stay exact integers, whatever the line.
    if (top * topMultiplier * PAY_UNIT + PAY_UNIT > Number.MAX_SAFE_INTEGER) throw new RangeError('line pays: the top pay is too large to pack');

    this.wildsPay = rules.wildsPayAsThemselves;
    this.lastListed = rules.ties === 'last-listed';
  }

  /** The best win of a line (cells[0] on reel 1 … cells[reels − 1]), packed; 0 when it pays nothing. */
  best(cells: ArrayLike<number>): number {
    const n = this.symbolCount;
    const first = cells[0] as number;
    if (!(first >= 0 && first < n)) return 0;
    const kind = this.kind[first];
    if (kind === REGULAR) return this.runWin(cells, first);
    if (kind === SCATTER) return 0;
    // Led by a wild: every symbol it may stand in for, in list order, so the tie rule is plain.
    let best = 0;
    let bestPay = 0;
    for (let s = 0; s < n; s += 1) {
      let win = 0;
      if (s === first) {
        if (this.wildsPay) win = this.wildRunWin(cells, first);
      } else if (this.stands[first * n + s] === 1) {
        win = this.runWin(cells, s);
      }
      if (win === 0) continue;
      const pay = packedPay(win);
      if (pay > bestPay || (this.lastListed && pay === bestPay)) {
        best = win;
        bestPay = pay;
      }
    }
    return best;
  }

  /** The run of `symbol` from reel 1 (wilds standing in for it), paid and packed; 0 if it pays nothing. */
  private runWin(cells: ArrayLike<number>, symbol: number): number {
    const n = this.symbolCount;
    const reels = this.reels;
    let count = 0;
    let wilds = 0;
    while (count < reels) {
      const c = cells[count] as number;
      if (c === symbol) count += 1;
      else if (c >= 0 && c < n && this.stands[c * n + symbol] === 1) {
        count += 1;
        wilds += 1;
      } else break;
    }
    const pay = (this.pay[symbol * (reels + 1) + count] as number) * (this.multiplier[wilds] as number);
    return pay > 0 ? packLineWin(pay, symbol, count, wilds) : 0;
  }

  /** The leading run of one wild, paid as that wild. */
  private wildRunWin(cells: ArrayLike<number>, wild: number): number {
    const reels = this.reels;
    let count = 0;
    while (count < reels && cells[count] === wild) count += 1;
    const pay = (this.pay[wild * (reels + 1) + count] as number) * (this.multiplier[count] as number);
    return pay > 0 ? packLineWin(pay, wild, count, count) : 0;
  }

  /** A line's index in the lookup table: its symbols as base-symbolCount digits, reel 1 first. */
  code(cells: ArrayLike<number>): number {
    let code = 0;
    for (let k = 0; k < this.reels; k += 1) code = code * this.symbolCount + (cells[k] as number);
    return code;
  }

  /**
   * best() of every line, indexed by code(): built once by a simulator, which then pays a line
   * with one array read. For games with few symbols (12 symbols on 5 reels: 249 k lines, 1 MB).
   */
  table(): Int32Array {
    if (this.codeCount > MAX_TABLE_LINES) throw new RangeError(`line pays: ${this.codeCount} lines are too many for a lookup table`);
    const table = new Int32Array(this.codeCount);
    const cells = new Int32Array(this.reels);
    const last = this.reels - 1;
    for (let code = 0; code < this.codeCount; code += 1) {
      const packed = this.best(cells);
      if (packed > INT32_MAX) throw new RangeError(`line pays: a win of ${packedPay(packed)} coins does not fit a lookup table`);
      table[code] = packed;
      // Next code: count up in base symbolCount, the last reel fastest.
      let k = last;
      while (k >= 0 && (cells[k] as number) === this.symbolCount - 1) {
        cells[k] = 0;
        k -= 1;
      }
      if (k >= 0) cells[k] = (cells[k] as number) + 1;
    }
    return table;
  }
}

/** Compiles a game's rules once (at module load, or when a simulator starts). */
export function compileLinePays(rules: LinePayRules): LineEvaluator {
  return new LineEvaluator(rules);
}

/** One line's paid run as a spin shows it: the line, its symbol, how many, its cells, what it pays. */
export interface PaidLine {
  /** 0-based line index. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** The paid run's cells, reel 1 onwards. */
  readonly cells: readonly { readonly reel: number; readonly row: number }[];
  readonly cents: number;
}

/**
 * Every paying line of a window (`cells[reel][row]`, symbol indices) at `lineBetCents` a line:
 * the best win per line from the compiled evaluator, named by `symbolName`. Shared by the line
 * games' spins, which differ only in their rules and names.
 */
export function paidLines(
  evaluator: LineEvaluator,
  lines: readonly (readonly number[])[],
  cells: readonly (readonly number[])[],
  lineBetCents: number,
  symbolName: (index: number) => string,
): PaidLine[] {
  const wins: PaidLine[] = [];
  lines.forEach((rows, line) => {
    const packed = evaluator.best(rows.map((row, reel) => (cells[reel] as readonly number[])[row] as number));
    if (packed === 0) return;
    const count = packedCount(packed);
    wins.push({ line, symbol: symbolName(packedSymbol(packed)), count, cells: rows.slice(0, count).map((row, reel) => ({ reel, row })), cents: packedPay(packed) * lineBetCents });
  });
  return wins;
}
