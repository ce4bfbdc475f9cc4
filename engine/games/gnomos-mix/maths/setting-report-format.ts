import { decimalText, percentFloat } from '../../../par/sheet/format-ratio';
import { formatEuros } from '../../../core/money';
import { LOWER_BETS_CENTS } from '../bets';
import { UPPER_BET_IDS } from '../upper/bets';
import { GNOMOS_POLICIES } from './policy';
import type { GameBetFigures, PairingFigures, ParPlayer, ReportFigure, SettingReport } from './setting-report';

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
  const rows: string[][] = [
    ['cash paid (of the cash staked)', ...cell((f) => percent(f.cashPercent))],
    ['bonuses won per round', ...cell((f) => count(f.bonusesPerRound))],
    ['valued return (bonuses at 0.80 €)', ...cell((f) => percent(f.rtpPercent))],
  ];
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

/**
 * An expected value in cents (what a bonus returns on average: a real number, not an amount
 * anyone is paid), in euros to four decimals.
 */
function expectedEuros(cents: number): string {
  return Number.isFinite(cents) ? `${(cents / 100).toFixed(4)} €` : 'never spent';
}

/** The pairings of one player as a table: a row per lower bet, a column per upper bet. */
function matrix(report: SettingReport, player: ParPlayer, pick: (f: PairingFigures) => string): string[][] {
  const mine = report.machine.filter((f) => f.player === player.id);
  const uppers = UPPER_BET_IDS.filter((u) => mine.some((f) => f.upperBet === u));
  const lowers = LOWER_BETS_CENTS.filter((l) => mine.some((f) => f.lowerBet === l));
  const rows: string[][] = [['lower \\ upper', ...uppers]];
  for (const l of lowers) {
    const cells = uppers.map((u) => {
      const f = mine.find((x) => x.lowerBet === l && x.upperBet === u);
      return f === undefined ? '' : pick(f);
    });
    rows.push([formatEuros(l), ...cells]);
  }
  return rows;
}

function cashCell(f: PairingFigures): string {
  return `${percent(f.cashReturnPercent)}${f.flagged ? ` ${FLAG}` : ''}`;
}

function headline(report: SettingReport): string[] {
  const values = report.machine.filter((f) => f.player === 'reference').map((f) => f.bonusCashValueCents);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const value = high - low < 0.005 ? expectedEuros(low) : `${expectedEuros(low)} to ${expectedEuros(high)}`;
  return [
    `The setting is the cash return of the whole machine: cash paid ÷ cash staked, for the reference player, who spends bonuses in the upper game whenever they cover its bet. Every reference figure must be within ±${report.tolerancePercent} points of ${report.setting} %; ${FLAG} marks one outside.`,
    report.flagged ? `RESULT: some reference figures are OUTSIDE ±${report.tolerancePercent}` : `RESULT: every reference figure is within ±${report.tolerancePercent}`,
    `A bonus returns ${value} in cash when spent upstairs (reference player); it used to be valued at 0.8000 €, the conversion rate.`,
  ];
}

function formatText(report: SettingReport): string {
  const lines: string[] = [`Gnomos Mix Golden Edition: operator setting ${report.setting} % (tuning level ${report.setting}), exact figures`, ...headline(report), ''];
  const table = (rows: string[][]): void => {
    for (const [label = '', ...values] of rows) lines.push(`${pad(label, 16)}${values.map((v) => pad(v, 14, true)).join('')}`);
  };
  for (const player of report.players) {
    lines.push(`Cash return of the whole machine, ${player.name}${player.holdsSetting ? ' (the setting holds for this player)' : ''}`);
    table(matrix(report, player, cashCell));
    if (player.id === 'reference') {
      lines.push('  the same valued the old way (every bonus at 0.80 € on both sides)');
      table(matrix(report, player, (f) => percent(f.valuedReturnPercent)));
      lines.push('  upper rounds per lower round');
      table(matrix(report, player, (f) => count(f.upperPerLower)));
    }
    lines.push('');
  }
  lines.push('Each game alone (not the setting: bonuses at 0.80 € in its parts)', '');
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

function mdTable(rows: string[][]): string[] {
  const [head = [], ...body] = rows;
  return [`| ${head.join(' | ')} |`, `|---|${head.slice(1).map(() => '---:').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`), ''];
}

function formatMarkdown(report: SettingReport): string {
  const lines: string[] = [`# Gnomos Mix: operator setting ${report.setting} %`, ''];
  for (const line of headline(report)) lines.push(line, '');
  for (const player of report.players) {
    lines.push(`## Cash return, ${player.name}`, '', ...mdTable(matrix(report, player, cashCell)));
    if (player.id === 'reference') lines.push('Valued the old way (every bonus at 0.80 €):', '', ...mdTable(matrix(report, player, (f) => percent(f.valuedReturnPercent))));
  }
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
    definition: 'cash return of the whole machine = cash paid / cash staked, reference player, bonuses spent upstairs whenever a bet is covered',
    players: report.players.map((p) => ({ id: p.id, name: p.name, holdsSetting: p.holdsSetting })),
    policies: [...GNOMOS_POLICIES],
    flagged: report.flagged,
    machine: report.machine.map((f) => ({
      player: f.player,
      lowerBetCents: f.lowerBet,
      upperBet: f.upperBet,
      cashReturn: { percent: percent(f.cashReturnPercent), source: 'exact', flagged: f.flagged },
      valuedReturn: { percent: percent(f.valuedReturnPercent), source: 'exact' },
      // Expectations (fractions of a cent, rounds per round), not amounts: rounded for reading.
      bonusCashValueCents: Number.isFinite(f.bonusCashValueCents) ? Number(f.bonusCashValueCents.toFixed(4)) : null,
      upperRoundsPerLowerRound: Number.isFinite(f.upperPerLower) ? Number(f.upperPerLower.toFixed(6)) : null,
    })),
    figures: report.figures.map((f) => ({
      game: f.game,
      bet: f.bet,
      stake: f.stakeText,
      policy: f.policy,
      cashPaid: { percent: percent(f.cashPercent), source: 'exact' },
      bonusesPerRound: { perRound: count(f.bonusesPerRound), source: 'exact' },
      valuedReturn: { id: 'valued', name: 'game alone, bonuses at 0.80 €', percent: percent(f.rtpPercent), source: 'exact' },
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
