import { formatEuros } from '../format';
import { el, setShown, toggleClass } from '../hud/dom';
import type { ShellText } from '../text/shell-text';
import type { SlotAction } from './slot-game';

/** The loss limits and win limits offered, as multiples of the total bet (the player chooses; main checks). */
export const LOSS_LIMIT_TIMES = [10, 25, 50, 100, 250] as const;
export const WIN_LIMIT_TIMES = [null, 10, 50, 100, 500] as const;

/**
 * The autoplay dialog: how many spins, stop when the balance has dropped by a limit, stop when
 * one win reaches an amount (or never), stop on a jackpot. START sends AUTOSPIN.
 */
export class AutoplayDialog {
  readonly node: HTMLElement;
  private count: number;
  private lossTimes: number = LOSS_LIMIT_TIMES[1];
  private winTimes: number | null = null;
  private stopOnJackpot = true;
  private totalBetCents = 0;
  private readonly body: HTMLElement;

  constructor(
    private readonly text: ShellText['slot'],
    private readonly counts: readonly number[],
    private readonly act: (action: SlotAction) => void,
  ) {
    this.count = counts[0] ?? 10;
    this.body = el('div', { class: 'sl-dialog-body' });
    const start = el('button', { class: 'sl-dialog-start', 'data-testid': 'autoplay-start', type: 'button' }, text.autoplay.start);
    const cancel = el('button', { class: 'sl-dialog-cancel', 'data-testid': 'autoplay-cancel', type: 'button' }, text.autoplay.cancel);
    start.addEventListener('click', () => {
      this.act({
        type: 'AUTOSPIN',
        count: this.count,
        lossLimitCents: Math.max(1, this.totalBetCents * this.lossTimes),
        winLimitCents: this.winTimes === null ? null : this.totalBetCents * this.winTimes,
        stopOnJackpot: this.stopOnJackpot,
      });
      this.close();
    });
    cancel.addEventListener('click', () => this.close());
    this.node = el(
      'div',
      { class: 'sl-modal', 'data-testid': 'autoplay-dialog', hidden: '' },
      el('div', { class: 'sl-dialog' }, el('h2', {}, text.autoplay.title), this.body, el('div', { class: 'sl-dialog-actions' }, cancel, start)),
    );
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  open(totalBetCents: number): void {
    this.totalBetCents = totalBetCents;
    this.render();
    setShown(this.node, true);
  }

  close(): void {
    setShown(this.node, false);
  }

  private render(): void {
    const t = this.text.autoplay;
    const money = (times: number | null): string => (times === null ? t.off : formatEuros(this.totalBetCents * times));
    this.body.replaceChildren(
      this.row(t.spins, 'autoplay-count', this.counts.map((n) => ({ label: String(n), chosen: n === this.count, pick: () => (this.count = n) }))),
      this.row(t.lossLimit, 'autoplay-loss', LOSS_LIMIT_TIMES.map((n) => ({ label: money(n), chosen: n === this.lossTimes, pick: () => (this.lossTimes = n) }))),
      this.row(t.winLimit, 'autoplay-win', WIN_LIMIT_TIMES.map((n) => ({ label: money(n), chosen: n === this.winTimes, pick: () => (this.winTimes = n) }))),
      this.row(t.stopOnJackpot, 'autoplay-jackpot', [
        { label: t.yes, chosen: this.stopOnJackpot, pick: () => (this.stopOnJackpot = true) },
        { label: t.no, chosen: !this.stopOnJackpot, pick: () => (this.stopOnJackpot = false) },
      ]),
    );
  }

  private row(label: string, id: string, options: { label: string; chosen: boolean; pick: () => void }[]): HTMLElement {
    return el(
      'div',
      { class: 'sl-dialog-row' },
      el('div', { class: 'sl-label' }, label),
      el(
        'div',
        { class: 'sl-choices' },
        ...options.map((o, i) => {
          const b = el('button', { class: 'sl-choice', 'data-testid': `${id}-${i}`, type: 'button' }, o.label);
          toggleClass(b, 'chosen', o.chosen);
          b.addEventListener('click', () => {
            o.pick();
            this.render();
          });
          return b;
        }),
      ),
    );
  }
}
