import { BONUS_VALUE_CENTS } from '../paytable';
import { upperBet, type UpperBetId } from './bets';
import { UPPER_PAYTABLE, type UpperPrizeId } from './paytable';
import { UPPER_STOP_WEIGHTS } from './reels';
import { evaluateUpperWindow, upperWindow } from './spin';

/**
 * Exact PAR of the plain upper spin (no minigame, no Double-or-Bonuses): every one of the
 * 16³ = 4096 stop combinations, counted with its weight (the product of the three stops'
 * weights, out of 1024³ equally likely draws). Integers only, in bigint.
 *
 * The stake is valued as cash plus bonuses at 0.80 € each; the plain spin pays only cash.
 * A line of three Mushroom, Flower or Log is counted at its paytable prize (a minigame would
 * replace it with one of equal or greater value, so this is the floor of those outcomes).
 */
export interface UpperPlainSpinPar {
  readonly betId: UpperBetId;
  /** Equally likely draw outcomes: 1024³. */
  readonly outcomes: bigint;
  /** Stake value over all outcomes: (cash + bonuses × 80) × outcomes. */
  readonly stakeValueCents: bigint;
  /** Σ weight × capped spin win. RTP = returnCents / stakeValueCents. */
  readonly returnCents: bigint;
  /** Σ weight × (uncapped − capped): what the maximum-prize rule removes. */
  readonly cappedAwayCents: bigint;
  /** Outcomes with at least one winning line. */
  readonly hitOutcomes: bigint;
  /** Outcomes with at least one minigame line (three Mushroom, Flower or Log). */
  readonly minigameOutcomes: bigint;
  /** Weighted count of winning lines of each paytable row (a spin with two such lines counts twice). */
  readonly prizeLines: Readonly<Record<UpperPrizeId, bigint>>;
}

export function upperPlainSpinPar(betId: UpperBetId): UpperPlainSpinPar {
  const [w0, w1, w2] = UPPER_STOP_WEIGHTS;
  if (w0 === undefined || w1 === undefined || w2 === undefined) throw new Error('the upper game has three reels');
  const bet = upperBet(betId);
  const prizeLines = Object.fromEntries(UPPER_PAYTABLE.map((row) => [row.id, 0n])) as Record<UpperPrizeId, bigint>;
  let outcomes = 0n;
  let returnCents = 0n;
  let cappedAwayCents = 0n;
  let hitOutcomes = 0n;
  let minigameOutcomes = 0n;

  w0.forEach((a, s0) => {
    w1.forEach((b, s1) => {
      w2.forEach((c, s2) => {
        const weight = BigInt(a * b * c);
        const outcome = evaluateUpperWindow(upperWindow([s0, s1, s2]), betId);
        outcomes += weight;
        if (outcome.lineWins.length === 0) return;
        hitOutcomes += weight;
        returnCents += weight * BigInt(outcome.totalCents);
        cappedAwayCents += weight * BigInt(outcome.uncappedCents - outcome.totalCents);
        if (outcome.minigameTriggers.length > 0) minigameOutcomes += weight;
        for (const win of outcome.lineWins) prizeLines[win.prizeId] += weight;
      });
    });
  });

  return {
    betId,
    outcomes,
    stakeValueCents: BigInt(bet.cashCents + bet.bonuses * BONUS_VALUE_CENTS) * outcomes,
    returnCents,
    cappedAwayCents,
    hitOutcomes,
    minigameOutcomes,
    prizeLines,
  };
}
