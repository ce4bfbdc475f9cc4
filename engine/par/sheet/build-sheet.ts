import type { PlanResult } from '../monte-carlo-plan';
import type { ExactResult, ParModel } from '../par-model';
import { confidenceTable, VOLATILITY_INDEX_DEFINITION, volatilityIndex, type Interval } from '../stats/dispersion';
import { exactCoversAll, exactHitFrequency, exactMaxWinOneIn, exactRtp, exactSdPerStake } from '../stats/exact-figures';
import { ratio, ratioToNumber, type Ratio } from '../stats/ratio';
import {
  featureFigures,
  hitFrequency,
  observedComponentIntervals,
  noWinProbability,
  observedComponentRtps,
  observedRtp,
  observedRtpIntervals,
  observedSdPerStake,
} from '../stats/round-figures';
import type { RoundStats } from '../stats/round-stats';
import { WIN_RANGE_LABELS } from '../stats/win-ranges';
import type { BruteForceCheck } from './brute-force-check';
import { decimalRatio, decimalText, groupThousands, oneInText, percentFloat, percentText } from './format-ratio';
import type { FigureSource, ParSheet, SheetInterval, SheetRatio, SheetRtp } from './par-sheet';

export interface MonteCarloInput {
  readonly seed: number;
  readonly result: PlanResult;
  /** The `--precision` asked for, if the run was a precision run. */
  readonly precision?: number;
}

export interface SheetInput {
  readonly model: ParModel;
  readonly exact?: ExactResult;
  readonly bruteForce?: BruteForceCheck;
  readonly monteCarlo?: MonteCarloInput;
}

const NA = 'n/a';

function sheetRatio(r: Ratio, source: FigureSource): SheetRatio {
  return { percent: percentText(r), numerator: r.numerator.toString(), denominator: r.denominator.toString(), source };
}

function sheetInterval(i: Interval): SheetInterval {
  return { level: i.level, low: percentFloat(i.low), high: percentFloat(i.high), halfWidth: percentFloat(i.halfWidth) };
}

function rangeText(i: Interval | undefined): string {
  return i === undefined ? NA : `${percentFloat(i.low)} – ${percentFloat(i.high)}`;
}

/**
 * Builds the sheet from what is known. Exact figures win wherever the exact result covers the
 * whole game (every component); otherwise the figure is the Monte Carlo estimate and says so.
 */
export function buildParSheet(input: SheetInput): ParSheet {
  const { model, exact, bruteForce, monteCarlo } = input;
  const stats = monteCarlo?.result.stats;
  if (exact === undefined && stats === undefined) throw new RangeError('a PAR sheet needs exact figures, a simulation, or both');
  if (exact !== undefined && exact.stakeUnits !== BigInt(model.stakeUnits)) {
    throw new RangeError(`exact stake ${exact.stakeUnits} differs from the model's ${model.stakeUnits}`);
  }
  const componentIds = model.components.map((c) => c.id);
  const whole = exact !== undefined && exactCoversAll(exact, componentIds) ? exact : undefined;
  const stake = BigInt(model.stakeUnits);

  // RTP, total and by component.
  const mcComponents = stats === undefined ? null : observedComponentRtps(stats);
  const mcComponentIntervals = stats === undefined ? null : observedComponentIntervals(stats);
  const components: SheetRtp[] = model.components.map((part, i) => {
    const exactWin = exact?.components[part.id];
    const observed = mcComponents?.[i];
    const mc = observed === undefined ? null : { percent: percentText(observed), interval99: rangeText(mcComponentIntervals?.[i]?.[2]) };
    if (exact !== undefined && exactWin !== undefined) {
      return { id: part.id, name: part.name, ...sheetRatio(ratio(exactWin, exact.cycle * exact.stakeUnits), 'exact'), monteCarlo: mc };
    }
    if (observed === undefined) throw new RangeError(`component ${part.id} is neither exact nor simulated`);
    return { id: part.id, name: part.name, ...sheetRatio(observed, 'monte-carlo'), monteCarlo: mc };
  });
  const mcTotal = stats === undefined ? null : observedRtp(stats);
  const intervals = stats === undefined ? null : observedRtpIntervals(stats);
  const ci99 = intervals?.[2];
  const totalMc = mcTotal === null ? null : { percent: percentText(mcTotal), interval99: rangeText(ci99) };
  const totalRatio = whole !== undefined ? exactRtp(whole) : (mcTotal as Ratio);
  const total: SheetRtp = { id: 'total', name: 'Total RTP', ...sheetRatio(totalRatio, whole !== undefined ? 'exact' : 'monte-carlo'), monteCarlo: totalMc };

  const exactValue = whole === undefined ? null : ratioToNumber(exactRtp(whole));
  const exactInside = ci99 === undefined || exactValue === null ? null : exactValue >= ci99.low && exactValue <= ci99.high;

  // Hit frequency and P(no win).
  const exactHits = whole === undefined ? null : exactHitFrequency(whole);
  const hits: { r: Ratio; source: FigureSource } | null =
    exactHits !== null ? { r: exactHits, source: 'exact' } : stats !== undefined ? { r: hitFrequency(stats), source: 'monte-carlo' } : null;
  const noWin = hits === null ? null : exactHits !== null ? ratio(exactHits.denominator - exactHits.numerator, exactHits.denominator) : stats === undefined ? null : noWinProbability(stats);

  // Spread: the exact SD when the exact result has Σwin², else the sample SD.
  const exactSd = whole === undefined ? null : exactSdPerStake(whole);
  const sd = exactSd ?? (stats === undefined ? null : observedSdPerStake(stats));
  const sdSource: FigureSource = exactSd !== null ? 'exact' : 'monte-carlo';
  const rtpForTable = exactValue ?? (mcTotal === null ? null : ratioToNumber(mcTotal));

  return {
    game: { id: model.id, name: model.name, unit: model.unitLabel, stakeUnits: stake.toString() },
    assumptions: { ...model.assumptions },
    method: {
      exact: exact === undefined ? 'none' : whole !== undefined ? 'all components' : 'some components',
      bruteForce:
        bruteForce === undefined
          ? null
          : { combinations: bruteForce.combinations.toString(), agrees: bruteForce.agrees, differences: [...bruteForce.differences] },
      monteCarlo:
        monteCarlo === undefined
          ? null
          : {
              seed: String(monteCarlo.seed),
              rounds: monteCarlo.result.stats.rounds.toString(),
              chunks: monteCarlo.result.chunks,
              chunkRounds: monteCarlo.result.chunkRounds,
              checkpointChunks: monteCarlo.result.checkpointChunks,
              stoppedBy: monteCarlo.result.stopReason,
              precision: monteCarlo.precision === undefined ? null : percentFloat(monteCarlo.precision),
            },
    },
    cycle: exact === undefined ? null : exact.cycle.toString(),
    rtp: { total, components },
    rtpIntervals: intervals === null ? null : intervals.map(sheetInterval),
    exactInsideInterval99: exactInside,
    hitFrequency: {
      event: model.hitEvent,
      percent: hits === null ? NA : percentText(hits.r),
      oneIn: hits === null ? NA : oneInText(hits.r),
      source: hits?.source ?? 'exact',
    },
    noWin: { percent: noWin === null ? NA : percentText(noWin), source: hits?.source ?? 'exact' },
    standardDeviation: { perUnitStake: sd === null ? NA : decimalText(sd, 4), source: sdSource },
    volatilityIndex: { value: sd === null ? NA : decimalText(volatilityIndex(sd), 4), definition: VOLATILITY_INDEX_DEFINITION, source: sdSource },
    confidenceTable: {
      basis:
        sd === null || rtpForTable === null
          ? NA
          : `RTP ± z·SD/√n with RTP ${percentFloat(rtpForTable)} and SD ${decimalText(sd, 4)} (${sdSource === 'exact' ? 'exact' : 'Monte Carlo'})`,
      rows:
        sd === null || rtpForTable === null
          ? []
          : confidenceTable(rtpForTable, sd).map((row) => ({ games: groupThousands(String(row.games)), intervals: row.intervals.map(sheetInterval) })),
    },
    maxWin: maxWinFigures(model, whole, stats),
    // An enumerated distribution is the game's only when the exact figures cover every component.
    winDistribution: distribution(stake, whole === undefined ? undefined : bruteForce, stats),
    features: model.features.map((f, i) => {
      if (stats === undefined) return { id: f.id, name: f.name, rounds: NA, oneIn: NA, averageWinTimesStake: NA, rtpShare: NA, source: 'monte-carlo' as const };
      const fig = featureFigures(stats, i);
      return {
        id: f.id,
        name: f.name,
        rounds: (stats.featureRounds[i] ?? 0n).toString(),
        oneIn: oneInText(fig.frequency),
        averageWinTimesStake: fig.averageWinTimesStake === null ? NA : `${decimalRatio(fig.averageWinTimesStake, 2)}×`,
        rtpShare: percentText(fig.rtpShare),
        source: 'monte-carlo' as const,
      };
    }),
    contributions:
      exact?.contributions === undefined
        ? null
        : Object.entries(exact.contributions).map(([key, win]) => ({
            key,
            win: win.toString(),
            rtpShare: percentText(ratio(win, exact.cycle * exact.stakeUnits)),
          })),
  };
}

function maxWinFigures(model: ParModel, whole: ExactResult | undefined, stats: RoundStats | undefined): ParSheet['maxWin'] {
  const stake = BigInt(model.stakeUnits);
  if (whole?.maxWin !== undefined) {
    const oneIn = exactMaxWinOneIn(whole);
    return {
      units: groupThousands(whole.maxWin.units.toString()),
      timesStake: `${decimalRatio(ratio(whole.maxWin.units, stake), 2)}×`,
      odds: oneIn === null ? 'never' : `1 in ${decimalRatio(oneIn, 2)} (${whole.maxWin.outcomes} of ${groupThousands(whole.cycle.toString())} outcomes)`,
      source: 'exact',
    };
  }
  if (stats === undefined) return { units: NA, timesStake: NA, odds: NA, source: 'exact' };
  return {
    units: groupThousands(stats.maxWin.toString()),
    timesStake: `${decimalRatio(ratio(stats.maxWin, stake), 2)}×`,
    odds: `observed ${stats.maxWinCount} times in ${groupThousands(stats.rounds.toString())} rounds (${oneInText(ratio(stats.maxWinCount, stats.rounds))})`,
    source: 'monte-carlo',
  };
}

function distribution(stake: bigint, brute: BruteForceCheck | undefined, stats: RoundStats | undefined): ParSheet['winDistribution'] {
  let rounds: readonly bigint[];
  let wins: readonly bigint[] | undefined;
  let source: FigureSource;
  if (brute?.rangeRounds !== undefined && brute.agrees) {
    rounds = brute.rangeRounds;
    wins = brute.rangeWins;
    source = 'exact';
  } else if (stats !== undefined) {
    rounds = stats.rangeRounds;
    wins = stats.rangeWins;
    source = 'monte-carlo';
  } else {
    return { source: 'exact', rows: [] };
  }
  const all = rounds.reduce((a, b) => a + b, 0n);
  if (all === 0n) return { source, rows: [] };
  return {
    source,
    rows: WIN_RANGE_LABELS.map((label, i) => {
      const n = rounds[i] ?? 0n;
      const w = wins?.[i];
      return {
        range: `${label} × stake`,
        rounds: n.toString(),
        percent: percentText(ratio(n, all)),
        oneIn: oneInText(ratio(n, all)),
        rtpShare: w === undefined ? NA : percentText(ratio(w, all * stake)),
      };
    }),
  };
}
