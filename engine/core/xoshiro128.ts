import type { Rng } from './rng';

/**
 * xoshiro128** 1.1 (Blackman & Vigna, public domain reference algorithm): the seeded generator
 * for tests and simulations. Production never uses it; main injects a CSPRNG.
 *
 * Seeding goes through splitmix32 so that nearby seeds (0, 1, 2…) give unrelated states, and
 * `stream(seed, k)` hashes the chunk index into the seed: simulation chunk k draws the same
 * numbers whichever worker runs it and however many workers there are.
 */
export type Xoshiro128State = readonly [number, number, number, number];

const GOLDEN_GAMMA = 0x9e3779b9;
/**
 * Bound once: a global looked up per call costs ~20× more inside jest's sandboxed module
 * context, and the RNG acceptance tests make millions of calls.
 */
const imul = Math.imul;
/** Distinguishes stream seeds from plain seeds, so stream(s, k) never equals a plain seed's state by construction. */
const STREAM_TAG = 0x5354524d; // "STRM"

/** The splitmix32 output function (finaliser constants from Wellons' hash-prospector). */
function mix32(x: number): number {
  let z = x >>> 0;
  z = imul(z ^ (z >>> 16), 0x21f0aaad);
  z = imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** 32-bit words of a seed: a safe integer gives its low and high words, a string its FNV-1a hash. */
function seedWords(seed: number | string): number[] {
  if (typeof seed === 'string') {
    let h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i += 1) {
      h = imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
    }
    return [h, seed.length >>> 0];
  }
  if (!Number.isSafeInteger(seed)) {
    throw new RangeError(`Xoshiro128 seed must be a safe integer or a string, got ${String(seed)}`);
  }
  const low = seed >>> 0; // the low 32 bits, two's complement for negatives
  const high = Math.floor(seed / 0x1_0000_0000) >>> 0;
  return [low, high];
}

/** Absorbs the words into one splitmix32 state, then expands it into four non-zero-together words. */
function stateFromWords(words: readonly number[]): [number, number, number, number] {
  let acc = 0;
  for (const w of words) acc = mix32((acc ^ w) + GOLDEN_GAMMA);
  let sm = acc;
  const next = (): number => {
    sm = (sm + GOLDEN_GAMMA) >>> 0;
    return mix32(sm);
  };
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  // The all-zero state is the generator's only fixed point; splitmix makes it practically
  // impossible, but a generator that silently returns zeros forever must not be possible at all.
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  return s;
}

export class Xoshiro128 implements Rng {
  /**
   * The four state words as signed int32 in a typed array: every xoshiro operation is exact in
   * int32, and typed-array slots never box a number, so a draw allocates nothing (unsigned
   * words above 2^31 in plain object fields cost a heap number on every store).
   */
  private readonly s = new Int32Array(4);

  constructor(seed: number | string) {
    this.s.set(stateFromWords(seedWords(seed)));
  }

  /** Independent stream number `streamIndex` of `seed`: one per simulation chunk. */
  static stream(seed: number, streamIndex: number): Xoshiro128 {
    if (!Number.isSafeInteger(streamIndex) || streamIndex < 0) {
      throw new RangeError(`stream index must be a non-negative safe integer, got ${String(streamIndex)}`);
    }
    const g = new Xoshiro128(0);
    g.setState(stateFromWords([...seedWords(seed), STREAM_TAG, ...seedWords(streamIndex)]));
    return g;
  }

  /** A generator at an exact state (reference vectors, or resuming a saved simulation). */
  static fromState(state: Xoshiro128State): Xoshiro128 {
    const g = new Xoshiro128(0);
    g.setState(state);
    return g;
  }

  /** The current state; `fromState(g.state())` continues exactly where g is. */
  state(): Xoshiro128State {
    const s = this.s;
    return [s[0]! >>> 0, s[1]! >>> 0, s[2]! >>> 0, s[3]! >>> 0];
  }

  nextUint32(): number {
    const s = this.s;
    const s0 = s[0]!;
    const s1 = s[1]!;
    const s2 = s[2]! ^ s0;
    const s3 = s[3]! ^ s1;
    const result = rotl(imul(s1, 5), 7);
    s[0] = s0 ^ s3;
    s[1] = s1 ^ s2;
    s[2] = s2 ^ (s1 << 9);
    s[3] = (s3 << 11) | (s3 >>> 21);
    return imul(result, 9) >>> 0;
  }

  private setState(state: Xoshiro128State): void {
    for (const w of state) {
      if (!Number.isInteger(w) || w < 0 || w > 0xffff_ffff) {
        throw new RangeError(`Xoshiro128 state words must be unsigned 32-bit integers, got ${String(w)}`);
      }
    }
    if ((state[0] | state[1] | state[2] | state[3]) === 0) {
      throw new RangeError('Xoshiro128 state must not be all zero');
    }
    this.s.set(state);
  }
}
