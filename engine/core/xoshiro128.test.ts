import { Xoshiro128 } from './xoshiro128';

function take(g: Xoshiro128, n: number): number[] {
  return Array.from({ length: n }, () => g.nextUint32());
}

describe('Xoshiro128', () => {
  it('matches the C reference xoshiro128** for state {1, 2, 3, 4}', () => {
    // Printed by the public-domain reference next() compiled with gcc.
    const g = Xoshiro128.fromState([1, 2, 3, 4]);
    expect(take(g, 8)).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849]);
  });

  it('matches the C reference for a state with high bits set', () => {
    const g = Xoshiro128.fromState([0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x12345678]);
    expect(take(g, 4)).toEqual([2463954730, 5524658, 3566893527, 3794986392]);
  });

  it('returns unsigned 32-bit integers', () => {
    const g = new Xoshiro128(42);
    for (const w of take(g, 10_000)) {
      expect(Number.isInteger(w) && w >= 0 && w <= 0xffff_ffff).toBe(true);
    }
  });

  it('is deterministic for a number seed and for a string seed', () => {
    expect(take(new Xoshiro128(7), 16)).toEqual(take(new Xoshiro128(7), 16));
    expect(take(new Xoshiro128('gnomos'), 16)).toEqual(take(new Xoshiro128('gnomos'), 16));
  });

  it('gives unrelated sequences for neighbouring seeds', () => {
    const a = take(new Xoshiro128(0), 64);
    const b = take(new Xoshiro128(1), 64);
    const c = take(new Xoshiro128('0'), 64);
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(c);
    // Unrelated: the words hardly ever coincide position by position.
    expect(a.filter((w, i) => w === b[i]).length).toBe(0);
  });

  it('uses all 53 bits of a large seed', () => {
    const low = 0x1234_5678;
    expect(take(new Xoshiro128(low), 8)).not.toEqual(take(new Xoshiro128(low + 0x1_0000_0000), 8));
  });

  it('gives reproducible, distinct streams', () => {
    const first = take(Xoshiro128.stream(2024, 3), 32);
    expect(take(Xoshiro128.stream(2024, 3), 32)).toEqual(first);
    const others = [Xoshiro128.stream(2024, 2), Xoshiro128.stream(2024, 4), Xoshiro128.stream(2025, 3), new Xoshiro128(2024)];
    for (const g of others) expect(take(g, 32)).not.toEqual(first);
  });

  it('does not depend on how many streams were made before', () => {
    // A worker pool creates chunks in any order: chunk 5 must not care.
    const direct = take(Xoshiro128.stream(9, 5), 8);
    for (let k = 0; k < 5; k += 1) take(Xoshiro128.stream(9, k), 100);
    expect(take(Xoshiro128.stream(9, 5), 8)).toEqual(direct);
  });

  it('resumes exactly from a saved state', () => {
    const g = new Xoshiro128('resume');
    take(g, 100);
    const copy = Xoshiro128.fromState(g.state());
    expect(take(copy, 20)).toEqual(take(g, 20));
  });

  it('rejects bad seeds, stream indices and states', () => {
    expect(() => new Xoshiro128(1.5)).toThrow(RangeError);
    expect(() => new Xoshiro128(Number.NaN)).toThrow(RangeError);
    expect(() => Xoshiro128.stream(1, -1)).toThrow(RangeError);
    expect(() => Xoshiro128.stream(1, 0.5)).toThrow(RangeError);
    expect(() => Xoshiro128.fromState([0, 0, 0, 0])).toThrow(RangeError);
    expect(() => Xoshiro128.fromState([1, 2, 3, 2 ** 32])).toThrow(RangeError);
  });
});
