import type { DrawRecorder } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import { advancesGrant, type AdvancesGrant } from '../holds/advances';
import { extraSpinStops, extraSpinTriggered } from '../holds/extra-spin';
import { holdOffer, type HoldOffer } from '../holds/holds';
import { BELL_RUNG, isLadderPrizeId, rungOfPrize, type LadderPrizeId } from '../ladders/prize-ladder';
import type { LowerPrizeId } from '../paytable';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import type { LowerLevelTuning } from '../tuning/gnomos-tuning';

/**
 * "Resolve the centre line, first rule that applies" (docs/games/gnomos-mix-rounds.md, Lower
 * game). This is the one place that orders the round's random decisions; the maths counts the
 * same order, so the numbered rules below and the document change together.
 */

/** How a line came: a paid game, the free held game, advances spent, the Extra Spin. */
export type LineOrigin = 'spin' | 'held' | 'advance' | 'extra';

export interface ResolvedLine {
  readonly origin: LineOrigin;
  readonly stops: LowerStops;
  readonly prizeId: LowerPrizeId | null;
  readonly feature: 'cauldrons' | null;
  /** Cash paid at once: only a prize above Bell. */
  readonly winCents: number;
  /** Bonuses paid at once: a bonus prize. */
  readonly bonusesWon: number;
}

/** Where the round goes after the line. */
export type AfterLine =
  | { readonly kind: 'cauldrons' }
  /** A cash prize up to Bell: the ladder pays it (COLLECT), converts it or loses it. */
  | { readonly kind: 'ladder'; readonly prizeId: LadderPrizeId }
  | { readonly kind: 'advancing'; readonly advances: number }
  /** The round ends; the held game is the next round. */
  | { readonly kind: 'holdOffered'; readonly offer: Extract<HoldOffer, { offered: true }> }
  | { readonly kind: 'roundOver' };

/** The random decisions the line made, for the journal (only those that applied). */
export interface LineDecisions {
  readonly extraSpin?: boolean;
  readonly holdOffer?: HoldOffer;
  readonly advances?: AdvancesGrant;
}

export interface LineResolution {
  /** The line resolved and, after an Extra Spin, the Extra Spin's line (the one that counts). */
  readonly lines: readonly ResolvedLine[];
  readonly next: AfterLine;
  readonly decisions: LineDecisions;
}

const ROUND_OVER: AfterLine = { kind: 'roundOver' };

/** Rules 4c and 5a/5c draw only for a game the player played (paid or held), not for advances. */
function wasPlayed(origin: LineOrigin): boolean {
  return origin === 'spin' || origin === 'held';
}

function afterGrant(grant: AdvancesGrant): AfterLine {
  return grant.granted > 0 ? { kind: 'advancing', advances: grant.granted } : ROUND_OVER;
}

export function resolveLine(stops: LowerStops, origin: LineOrigin, bet: LowerBetCents, tuning: LowerLevelTuning, recorder: DrawRecorder): LineResolution {
  const outcome = evaluateLowerLine(lowerLineFigures(stops), bet);
  const prize = outcome.prize;
  const line = (winCents: number, bonusesWon: number): ResolvedLine => ({
    origin,
    stops,
    prizeId: prize?.prizeId ?? null,
    feature: outcome.feature,
    winCents,
    bonusesWon,
  });

  // 1. 3 Window: the Cauldrons (its machine draws the three hidden prizes).
  if (outcome.feature === 'cauldrons') return { lines: [line(0, 0)], next: { kind: 'cauldrons' }, decisions: {} };

  if (prize !== null && prize.cents > 0) {
    // 2. A cash prize up to Bell goes to the ladder, unpaid here.
    if (isLadderPrizeId(prize.prizeId) && rungOfPrize(prize.prizeId) <= BELL_RUNG) {
      return { lines: [line(0, 0)], next: { kind: 'ladder', prizeId: prize.prizeId }, decisions: {} };
    }
    // 3. Above Bell: paid at once, never risked.
    return { lines: [line(prize.cents, 0)], next: ROUND_OVER, decisions: {} };
  }

  if (prize !== null) {
    // 4. Bonuses are paid; a played game may then get advances towards cash.
    if (!wasPlayed(origin)) return { lines: [line(0, prize.bonuses)], next: ROUND_OVER, decisions: {} };
    const advances = advancesGrant(stops, recorder, tuning.advances);
    return { lines: [line(0, prize.bonuses)], next: afterGrant(advances), decisions: { advances } };
  }

  // 5. Nothing on the line.
  const lost = line(0, 0);
  let extraSpin: boolean | undefined;
  if (wasPlayed(origin)) {
    // 5a. Extra Spin: its line always pays a paytable prize and is resolved as origin 'extra'.
    extraSpin = extraSpinTriggered(recorder, tuning.extraSpin);
    if (extraSpin) {
      const extra = resolveLine(extraSpinStops(recorder, bet).stops, 'extra', bet, tuning, recorder);
      return { lines: [lost, ...extra.lines], next: extra.next, decisions: { extraSpin, ...extra.decisions } };
    }
  }
  let offer: HoldOffer | undefined;
  if (origin === 'spin' || origin === 'advance') {
    // 5b. A pair may be offered as the next, free game (no pair: no draw).
    offer = holdOffer(stops, recorder, tuning.hold);
    if (offer.offered) {
      return { lines: [lost], next: { kind: 'holdOffered', offer }, decisions: { ...(extraSpin === undefined ? {} : { extraSpin }), holdOffer: offer } };
    }
  }
  const decided = { ...(extraSpin === undefined ? {} : { extraSpin }), ...(offer === undefined ? {} : { holdOffer: offer }) };
  if (wasPlayed(origin)) {
    // 5c. Advances (nothing reachable: no draw).
    const advances = advancesGrant(stops, recorder, tuning.advances);
    return { lines: [lost], next: afterGrant(advances), decisions: { ...decided, advances } };
  }
  // 5d. The round ends with nothing.
  return { lines: [lost], next: ROUND_OVER, decisions: decided };
}
