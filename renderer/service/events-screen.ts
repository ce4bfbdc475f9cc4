import type { CabinetView, EventLogView, ServiceView } from '../../main/ipc/contract';
import { el, setText } from '../hud/dom';
import { dateInputValue, eventsIntent, formatDateTime } from '../model/service-events';
import type { ScreenContext } from './service-dom';
import { note, Redraw, serviceButton, table } from './service-dom';
import type { ServiceScreenPart } from './screen';

/**
 * The event log: whether its hash chain holds, a filter by kind and by days, and the entries
 * newest first. The filter controls are built once so a new view never resets what is typed.
 */
export class EventsScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly chain: HTMLElement;
  private readonly kind: HTMLSelectElement;
  private readonly from: HTMLInputElement;
  private readonly to: HTMLInputElement;
  private readonly showing: HTMLElement;
  private readonly rows: HTMLElement;
  private readonly kindsRedraw = new Redraw();
  private readonly rowsRedraw = new Redraw();
  private readonly filterRedraw = new Redraw();

  constructor(private readonly ctx: ScreenContext) {
    const t = ctx.text.service.events;
    this.chain = el('div', { class: 'svc-chain', 'data-testid': 'events-chain' });
    this.kind = el('select', { class: 'svc-input', 'data-testid': 'events-kind' });
    this.from = el('input', { class: 'svc-input', type: 'date', 'data-testid': 'events-from' });
    this.to = el('input', { class: 'svc-input', type: 'date', 'data-testid': 'events-to' });
    const apply = serviceButton('events-apply', t.apply);
    apply.addEventListener('click', () => ctx.press(eventsIntent(this.kind.value, this.from.value, this.to.value)));
    this.showing = el('div', { class: 'svc-note', 'data-testid': 'events-showing' });
    this.rows = el('div', { class: 'svc-events-rows' });
    const label = (text: string, control: HTMLElement): HTMLElement => el('label', { class: 'svc-field' }, el('span', {}, text), control);
    this.element = el(
      'div',
      { class: 'svc-screen' },
      this.chain,
      el('div', { class: 'svc-row svc-filter' }, label(t.kind, this.kind), label(t.from, this.from), label(t.to, this.to), apply),
      this.showing,
      this.rows,
    );
  }

  update(_view: CabinetView, service: ServiceView): void {
    const events = service.events;
    if (!events) {
      setText(this.chain, '…');
      return;
    }
    this.showChain(events);
    this.kindsRedraw.when(events.kinds, () => this.fillKinds(events));
    // The controls follow the filter main applied (after APPLY, or when the screen opens).
    this.filterRedraw.when(events.filter, () => {
      this.kind.value = events.filter.kind ?? '';
      this.from.value = dateInputValue(events.filter.fromMs);
      this.to.value = dateInputValue(events.filter.toMs);
    });
    setText(this.showing, this.ctx.text.service.events.showing(events.entries.length, events.total));
    this.rowsRedraw.when(events.entries, () => this.rows.replaceChildren(this.drawRows(events)));
  }

  leave(): void {
    this.filterRedraw.forget();
  }

  private showChain(events: EventLogView): void {
    const t = this.ctx.text.service.events;
    const c = events.chain;
    setText(this.chain, c.ok ? t.chainOk(c.count) : t.chainBroken(c.brokenAtId === null ? '?' : String(c.brokenAtId), c.reason ?? '?'));
    this.chain.classList.toggle('bad', !c.ok);
    this.chain.dataset.ok = c.ok ? 'true' : 'false';
  }

  private fillKinds(events: EventLogView): void {
    const chosen = this.kind.value;
    const all = el('option', { value: '' }, this.ctx.text.service.events.allKinds);
    this.kind.replaceChildren(all, ...events.kinds.map((k) => el('option', { value: k }, k)));
    this.kind.value = events.kinds.includes(chosen) ? chosen : (events.filter.kind ?? '');
  }

  private drawRows(events: EventLogView): HTMLElement {
    const t = this.ctx.text.service.events;
    if (events.entries.length === 0) return note(t.empty);
    return table(
      [t.id, t.time, t.kind, t.detail],
      events.entries.map((e) => ({ cells: [String(e.id), formatDateTime(e.at), e.kind, e.detail], testId: `event-row-${e.id}` })),
      'svc-events',
    );
  }
}
