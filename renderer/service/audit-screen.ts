import type { AuditView, CabinetView, CashReturnView, JackpotPoolAuditView, MeterRowView, ServiceView } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { el, setShown } from '../hud/dom';
import { formatDateTime } from '../model/service-events';
import { cashReturnText, meterLabel, meterValue, microsText, percentFromBps, returnBps } from '../model/service-audit';
import type { ScreenContext } from './service-dom';
import { cell, note, Redraw, section, serviceButton, setDisabled, table } from './service-dom';
import type { ServiceScreenPart } from './screen';

/**
 * The operator's audit: the cabinet's meters lifetime and period with its cash return, whether
 * the books balance, the players' bonuses (won, spent, left on the machine), the same meters and
 * cash return per game and bet, bills, handpays, doors, power-ups, jackpots, the cycle, and the
 * period reset (asked twice on screen before it is sent).
 */
export class AuditScreen implements ServiceScreenPart {
  readonly element: HTMLElement;
  private readonly body: HTMLElement;
  private readonly reset: HTMLButtonElement;
  private readonly confirm: HTMLElement;
  private readonly redraw = new Redraw();

  constructor(private readonly ctx: ScreenContext) {
    const t = ctx.text.service;
    this.body = el('div', { class: 'svc-audit' });
    this.reset = serviceButton('audit-period-reset', t.audit.resetPeriod, 'svc-warn');
    this.reset.addEventListener('click', () => setShown(this.confirm, true));
    const yes = serviceButton('audit-period-confirm', t.audit.resetYes, 'svc-danger');
    yes.addEventListener('click', () => {
      setShown(this.confirm, false);
      ctx.press({ type: 'SERVICE_PERIOD_RESET' });
    });
    const cancel = serviceButton('audit-period-cancel', t.cancel);
    cancel.addEventListener('click', () => setShown(this.confirm, false));
    this.confirm = el('div', { class: 'svc-confirm', hidden: '' }, el('p', {}, t.audit.resetConfirm), el('div', { class: 'svc-row' }, yes, cancel));
    this.element = el('div', { class: 'svc-screen' }, this.body, el('div', { class: 'svc-row' }, this.reset), this.confirm);
  }

  update(_view: CabinetView, service: ServiceView): void {
    const audit = service.audit;
    setDisabled(this.reset, !audit?.canResetPeriod);
    if (!audit?.canResetPeriod) setShown(this.confirm, false);
    this.redraw.when(audit, () => this.body.replaceChildren(...(audit ? this.draw(audit) : [note('…')])));
  }

  leave(): void {
    setShown(this.confirm, false);
  }

  private draw(audit: AuditView): HTMLElement[] {
    const t = this.ctx.text.service.audit;
    const identity = audit.identity.ok
      ? el('div', { class: 'svc-identity ok', 'data-testid': 'audit-identity', 'data-ok': 'true' }, t.booksBalance)
      : el('div', { class: 'svc-identity bad', 'data-testid': 'audit-identity', 'data-ok': 'false' }, t.booksDoNotBalance(audit.identity.detail ?? '?'));
    const started = note(audit.periodStartedAt === null ? t.periodNever : t.periodStarted(formatDateTime(audit.periodStartedAt)), 'audit-period-start');
    const parts: HTMLElement[] = [
      identity,
      started,
      section(t.cabinet, this.cashReturn(audit.cashReturnBps, 'audit-cash-return-cabinet'), this.meterTable(audit.cabinet, 'audit-meter')),
      section(t.bonuses, ...this.bonuses(audit)),
    ];

    const scopes = audit.scopes.map((s) =>
      el('div', { class: 'svc-scope', 'data-testid': `audit-scope-${s.scope}` }, el('h4', {}, s.label), this.cashReturn(s.cashReturnBps, `audit-cash-return-${s.scope}`), this.meterTable(s.meters, null)),
    );
    parts.push(section(t.perGame, ...(scopes.length ? scopes : [note(this.ctx.text.service.none)])));

    const bills = audit.bills.map((b) => ({ cells: [formatEuros(b.cents), String(b.count), formatEuros(b.value)], testId: `audit-bill-${b.cents}` }));
    parts.push(section(t.bills, bills.length ? table([t.billValue, t.count, t.total], bills) : note(this.ctx.text.service.none)));

    const doors = audit.doors.map((d) => ({ cells: [d.door, String(d.opens)] }));
    parts.push(
      section(
        t.doors,
        note(t.handpays(audit.handpays.count, formatEuros(audit.handpays.cents)), 'audit-handpays'),
        note(t.powerUps(audit.powerUps), 'audit-power-ups'),
        doors.length ? table([t.doors, t.count], doors) : note(this.ctx.text.service.none),
      ),
    );

    const pools = audit.jackpots.map((pool) => this.pool(pool));
    parts.push(section(t.jackpots, ...(pools.length ? pools : [note(t.jackpotsNone, 'audit-jackpots-none')])));
    parts.push(section(t.cycle, ...this.cycle(audit)));
    return parts;
  }

  /**
   * One jackpot pool: what it holds now, its seed and the operator's money that set it up, then
   * what went in and out of it, lifetime and period, in the same table shape as the meters.
   */
  private pool(pool: JackpotPoolAuditView): HTMLElement {
    const t = this.ctx.text.service.audit;
    const micros = (value: number): string => microsText(value, formatEuros);
    const id = `audit-jackpot-${pool.pool}`;
    const rows = [
      { key: 'contributions', label: t.jackpotContributions, reading: pool.contributionsMicros, text: micros, unit: 'micros' },
      { key: 'hits', label: t.jackpotHits, reading: pool.hits, text: String, unit: 'count' },
      { key: 'paid', label: t.jackpotPaid, reading: pool.wonCents, text: formatEuros, unit: 'cents' },
      { key: 'reseeds', label: t.jackpotReseeds, reading: pool.reseedMicros, text: micros, unit: 'micros' },
    ].map((r) => ({
      cells: [r.label, cell(r.text(r.reading.lifetime), `${id}-${r.key}-lifetime`, 'svc-num'), cell(r.text(r.reading.period), `${id}-${r.key}-period`, 'svc-num')],
      className: `unit-${r.unit}`,
    }));
    return el(
      'div',
      { class: 'svc-scope', 'data-testid': id },
      el('h4', {}, pool.label),
      note(t.jackpotNow(micros(pool.valueMicros), micros(pool.seedMicros), micros(pool.seedFundingMicros)), `${id}-now`),
      table([t.meter, t.lifetime, t.period], rows, 'svc-meters'),
      note(pool.lastHits.length === 0 ? t.jackpotNoHits : t.jackpotLastHits(pool.lastHits.map((h) => `${formatDateTime(h.at)} ${formatEuros(h.cents)}`).join(' · ')), `${id}-last-hits`),
    );
  }

  /** "Cash return 78.42 % (period) · 80.11 % (lifetime)", next to the meters it is worked out of. */
  private cashReturn(cash: CashReturnView, testId: string): HTMLElement {
    return note(this.ctx.text.service.audit.cashReturn(cashReturnText(cash.period), cashReturnText(cash.lifetime)), testId);
  }

  /** Bonuses won and spent (lifetime and period, with their difference) and those on the balance now. */
  private bonuses(audit: AuditView): HTMLElement[] {
    const t = this.ctx.text.service.audit;
    const b = audit.bonuses;
    const rows = [
      { key: 'won', label: t.bonusesWon, lifetime: b.won.lifetime, period: b.won.period },
      { key: 'spent', label: t.bonusesSpent, lifetime: b.spent.lifetime, period: b.spent.period },
      { key: 'net', label: t.bonusesNet, lifetime: b.won.lifetime - b.spent.lifetime, period: b.won.period - b.spent.period },
    ].map((r) => ({ cells: [r.label, cell(String(r.lifetime), `audit-bonuses-${r.key}-lifetime`), cell(String(r.period), `audit-bonuses-${r.key}-period`)], className: 'unit-count' }));
    return [table([t.meter, t.lifetime, t.period], rows, 'svc-meters'), note(t.bonusesLeft(b.leftNow), 'audit-bonuses-left')];
  }

  private cycle(audit: AuditView): HTMLElement[] {
    const t = this.ctx.text.service.audit;
    const c = audit.cycle;
    if (!c) return [note(t.cycleNone, 'audit-cycle')];
    const returned = returnBps(c.returnedCents, c.stakedCents);
    const returnedText = returned === null ? formatEuros(c.returnedCents) : `${formatEuros(c.returnedCents)} (${percentFromBps(returned)})`;
    return [note(t.cycleLine(c.profile, c.gamesPlayed, c.cycleGames), 'audit-cycle'), note(t.cycleMoney(formatEuros(c.stakedCents), returnedText, percentFromBps(c.minReturnBps)))];
  }

  /** Meter rows; the cabinet's table gives each reading a test id (audit-meter-<name>-lifetime). */
  private meterTable(rows: readonly MeterRowView[], testIdPrefix: string | null): HTMLElement {
    const t = this.ctx.text.service.audit;
    const reading = (row: MeterRowView, which: 'lifetime' | 'period'): string | Node => {
      const value = meterValue(row, which, formatEuros);
      return testIdPrefix ? cell(value, `${testIdPrefix}-${row.name}-${which}`, 'svc-num') : value;
    };
    return table(
      [t.meter, t.lifetime, t.period],
      rows.map((row) => ({ cells: [meterLabel(t.meterNames, row.name), reading(row, 'lifetime'), reading(row, 'period')], className: `unit-${row.unit}` })),
      'svc-meters',
    );
  }
}
