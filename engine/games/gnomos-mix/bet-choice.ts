/**
 * A bet the player (or a touch on the paytable) asks for that can never be chosen: not one of the
 * game's bets, or one the operator has not enabled. Said before the game's state is looked at, so
 * the answer is the real reason and not "not possible now", and with the bets that can be chosen.
 */
import { formatEuros } from '../../core/money';

export interface BetOffer {
  readonly cents: number;
  readonly enabled: boolean;
}

/** Why the upper-game bet `betId` can never be chosen among `bets` (as the upper game's view shows them), or null. */
export function upperBetSelectRefusal(bets: readonly { readonly id: string; readonly enabled: boolean }[], betId: string): string | null {
  const bet = bets.find((b) => b.id === betId);
  if (bet?.enabled) return null;
  const choices = `the upper bets the operator enabled are ${bets.filter((b) => b.enabled).map((b) => b.id).join(', ')}`;
  if (!bet) return `there is no upper bet "${betId}": ${choices}`;
  return `the upper bet ${betId} is disabled by the operator: ${choices}`;
}

/** Why `betCents` can never be chosen among `bets` (the game's bets as its view shows them), or null. */
export function betSelectRefusal(bets: readonly BetOffer[], betCents: number): string | null {
  const bet = bets.find((b) => b.cents === betCents);
  if (bet?.enabled) return null;
  const enabled = bets.filter((b) => b.enabled).map((b) => formatEuros(b.cents));
  const choices = `the bets the operator enabled are ${enabled.join(', ')}`;
  if (!bet) return `there is no ${formatEuros(betCents)} bet: ${choices}`;
  return `the ${formatEuros(betCents)} bet is disabled by the operator: ${choices}`;
}
