import type { CabinetView, Intent, ReelIndex } from '../../main/ipc/contract';
import { formatCompact } from '../format';
import type { TextTable } from '../text/text-table';
import { el, toggleClass } from './dom';
import type { Layout } from './layout';

/**
 * The touch version of the button panel: PLAY/ACCUMULATE, COLLECT, BET, ADVANCE/HOLD under each
 * reel, and one icon per bet. A button whose view.buttons flag is false is dimmed but still
 * pressable: main is the one that refuses, and its message is shown.
 */
export interface PanelButtons {
  update(view: CabinetView): void;
  /** Centres the HOLD buttons under the reels (x in CSS pixels of the reels box). */
  alignHolds(centres: readonly number[]): void;
}

function touchButton(testId: string, className: string, ...content: (Node | string)[]): HTMLButtonElement {
  const b = el('button', { type: 'button', class: `touch ${className}`, 'data-testid': testId, tabindex: '-1' }, ...content);
  // Touch buttons never take focus: Space and Enter belong to the keyboard map, not to a button.
  b.addEventListener('mousedown', (e) => e.preventDefault());
  return b;
}

/**
 * Dims a button the cabinet would refuse now. Not aria-disabled: the button must stay pressable
 * (main answers with the reason), and test tools treat aria-disabled buttons as unclickable.
 */
function setAvailable(button: HTMLElement, available: boolean): void {
  toggleClass(button, 'dim', !available);
  button.dataset.available = available ? 'true' : 'false';
}

export function buildPanelButtons(layout: Layout, text: TextTable, send: (intent: Intent) => void): PanelButtons {
  const t = text.labels;
  const holds = ([0, 1, 2] as const).map((reel: ReelIndex) => {
    const b = touchButton(`btn-hold-${reel}`, 'hold', el('span', { class: 'hold-word' }, t.hold));
    b.addEventListener('click', () => send({ type: 'HOLD', reel }));
    layout.holds.append(b);
    return b;
  });

  const collect = touchButton('btn-collect', 'collect', t.collect);
  collect.addEventListener('click', () => send({ type: 'COLLECT' }));
  const betNext = touchButton('btn-bet', 'bet-next', t.betButton);
  betNext.addEventListener('click', () => send({ type: 'BET_NEXT' }));
  const play = touchButton('btn-play', 'play', el('span', { class: 'play-word' }, t.play), el('span', { class: 'play-sub' }, t.accumulate));
  play.addEventListener('click', () => send({ type: 'PLAY' }));
  layout.panel.append(collect, betNext, play);

  let betsKey = '';
  let betButtons: HTMLButtonElement[] = [];

  function buildBets(view: CabinetView): void {
    betButtons = view.game.bets.map((bet) => {
      const b = touchButton(`bet-select-${bet.cents}`, `bet-icon${bet.enabled ? '' : ' off'}`, el('span', { class: 'bet-amount' }, formatCompact(bet.cents)), el('span', { class: 'bet-euro' }, '€'));
      b.dataset.bet = String(bet.cents);
      if (!bet.enabled) b.title = t.betsDisabled;
      b.addEventListener('click', () => send({ type: 'BET_SELECT', betCents: bet.cents }));
      return b;
    });
    layout.bets.replaceChildren(...betButtons);
  }

  return {
    update(view) {
      const key = JSON.stringify(view.game.bets);
      if (key !== betsKey) {
        betsKey = key;
        buildBets(view);
      }
      for (const b of betButtons) {
        const selected = Number(b.dataset.bet) === view.game.betCents;
        toggleClass(b, 'lit', selected);
        b.setAttribute('aria-pressed', selected ? 'true' : 'false');
        setAvailable(b, view.buttons.bet && !b.classList.contains('off'));
      }
      setAvailable(play, view.buttons.play);
      setAvailable(collect, view.buttons.collect);
      setAvailable(betNext, view.buttons.bet);
      holds.forEach((b, i) => setAvailable(b, view.buttons.hold[i] ?? false));
    },
    alignHolds(centres) {
      // As wide as a reel allows, never wider than 200 px.
      const spacing = centres.length > 1 ? Math.abs((centres[1] ?? 0) - (centres[0] ?? 0)) : 200;
      const width = Math.max(80, Math.min(200, Math.round(spacing - 16)));
      holds.forEach((b, i) => {
        const x = centres[i];
        if (x !== undefined) b.style.left = `${Math.round(x)}px`;
        b.style.width = `${width}px`;
      });
    },
  };
}
