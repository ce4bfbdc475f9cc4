import type { CabinetView, ServiceView } from '../../main/ipc/contract';
import { el, setShown, setText } from '../hud/dom';
import type { ScreenContext } from './service-dom';
import { serviceButton } from './service-dom';
import type { ServiceScreenPart } from './screen';

/**
 * The store: its state after the boot check, and the RAM clear. The first press only asks main,
 * which then says it is waiting for the confirmation; the confirmation is a different, red
 * button, so no single press can clear the meters.
 */
export class StoreScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly state: HTMLElement;
  private readonly detail: HTMLElement;
  private readonly warning: HTMLElement;
  private readonly confirm: HTMLButtonElement;

  constructor(private readonly ctx: ScreenContext) {
    const t = ctx.text.service.store;
    this.state = el('div', { class: 'svc-store-state', 'data-testid': 'store-state' });
    this.detail = el('div', { class: 'svc-note' });
    const ask = serviceButton('store-ram-clear', t.ramClear, 'svc-warn');
    ask.addEventListener('click', () => ctx.press({ type: 'SERVICE_RAM_CLEAR', confirm: false }));
    this.warning = el('p', { class: 'svc-reason', hidden: '' }, t.ramClearWarning);
    this.confirm = serviceButton('store-ram-clear-confirm', t.ramClearConfirm, 'svc-danger svc-wide');
    this.confirm.hidden = true;
    this.confirm.addEventListener('click', () => ctx.press({ type: 'SERVICE_RAM_CLEAR', confirm: true }));
    this.element = el('div', { class: 'svc-screen' }, this.state, this.detail, el('div', { class: 'svc-row' }, ask), this.warning, this.confirm);
  }

  update(_view: CabinetView, service: ServiceView): void {
    const store = service.store;
    const t = this.ctx.text.service.store;
    setText(this.state, store ? t.states[store.state] : '…');
    this.state.dataset.state = store?.state ?? '';
    setText(this.detail, store?.detail ?? '');
    const asked = store?.ramClearAsked ?? false;
    setShown(this.warning, asked);
    setShown(this.confirm, asked);
  }

  leave(): void {
    // The question is main's (ramClearAsked): nothing is held here.
  }
}
