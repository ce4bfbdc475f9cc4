import type { CabinetView, ServiceView } from '../../main/ipc/contract';
import { formatDateTime } from '../model/service-events';
import { el } from '../hud/dom';
import type { ScreenContext } from './service-dom';
import { note, Redraw, serviceButton, setDisabled } from './service-dom';
import type { ServiceScreenPart } from './screen';

/** The operator's CSV export: to a USB stick when one is plugged in, or to the data folder. */
export class ExportScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly usb: HTMLButtonElement;
  private readonly info: HTMLElement;
  private readonly redraw = new Redraw();

  constructor(private readonly ctx: ScreenContext) {
    const t = ctx.text.service.export;
    this.usb = serviceButton('export-usb', t.usb, 'svc-wide');
    this.usb.addEventListener('click', () => ctx.press({ type: 'SERVICE_EXPORT', target: 'usb' }));
    const data = serviceButton('export-data', t.data, 'svc-wide');
    data.addEventListener('click', () => ctx.press({ type: 'SERVICE_EXPORT', target: 'data' }));
    this.info = el('div', { class: 'svc-export-info' });
    this.element = el('div', { class: 'svc-screen' }, el('div', { class: 'svc-row' }, this.usb, data), this.info);
  }

  update(_view: CabinetView, service: ServiceView): void {
    const exp = service.export;
    setDisabled(this.usb, !exp || exp.usbPath === null);
    this.redraw.when(exp, () => {
      const t = this.ctx.text.service.export;
      if (!exp) {
        this.info.replaceChildren(note('…'));
        return;
      }
      const last = exp.last
        ? el(
            'div',
            { class: 'svc-export-last', 'data-testid': 'export-last' },
            el('div', {}, t.last(exp.last.folder, formatDateTime(exp.last.at))),
            el('ul', { class: 'svc-files' }, ...exp.last.files.map((f) => el('li', { class: 'svc-mono' }, f))),
          )
        : el('div', { class: 'svc-export-last', 'data-testid': 'export-last' }, t.never);
      this.info.replaceChildren(note(exp.usbPath ?? t.noUsb), note(t.dataFolder(exp.dataPath)), last);
    });
  }

  leave(): void {
    // Nothing half done: each press is one export.
  }
}
