/**
 * The Bonus symbol's tables and draws. Every landed BONUS (base spin, bought spin or respin) gets
 * its kind at once, in one weighted draw over one table: a value (× the TOTAL bet), Mystery or
 * Multiplying. At most one Multiplying bonus stands on the grid: while one is there (or was drawn
 * earlier in the same spin) the kind is drawn from the same table without the Multiplying entry,
 * which is the last entry, so the draw's bound is simply the total less its weight.
 *
 * At the end of the feature: each Mystery draws its level (MINI … GRAND, fixed multiples of the
 * total bet); the Multiplying bonus draws its factor (×2 forced, no draw, when a GRAND was
 * revealed: GRAND never meets ×3, ×4 or ×5); then every Mystery and Multiplying place draws a
 * fresh value from the value entries alone. The weights are the maths' tuning
 * (docs/games/mystery-elves-maths.md); all draws go through the engine Rng.
 */
import type { DrawRecorder } from '../../core/rng';

export type ElvesLevel = 'MINI' | 'MINOR' | 'MAJOR' | 'GRAND';
/** Lowest first. */
export const ELVES_LEVELS: readonly ElvesLevel[] = Object.freeze(['MINI', 'MINOR', 'MAJOR', 'GRAND'] as const);
/** × the total bet. */
export const ELVES_LEVEL_TIMES: Readonly<Record<ElvesLevel, number>> = Object.freeze({ MINI: 20, MINOR: 50, MAJOR: 200, GRAND: 1000 });
/** The bonus values × the total bet, ascending. */
export const ELVES_VALUE_TIMES: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18]);
export const ELVES_FACTORS: readonly number[] = Object.freeze([2, 3, 4, 5]);
/** Places of the 5 × 3 grid: place = reel × 3 + row. */
export const ELVES_PLACES = 15;

export type ElvesBonus = { readonly kind: 'value'; readonly times: number } | { readonly kind: 'mystery' } | { readonly kind: 'multiplier' };

/** Everything a bonus draw reads; the exact maths and the tuner take other tables of this shape. */
export interface ElvesBonusTables {
  /** Values × the total bet, ascending, and their weights in the kind table (and the fresh-value table). */
  readonly valueTimes: readonly number[];
  readonly valueWeights: readonly number[];
  readonly mysteryWeight: number;
  readonly multiplierWeight: number;
  /** By ELVES_LEVELS (MINI first): × the total bet, and the weights of a Mystery's level. */
  readonly levelTimes: readonly number[];
  readonly levelWeights: readonly number[];
  /** The Multiplying factors and their weights when no GRAND was revealed. */
  readonly factors: readonly number[];
  readonly factorWeights: readonly number[];
}

/** The game's tables. The value entries are ascending; Mystery and Multiplying follow them in the kind table. */
export const ELVES_BONUS_TABLES: ElvesBonusTables = Object.freeze({
  valueTimes: ELVES_VALUE_TIMES,
  valueWeights: Object.freeze([30006, 24000, 16000, 12000, 9000, 7000, 4500, 3000, 2000, 1200, 800]),
  mysteryWeight: 5000,
  multiplierWeight: 2500,
  levelTimes: Object.freeze(ELVES_LEVELS.map((l) => ELVES_LEVEL_TIMES[l])),
  levelWeights: Object.freeze([70000, 24000, 5990, 10]),
  factors: ELVES_FACTORS,
  factorWeights: Object.freeze([50, 30, 15, 5]),
});

const GRAND_INDEX = ELVES_LEVELS.indexOf('GRAND');

const sumOf = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Throws unless the tables are whole, positive and consistent (checked once for the game's own). */
export function checkBonusTables(t: ElvesBonusTables): void {
  const whole = (xs: readonly number[], what: string, min: number): void => {
    if (xs.length === 0) throw new RangeError(`bonus tables: ${what} is empty`);
    for (const x of xs) if (!Number.isSafeInteger(x) || x < min) throw new RangeError(`bonus tables: ${what} holds ${x}`);
  };
  whole(t.valueTimes, 'valueTimes', 1);
  for (let i = 1; i < t.valueTimes.length; i += 1) if ((t.valueTimes[i] as number) <= (t.valueTimes[i - 1] as number)) throw new RangeError('bonus tables: values must ascend');
  if (t.valueWeights.length !== t.valueTimes.length) throw new RangeError('bonus tables: one weight per value');
  whole(t.valueWeights, 'valueWeights', 1);
  whole([t.mysteryWeight, t.multiplierWeight], 'the Mystery and Multiplying weights', 0);
  if (t.levelTimes.length !== ELVES_LEVELS.length || t.levelWeights.length !== ELVES_LEVELS.length) throw new RangeError('bonus tables: one time and one weight per level');
  whole(t.levelTimes, 'levelTimes', 1);
  whole(t.levelWeights, 'levelWeights', 0);
  if (sumOf(t.levelWeights) === 0) throw new RangeError('bonus tables: no level can be drawn');
  if (t.factors.length !== t.factorWeights.length) throw new RangeError('bonus tables: one weight per factor');
  whole(t.factors, 'factors', 2);
  whole(t.factorWeights, 'factorWeights', 0);
  if (sumOf(t.factorWeights) === 0) throw new RangeError('bonus tables: no factor can be drawn');
  if (!t.factors.includes(2)) throw new RangeError('bonus tables: ×2 must be a factor (GRAND forces it)');
}
checkBonusTables(ELVES_BONUS_TABLES);

/** Totals of the tables' draws: the bounds the Rng is asked for. */
export interface ElvesDrawBounds {
  /** The kind table with and without the Multiplying entry. */
  readonly kind: number;
  readonly kindWithoutMultiplier: number;
  readonly value: number;
  readonly level: number;
  readonly factor: number;
}

export function drawBounds(t: ElvesBonusTables = ELVES_BONUS_TABLES): ElvesDrawBounds {
  const value = sumOf(t.valueWeights);
  return {
    kind: value + t.mysteryWeight + t.multiplierWeight,
    kindWithoutMultiplier: value + t.mysteryWeight,
    value,
    level: sumOf(t.levelWeights),
    factor: sumOf(t.factorWeights),
  };
}

/** The entry a draw `value` in [0, Σ weights) selects: entries own consecutive ranges in order. */
export function weightedEntry(weights: readonly number[], value: number): number {
  let left = value;
  for (let i = 0; i < weights.length; i += 1) {
    const w = weights[i] as number;
    if (left < w) return i;
    left -= w;
  }
  throw new RangeError(`weighted value ${value} is past the table's total`);
}

const VALUE_BONUSES: readonly ElvesBonus[] = Object.freeze(ELVES_VALUE_TIMES.map((times) => Object.freeze({ kind: 'value' as const, times })));
const MYSTERY: ElvesBonus = Object.freeze({ kind: 'mystery' });
const MULTIPLIER: ElvesBonus = Object.freeze({ kind: 'multiplier' });

/**
 * Kind draw number `entry` of the kind table (values, then Mystery, then Multiplying) as a bonus.
 * The game's own values are shared frozen objects: plain JSON, safe to keep in a snapshot.
 */
export function bonusOfEntry(entry: number, t: ElvesBonusTables = ELVES_BONUS_TABLES): ElvesBonus {
  const values = t.valueTimes.length;
  if (entry < values) return t === ELVES_BONUS_TABLES ? (VALUE_BONUSES[entry] as ElvesBonus) : { kind: 'value', times: t.valueTimes[entry] as number };
  if (entry === values) return MYSTERY;
  if (entry === values + 1) return MULTIPLIER;
  throw new RangeError(`no kind entry ${entry}`);
}

/** The kind table's weights: values, Mystery, Multiplying. */
export function kindWeights(t: ElvesBonusTables = ELVES_BONUS_TABLES): readonly number[] {
  return [...t.valueWeights, t.mysteryWeight, t.multiplierWeight];
}

const GAME_KIND_WEIGHTS = Object.freeze(kindWeights());
const GAME_BOUNDS = Object.freeze(drawBounds());

/** One landed bonus's kind; `multiplierTaken`: a Multiplying bonus already stands on the grid (or landed earlier this spin). */
export function drawBonusKind(recorder: DrawRecorder, multiplierTaken: boolean): ElvesBonus {
  const value = recorder.int(multiplierTaken ? GAME_BOUNDS.kindWithoutMultiplier : GAME_BOUNDS.kind);
  return bonusOfEntry(weightedEntry(GAME_KIND_WEIGHTS, value));
}

/** A Mystery's level. */
export function drawLevel(recorder: DrawRecorder): ElvesLevel {
  return ELVES_LEVELS[weightedEntry(ELVES_BONUS_TABLES.levelWeights, recorder.int(GAME_BOUNDS.level))] as ElvesLevel;
}

/** The Multiplying factor when no GRAND was revealed. */
export function drawFactor(recorder: DrawRecorder): number {
  return ELVES_FACTORS[weightedEntry(ELVES_BONUS_TABLES.factorWeights, recorder.int(GAME_BOUNDS.factor))] as number;
}

/** A fresh value (× the total bet) from the value entries alone. */
export function drawFreshValue(recorder: DrawRecorder): number {
  return ELVES_VALUE_TIMES[weightedEntry(ELVES_BONUS_TABLES.valueWeights, recorder.int(GAME_BOUNDS.value))] as number;
}

export const GRAND_LEVEL_INDEX = GRAND_INDEX;

/** Whether `x` is one of the game's bonuses (a value from the table, Mystery or Multiplying). */
export function isElvesBonus(x: unknown): x is ElvesBonus {
  if (typeof x !== 'object' || x === null) return false;
  const b = x as { kind?: unknown; times?: unknown };
  if (b.kind === 'mystery' || b.kind === 'multiplier') return true;
  return b.kind === 'value' && typeof b.times === 'number' && ELVES_VALUE_TIMES.includes(b.times);
}
