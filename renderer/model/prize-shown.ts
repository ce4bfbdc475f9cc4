import type { GnomosCabinetView } from './gnomos-cabinet-view';

/** What the PRIZE indicator shows: cash, a number of bonuses, or nothing. */
export type PrizeShown = { readonly cents: number } | { readonly bonuses: number } | null;

/**
 * The PRIZE indicator of the game in play. The cabinet's `prizeCents` is the prize at stake or
 * just won in the round; a lower round that paid only bonuses (a Bonus line, a ladder converted
 * to bonuses) shows its bonuses instead, since a cash figure of 0 would hide what was won.
 */
export function prizeShown(view: GnomosCabinetView): PrizeShown {
  if (view.game.active === 'upper') {
    const upper = view.game.upper;
    if (upper.prizeCents > 0) return { cents: upper.prizeCents };
    const accumulated = upper.phase === 'minigame' ? (upper.minigame?.accumulatedCents ?? 0) : 0;
    return accumulated > 0 ? { cents: accumulated } : null;
  }
  const lower = view.game.lower;
  if (lower.prizeCents > 0) return { cents: lower.prizeCents };
  if (lower.ladderEnd?.kind === 'bonuses') return { bonuses: lower.ladderEnd.bonuses };
  const bonuses = lower.lastSpin?.bonusesWon ?? 0;
  return bonuses > 0 ? { bonuses } : null;
}
