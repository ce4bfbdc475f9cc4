import type { MoneyMove, RoundStep } from '../../core/round-step';
import { DrawRecorder, type Rng } from '../../core/rng';
import type { LowerBetCents } from './bets';
import type { GnomosContext } from './context';
import { evaluateLowerLine, lowerLineFigures, lowerWindow, spinLowerReels } from './spin';

/**
 * The steps the machine's actions take, as pure functions of the context (plus the Rng for a
 * spin). Each returns the context fields it changes, including the RoundStep the cabinet
 * commits: the machine only decides *when* they run.
 */

export type SpinUpdate = Pick<GnomosContext, 'stops' | 'lastSpin' | 'lastRoundId' | 'seq' | 'step'>;
export type BetUpdate = Pick<GnomosContext, 'betCents' | 'seq' | 'step'>;

/**
 * A plain spin: a new round, the stake, three weighted draws, the centre line paid.
 * 3 Window triggers the Cauldrons minigame, which is a later issue: until then the step
 * records `feature: 'cauldrons-pending'` and pays nothing for it.
 */
export function playPlainSpin(context: GnomosContext, creditsBeforeCents: number, rng: Rng): SpinUpdate {
  const roundId = context.lastRoundId + 1;
  const seq = context.seq + 1;
  const stakeCents = context.betCents;
  const recorder = new DrawRecorder(rng);
  const stops = spinLowerReels(recorder);
  const window = lowerWindow(stops);
  const outcome = evaluateLowerLine(lowerLineFigures(stops), context.betCents);
  const winCents = outcome.prize?.cents ?? 0;
  const bonusesWon = outcome.prize?.bonuses ?? 0;
  const prizeId = outcome.prize?.prizeId ?? null;

  const moves: MoneyMove[] = [{ kind: 'stake', cents: stakeCents }];
  if (winCents > 0) moves.push({ kind: 'win', cents: winCents });
  if (bonusesWon > 0) moves.push({ kind: 'bonus-win', bonuses: bonusesWon });

  const detail: Record<string, unknown> = { betCents: stakeCents, stops: [...stops], window, prizeId };
  if (outcome.feature === 'cauldrons') detail['feature'] = 'cauldrons-pending';

  const step: RoundStep = { seq, roundId, label: 'spin', moves, draws: recorder.take(), roundOver: true, detail };
  return {
    stops,
    lastSpin: { roundId, stops, stakeCents, winCents, bonusesWon, prizeId, creditsBeforeCents },
    lastRoundId: roundId,
    seq,
    step,
  };
}

/** A bet change between rounds: no money moves, but it is a step (journal, view, idempotency). */
export function changeBet(context: GnomosContext, to: LowerBetCents): BetUpdate {
  const seq = context.seq + 1;
  return {
    betCents: to,
    seq,
    step: { seq, roundId: null, label: 'bet-change', moves: [], draws: [], roundOver: true, detail: { from: context.betCents, to } },
  };
}
