import type { CabinetView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import type { TextTable } from '../text/text-table';
import { el, setShown, setText } from './dom';

/**
 * The hopper paying out: what is left and what is paid, with a progress bar. The cabinet pays
 * whichever screen is in front, so the shell shows it over any screen; it only draws the numbers
 * the view carries.
 */
export class PayoutNotice {
  readonly element: HTMLElement;
  private readonly text: HTMLElement;
  private readonly bar: HTMLElement;

  constructor(private readonly words: TextTable) {
    this.text = el('div', { class: 'payout-text' });
    this.bar = el('div', { class: 'payout-bar-fill' });
    this.element = el('div', { class: 'payout', 'data-testid': 'payout', hidden: '' }, this.text, el('div', { class: 'payout-bar' }, this.bar));
  }

  update(payout: CabinetView['payout']): void {
    setShown(this.element, payout !== null);
    if (!payout) return;
    const t = this.words.labels;
    setText(this.text, `${t.payingOut(formatEuros(payout.remainingCents))} · ${t.paidSoFar(formatEuros(payout.paidCents))}`);
    const total = payout.paidCents + payout.remainingCents;
    // Percent of the payout done, in whole per-mille (display only, not money).
    const perMille = total > 0 ? Math.floor((payout.paidCents * 1000) / total) : 0;
    this.bar.style.width = `${perMille / 10}%`;
  }
}
