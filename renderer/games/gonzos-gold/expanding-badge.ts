import { formatEuros } from '../../format';
import { el, setShown, setText, toggleClass } from '../../hud/dom';
import { stoneImage } from './pick-panel';
import type { GonzoWords } from './words';

/** What the badge shows during free spins. */
export interface BadgeState {
  /** The Expanding Symbol, or null while it waits under the stones. */
  readonly symbol: string | null;
  readonly name: string;
  readonly remaining: number;
  readonly awarded: number;
  readonly winCents: number;
}

/** How long "+10 FREE SPINS" flashes after a retrigger. */
export const RETRIGGER_FLASH_MS = 5000;

/**
 * The free spins' badge beside the reels: EXPANDING SYMBOL with the symbol, the spins left of
 * those awarded, what the free spins have won so far, and "+10 FREE SPINS" flashing after a
 * retrigger.
 */
export class ExpandingBadge {
  readonly node: HTMLElement;
  private readonly art: HTMLCanvasElement;
  private readonly name: HTMLElement;
  private readonly left: HTMLElement;
  private readonly of: HTMLElement;
  private readonly won: HTMLElement;
  private readonly flash: HTMLElement;
  private symbol: string | null | undefined = undefined;

  constructor(
    private readonly words: GonzoWords['badge'],
    private readonly symbolImage: (symbol: string) => HTMLCanvasElement,
  ) {
    this.art = el('canvas', { class: 'gg-badge-art', width: '256', height: '256', 'data-testid': 'gonzo-badge-symbol' });
    this.name = el('div', { class: 'gg-badge-name' });
    this.left = el('b', { 'data-testid': 'gonzo-badge-left' });
    this.of = el('span', { class: 'gg-badge-of', 'data-testid': 'gonzo-badge-of' });
    this.won = el('b', { 'data-testid': 'gonzo-badge-won' });
    this.flash = el('div', { class: 'gg-badge-flash', 'data-testid': 'gonzo-retrigger', hidden: '' });
    this.node = el(
      'div',
      { class: 'gg-badge', 'data-testid': 'gonzo-badge', hidden: '' },
      el('div', { class: 'gg-badge-title' }, words.title),
      el('div', { class: 'gg-badge-symbol' }, this.art, this.name),
      el('div', { class: 'gg-badge-row gg-badge-spins' }, el('span', {}, words.left), el('div', { class: 'gg-badge-count' }, this.left, this.of)),
      el('div', { class: 'gg-badge-row gg-badge-win' }, el('span', {}, words.won), this.won),
      this.flash,
    );
  }

  show(state: BadgeState | null): void {
    setShown(this.node, state !== null);
    if (!state) return;
    if (state.symbol !== this.symbol) {
      this.symbol = state.symbol;
      const ctx = this.art.getContext('2d');
      ctx?.clearRect(0, 0, 256, 256);
      // Still hidden: a stone of the pick stands in for it.
      if (ctx) {
        // The glow is painted once here (a CSS glow on a floating picture would repaint every frame).
        ctx.save();
        ctx.shadowColor = 'rgba(255,200,80,0.85)';
        ctx.shadowBlur = 22;
        if (state.symbol === null) ctx.drawImage(stoneImage(2), 44, 16, 168, 224);
        else ctx.drawImage(this.symbolImage(state.symbol), 16, 16, 224, 224);
        ctx.restore();
      }
      this.art.dataset.symbol = state.symbol ?? '';
    }
    setText(this.name, state.name);
    setText(this.left, String(state.remaining));
    setText(this.of, this.words.of(state.awarded));
    setText(this.won, formatEuros(state.winCents));
  }

  /** "+N FREE SPINS" on (a retrigger just happened) or off. */
  retrigger(spins: number | null): void {
    setShown(this.flash, spins !== null);
    if (spins !== null) setText(this.flash, this.words.retrigger(spins));
    toggleClass(this.node, 'retriggered', spins !== null);
  }
}
