/**
 * Pearson's chi-square goodness-of-fit, for the RNG acceptance tests (PLATFORM.md: tests pass at
 * 99 % confidence) and, later, the PAR tool's reel-stop checks. Statistics, not money: floats
 * are fine here.
 */

/** Upper 1 % point of the standard normal distribution. */
export const NORMAL_QUANTILE_99 = 2.3263478740408408;

/** Σ (observed − expected)² / expected over the cells. */
export function chiSquareStatistic(observed: readonly number[], expected: readonly number[]): number {
  if (observed.length !== expected.length || observed.length < 2) {
    throw new RangeError('chi-square needs at least two cells and as many expected counts as observed ones');
  }
  let sum = 0;
  for (let i = 0; i < observed.length; i += 1) {
    const e = expected[i] ?? 0;
    if (!(e > 0)) throw new RangeError(`expected count of cell ${i} must be positive`);
    const d = (observed[i] ?? 0) - e;
    sum += (d * d) / e;
  }
  return sum;
}

/**
 * The chi-square value exceeded with 1 % probability for `df` degrees of freedom.
 * df = 2 has the closed form −2 ln 0.01; otherwise the Wilson–Hilferty approximation
 * df·(1 − 2/(9df) + z·√(2/(9df)))³, within 0.1 % of the tables for df ≥ 3
 * (e.g. df 15: 30.58, df 36: 58.62, df 63: 92.01, df 999: 1107.0).
 */
export function chiSquareCritical99(df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`degrees of freedom must be a positive integer, got ${df}`);
  if (df === 1) return 6.634896601021214; // z² for the two-sided normal: the W-H formula is poor at df 1
  if (df === 2) return -2 * Math.log(0.01);
  const a = 2 / (9 * df);
  return df * (1 - a + NORMAL_QUANTILE_99 * Math.sqrt(a)) ** 3;
}
