/**
 * The Hold and Win's procedures, one function per step so the round can journal and show each:
 * a respin of the empty places, then at the end of the feature, in this order, the Mysteries'
 * levels, the Multiplying factor, the fresh values of the Mystery and Multiplying places, and the
 * pay. Pure: every draw goes through the Rng and is returned; grids are 15 places (reel × 3 + row)
 * holding a bonus or null, plain JSON, never changed.
 *
 * Draw order (the fast simulator, par/fast-sim.ts, draws the same and a test holds them equal):
 * - respin: each empty place in place order spins its cell reel (one draw over its stops); a
 *   place that shows BONUS draws its kind at once (the Multiplying entry left out when one stands
 *   on the grid or landed earlier in this respin);
 * - levels: each Mystery in place order; factor: one draw, none without a Multiplying bonus or
 *   after a GRAND (×2 forced); fresh values: each Mystery and Multiplying place in place order.
 */
import { DrawRecorder, type Rng, type RngDraw } from '../../core/rng';
import { finished, land, startLockedRespins } from '../../features/locked-respins';
import { drawBonusKind, drawFactor, drawFreshValue, drawLevel, ELVES_FACTORS, ELVES_LEVEL_TIMES, ELVES_LEVELS, ELVES_PLACES, ELVES_VALUE_TIMES, isElvesBonus, type ElvesBonus, type ElvesLevel } from './bonus';
import { MYSTERY_ELVES_CELL_REEL } from './reels';

/** Respins at the start, and what a respin that lands a new bonus sets the count back to. */
export const ELVES_RESPINS = 3;

type Grid = readonly (ElvesBonus | null)[];

const recorderOf = (rng: Rng | DrawRecorder): DrawRecorder => (rng instanceof DrawRecorder ? rng : new DrawRecorder(rng));

/** Throws RangeError unless `grid` is 15 places of bonuses or null with at most one Multiplying. */
export function checkGrid(grid: Grid): void {
  if (!Array.isArray(grid) || grid.length !== ELVES_PLACES) throw new RangeError(`a Hold and Win grid is ${ELVES_PLACES} places, got ${Array.isArray(grid) ? grid.length : typeof grid}`);
  let multipliers = 0;
  grid.forEach((b, place) => {
    if (b === null) return;
    if (!isElvesBonus(b)) throw new RangeError(`place ${place} holds no Mystery Elves bonus: ${JSON.stringify(b)}`);
    if (b.kind === 'multiplier') multipliers += 1;
  });
  if (multipliers > 1) throw new RangeError(`at most one Multiplying bonus stands on the grid, got ${multipliers}`);
}

const hasMultiplier = (grid: Grid): boolean => grid.some((b) => b !== null && b.kind === 'multiplier');

/** One respin: a new bonus (kind drawn) may land on each EMPTY place of `grid`; held places are untouched. */
export function playElvesRespin(rng: Rng | DrawRecorder, grid: Grid): { readonly landed: readonly (ElvesBonus | null)[]; readonly draws: readonly RngDraw[] } {
  checkGrid(grid);
  const recorder = recorderOf(rng);
  let multiplierTaken = hasMultiplier(grid);
  const landed: (ElvesBonus | null)[] = new Array<ElvesBonus | null>(ELVES_PLACES).fill(null);
  for (let place = 0; place < ELVES_PLACES; place += 1) {
    if (grid[place] !== null) continue;
    if (MYSTERY_ELVES_CELL_REEL[recorder.int(MYSTERY_ELVES_CELL_REEL.length)] !== 'BONUS') continue;
    const bonus = drawBonusKind(recorder, multiplierTaken);
    if (bonus.kind === 'multiplier') multiplierTaken = true;
    landed[place] = bonus;
  }
  return { landed, draws: recorder.take() };
}

/** End of feature, step 1: every Mystery reveals its level. */
export function revealMysteries(rng: Rng | DrawRecorder, grid: Grid): { readonly levels: readonly (ElvesLevel | null)[]; readonly draws: readonly RngDraw[] } {
  checkGrid(grid);
  const recorder = recorderOf(rng);
  const levels = grid.map((b) => (b !== null && b.kind === 'mystery' ? drawLevel(recorder) : null));
  return { levels, draws: recorder.take() };
}

function checkLevels(grid: Grid, levels: readonly (ElvesLevel | null)[]): void {
  if (!Array.isArray(levels) || levels.length !== ELVES_PLACES) throw new RangeError(`levels are ${ELVES_PLACES} places`);
  grid.forEach((b, place) => {
    const level = levels[place];
    const mystery = b !== null && b.kind === 'mystery';
    if (mystery !== (level !== null)) throw new RangeError(`place ${place}: a level stands exactly on a Mystery`);
    if (level !== null && !ELVES_LEVELS.includes(level as ElvesLevel)) throw new RangeError(`place ${place}: no level ${String(level)}`);
  });
}

const grandRevealed = (levels: readonly (ElvesLevel | null)[]): boolean => levels.includes('GRAND');

/** Step 2: the Multiplying bonus's factor (null when none on the grid; 2 forced when a GRAND was revealed — then draw nothing). */
export function revealFactor(rng: Rng | DrawRecorder, grid: Grid, levels: readonly (ElvesLevel | null)[]): { readonly factor: number | null; readonly draws: readonly RngDraw[] } {
  checkGrid(grid);
  checkLevels(grid, levels);
  const recorder = recorderOf(rng);
  if (!hasMultiplier(grid)) return { factor: null, draws: recorder.take() };
  if (grandRevealed(levels)) return { factor: 2, draws: recorder.take() };
  const factor = drawFactor(recorder);
  return { factor, draws: recorder.take() };
}

/** Step 3: the fresh value of every Mystery and Multiplying place. */
export function freshValues(rng: Rng | DrawRecorder, grid: Grid): { readonly times: readonly (number | null)[]; readonly draws: readonly RngDraw[] } {
  checkGrid(grid);
  const recorder = recorderOf(rng);
  const times = grid.map((b) => (b !== null && b.kind !== 'value' ? drawFreshValue(recorder) : null));
  return { times, draws: recorder.take() };
}

/**
 * The pay: per place (× total bet, after the factor and the full-grid ×2), whether the grid is
 * full, and the total (× total bet). The factor multiplies every value bonus and every revealed
 * level; the fresh values are added unmultiplied; a full grid doubles everything. Pure
 * arithmetic: RangeError when the reveals do not fit the grid.
 */
export function featureTotal(
  grid: Grid,
  levels: readonly (ElvesLevel | null)[],
  factor: number | null,
  fresh: readonly (number | null)[],
): { readonly placeTimes: readonly number[]; readonly full: boolean; readonly totalTimes: number } {
  checkGrid(grid);
  checkLevels(grid, levels);
  const multiplier = hasMultiplier(grid);
  if (multiplier !== (factor !== null)) throw new RangeError(multiplier ? 'a Multiplying bonus needs its factor' : 'no Multiplying bonus: the factor is null');
  if (factor !== null && !ELVES_FACTORS.includes(factor)) throw new RangeError(`no factor ×${factor}`);
  if (factor !== null && factor !== 2 && grandRevealed(levels)) throw new RangeError(`a GRAND forces ×2, got ×${factor}`);
  if (!Array.isArray(fresh) || fresh.length !== ELVES_PLACES) throw new RangeError(`fresh values are ${ELVES_PLACES} places`);
  const f = factor ?? 1;
  const full = grid.every((b) => b !== null);
  const double = full ? 2 : 1;
  const placeTimes = grid.map((b, place) => {
    const value = fresh[place] ?? null;
    const needsFresh = b !== null && b.kind !== 'value';
    if (needsFresh !== (value !== null)) throw new RangeError(`place ${place}: a fresh value stands exactly on a Mystery or Multiplying place`);
    if (value !== null && !ELVES_VALUE_TIMES.includes(value)) throw new RangeError(`place ${place}: no value ${value}×`);
    if (b === null) return 0;
    if (b.kind === 'value') return b.times * f * double;
    if (b.kind === 'mystery') return (ELVES_LEVEL_TIMES[levels[place] as ElvesLevel] * f + (value as number)) * double;
    return (value as number) * double;
  });
  return { placeTimes, full, totalTimes: placeTimes.reduce((a, b) => a + b, 0) };
}

/** A whole Hold and Win, played by the steps above (tests, the PAR tool's check of the real procedures, a timed-out round). */
export interface ElvesFeaturePlay {
  /** Each respin's landed places, in order. */
  readonly respins: readonly (readonly (ElvesBonus | null)[])[];
  /** The grid when the respins ended. */
  readonly grid: readonly (ElvesBonus | null)[];
  readonly levels: readonly (ElvesLevel | null)[];
  readonly factor: number | null;
  readonly fresh: readonly (number | null)[];
  readonly placeTimes: readonly number[];
  readonly full: boolean;
  readonly totalTimes: number;
  readonly draws: readonly RngDraw[];
}

/**
 * Plays the Hold and Win from the triggering bonuses to its pay: respins on the shared locked
 * respins (engine/features/locked-respins.ts: 3 respins, back to 3 on a new bonus, over when the
 * count runs out or all 15 places are held), then the three reveals and the pay.
 */
export function playElvesFeature(rng: Rng | DrawRecorder, trigger: Grid): ElvesFeaturePlay {
  checkGrid(trigger);
  const recorder = recorderOf(rng);
  const draws: RngDraw[] = [...recorder.take()];
  let state = startLockedRespins<ElvesBonus>(trigger, ELVES_RESPINS, { resetTo: ELVES_RESPINS });
  const respins: (readonly (ElvesBonus | null)[])[] = [];
  while (!finished(state)) {
    const r = playElvesRespin(recorder, state.cells);
    draws.push(...r.draws);
    respins.push(r.landed);
    state = land(state, r.landed);
  }
  const grid = state.cells;
  const m = revealMysteries(recorder, grid);
  draws.push(...m.draws);
  const f = revealFactor(recorder, grid, m.levels);
  draws.push(...f.draws);
  const v = freshValues(recorder, grid);
  draws.push(...v.draws);
  const pay = featureTotal(grid, m.levels, f.factor, v.times);
  return { respins, grid, levels: m.levels, factor: f.factor, fresh: v.times, ...pay, draws };
}
