/**
 * The win distribution's buckets, in multiples of the total bet: exactly 0, (0, 1), then
 * [1, 2), [2, 5), … [500, 1000) and [1000, ∞). One constant, so the brute force, the sheet and
 * the simulation bucket wins the same way. `minBets` is inclusive except for the (0, 1) bucket,
 * which holds every win above 0 and below one total bet.
 */
export interface WinRange {
  readonly label: string;
  readonly minBets: number;
  /** Exclusive upper bound; null for the last, open bucket. */
  readonly maxBets: number | null;
}

const BOUNDS = [1, 2, 5, 10, 20, 50, 100, 500, 1000] as const;

export const WIN_RANGES: readonly WinRange[] = [
  { label: '0', minBets: 0, maxBets: 0 },
  { label: '(0, 1)', minBets: 0, maxBets: 1 },
  ...BOUNDS.map((b, i) => {
    const next = BOUNDS[i + 1];
    return { label: next === undefined ? `[${b}, ∞)` : `[${b}, ${next})`, minBets: b, maxBets: next ?? null };
  }),
];

/** The bucket of a win of `win` units when the total bet is `stakeUnits` units (integers, compared exactly). */
export function winRangeIndex(win: number, stakeUnits: number): number {
  if (win <= 0) return 0;
  let index = 1;
  for (let i = 0; i < BOUNDS.length; i += 1) {
    if (win >= (BOUNDS[i] as number) * stakeUnits) index = i + 2;
    else break;
  }
  return index;
}
