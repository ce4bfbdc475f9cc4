import type { LowerLineFigures, LowerLineOutcome } from './spin';

/**
 * "Two equal figures on the line" after a losing spin: the situation in which the rules let
 * the program offer the next game with those two reels held (a later issue). Losing means no
 * paytable prize and no feature; exactly two of the three figures are equal.
 */
export function holdCandidateReels(centre: LowerLineFigures, outcome: LowerLineOutcome): [number, number] | null {
  if (outcome.prize !== null || outcome.feature !== null) return null;
  const [a, b, c] = centre;
  if (a === b && b === c) return null;
  if (a === b) return [0, 1];
  if (a === c) return [0, 2];
  if (b === c) return [1, 2];
  return null;
}

export function isHoldCandidate(centre: LowerLineFigures, outcome: LowerLineOutcome): boolean {
  return holdCandidateReels(centre, outcome) !== null;
}
