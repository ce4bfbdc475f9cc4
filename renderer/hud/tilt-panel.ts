import type { CabinetView, DeviceHealthView, Intent, IntentResult } from '../../main/ipc/contract';
import { formatClock } from '../format';
import { canStepRefillCoins, DEFAULT_REFILL_COINS, stepRefillCoins } from '../model/refill-coins';
import { tiltHint, tiltName, tiltPanel, type AttendantAction, type TiltPanelModel, type TiltRow } from '../model/tilt-panel';
import type { TextTable } from '../text/text-table';
import { el, setShown, setText, toggleClass } from './dom';
import { touchButton } from './panel-buttons';

/**
 * The panel over the game while a fault stops play: that the machine is stopped, every fault
 * with its name and the cabinet's detail, and "call the attendant". With the attendant's key
 * turned it becomes the attendant's panel: what to do about each fault, the actions the faults
 * allow (CLEAR, REFILL with a coin count, HANDPAY), the cabinet's answer when it refuses one,
 * and every device's link. What is shown is decided in model/tilt-panel.ts.
 */
export class TiltPanel {
  private readonly title: HTMLElement;
  private readonly call: HTMLElement;
  private readonly list: HTMLElement;
  private readonly attendant: HTMLElement;
  private readonly actions: HTMLElement;
  private readonly clear: HTMLButtonElement;
  private readonly refillBox: HTMLElement;
  private readonly refill: HTMLButtonElement;
  private readonly refillCoins: HTMLElement;
  private readonly fewer: HTMLButtonElement;
  private readonly more: HTMLButtonElement;
  private readonly handpay: HTMLButtonElement;
  private readonly error: HTMLElement;
  private readonly devices: HTMLElement;
  private coins = DEFAULT_REFILL_COINS;
  private rowsKey = '';
  private devicesKey = '';
  /** Answers to presses made before the latest one are not shown: only the last press speaks. */
  private pressCount = 0;

  constructor(
    private readonly container: HTMLElement,
    private readonly text: TextTable,
    private readonly request: (intent: Intent) => Promise<IntentResult | null>,
  ) {
    const t = text.tilt;
    this.title = el('div', { class: 'tilt-title' }, t.stopped);
    this.call = el('div', { class: 'tilt-call', 'data-testid': 'tilt-call' }, t.callAttendant);
    this.list = el('ul', { class: 'tilt-list' });

    this.clear = this.actionButton('clear', () => ({ type: 'ATTENDANT_CLEAR' }));
    this.handpay = this.actionButton('handpay', () => ({ type: 'ATTENDANT_HANDPAY' }));
    this.refill = this.actionButton('refill', () => ({ type: 'ATTENDANT_REFILL', coins: this.coins }));
    this.fewer = touchButton('attendant-refill-coins-down', 'attendant-step', '−');
    this.fewer.setAttribute('aria-label', t.fewer);
    this.fewer.addEventListener('click', () => this.stepCoins(-1));
    this.more = touchButton('attendant-refill-coins-up', 'attendant-step', '+');
    this.more.setAttribute('aria-label', t.more);
    this.more.addEventListener('click', () => this.stepCoins(1));
    this.refillCoins = el('div', { class: 'attendant-refill-coins', 'data-testid': 'attendant-refill-coins', 'aria-live': 'polite' });
    this.refillBox = el('div', { class: 'attendant-refill' }, this.fewer, this.refillCoins, this.more, this.refill);
    this.actions = el('div', { class: 'attendant-actions' }, this.clear, this.refillBox, this.handpay);
    this.error = el('div', { class: 'attendant-error', 'data-testid': 'attendant-error', role: 'alert', hidden: '' });
    this.devices = el('div', { class: 'device-health', 'data-testid': 'device-health' });
    this.attendant = el(
      'div',
      { class: 'attendant', 'data-testid': 'attendant', hidden: '' },
      el('div', { class: 'attendant-mode' }, t.attendantMode),
      this.actions,
      this.error,
      el('div', { class: 'device-health-title' }, t.devices),
      this.devices,
    );
    container.append(el('div', { class: 'tilt-head' }, this.title, this.call), this.list, this.attendant);
    this.showCoins();
  }

  update(view: CabinetView): void {
    const model = tiltPanel(view);
    setShown(this.container, model.shown);
    if (!model.shown) {
      // The next fault starts afresh: the usual bag count, no old refusal.
      this.coins = DEFAULT_REFILL_COINS;
      this.showCoins();
      this.showError(null);
      this.rowsKey = '';
      return;
    }
    toggleClass(this.container, 'attendant-on', model.attendant);
    setShown(this.call, model.callAttendant);
    setShown(this.attendant, model.attendant);
    if (!model.attendant) this.showError(null);
    this.showRows(model);
    this.showActions(model.actions);
    this.showDevices(model.devices);
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

  private showError(message: string | null): void {
    setShown(this.error, message !== null);
    setText(this.error, message ?? '');
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

  private showRows(model: TiltPanelModel): void {
    const key = JSON.stringify([model.rows, model.attendant]);
    if (key === this.rowsKey) return;
    this.rowsKey = key;
    this.list.replaceChildren(...model.rows.map((row) => this.row(row, model.attendant)));
  }

  private row(row: TiltRow, attendant: boolean): HTMLElement {
    const t = this.text.tilt;
    const item = el('li', { class: 'tilt-row', 'data-testid': `tilt-${row.code}`, 'data-code': row.code }, el('div', { class: 'tilt-name' }, tiltName(this.text, row.code)));
    for (const o of row.occurrences) {
      item.append(el('div', { class: 'tilt-detail' }, el('span', { class: 'tilt-detail-text' }, o.detail), el('span', { class: 'tilt-since' }, t.since(formatClock(new Date(o.since))))));
    }
    const hint = tiltHint(this.text, row.code);
    if (attendant && hint) item.append(el('div', { class: 'tilt-hint' }, hint));
    return item;
  }

  private showActions(actions: readonly AttendantAction[]): void {
    setShown(this.clear, actions.includes('clear'));
    setShown(this.refillBox, actions.includes('refill'));
    setShown(this.handpay, actions.includes('handpay'));
    setShown(this.actions, actions.length > 0);
  }

  private showDevices(devices: readonly DeviceHealthView[]): void {
    const key = JSON.stringify(devices);
    if (key === this.devicesKey) return;
    this.devicesKey = key;
    const t = this.text.tilt;
    if (devices.length === 0) {
      this.devices.replaceChildren(el('div', { class: 'device-none' }, t.noDevices));
      return;
    }
    this.devices.replaceChildren(
      ...devices.map((d) =>
        el(
          'div',
          { class: `device-row device-${d.state}`, 'data-testid': `device-health-${d.deviceId}`, 'data-state': d.state },
          el('span', { class: 'device-kind' }, t.deviceKinds[d.kind] ?? d.kind),
          el('span', { class: 'device-id' }, d.deviceId),
          el('span', { class: 'device-state' }, t.deviceStates[d.state] ?? d.state),
          el('span', { class: 'device-port', title: d.port }, d.port),
          el('span', { class: 'device-error' }, d.lastError ?? ''),
        ),
      ),
    );
  }
}
