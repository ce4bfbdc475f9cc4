import type { GnomosCabinetView } from './gnomos-cabinet-view';
import type { UpperBetView } from '../../main/ipc/contract';
import { formatCompact, formatEuros } from '../format';

/** The upper bet in play, or undefined if the cabinet names one it does not list. */
export function upperBetOf(view: GnomosCabinetView): UpperBetView | undefined {
  return view.game.upper.bets.find((bet) => bet.id === view.game.upper.betId);
}

/**
 * The BET meter of the game in play: the lower bet in euros, the upper bet as its cash plus
 * its bonuses ("0.20 € + 1 B"): two upper bets cost 20 € in cash, so the cash alone would not
 * say which is in play.
 */
export function betMeterText(view: GnomosCabinetView, bonusShort: string): string {
  if (view.game.active === 'lower') return formatEuros(view.game.lower.betCents);
  const bet = upperBetOf(view);
  return bet ? `${formatEuros(bet.cashCents)} + ${bet.bonuses} ${bonusShort}` : view.game.upper.betId;
}

/** An upper bet icon's two lines: "0.20 €" and "+1 B". */
export function upperBetIconText(bet: UpperBetView, bonusShort: string): { cash: string; bonuses: string } {
  return { cash: `${formatCompact(bet.cashCents)} €`, bonuses: `+${bet.bonuses} ${bonusShort}` };
}
