import type { Intent } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { COIN_KEYS } from '../input/keyboard';
import type { TextTable } from '../text/text-table';
import { el, setShown } from './dom';

/**
 * The development coin panel: one button per coin the emulated acceptor takes, shown only when
 * the cabinet reports one (view.coinAcceptor.devCoinsCents not null).
 */
export class DevCoinPanel {
  private key = '';

  constructor(
    private readonly container: HTMLElement,
    private readonly text: TextTable,
    private readonly send: (intent: Intent) => void,
  ) {}

  update(devCoinsCents: readonly number[] | null): void {
    const key = JSON.stringify(devCoinsCents);
    if (key === this.key) return;
    this.key = key;
    setShown(this.container, devCoinsCents !== null && devCoinsCents.length > 0);
    if (!devCoinsCents) {
      this.container.replaceChildren();
      return;
    }
    const buttons = devCoinsCents.map((cents, i) => {
      const keyHint = COIN_KEYS[i]?.toUpperCase();
      const b = el('button', { type: 'button', class: 'dev-coin', 'data-testid': `dev-coin-${cents}`, tabindex: '-1' }, `+${formatEuros(cents)}`);
      if (keyHint) b.title = `key ${keyHint}`;
      b.addEventListener('mousedown', (e) => e.preventDefault());
      b.addEventListener('click', () => this.send({ type: 'DEV_INSERT_COIN', valueCents: cents }));
      return b;
    });
    this.container.replaceChildren(el('div', { class: 'dev-coins-title' }, this.text.labels.devCoins), ...buttons);
  }
}
