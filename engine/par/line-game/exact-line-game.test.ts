import classic from '../examples/classic-5x3.json';
import tiny from '../examples/tiny-2-reel.json';
import { bruteForceLineGame } from './brute-force-line-game';
import { exactLineGame } from './exact-line-game';
import { enumerateByReference, lineDef, randomLineJson } from './line-test-games';

describe('exactLineGame: hand-worked games', () => {
  it('tiny-2-reel: 22 line bets over 12 outcomes', () => {
    // Reel 1 lemon, cherry, wild, lemon; reel 2 cherry, lemon, wild; lemon 2 pays 1, cherry 2
    // pays 2, wild 2 pays 4, the wild (×2) stands in for both fruits.
    //   reel 1 lemon (2 stops): cherry 0, lemon 1, wild 1×2 = 2            → 3 each, 6
    //   reel 1 cherry:          cherry 2, lemon 0, wild 2×2 = 4            → 6
    //   reel 1 wild:            cherry 2×2 = 4, lemon 1×2 = 2, wild-wild 4  → 10
    // Σ = 22 over 4 × 3 = 12 outcomes of one 1-line-bet stake: RTP 22/12 = 183.3 %.
    const exact = exactLineGame(lineDef(tiny));
    expect(exact.cycle).toBe(12n);
    expect(exact.stakeUnits).toBe(1n);
    expect(exact.components).toEqual({ 'base-lines': 22n, scatter: 0n });
    // lemon×2: 1 + 2 (two lemon stops: 6) + 2 (wild-lemon) = 8; cherry×2: 2 + 4 + 4 = 10; wild×2: 4.
    expect(exact.contributions).toEqual({ 'lemon×2': 8n, 'cherry×2': 10n, 'wild×2': 4n });
  });

  it('multiplying wilds, a wild-only pay and a tie that goes to the run', () => {
    // 3 reels × 1 row: reel 1 [w, a], reel 2 [w, a], reel 3 [a, b]; w is ×2 for a and b.
    // a×3 pays 5, b×3 pays 1, w×2 pays 4 (wilds alone). The 8 outcomes:
    //   w w a: a-run 3, ×2×2 → 20 (beats wild-only 4)   w w b: b-run ×4 → 4, ties wild-only 4 → b×3 4
    //   w a a: ×2 → 10   w a b: a run of 2 pays nothing   a w a: ×2 → 10   a w b: 0   a a a: 5   a a b: 0
    // Σ = 49 over 8: RTP 49/8 line bets per line bet.
    const def = lineDef({
      kind: 'lines',
      id: 'wilds',
      name: 'Wilds',
      rows: 1,
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'b', kind: 'regular' },
        { id: 'w', kind: 'wild', multiplier: 2 },
      ],
      reels: [
        ['w', 'a'],
        ['w', 'a'],
        ['a', 'b'],
      ],
      lines: [[0, 0, 0]],
      paytable: { a: { 3: 5 }, b: { 3: 1 }, w: { 2: 4 } },
    });
    const exact = exactLineGame(def);
    expect(exact.cycle).toBe(8n);
    expect(exact.components['base-lines']).toBe(49n);
    expect(exact.contributions).toEqual({ 'a×3': 45n, 'b×3': 4n });
  });

  it('scatters counted in a sliding window of two rows, on two lines', () => {
    // rows 2; reel 1 [s, a, b], reel 2 [a, s, b, b]; lines: top row and bottom row.
    // Scatters seen: reel 1 stops 0 (s,a) 1, 1 (a,b) 0, 2 (b,s) 1 → {0: 1, 1: 2};
    // reel 2 stops 0 (a,s) 1, 1 (s,b) 1, 2 (b,b) 0, 3 (b,a) 0 → {0: 2, 1: 2}.
    // Convolved: 0 → 2, 1 → 1·2 + 2·2 = 6, 2 → 2·2 = 4 (of 12). Pays 1 → 1, 2 → 5 total bets
    // of 2 line bets: (6·1 + 4·5)·2 = 52.
    // Lines: each row shows reel 1 {a, b, s} once each and reel 2 {a: 1, s: 1, b: 2}:
    // a-a 1·1 ways × 3 + b-b 1·2 ways × 1 = 5 per line, 10 for both.
    // RTP = (10 + 52) / (12 × 2) = 62/24.
    const def = lineDef({
      kind: 'lines',
      id: 'scatter',
      name: 'Scatter',
      rows: 2,
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'b', kind: 'regular' },
        { id: 's', kind: 'scatter' },
      ],
      reels: [
        ['s', 'a', 'b'],
        ['a', 's', 'b', 'b'],
      ],
      lines: [
        [0, 0],
        [1, 1],
      ],
      paytable: { a: { 2: 3 }, b: { 2: 1 } },
      scatterPays: { s: { 1: 1, 2: 5 } },
    });
    const exact = exactLineGame(def);
    expect(exact.cycle).toBe(12n);
    expect(exact.stakeUnits).toBe(2n);
    expect(exact.components).toEqual({ 'base-lines': 10n, scatter: 52n });
    expect(exact.contributions).toEqual({ 'a×2': 6n, 'b×2': 4n, 's×1': 12n, 's×2': 40n });
  });

  it('weighted stops count as that many equal stops (one row, where the window is just the stop)', () => {
    const base = {
      kind: 'lines',
      id: 'w',
      name: 'W',
      rows: 1,
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'b', kind: 'regular' },
        { id: 'w', kind: 'wild', multiplier: 3 },
      ],
      lines: [[0, 0, 0]],
      paytable: { a: { 2: 1, 3: 4 }, b: { 3: 9 } },
    };
    const weighted = lineDef({ ...base, reels: [['a', 'w', 'b'], ['b', 'a'], ['w', 'a']], weights: [[3, 1, 2], [1, 4], [2, 5]] });
    const expanded = lineDef({
      ...base,
      reels: [
        ['a', 'a', 'a', 'w', 'b', 'b'],
        ['b', 'a', 'a', 'a', 'a'],
        ['w', 'w', 'a', 'a', 'a', 'a', 'a'],
      ],
    });
    expect(exactLineGame(weighted)).toEqual(exactLineGame(expanded));
    expect(exactLineGame(weighted).cycle).toBe(6n * 5n * 7n);
  });
});

describe('symbol ids that name Object members', () => {
  it('"constructor" and "toString" are plain symbols without pays', () => {
    // Reels [constructor, a] and [a, toString]: only a-a pays 3, 1 outcome of 4.
    const def = lineDef({
      kind: 'lines',
      id: 'proto',
      name: 'Proto',
      rows: 1,
      symbols: [
        { id: 'a', kind: 'regular' },
        { id: 'constructor', kind: 'regular' },
        { id: 'toString', kind: 'scatter' },
      ],
      reels: [
        ['constructor', 'a'],
        ['a', 'toString'],
      ],
      lines: [[0, 0]],
      paytable: { a: { 2: 3 } },
    });
    expect(exactLineGame(def).components).toEqual({ 'base-lines': 3n, scatter: 0n });
    expect(bruteForceLineGame(def).components).toEqual({ 'base-lines': 3n, scatter: 0n });
  });
});

describe('exactLineGame agrees with every outcome enumerated by the reference rules', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))('random game %p', (seed) => {
    const def = lineDef(randomLineJson(seed));
    const truth = enumerateByReference(def);
    const exact = exactLineGame(def);
    expect(exact.cycle).toBe(truth.cycle);
    expect(exact.components).toEqual({ 'base-lines': truth.lines, scatter: truth.scatter });
    expect(exact.contributions).toEqual(truth.contributions);
  });
});

describe('classic-5x3: combinatorics and brute force agree to the integer', () => {
  const def = lineDef(classic, 'classic-5x3.json');
  const exact = exactLineGame(def);
  const brute = bruteForceLineGame(def);

  it('on the cycle, both components and every contribution', () => {
    expect(exact.cycle).toBe(35n * 36n * 39n * 40n * 39n); // the strip lengths
    expect(brute.cycle).toBe(exact.cycle);
    expect(brute.combinations).toBe(exact.cycle);
    expect(brute.components['base-lines']).toBe(exact.components['base-lines']);
    expect(brute.components['scatter']).toBe(exact.components['scatter']);
    expect(brute.contributions).toEqual(exact.contributions);
  });

  it('has a base RTP between 85 % and 92 % of 10 line bets', () => {
    const won = (exact.components['base-lines'] ?? 0n) + (exact.components['scatter'] ?? 0n);
    const staked = exact.cycle * exact.stakeUnits;
    expect(exact.stakeUnits).toBe(10n);
    expect(won * 100n >= staked * 85n && won * 100n <= staked * 92n).toBe(true);
  });
});
