import type { SlotBetView } from '../../contract/slot-view';
import { formatEuros } from '../format';
import { el, setShown, setText, toggleClass } from '../hud/dom';
import type { ShellText } from '../text/shell-text';
import type { SlotAction } from './slot-game';

/**
 * A bet that is only a total: one line, one coin, the coin being the whole bet (a cluster game
 * has no lines). Its panel shows the total bet with − and + and nothing else.
 */
export function betIsTotalOnly(bet: SlotBetView): boolean {
  return bet.lineChoices.length <= 1 && bet.coinChoices.length <= 1 && bet.coinCents === bet.totalCents;
}

/**
 * COIN VALUE, LINES and COINS / LINE with − and + (the next value the view offers), the total
 * bet and BET MAX; for a total-only bet, TOTAL BET with − and + (stepping the coin, which is the
 * total) and BET MAX. It only sends the game's actions; main checks and answers with a new bet.
 */
export class BetPanel {
  readonly node: HTMLElement;
  private readonly coin: HTMLElement;
  private readonly lines: HTMLElement;
  private readonly coins: HTMLElement;
  private readonly total: HTMLElement;
  private readonly max: HTMLButtonElement;
  private readonly lineSteppers: HTMLElement[];
  private readonly totalSteps: HTMLButtonElement[];
  private bet: SlotBetView | null = null;
  private readonly steppers: HTMLButtonElement[] = [];

  constructor(
    text: ShellText['slot'],
    private readonly act: (action: SlotAction) => void,
  ) {
    this.coin = el('div', { class: 'sl-step-value', 'data-testid': 'coin-value' }, '—');
    this.lines = el('div', { class: 'sl-step-value', 'data-testid': 'lines' }, '—');
    this.coins = el('div', { class: 'sl-step-value', 'data-testid': 'coins-per-line' }, '—');
    this.total = el('div', { class: 'sl-total-value', 'data-testid': 'total-bet' }, '—');
    this.max = el('button', { class: 'sl-bet-max', 'data-testid': 'bet-max', type: 'button' }, text.betMax);
    this.max.addEventListener('click', () => this.act({ type: 'BET_MAX' }));
    const coinStep = (bet: SlotBetView, dir: -1 | 1): number | null => step(bet.coinValuesCents, bet.coinCents, dir);
    this.lineSteppers = [
      this.stepper(text.coinValue, 'coin-value', this.coin, coinStep, (cents) => ({ type: 'COIN_VALUE', cents })),
      this.stepper(text.lines, 'lines', this.lines, (bet, dir) => step(bet.lineChoices, bet.lines, dir), (lines) => ({ type: 'LINES', lines })),
      this.stepper(text.coinsPerLine, 'coins', this.coins, (bet, dir) => step(bet.coinChoices, bet.coinsPerLine, dir), (coins) => ({ type: 'COINS', coins })),
    ];
    // A total-only bet steps its total here (hidden otherwise: the total follows the steppers).
    this.totalSteps = [-1, 1].map((dir) => this.stepButton('total-bet', dir as -1 | 1, coinStep, (cents) => ({ type: 'COIN_VALUE', cents })));
    const [down, up] = this.totalSteps as [HTMLButtonElement, HTMLButtonElement];
    this.node = el(
      'div',
      { class: 'sl-bet-panel', 'data-testid': 'bet-panel' },
      ...this.lineSteppers,
      el('div', { class: 'sl-total' }, el('div', { class: 'sl-label' }, text.totalBet), el('div', { class: 'sl-step-row' }, down, this.total, up)),
      this.max,
    );
  }

  update(bet: SlotBetView): void {
    this.bet = bet;
    const totalOnly = betIsTotalOnly(bet);
    this.node.dataset.mode = totalOnly ? 'total' : 'lines';
    for (const s of this.lineSteppers) setShown(s, !totalOnly);
    for (const b of this.totalSteps) setShown(b, totalOnly);
    setText(this.coin, formatEuros(bet.coinCents));
    setText(this.lines, String(bet.lines));
    setText(this.coins, String(bet.coinsPerLine));
    setText(this.total, formatEuros(bet.totalCents));
    toggleClass(this.total, 'not-allowed', !bet.allowed);
    toggleClass(this.node, 'locked', !bet.canChange);
    toggleClass(this.max, 'dim', !bet.canChange || bet.isMax);
    this.max.dataset.available = String(bet.canChange && !bet.isMax);
    for (const b of this.steppers) toggleClass(b, 'dim', !bet.canChange);
  }

  private stepper(
    label: string,
    id: string,
    value: HTMLElement,
    next: (bet: SlotBetView, dir: -1 | 1) => number | null,
    action: (n: number) => SlotAction,
  ): HTMLElement {
    return el('div', { class: 'sl-stepper' }, el('div', { class: 'sl-label' }, label), el('div', { class: 'sl-step-row' }, this.stepButton(id, -1, next, action), value, this.stepButton(id, 1, next, action)));
  }

  private stepButton(id: string, dir: -1 | 1, next: (bet: SlotBetView, dir: -1 | 1) => number | null, action: (n: number) => SlotAction): HTMLButtonElement {
    const b = el('button', { class: 'sl-step', 'data-testid': `${id}-${dir < 0 ? 'down' : 'up'}`, type: 'button' }, dir < 0 ? '−' : '+');
    b.addEventListener('click', () => {
      const n = this.bet ? next(this.bet, dir) : null;
      if (n !== null) this.act(action(n));
    });
    this.steppers.push(b);
    return b;
  }
}

/** The neighbouring choice (wrapping round), or null when there is only one. */
export function step(choices: readonly number[], current: number, dir: -1 | 1): number | null {
  if (choices.length < 2) return null;
  const i = choices.indexOf(current);
  const j = i < 0 ? 0 : (i + dir + choices.length) % choices.length;
  return choices[j] ?? null;
}
