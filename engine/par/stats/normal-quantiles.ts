/**
 * Two-sided quantiles of the standard normal distribution: a fraction `level` of a normal
 * estimate lies within ±z standard errors of the true value. (engine/core/chi-square.ts has
 * the one-sided 99 % point, 2.326, for the RNG tests; an interval needs the two-sided one.)
 */
export const Z_90 = 1.6448536269514722;
export const Z_95 = 1.959963984540054;
export const Z_99 = 2.5758293035489004;

export interface ConfidenceLevel {
  /** "90 %", "95 %", "99 %": the label the sheet prints. */
  readonly label: string;
  readonly z: number;
}

export const CONFIDENCE_LEVELS: readonly ConfidenceLevel[] = Object.freeze([
  { label: '90 %', z: Z_90 },
  { label: '95 %', z: Z_95 },
  { label: '99 %', z: Z_99 },
]);
