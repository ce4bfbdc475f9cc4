import type { RoundStep } from '../../../core/round-step';
import type { LowerBetCents } from '../bets';
import { toggleHold } from '../holds/holds';
import type { LowerRoundContext } from './context';
import { forwardAutoRisk } from './feature-steps';
import type { LowerRoundUpdate } from './line-steps';
import type { LowerRoundParts } from './parts';
import { noMoneyStep } from './round-books';

/**
 * Steps that move no money but must still be committed (journal, view, idempotency, recovery):
 * ADVANCE/HOLD toggling a hold while the held game waits, and the AUTO lights.
 */

/** ADVANCE/HOLD n in holdOffered: locks or releases reel n (the guard has checked it may). */
export function toggleHeldReel(context: LowerRoundContext, reel: number): LowerRoundUpdate {
  if (context.holdGame === null) throw new Error('no held game is waiting');
  const holdGame = toggleHold(context.holdGame, reel);
  const step = noMoneyStep(context, 'hold-toggle', { reel, held: [...holdGame.held] });
  return { holdGame, seq: step.seq, step };
}

export interface AutoLights {
  readonly autoPlay: boolean;
  readonly autoRisk: boolean;
  readonly autoAdvances: boolean;
}

/** The AUTO-PLAY, AUTO-RISK and AUTO-ADVANCES lights; AUTO-RISK also goes to a running ladder. */
export function setAutoLights(context: LowerRoundContext, parts: LowerRoundParts, lights: AutoLights): LowerRoundUpdate {
  const { ladder, forwarded } = forwardAutoRisk(context, parts, lights.autoRisk);
  const step = noMoneyStep(context, 'auto-set', { ...lights, ladderAutoRisk: forwarded });
  return { ...lights, ladder, seq: step.seq, step };
}

/** A bet change between rounds: no money moves, but it is a step (journal, view, idempotency). */
export function changeBet(context: { readonly betCents: number; readonly seq: number }, to: LowerBetCents): { betCents: LowerBetCents; seq: number; step: RoundStep } {
  const seq = context.seq + 1;
  return {
    betCents: to,
    seq,
    step: { seq, roundId: null, label: 'bet-change', moves: [], draws: [], roundOver: true, detail: { from: context.betCents, to } },
  };
}
