import type { CabinetView } from '../../main/ipc/contract';
import { isRiskPhase } from '../hud/hud';
import type { SoundName } from './sounds';

/**
 * Sounds a new view calls for by itself (the spin, its stops and its prize are cued by the
 * animation instead). Pure, so the rules can be tested:
 *  - a coin: the credit rose while nothing else happened (same round, same phase, no payout,
 *    not in a risk game) — that is money coming in through the acceptor or a note;
 *  - a payout tick: the hopper paid more of a payout.
 */
export function viewSoundCues(prev: CabinetView | null, next: CabinetView): SoundName[] {
  if (!prev) return [];
  const cues: SoundName[] = [];
  const sameRound = (prev.game.lastSpin?.roundId ?? null) === (next.game.lastSpin?.roundId ?? null);
  if (
    next.creditsCents > prev.creditsCents &&
    sameRound &&
    prev.game.phase === next.game.phase &&
    next.payout === null &&
    !isRiskPhase(next.game.phase)
  ) {
    cues.push('coin-drop');
  }
  if (next.payout && (prev.payout === null || next.payout.paidCents > prev.payout.paidCents) && next.payout.paidCents > 0) {
    cues.push('payout-tick');
  }
  return cues;
}
