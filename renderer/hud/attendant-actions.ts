import type { Intent, IntentResult } from '../../main/ipc/contract';
import { canStepRefillCoins, DEFAULT_REFILL_COINS, stepRefillCoins } from '../model/refill-coins';
import type { AttendantAction } from '../model/tilt-panel';
import type { TextTable } from '../text/text-table';
import { el, setShown, setText, toggleClass } from './dom';
import { touchButton } from './panel-buttons';

/**
 * The attendant's buttons: CLEAR, REFILL with a coin count, HANDPAY, and the cabinet's answer
 * when it refuses one. The tilt panel (key turned) and the service menu's attendant screen each
 * hold one; only one is in the page at a time, so the test ids stay unique.
 */
export class AttendantActions {
  readonly element: HTMLElement;
  private readonly buttons: HTMLElement;
  private readonly clear: HTMLButtonElement;
  private readonly refillBox: HTMLElement;
  private readonly refillCoins: HTMLElement;
  private readonly fewer: HTMLButtonElement;
  private readonly more: HTMLButtonElement;
  private readonly handpay: HTMLButtonElement;
  private readonly error: HTMLElement;
  private coins = DEFAULT_REFILL_COINS;
  /** Answers to presses made before the latest one are not shown: only the last press speaks. */
  private pressCount = 0;

  constructor(
    private readonly text: TextTable,
    private readonly request: (intent: Intent) => Promise<IntentResult | null>,
  ) {
    const t = text.tilt;
    this.clear = this.actionButton('clear', () => ({ type: 'ATTENDANT_CLEAR' }));
    this.handpay = this.actionButton('handpay', () => ({ type: 'ATTENDANT_HANDPAY' }));
    const refill = this.actionButton('refill', () => ({ type: 'ATTENDANT_REFILL', coins: this.coins }));
    this.fewer = touchButton('attendant-refill-coins-down', 'attendant-step', '−');
    this.fewer.setAttribute('aria-label', t.fewer);
    this.fewer.addEventListener('click', () => this.stepCoins(-1));
    this.more = touchButton('attendant-refill-coins-up', 'attendant-step', '+');
    this.more.setAttribute('aria-label', t.more);
    this.more.addEventListener('click', () => this.stepCoins(1));
    this.refillCoins = el('div', { class: 'attendant-refill-coins', 'data-testid': 'attendant-refill-coins', 'aria-live': 'polite' });
    this.refillBox = el('div', { class: 'attendant-refill' }, this.fewer, this.refillCoins, this.more, refill);
    this.buttons = el('div', { class: 'attendant-actions' }, this.clear, this.refillBox, this.handpay);
    this.error = el('div', { class: 'attendant-error', 'data-testid': 'attendant-error', role: 'alert', hidden: '' });
    this.element = el('div', { class: 'attendant-action-box' }, this.buttons, this.error);
    this.showCoins();
  }

  /** Shows the buttons for these actions (in their fixed order) and hides the rest. */
  show(actions: readonly AttendantAction[]): void {
    setShown(this.clear, actions.includes('clear'));
    setShown(this.refillBox, actions.includes('refill'));
    setShown(this.handpay, actions.includes('handpay'));
    setShown(this.buttons, actions.length > 0);
  }

  /** The next use starts afresh: the usual bag count, no old refusal. */
  reset(): void {
    this.coins = DEFAULT_REFILL_COINS;
    this.showCoins();
    this.showError(null);
  }

  showError(message: string | null): void {
    setShown(this.error, message !== null);
    setText(this.error, message ?? '');
  }

  private actionButton(action: AttendantAction, intent: () => Intent): HTMLButtonElement {
    const b = touchButton(`attendant-${action}`, `attendant-action attendant-${action}`, this.text.tilt.actions[action]);
    b.addEventListener('click', () => this.press(intent()));
    return b;
  }

  private press(intent: Intent): void {
    const press = ++this.pressCount;
    this.showError(null);
    this.request(intent).then(
      (result) => {
        if (press === this.pressCount) this.showError(result && !result.ok ? result.error.message : null);
      },
      (error: unknown) => {
        if (press === this.pressCount) this.showError(error instanceof Error ? error.message : String(error));
      },
    );
  }

  private stepCoins(direction: 1 | -1): void {
    this.coins = stepRefillCoins(this.coins, direction);
    this.showCoins();
  }

  private showCoins(): void {
    setText(this.refillCoins, this.text.tilt.refillCoins(this.coins));
    this.refillCoins.dataset.coins = String(this.coins);
    toggleClass(this.fewer, 'dim', !canStepRefillCoins(this.coins, -1));
    toggleClass(this.more, 'dim', !canStepRefillCoins(this.coins, 1));
  }
}
