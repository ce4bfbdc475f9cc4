/**
 * What the cycle simulation needs from the Gnomos round simulators (maths/simulate.ts): one whole
 * round of either game at a given tuning level, played by a policy, reduced to its money. Passed
 * in rather than imported so the cycle control can be simulated against any pair of round
 * players (the real ones, or a test game whose return is known).
 */
import type { Rng } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import type { GnomosLevelTuning } from '../tuning/gnomos-tuning';
import type { UpperBetId } from '../upper/bets';

export interface LowerRoundMoney {
  /** Cash staked (the free held game stakes nothing). */
  readonly stakeCents: number;
  /** Cash paid to the balance. */
  readonly winCents: number;
  readonly bonusesWon: number;
  /** The largest single payment of the round (cash, or bonuses at 0.80 €). */
  readonly largestPayCents: number;
}

export interface UpperRoundMoney extends LowerRoundMoney {
  /** Bonuses staked with the cash. */
  readonly stakeBonuses: number;
}

export interface GnomosRoundPlayers<Policy> {
  lower(rng: Rng, betCents: LowerBetCents, tuning: GnomosLevelTuning, policy: Policy): LowerRoundMoney;
  upper(rng: Rng, betId: UpperBetId, tuning: GnomosLevelTuning, policy: Policy): UpperRoundMoney;
}

/**
 * How the simulated player plays: every paid game in the lower game at `lowerBetCents`, except
 * that, going upstairs 'when-covered', whenever the bonuses held cover the upper bet the next
 * game is an upper game at `upperBetId` (bonuses are spent as soon as they can be); 'never', the
 * bonuses pile up unused. `policy` makes the choices in play.
 */
export interface PlayerMix<Policy> {
  readonly name: string;
  readonly lowerBetCents: LowerBetCents;
  readonly upperBetId: UpperBetId;
  readonly policy: Policy;
  readonly upstairs: 'when-covered' | 'never';
}
