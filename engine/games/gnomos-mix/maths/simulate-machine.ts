import type { Rng } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { upperBet, type UpperBetId } from '../upper/bets';
import type { GnomosPolicy } from './policy';
import { simulateLowerRound, simulateUpperRound } from './simulate';

/**
 * A Monte Carlo session of the whole machine at one level: the player plays the lower game at
 * `lowerBet` and, whenever the bonuses held cover the upper bet's bonus part, the upper game at
 * `upperBetId` (GAMES.md's player for the cash return). Counts cash in and out as an inspector's
 * meters would, and the bonuses won, spent and left at the end (worth nothing to the count).
 *
 * The cash return's 99 % interval comes from batch means: the rounds are cut into `batches`
 * equal runs played one after the other (the bonuses carry over, as in one session), and the
 * spread of each batch's cash out − R·cash in gives the ratio's standard error.
 */
export interface MachineSession {
  readonly rounds: number;
  readonly upperRounds: number;
  readonly cashInCents: number;
  readonly cashOutCents: number;
  readonly bonusesWon: number;
  readonly bonusesSpent: number;
  readonly bonusesLeft: number;
  /** Cash out ÷ cash in. */
  readonly cashReturn: number;
  /** Half-width of the 99 % interval of the cash return (a fraction, like cashReturn). */
  readonly interval99: number;
}

export interface MachineSessionSetup {
  readonly lowerBet: LowerBetCents;
  readonly upperBet: UpperBetId;
  readonly policy: GnomosPolicy;
  readonly tuning: GnomosLevelTuning;
  readonly rounds: number;
  readonly batches?: number;
}

const Z99 = 2.5758;

export function simulateMachine(rng: Rng, setup: MachineSessionSetup): MachineSession {
  const { lowerBet, upperBet: upperBetId, policy, tuning, rounds } = setup;
  const batches = setup.batches ?? 100;
  if (!Number.isSafeInteger(rounds) || rounds < batches || batches < 2) throw new RangeError(`a session needs at least ${batches} rounds and 2 batches`);
  const upper = upperBet(upperBetId);
  const batchIn = new Float64Array(batches);
  const batchOut = new Float64Array(batches);
  let held = 0;
  let upperRounds = 0;
  let bonusesWon = 0;
  let bonusesSpent = 0;
  for (let i = 0; i < rounds; i += 1) {
    const b = Math.floor((i * batches) / rounds);
    if (held >= upper.bonuses) {
      const r = simulateUpperRound(rng, upperBetId, tuning, policy);
      held += r.bonusesWon - r.stakeBonuses;
      bonusesSpent += r.stakeBonuses;
      bonusesWon += r.bonusesWon;
      upperRounds += 1;
      batchIn[b] = (batchIn[b] ?? 0) + r.stakeCents;
      batchOut[b] = (batchOut[b] ?? 0) + r.winCents;
    } else {
      const r = simulateLowerRound(rng, lowerBet, tuning, policy);
      held += r.bonusesWon;
      bonusesWon += r.bonusesWon;
      batchIn[b] = (batchIn[b] ?? 0) + r.stakeCents;
      batchOut[b] = (batchOut[b] ?? 0) + r.winCents;
    }
  }
  let cashIn = 0;
  let cashOut = 0;
  for (let b = 0; b < batches; b += 1) {
    cashIn += batchIn[b] ?? 0;
    cashOut += batchOut[b] ?? 0;
  }
  const ratio = cashOut / cashIn;
  // Standard error of a ratio of sums from the batches' residuals out − R·in.
  let sumSquares = 0;
  for (let b = 0; b < batches; b += 1) {
    const residual = (batchOut[b] ?? 0) - ratio * (batchIn[b] ?? 0);
    sumSquares += residual * residual;
  }
  const meanIn = cashIn / batches;
  const standardError = Math.sqrt(sumSquares / (batches - 1) / batches) / meanIn;
  return {
    rounds,
    upperRounds,
    cashInCents: cashIn,
    cashOutCents: cashOut,
    bonusesWon,
    bonusesSpent,
    bonusesLeft: held,
    cashReturn: ratio,
    interval99: Z99 * standardError,
  };
}
