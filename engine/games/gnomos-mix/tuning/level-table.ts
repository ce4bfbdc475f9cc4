import { untunedLevel, checkLevelTuning, type GnomosLevelTuning } from './gnomos-tuning';

/**
 * The tuning of each level. PROVISIONAL: every level still has the untuned defaults; the maths
 * step (engine/games/gnomos-mix/maths) replaces this table with the solved one.
 */
export const TUNING_LEVEL_MIN = 50;
export const TUNING_LEVEL_MAX = 120;

const table = new Map<number, GnomosLevelTuning>();

export function isTuningLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= TUNING_LEVEL_MIN && value <= TUNING_LEVEL_MAX;
}

export function tuningForLevel(level: number): GnomosLevelTuning {
  if (!isTuningLevel(level)) throw new RangeError(`no Gnomos tuning level ${String(level)} (${TUNING_LEVEL_MIN}..${TUNING_LEVEL_MAX})`);
  let t = table.get(level);
  if (!t) {
    t = untunedLevel(level);
    checkLevelTuning(t);
    table.set(level, t);
  }
  return t;
}
