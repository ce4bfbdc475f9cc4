import type { RoundStep } from '../../core/round-step';
import { resolveLowerBetSetup, type LowerBetCents } from './bets';
import type { LowerPrizeId } from './paytable';
import { LOWER_START_STOPS } from './reels';

/**
 * What the Gnomos Mix machine remembers between events. Plain JSON only (no class instances,
 * no functions, no Rng): the cabinet stores `actor.getPersistedSnapshot()` in the same
 * transaction as the money and restores it after a power cut.
 */

/** The last plain spin, shaped like the view's GnomosSpinView. */
export interface LowerSpinRecord {
  readonly roundId: number;
  readonly stops: readonly [number, number, number];
  readonly stakeCents: number;
  readonly winCents: number;
  readonly bonusesWon: number;
  readonly prizeId: LowerPrizeId | null;
  readonly creditsBeforeCents: number;
}

export interface GnomosContext {
  readonly betCents: LowerBetCents;
  /** The operator's enabled bets, ascending. */
  readonly enabledBets: readonly LowerBetCents[];
  /** Strip index of each reel on the prize line. */
  readonly stops: readonly [number, number, number];
  readonly lastSpin: LowerSpinRecord | null;
  /** The last round number used; the next round is lastRoundId + 1. */
  readonly lastRoundId: number;
  /** The last step number used; every accepted event's step takes seq + 1. */
  readonly seq: number;
  /** What the last accepted event did, for the cabinet to commit and journal. */
  readonly step: RoundStep | null;
}

export interface GnomosInput {
  /** The operator's enabled bets: a non-empty subset of LOWER_BETS_CENTS. */
  readonly enabledBets: readonly number[];
  /** The bet to start with; if it is not enabled, the first enabled bet is used. */
  readonly betCents: number;
}

export function initialGnomosContext(input: GnomosInput): GnomosContext {
  const { enabledBets, betCents } = resolveLowerBetSetup(input.enabledBets, input.betCents);
  return {
    betCents,
    enabledBets: [...enabledBets],
    stops: [...LOWER_START_STOPS],
    lastSpin: null,
    lastRoundId: 0,
    seq: 0,
    step: null,
  };
}
