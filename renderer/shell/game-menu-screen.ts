import type { CabinetView, GameId, GameMenuView, GameTileView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { startClock } from '../hud/clock';
import { el, setText, toggleClass } from '../hud/dom';
import { devPanelShown } from '../model/dev-panel';
import { defaultTileArt, type TileArtist } from './game-menu-art';
import { GAME_MENU_CSS } from './game-menu-style';
import type { GameScreen, ScreenContext } from './game-screen';
import { installPanelKeys } from './panel-keys';
import { installStyle } from './shell-style';
import { keepFitted } from './stage-fit';

const ART_WIDTH = 520;
const ART_HEIGHT = 400;

/**
 * The game menu: a large tile per enabled game (its artwork, name, kind and bet range), the
 * highlighted one glowing (the panel's BET moves it, PLAY enters it: main keeps which), the one
 * balance, COLLECT, the clock and the language. A touch on a tile sends SELECT_GAME. The tilt
 * panel, service menu and development panel are the shell's, over every screen.
 */
export class GameMenuScreen implements GameScreen {
  private stage: HTMLElement | null = null;
  private tiles: HTMLElement | null = null;
  private balance: HTMLElement | null = null;
  private tilesKey = '';
  private buttons: HTMLElement[] = [];
  private latest: CabinetView | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly context: ScreenContext,
    private readonly art: Readonly<Record<string, TileArtist>>,
  ) {}

  mount(root: HTMLElement): void {
    installStyle('game-menu-style', GAME_MENU_CSS);
    const t = this.context.text.shell.menu;
    const clock = el('div', { class: 'gm-clock', 'data-testid': 'clock' }, '--:--');
    const language = el('div', { class: 'gm-language', 'data-testid': 'language' }, t.language);
    this.balance = el('div', { class: 'gm-balance-value', 'data-testid': 'balance' }, '—');
    const collect = el('button', { class: 'gm-collect', 'data-testid': 'collect', type: 'button' }, t.collect);
    collect.addEventListener('click', () => this.context.send({ type: 'COLLECT' }));
    this.tiles = el('div', { class: 'gm-tiles', 'data-testid': 'menu-tiles' });
    this.stage = el(
      'div',
      { class: 'gm-stage', 'data-testid': 'game-menu' },
      el('header', { class: 'gm-header' }, el('div', { class: 'gm-title' }, el('h1', {}, t.title), el('p', {}, t.subtitle)), el('div', { class: 'gm-corner' }, language, clock)),
      this.tiles,
      el('footer', { class: 'gm-footer' }, el('div', { class: 'gm-balance' }, el('span', { class: 'gm-label' }, t.balance), this.balance), collect),
    );
    root.append(this.stage);
    this.cleanups.push(keepFitted(this.stage), startClock(clock), installPanelKeys(() => this.latest, this.context.send));
  }

  accept(view: CabinetView): void {
    this.latest = view;
    if (this.balance) setText(this.balance, formatEuros(view.creditsCents));
    // The shell draws the development panel in the right-hand gutter: the tiles make room.
    if (this.stage) toggleClass(this.stage, 'dev-room', devPanelShown(view));
    this.showTiles(view.menu);
  }

  frame(): void {
    // The menu animates with CSS only.
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.stage?.remove();
    this.stage = null;
  }

  private showTiles(menu: GameMenuView): void {
    const key = JSON.stringify(menu.tiles);
    if (key !== this.tilesKey && this.tiles) {
      this.tilesKey = key;
      this.buttons = menu.tiles.map((tile) => this.tile(tile));
      this.tiles.replaceChildren(...this.buttons);
      this.tiles.dataset.count = String(menu.tiles.length);
    }
    this.buttons.forEach((button, i) => {
      toggleClass(button, 'highlighted', i === menu.highlighted);
      button.dataset.highlighted = String(i === menu.highlighted);
    });
  }

  private tile(tile: GameTileView): HTMLElement {
    const t = this.context.text.shell.menu;
    const canvas = el('canvas', { class: 'gm-art', width: String(ART_WIDTH), height: String(ART_HEIGHT) });
    const ctx = canvas.getContext('2d');
    if (ctx) (this.art[tile.id] ?? defaultTileArt(tile))(ctx, ART_WIDTH, ART_HEIGHT);
    const button = el(
      'button',
      { class: `gm-tile kind-${tile.kind}`, 'data-testid': `tile-${tile.id}`, 'data-game': tile.id, type: 'button' },
      el('div', { class: 'gm-art-frame' }, canvas, el('span', { class: 'gm-kind' }, t.kind[tile.kind])),
      el('div', { class: 'gm-name', 'data-testid': `tile-name-${tile.id}` }, tile.name),
      el('div', { class: 'gm-bets', 'data-testid': `tile-bets-${tile.id}` }, t.betRange(formatEuros(tile.minBetCents), formatEuros(tile.maxBetCents))),
      el('div', { class: 'gm-play' }, tile.resumable ? t.resumable : t.play),
    );
    toggleClass(button, 'resumable', tile.resumable);
    button.addEventListener('click', () => this.context.send({ type: 'SELECT_GAME', game: tile.id as GameId }));
    return button;
  }
}
