import type { LowerBetCents } from './bets';
import { isHoldCandidate } from './hold-candidate';
import { BONUS_VALUE_CENTS, LOWER_PAYTABLE, type LowerPrizeId } from './paytable';
import { LOWER_STOP_WEIGHTS } from './reels';
import { evaluateLowerLine, lowerLineFigures } from './spin';

/**
 * Exact PAR of the plain spin (no holds, advances, Extra Spin, ladders or Cauldrons prize):
 * every one of the 16³ = 4096 stop combinations, each counted with its weight (the product of
 * the three stops' weights, out of 1024³ equally likely draws). Integers only, in bigint, so
 * the figures are exact; the same function serves the tests, the docs and the PAR tool.
 */
export interface PlainSpinPar {
  readonly betCents: LowerBetCents;
  /** Equally likely draw outcomes: the product of the reels' total weights. */
  readonly outcomes: bigint;
  /** Stake over all outcomes: bet × outcomes. */
  readonly stakeCents: bigint;
  /** Σ weight × cash prize. */
  readonly cashCents: bigint;
  /** Σ weight × bonuses won. */
  readonly bonuses: bigint;
  /** Cash plus bonuses at 0.80 € each: RTP = returnCents / stakeCents. Cauldrons counts 0 for now. */
  readonly returnCents: bigint;
  /** Outcomes with a cash or bonus prize. */
  readonly hitOutcomes: bigint;
  /** Losing outcomes with two equal figures on the line (hold candidates). */
  readonly holdCandidateOutcomes: bigint;
  /** Outcomes with 3 Window on the line. */
  readonly cauldronsOutcomes: bigint;
  /** Outcomes of each paytable row. */
  readonly prizeOutcomes: Readonly<Record<LowerPrizeId, bigint>>;
}

export function plainSpinPar(betCents: LowerBetCents): PlainSpinPar {
  const [w0, w1, w2] = LOWER_STOP_WEIGHTS;
  if (w0 === undefined || w1 === undefined || w2 === undefined) throw new Error('the lower game has three reels');
  const prizeOutcomes = Object.fromEntries(LOWER_PAYTABLE.map((row) => [row.id, 0n])) as Record<LowerPrizeId, bigint>;
  let outcomes = 0n;
  let cashCents = 0n;
  let bonuses = 0n;
  let hitOutcomes = 0n;
  let holdCandidateOutcomes = 0n;
  let cauldronsOutcomes = 0n;

  w0.forEach((a, s0) => {
    w1.forEach((b, s1) => {
      w2.forEach((c, s2) => {
        const weight = BigInt(a * b * c); // ≤ 1024³: exact as a number before the conversion
        const centre = lowerLineFigures([s0, s1, s2]);
        const outcome = evaluateLowerLine(centre, betCents);
        outcomes += weight;
        if (outcome.prize !== null) {
          hitOutcomes += weight;
          cashCents += weight * BigInt(outcome.prize.cents);
          bonuses += weight * BigInt(outcome.prize.bonuses);
          prizeOutcomes[outcome.prize.prizeId] += weight;
        }
        if (outcome.feature === 'cauldrons') cauldronsOutcomes += weight;
        if (isHoldCandidate(centre, outcome)) holdCandidateOutcomes += weight;
      });
    });
  });

  return {
    betCents,
    outcomes,
    stakeCents: BigInt(betCents) * outcomes,
    cashCents,
    bonuses,
    returnCents: cashCents + bonuses * BigInt(BONUS_VALUE_CENTS),
    hitOutcomes,
    holdCandidateOutcomes,
    cauldronsOutcomes,
    prizeOutcomes,
  };
}
