import type { CabinetView, Intent, IntentResult, ServiceView } from '../../main/ipc/contract';
import { AttendantActions } from '../hud/attendant-actions';
import { el } from '../hud/dom';
import { tiltRowElement } from '../hud/tilt-panel';
import { tiltPanel } from '../model/tilt-panel';
import type { ScreenContext } from './service-dom';
import { Redraw, section } from './service-dom';
import type { ServiceScreenPart } from './screen';

/**
 * The attendant's screen: the faults that stop play with what to do about each, the actions
 * they allow, and REFILL with a coin count at any time (a hopper is topped up without a fault
 * too). The buttons are the tilt panel's own (hud/attendant-actions.ts).
 */
export class AttendantScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly list: HTMLElement;
  private readonly actions: AttendantActions;
  private readonly redraw = new Redraw();

  constructor(
    private readonly ctx: ScreenContext,
    request: (intent: Intent) => Promise<IntentResult | null>,
  ) {
    const t = ctx.text.service.attendant;
    this.list = el('ul', { class: 'tilt-list' });
    this.actions = new AttendantActions(ctx.text, request);
    this.element = el('div', { class: 'svc-screen' }, section(t.tilts, this.list), section(t.refillHopper, this.actions.element));
  }

  update(view: CabinetView, _service: ServiceView): void {
    // The menu is the attendant's: every fault is shown with its hint and allowed actions.
    const model = tiltPanel({ ...view, attendantKey: true });
    const actions = model.actions.includes('refill') ? model.actions : [...model.actions, 'refill' as const];
    this.actions.show(actions);
    this.redraw.when(model.rows, () =>
      this.list.replaceChildren(...(model.rows.length ? model.rows.map((row) => tiltRowElement(this.ctx.text, row, true, 'service-tilt')) : [el('li', { class: 'svc-note' }, this.ctx.text.service.attendant.noTilts)])),
    );
  }

  leave(): void {
    this.actions.reset();
  }
}
