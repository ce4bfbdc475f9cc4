import type { DrawRecorder } from './rng';

/**
 * Reel strips and what a window shows.
 *
 * A strip is the reel's figures in strip order; a stop is the strip index standing on the
 * reel's centre row (the prize line for the Gnomos lower game). Strips are drawn top to bottom
 * in strip order, so the row above the centre shows index stop − 1 and the row below stop + 1,
 * both wrapping round the reel.
 *
 * Convention for advances and nudges: "the next figure" of a reel is strip index stop + 1.
 * Moving a reel one step forward (`nextFigureStop`) brings the figure just below the line onto
 * it. Every game and the renderer use this one direction.
 */
export type Strip<S extends string = string> = readonly S[];

/** The stops of a set of reels, one per reel. */
export type Stops = readonly number[];

function assertStop(stop: number, length: number): void {
  if (!Number.isInteger(stop) || stop < 0 || stop >= length) {
    throw new RangeError(`stop ${String(stop)} is not an index of a ${length}-stop strip`);
  }
}

/** The stop reached after moving `k` figures forward (negative k moves back), wrapping round. */
export function stepStop(stop: number, k: number, length: number): number {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`strip length must be a positive integer, got ${length}`);
  assertStop(stop, length);
  if (!Number.isInteger(k)) throw new RangeError(`step must be an integer, got ${String(k)}`);
  return (((stop + k) % length) + length) % length;
}

/** The stop that puts the next figure (strip index + 1) on the line: one advance. */
export function nextFigureStop(stop: number, length: number): number {
  return stepStop(stop, 1, length);
}

/**
 * What each reel shows: per reel, rows from the top, `rowsAbove` figures above the centre, the
 * centre figure, then `rowsBelow` figures below. `windowAt(strips, stops, 1, 1)[r][1]` is reel
 * r's figure on the centre row.
 */
export function windowAt<S extends string>(
  strips: readonly Strip<S>[],
  stops: Stops,
  rowsAbove: number,
  rowsBelow: number,
): S[][] {
  if (strips.length !== stops.length) {
    throw new RangeError(`${strips.length} strips but ${stops.length} stops`);
  }
  if (!Number.isInteger(rowsAbove) || rowsAbove < 0 || !Number.isInteger(rowsBelow) || rowsBelow < 0) {
    throw new RangeError('rows above and below must be non-negative integers');
  }
  return strips.map((strip, reel) => {
    const stop = stops[reel] ?? -1;
    assertStop(stop, strip.length);
    const column: S[] = [];
    for (let offset = -rowsAbove; offset <= rowsBelow; offset += 1) {
      column.push(strip[stepStop(stop, offset, strip.length)] as S);
    }
    return column;
  });
}

/**
 * Stop weights of a reel (a "virtual reel"): stop i lands on the line with probability
 * weights[i] / sum(weights). One stop is drawn per reel with a single unbiased range draw over
 * the total weight, so the journal records one draw per reel and recall can replay it.
 */
export type StopWeights = readonly number[];

/**
 * Validated totals by weights array. Reels are drawn millions of times in simulations, and
 * the weights are frozen maths data, so each array is checked once. (Mutating a weights array
 * after its first draw is unsupported; the games freeze theirs.)
 */
const checkedTotals = new WeakMap<StopWeights, number>();

/** Sum of a reel's weights; throws unless every weight is a positive integer (every stop can land). */
export function totalWeight(weights: StopWeights): number {
  const known = checkedTotals.get(weights);
  if (known !== undefined) return known;
  if (weights.length === 0) throw new RangeError('a reel needs at least one stop');
  let sum = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 1) throw new RangeError(`stop weights must be positive integers, got ${String(w)}`);
    sum += w;
  }
  if (!Number.isSafeInteger(sum) || sum > 2 ** 32) throw new RangeError('total reel weight must not exceed 2^32');
  checkedTotals.set(weights, sum);
  return sum;
}

/** The stop a weighted draw `value` in [0, total) selects: stops own consecutive ranges in strip order. */
export function stopForWeightedValue(weights: StopWeights, value: number): number {
  const total = totalWeight(weights);
  if (!Number.isInteger(value) || value < 0 || value >= total) {
    throw new RangeError(`weighted value ${String(value)} is outside [0, ${total})`);
  }
  const table = stopTable(weights, total);
  if (table) return table[value] as number;
  let remaining = value;
  for (let stop = 0; stop < weights.length; stop += 1) {
    const w = weights[stop] ?? 0;
    if (remaining < w) return stop;
    remaining -= w;
  }
  throw new RangeError('unreachable: value below total weight always selects a stop');
}

/** Reels up to this total weight get a value → stop table, so a draw is one array read. */
const STOP_TABLE_LIMIT = 1 << 16;
const stopTables = new WeakMap<StopWeights, Uint16Array>();

function stopTable(weights: StopWeights, total: number): Uint16Array | null {
  if (total > STOP_TABLE_LIMIT || weights.length > 0xffff) return null;
  let table = stopTables.get(weights);
  if (!table) {
    table = new Uint16Array(total);
    let at = 0;
    weights.forEach((w, stop) => {
      table?.fill(stop, at, at + w);
      at += w;
    });
    stopTables.set(weights, table);
  }
  return table;
}

/** The first weighted value that selects `stop` (tests and recall use it to force a stop). */
export function firstWeightedValueOf(weights: StopWeights, stop: number): number {
  assertStop(stop, weights.length);
  totalWeight(weights);
  let start = 0;
  for (let i = 0; i < stop; i += 1) start += weights[i] ?? 0;
  return start;
}

/** Draws one reel's stop through the recorder: one range draw over the reel's total weight. */
export function drawWeightedStop(recorder: DrawRecorder, weights: StopWeights): number {
  return stopForWeightedValue(weights, recorder.int(totalWeight(weights)));
}
