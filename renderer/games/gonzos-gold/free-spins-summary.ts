import { formatEuros } from '../../format';
import { el, setShown, setText } from '../../hud/dom';
import type { GonzoWords } from './words';

export interface SummaryState {
  readonly symbol: string;
  readonly played: number;
  readonly winCents: number;
}

/**
 * FREE SPINS OVER over the reels when the feature has ended: the Expanding Symbol it was played
 * with, the total the free spins won (paid to the balance now) and how many were played.
 */
export class FreeSpinsSummary {
  readonly node: HTMLElement;
  private readonly art: HTMLCanvasElement;
  private readonly amount: HTMLElement;
  private readonly played: HTMLElement;
  private symbol = '';

  constructor(
    private readonly words: GonzoWords['summary'],
    private readonly symbolImage: (symbol: string) => HTMLCanvasElement,
  ) {
    this.art = el('canvas', { class: 'gg-summary-art', width: '256', height: '256' });
    this.amount = el('div', { class: 'gg-summary-amount', 'data-testid': 'gonzo-summary-amount' });
    this.played = el('div', { class: 'gg-summary-played', 'data-testid': 'gonzo-summary-played' });
    this.node = el(
      'div',
      { class: 'gg-summary', 'data-testid': 'gonzo-summary', hidden: '' },
      el('div', { class: 'gg-summary-card' }, el('div', { class: 'gg-summary-title' }, words.title), this.art, el('div', { class: 'gg-summary-label' }, words.total), this.amount, this.played),
    );
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  show(state: SummaryState | null): void {
    setShown(this.node, state !== null);
    if (!state) return;
    if (state.symbol !== this.symbol) {
      this.symbol = state.symbol;
      const ctx = this.art.getContext('2d');
      ctx?.clearRect(0, 0, 256, 256);
      ctx?.drawImage(this.symbolImage(state.symbol), 0, 0, 256, 256);
    }
    setText(this.amount, formatEuros(state.winCents));
    setText(this.played, this.words.played(state.played));
  }
}
