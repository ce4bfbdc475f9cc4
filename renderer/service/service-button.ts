import type { CabinetView, Intent } from '../../main/ipc/contract';
import { setShown } from '../hud/dom';
import { serviceEntryShown } from '../model/service-menu';
import { playStopped } from '../model/tilt-panel';
import type { TextTable } from '../text/text-table';
import { serviceButton } from './service-dom';

/**
 * The SERVICE button: shown while the key is turned or a door is open. One button, moved to
 * where it is seen: the top corner of the stage, or onto the tilt panel while a fault covers
 * the game (one element, so its test id stays unique).
 */
export class ServiceEntryButton {
  private readonly button: HTMLButtonElement;

  constructor(
    private readonly corner: HTMLElement,
    private readonly tiltSlot: HTMLElement,
    text: TextTable,
    send: (intent: Intent) => void,
  ) {
    this.button = serviceButton('service-enter', text.service.enter, 'svc-enter');
    this.button.hidden = true;
    this.button.addEventListener('click', () => send({ type: 'SERVICE_ENTER' }));
    corner.append(this.button);
  }

  update(view: CabinetView): void {
    const home = playStopped(view) ? this.tiltSlot : this.corner;
    if (this.button.parentElement !== home) home.append(this.button);
    setShown(this.button, serviceEntryShown(view));
  }
}
