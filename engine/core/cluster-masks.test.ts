import { parseGameDefinition } from '../par/definition/parse-game-definition';
import { clusterWinFunction, orthogonalNeighbours } from '../par/cluster-game/cluster-evaluator';
import { compileClusterGame } from '../par/cluster-game/compile-cluster-game';
import {
  adjacent,
  ALL_CELLS,
  CELLS,
  cellOf,
  cellsOf,
  clusterWins,
  compileClusterPays,
  connectedComponents,
  expandedReels,
  expandedRows,
  expandMasks,
  floodFill,
  maskClusterWins,
  maskOf,
  neighbourhood,
  popcount,
  symbolMasks,
} from './cluster-masks';
import { drawInt } from './rng';
import { Xoshiro128 } from './xoshiro128';

/**
 * Gonzo's Gold's shape: three high symbols paying from 3, six low ones from 4, the scatter in the
 * middle of the list (so nothing assumes it comes last) and a blank that never pays. Sparse rows
 * as a definition lists them: a size pays the largest listed size at or below it, the largest
 * listed is the top bucket.
 */
const SYMBOLS = ['A', 'B', 'C', 'S', 'd', 'e', 'f', 'g', 'h', 'i', 'x'] as const;
const SCATTER = 3;
const BLANK = 10;
const SPARSE: Record<string, Record<number, number>> = {
  A: { 3: 50, 4: 100, 5: 200, 6: 400, 8: 1000, 10: 2500, 12: 5000, 15: 20000 },
  B: { 3: 40, 4: 80, 5: 150, 6: 300, 8: 800, 10: 2000, 12: 4000, 15: 15000 },
  C: { 3: 30, 4: 60, 5: 120, 6: 250, 8: 600, 10: 1500, 12: 3000, 15: 10000 },
  d: { 4: 20, 5: 40, 6: 80, 8: 200, 10: 500, 12: 1000, 15: 4000 },
  e: { 4: 16, 5: 32, 6: 64, 8: 160, 10: 400, 12: 800, 15: 3000 },
  f: { 4: 12, 5: 24, 6: 50, 8: 120, 10: 300, 12: 600, 15: 2500 },
  g: { 4: 10, 5: 20, 6: 40, 8: 100, 10: 250, 12: 500, 15: 2000 },
  h: { 4: 8, 5: 16, 6: 30, 8: 80, 10: 200, 12: 400, 15: 1500 },
  i: { 4: 5, 5: 10, 6: 20, 8: 50, 10: 150, 12: 300, 15: 1000 },
};

/** A sparse row as pays[size] for sizes 0 … the largest listed (which then covers the rest). */
function dense(row: Record<number, number>): number[] {
  const sizes = Object.keys(row).map(Number);
  const out: number[] = [];
  let pay = 0;
  for (let size = 0; size <= Math.max(...sizes); size += 1) {
    pay = row[size] ?? pay;
    out.push(pay);
  }
  return out;
}

const TABLE = compileClusterPays({ symbolCount: SYMBOLS.length, pays: SYMBOLS.map((id) => (SPARSE[id] === undefined ? undefined : dense(SPARSE[id]))) });
const pay = (id: string, size: number): number => TABLE.pay(SYMBOLS.indexOf(id as (typeof SYMBOLS)[number]), size);

/** The same game for the old generic evaluator, which serves as the reference. */
function oldEvaluator() {
  const def = parseGameDefinition(
    {
      kind: 'clusters',
      id: 'gonzo-shape',
      name: 'Gonzo shape',
      rows: 5,
      columns: 5,
      stakeUnits: 100,
      adjacency: 'orthogonal',
      symbols: SYMBOLS.map((id) => (id === 'S' ? { id, kind: 'scatter', substitutesFor: 'all-regular' } : { id, kind: 'regular' })),
      reels: Array.from({ length: 5 }, () => [...SYMBOLS]),
      paytable: SPARSE,
    },
    'gonzo-shape.json',
  );
  if (def.kind !== 'clusters') throw new Error('not a cluster game');
  const game = compileClusterGame(def);
  if (game.symbolIds.join() !== SYMBOLS.join()) throw new Error('symbol order changed');
  return clusterWinFunction(game);
}

/** Rows as written (top first, one letter per cell, space-separated) → the grid, cell reel × 5 + row. */
function grid(...rows: string[]): Uint8Array {
  if (rows.length !== 5) throw new Error('5 rows');
  const out = new Uint8Array(CELLS);
  rows.forEach((line, row) => {
    const letters = line.split(' ');
    if (letters.length !== 5) throw new Error(`5 cells in "${line}"`);
    letters.forEach((letter, reel) => {
      const s = SYMBOLS.indexOf(letter as (typeof SYMBOLS)[number]);
      if (s < 0) throw new Error(`unknown symbol ${letter}`);
      out[cellOf(reel, row)] = s;
    });
  });
  return out;
}

/** A mask drawn as rows (top first): '#' in, '.' out. */
function picture(...rows: string[]): number {
  const cells: number[] = [];
  rows.forEach((line, row) => line.split(' ').forEach((c, reel) => c === '#' && cells.push(cellOf(reel, row))));
  return maskOf(cells);
}

interface Seen {
  symbol: string;
  size: number;
  cells: number[];
  win: number;
}

function evaluate(g: Uint8Array): { total: number; clusters: Seen[] } {
  const clusters: Seen[] = [];
  const total = clusterWins(g, TABLE, SCATTER, (s, size, mask, win) => clusters.push({ symbol: SYMBOLS[s] as string, size, cells: cellsOf(mask), win }));
  return { total, clusters };
}

describe('bit tricks', () => {
  it('popcount counts the set bits of any 32-bit word', () => {
    const rng = new Xoshiro128(11);
    let wrong: number | null = null;
    for (let i = 0; i < 10_000 && wrong === null; i += 1) {
      const w = rng.nextUint32();
      let bits = 0;
      for (let b = 0; b < 32; b += 1) bits += Math.floor(w / 2 ** b) % 2;
      if (popcount(w) !== bits) wrong = w;
    }
    expect(wrong).toBeNull();
    expect(popcount(0)).toBe(0);
    expect(popcount(ALL_CELLS)).toBe(25);
    expect(popcount(0xffffffff)).toBe(32);
  });

  it('the neighbours of every cell are those of the old evaluator: no wrap from row 4 to the next reel, nor past reel 4', () => {
    const old = orthogonalNeighbours(5, 5);
    for (let cell = 0; cell < CELLS; cell += 1) {
      const expected = maskOf([cell, ...[0, 1, 2, 3].map((k) => old[cell * 4 + k] as number).filter((c) => c >= 0)]);
      expect(cellsOf(neighbourhood(1 << cell))).toEqual(cellsOf(expected));
      expect(adjacent(1 << cell)).toBe(expected & ~(1 << cell));
    }
    expect(neighbourhood(1 << cellOf(0, 4))).toBe(maskOf([cellOf(0, 3), cellOf(0, 4), cellOf(1, 4)]));
    expect(neighbourhood(1 << cellOf(1, 0))).toBe(maskOf([cellOf(0, 0), cellOf(1, 0), cellOf(1, 1), cellOf(2, 0)]));
  });

  it('connected components partition a mask into mutually apart, connected pieces, lowest cell first', () => {
    const rng = new Xoshiro128(12);
    const out = new Uint32Array(13);
    let wrong: string | null = null;
    for (let i = 0; i < 5_000 && wrong === null; i += 1) {
      const mask = rng.nextUint32() & rng.nextUint32() & ALL_CELLS;
      const n = connectedComponents(mask, out);
      let union = 0;
      let lowest = -1;
      for (let k = 0; k < n; k += 1) {
        const c = out[k] as number;
        const low = c & -c;
        if ((c & union) !== 0 || (neighbourhood(c) & mask) !== c || floodFill(low, mask) !== c || low <= lowest) wrong = `mask ${cellsOf(mask).join()}, component ${k}`;
        union |= c;
        lowest = low;
      }
      if (union !== mask) wrong = `mask ${cellsOf(mask).join()}: components cover ${cellsOf(union).join()}`;
    }
    expect(wrong).toBeNull();
    const checkerboard = picture('# . # . #', '. # . # .', '# . # . #', '. # . # .', '# . # . #');
    expect(connectedComponents(checkerboard, out)).toBe(13);
    expect(() => connectedComponents(checkerboard, new Uint32Array(12))).toThrow(RangeError);
  });

  it('symbolMasks gives the cells of each symbol', () => {
    const g = grid('A A S d d', 'x x x d x', 'x x x x x', 'x x x x x', 'x x x x A');
    const masks = symbolMasks(g, SYMBOLS.length);
    expect(cellsOf(masks[0] as number)).toEqual([cellOf(0, 0), cellOf(1, 0), cellOf(4, 4)]);
    expect(cellsOf(masks[SCATTER] as number)).toEqual([cellOf(2, 0)]);
    expect(popcount(masks[BLANK] as number)).toBe(18);
    const reused = new Uint32Array(16).fill(7);
    expect(symbolMasks(g, 4, reused)).toBe(reused);
    expect([...reused.subarray(0, 5)]).toEqual([masks[0], 0, 0, masks[SCATTER], 7]);
  });
});

describe('cluster wins on hand-made grids', () => {
  it('a scatter joins clusters of two symbols, and both pay', () => {
    const spin = evaluate(grid('A A S d d', 'x x x d x', 'x x x x x', 'x x x x x', 'x x x x x'));
    expect(spin.clusters).toEqual([
      { symbol: 'A', size: 3, cells: [cellOf(0, 0), cellOf(1, 0), cellOf(2, 0)], win: 50 },
      { symbol: 'd', size: 4, cells: [cellOf(2, 0), cellOf(3, 0), cellOf(3, 1), cellOf(4, 0)], win: 20 },
    ]);
    expect(spin.total).toBe(70);
  });

  it('a scatter joins two groups of one symbol into one cluster', () => {
    // A A | A A alone would be two groups of 2, nothing; with the scatter one cluster of 5.
    const spin = evaluate(grid('A A S A A', 'x x x x x', 'x x x x x', 'x x x x x', 'x x x x x'));
    expect(spin.clusters.map((c) => [c.symbol, c.size, c.win])).toEqual([['A', 5, 200]]);
  });

  it('scatters alone never pay, however many', () => {
    expect(evaluate(grid('S S S S S', 'S S S S S', 'S S S S S', 'S S S S S', 'S S S S S')).total).toBe(0);
    expect(evaluate(grid('S S S S S', 'x x x x x', 'S S S S S', 'x x x x x', 'S S S S S')).total).toBe(0);
    // One A between the scatters of rows 2 and 4 makes them its cluster; row 0 stays apart.
    const spin = evaluate(grid('S S S S S', 'x x x x x', 'S S S S S', 'x x x x A', 'S S S S S'));
    expect(spin.clusters.map((c) => [c.symbol, c.size])).toEqual([['A', 11]]);
  });

  it('two separate clusters of one symbol pay twice', () => {
    const spin = evaluate(grid('A A A x x', 'x x x x x', 'x x x x x', 'x x x x x', 'x x A A A'));
    expect(spin.clusters.map((c) => [c.symbol, c.size, c.win])).toEqual([
      ['A', 3, 50],
      ['A', 3, 50],
    ]);
    expect(spin.total).toBe(100);
  });

  it('high symbols pay from 3, low from 4; a symbol with no pays never pays', () => {
    expect(evaluate(grid('B B B x x', 'd d d x x', 'e e e e x', 'x x x x x', 'x x x x x')).clusters.map((c) => [c.symbol, c.size])).toEqual([
      ['B', 3],
      ['e', 4],
    ]);
  });

  it('sizes above the largest listed pay the top bucket (15+); between listed sizes the smaller', () => {
    const all = evaluate(grid('A A A A A', 'A A A A A', 'A A A A A', 'A A A A A', 'A A A A A'));
    expect(all.clusters.map((c) => [c.symbol, c.size, c.win])).toEqual([['A', 25, 20000]]);
    const fifteen = evaluate(grid('A A A A A', 'A A A A A', 'A A S S S', 'x x x x x', 'x x x x x'));
    expect(fifteen.clusters.map((c) => [c.symbol, c.size, c.win])).toEqual([['A', 15, 20000]]);
    const fourteen = evaluate(grid('A A A A A', 'A A A A A', 'A A S S x', 'x x x x x', 'x x x x x'));
    expect(fourteen.clusters.map((c) => [c.symbol, c.size, c.win])).toEqual([['A', 14, 5000]]);
    expect([7, 9, 11, 13, 16, 25].map((size) => pay('d', size))).toEqual([80, 200, 500, 1000, 4000, 4000]);
  });

  it('row 4 of a reel is not next to row 0 of the next reel', () => {
    // Cell 4 (reel 0, row 4) and cells 5, 6 (reel 1, rows 0 and 1) are consecutive bits, not neighbours.
    const g = grid('x A x x x', 'x A x x x', 'x x x x x', 'x x x x x', 'A x x x x');
    expect(evaluate(g).total).toBe(0);
    // Reel 1 row 4 (bit 9) and reel 2 row 0 (bit 10): a wrap would make one cluster of 4 here.
    expect(evaluate(grid('x x A x x', 'x x A x x', 'x x x x x', 'x S x x x', 'x A x x x')).total).toBe(0);
    // The same three A made really adjacent pay.
    expect(evaluate(grid('A A x x x', 'x A x x x', 'x x x x x', 'x x x x x', 'x x x x x')).total).toBe(50);
  });

  it('a table that pays single cells pays lone cells too (they skip the flood otherwise)', () => {
    const ones = compileClusterPays({ symbolCount: 3, pays: [[0, 1, 5], [0, 0, 0, 7]] });
    const g = new Uint8Array(CELLS).fill(2);
    g[cellOf(0, 0)] = 0;
    g[cellOf(2, 2)] = 0;
    g[cellOf(2, 3)] = 0;
    g[cellOf(4, 4)] = 1;
    const seen: number[][] = [];
    expect(clusterWins(g, ones, -1, (s, size, cells, win) => seen.push([s, size, cells, win]))).toBe(6);
    expect(seen).toEqual([
      [0, 1, 1 << cellOf(0, 0), 1],
      [0, 2, maskOf([cellOf(2, 2), cellOf(2, 3)]), 5],
    ]);
  });

  it('refuses a grid of the wrong size and a scatter that is not a symbol', () => {
    expect(() => clusterWins(new Uint8Array(24), TABLE, SCATTER)).toThrow(RangeError);
    expect(() => clusterWins(new Uint8Array(25), TABLE, SYMBOLS.length)).toThrow(RangeError);
    expect(() => compileClusterPays({ symbolCount: 2, pays: [[0, 0, 0, 1.5]] })).toThrow(RangeError);
    expect(() => compileClusterPays({ symbolCount: 1, pays: [[], []] })).toThrow(RangeError);
  });

  it('without a scatter (−1) the scatter symbol is an ordinary non-paying symbol', () => {
    expect(clusterWins(grid('A A S x x', 'x x x x x', 'x x x x x', 'x x x x x', 'x x x x x'), TABLE, -1)).toBe(0);
    expect(clusterWins(grid('A A S x x', 'x x x x x', 'x x x x x', 'x x x x x', 'x x x x x'), TABLE, SCATTER)).toBe(50);
  });
});

describe('agreement with the old evaluator', () => {
  it('gives the same total and the same clusters on 200,000 random grids, many of them full of scatters (from the grid and from its masks)', () => {
    const old = oldEvaluator();
    const rng = new Xoshiro128('cluster-masks');
    const g = new Uint8Array(CELLS);
    const regular = SYMBOLS.map((_, s) => s).filter((s) => s !== SCATTER);
    // Each cluster as four numbers (symbol, size, cell mask, win), in the order reported.
    const oldSeen: number[] = [];
    const newSeen: number[] = [];
    const oldSink = (s: number, size: number, cells: Int32Array, win: number): void => void oldSeen.push(s, size, maskOf(cells), win);
    const newSink = (s: number, size: number, cells: number, win: number): void => void newSeen.push(s, size, cells, win);
    const same = (): boolean => oldSeen.length === newSeen.length && oldSeen.every((v, i) => v === newSeen[i]);
    const masks = new Int32Array(SYMBOLS.length);
    const unsignedMasks = new Uint32Array(SYMBOLS.length);
    let mismatch: string | null = null;
    let paid = 0;
    let maxSize = 0;
    let maxScatters = 0;
    for (let round = 0; round < 200_000 && mismatch === null; round += 1) {
      // Few symbols in play make big clusters (the top bucket); scatter chances from none to 3/4.
      const inPlay = 2 + drawInt(rng, regular.length - 1);
      const scatterIn16 = [0, 1, 2, 4, 8, 12][drawInt(rng, 6)] as number;
      let scatters = 0;
      for (let cell = 0; cell < CELLS; cell += 1) {
        if (drawInt(rng, 16) < scatterIn16) {
          g[cell] = SCATTER;
          scatters += 1;
        } else g[cell] = regular[drawInt(rng, inPlay)] as number;
      }
      oldSeen.length = 0;
      newSeen.length = 0;
      const a = old(g, oldSink);
      const b = clusterWins(g, TABLE, SCATTER, newSink);
      masks.set(symbolMasks(g, SYMBOLS.length, unsignedMasks));
      if (a !== b || !same() || clusterWins(g, TABLE, SCATTER) !== b || maskClusterWins(masks, TABLE, SCATTER) !== b) {
        mismatch = `grid ${[...g].map((s) => SYMBOLS[s]).join('')}: old ${a} [${oldSeen.join()}], new ${b} [${newSeen.join()}]`;
      }
      if (b > 0) paid += 1;
      for (let k = 1; k < newSeen.length; k += 4) maxSize = Math.max(maxSize, newSeen[k] as number);
      maxScatters = Math.max(maxScatters, scatters);
    }
    expect(mismatch).toBeNull();
    // The grids did exercise the cases: many wins, clusters in the top bucket, grids nearly all scatter.
    expect(paid).toBeGreaterThan(50_000);
    expect(maxSize).toBeGreaterThanOrEqual(20);
    expect(maxScatters).toBeGreaterThanOrEqual(22);
  });
});

describe('expanding symbols', () => {
  const E = (...rows: string[]): number => picture(...rows);

  it('a horizontal pair expands its row', () => {
    const mask = E('. . . . .', '. # # . .', '. . . . .', '. . . . .', '. . . . .');
    expect(expandedRows(mask)).toBe(0b00010);
    expect(expandedReels(mask)).toBe(0);
    expect(expandMasks(mask)).toBe(E('. . . . .', '# # # # #', '. . . . .', '. . . . .', '. . . . .'));
  });

  it('a vertical pair expands its reel', () => {
    const mask = E('. . . . .', '. . . . .', '. . . . .', '. . . # .', '. . . # .');
    expect(expandedReels(mask)).toBe(0b01000);
    expect(expandMasks(mask)).toBe(E('. . . # .', '. . . # .', '. . . # .', '. . . # .', '. . . # .'));
  });

  it('a scatter beside an expanding symbol causes nothing: only real symbols are in the mask', () => {
    // An expanding symbol at reel 2 row 2 with a scatter to its right: the mask holds the symbol only.
    const g = grid('x x x x x', 'x x x x x', 'x x A S x', 'x x x x x', 'x x x x x');
    const real = (symbolMasks(g, SYMBOLS.length)[0] as number) >>> 0;
    expect(expandMasks(real)).toBe(real);
    // Diagonal neighbours do not pair either, nor do two in one row with a gap.
    const apart = E('# . # . .', '. # . . .', '. . . . .', '. . . . .', '. . . . .');
    expect(expandMasks(apart)).toBe(apart);
  });

  it('an L-shape expands both a row and a reel', () => {
    const mask = E('. . . . .', '. # # . .', '. # . . .', '. . . . .', '. . . . .');
    expect(expandedRows(mask)).toBe(0b00010);
    expect(expandedReels(mask)).toBe(0b00010);
    expect(expandMasks(mask)).toBe(E('. # . . .', '# # # # #', '. # . . .', '. # . . .', '. # . . .'));
  });

  it('symbols next to each other only after an expansion do not expand again', () => {
    // Row 0 expands (reels 0, 1); the single symbols at reel 3 row 1 and reel 4 row 3 then touch
    // covered cells, but the original mask has no pair for them: no reel 3, no row 3.
    const mask = E('# # . . .', '. . . # .', '. . . . .', '. . . . #', '. . . . .');
    expect(expandMasks(mask)).toBe(E('# # # # #', '. . . # .', '. . . . .', '. . . . #', '. . . . .'));
  });

  it('row 4 of a reel and row 0 of the next are not a vertical pair; reel 4 and reel 0 not a horizontal one', () => {
    const wrap = E('. # . . #', '. . . . .', '. . . . .', '. . . . .', '# . . . .');
    expect(expandMasks(wrap)).toBe(wrap);
  });

  it('agrees with a cell-by-cell reading of the rules on 20,000 random masks', () => {
    const rng = new Xoshiro128(13);
    let mismatch: string | null = null;
    for (let i = 0; i < 20_000 && mismatch === null; i += 1) {
      const mask = rng.nextUint32() & rng.nextUint32() & ALL_CELLS;
      const has = (reel: number, row: number): boolean => reel >= 0 && reel < 5 && row >= 0 && row < 5 && (mask & (1 << cellOf(reel, row))) !== 0;
      let covered = mask;
      for (let reel = 0; reel < 5; reel += 1) {
        for (let row = 0; row < 5; row += 1) {
          if (!has(reel, row)) continue;
          if (has(reel - 1, row) || has(reel + 1, row)) for (let k = 0; k < 5; k += 1) covered |= 1 << cellOf(k, row);
          if (has(reel, row - 1) || has(reel, row + 1)) for (let k = 0; k < 5; k += 1) covered |= 1 << cellOf(reel, k);
        }
      }
      if (expandMasks(mask) !== covered) mismatch = `mask ${cellsOf(mask).join()}: ${cellsOf(expandMasks(mask)).join()}, expected ${cellsOf(covered).join()}`;
    }
    expect(mismatch).toBeNull();
  });
});
