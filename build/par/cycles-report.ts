/**
 * The cycle simulation's report: the figures GAMES.md asks for (every cycle above the minimum,
 * every prize within the maximum, shown over at least 1,000 cycles), as text or JSON. Returns
 * are printed from the exact coin in / coin out ratios, rounded once at the last digit shown.
 */
import { compareCountsReturn, type CycleCounts, type CycleRunSummary, type SimulatedCycle } from '../../engine/games/gnomos-mix/cycle';
import { TUNING_LEVEL_MIN } from '../../engine/games/gnomos-mix/tuning/level-table';
import { decimalRatio, groupThousands } from '../../engine/par/sheet/format-ratio';

export interface CyclesRunInfo {
  readonly profileId: string;
  readonly profileName: string;
  readonly rule: { readonly cycleGames: number; readonly minReturnBps: number; readonly block: { readonly blockGames: number; readonly minReturnBps: number } | null };
  readonly setting: number;
  readonly targetBps: number;
  readonly player: string;
  readonly playerDescription: string;
  readonly seed: number;
  readonly workers: number;
  readonly wallSeconds: number;
}

/** The long run may stray this far from the setting (GAMES.md: every mode within 0.5 %). */
export const LONG_RUN_TOLERANCE_BPS = 50;

function percentOf(counts: CycleCounts): string {
  if (counts.coinInCents === 0) return '—';
  return `${decimalRatio({ numerator: BigInt(counts.coinOutCents) * 100n, denominator: BigInt(counts.coinInCents) }, 2)} %`;
}

function bpsText(bps: number): string {
  return `${decimalRatio({ numerator: BigInt(bps), denominator: 100n }, 2)} %`;
}

function euros(cents: number): string {
  return `${decimalRatio({ numerator: BigInt(cents), denominator: 100n }, 2)} €`;
}

function count(n: number): string {
  return groupThousands(String(n));
}

/** Cycles ordered by return, lowest first (ties by number), for the quantiles. */
function byReturn(cycles: readonly SimulatedCycle[]): SimulatedCycle[] {
  return [...cycles].sort((a, b) => compareCountsReturn(a, b) || a.cycle - b.cycle);
}

function quantile(sorted: readonly SimulatedCycle[], p: number): SimulatedCycle {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as SimulatedCycle;
}

/** Whether the overall return is within the tolerance of the setting, exactly. */
export function longRunWithinTolerance(summary: CycleRunSummary, setting: number): boolean {
  const out = BigInt(summary.coinOutCents) * 10_000n;
  const coinIn = BigInt(summary.coinInCents);
  return out >= BigInt(setting * 100 - LONG_RUN_TOLERANCE_BPS) * coinIn && out <= BigInt(setting * 100 + LONG_RUN_TOLERANCE_BPS) * coinIn;
}

function levelLine(summary: CycleRunSummary, setting: number): string {
  let sum = 0;
  let below = 0;
  let above = 0;
  summary.levelGames.forEach((n, i) => {
    const level = TUNING_LEVEL_MIN + i;
    sum += n * level;
    if (level < setting) below += n;
    if (level > setting) above += n;
  });
  const share = (n: number): string => `${decimalRatio({ numerator: BigInt(n) * 100n, denominator: BigInt(summary.games) }, 1)} %`;
  const used = summary.levelGames.map((n, i) => (n > 0 ? TUNING_LEVEL_MIN + i : null)).filter((l): l is number => l !== null);
  return (
    `mean ${decimalRatio({ numerator: BigInt(sum), denominator: BigInt(summary.games) }, 2)}, ` +
    `${share(below)} of games below the setting, ${share(above)} above, range ${Math.min(...used)}..${Math.max(...used)}`
  );
}

export function formatCyclesText(info: CyclesRunInfo, summary: CycleRunSummary, cycles: readonly SimulatedCycle[], perCycle: boolean): string {
  const { rule } = info;
  const sorted = byReturn(cycles);
  const q = (p: number): string => percentOf(quantile(sorted, p));
  const worst = summary.worstCycle;
  const lines = [
    'Gnomos Mix — cycle simulation',
    `profile          ${info.profileId} (${info.profileName})`,
    `cycle rule       ≥ ${bpsText(rule.minReturnBps)} over every ${count(rule.cycleGames)} games` +
      (rule.block ? `, ≥ ${bpsText(rule.block.minReturnBps)} in each block of ${count(rule.block.blockGames)}` : ''),
    `setting          ${info.setting} %, cycle target ${bpsText(info.targetBps)}`,
    `player           ${info.player}: ${info.playerDescription}`,
    `run              ${count(summary.cycles)} cycles, ${count(summary.games)} games, seed ${info.seed}, ${info.workers} worker(s), ${info.wallSeconds} s`,
    `cash in          ${euros(summary.coinInCents)} (cash staked; the bonus part of an upper bet is not cash)`,
    `cash out         ${euros(summary.coinOutCents)} (cash paid to the balance)`,
    `overall return   ${percentOf(summary)} (setting ${info.setting} % ± ${bpsText(LONG_RUN_TOLERANCE_BPS)}: ${longRunWithinTolerance(summary, info.setting) ? 'within' : 'OUTSIDE'})`,
    `cycle returns    min ${q(0)}, 1 % ${q(0.01)}, 10 % ${q(0.1)}, median ${q(0.5)}, 90 % ${q(0.9)}, 99 % ${q(0.99)}, max ${percentOf(sorted[sorted.length - 1] as SimulatedCycle)}`,
    `worst cycle      #${worst.cycle}: ${percentOf(worst)} (coin in ${euros(worst.coinInCents)}, coin out ${euros(worst.coinOutCents)})`,
  ];
  if (summary.worstBlock) {
    const { cycle, block } = summary.worstBlock;
    lines.push(`worst block      cycle #${cycle} block ${block.block}: ${percentOf(block)}`);
  }
  lines.push(
    `largest prize    ${euros(summary.largestPrizeCents)}; largest win of one game ${euros(summary.largestGameWinCents)} (maximum ${euros(summary.maxPrizeCents)})`,
    `upper games      ${count(summary.upperGames)} (${decimalRatio({ numerator: BigInt(summary.upperGames) * 100n, denominator: BigInt(summary.games) }, 1)} %)`,
    `bonuses          won ${count(summary.bonusesWon)}, spent ${count(summary.bonusesSpent)}, held when their cycle closed ${count(summary.bonusesLeft)} (worth nothing to the cash count)`,
    `levels played    ${levelLine(summary, info.setting)}`,
    `every cycle ≥ minimum${rule.block ? ' (and every block)' : ''}: ${summary.everyCycleMet ? 'yes' : `NO (${summary.failedCycles} failed)`}`,
    `every prize ≤ maximum: ${summary.everyPrizeWithinMax ? 'yes' : 'NO'}`,
  );
  if (perCycle) {
    lines.push('', 'cycle      games        coin in       coin out    return   lowest block');
    for (const c of [...cycles].sort((a, b) => a.cycle - b.cycle)) {
      const block = c.minBlockReturnBps === null ? '' : bpsText(c.minBlockReturnBps);
      lines.push(
        `${String(c.cycle).padStart(5)} ${count(c.games).padStart(10)} ${euros(c.coinInCents).padStart(14)} ${euros(c.coinOutCents).padStart(14)} ${percentOf(c).padStart(9)} ${block.padStart(14)}${c.passed ? '' : '  FAILED'}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function formatCyclesJson(info: CyclesRunInfo, summary: CycleRunSummary, cycles: readonly SimulatedCycle[]): string {
  return `${JSON.stringify({ ...info, summary: { ...summary, longRunWithinTolerance: longRunWithinTolerance(summary, info.setting) }, cycles }, null, 2)}\n`;
}
