import type { MysticGemModeId, MysticGemView } from '../../../contract/games/mystic-gem-40';
import { formatEuros } from '../../format';
import { el, setShown, setText, toggleClass } from '../../hud/dom';
import type { MysticGemWords } from './words';

/**
 * BUY BONUS: the button beside the reels, the menu of the six bet modes with their prices at the
 * current total bet (a mode the view prices at null is not offered), and the lit badge of the
 * mode that is on, with its switch back to the base game. Choosing sends MODE.
 */
export class BuyBonusPanel {
  readonly side: HTMLElement;
  readonly menu: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly badge: HTMLElement;
  private readonly badgeTitle: HTMLElement;
  private readonly badgePrice: HTMLElement;
  private readonly off: HTMLButtonElement;
  private readonly tiles: HTMLElement;
  private view: MysticGemView | null = null;
  private tilesKey = '';

  constructor(
    private readonly words: MysticGemWords['buy'],
    private readonly choose: (mode: MysticGemModeId) => void,
    private readonly wildImage: () => HTMLCanvasElement,
  ) {
    this.button = el('button', { class: 'mg-buy-button', 'data-testid': 'buy-bonus', type: 'button' }, el('span', { class: 'mg-buy-gem' }), el('span', {}, words.button));
    this.button.addEventListener('click', () => {
      if (this.button.dataset.available === 'true') this.open();
    });
    this.badgeTitle = el('div', { class: 'mg-badge-title', 'data-testid': 'buy-active' });
    this.badgePrice = el('div', { class: 'mg-badge-price', 'data-testid': 'buy-active-price' });
    this.off = el('button', { class: 'mg-badge-off', 'data-testid': 'buy-off', type: 'button' }, words.off);
    this.off.addEventListener('click', () => {
      if (this.off.dataset.available === 'true') this.choose('base');
    });
    this.badge = el('div', { class: 'mg-badge', 'data-testid': 'buy-badge', hidden: '' }, this.badgeTitle, this.badgePrice, this.off);
    this.side = el('div', { class: 'mg-buy-side' }, this.button, this.badge);
    this.tiles = el('div', { class: 'mg-buy-tiles' });
    const close = el('button', { class: 'sl-dialog-cancel', 'data-testid': 'buy-close', type: 'button' }, words.close);
    close.addEventListener('click', () => this.close());
    this.menu = el(
      'div',
      { class: 'sl-modal', 'data-testid': 'buy-menu', hidden: '' },
      el('div', { class: 'sl-dialog mg-buy-dialog' }, el('h2', {}, words.title), el('p', { class: 'mg-buy-intro' }, words.intro), this.tiles, el('div', { class: 'sl-dialog-actions' }, close)),
    );
  }

  get isOpen(): boolean {
    return !this.menu.hidden;
  }

  update(view: MysticGemView): void {
    this.view = view;
    const free = view.phase === 'ready' && view.idle && view.bet.canChange;
    this.button.dataset.available = String(free);
    toggleClass(this.button, 'dim', !free);
    toggleClass(this.button, 'lit', view.mode !== 'base');
    const mode = view.modes.find((m) => m.mode === view.mode);
    const on = view.mode !== 'base' && mode !== undefined;
    setShown(this.badge, on);
    if (on) {
      setText(this.badgeTitle, this.words.active(mode.priceTimes.replace('×', '')));
      setText(this.badgePrice, `${formatEuros(view.stakeCents)} ${this.words.perGame}`);
    }
    this.off.dataset.available = String(free);
    toggleClass(this.off, 'dim', !free);
    if (!free) this.close();
    if (this.isOpen) this.paintTiles();
  }

  open(): void {
    this.tilesKey = '';
    this.paintTiles();
    setShown(this.menu, true);
  }

  close(): void {
    setShown(this.menu, false);
  }

  private paintTiles(): void {
    const view = this.view;
    if (!view) return;
    const key = JSON.stringify([view.mode, view.modes]);
    if (key === this.tilesKey) return;
    this.tilesKey = key;
    const order: MysticGemModeId[] = ['buy1', 'buy2', 'buy3', 'guaranteed1', 'guaranteed2', 'base'];
    this.tiles.replaceChildren(
      ...order.map((id) => {
        const m = view.modes.find((x) => x.mode === id);
        const offered = id === 'base' || (m !== undefined && m.priceCents !== null);
        const wilds = el('div', { class: 'mg-tile-wilds' });
        for (let i = 0; i < (m?.wilds ?? 0); i++) {
          const c = el('canvas', { width: '84', height: '84' });
          c.getContext('2d')?.drawImage(this.wildImage(), 0, 0, 84, 84);
          wilds.append(c);
        }
        const price = id === 'base' ? formatEuros(view.bet.totalCents) : m?.priceCents != null ? formatEuros(m.priceCents) : this.words.notOffered;
        const tile = el(
          'button',
          {
            class: `mg-tile${id === view.mode ? ' chosen' : ''}${offered ? '' : ' not-offered'}${m?.guaranteed ? ' guaranteed' : ''}`,
            'data-testid': `buy-mode-${id}`,
            'data-offered': String(offered),
            type: 'button',
          },
          el('div', { class: 'mg-tile-times' }, this.words.times(id === 'base' ? '1' : (m?.priceTimes ?? '').replace('×', ''))),
          wilds,
          el('div', { class: 'mg-tile-name' }, this.words.modes[id]),
          el('div', { class: 'mg-tile-note' }, this.words.modeNotes[id]),
          el('div', { class: 'mg-tile-price', 'data-testid': `buy-price-${id}` }, price, offered ? el('small', {}, ` ${this.words.perGame}`) : ''),
          id === view.mode ? el('div', { class: 'mg-tile-on' }, this.words.chosen) : '',
        );
        tile.addEventListener('click', () => {
          if (!offered) return;
          this.choose(id);
          this.close();
        });
        return tile;
      }),
    );
  }
}
