import { chiSquareCritical99, chiSquareStatistic } from './chi-square';
import { DrawRecorder, drawInt, type Rng } from './rng';
import { Xoshiro128 } from './xoshiro128';

const DRAWS = 1_000_000;
const TWO_POW_32 = 2 ** 32;
/** Bound once: globals are slow to reach inside jest's module sandbox and this runs 10^6 times per bound. */
const floor = Math.floor;

/** An Rng that returns the given words in order, and counts how many were asked for. */
class ScriptedRng implements Rng {
  used = 0;
  constructor(private readonly words: readonly number[]) {}
  nextUint32(): number {
    const w = this.words[this.used];
    if (w === undefined) throw new Error('scripted rng ran out of words');
    this.used += 1;
    return w;
  }
}

/**
 * Counts draws of drawInt(bound) per bucket. With bound ≤ buckets each value is its own cell;
 * a huge bound is split into `buckets` contiguous ranges whose exact sizes give the expectations.
 */
function histogram(rng: Rng, bound: number, buckets: number): { observed: number[]; expected: number[] } {
  const cells = Math.min(bound, buckets);
  const observed = new Array<number>(cells).fill(0);
  const cellOf = (v: number): number => floor((v * cells) / bound); // v·cells < 2^53 for every bound here
  for (let i = 0; i < DRAWS; i += 1) {
    const c = cellOf(drawInt(rng, bound));
    observed[c] = (observed[c] ?? 0) + 1;
  }
  // Cell c holds the values v with floor(v·cells/bound) = c, i.e. ceil(c·bound/cells) ≤ v < ceil((c+1)·bound/cells).
  const start = (c: number): number => Math.ceil((c * bound) / cells);
  const expected = observed.map((_, c) => (DRAWS * (start(c + 1) - start(c))) / bound);
  return { observed, expected };
}

describe('drawInt is unbiased (chi-square, 10^6 draws, 99 % confidence)', () => {
  // Critical values used (chiSquareCritical99): df 2 → 9.21, df 15 → 30.58, df 36 → 58.62,
  // df 63 → 92.01, df 999 → 1107.0 (Wilson–Hilferty, exact closed form for df 2).
  it.each([
    [3, 3, 101],
    [16, 16, 102],
    [37, 37, 103],
    [1000, 1000, 104],
    [2 ** 31 + 1, 64, 105],
    [3 * 2 ** 30, 64, 106],
  ])('bound %p in %p cells (seed %p)', (bound, buckets, seed) => {
    const { observed, expected } = histogram(new Xoshiro128(seed), bound, buckets);
    const stat = chiSquareStatistic(observed, expected);
    expect(stat).toBeLessThan(chiSquareCritical99(observed.length - 1));
  });

  it('the same test catches a biased draw (plain modulo at bound 3·2^30)', () => {
    // Guards the test itself: with x % bound the words above the bound fold onto the first
    // 2^30 values, which become twice as likely. drawInt passes this bound (row above).
    const rng = new Xoshiro128(107);
    const biased: Rng = { nextUint32: () => rng.nextUint32() };
    const bound = 3 * 2 ** 30;
    const cells = 64;
    const observed = new Array<number>(cells).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const c = Math.floor(((biased.nextUint32() % bound) * cells) / bound);
      observed[c] = (observed[c] ?? 0) + 1;
    }
    const expected = observed.map(() => n / cells);
    expect(chiSquareStatistic(observed, expected)).toBeGreaterThan(chiSquareCritical99(cells - 1));
  });
});

describe('chiSquareCritical99', () => {
  it.each([
    [2, 9.2103],
    [15, 30.578],
    [36, 58.619],
    [63, 92.01],
  ])('df %p is close to the table value %p', (df, table) => {
    expect(Math.abs(chiSquareCritical99(df) - table) / table).toBeLessThan(0.002);
  });
});

describe('drawInt rejection', () => {
  it('rejects the biased tail: the top word is refused for bound 3', () => {
    // 2^32 = 3·1431655765 + 1, so exactly one word (2^32 − 1) would favour 0: it is rejected.
    const rng = new ScriptedRng([TWO_POW_32 - 1, 7]);
    expect(drawInt(rng, 3)).toBe(1);
    expect(rng.used).toBe(2);
  });

  it('accepts the last word below the limit', () => {
    const rng = new ScriptedRng([TWO_POW_32 - 2]);
    expect(drawInt(rng, 3)).toBe((TWO_POW_32 - 2) % 3);
    expect(rng.used).toBe(1);
  });

  it('rejects every word of the tail for bound 1000 (2^32 mod 1000 = 296)', () => {
    const limit = TWO_POW_32 - 296;
    const rng = new ScriptedRng([TWO_POW_32 - 1, limit, limit + 295, limit - 1]);
    expect(drawInt(rng, 1000)).toBe(999);
    expect(rng.used).toBe(4);
  });

  it('never rejects when the bound divides 2^32', () => {
    const rng = new ScriptedRng([TWO_POW_32 - 1]);
    expect(drawInt(rng, 16)).toBe(15);
    expect(rng.used).toBe(1);
  });

  it('rejects about half the words for bound 2^31 + 1', () => {
    const rng = new ScriptedRng([2 ** 31 + 1, TWO_POW_32 - 1, 2 ** 31]);
    expect(drawInt(rng, 2 ** 31 + 1)).toBe(2 ** 31);
    expect(rng.used).toBe(3);
  });

  it('handles the extreme bounds 1 and 2^32', () => {
    expect(drawInt(new ScriptedRng([TWO_POW_32 - 1]), 1)).toBe(0);
    expect(drawInt(new ScriptedRng([TWO_POW_32 - 1]), TWO_POW_32)).toBe(TWO_POW_32 - 1);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, TWO_POW_32 + 1])('throws for bound %p', (bound) => {
    expect(() => drawInt(new ScriptedRng([0]), bound)).toThrow(RangeError);
  });
});

describe('DrawRecorder', () => {
  it('records every draw with its bound and hands them over once', () => {
    const recorder = new DrawRecorder(new ScriptedRng([5, TWO_POW_32 - 1, 8, 1023]));
    expect(recorder.int(3)).toBe(2);
    expect(recorder.int(3)).toBe(2); // 2^32 − 1 rejected, then 8 % 3
    expect(recorder.int(1024)).toBe(1023);
    expect(recorder.take()).toEqual([
      { bound: 3, value: 2 },
      { bound: 3, value: 2 },
      { bound: 1024, value: 1023 },
    ]);
    expect(recorder.take()).toEqual([]);
  });
});
