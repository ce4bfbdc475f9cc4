import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import type { Intent } from '../../main/ipc/contract';
import { formatCompact } from '../format';
import { upperBetIconText } from '../model/bet-label';
import { buttonsNow } from '../model/tilt-panel';
import type { TextTable } from '../text/text-table';
import { el, setShown, toggleClass } from './dom';
import type { Layout } from './layout';
import { setAvailable, touchButton } from './panel-buttons';

/**
 * One icon per bet of the game in play: touch the lower game's → BET_SELECT, the upper game's
 * (cash + bonuses) → UPPER_BET_SELECT. The selected bet is lit; bets the operator has not
 * enabled are shown off; every icon dims when BET cannot be pressed now.
 */
export interface BetIcons {
  update(view: GnomosCabinetView): void;
  /** Shows the icons of the game on screen (switched when a GAME CHANGE glide ends). */
  showGame(side: 'lower' | 'upper'): void;
}

export function buildBetIcons(layout: Layout, text: TextTable, send: (intent: Intent) => void): BetIcons {
  const t = text.labels;
  let lowerKey = '';
  let upperKey = '';
  let lowerIcons: HTMLButtonElement[] = [];
  let upperIcons: HTMLButtonElement[] = [];

  function buildLower(view: GnomosCabinetView): void {
    lowerIcons = view.game.lower.bets.map((bet) => {
      const b = touchButton(`bet-${bet.cents}`, `bet-icon${bet.enabled ? '' : ' off'}`, el('span', { class: 'bet-amount' }, formatCompact(bet.cents)), el('span', { class: 'bet-euro' }, '€'));
      b.dataset.bet = String(bet.cents);
      if (!bet.enabled) b.title = t.betsDisabled;
      b.addEventListener('click', () => send({ type: 'BET_SELECT', betCents: bet.cents }));
      return b;
    });
    layout.bets.replaceChildren(...lowerIcons);
  }

  function buildUpper(view: GnomosCabinetView): void {
    upperIcons = view.game.upper.bets.map((bet) => {
      const words = upperBetIconText(bet, t.bonusesShort);
      const b = touchButton(
        `upper-bet-${bet.id}`,
        `bet-icon upper-bet-icon${bet.enabled ? '' : ' off'}`,
        el('span', { class: 'bet-cash' }, words.cash),
        el('span', { class: 'bet-bonuses' }, words.bonuses),
      );
      b.dataset.bet = bet.id;
      if (!bet.enabled) b.title = t.betsDisabled;
      b.addEventListener('click', () => send({ type: 'UPPER_BET_SELECT', betId: bet.id }));
      return b;
    });
    layout.upperBets.replaceChildren(...upperIcons);
  }

  function light(icons: readonly HTMLButtonElement[], selected: string, available: boolean): void {
    for (const b of icons) {
      const on = b.dataset.bet === selected;
      toggleClass(b, 'lit', on);
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
      setAvailable(b, available && !b.classList.contains('off'));
    }
  }

  return {
    update(view) {
      const lk = JSON.stringify(view.game.lower.bets);
      if (lk !== lowerKey) {
        lowerKey = lk;
        buildLower(view);
      }
      const uk = JSON.stringify(view.game.upper.bets);
      if (uk !== upperKey) {
        upperKey = uk;
        buildUpper(view);
      }
      const bet = buttonsNow(view).bet;
      light(lowerIcons, String(view.game.lower.betCents), bet && view.game.active === 'lower');
      light(upperIcons, view.game.upper.betId, bet && view.game.active === 'upper');
    },
    showGame(side) {
      setShown(layout.bets, side === 'lower');
      setShown(layout.upperBets, side === 'upper');
    },
  };
}
