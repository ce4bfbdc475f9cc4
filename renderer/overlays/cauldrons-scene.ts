import type { Intent } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { el, setShown, setText, toggleClass } from '../hud/dom';
import { touchButton } from '../hud/panel-buttons';
import type { CauldronScene } from '../model/cauldron-lids';
import { pickIntent } from '../model/pick-intent';
import type { TextTable } from '../text/text-table';
import { decorImage } from './decor';

/**
 * The Cauldrons over the lower reels: one cauldron over each reel's Window figure. Its prize
 * shows first, then a lid covers it; a touch on a lid sends PICK with its index; after the pick
 * every lid rises and the player's prize is marked.
 */
export class CauldronsView {
  private readonly root: HTMLElement;
  private readonly pots: { button: HTMLButtonElement; prize: HTMLElement; tag: HTMLElement }[];

  constructor(layer: HTMLElement, text: TextTable, send: (intent: Intent) => void) {
    this.pots = [0, 1, 2].map((index) => {
      const prize = el('div', { class: 'cauldron-prize' });
      const tag = el('div', { class: 'cauldron-tag', hidden: '' }, text.cauldrons.yours);
      const button = touchButton(`pick-${index}`, `cauldron reel-${index}`, decorImage('cauldron', 'cauldron-pot'), prize, decorImage('lid', 'cauldron-lid'), tag);
      button.dataset.index = String(index);
      button.addEventListener('click', () => send(pickIntent(index)));
      return { button, prize, tag };
    });
    this.root = el('div', { class: 'cauldrons', 'data-testid': 'cauldrons', hidden: '' }, ...this.pots.map((p) => p.button));
    layer.append(this.root);
  }

  show(scene: CauldronScene | null): void {
    setShown(this.root, scene !== null);
    if (!scene) return;
    this.root.dataset.stage = scene.stage;
    scene.lids.forEach((lid, i) => {
      const pot = this.pots[i];
      if (!pot) return;
      setText(pot.prize, lid.cents === null ? '' : formatEuros(lid.cents));
      toggleClass(pot.button, 'covered', lid.covered);
      toggleClass(pot.button, 'highlighted', lid.highlighted);
      toggleClass(pot.button, 'picked', lid.picked);
      toggleClass(pot.button, 'discarded', lid.discarded);
      setShown(pot.tag, lid.picked);
    });
  }
}
