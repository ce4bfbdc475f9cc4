/**
 * What every video slot's table does the same way: a press is the machine event when the
 * game's refusal check (which draws nothing) takes it, or the refusal the player reads; and the
 * cabinet's pace presses AUTO_STEP while autospin may go on, then AUTOSPIN_END once it must stop.
 */
import type { AnyEventObject } from 'xstate';
import type { TableAnswer } from './game-module';

export type RefusalOf<C, E> = (context: C, event: E) => string | null;

/** The answer to a press: the event when the game takes it, or its refusal. */
export function answerBy<C, E extends AnyEventObject>(refusalOf: RefusalOf<C, E>, context: C, event: E, activity: 'bet' | 'spin'): TableAnswer {
  const refusal = refusalOf(context, event);
  return refusal === null ? { event, activity } : { refused: refusal };
}

/** The automatic press due now: the next autospin step, autospin's end, or nothing. */
export function autospinPace<C, E extends AnyEventObject, B extends object>(refusalOf: RefusalOf<C, E>, context: C, balances: B): E | null {
  const step = { type: 'AUTO_STEP', ...balances } as unknown as E;
  if (refusalOf(context, step) === null) return step;
  const end = { type: 'AUTOSPIN_END', ...balances } as unknown as E;
  return refusalOf(context, end) === null ? end : null;
}
