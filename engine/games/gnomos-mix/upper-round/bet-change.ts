import type { UpperBetId } from '../upper/bets';
import type { UpperRoundContext } from './context';
import { stepWithoutMoney } from './round-steps';

/** A bet change between rounds: no money, but a step (journal, view, idempotency). */
export function changeUpperBet(context: UpperRoundContext, to: UpperBetId): Pick<UpperRoundContext, 'betId' | 'seq' | 'step'> {
  const seq = context.seq + 1;
  return { betId: to, seq, step: stepWithoutMoney(seq, null, 'bet-change', { from: context.betId, to }) };
}
