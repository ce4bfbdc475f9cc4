import type { CabinetView, DeviceHealthView, Intent, IntentResult } from '../../main/ipc/contract';
import { formatClock } from '../format';
import { tiltHint, tiltName, tiltPanel, type TiltPanelModel, type TiltRow } from '../model/tilt-panel';
import type { TextTable } from '../text/text-table';
import { AttendantActions } from './attendant-actions';
import { el, setShown, toggleClass } from './dom';

/**
 * The panel over the game while a fault stops play: that the machine is stopped, every fault
 * with its name and the cabinet's detail, and "call the attendant". With the attendant's key
 * turned it becomes the attendant's panel: what to do about each fault, the actions the faults
 * allow (CLEAR, REFILL with a coin count, HANDPAY), the cabinet's answer when it refuses one,
 * and every device's link. What is shown is decided in model/tilt-panel.ts. While the service
 * menu is open the panel steps aside: the menu's attendant screen holds the same actions.
 */
export class TiltPanel {
  private readonly title: HTMLElement;
  private readonly call: HTMLElement;
  private readonly list: HTMLElement;
  private readonly attendant: HTMLElement;
  private readonly actions: AttendantActions;
  private readonly devices: HTMLElement;
  /** Where the SERVICE button stands while the panel is up (hud/../service/service-button.ts). */
  readonly serviceSlot: HTMLElement;
  private rowsKey = '';
  private devicesKey = '';

  constructor(
    private readonly container: HTMLElement,
    private readonly text: TextTable,
    request: (intent: Intent) => Promise<IntentResult | null>,
  ) {
    const t = text.tilt;
    this.title = el('div', { class: 'tilt-title' }, t.stopped);
    this.call = el('div', { class: 'tilt-call', 'data-testid': 'tilt-call' }, t.callAttendant);
    this.serviceSlot = el('div', { class: 'tilt-service-slot' });
    this.list = el('ul', { class: 'tilt-list' });
    this.actions = new AttendantActions(text, request);
    this.devices = el('div', { class: 'device-health', 'data-testid': 'device-health' });
    this.attendant = el(
      'div',
      { class: 'attendant', 'data-testid': 'attendant', hidden: '' },
      el('div', { class: 'attendant-mode' }, t.attendantMode),
      this.actions.element,
      el('div', { class: 'device-health-title' }, t.devices),
      this.devices,
    );
    container.append(el('div', { class: 'tilt-head' }, this.title, this.call, this.serviceSlot), this.list, this.attendant);
  }

  update(view: CabinetView): void {
    const model = tiltPanel(view);
    const serviceOpen = view.service !== null;
    // One set of attendant buttons in the page at a time: the service menu has its own.
    if (serviceOpen && this.attendant.isConnected) this.attendant.remove();
    if (!serviceOpen && this.attendant.parentElement !== this.container) this.container.append(this.attendant);
    setShown(this.container, model.shown && !serviceOpen);
    if (!model.shown) {
      // The next fault starts afresh: the usual bag count, no old refusal.
      this.actions.reset();
      this.rowsKey = '';
      return;
    }
    toggleClass(this.container, 'attendant-on', model.attendant);
    setShown(this.call, model.callAttendant);
    setShown(this.attendant, model.attendant);
    if (!model.attendant) this.actions.showError(null);
    this.showRows(model);
    this.actions.show(model.actions);
    this.showDevices(model.devices);
  }

  private showRows(model: TiltPanelModel): void {
    const key = JSON.stringify([model.rows, model.attendant]);
    if (key === this.rowsKey) return;
    this.rowsKey = key;
    this.list.replaceChildren(...model.rows.map((row) => tiltRowElement(this.text, row, model.attendant)));
  }

  private showDevices(devices: readonly DeviceHealthView[]): void {
    const key = JSON.stringify(devices);
    if (key === this.devicesKey) return;
    this.devicesKey = key;
    this.devices.replaceChildren(...deviceHealthRows(this.text, devices));
  }
}

/** One fault kind with each occurrence's detail and time, and (for the attendant) what to do; the test id prefix keeps lists apart. */
export function tiltRowElement(text: TextTable, row: TiltRow, attendant: boolean, testIdPrefix = 'tilt'): HTMLElement {
  const t = text.tilt;
  const item = el('li', { class: 'tilt-row', 'data-testid': `${testIdPrefix}-${row.code}`, 'data-code': row.code }, el('div', { class: 'tilt-name' }, tiltName(text, row.code)));
  for (const o of row.occurrences) {
    item.append(el('div', { class: 'tilt-detail' }, el('span', { class: 'tilt-detail-text' }, o.detail), el('span', { class: 'tilt-since' }, t.since(formatClock(new Date(o.since))))));
  }
  const hint = tiltHint(text, row.code);
  if (attendant && hint) item.append(el('div', { class: 'tilt-hint' }, hint));
  return item;
}

/** Every device's link as rows (kind, state, port, last error); the test id prefix keeps lists apart. */
export function deviceHealthRows(text: TextTable, devices: readonly DeviceHealthView[], testIdPrefix = 'device-health'): HTMLElement[] {
  const t = text.tilt;
  if (devices.length === 0) return [el('div', { class: 'device-none' }, t.noDevices)];
  return devices.map((d) =>
    el(
      'div',
      { class: `device-row device-${d.state}`, 'data-testid': `${testIdPrefix}-${d.deviceId}`, 'data-state': d.state },
      el('span', { class: 'device-kind' }, t.deviceKinds[d.kind] ?? d.kind),
      el('span', { class: 'device-id' }, d.deviceId),
      el('span', { class: 'device-state' }, t.deviceStates[d.state] ?? d.state),
      el('span', { class: 'device-port', title: d.port }, d.port),
      el('span', { class: 'device-error' }, d.lastError ?? ''),
      ...d.configurationFaults.map((fault) => el('span', { class: 'device-config-fault', 'data-testid': `${testIdPrefix}-${d.deviceId}-config-fault` }, `${t.configurationFault}: ${fault}`)),
    ),
  );
}
