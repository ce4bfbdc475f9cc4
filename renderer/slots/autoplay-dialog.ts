import { formatEuros } from '../format';
import { el, setShown, toggleClass } from '../hud/dom';
import type { ShellText } from '../text/shell-text';
import type { AutoplayChoice, AutoplayStopRow } from './slot-game';

/** The loss limits and win limits offered, as multiples of the total bet (the player chooses; main checks). */
export const LOSS_LIMIT_TIMES = [10, 25, 50, 100, 250] as const;
export const WIN_LIMIT_TIMES = [null, 10, 50, 100, 500] as const;
export const BALANCE_UP_TIMES = [null, 10, 25, 50, 100] as const;
/** The stops every video slot has offered so far: a loss limit, a win limit, the jackpot. */
export const CLASSIC_STOPS: readonly AutoplayStopRow[] = ['loss', 'win', 'jackpot'];

/**
 * The autoplay dialog: how many spins, then the stops the game offers, each as one row of
 * choices (amounts are multiples of the total bet, shown in money): the balance dropping by a
 * limit (always set), one win reaching an amount, any win, the balance rising by an amount, a
 * jackpot. START hands the choice to `start`, which turns it into the game's AUTOSPIN.
 */
export class AutoplayDialog {
  readonly node: HTMLElement;
  private count: number;
  private lossTimes: number = LOSS_LIMIT_TIMES[1];
  private winTimes: number | null = null;
  private upTimes: number | null = null;
  private stopOnJackpot = true;
  private stopOnAnyWin = false;
  private totalBetCents = 0;
  private readonly body: HTMLElement;

  constructor(
    private readonly text: ShellText['slot'],
    private readonly counts: readonly number[],
    private readonly start: (choice: AutoplayChoice) => void,
    private readonly rows: readonly AutoplayStopRow[] = CLASSIC_STOPS,
    withReset = false,
  ) {
    this.count = counts[0] ?? 10;
    this.body = el('div', { class: 'sl-dialog-body' });
    const startButton = el('button', { class: 'sl-dialog-start', 'data-testid': 'autoplay-start', type: 'button' }, text.autoplay.start);
    const cancel = el('button', { class: 'sl-dialog-cancel', 'data-testid': 'autoplay-cancel', type: 'button' }, text.autoplay.cancel);
    startButton.addEventListener('click', () => {
      this.start({
        count: this.count,
        lossLimitCents: Math.max(1, this.totalBetCents * this.lossTimes),
        winLimitCents: this.winTimes === null ? null : this.totalBetCents * this.winTimes,
        stopOnJackpot: this.stopOnJackpot,
        stopOnAnyWin: this.stopOnAnyWin,
        balanceUpCents: this.upTimes === null ? null : this.totalBetCents * this.upTimes,
      });
      this.close();
    });
    cancel.addEventListener('click', () => this.close());
    const actions = el('div', { class: 'sl-dialog-actions' });
    if (withReset) {
      // The rule documents' RESET: every stop back to its default (the loss limit stays set).
      const reset = el('button', { class: 'sl-dialog-cancel sl-dialog-reset', 'data-testid': 'autoplay-reset', type: 'button' }, text.autoplay.reset);
      reset.addEventListener('click', () => {
        this.resetStops();
        this.render();
      });
      actions.append(reset);
    }
    actions.append(cancel, startButton);
    this.node = el('div', { class: 'sl-modal', 'data-testid': 'autoplay-dialog', hidden: '' }, el('div', { class: 'sl-dialog' }, el('h2', {}, text.autoplay.title), this.body, actions));
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

  private resetStops(): void {
    this.lossTimes = LOSS_LIMIT_TIMES[1];
    this.winTimes = null;
    this.upTimes = null;
    this.stopOnJackpot = true;
    this.stopOnAnyWin = false;
  }

  private render(): void {
    const t = this.text.autoplay;
    const money = (times: number | null): string => (times === null ? t.off : formatEuros(this.totalBetCents * times));
    const yesNo = (value: boolean, set: (v: boolean) => void): Choice[] => [
      { label: t.yes, chosen: value, pick: () => set(true) },
      { label: t.no, chosen: !value, pick: () => set(false) },
    ];
    const stops: Record<AutoplayStopRow, () => HTMLElement> = {
      loss: () => this.row(t.lossLimit, 'autoplay-loss', LOSS_LIMIT_TIMES.map((n) => ({ label: money(n), chosen: n === this.lossTimes, pick: () => (this.lossTimes = n) }))),
      win: () => this.row(t.winLimit, 'autoplay-win', WIN_LIMIT_TIMES.map((n) => ({ label: money(n), chosen: n === this.winTimes, pick: () => (this.winTimes = n) }))),
      jackpot: () => this.row(t.stopOnJackpot, 'autoplay-jackpot', yesNo(this.stopOnJackpot, (v) => (this.stopOnJackpot = v))),
      'any-win': () => this.row(t.stopOnAnyWin, 'autoplay-any-win', yesNo(this.stopOnAnyWin, (v) => (this.stopOnAnyWin = v))),
      'balance-up': () => this.row(t.balanceUp, 'autoplay-up', BALANCE_UP_TIMES.map((n) => ({ label: money(n), chosen: n === this.upTimes, pick: () => (this.upTimes = n) }))),
    };
    this.body.replaceChildren(
      this.row(t.spins, 'autoplay-count', this.counts.map((n) => ({ label: String(n), chosen: n === this.count, pick: () => (this.count = n) }))),
      ...this.rows.map((row) => stops[row]()),
    );
  }

  private row(label: string, id: string, options: Choice[]): HTMLElement {
    return el(
      'div',
      { class: 'sl-dialog-row', 'data-testid': id },
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

interface Choice {
  readonly label: string;
  readonly chosen: boolean;
  readonly pick: () => void;
}
