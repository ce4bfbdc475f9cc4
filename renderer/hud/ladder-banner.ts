import type { LadderView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import type { LadderLights } from '../model/ladder-lights';
import type { TextTable } from '../text/text-table';
import { el, setShown, setText, toggleClass } from './dom';

const GAMES: readonly LadderView['game'][] = ['up-nothing', 'up-bonus', 'seesaw'];

/**
 * Above the paytable while a risk game runs: the three risk games by name, the one in play lit,
 * and the prize on the rung in play. The rungs themselves light up in the paytable.
 */
export class LadderBanner {
  private readonly names: Map<LadderView['game'], HTMLElement>;
  private readonly prize: HTMLElement;

  constructor(
    private readonly container: HTMLElement,
    text: TextTable,
  ) {
    this.names = new Map(GAMES.map((game) => [game, el('span', { class: 'ladder-game', 'data-game': game }, text.ladder.games[game])]));
    this.prize = el('span', { class: 'ladder-prize' });
    container.replaceChildren(el('div', { class: 'ladder-games' }, ...this.names.values()), this.prize);
  }

  show(lights: LadderLights | null): void {
    setShown(this.container, lights !== null);
    if (!lights) {
      delete this.container.dataset.game;
      delete this.container.dataset.rung;
      return;
    }
    this.container.dataset.game = lights.game;
    this.container.dataset.rung = String(lights.rung);
    for (const [game, node] of this.names) toggleClass(node, 'lit', game === lights.game);
    const current = lights.lamps.find((lamp) => lamp.light === 'current');
    setText(this.prize, current ? formatEuros(current.cents) : '');
  }
}
