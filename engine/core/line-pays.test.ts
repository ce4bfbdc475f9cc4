import { compileLinePays, packedCount, packedPay, packedSymbol, packedWilds, packLineWin, type LinePayRules } from './line-pays';
import { drawInt } from './rng';
import { Xoshiro128 } from './xoshiro128';

/**
 * A 5-reel test game, highest first: W wild, B bonus (a scatter), J jackpot (no wilds), then
 * H1 H2 high and L1 L2 low. Pays are coins per coin for 0..5 of a kind.
 */
const [W, B, J, H1, H2, L1, L2] = [0, 1, 2, 3, 4, 5, 6];
const FIVE_REEL: LinePayRules = {
  symbolCount: 7,
  reels: 5,
  wilds: [W],
  wildStandsFor: (s) => s !== J,
  scatters: [B],
  pays: [
    [0, 0, 0, 0, 0, 0], // W: pays only as what it stands for
    [0, 0, 0, 0, 0, 0], // B: scatter
    [0, 0, 0, 50, 200, 1000], // J
    [0, 0, 0, 40, 100, 500], // H1
    [0, 0, 0, 30, 120, 400], // H2
    [0, 0, 0, 10, 25, 100], // L1
    [0, 0, 5, 10, 20, 80], // L2 pays 2 of a kind
  ],
  wildsPayAsThemselves: false,
  ties: 'first-listed',
};

const win = (rules: LinePayRules, cells: number[]) => {
  const p = compileLinePays(rules).best(cells);
  return p === 0 ? null : { symbol: packedSymbol(p), count: packedCount(p), wilds: packedWilds(p), pay: packedPay(p) };
};

/**
 * The rules read literally, written apart from the evaluator: every symbol a line could pay as
 * is tried from reel 1 and the best pay kept. Slow, and independent of the compiled tables.
 */
function referenceWin(rules: LinePayRules, cells: readonly number[]): number {
  const isWild = (c: number) => rules.wilds.includes(c);
  const multiplier = (w: number) => {
    const m = rules.wildMultipliers ?? [1];
    return m[Math.min(w, m.length - 1)]!;
  };
  let best = 0;
  for (let s = 0; s < rules.symbolCount; s += 1) {
    if (rules.scatters.includes(s)) continue;
    if (isWild(s) && !rules.wildsPayAsThemselves) continue;
    let count = 0;
    let wilds = 0;
    for (const c of cells.slice(0, rules.reels)) {
      const matches = isWild(s) ? c === s : c === s || (isWild(c) && rules.wildStandsFor(s, c));
      if (!matches) break;
      count += 1;
      if (isWild(c)) wilds += 1;
    }
    const pay = (rules.pays[s]![count] ?? 0) * multiplier(wilds);
    if (pay > 0 && (pay > packedPay(best) || (rules.ties === 'last-listed' && pay === packedPay(best)))) best = packLineWin(pay, s, count, wilds);
  }
  return best;
}

function randomLines(rules: LinePayRules, lines: number, seed: number): number[][] {
  const rng = new Xoshiro128(seed);
  return Array.from({ length: lines }, () => Array.from({ length: rules.reels }, () => drawInt(rng, rules.symbolCount)));
}

describe('packed line wins', () => {
  it('pack and unpack are inverse for every field the format holds', () => {
    for (const [pay, symbol, count, wilds] of [
      [1, 0, 3, 0],
      [9600, 15, 6, 6],
      [524287, 11, 5, 5],
      [2 ** 40, 3, 4, 2],
    ] as const) {
      const p = packLineWin(pay, symbol, count, wilds);
      expect([packedPay(p), packedSymbol(p), packedCount(p), packedWilds(p)]).toEqual([pay, symbol, count, wilds]);
    }
  });
});

describe('left-to-right line pays', () => {
  it('pays the run from reel 1 only, by the paytable', () => {
    expect(win(FIVE_REEL, [H1, H1, H1, L1, H1])).toEqual({ symbol: H1, count: 3, wilds: 0, pay: 40 });
    expect(win(FIVE_REEL, [L1, H1, H1, H1, H1])).toBeNull();
    expect(win(FIVE_REEL, [L2, L2, H1, H1, H1])).toEqual({ symbol: L2, count: 2, wilds: 0, pay: 5 });
    expect(win(FIVE_REEL, [L1, L1, H1, H1, H1])).toBeNull(); // L1 has no 2-of-a-kind pay
  });

  it('a wild stands in only where the rule allows: never for a scatter, not for the jackpot here', () => {
    expect(win(FIVE_REEL, [H2, W, H2, W, L1])).toEqual({ symbol: H2, count: 4, wilds: 2, pay: 120 });
    expect(win(FIVE_REEL, [J, W, J, J, J])).toBeNull();
    expect(win(FIVE_REEL, [J, J, J, J, J])).toEqual({ symbol: J, count: 5, wilds: 0, pay: 1000 });
    expect(win(FIVE_REEL, [B, B, B, B, B])).toBeNull();
    expect(win(FIVE_REEL, [B, W, W, H1, H1])).toBeNull();
    // Even a rule that says yes for everything cannot make a wild stand for a scatter.
    const generous = { ...FIVE_REEL, pays: FIVE_REEL.pays.map((row, s) => (s === B ? [0, 0, 0, 999, 999, 999] : row)), wildStandsFor: () => true };
    expect(win(generous, [W, B, B, L1, L1])).toBeNull();
    expect(win(generous, [W, J, J, J, L1])).toEqual({ symbol: J, count: 4, wilds: 1, pay: 200 });
  });

  it('a line led by wilds pays the best symbol they can stand for, even one not on the line', () => {
    // W W H2 H1 L1: H2 ×3 pays 30; L2 ×2 pays 5; H1 and L1 stop at 2 and pay nothing.
    expect(win(FIVE_REEL, [W, W, H2, H1, L1])).toEqual({ symbol: H2, count: 3, wilds: 2, pay: 30 });
    // W W W B L1: three wilds alone make a 3 of a kind of the best symbol, H1 (40).
    expect(win(FIVE_REEL, [W, W, W, B, L1])).toEqual({ symbol: H1, count: 3, wilds: 3, pay: 40 });
    // W W W W H2: H2 ×5 (400) beats H1 ×4 (100); J never (no wilds).
    expect(win(FIVE_REEL, [W, W, W, W, H2])).toEqual({ symbol: H2, count: 5, wilds: 4, pay: 400 });
    expect(win(FIVE_REEL, [W, W, W, W, W])?.symbol).toBe(H1);
  });

  it('multiplies by the wilds in the paid run (the last entry beyond the table) before choosing the best', () => {
    const free = { ...FIVE_REEL, wildMultipliers: [1, 2, 4] };
    expect(win(free, [H1, H1, H1, W, W])?.pay).toBe(500 * 4);
    expect(win(free, [H1, W, H1, L1, W])?.pay).toBe(40 * 2); // the wild after the run does not count
    expect(win(free, [W, W, W, W, W])?.pay).toBe(500 * 4); // 5 wilds: the last entry, ×4
    expect(win(free, [W, L2, L2, L2, L2])).toEqual({ symbol: L2, count: 5, wilds: 1, pay: 80 * 2 });
    // W W L1 W H1 with L2 paying 30 for 2: plain, L2 ×2 (30) beats L1 ×4 (25); in free spins the
    // L1 run holds 3 wilds (25 × 8) and beats L2's 2 wilds (30 × 4): the multiplier decides.
    const pays = FIVE_REEL.pays.map((row, s) => (s === L2 ? [0, 0, 30, 30, 30, 30] : row));
    expect(win({ ...FIVE_REEL, pays }, [W, W, L1, W, H1])).toEqual({ symbol: L2, count: 2, wilds: 2, pay: 30 });
    expect(win({ ...FIVE_REEL, pays, wildMultipliers: [1, 2, 4, 8] }, [W, W, L1, W, H1])).toEqual({ symbol: L1, count: 4, wilds: 3, pay: 25 * 8 });
  });

  it('wilds pay as themselves only when the game says so, and then only the run of the leading wild', () => {
    const pays = FIVE_REEL.pays.map((row, s) => (s === W ? [0, 0, 0, 100, 1000, 5000] : row));
    expect(win({ ...FIVE_REEL, pays }, [W, W, W, W, W])?.symbol).toBe(H1);
    const wildPays = { ...FIVE_REEL, pays, wildsPayAsThemselves: true };
    expect(win(wildPays, [W, W, W, W, W])).toEqual({ symbol: W, count: 5, wilds: 5, pay: 5000 });
    expect(win(wildPays, [W, W, W, W, H2])).toEqual({ symbol: W, count: 4, wilds: 4, pay: 1000 });
    // W W W H2 H2: H2 ×5 (400) beats the wilds' own 3 of a kind (100).
    expect(win(wildPays, [W, W, W, H2, H2])).toEqual({ symbol: H2, count: 5, wilds: 3, pay: 400 });
  });

  it('settles equal pays by the tie rule', () => {
    const pays = FIVE_REEL.pays.map((row, s) => (s === H2 ? FIVE_REEL.pays[H1]! : row));
    // W W W B L1: H1 ×3 and H2 ×3 both pay 40.
    expect(win({ ...FIVE_REEL, pays }, [W, W, W, B, L1])?.symbol).toBe(H1);
    expect(win({ ...FIVE_REEL, pays, ties: 'last-listed' }, [W, W, W, B, L1])?.symbol).toBe(H2);
  });

  it('several wilds each stand in by their own rule', () => {
    // W stands in for all; X (a second wild) only for the low symbols.
    const X = 7;
    const rules: LinePayRules = {
      ...FIVE_REEL,
      symbolCount: 8,
      wilds: [W, X],
      wildStandsFor: (s, wild) => (wild === X ? s === L1 || s === L2 : s !== J),
      pays: [...FIVE_REEL.pays, [0, 0, 0, 0, 0, 0]],
      wildMultipliers: [1, 2, 3],
    };
    expect(win(rules, [H1, X, H1, H1, H1])).toBeNull();
    expect(win(rules, [L1, X, W, L1, H1])).toEqual({ symbol: L1, count: 4, wilds: 2, pay: 25 * 3 });
    expect(win(rules, [X, W, H1, H1, H1])).toEqual({ symbol: L2, count: 2, wilds: 2, pay: 5 * 3 }); // X never stands for H1
    expect(win(rules, [W, X, L1, L1, H1])).toEqual({ symbol: L1, count: 4, wilds: 2, pay: 25 * 3 });
  });

  it('a cell outside the symbols matches nothing, so the exact maths can close a line early', () => {
    const none = FIVE_REEL.symbolCount;
    expect(win(FIVE_REEL, [H1, H1, H1, none, none])).toEqual({ symbol: H1, count: 3, wilds: 0, pay: 40 });
    expect(win(FIVE_REEL, [W, W, none, none, none])?.symbol).toBe(L2);
    expect(win(FIVE_REEL, [none, H1, H1, H1, H1])).toBeNull();
  });

  it('agrees with a literal reading of the rules on random lines of several games', () => {
    const games: LinePayRules[] = [
      FIVE_REEL,
      { ...FIVE_REEL, wildMultipliers: [1, 2, 4, 8] },
      { ...FIVE_REEL, wildsPayAsThemselves: true, ties: 'last-listed', pays: FIVE_REEL.pays.map((row, s) => (s === W ? [0, 0, 10, 40, 100, 500] : row)) },
      // 3 reels, 4 symbols, wilds pay; a 6-reel game with a multiplier on every wild.
      { symbolCount: 4, reels: 3, wilds: [0], wildStandsFor: () => true, scatters: [3], pays: [[0, 0, 0, 50], [0, 0, 2, 20], [0, 1, 5, 20], [0, 0, 0, 0]], wildsPayAsThemselves: true, ties: 'first-listed' },
      { ...FIVE_REEL, reels: 6, pays: FIVE_REEL.pays.map((row) => [...row, row[5]! * 3]), wildMultipliers: [1, 2, 3, 4, 5, 6, 7] },
    ];
    games.forEach((rules, g) => {
      const evaluator = compileLinePays(rules);
      const lines = randomLines(rules, 4000, 100 + g);
      // Lines led by wilds are where the rules differ most: put one there half of the time.
      for (const line of lines) if (line[1]! % 2 === 0) line[0] = rules.wilds[0]!;
      const disagreeing = lines.filter((line) => evaluator.best(line) !== referenceWin(rules, line));
      expect(disagreeing).toEqual([]);
      expect(lines.filter((line) => evaluator.best(line) !== 0).length).toBeGreaterThan(400); // the lines do pay
    });
  });
});

describe('lookup table', () => {
  it('holds best() of every line at code(): table and direct evaluation agree', () => {
    const rules = { ...FIVE_REEL, wildMultipliers: [1, 2, 4, 8] };
    const evaluator = compileLinePays(rules);
    const table = evaluator.table();
    expect(table.length).toBe(7 ** 5);
    expect(table.some((p) => p !== 0)).toBe(true);
    const lines = randomLines(rules, 5000, 7);
    expect(lines.filter((line) => table[evaluator.code(line)] !== evaluator.best(line))).toEqual([]);
    expect(lines.filter((line) => evaluator.best(line) !== 0).length).toBeGreaterThan(100);
    // Codes are base-symbolCount digits, reel 1 most significant.
    expect(evaluator.code([H1, W, W, L2, B])).toBe((((H1 * 7 + W) * 7 + W) * 7 + L2) * 7 + B);
  });

  it('refuses tables that would not fit: too many lines, or a win beyond 32 bits', () => {
    const big: LinePayRules = { ...FIVE_REEL, symbolCount: 16, reels: 6, pays: Array.from({ length: 16 }, () => [0, 0, 0, 1, 1, 1, 1]) };
    expect(compileLinePays(big).best([H1, H1, H1, L1, L1, L1])).not.toBe(0); // direct evaluation still works
    expect(() => compileLinePays(big).table()).toThrow(RangeError);
    const huge = FIVE_REEL.pays.map((row, s) => (s === H1 ? [0, 0, 0, 600_000, 0, 0] : row));
    expect(packedPay(compileLinePays({ ...FIVE_REEL, pays: huge }).best([H1, H1, H1, L1, L1]))).toBe(600_000);
    expect(() => compileLinePays({ ...FIVE_REEL, pays: huge }).table()).toThrow(RangeError);
  });
});

describe('a 5×4, 40-line window with an expanding wild', () => {
  // A 40 Mystic Gem-style game: 9 symbols, wild G stands for all but the scatter S.
  const [G, S, R, E, D, A, K, Q, T] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const GEMS: LinePayRules = {
    symbolCount: 9,
    reels: 5,
    wilds: [G],
    wildStandsFor: () => true,
    scatters: [S],
    pays: [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 50, 200, 500], [0, 0, 0, 30, 100, 300], [0, 0, 0, 20, 80, 200], [0, 0, 0, 10, 30, 100], [0, 0, 0, 8, 25, 80], [0, 0, 0, 5, 20, 60], [0, 0, 0, 5, 15, 50]],
    wildsPayAsThemselves: false,
    ties: 'first-listed',
  };
  const ROWS = 4;
  // 40 distinct lines over 4 rows: a spread of the 178 paths that move at most one row per reel.
  const PATHS: number[][] = [];
  const extend = (line: number[]): void => {
    if (line.length === 5) {
      PATHS.push(line);
      return;
    }
    const last = line[line.length - 1]!;
    for (const row of [last, last - 1, last + 1]) if (row >= 0 && row < ROWS) extend([...line, row]);
  };
  for (let row = 0; row < ROWS; row += 1) extend([row]);
  const LINES = PATHS.filter((_, i) => i % 4 === 0).slice(0, 40);

  // Reel 3 shows a wild on its top row; reels 1 and 2 show R on most rows.
  const window = [
    [R, R, R, R],
    [R, R, E, R],
    [G, A, K, Q],
    [K, R, S, E],
    [D, T, A, R],
  ];
  const lineWins = (w: number[][]): number => {
    const evaluator = compileLinePays(GEMS);
    const cells = new Int32Array(5);
    let coins = 0;
    for (const rows of LINES) {
      rows.forEach((row, reel) => (cells[reel] = w[reel]![row]!));
      coins += packedPay(evaluator.best(cells));
    }
    return coins;
  };

  it('pays its 40 lines from the same evaluator, a line gathered from the 4-row window', () => {
    expect(new Set(LINES.map((l) => l.join())).size).toBe(40);
    expect(new Set(LINES.map((l) => l[0])).size).toBe(ROWS);
    const reference = LINES.reduce((a, rows) => a + packedPay(referenceWin(GEMS, rows.map((row, reel) => window[reel]![row]!))), 0);
    expect(lineWins(window)).toBe(reference);
  });

  it('a wild expanding over its reel makes every line through that reel at least as good', () => {
    const expanded = window.map((column) => (column.includes(G) ? column.map(() => G) : column));
    expect(lineWins(expanded)).toBeGreaterThan(lineWins(window));
    const evaluator = compileLinePays(GEMS);
    for (const rows of LINES) {
      const before = evaluator.best(rows.map((row, reel) => window[reel]![row]!));
      const after = evaluator.best(rows.map((row, reel) => expanded[reel]![row]!));
      expect(packedPay(after)).toBeGreaterThanOrEqual(packedPay(before));
    }
  });
});

describe('rules that cannot be played are refused', () => {
  it.each<[string, Partial<LinePayRules>]>([
    ['2 reels', { reels: 2 }],
    ['7 reels', { reels: 7 }],
    ['17 symbols', { symbolCount: 17 }],
    ['no wild', { wilds: [] }],
    ['a wild that is also a scatter', { wilds: [B] }],
    ['a paytable for another symbol count', { pays: FIVE_REEL.pays.slice(1) }],
    ['a 6 of a kind on 5 reels', { pays: FIVE_REEL.pays.map((row) => [...row, 1]) }],
    ['a fractional pay', { pays: FIVE_REEL.pays.map((row, s) => (s === L1 ? [0, 0, 0, 2.5, 25, 100] : row)) }],
    ['a multiplier below 1', { wildMultipliers: [1, 0] }],
  ])('%s', (_, change) => {
    expect(() => compileLinePays({ ...FIVE_REEL, ...change })).toThrow(RangeError);
  });
});
