import type { ParSheet } from './par-sheet';
import { sheetBlocks, type Table } from './sheet-blocks';

/** The sheet as Markdown: one section per block, tables as pipe tables. */

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function renderTable(t: Table): string[] {
  return [
    `| ${t.head.map(cell).join(' | ')} |`,
    `|${t.align.map((a) => (a === 'right' ? '---:' : ':---')).join('|')}|`,
    ...t.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
}

export function formatSheetMarkdown(sheet: ParSheet): string {
  const out: string[] = [];
  sheetBlocks(sheet).forEach((block, i) => {
    out.push(`${i === 0 ? '#' : '##'} ${block.title}`, '');
    if (block.pairs !== undefined) {
      out.push(...renderTable({ head: ['', ''], align: ['left', 'left'], rows: block.pairs }), '');
    }
    if (block.table !== undefined) out.push(...renderTable(block.table), '');
    for (const note of block.notes ?? []) out.push(`- ${cell(note)}`);
    if (block.notes !== undefined) out.push('');
  });
  return out.join('\n');
}
