import type { RoundStep } from '../../../core/round-step';
import type { UpperBetId } from '../upper/bets';
import type { UpperLineWin } from '../upper/spin';
import type { MinigameKind } from '../tuning/gnomos-tuning';
import { resolveUpperBetSetup } from './bet-setup';

/**
 * What the upper round remembers between events. Plain JSON only: the running minigame and
 * Double-or-Bonuses are stored as their persisted snapshots (engine/core/child-machine.ts), so
 * the whole round, children included, is one JSON document the cabinet stores with the money.
 */

export type UpperReelStops = readonly [number, number, number];

/**
 * Where the reels stand before the first spin: a window with no prize line (a cabinet must not
 * power up showing a win it never paid). Checked by the tests.
 */
export const UPPER_START_STOPS: UpperReelStops = [0, 3, 13];

export interface UpperRoundInput {
  readonly betId: UpperBetId;
  /** The operator's enabled upper bets: a non-empty subset of UPPER_BET_IDS. */
  readonly enabledBets: readonly UpperBetId[];
  /** The game's last step number: the round's first step takes seq + 1. */
  readonly seq: number;
  /** The game's last round number: the next spin starts round lastRoundId + 1. */
  readonly lastRoundId: number;
  /** The AUTO-PLAY and AUTO-RISK lights as the upper game is entered. */
  readonly autoPlay: boolean;
  readonly autoRisk: boolean;
}

/** The last spin, as the reels and the PRIZE indicator show it. */
export interface UpperSpinRecord {
  readonly roundId: number;
  readonly stops: UpperReelStops;
  readonly stakeCents: number;
  readonly stakeBonuses: number;
  readonly lineWins: readonly UpperLineWin[];
  /** The spin's prize, capped at the bet's maximum. */
  readonly totalCents: number;
  /** The minigame the spin started, or null. */
  readonly minigame: MinigameKind | null;
}

/** The round in play: what the round's later steps need from the PLAY that started it. */
export interface UpperRoundInPlay {
  readonly roundId: number;
  /** The tuning level the round is played at, kept until it ends (a resumed round plays on with the same tables). */
  readonly level: number;
  /** The bonus balance once the bet's bonuses were staked: Double-or-Bonuses checks its limit against it. */
  readonly bonusesHeld: number;
  /** Paid in the round so far ('win' and 'bonus-win' moves), for the closing step's roundWon. */
  readonly wonCents: number;
  readonly wonBonuses: number;
}

/** A minigame of the round: which one, and its persisted snapshot (kept once over, for the view). */
export interface MinigameSlot {
  readonly kind: MinigameKind;
  readonly snapshot: unknown;
}

/** The round's Double-or-Bonuses game, as its persisted snapshot (kept once over, for the view). */
export interface DoubleOrBonusesSlot {
  readonly snapshot: unknown;
}

export interface UpperRoundContext {
  readonly betId: UpperBetId;
  readonly enabledBets: readonly UpperBetId[];
  /** Strip index of each reel on the centre row. */
  readonly stops: UpperReelStops;
  readonly autoPlay: boolean;
  readonly autoRisk: boolean;
  /** The last round number used. */
  readonly lastRoundId: number;
  /** The last step number used; every accepted event's step takes a higher one. */
  readonly seq: number;
  /** What the last accepted event did, for the cabinet to commit and journal. */
  readonly step: RoundStep | null;
  /** The round in play; null between rounds. */
  readonly round: UpperRoundInPlay | null;
  readonly lastSpin: UpperSpinRecord | null;
  /** The last round's minigame (running or over); cleared by the next spin. */
  readonly minigame: MinigameSlot | null;
  /** The last round's Double-or-Bonuses (running or over); cleared by the next spin. */
  readonly doubleOrBonuses: DoubleOrBonusesSlot | null;
}

function wholeCount(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${String(value)}`);
  }
  return value;
}

export function initialUpperRoundContext(input: UpperRoundInput): UpperRoundContext {
  const { enabledBets, betId } = resolveUpperBetSetup(input.enabledBets, input.betId);
  return {
    betId,
    enabledBets: [...enabledBets],
    stops: [...UPPER_START_STOPS],
    autoPlay: input.autoPlay === true,
    autoRisk: input.autoRisk === true,
    lastRoundId: wholeCount('lastRoundId', input.lastRoundId),
    seq: wholeCount('seq', input.seq),
    step: null,
    round: null,
    lastSpin: null,
    minigame: null,
    doubleOrBonuses: null,
  };
}
