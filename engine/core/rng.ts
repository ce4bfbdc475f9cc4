/**
 * The only source of randomness the games may use. Production injects a CSPRNG from main;
 * tests and simulations use the seeded Xoshiro128 generator. Range draws are unbiased:
 * rejection sampling on 32-bit words, never `x % n` on its own.
 */
export interface Rng {
  /** A uniformly distributed unsigned 32-bit integer. */
  nextUint32(): number;
}

/** One range draw as the journal records it: the value drawn in [0, bound). */
export interface RngDraw {
  readonly bound: number;
  readonly value: number;
}

const TWO_POW_32 = 0x1_0000_0000;
/** Bound once: looking the global up per call is ~20× slower inside jest's module sandbox. */
const isSafeInteger = Number.isSafeInteger;

/**
 * A uniform integer in [0, bound). Words at or above the largest multiple of `bound` below 2^32
 * are rejected, so every result is equally likely.
 */
export function drawInt(rng: Rng, bound: number): number {
  if (!isSafeInteger(bound) || bound < 1 || bound > TWO_POW_32) {
    throw new RangeError(`drawInt bound must be an integer in 1..2^32, got ${bound}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % bound);
  for (;;) {
    const word = rng.nextUint32();
    if (word < limit) return word % bound;
  }
}

/**
 * Wraps an Rng and keeps every range draw made through it, so a round step can be journaled
 * with the exact draws that decided it (game recall shows them).
 */
export class DrawRecorder {
  private drawn: RngDraw[] = [];
  constructor(private readonly rng: Rng) {}

  int(bound: number): number {
    const value = drawInt(this.rng, bound);
    this.drawn.push({ bound, value });
    return value;
  }

  /** Returns the draws made since the last call and starts a new list. */
  take(): RngDraw[] {
    const out = this.drawn;
    this.drawn = [];
    return out;
  }
}
