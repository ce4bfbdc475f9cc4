/**
 * Jackpot pools in integer micro-euros (1 cent = 10,000 micros). A pool grows by shares of
 * wagers that are never rounded away (0.5 % of any whole-cent stake is a whole number of
 * micros), and pays whole cents. A pool kept at a reference coin pays in proportion to the coin
 * played; what it does not pay stays in it, and it never falls below its seed (the operator's
 * money tops it back up: the "reseed").
 */
export const MICROS_PER_CENT = 10_000;

/** A share of a stake in micro-euros: `basisPoints` of `stakeCents` (50 bp = 0.5 %). */
export function contributionMicros(stakeCents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 0) throw new RangeError(`stake must be whole cents ≥ 0, got ${stakeCents}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`share must be 0..10000 basis points, got ${basisPoints}`);
  // stake × 10,000 micros/cent × bp / 10,000 = stake × bp: exact.
  return stakeCents * basisPoints;
}

/** What a pool kept at `referenceCoinCents` is worth at `coinCents`, in whole cents (rounded down). */
export function poolShareCents(poolMicros: number, coinCents: number, referenceCoinCents: number): number {
  checkPool(poolMicros, coinCents, referenceCoinCents);
  const share = (BigInt(poolMicros) * BigInt(Math.min(coinCents, referenceCoinCents))) / BigInt(referenceCoinCents);
  return Number(share / BigInt(MICROS_PER_CENT));
}

export interface PoolPayment {
  readonly cents: number;
  /** Taken from the pool: exactly cents × 10,000. */
  readonly micros: number;
  /** The operator's top-up back to the seed (0 when what stays is at least the seed). */
  readonly reseedMicros: number;
  readonly poolAfterMicros: number;
}

/**
 * The pool won at `coinCents`: paid in whole cents; the rest stays; topped up to the seed. At
 * most `maxCents` is paid (what the maximum prize per game leaves): the rest stays in the pool
 * for the next winner, never lost.
 */
export function payFromPool(poolMicros: number, seedMicros: number, coinCents: number, referenceCoinCents: number, maxCents = Number.MAX_SAFE_INTEGER): PoolPayment {
  if (!Number.isSafeInteger(maxCents) || maxCents < 0) throw new RangeError(`the most a pool may pay must be whole cents ≥ 0, got ${maxCents}`);
  const cents = Math.min(maxCents, poolShareCents(poolMicros, coinCents, referenceCoinCents));
  const micros = cents * MICROS_PER_CENT;
  const left = poolMicros - micros;
  const reseedMicros = Math.max(0, seedMicros - left);
  return { cents, micros, reseedMicros, poolAfterMicros: left + reseedMicros };
}

function checkPool(poolMicros: number, coinCents: number, referenceCoinCents: number): void {
  if (!Number.isSafeInteger(poolMicros) || poolMicros < 0) throw new RangeError(`pool must be whole micros ≥ 0, got ${poolMicros}`);
  if (!Number.isSafeInteger(coinCents) || coinCents < 1) throw new RangeError(`coin must be whole cents ≥ 1, got ${coinCents}`);
  if (!Number.isSafeInteger(referenceCoinCents) || referenceCoinCents < 1) throw new RangeError(`reference coin must be whole cents ≥ 1, got ${referenceCoinCents}`);
}
