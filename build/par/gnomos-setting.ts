/**
 * The Gnomos Mix parts of the PAR tool that are not a single-bet sheet:
 * - `--setting N`: the setting report (engine/games/gnomos-mix/maths/setting-report.ts) of both
 *   games, every bet (or the one --bet names), both policies; exit 1 when a return is outside
 *   ±0.5 % of N;
 * - `--solve-levels`: solves every tuning level with the exact maths and writes the level table
 *   (engine/games/gnomos-mix/tuning/level-data.ts, or --out).
 */
import { writeFileSync } from 'node:fs';
import { isLowerBet } from '../../engine/games/gnomos-mix/bets';
import { levelDataSource } from '../../engine/games/gnomos-mix/maths/level-data-source';
import { solveLevel } from '../../engine/games/gnomos-mix/maths/level-solver';
import { gnomosSettingReport, type SettingReportFilter } from '../../engine/games/gnomos-mix/maths/setting-report';
import { formatSettingReport } from '../../engine/games/gnomos-mix/maths/setting-report-format';
import { OPERATOR_SETTING_MAX, OPERATOR_SETTING_MIN, isOperatorSetting } from '../../engine/games/gnomos-mix/tuning/gnomos-tuning';
import { rowOfTuning } from '../../engine/games/gnomos-mix/tuning/level-rows';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN } from '../../engine/games/gnomos-mix/tuning/level-table';
import { UPPER_BETS } from '../../engine/games/gnomos-mix/upper/bets';
import { UsageError, type ParArgs } from './args';
import { ProgressBar } from './progress';

export const GNOMOS_GAME_ID = 'gnomos-mix';
export const LEVEL_DATA_PATH = 'engine/games/gnomos-mix/tuning/level-data.ts';

/** --bet C: the lower bet of C cents and the upper bets that take C cents in cash. */
function filterOf(betCents: number | null): SettingReportFilter {
  if (betCents === null) return {};
  const upperBets = UPPER_BETS.filter((b) => b.cashCents === betCents).map((b) => b.id);
  const lowerBets = isLowerBet(betCents) ? [betCents] : [];
  if (lowerBets.length === 0 && upperBets.length === 0) throw new UsageError(`gnomos-mix has no bet of ${betCents} cents`);
  return { lowerBets, upperBets };
}

export function gnomosSetting(args: ParArgs): number {
  const setting = args.setting;
  if (setting === null || !isOperatorSetting(setting)) {
    throw new UsageError(`gnomos-mix settings are whole percents from ${OPERATOR_SETTING_MIN} to ${OPERATOR_SETTING_MAX}, got ${String(setting)}`);
  }
  const report = gnomosSettingReport(setting, filterOf(args.betCents));
  const text = formatSettingReport(report, args.format);
  if (args.out !== null) writeFileSync(args.out, text);
  else process.stdout.write(text);
  if (report.flagged) process.stderr.write(`par: some returns are outside ±${report.tolerancePercent} % of ${setting} %\n`);
  return report.flagged ? 1 : 0;
}

export function gnomosSolveLevels(args: ParArgs, progress: boolean): number {
  const bar = new ProgressBar(process.stderr, progress, 'solving levels', 'levels');
  const rows = [];
  const count = TUNING_LEVEL_MAX - TUNING_LEVEL_MIN + 1;
  for (let level = TUNING_LEVEL_MIN; level <= TUNING_LEVEL_MAX; level += 1) {
    rows.push(rowOfTuning(solveLevel(level)));
    bar.update(rows.length, count);
  }
  bar.finish();
  const out = args.out ?? LEVEL_DATA_PATH;
  writeFileSync(out, levelDataSource(rows));
  process.stderr.write(`par: wrote ${count} levels (${TUNING_LEVEL_MIN}..${TUNING_LEVEL_MAX}) to ${out}\n`);
  return 0;
}
