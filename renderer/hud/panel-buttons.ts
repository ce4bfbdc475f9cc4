import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import type { Intent } from '../../main/ipc/contract';
import type { CollectDriver } from '../input/collect-driver';
import { buttonsNow } from '../model/tilt-panel';
import { ADVANCE_LAMPS, advanceLamps, holdButtons, holdIntent, REEL_INDICES, type HoldButtonModel } from '../model/hold-buttons';
import type { TextTable } from '../text/text-table';
import { el, setText, toggleClass } from './dom';
import type { Layout } from './layout';

/**
 * The touch version of the button panel: PLAY/ACCUMULATE, COLLECT (press, or hold for COLLECT
 * ALL in Double-or-Bonuses), BET, and ADVANCE/HOLD under each reel with the advances lights
 * beside them. A button whose view.buttons flag is false, or any while a fault stops play, is
 * dimmed but still pressable: main is the one that refuses, and its message is shown.
 */
export interface PanelButtons {
  /** Dimming: follows every view at once. */
  update(view: GnomosCabinetView): void;
  /** What the ADVANCE/HOLD buttons mean and the advances lights: follow the screen's phase. */
  showPhase(view: GnomosCabinetView): void;
  /** Centres the HOLD buttons under the reels (x in stage pixels of the holds row). */
  alignHolds(centres: readonly number[], rowWidth: number): void;
  /** COLLECT is being held towards COLLECT ALL (its fill shows). */
  setCollectHolding(on: boolean): void;
}

export function touchButton(testId: string, className: string, ...content: (Node | string)[]): HTMLButtonElement {
  const b = el('button', { type: 'button', class: `touch ${className}`, 'data-testid': testId, tabindex: '-1' }, ...content);
  // Touch buttons never take focus: Space and Enter belong to the keyboard map, not to a button.
  b.addEventListener('mousedown', (e) => e.preventDefault());
  return b;
}

/**
 * Dims a button the cabinet would refuse now. Not aria-disabled: the button must stay pressable
 * (main answers with the reason), and test tools treat aria-disabled buttons as unclickable.
 */
export function setAvailable(button: HTMLElement, available: boolean): void {
  toggleClass(button, 'dim', !available);
  button.dataset.available = available ? 'true' : 'false';
}

/** Space between the side boxes of the holds row and the HOLD buttons. */
const SIDE_BOX = 112;

export function buildPanelButtons(layout: Layout, text: TextTable, send: (intent: Intent) => void, collect: CollectDriver): PanelButtons {
  const t = text.labels;
  const b = text.buttons;
  const holds = REEL_INDICES.map((reel) => {
    const word = el('span', { class: 'hold-word' }, b.hold);
    const button = touchButton(`hold-${reel}`, 'hold', el('span', { class: 'hold-caption' }, b.advanceHold), word);
    button.addEventListener('click', () => send(holdIntent(reel)));
    layout.holds.append(button);
    return { button, word };
  });

  const lamps = Array.from({ length: ADVANCE_LAMPS }, (_, i) => el('span', { class: 'advance-lamp', 'data-testid': `advance-lamp-${i}` }, String(i + 1)));
  layout.advances.append(el('div', { class: 'advances-label' }, b.advances), el('div', { class: 'advance-lamps' }, ...lamps));

  const collectButton = touchButton('collect', 'collect', el('span', { class: 'collect-word' }, t.collect), el('span', { class: 'collect-sub' }, t.collectAllHint));
  // COLLECT works on press and release (holding it may mean COLLECT ALL), so it listens to the
  // pointer rather than to click; capture keeps the release even if the finger slides off.
  collectButton.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    collectButton.setPointerCapture?.(e.pointerId);
    collect.down();
  });
  collectButton.addEventListener('pointerup', () => collect.up());
  collectButton.addEventListener('pointercancel', () => collect.up());
  const betNext = touchButton('bet', 'bet-next', t.betButton);
  betNext.addEventListener('click', () => send({ type: 'BET_NEXT' }));
  const play = touchButton('play', 'play', el('span', { class: 'play-word' }, t.play), el('span', { class: 'play-sub' }, t.accumulate));
  play.addEventListener('click', () => send({ type: 'PLAY' }));
  layout.panel.append(collectButton, betNext, play);

  const roleWord = (m: HoldButtonModel): string => {
    switch (m.role) {
      case 'hold':
        return m.lit ? b.held : b.hold;
      case 'advance':
        return b.advance;
      case 'pick':
        return b.pick;
      default:
        return b.hold;
    }
  };

  return {
    update(view) {
      const buttons = buttonsNow(view);
      setAvailable(play, buttons.play);
      setAvailable(collectButton, buttons.collect);
      setAvailable(betNext, buttons.bet);
      holds.forEach((h, i) => setAvailable(h.button, buttons.hold[i] ?? false));
    },
    showPhase(view) {
      holdButtons(view).forEach((m, i) => {
        const h = holds[i];
        if (!h) return;
        setText(h.word, roleWord(m));
        h.button.dataset.role = m.role;
        toggleClass(h.button, 'lit', m.lit);
      });
      advanceLamps(view).forEach((lit, i) => {
        const lamp = lamps[i];
        if (lamp) toggleClass(lamp, 'lit', lit);
      });
      toggleClass(collectButton, 'hold-all', view.game.active === 'upper' && view.game.upper.phase === 'doubleOrBonuses');
    },
    alignHolds(centres, rowWidth) {
      const spacing = centres.length > 1 ? Math.abs((centres[1] ?? 0) - (centres[0] ?? 0)) : 200;
      // As wide as a reel allows, never over the side boxes, never wider than 200 px.
      const first = centres[0] ?? 0;
      const last = centres[centres.length - 1] ?? rowWidth;
      const roomAtSides = 2 * Math.min(first - SIDE_BOX, rowWidth - SIDE_BOX - last);
      const width = Math.max(80, Math.min(200, Math.round(spacing - 16), Math.round(roomAtSides)));
      holds.forEach((h, i) => {
        const x = centres[i];
        if (x !== undefined) h.button.style.left = `${Math.round(x)}px`;
        h.button.style.width = `${width}px`;
      });
    },
    setCollectHolding(on) {
      toggleClass(collectButton, 'holding', on);
    },
  };
}
