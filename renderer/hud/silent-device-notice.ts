import type { CabinetView } from '../../main/ipc/contract';
import { silentMoneyDevices } from '../model/device-notice';
import type { TextTable } from '../text/text-table';
import { el, setShown, setText } from './dom';

/**
 * "HOPPER NOT ANSWERING — CALL THE ATTENDANT" while a money device is silent (play goes on, so
 * it is a line, not the tilt panel). The devices are the cabinet's, so it shows over any screen.
 */
export class SilentDeviceNotice {
  readonly element: HTMLElement = el('div', { class: 'device-notice', 'data-testid': 'device-notice', hidden: '', role: 'status' });
  constructor(private readonly text: TextTable) {}

  update(view: CabinetView): void {
    const kinds = silentMoneyDevices(view);
    setShown(this.element, kinds.length > 0);
    if (kinds.length > 0) setText(this.element, this.text.labels.deviceNotice(kinds));
  }
}
