/**
 * The brute-force check of a line definition's exact figures, split by first-reel stop ranges
 * so worker threads share it: each range is an independent enumeration
 * (bruteForceLineGame(def, range)), and the main thread joins them with mergeBruteForce, which
 * refuses overlaps, then compares every numerator with the combinatorics.
 */
import { parseGameDefinition, type LineDefinition } from '../../engine/par/definition';
import { bruteForceLineGame, mergeBruteForce, type BruteForceResult } from '../../engine/par/line-game';
import type { ExactResult } from '../../engine/par/par-model';
import { checkAgainstBruteForce, type BruteForceCheck } from '../../engine/par/sheet/brute-force-check';

export interface LineDefinitionSource {
  readonly json: unknown;
  readonly source: string;
}

/** Parsed once per thread: a worker runs many ranges of the same definition. */
const parsed = new WeakMap<LineDefinitionSource, LineDefinition>();

function lineDefinition(line: LineDefinitionSource): LineDefinition {
  let def = parsed.get(line);
  if (def === undefined) {
    const any = parseGameDefinition(line.json, line.source);
    if (any.kind !== 'lines') throw new Error(`${line.source} is not a line game`);
    def = any;
    parsed.set(line, def);
  }
  return def;
}

/** The first reel's stops cut into at most `pieces` consecutive ranges [from, to) of near-equal size. */
export function firstReelRanges(line: LineDefinitionSource, pieces: number): { from: number; to: number }[] {
  const stops = lineDefinition(line).reels.strips[0]?.length ?? 0;
  const count = Math.max(1, Math.min(stops, pieces));
  const ranges: { from: number; to: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    ranges.push({ from: Math.floor((i * stops) / count), to: Math.floor(((i + 1) * stops) / count) });
  }
  return ranges;
}

export function bruteForceRange(line: LineDefinitionSource, from: number, to: number): BruteForceResult {
  return bruteForceLineGame(lineDefinition(line), { firstReelFrom: from, firstReelTo: to });
}

export interface MergedBruteForce {
  readonly result: BruteForceResult;
  readonly check: BruteForceCheck;
  /**
   * The exact result completed with what only the enumeration knows (hits, Σwin², max win),
   * when the enumeration is the whole game (no free spins) and agrees; else the exact result as is.
   */
  readonly exact: ExactResult;
}

/**
 * Joins the ranges (in range order) and compares the whole with the exact result. The brute
 * force plays the base game only: its hits, spread, max win and win distribution are the
 * game's own only when the model has no other component (`componentIds`).
 */
export function mergeAndCheck(results: readonly unknown[], exact: ExactResult, firstReelStops: number, componentIds: readonly string[]): MergedBruteForce {
  const [first, ...rest] = results as BruteForceResult[];
  if (first === undefined) throw new Error('no brute-force ranges ran');
  const result = rest.reduce(mergeBruteForce, first);
  const covered = result.ranges.length === 1 && result.ranges[0]?.[0] === 0 && result.ranges[0]?.[1] === firstReelStops;
  if (!covered) throw new Error(`brute force covered first-reel stops ${JSON.stringify(result.ranges)}, not 0–${firstReelStops}`);
  const wholeGame = componentIds.every((id) => result.components[id] !== undefined);
  const check = checkAgainstBruteForce(exact, {
    cycle: result.cycle,
    components: result.components,
    hits: result.hits,
    sumOfSquares: result.sumOfSquares,
    maxWin: result.maxWin,
    contributions: result.contributions,
    ...(wholeGame ? { rangeRounds: result.histogram.map((h) => h.outcomes), rangeWins: result.histogram.map((h) => h.win) } : {}),
  });
  const completed =
    wholeGame && check.agrees ? { ...exact, hits: result.hits, sumOfSquares: result.sumOfSquares, maxWin: result.maxWin } : exact;
  return { result, check: { ...check, combinations: result.combinations }, exact: completed };
}

export function firstReelLength(line: LineDefinitionSource): number {
  return lineDefinition(line).reels.strips[0]?.length ?? 0;
}
