/**
 * Seeded PRNG for the fuzz tests (mulberry32): failures must be reproducible from the seed, and
 * the lint rules keep Math.random out of the code base.
 */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below: number): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const value = (t ^ (t >>> 14)) >>> 0;
    return value % below;
  };
}
