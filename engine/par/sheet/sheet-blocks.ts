import { groupThousands } from './format-ratio';
import type { ParSheet, SheetInterval } from './par-sheet';

/**
 * The sheet laid out once as titled blocks (key/value lists and tables); the text and md
 * formatters render these blocks, so the terminal and the document show the same figures in
 * the same order.
 */
export type Align = 'left' | 'right';

export interface Table {
  readonly head: readonly string[];
  readonly align: readonly Align[];
  readonly rows: readonly (readonly string[])[];
}

export interface Block {
  readonly title: string;
  readonly pairs?: readonly (readonly [string, string])[];
  readonly table?: Table;
  readonly notes?: readonly string[];
}

function span(i: SheetInterval): string {
  return `${i.low} – ${i.high}`;
}

export function sheetBlocks(sheet: ParSheet): Block[] {
  const m = sheet.method;
  const blocks: Block[] = [];
  blocks.push({
    title: `PAR sheet: ${sheet.game.name} (${sheet.game.id})`,
    pairs: [
      ['stake per round', `${sheet.game.stakeUnits} ${sheet.game.unit}${sheet.game.stakeUnits === '1' ? '' : 's'}`],
      ...Object.entries(sheet.assumptions).map(([k, v]) => [k, v] as const),
    ],
  });
  const method: [string, string][] = [['exact figures', m.exact]];
  if (sheet.cycle !== null) method.push(['cycle (equally likely outcomes)', groupThousands(sheet.cycle)]);
  if (m.bruteForce !== null) {
    method.push(['brute force', `${groupThousands(m.bruteForce.combinations)} combinations, ${m.bruteForce.agrees ? 'agrees with the exact figures to the unit' : 'DISAGREES with the exact figures'}`]);
  }
  if (m.monteCarlo !== null) {
    const mc = m.monteCarlo;
    method.push(['Monte Carlo', `${groupThousands(mc.rounds)} rounds, seed ${mc.seed}, ${mc.chunks} chunks of ${mc.chunkRounds}, stopped by ${mc.stoppedBy}`]);
    if (mc.precision !== null) method.push(['precision asked', `99 % half-width ≤ ${mc.precision}, checked every ${mc.checkpointChunks} chunks`]);
  }
  blocks.push({ title: 'Method', pairs: method, ...(m.bruteForce !== null && m.bruteForce.differences.length > 0 ? { notes: m.bruteForce.differences } : {}) });

  const rtpRows = [sheet.rtp.total, ...sheet.rtp.components].map((r) => [
    r.name,
    r.percent,
    r.source,
    r.monteCarlo?.percent ?? '',
    r.monteCarlo?.interval99 ?? '',
  ]);
  blocks.push({
    title: 'Return to player',
    table: { head: ['part', 'RTP', 'source', 'Monte Carlo', 'MC 99 % interval'], align: ['left', 'right', 'left', 'right', 'right'], rows: rtpRows },
    ...(sheet.exactInsideInterval99 === null
      ? {}
      : { notes: [`exact RTP ${sheet.exactInsideInterval99 ? 'lies inside' : 'lies OUTSIDE'} the Monte Carlo 99 % interval`] }),
  });
  if (sheet.rtpIntervals !== null) {
    blocks.push({
      title: 'Monte Carlo RTP confidence intervals',
      table: {
        head: ['level', 'low', 'high', '±'],
        align: ['left', 'right', 'right', 'right'],
        rows: sheet.rtpIntervals.map((i) => [i.level, i.low, i.high, i.halfWidth]),
      },
    });
  }
  blocks.push({
    title: 'Hits and spread',
    pairs: [
      ['hit frequency', `${sheet.hitFrequency.percent} (${sheet.hitFrequency.oneIn}) [${sheet.hitFrequency.source}]`],
      ['hit event', sheet.hitFrequency.event],
      ['P(no win)', `${sheet.noWin.percent} [${sheet.noWin.source}]`],
      ['SD per unit stake', `${sheet.standardDeviation.perUnitStake} [${sheet.standardDeviation.source}]`],
      ['volatility index', `${sheet.volatilityIndex.value} (${sheet.volatilityIndex.definition})`],
      ['max win', `${sheet.maxWin.units} ${sheet.game.unit}s = ${sheet.maxWin.timesStake} stake, ${sheet.maxWin.odds} [${sheet.maxWin.source}]`],
    ],
  });
  if (sheet.confidenceTable.rows.length > 0) {
    const levels = sheet.confidenceTable.rows[0]?.intervals.map((i) => i.level) ?? [];
    blocks.push({
      title: 'Expected RTP range after n games',
      table: {
        head: ['games', ...levels],
        align: ['right', ...levels.map((): Align => 'right')],
        rows: sheet.confidenceTable.rows.map((r) => [r.games, ...r.intervals.map(span)]),
      },
      notes: [sheet.confidenceTable.basis],
    });
  }
  if (sheet.winDistribution.rows.length > 0) {
    blocks.push({
      title: `Win distribution (${sheet.winDistribution.source})`,
      table: {
        head: ['round win', 'rounds', 'share', 'frequency', 'RTP share'],
        align: ['left', 'right', 'right', 'right', 'right'],
        rows: sheet.winDistribution.rows.map((r) => [r.range, groupThousands(r.rounds), r.percent, r.oneIn, r.rtpShare]),
      },
    });
  }
  if (sheet.features.length > 0) {
    blocks.push({
      title: 'Features',
      table: {
        head: ['feature', 'rounds', 'frequency', 'average win', 'RTP share', 'source'],
        align: ['left', 'right', 'right', 'right', 'right', 'left'],
        rows: sheet.features.map((f) => [f.name, f.rounds === 'n/a' ? f.rounds : groupThousands(f.rounds), f.oneIn, f.averageWinTimesStake, f.rtpShare, f.source]),
      },
      notes: ['average win: win from the feature start to the end of the round, in multiples of the stake'],
    });
  }
  if (sheet.contributions !== null) {
    blocks.push({
      title: 'Contribution by paytable entry (exact)',
      table: {
        head: ['entry', 'win over the cycle', 'RTP share'],
        align: ['left', 'right', 'right'],
        rows: sheet.contributions.map((c) => [c.key, groupThousands(c.win), c.rtpShare]),
      },
    });
  }
  return blocks;
}

