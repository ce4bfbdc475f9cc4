/**
 * The Gnomos Mix parts of the PAR tool that are not a single-bet sheet:
 * - `--setting N`: the setting report (engine/games/gnomos-mix/maths/setting-report.ts): the
 *   cash return of the whole machine at every bet pairing (or the ones --bet names) for four
 *   players, and each game alone; exit 1 when a reference figure is outside ±0.5 points of N;
 *   with --spins N, a Monte Carlo session of the machine beside the exact figures;
 * - `--solve-levels`: solves every tuning level with the exact maths and writes the level table
 *   (engine/games/gnomos-mix/tuning/level-data.ts, or --out).
 */
import { writeFileSync } from 'node:fs';
import { isLowerBet } from '../../engine/games/gnomos-mix/bets';
import { levelDataSource } from '../../engine/games/gnomos-mix/maths/level-data-source';
import { formatEuros } from '../../engine/core/money';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { machineCashReturn } from '../../engine/games/gnomos-mix/maths/cash-return';
import { solveLevel } from '../../engine/games/gnomos-mix/maths/level-solver';
import { simulateMachine } from '../../engine/games/gnomos-mix/maths/simulate-machine';
import { gnomosSettingReport, type SettingReportFilter } from '../../engine/games/gnomos-mix/maths/setting-report';
import { formatSettingReport } from '../../engine/games/gnomos-mix/maths/setting-report-format';
import { OPERATOR_SETTING_MAX, OPERATOR_SETTING_MIN, isOperatorSetting } from '../../engine/games/gnomos-mix/tuning/gnomos-tuning';
import { rowOfTuning } from '../../engine/games/gnomos-mix/tuning/level-rows';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN, tuningForLevel } from '../../engine/games/gnomos-mix/tuning/level-table';
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
  let text = formatSettingReport(report, args.format);
  if (args.spinsGiven && args.target?.kind === 'spins') text = withSimulation(text, args, setting, args.target.spins, filterOf(args.betCents));
  if (args.out !== null) writeFileSync(args.out, text);
  else process.stdout.write(text);
  if (report.flagged) process.stderr.write(`par: some returns are outside ±${report.tolerancePercent} % of ${setting} %\n`);
  return report.flagged ? 1 : 0;
}

/**
 * --spins N: a Monte Carlo session of the whole machine for the reference player at the first
 * pairing the report shows (0.20 € and 0.20 € + 1 unless --bet narrows it), seeded by --seed:
 * an independent check of the exact cash return, with its 99 % interval.
 */
function withSimulation(text: string, args: ParArgs, setting: number, rounds: number, filter: SettingReportFilter): string {
  const lowerBet = filter.lowerBets?.[0] ?? 20;
  const upperBetId = filter.upperBets?.[0] ?? '0.20+1';
  const tuning = tuningForLevel(setting);
  const started = Date.now();
  const s = simulateMachine(new Xoshiro128(args.seed), { lowerBet, upperBet: upperBetId, policy: 'default', tuning, rounds });
  const seconds = (Date.now() - started) / 1000;
  const exact = machineCashReturn(lowerBet, upperBetId, 'default', tuning).cashReturn;
  const pct = (x: number): string => `${(100 * x).toFixed(4)} %`;
  const simulation = {
    lowerBetCents: lowerBet,
    upperBet: upperBetId,
    player: 'reference',
    rounds: s.rounds,
    upperRounds: s.upperRounds,
    seed: args.seed,
    seconds,
    cashInCents: s.cashInCents,
    cashOutCents: s.cashOutCents,
    cashReturn: pct(s.cashReturn),
    interval99: `±${(100 * s.interval99).toFixed(4)} points`,
    exactCashReturn: pct(exact),
    exactInsideInterval: Math.abs(s.cashReturn - exact) <= s.interval99,
    bonuses: { won: s.bonusesWon, spent: s.bonusesSpent, left: s.bonusesLeft },
  };
  if (args.format === 'json') {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return `${JSON.stringify({ ...parsed, simulation }, null, 2)}\n`;
  }
  const lines = [
    `Monte Carlo, reference player, lower ${formatEuros(lowerBet)} with upper ${upperBetId}: ${s.rounds.toLocaleString('en-US')} rounds (${s.upperRounds.toLocaleString('en-US')} upper), seed ${args.seed}, ${seconds.toFixed(1)} s`,
    `  cash return ${simulation.cashReturn} ${simulation.interval99} (99 %); exact ${simulation.exactCashReturn}: ${simulation.exactInsideInterval ? 'inside' : 'OUTSIDE'} the interval`,
    `  bonuses won ${s.bonusesWon}, spent ${s.bonusesSpent}, left at the end ${s.bonusesLeft} (worth nothing to the count)`,
  ];
  return args.format === 'md' ? `${text}\n${lines.map((l) => `${l.trim()}  `).join('\n')}\n` : `${text}\n${lines.join('\n')}\n`;
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
