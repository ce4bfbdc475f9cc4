/**
 * What the MESSAGE marquee says, from the cabinet's state. The most urgent thing wins: a
 * fault, then a payout, then the result of the spin the player just saw, then what to do next.
 */
import type { Marquee } from '../ipc/contract';

export type LastActivity = 'spin' | 'credit' | 'bet' | 'payout' | 'boot';

export interface MarqueeFacts {
  readonly tilt: { readonly code: string } | null;
  readonly payoutRemainingCents: number;
  readonly lastPayoutCents: number;
  readonly lastActivity: LastActivity;
  readonly lastSpin: { readonly winCents: number; readonly bonusesWon: number } | null;
  readonly creditsCents: number;
  readonly betCents: number;
}

export function marqueeFor(facts: MarqueeFacts): Marquee {
  if (facts.tilt) return { key: 'tilt', code: facts.tilt.code };
  if (facts.payoutRemainingCents > 0) return { key: 'paying-out', remainingCents: facts.payoutRemainingCents };
  if (facts.lastActivity === 'payout' && facts.lastPayoutCents > 0) return { key: 'paid-out', cents: facts.lastPayoutCents };
  if ((facts.lastActivity === 'spin' || facts.lastActivity === 'boot') && facts.lastSpin) {
    if (facts.lastSpin.winCents > 0) return { key: 'win', cents: facts.lastSpin.winCents };
    if (facts.lastSpin.bonusesWon > 0) return { key: 'bonus-win', bonuses: facts.lastSpin.bonusesWon };
    if (facts.lastActivity === 'spin') return { key: 'no-prize' };
  }
  if (facts.creditsCents === 0) return { key: 'insert-coins' };
  if (facts.creditsCents < facts.betCents) return { key: 'no-credit-for-bet', betCents: facts.betCents };
  return { key: 'press-play' };
}
