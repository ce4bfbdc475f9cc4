import classic from '../examples/classic-5x3.json';
import tiny from '../examples/tiny-2-reel.json';
import { bruteForceLineGame } from './brute-force-line-game';
import { mergeBruteForce, type BruteForceResult } from './brute-force-result';
import { exactLineGame } from './exact-line-game';
import { enumerateByReference, lineDef, randomLineJson } from './line-test-games';
import { WIN_RANGES } from './win-ranges';

describe('bruteForceLineGame on tiny-2-reel (every outcome worked by hand)', () => {
  // The 12 outcomes (exact-line-game.test.ts lists them): wins 0 ×3, 1 ×2, 2 ×4, 4 ×3.
  const result = bruteForceLineGame(lineDef(tiny));

  it('totals, hits, Σ win² and the largest win', () => {
    expect(result.cycle).toBe(12n);
    expect(result.combinations).toBe(12n);
    expect(result.components).toEqual({ 'base-lines': 22n, scatter: 0n });
    expect(result.hits).toBe(9n);
    expect(result.sumOfSquares).toBe(2n * 1n + 4n * 4n + 3n * 16n); // 66
    expect(result.maxWin).toEqual({ units: 4n, outcomes: 3n });
  });

  it('the histogram by multiples of the total bet (1 line bet)', () => {
    const byLabel = Object.fromEntries(WIN_RANGES.map((r, i) => [r.label, result.histogram[i]]));
    expect(byLabel['0']).toEqual({ outcomes: 3n, win: 0n });
    expect(byLabel['(0, 1)']).toEqual({ outcomes: 0n, win: 0n });
    expect(byLabel['[1, 2)']).toEqual({ outcomes: 2n, win: 2n });
    expect(byLabel['[2, 5)']).toEqual({ outcomes: 7n, win: 20n }); // 4 × 2 + 3 × 4
    expect(result.histogram.reduce((a, h) => a + h.outcomes, 0n)).toBe(12n);
  });
});

describe('bruteForceLineGame agrees with the reference enumeration', () => {
  const check = (json: Record<string, unknown>): void => {
    const def = lineDef(json);
    const truth = enumerateByReference(def);
    const brute = bruteForceLineGame(def);
    expect(brute.cycle).toBe(truth.cycle);
    expect(brute.components).toEqual({ 'base-lines': truth.lines, scatter: truth.scatter });
    expect(brute.hits).toBe(truth.hits);
    expect(brute.sumOfSquares).toBe(truth.sumOfSquares);
    expect(brute.maxWin).toEqual({ units: truth.max, outcomes: truth.maxOutcomes });
    expect(brute.contributions).toEqual(truth.contributions);
    expect(brute.histogram.reduce((a, h) => a + h.win, 0n)).toBe(truth.lines + truth.scatter);
  };

  it.each(Array.from({ length: 30 }, (_, i) => i + 101))('random game %p', (seed) => check(randomLineJson(seed)));

  it.each([3, 7, 12, 20])('random game %p with weights near 2^28 (sums leave doubles for BigInt)', (seed) => {
    const json = randomLineJson(seed);
    const strips = json['reels'] as string[][];
    json['weights'] = strips.map((strip, r) => strip.map((_, i) => 268_435_399 + 7 * r + i));
    check(json);
  });
});

describe('first-reel ranges', () => {
  const def = lineDef(classic, 'classic-5x3.json');
  const whole = bruteForceLineGame(def);

  it('split in three, merged in any order, equal the whole enumeration', () => {
    const a = bruteForceLineGame(def, { firstReelFrom: 0, firstReelTo: 12 });
    const b = bruteForceLineGame(def, { firstReelFrom: 12, firstReelTo: 20 });
    const c = bruteForceLineGame(def, { firstReelFrom: 20, firstReelTo: 35 });
    expect(a.cycle + b.cycle + c.cycle).toBe(whole.cycle);
    const merged: BruteForceResult = mergeBruteForce(c, mergeBruteForce(a, b));
    expect(merged).toEqual(whole);
    expect(mergeBruteForce(mergeBruteForce(b, c), a)).toEqual(whole);
  });

  it('an empty range counts nothing and merges as nothing', () => {
    const empty = bruteForceLineGame(def, { firstReelFrom: 5, firstReelTo: 5 });
    expect(empty.cycle).toBe(0n);
    expect(empty.ranges).toEqual([]);
    expect(mergeBruteForce(empty, whole)).toEqual(whole);
  });

  it('refuses overlapping ranges and ranges off the reel', () => {
    const a = bruteForceLineGame(def, { firstReelFrom: 0, firstReelTo: 12 });
    const b = bruteForceLineGame(def, { firstReelFrom: 10, firstReelTo: 20 });
    expect(() => mergeBruteForce(a, b)).toThrow('overlap');
    expect(() => bruteForceLineGame(def, { firstReelFrom: 0, firstReelTo: 36 })).toThrow(RangeError);
    expect(() => bruteForceLineGame(def, { firstReelFrom: 4, firstReelTo: 3 })).toThrow(RangeError);
  });

  it('refuses to merge results of different games', () => {
    const other = bruteForceLineGame(lineDef(tiny));
    expect(() => mergeBruteForce(whole, other)).toThrow('cannot merge');
  });
});

describe('weighted stops', () => {
  it('multiply each combination by the product of its weights (brute force = combinatorics)', () => {
    const json = { ...(classic as Record<string, unknown>) };
    const strips = json['reels'] as string[][];
    json['weights'] = strips.map((strip, r) => strip.map((_, i) => 1 + ((i * 7 + r) % 5)));
    const def = lineDef(json);
    const exact = exactLineGame(def);
    const brute = bruteForceLineGame(def);
    expect(brute.cycle).toBe(exact.cycle);
    expect(brute.components).toEqual(exact.components);
    expect(brute.contributions).toEqual(exact.contributions);
    expect(brute.combinations).toBe(35n * 36n * 39n * 40n * 39n);
    expect(brute.cycle).not.toBe(brute.combinations);
  });
});
