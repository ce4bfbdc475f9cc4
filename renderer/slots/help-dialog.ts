import type { SlotBetView, SlotPaytableRowView } from '../../contract/slot-view';
import { formatEuros } from '../format';
import { el, setShown } from '../hud/dom';
import type { ShellText } from '../text/shell-text';
import { betIsTotalOnly } from './bet-panel';
import type { SlotGameText } from './slot-game';

/**
 * HELP: the game's rules, its paytable with what each pays at the current bet (the `paytable`
 * rows' cents, as main computed them) and its lines (when it has any). A cluster row spans the
 * table: every cluster size with its prize, the last size meaning "or more". Rebuilt each time
 * it opens.
 */
export class HelpDialog {
  readonly node: HTMLElement;
  private readonly content: HTMLElement;

  constructor(
    private readonly text: ShellText['slot'],
    private readonly symbolImage: (symbol: string) => HTMLCanvasElement,
  ) {
    this.content = el('div', { class: 'sl-help-content' });
    const close = el('button', { class: 'sl-dialog-start', 'data-testid': 'help-close', type: 'button' }, text.close);
    close.addEventListener('click', () => this.close());
    this.node = el('div', { class: 'sl-modal', 'data-testid': 'help-dialog', hidden: '' }, el('div', { class: 'sl-dialog sl-help' }, this.content, el('div', { class: 'sl-dialog-actions' }, close)));
  }

  get isOpen(): boolean {
    return !this.node.hidden;
  }

  open(game: SlotGameText, paytable: readonly SlotPaytableRowView[], lines: readonly (readonly number[])[], bet: SlotBetView, rows: number): void {
    const t = this.text;
    // Cluster rows share one header of sizes (the last meaning "or more"); each row's prize sits under its size.
    const sizes = [...new Set(paytable.filter((r) => r.kind === 'cluster').flatMap((r) => r.pays.map((p) => p.count)))].sort((a, b) => a - b);
    const sizeLabel = (count: number): string => (count === sizes[sizes.length - 1] ? `${count}+` : String(count));
    const clusterGrid = `grid-template-columns: repeat(${sizes.length}, 1fr)`;
    // In a cluster game every row is one compact line across the table, the Scatter's too.
    const compact = sizes.length > 0;
    const payRows = paytable.map((row) => {
      const size = compact ? 56 : 96;
      const art = el('canvas', { class: 'sl-pay-art', width: String(size), height: String(size) });
      art.getContext('2d')?.drawImage(this.symbolImage(row.symbol), 0, 0, size, size);
      const name = el('div', { class: 'sl-pay-name' }, game.symbolNames[row.symbol] ?? row.symbol, row.kind === 'scatter' ? el('small', {}, ` (${t.anywhere})`) : '');
      if (row.kind === 'cluster') {
        const cells = sizes.map((count) => {
          const pay = row.pays.find((p) => p.count === count);
          return el('div', { class: 'sl-cluster-pay', 'data-count': String(count) }, pay ? formatEuros(pay.cents) : '—');
        });
        return el('div', { class: 'sl-pay-row sl-pay-cluster', 'data-symbol': row.symbol }, art, name, el('div', { class: 'sl-cluster-pays', style: clusterGrid }, ...cells));
      }
      return el(
        'div',
        { class: `sl-pay-row${compact ? ' sl-pay-wide' : ''}`, 'data-symbol': row.symbol },
        art,
        name,
        el('div', { class: 'sl-pays' }, ...row.pays.map((p) => el('div', { class: 'sl-pay' }, el('b', {}, `${p.count}×`), ` ${formatEuros(p.cents)}`))),
      );
    });
    const head =
      sizes.length > 0
        ? [el('div', { class: 'sl-cluster-head', 'data-testid': 'help-cluster-sizes' }, el('div', {}, t.clusterSize), el('div', { class: 'sl-cluster-pays', style: clusterGrid }, ...sizes.map((c) => el('b', {}, sizeLabel(c)))))]
        : [];
    const table = el('div', { class: 'sl-paytable', 'data-testid': 'help-paytable' }, ...head, ...payRows);
    const diagrams = el(
      'div',
      { class: 'sl-line-diagrams' },
      ...lines.map((line, i) => {
        const grid = el('div', { class: 'sl-line-diagram', style: `grid-template-columns: repeat(${line.length}, 1fr)` });
        for (let row = 0; row < rows; row++) for (let reel = 0; reel < line.length; reel++) grid.append(el('i', line[reel] === row ? { class: 'on' } : {}));
        return el('div', { class: 'sl-line-box' }, el('span', {}, String(i + 1)), grid);
      }),
    );
    this.content.replaceChildren(
      el('h2', {}, `${game.title} — ${t.helpTitle}`),
      ...game.rules.map((p) => el('p', { class: 'sl-rule' }, p)),
      el('h3', { 'data-testid': 'help-paytable-title' }, t.paytableTitle),
      el('p', { class: 'sl-rule' }, betIsTotalOnly(bet) ? t.payAtTotalBet(formatEuros(bet.totalCents)) : t.payAtBet(formatEuros(bet.coinCents))),
      table,
      ...(lines.length > 0 ? [el('h3', {}, t.linesTitle), diagrams] : []),
    );
    setShown(this.node, true);
  }

  close(): void {
    setShown(this.node, false);
  }
}

const SEEN_KEY = 'slot-help-seen';

/**
 * Which games' help has been shown automatically in this player session (page session; a
 * balance back at zero with the game idle starts a new one, for the next player).
 */
export class HelpSeen {
  constructor(private readonly storage: Storage | null) {}

  has(game: string): boolean {
    return this.read().includes(game);
  }

  add(game: string): void {
    this.write([...new Set([...this.read(), game])]);
  }

  clear(): void {
    this.write([]);
  }

  private read(): string[] {
    try {
      const raw = this.storage?.getItem(SEEN_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(games: string[]): void {
    try {
      this.storage?.setItem(SEEN_KEY, JSON.stringify(games));
    } catch {
      // A kiosk without storage shows the help at each entry: harmless.
    }
  }
}
