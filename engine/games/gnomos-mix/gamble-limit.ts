/**
 * The operator's gamble limits (service menu, never looser than the jurisdiction's): how much a
 * risk may stand to win and how many risks one prize may go through. The game's own rules know
 * nothing of them; the cabinet stops a risk that would pass either limit, and the prize is then
 * collected — by the player's COLLECT, or at once by AUTO-RISK, which must never stall.
 *
 * A "step" is a rung climbed on the lower game's ladder (rung 0 is where the prize arrives) or a
 * double taken in the upper game's Double-or-Bonuses.
 */
import type { GnomosView, LowerGameView, UpperGameView } from '../../../contract/games/gnomos-mix';
import type { GambleLimits } from '../game-module';

/** What the limits look at: the game in play, the lower ladder, the upper Double-or-Bonuses. */
export type RiskInPlay = Pick<GnomosView, 'active'> & { readonly lower: Pick<LowerGameView, 'phase' | 'ladder'>; readonly upper: Pick<UpperGameView, 'doubleOrBonuses'> };

export type { GambleLimits } from '../game-module';

/** Why PLAY/ACCUMULATE may not risk the prize now, or null when it may (or no risk is in play). */
export function gambleLimitReached(game: RiskInPlay, limits: GambleLimits): string | null {
  const ladder = game.active === 'lower' && game.lower.phase === 'ladder' ? game.lower.ladder : null;
  if (ladder) {
    const next = ladder.ladderCents[ladder.rung + 1];
    if (ladder.rung >= limits.maxSteps) return `the gamble limit of ${limits.maxSteps} steps is reached`;
    if (next !== undefined && next > limits.maxWinCents) return `the next rung would pass the gamble win limit`;
    return null;
  }
  const dob = game.active === 'upper' ? game.upper.doubleOrBonuses : null;
  if (dob && dob.endReason === null) {
    if (dob.doubles >= limits.maxSteps) return `the gamble limit of ${limits.maxSteps} doubles is reached`;
    if (dob.currentCents * 2 > limits.maxWinCents) return `a double would pass the gamble win limit`;
  }
  return null;
}

/** The press that banks the prize when the limit is reached (the ladder's COLLECT, all of Double-or-Bonuses). */
export function collectAtLimit(game: Pick<GnomosView, 'active'>): 'COLLECT' | 'COLLECT_ALL' {
  return game.active === 'upper' ? 'COLLECT_ALL' : 'COLLECT';
}
