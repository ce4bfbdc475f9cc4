import type { UpperGameView } from '../../main/ipc/contract';
import { formatCompact } from '../format';
import { symbolIcon, type SymbolAtlas } from '../scene/atlas';
import type { TextTable } from '../text/text-table';
import { el, toggleClass } from './dom';

/**
 * The upper game's paytable: three of a figure on a line, one column per bet (cash prizes in
 * euros), the bet in play lit, the minigame figures tagged, the rows that just won marked, and
 * the bets' maximum prizes at the foot.
 */
export class UpperPaytableView {
  private key = '';
  private cells: HTMLTableCellElement[] = [];
  private rows = new Map<string, HTMLTableRowElement>();

  constructor(
    private readonly container: HTMLElement,
    private readonly atlas: SymbolAtlas,
    private readonly text: TextTable,
  ) {}

  update(upper: UpperGameView): void {
    const key = JSON.stringify([upper.paytable, upper.bets]);
    if (key !== this.key) {
      this.key = key;
      this.build(upper);
    }
    for (const cell of this.cells) toggleClass(cell, 'lit', cell.dataset.bet === upper.betId);
  }

  /** Marks the rows of the last spin's line wins (empty: none). */
  markWins(prizeIds: readonly string[]): void {
    for (const [id, row] of this.rows) toggleClass(row, 'won', prizeIds.includes(id));
  }

  private build(upper: UpperGameView): void {
    const t = this.text.labels;
    this.cells = [];
    this.rows.clear();
    const head = el('tr', {}, el('th', { class: 'pt-figures' }, ''));
    for (const bet of upper.bets) {
      const th = el('th', { class: `pt-bet${bet.enabled ? '' : ' off'}`, 'data-bet': bet.id }, formatCompact(bet.cashCents), el('br'), `+${bet.bonuses}`);
      head.append(th);
      this.cells.push(th);
    }
    const body = el('tbody');
    for (const row of upper.paytable) {
      const icons = el('div', { class: 'pt-icons' });
      for (let i = 0; i < 3; i++) icons.append(symbolIcon(this.atlas, row.symbol, 22));
      const label = el('div', { class: 'pt-label' }, row.label);
      if (row.minigame) label.append(el('span', { class: 'pt-minigame' }, ` ★ ${t.minigameTag}`));
      const tr = el('tr', { 'data-row': row.id, class: row.minigame ? 'minigame-row' : '' }, el('td', { class: 'pt-figures', title: row.label }, icons, label));
      for (const bet of upper.bets) {
        const cents = row.pays[bet.id];
        const td = el('td', { class: `pt-pay${bet.enabled ? '' : ' off'}`, 'data-bet': bet.id }, cents === undefined ? '—' : formatCompact(cents));
        tr.append(td);
        this.cells.push(td);
      }
      this.rows.set(row.id, tr);
      body.append(tr);
    }
    const foot = el('tr', { class: 'pt-max' }, el('td', { class: 'pt-figures' }, t.maxPrize));
    for (const bet of upper.bets) {
      const td = el('td', { class: 'pt-pay', 'data-bet': bet.id }, formatCompact(bet.maxPrizeCents));
      foot.append(td);
      this.cells.push(td);
    }
    body.append(foot);
    this.container.replaceChildren(el('table', {}, el('thead', {}, head), body));
  }
}
