import type { ParSheet } from './par-sheet';
import { sheetBlocks, type Table } from './sheet-blocks';

/** The sheet for a terminal: aligned key/value lists and column-aligned tables, plain text. */

function pad(text: string, width: number, align: 'left' | 'right'): string {
  // Characters, not UTF-16 units: "–" and "×" are one column each.
  const length = [...text].length;
  const fill = ' '.repeat(Math.max(0, width - length));
  return align === 'left' ? text + fill : fill + text;
}

function renderTable(t: Table): string[] {
  const widths = t.head.map((h, c) => Math.max([...h].length, ...t.rows.map((r) => [...(r[c] ?? '')].length)));
  const line = (cells: readonly string[]): string => cells.map((cell, c) => pad(cell, widths[c] ?? 0, t.align[c] ?? 'left')).join('  ').trimEnd();
  return [line(t.head), widths.map((w) => '-'.repeat(w)).join('  '), ...t.rows.map(line)];
}

export function formatSheetText(sheet: ParSheet): string {
  const out: string[] = [];
  for (const block of sheetBlocks(sheet)) {
    out.push(block.title, '='.repeat([...block.title].length));
    if (block.pairs !== undefined) {
      const width = Math.max(...block.pairs.map(([k]) => [...k].length));
      for (const [k, v] of block.pairs) out.push(`${pad(k, width, 'left')}  ${v}`);
    }
    if (block.table !== undefined) out.push(...renderTable(block.table));
    for (const note of block.notes ?? []) out.push(`  ${note}`);
    out.push('');
  }
  return out.join('\n');
}
