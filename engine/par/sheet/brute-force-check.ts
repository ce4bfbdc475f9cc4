import type { ExactResult } from '../par-model';

/**
 * The brute-force check of an exact result: both count the same cycle, one by combinatorics and
 * one by playing every stop combination, and they must agree to the last unit of every
 * numerator. Differences are listed by name so a failing sheet says where the two part.
 */
export interface BruteForceTotals {
  readonly cycle: bigint;
  readonly components: Readonly<Record<string, bigint>>;
  readonly hits?: bigint;
  readonly sumOfSquares?: bigint;
  readonly maxWin?: { readonly units: bigint; readonly outcomes: bigint };
  readonly contributions?: Readonly<Record<string, bigint>>;
  /** Outcomes per win range (WIN_RANGE_LABELS order) and the win they pay, when counted. */
  readonly rangeRounds?: readonly bigint[];
  readonly rangeWins?: readonly bigint[];
}

export interface BruteForceCheck {
  readonly combinations: bigint;
  readonly agrees: boolean;
  readonly differences: readonly string[];
  readonly rangeRounds?: readonly bigint[];
  readonly rangeWins?: readonly bigint[];
}

/** Compares every key the brute force counted (and, with `both`, every key the exact result has). */
function compareRecords(what: string, exact: Readonly<Record<string, bigint>>, brute: Readonly<Record<string, bigint>>, out: string[], both: boolean): void {
  const keys = [...new Set([...(both ? Object.keys(exact) : []), ...Object.keys(brute)])].sort();
  for (const k of keys) {
    const a = exact[k];
    const b = brute[k];
    if (a !== b) out.push(`${what} ${k}: exact ${a ?? 'absent'} ≠ brute force ${b ?? 'absent'}`);
  }
}

export function checkAgainstBruteForce(exact: ExactResult, brute: BruteForceTotals): BruteForceCheck {
  const differences: string[] = [];
  if (exact.cycle !== brute.cycle) differences.push(`cycle: exact ${exact.cycle} ≠ brute force ${brute.cycle}`);
  // The exact result may hold components the enumeration does not play (free spins by their own
  // method); every component the enumeration does play must match.
  compareRecords('component', exact.components, brute.components, differences, false);
  if (exact.hits !== undefined && brute.hits !== undefined && exact.hits !== brute.hits) {
    differences.push(`hits: exact ${exact.hits} ≠ brute force ${brute.hits}`);
  }
  if (exact.sumOfSquares !== undefined && brute.sumOfSquares !== undefined && exact.sumOfSquares !== brute.sumOfSquares) {
    differences.push(`sum of squares: exact ${exact.sumOfSquares} ≠ brute force ${brute.sumOfSquares}`);
  }
  if (exact.maxWin !== undefined && brute.maxWin !== undefined) {
    if (exact.maxWin.units !== brute.maxWin.units || exact.maxWin.outcomes !== brute.maxWin.outcomes) {
      differences.push(`max win: exact ${exact.maxWin.units} × ${exact.maxWin.outcomes} ≠ brute force ${brute.maxWin.units} × ${brute.maxWin.outcomes}`);
    }
  }
  if (exact.contributions !== undefined && brute.contributions !== undefined) {
    compareRecords('contribution', exact.contributions, brute.contributions, differences, true);
  }
  return {
    combinations: brute.cycle,
    agrees: differences.length === 0,
    differences,
    ...(brute.rangeRounds === undefined ? {} : { rangeRounds: brute.rangeRounds }),
    ...(brute.rangeWins === undefined ? {} : { rangeWins: brute.rangeWins }),
  };
}
