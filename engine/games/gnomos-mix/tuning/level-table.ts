import { checkLevelTuning, type GnomosLevelTuning } from './gnomos-tuning';
import { LEVEL_ROWS } from './level-data';
import { tuningOfRow } from './level-rows';

/**
 * The tuning of each level, as solved by the maths (engine/games/gnomos-mix/maths/, regenerated
 * with `npm run par -- gnomos-mix --solve-levels`; docs/games/gnomos-mix-maths.md). At every
 * level from TUNING_LEVEL_MIN to TUNING_LEVEL_MAX each game returns the level within ±0.5 % at
 * every bet, for the player who collects and for the one who risks everything.
 *
 * The operator's settings are 70–95 %; the range around them is what the cycle control may use
 * to make up a cycle that runs short or long.
 */
export const TUNING_LEVEL_MIN = 45;
export const TUNING_LEVEL_MAX = 250;

const table = new Map<number, GnomosLevelTuning>();

export function isTuningLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= TUNING_LEVEL_MIN && value <= TUNING_LEVEL_MAX;
}

export function tuningForLevel(level: number): GnomosLevelTuning {
  if (!isTuningLevel(level)) throw new RangeError(`no Gnomos tuning level ${String(level)} (${TUNING_LEVEL_MIN}..${TUNING_LEVEL_MAX})`);
  let t = table.get(level);
  if (!t) {
    const row = LEVEL_ROWS.find((r) => r.level === level);
    // The generated table covers the range (a test checks it); a gap is a build error, not a default.
    if (row === undefined) throw new Error(`the level table has no level ${level}: regenerate it (npm run par -- gnomos-mix --solve-levels)`);
    t = tuningOfRow(row);
    checkLevelTuning(t);
    table.set(level, t);
  }
  return t;
}
