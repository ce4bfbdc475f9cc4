import type { MysteryElvesBuyView } from '../../../contract/games/mystery-elves';
import { formatEuros } from '../../format';
import { el, setShown, setText, toggleClass } from '../../hud/dom';
import type { ElvesWords } from './words';

/**
 * BUY FEATURE beside the reels: the price at the current bet ("70× · 14,00 €"), dimmed when it
 * cannot be bought now, hidden when the operator does not offer it; a touch asks first ("Buy the
 * Hold and Win for 14,00 €?") and only BUY in that question sends the purchase.
 */
export class BuyFeature {
  readonly button: HTMLButtonElement;
  readonly dialog: HTMLElement;
  private readonly price: HTMLElement;
  private readonly question: HTMLElement;
  private readonly confirm: HTMLButtonElement;
  private view: MysteryElvesBuyView | null = null;

  constructor(
    private readonly words: ElvesWords['buy'],
    private readonly bauble: HTMLCanvasElement,
    private readonly buy: () => void,
  ) {
    this.price = el('span', { class: 'me-buy-price', 'data-testid': 'elves-buy-price' });
    bauble.classList.add('me-buy-bauble');
    this.button = el('button', { class: 'me-buy', 'data-testid': 'elves-buy', type: 'button', hidden: '' }, bauble, el('span', { class: 'me-buy-title' }, words.button), this.price);
    this.button.addEventListener('click', () => {
      if (this.view?.offered) this.open();
    });
    this.question = el('p', { class: 'me-buy-question', 'data-testid': 'elves-buy-question' });
    const cancel = el('button', { class: 'sl-dialog-cancel', 'data-testid': 'elves-buy-cancel', type: 'button' }, words.cancel);
    cancel.addEventListener('click', () => this.close());
    this.confirm = el('button', { class: 'sl-dialog-start', 'data-testid': 'elves-buy-confirm', type: 'button' }, words.confirm);
    this.confirm.addEventListener('click', () => {
      if (!this.view?.offered) return;
      this.close();
      this.buy();
    });
    this.dialog = el(
      'div',
      { class: 'sl-modal', 'data-testid': 'elves-buy-dialog', hidden: '' },
      el('div', { class: 'sl-dialog me-buy-dialog' }, el('h2', {}, words.title), this.question, el('p', { class: 'me-buy-note' }, words.note), el('div', { class: 'sl-dialog-actions' }, cancel, this.confirm)),
    );
  }

  get isOpen(): boolean {
    return !this.dialog.hidden;
  }

  /** The buy as the view has it; `shown` false while the Hold and Win covers the reels. */
  update(view: MysteryElvesBuyView, shown: boolean): void {
    this.view = view;
    setShown(this.button, shown && view.enabled);
    toggleClass(this.button, 'dim', !view.offered);
    this.button.dataset.offered = String(view.offered);
    const amount = formatEuros(view.priceCents);
    setText(this.price, this.words.price(view.times, amount));
    setText(this.question, this.words.question(amount));
    if (!view.offered || !shown) this.close();
  }

  open(): void {
    setShown(this.dialog, true);
  }

  close(): void {
    setShown(this.dialog, false);
  }
}
