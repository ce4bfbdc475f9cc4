/**
 * "Incomplete games will be automatically resolved after 120 hours": a round left waiting for the
 * player (a win before COLLECT or GAMBLE, the card screen, the Hold and Win's start) settles by
 * itself once its deadline passes. The deadline lives in the context, so in the store: a cabinet
 * switched off for a week settles at power-up. The cabinet sends SETTLE with its clock; each
 * SETTLE is one ordinary committed step (logged, in recall):
 * - a waiting win or a gamble is collected (what HALVE banked included);
 * - a Hold and Win not started is started, and then played out by the Rng at the cabinet's pace
 *   like any Hold and Win; its total is collected, never gambled.
 */
import type { Rng } from '../../core/rng';
import { isIdle, phaseOf, type Balances, type ElvesContext, type Refusal } from './context';
import { playFeatureStep } from './feature-round';
import { collectWin } from './win-round';

/** Why SETTLE is refused now (not overdue, or nothing waiting), or null. */
export function settleRefusal(c: ElvesContext, balances: Balances): string | null {
  if (isIdle(c) || c.deadlineMs === null) return 'nothing is waiting for the player';
  if (balances.nowMs < c.deadlineMs) return `the round settles by itself at ${new Date(c.deadlineMs).toISOString()}`;
  return null;
}

export function settle(rng: Rng, c: ElvesContext, balances: Balances): ElvesContext | Refusal {
  const refusal = settleRefusal(c, balances);
  if (refusal) return { refused: refusal };
  const phase = phaseOf(c);
  if (phase === 'won' || phase === 'gamble') {
    const done = collectWin(c, balances, 'settle-collect');
    return 'refused' in done ? done : { ...done, settledByTimeout: true };
  }
  return playFeatureStep(rng, c, balances, 'settle-', true);
}
