import type { CabinetView, Intent, PanelSwitchName } from '../../main/ipc/contract';
import { formatCompactEuros } from '../format';
import { BILL_KEYS, COIN_KEYS } from '../input/keyboard';
import { DEV_SWITCHES, devPanel, devPanelShown, switchIntent } from '../model/dev-panel';
import type { TextTable } from '../text/text-table';
import { el, setShown, setText, toggleClass } from './dom';

/**
 * The development panel (the shell shows it over every screen): a button per coin the emulated acceptor takes, per
 * bill the emulated validator takes, and the emulated I/O board's key and door switches. Each
 * part shows only when the view allows it (model/dev-panel.ts); a real cabinet shows nothing.
 * The switches stay usable while a fault stops play: closing a door or turning the key is how a
 * developer gets out of a tilt.
 */
export class DevPanel {
  private readonly coins: HTMLElement;
  private readonly bills: HTMLElement;
  private readonly switches: HTMLElement;
  private readonly switchButtons: ReadonlyMap<PanelSwitchName, { button: HTMLButtonElement; state: HTMLElement }>;
  private coinsKey = '';
  private billsKey = '';

  constructor(
    private readonly container: HTMLElement,
    private readonly text: TextTable,
    private readonly send: (intent: Intent) => void,
    currentView: () => CabinetView | null,
  ) {
    this.coins = el('div', { class: 'dev-group dev-coins', 'data-testid': 'dev-coins', title: text.labels.devCoins, hidden: '' });
    this.bills = el('div', { class: 'dev-group dev-bills', 'data-testid': 'dev-bills', title: text.labels.devBills, hidden: '' });
    const buttons = new Map<PanelSwitchName, { button: HTMLButtonElement; state: HTMLElement }>();
    const switchButtons = DEV_SWITCHES.map((name) => {
      const state = el('span', { class: 'dev-switch-state' });
      const words = el('span', { class: 'dev-switch-words' }, el('span', { class: 'dev-switch-name' }, text.switches.names[name]), state);
      const button = devButton(`dev-switch-${name}`, 'dev-switch', el('span', { class: 'dev-switch-lamp' }), words);
      button.addEventListener('click', () => this.send(switchIntent(currentView(), name)));
      buttons.set(name, { button, state });
      return button;
    });
    this.switchButtons = buttons;
    this.switches = el('div', { class: 'dev-group dev-switches', 'data-testid': 'dev-switches', title: text.switches.title, hidden: '' }, ...switchButtons);
    container.append(el('div', { class: 'dev-title' }, text.labels.devPanel), this.coins, this.bills, this.switches);
  }

  update(view: CabinetView): void {
    const model = devPanel(view);
    this.coinsKey = this.fillMoney(this.coins, this.coinsKey, model.coinsCents, COIN_KEYS, (cents) => ({ type: 'DEV_INSERT_COIN', valueCents: cents }), 'dev-coin');
    this.billsKey = this.fillMoney(this.bills, this.billsKey, model.billsCents, BILL_KEYS, (cents) => ({ type: 'DEV_INSERT_BILL', valueCents: cents }), 'dev-bill');
    setShown(this.switches, model.switches !== null);
    if (model.switches) {
      for (const [name, { button, state }] of this.switchButtons) {
        const on = model.switches[name];
        toggleClass(button, 'on', on);
        button.dataset.on = on ? 'true' : 'false';
        button.setAttribute('aria-pressed', on ? 'true' : 'false');
        setText(state, on ? this.text.switches.on[name] : this.text.switches.off[name]);
        button.title = `${this.text.switches.names[name]}: ${state.textContent ?? ''}`;
      }
    }
    setShown(this.container, devPanelShown(view));
  }

  /** (Re)builds a coin or bill group when its values change; returns the new key. */
  private fillMoney(
    group: HTMLElement,
    key: string,
    values: readonly number[] | null,
    keys: readonly string[],
    intent: (cents: number) => Intent,
    testId: string,
  ): string {
    const next = JSON.stringify(values);
    if (next === key) return key;
    setShown(group, values !== null);
    const buttons = (values ?? []).map((cents, i) => {
      const b = devButton(`${testId}-${cents}`, testId, formatCompactEuros(cents));
      const keyHint = keys[i]?.toUpperCase();
      if (keyHint) b.title = `${group.title} · key ${keyHint}`;
      b.addEventListener('click', () => this.send(intent(cents)));
      return b;
    });
    group.replaceChildren(...buttons);
    return next;
  }
}

/** A development button: never takes focus, so Space and Enter stay the keyboard's PLAY. */
function devButton(testId: string, className: string, ...content: (Node | string)[]): HTMLButtonElement {
  const b = el('button', { type: 'button', class: `dev-button ${className}`, 'data-testid': testId, tabindex: '-1' }, ...content);
  b.addEventListener('mousedown', (e) => e.preventDefault());
  return b;
}
