import { decimalText, percentFloat } from '../../../par/sheet/format-ratio';
import type { GameBetFigures, ReportFigure, SettingReport } from './setting-report';
import { GNOMOS_POLICIES } from './policy';

/**
 * The setting report as text (one block per game and bet, the two policies side by side), as
 * Markdown (the same tables) or as JSON in the PAR sheet's style (percent strings with four
 * decimals, `source: "exact"`).
 */
export type SettingReportFormat = 'text' | 'json' | 'md';

const FLAG = '!!';

function percent(value: number): string {
  return percentFloat(value / 100);
}

function count(value: number): string {
  return decimalText(value, 5);
}

/** Rows of one game and bet: [label, default, auto-risk]. */
function rowsOf(pair: readonly GameBetFigures[]): string[][] {
  const [first] = pair;
  if (first === undefined) return [];
  const cell = (pick: (f: GameBetFigures) => string): string[] => pair.map(pick);
  const figure = (list: (f: GameBetFigures) => readonly ReportFigure[], i: number, text: (v: number) => string): string[] =>
    cell((f) => text(list(f)[i]?.value ?? 0));
  const rows: string[][] = [['RTP', ...cell((f) => `${percent(f.rtpPercent)}${f.flagged ? ` ${FLAG}` : ''}`)]];
  first.components.forEach((c, i) => rows.push([`  ${c.name}`, ...figure((f) => f.components, i, percent)]));
  first.split.forEach((c, i) => rows.push([`  of which ${c.name}`, ...figure((f) => f.split, i, percent)]));
  rows.push(['rounds returning anything', ...cell((f) => percent(f.hitFrequencyPercent))]);
  first.features.forEach((c, i) => rows.push([`${c.name} per round`, ...figure((f) => f.features, i, count)]));
  return rows;
}

function groups(report: SettingReport): GameBetFigures[][] {
  const out: GameBetFigures[][] = [];
  for (const f of report.figures) {
    const last = out[out.length - 1];
    if (last !== undefined && last[0]?.game === f.game && last[0]?.bet === f.bet) last.push(f);
    else out.push([f]);
  }
  return out;
}

function title(f: GameBetFigures): string {
  return `${f.game === 'lower' ? 'Lower game' : 'Upper game'}, bet ${f.bet} (stake ${f.stakeText})`;
}

function pad(text: string, width: number, right = false): string {
  const gap = ' '.repeat(Math.max(0, width - [...text].length));
  return right ? `${gap}${text}` : `${text}${gap}`;
}

function formatText(report: SettingReport): string {
  const lines: string[] = [
    `Gnomos Mix Golden Edition: operator setting ${report.setting} % (tuning level ${report.setting}), exact figures`,
    `Every return must be within ±${report.tolerancePercent} % of ${report.setting} %; ${FLAG} marks one outside.`,
    report.flagged ? `RESULT: some figures are OUTSIDE ±${report.tolerancePercent} %` : `RESULT: every return is within ±${report.tolerancePercent} %`,
    '',
  ];
  for (const pair of groups(report)) {
    const [first] = pair;
    if (first === undefined) continue;
    lines.push(title(first));
    lines.push(`${pad('', 44)}${pair.map((f) => pad(f.policy, 16, true)).join('')}`);
    for (const [label = '', ...values] of rowsOf(pair)) lines.push(`${pad(label, 44)}${values.map((v) => pad(v, 16, true)).join('')}`);
    lines.push('');
  }
  lines.push('Notes:');
  for (const note of report.notes) lines.push(`- ${note}`);
  return `${lines.join('\n')}\n`;
}

function formatMarkdown(report: SettingReport): string {
  const lines: string[] = [
    `# Gnomos Mix: operator setting ${report.setting} %`,
    '',
    `Exact figures; every return must be within ±${report.tolerancePercent} % of ${report.setting} % (${FLAG} marks one outside): ${report.flagged ? '**some are outside**' : 'all are'}.`,
    '',
  ];
  for (const pair of groups(report)) {
    const [first] = pair;
    if (first === undefined) continue;
    lines.push(`## ${title(first)}`, '', `| | ${pair.map((f) => f.policy).join(' | ')} |`, `|---|${pair.map(() => '---:').join('|')}|`);
    for (const [label = '', ...values] of rowsOf(pair)) lines.push(`| ${label.trim()} | ${values.join(' | ')} |`);
    lines.push('');
  }
  lines.push('Notes:', '', ...report.notes.map((n) => `- ${n}`), '');
  return lines.join('\n');
}

function jsonFigure(f: ReportFigure, asPercent: boolean): Record<string, string> {
  return { id: f.id, name: f.name, [asPercent ? 'percent' : 'perRound']: asPercent ? percent(f.value) : count(f.value), source: 'exact' };
}

function formatJson(report: SettingReport): string {
  const out = {
    game: { id: 'gnomos-mix', name: 'Gnomos Mix Golden Edition' },
    setting: { percent: `${report.setting} %`, tuningLevel: report.setting, tolerance: `±${report.tolerancePercent} %` },
    policies: [...GNOMOS_POLICIES],
    flagged: report.flagged,
    figures: report.figures.map((f) => ({
      game: f.game,
      bet: f.bet,
      stake: f.stakeText,
      policy: f.policy,
      rtp: { id: 'total', name: 'Total RTP', percent: percent(f.rtpPercent), source: 'exact', flagged: f.flagged },
      components: f.components.map((c) => jsonFigure(c, true)),
      split: f.split.map((c) => jsonFigure(c, true)),
      hitFrequency: { event: 'a round that returns anything (cash or bonuses)', percent: percent(f.hitFrequencyPercent), source: 'exact' },
      features: f.features.map((c) => jsonFigure(c, false)),
    })),
    notes: report.notes,
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

export function formatSettingReport(report: SettingReport, format: SettingReportFormat): string {
  if (format === 'json') return formatJson(report);
  if (format === 'md') return formatMarkdown(report);
  return formatText(report);
}
