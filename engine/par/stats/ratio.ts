/**
 * An exact ratio of two integers (a return over a stake, hits over rounds). Figures stay in
 * this form until they are printed, so a percentage is never rounded twice; `ratioToNumber`
 * is only for the statistics (SD, intervals) that are floats by nature.
 */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export function ratio(numerator: bigint, denominator: bigint): Ratio {
  if (denominator <= 0n) throw new RangeError('a ratio needs a positive denominator');
  return { numerator, denominator };
}

/** The ratio as a double. Both parts convert with ≤ 2^-53 relative error, so the quotient is good to ~1e-16. */
export function ratioToNumber(r: Ratio): number {
  return Number(r.numerator) / Number(r.denominator);
}

/** "1 in X": the inverse ratio, or null when the event never happens. */
export function inverseRatio(r: Ratio): Ratio | null {
  return r.numerator > 0n ? { numerator: r.denominator, denominator: r.numerator } : null;
}
