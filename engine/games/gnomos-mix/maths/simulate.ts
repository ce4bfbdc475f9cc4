import { DrawRecorder, type Rng } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import { drawCauldronPrizes } from '../cauldrons/cauldron-prizes';
import { extraSpinStops, extraSpinTriggered } from '../holds/extra-spin';
import { holdOffer, spinHeldGame, startHoldGame } from '../holds/holds';
import { BELL_RUNG, isLadderPrizeId, prizeOfRung, rungCents, rungOfPrize, type LadderRung } from '../ladders/prize-ladder';
import { collectPrize, initialRiskLadderContext, riskOnce, type RiskLadderContext } from '../ladders/risk-ladder-machine';
import { spinLowerReels, type LowerStops } from '../spin';
import { CAULDRON_WEIGHTS, LADDER_ODDS, type GnomosLevelTuning } from '../tuning/gnomos-tuning';
import { upperBet, type UpperBetId } from '../upper/bets';
import { collectAll, initialDoubleOrBonusesContext, riskFraction } from '../upper/double-or-bonuses-steps';
import { spinUpperReels } from '../upper/spin';
import { advancesGrantAt, bestAdvancePlanAt, lineOutcomeAt } from './lower-lookup';
import { drawMinigame } from '../upper-round/minigame-draw';
import { upperOutcomeAt } from './upper-lookup';
import { playMinigame } from './play-minigame';
import type { GnomosPolicy } from './policy';

/**
 * One round of each game, played by the engine's own pure functions in the order of
 * docs/games/gnomos-mix-rounds.md, every draw through a DrawRecorder. For Monte Carlo checks of
 * the exact model and for the cycle control's simulations of many games.
 *
 * A lower round is a paid game and everything it leads to, including the free held game a hold
 * offer grants (and the held games that one grants in turn): their returns count for the round
 * that granted them. Bonuses are counted, not valued; `largestPayCents` is the largest single
 * cash payment of the round (one ladder COLLECT, one prize paid at once, one Double-or-Bonuses
 * payout).
 */
export interface LowerRoundResult {
  readonly stakeCents: number;
  readonly winCents: number;
  readonly bonusesWon: number;
  readonly largestPayCents: number;
}

export interface UpperRoundResult {
  readonly stakeCents: number;
  readonly stakeBonuses: number;
  readonly winCents: number;
  readonly bonusesWon: number;
  readonly largestPayCents: number;
}

/** Where a lower line comes from: it decides which features may follow a losing line. */
type Origin = 'spin' | 'held' | 'advance' | 'extra';

class LowerTally {
  winCents = 0;
  bonusesWon = 0;
  largestPayCents = 0;

  pay(cents: number): void {
    this.winCents += cents;
    if (cents > this.largestPayCents) this.largestPayCents = cents;
  }
}

interface LowerPlay {
  readonly rng: Rng;
  readonly recorder: DrawRecorder;
  readonly bet: LowerBetCents;
  readonly tuning: GnomosLevelTuning['lower'][LowerBetCents];
  readonly policy: GnomosPolicy;
  readonly tally: LowerTally;
}

export function simulateLowerRound(rng: Rng, betCents: LowerBetCents, tuning: GnomosLevelTuning, policy: GnomosPolicy): LowerRoundResult {
  const play: LowerPlay = { rng, recorder: new DrawRecorder(rng), bet: betCents, tuning: tuning.lower[betCents], policy, tally: new LowerTally() };
  resolveLowerLine(play, spinLowerReels(play.recorder), 'spin');
  const { winCents, bonusesWon, largestPayCents } = play.tally;
  return { stakeCents: betCents, winCents, bonusesWon, largestPayCents };
}

/** Resolve a line, first rule that applies (the rounds page, "Resolve"). */
function resolveLowerLine(play: LowerPlay, stops: LowerStops, origin: Origin): void {
  const { recorder, bet, tuning, tally } = play;
  const outcome = lineOutcomeAt(stops, bet);
  if (outcome.feature === 'cauldrons') {
    // The lids hide independent draws and give no hint: the highlighted lid (0) is as good as any.
    const [picked] = drawCauldronPrizes(bet, recorder, CAULDRON_WEIGHTS);
    settleLadderPrize(play, picked);
    return;
  }
  const prize = outcome.prize;
  if (prize !== null && isLadderPrizeId(prize.prizeId)) {
    settleLadderPrize(play, rungOfPrize(prize.prizeId));
    return;
  }
  if (prize !== null) {
    tally.bonusesWon += prize.bonuses;
    if (origin === 'spin' || origin === 'held') playAdvances(play, stops);
    return;
  }
  if ((origin === 'spin' || origin === 'held') && extraSpinTriggered(recorder, tuning.extraSpin)) {
    resolveLowerLine(play, extraSpinStops(recorder, bet).stops, 'extra');
    return;
  }
  if (origin === 'spin' || origin === 'advance') {
    const offer = holdOffer(stops, recorder, tuning.hold);
    if (offer.offered) {
      // The held game is the next round, free: played with the holds as they stand (AUTO-PLAY).
      resolveLowerLine(play, spinHeldGame(startHoldGame(bet, offer), stops, recorder), 'held');
      return;
    }
  }
  if (origin === 'spin' || origin === 'held') playAdvances(play, stops);
}

function playAdvances(play: LowerPlay, stops: LowerStops): void {
  const grant = advancesGrantAt(stops, play.recorder, play.tuning.advances);
  if (grant.granted > 0) resolveLowerLine(play, bestAdvancePlanAt(stops, grant.granted, play.bet).stops, 'advance');
}

/** A ladder prize: above Bell it is paid at once; up to Bell it goes up the risk ladder. */
function settleLadderPrize(play: LowerPlay, rung: LadderRung): void {
  if (rung > BELL_RUNG) {
    play.tally.pay(rungCents(play.bet, rung));
    return;
  }
  let ladder: RiskLadderContext = initialRiskLadderContext({ betCents: play.bet, prizeId: prizeOfRung(rung) });
  while (ladder.outcome === null) {
    const collectNow = play.policy === 'default';
    ladder = { ...ladder, ...(collectNow ? collectPrize(ladder) : riskOnce(ladder, play.rng, LADDER_ODDS)) };
  }
  const end = ladder.outcome;
  if (end === null) return;
  if (end.kind === 'collected' || end.kind === 'maximum') play.tally.pay(end.cents);
  else if (end.kind === 'bonuses') play.tally.bonusesWon += end.bonuses;
}

export function simulateUpperRound(rng: Rng, betId: UpperBetId, tuning: GnomosLevelTuning, policy: GnomosPolicy): UpperRoundResult {
  const bet = upperBet(betId);
  const recorder = new DrawRecorder(rng);
  const outcome = upperOutcomeAt(spinUpperReels(recorder), betId);
  let prizeCents = outcome.totalCents;
  let bonusesWon = 0;
  if (prizeCents > 0 && outcome.minigameTriggers.length > 0) {
    // The upper round's own draws: the simulation cannot drift from the cabinet.
    const kind = drawMinigame(recorder, tuning.upper[betId]);
    if (kind !== null) {
      const result = playMinigame(kind, betId, prizeCents, policy, rng);
      bonusesWon += result.bonuses;
      prizeCents = result.cents;
    }
  }
  let winCents = 0;
  if (prizeCents > 0) {
    // The model assumes the player holds no bonuses when Double-or-Bonuses starts (docs).
    let game = initialDoubleOrBonusesContext({ betId, prizeCents, bonusesHeld: 0, autoRisk: policy === 'auto-risk', roundId: 0, seq: 0 });
    if (game.endReason === null) {
      if (policy === 'default') game = collectAll(game);
      while (game.endReason === null) game = riskFraction(game, rng, 'auto-risk');
    }
    winCents = game.bankedCents;
    bonusesWon += game.bonusesWon;
  }
  return { stakeCents: bet.cashCents, stakeBonuses: bet.bonuses, winCents, bonusesWon, largestPayCents: winCents };
}
