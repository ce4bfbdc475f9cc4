import type { LowerGameView, PaytableRow } from '../../main/ipc/contract';
import { formatCompact } from '../format';
import type { LadderLights } from '../model/ladder-lights';
import { symbolIcon, type SymbolAtlas } from '../scene/atlas';
import type { TextTable } from '../text/text-table';
import { el, toggleClass } from './dom';

/** Text of one paytable cell: cash in euros ("3.20", "100") or bonuses ("6 B"). */
export function payCellText(pay: PaytableRow['pays'][string] | undefined, bonusShort: string): string {
  if (!pay) return '—';
  if ('cents' in pay) return formatCompact(pay.cents);
  return `${pay.bonuses} ${bonusShort}`;
}

const RUNG_CLASSES = ['rung-passed', 'rung-current', 'rung-ahead'] as const;

/**
 * The lower game's paytable: one row per prize with its figures, one column per bet, the
 * selected bet's column lit, the winning row flashing after a prize. During a risk game its
 * ladder lights: the rows of the ladder light up in the bet's column, the rung in play flashing.
 */
export class PaytableView {
  private key = '';
  private rows = new Map<string, HTMLTableRowElement>();
  private cells: HTMLTableCellElement[] = [];
  /** The bet-column cell of each row, by `${rowId}|${betCents}`. */
  private cellByRow = new Map<string, HTMLTableCellElement>();
  private lamps: HTMLTableCellElement[] = [];
  private flashing: { row: string; timer: ReturnType<typeof setTimeout> | null } | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly atlas: SymbolAtlas,
    private readonly text: TextTable,
  ) {}

  update(lower: LowerGameView): void {
    const key = JSON.stringify([lower.paytable, lower.bets]);
    if (key !== this.key) {
      this.key = key;
      this.build(lower);
    }
    for (const cell of this.cells) toggleClass(cell, 'lit', Number(cell.dataset.bet) === lower.betCents);
  }

  private build(lower: LowerGameView): void {
    this.rows.clear();
    this.cellByRow.clear();
    this.cells = [];
    this.lamps = [];
    const head = el('tr', {}, el('th', { class: 'pt-figures' }, ''));
    for (const bet of lower.bets) {
      const th = el('th', { class: `pt-bet${bet.enabled ? '' : ' off'}`, 'data-bet': String(bet.cents) }, formatCompact(bet.cents));
      if (!bet.enabled) th.title = this.text.labels.betsDisabled;
      head.append(th);
      this.cells.push(th);
    }
    const body = el('tbody');
    for (const row of lower.paytable) {
      const figures = el('td', { class: 'pt-figures', title: row.label });
      const icons = el('div', { class: 'pt-icons' });
      for (const symbol of row.symbols) icons.append(symbolIcon(this.atlas, symbol, 22));
      figures.append(icons, el('div', { class: 'pt-label' }, row.label));
      const tr = el('tr', { 'data-row': row.id, class: isBonusRow(row) ? 'bonus-row' : '' }, figures);
      for (const bet of lower.bets) {
        const td = el('td', { class: `pt-pay${bet.enabled ? '' : ' off'}`, 'data-bet': String(bet.cents) }, payCellText(row.pays[String(bet.cents)], this.text.labels.bonusesShort));
        tr.append(td);
        this.cells.push(td);
        this.cellByRow.set(`${row.id}|${bet.cents}`, td);
      }
      this.rows.set(row.id, tr);
      body.append(tr);
    }
    const table = el('table', {}, el('thead', {}, head), body);
    this.container.replaceChildren(table);
    this.flashing = null;
  }

  /** Lights the ladder's rungs in the bet's column (null: no risk game, every lamp off). */
  setLadder(lights: LadderLights | null, betCents: number): void {
    for (const lamp of this.lamps) for (const c of RUNG_CLASSES) toggleClass(lamp, c, false);
    this.lamps = [];
    if (!lights) return;
    for (const lamp of lights.lamps) {
      if (lamp.rowId === null) continue;
      const cell = this.cellByRow.get(`${lamp.rowId}|${betCents}`);
      if (!cell) continue;
      toggleClass(cell, `rung-${lamp.light}`, true);
      this.lamps.push(cell);
    }
  }

  /**
   * Flashes the row that paid for `ms` milliseconds, then keeps it marked until the next call
   * (null clears it: a new spin).
   */
  flash(rowId: string | null, ms = 3200): void {
    if (this.flashing) {
      if (this.flashing.timer !== null) clearTimeout(this.flashing.timer);
      const old = this.rows.get(this.flashing.row);
      if (old) {
        toggleClass(old, 'flash', false);
        toggleClass(old, 'won', false);
      }
      this.flashing = null;
    }
    if (rowId === null) return;
    const tr = this.rows.get(rowId);
    if (!tr) return;
    toggleClass(tr, 'flash', true);
    const flashing: { row: string; timer: ReturnType<typeof setTimeout> | null } = { row: rowId, timer: null };
    flashing.timer = setTimeout(() => {
      flashing.timer = null;
      toggleClass(tr, 'flash', false);
      toggleClass(tr, 'won', true);
    }, ms);
    this.flashing = flashing;
  }
}

function isBonusRow(row: PaytableRow): boolean {
  return Object.values(row.pays).some((p) => 'bonuses' in p);
}
