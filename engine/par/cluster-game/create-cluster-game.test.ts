import { Xoshiro128 } from '../../core/xoshiro128';
import cluster5x5 from '../examples/cluster-5x5.json';
import { parseGameDefinition } from '../definition/parse-game-definition';
import type { RoundRecorder } from '../par-model';
import { createClusterGame } from './create-cluster-game';

function clusterGame(json: unknown) {
  const def = parseGameDefinition(json, 'test.json');
  if (def.kind !== 'clusters') throw new Error('not a cluster game');
  return createClusterGame(def);
}

/** 4×4: a pays from 3 (5 and above: 50), b from 4, c from 3; x pays nothing; w and s stand in for a, b, c. */
const GAME = clusterGame({
  kind: 'clusters',
  id: 'grid',
  name: 'Grid',
  rows: 4,
  columns: 4,
  stakeUnits: 10,
  adjacency: 'orthogonal',
  symbols: [
    { id: 'a', kind: 'regular' },
    { id: 'b', kind: 'regular' },
    { id: 'c', kind: 'regular' },
    { id: 'x', kind: 'regular' },
    { id: 'w', kind: 'wild', substitutesFor: ['a', 'b', 'c'] },
    { id: 's', kind: 'scatter', substitutesFor: 'all-regular' },
  ],
  reels: [
    ['a', 'b', 'c', 'x', 'w', 's'],
    ['a', 'b', 'c', 'x'],
    ['a', 'b', 'c', 'x', 'w'],
    ['s', 'a', 'b', 'c'],
  ],
  paytable: { a: { 3: 10, 5: 50 }, b: { 4: 20 }, c: { 3: 5 } },
  scatterPays: { s: { 3: 2 } },
});

/** Rows as written (top first, one string per row) → grid[column][row]. */
function grid(...rows: string[]): string[][] {
  const cells = rows.map((r) => r.split(' '));
  return (cells[0] ?? []).map((_, column) => cells.map((row) => row[column] as string));
}

describe('cluster wins on hand-made grids', () => {
  it('two separate clusters of one symbol pay separately', () => {
    const spin = GAME.evaluateGrid(grid('a a b c', 'a b c b', 'b c a a', 'c b a b'));
    // a: top-left L of 3 and bottom-right L of 3 → 10 + 10; every other cell stands alone.
    expect(spin.clusters.map((c) => [c.symbol, c.size, c.win])).toEqual([
      ['a', 3, 10],
      ['a', 3, 10],
    ]);
    expect(spin.total).toBe(20);
  });

  it('a wild joins two groups into one cluster', () => {
    const spin = GAME.evaluateGrid(grid('a a w a', 'b c b a', 'c b c b', 'b c b c'));
    // a a | a + a below would be groups of 2 and 2 (nothing); the wild makes one cluster of 5 → 50.
    // The wild also touches b (row 2): {w, b} is a b-cluster of 2, below b's minimum of 4.
    expect(spin.clusters).toEqual([{ symbol: 'a', size: 5, paidSize: 5, cells: [0, 4, 8, 12, 13], win: 50 }]);
    expect(spin.total).toBe(50);
  });

  it('groups below the minimum pay nothing', () => {
    const spin = GAME.evaluateGrid(grid('a a b c', 'b c a b', 'c b c a', 'a c b b'));
    expect(spin.clusters).toEqual([]);
    expect(spin.total).toBe(0);
  });

  it('substitutes alone are not a cluster', () => {
    const spin = GAME.evaluateGrid(grid('w w w x', 'x x x x', 'x x x x', 'x x x x'));
    expect(spin.total).toBe(0);
  });

  it('a scatter stands in for several symbols at once and also pays anywhere', () => {
    const spin = GAME.evaluateGrid(grid('s a a b', 'c s b c', 'b c s c', 'c b c b'));
    // a: the two a with the scatters at (0,0) and (1,1): 4 cells → the 3 row: 10.
    // c: (1,0), both upper scatters, (2,1), the scatter at (2,2), (2,3), (3,2), (1,3): 8 → the 3 row: 5.
    // b: (1,2) with the scatters at (1,1) and (2,2): 3, below 4. Three scatters: 2 bets × 10 = 20.
    expect(spin.clusters.map((c) => [c.symbol, c.size, c.paidSize, c.win])).toEqual([
      ['a', 4, 3, 10],
      ['c', 8, 3, 5],
    ]);
    expect(spin.clusterTotal).toBe(15);
    expect(spin.scatterTotal).toBe(20);
    expect(spin.total).toBe(35);
  });

  it('a cluster above the largest size listed pays that size', () => {
    const spin = GAME.evaluateGrid(grid('a a a a', 'a a a a', 'a a a a', 'a a a a'));
    expect(spin.clusters.map((c) => [c.size, c.paidSize, c.win])).toEqual([[16, 5, 50]]);
  });

  it('reads grids from stops: column c stopped at k shows strip stops k … k + 3', () => {
    // Column strips at stop 0: a b c x | a b c x | a b c x | s a b c → rows: a a a s / b b b a / c c c b / x x x c.
    const spin = GAME.evaluateDetailed([0, 0, 0, 0]);
    expect(spin.grid[3]).toEqual(['s', 'a', 'b', 'c']);
    // a: row 0 columns 0-2, the scatter at row 0 column 3 and the a below it → 5 → 50.
    // b: row 1 columns 0-2 → 3, below 4 (the scatter touches only a cells; the b at row 2
    // column 3 stands alone). c: row 2 columns 0-2 → 3 → 5 (the c at row 3 column 3 is alone).
    expect(spin.clusters.map((c) => [c.symbol, c.size, c.win])).toEqual([
      ['a', 5, 50],
      ['c', 3, 5],
    ]);
    expect(GAME.evaluate([0, 0, 0, 0])).toBe(55);
  });

  it('refuses grids and stops of the wrong shape', () => {
    expect(() => GAME.evaluateGrid(grid('a a a', 'a a a', 'a a a'))).toThrow(RangeError);
    expect(() => GAME.evaluateGrid(grid('a a a q', 'a a a a', 'a a a a', 'a a a a'))).toThrow('"q" is not a symbol');
    expect(() => GAME.evaluate([0, 0, 0, 4])).toThrow(RangeError);
  });
});

class Sums implements RoundRecorder {
  readonly sums = [0, 0];
  round = 0;
  win(component: number, units: number): void {
    this.sums[component] = (this.sums[component] ?? 0) + units;
    this.round += units;
  }
  feature(): void {
    throw new Error('cluster games have no features yet');
  }
}

describe('cluster parModel', () => {
  it('describes the game', () => {
    const def = parseGameDefinition(cluster5x5, 'cluster-5x5.json');
    if (def.kind !== 'clusters') throw new Error('not clusters');
    const model = createClusterGame(def).parModel();
    expect(model.stakeUnits).toBe(100);
    expect(model.components.map((c) => c.id)).toEqual(['base-clusters', 'scatter']);
    expect(model.exact).toBeUndefined();
  });

  it('playRound averages what evaluate gives over every stop combination (within 5 standard errors)', () => {
    const game = clusterGame({
      kind: 'clusters',
      id: 'small',
      name: 'Small',
      rows: 2,
      columns: 3,
      stakeUnits: 1,
      adjacency: 'orthogonal',
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'b', kind: 'regular' },
        { id: 'w', kind: 'wild' },
        { id: 's', kind: 'scatter' },
      ],
      reels: [
        ['a', 'b', 'w', 's'],
        ['a', 'a', 'b'],
        ['b', 'w', 'a', 's', 'a'],
      ],
      paytable: { a: { 3: 2, 5: 9 }, b: { 2: 1, 4: 6 } },
      scatterPays: { s: { 2: 3 } },
    });
    let total = 0;
    let outcomes = 0;
    for (let i = 0; i < 4; i += 1) for (let j = 0; j < 3; j += 1) for (let k = 0; k < 5; k += 1) {
      total += game.evaluate([i, j, k]);
      outcomes += 1;
    }
    const model = game.parModel();
    const rec = new Sums();
    const rng = Xoshiro128.stream(5, 0);
    const n = 100_000;
    let sumSq = 0;
    for (let r = 0; r < n; r += 1) {
      rec.round = 0;
      model.playRound(rng, rec);
      sumSq += rec.round * rec.round;
    }
    const mean = ((rec.sums[0] ?? 0) + (rec.sums[1] ?? 0)) / n;
    const se = Math.sqrt((sumSq / n - mean * mean) / n);
    expect(Math.abs(mean - total / outcomes)).toBeLessThan(5 * se);
    expect(rec.sums[1]).toBeGreaterThan(0);
  });
});
