import type { RoundStep } from '../../../core/round-step';
import { resolveLowerBetSetup, type LowerBetCents } from '../bets';
import type { HeldReels, HoldGame } from '../holds/holds';
import type { LadderPrizeId } from '../ladders/prize-ladder';
import type { RiskLadderOutcome } from '../ladders/risk-ladder-machine';
import type { LowerPrizeId } from '../paytable';
import { LOWER_START_STOPS } from '../reels';
import type { LineOrigin } from './resolve-line';

/**
 * What the lower round machine remembers between events (docs/games/gnomos-mix-rounds.md,
 * "Lower game"). Plain JSON only: the running Cauldrons and risk ladder are kept as their own
 * persisted snapshots (engine/core/child-machine.ts), so the whole round stores as one document
 * and a power cut at any depth resumes there.
 */

export type ReelStops = readonly [number, number, number];

/** Money of one round, as the round itself reports it (the steps' moves must add up to it). */
export interface LowerRoundTotals {
  readonly roundId: number;
  /** The balance the cabinet passed with the PLAY that started the round. */
  readonly creditsBeforeCents: number;
  /** The bet for a paid spin, 0 for the free held game. */
  readonly stakeCents: number;
  /** Cash paid in the round so far: direct prizes above Bell, Cauldrons above Bell, the ladder. */
  readonly winCents: number;
  /** Bonuses paid in the round so far: bonus lines and a ladder converted to bonuses. */
  readonly bonusesWon: number;
}

/** The last line resolved, shaped like the cabinet's GnomosSpinView. */
export interface LowerLineRecord {
  readonly roundId: number;
  readonly stops: ReelStops;
  readonly creditsBeforeCents: number;
  /** The round's stake (the bet for a paid spin, 0 for the held game and the lines after it). */
  readonly stakeCents: number;
  /** Cash this line paid at once (a prize up to Bell goes to the ladder: 0 here). */
  readonly winCents: number;
  /** Bonuses this line paid. */
  readonly bonusesWon: number;
  /** The paytable row on the line, or null (3 Window is a feature, not a row). */
  readonly prizeId: LowerPrizeId | null;
  readonly origin: LineOrigin;
  /** Reels that did not spin for this line (the held game's holds). */
  readonly held: HeldReels;
}

export interface LowerRoundContext {
  readonly betCents: LowerBetCents;
  /** The operator's enabled bets, ascending. */
  readonly enabledBets: readonly LowerBetCents[];
  /** Strip index of each reel on the prize line now. */
  readonly stops: ReelStops;
  /** The last step number used; every accepted event's step takes a higher one. */
  readonly seq: number;
  /** What the last accepted event did, for the cabinet to commit and journal. */
  readonly step: RoundStep | null;
  /** The last round number used; the next round is lastRoundId + 1. */
  readonly lastRoundId: number;
  /** The round in play (advancing, Cauldrons, ladder); null between rounds (ready, holdOffered). */
  readonly roundId: number | null;
  /**
   * The tuning level of the round in play: the level of the PLAY that started it, kept until it
   * ends so that a round resumed after a power cut plays on with the same tables. Between rounds
   * it is the last round's; null before the first.
   */
  readonly level: number | null;
  /** The cabinet's lights, kept by the round (a power cut keeps them). */
  readonly autoPlay: boolean;
  readonly autoRisk: boolean;
  readonly autoAdvances: boolean;
  /** The round in play, or the last one; null before the first. */
  readonly round: LowerRoundTotals | null;
  readonly lastSpin: LowerLineRecord | null;
  /** The free held game waiting for PLAY (holdOffered), else null. */
  readonly holdGame: HoldGame | null;
  /** Advances left to spend (advancing), else 0. */
  readonly advancesLeft: number;
  /** The Cauldrons' persisted snapshot: running, or picked and kept on show until the next round. */
  readonly cauldrons: unknown;
  /** The running risk ladder's persisted snapshot, null once it ended. */
  readonly ladder: unknown;
  /** The last PLAY/ACCUMULATE on the running ladder, null before the first. */
  readonly lastRisk: { readonly won: boolean; readonly from: LadderPrizeId } | null;
  /** How the round's ladder ended, until the next round starts. */
  readonly ladderEnd: RiskLadderOutcome | null;
}

export interface LowerRoundInput {
  /** The bet to start with; if it is not enabled, the first enabled bet is used. */
  readonly betCents: number;
  /** The operator's enabled bets: a non-empty subset of LOWER_BETS_CENTS. */
  readonly enabledBets: readonly number[];
  /** The last step number the cabinet used (the parent's sequence goes on here). */
  readonly seq: number;
  /** The last round number used. */
  readonly lastRoundId: number;
  readonly autoPlay: boolean;
  readonly autoRisk: boolean;
  readonly autoAdvances: boolean;
}

export const NOTHING_HELD: HeldReels = [false, false, false];

export function initialLowerRoundContext(input: LowerRoundInput): LowerRoundContext {
  const { enabledBets, betCents } = resolveLowerBetSetup(input.enabledBets, input.betCents);
  for (const [name, n] of [['seq', input.seq], ['lastRoundId', input.lastRoundId]] as const) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${String(n)}`);
  }
  return {
    betCents,
    enabledBets: [...enabledBets],
    stops: [...LOWER_START_STOPS],
    seq: input.seq,
    step: null,
    lastRoundId: input.lastRoundId,
    roundId: null,
    level: null,
    autoPlay: input.autoPlay === true,
    autoRisk: input.autoRisk === true,
    autoAdvances: input.autoAdvances === true,
    round: null,
    lastSpin: null,
    holdGame: null,
    advancesLeft: 0,
    cauldrons: null,
    ladder: null,
    lastRisk: null,
    ladderEnd: null,
  };
}
