import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { levelDataSource } from '../maths/level-data-source';
import { LEVEL_ROWS } from './level-data';
import { rowOfTuning, tuningOfRow } from './level-rows';
import { TUNING_LEVEL_MAX, TUNING_LEVEL_MIN, isTuningLevel, tuningForLevel } from './level-table';

describe('the level table', () => {
  it('has one row per level from the lowest to the highest, in order', () => {
    expect(LEVEL_ROWS.map((r) => r.level)).toEqual(Array.from({ length: TUNING_LEVEL_MAX - TUNING_LEVEL_MIN + 1 }, (_, i) => TUNING_LEVEL_MIN + i));
  });

  it('is the file the generator writes (nobody edited it by hand)', () => {
    const file = readFileSync(join(__dirname, 'level-data.ts'), 'utf8');
    expect(file).toBe(levelDataSource(LEVEL_ROWS));
  });

  it('reads back as written, and refuses a level outside the range', () => {
    for (const row of LEVEL_ROWS) expect(rowOfTuning(tuningOfRow(row))).toEqual(row);
    expect(tuningForLevel(85).lower[20].hold.autoHold).toEqual({ win: 1, outOf: 2 });
    expect(isTuningLevel(TUNING_LEVEL_MIN - 1)).toBe(false);
    expect(isTuningLevel(85.5)).toBe(false);
    expect(() => tuningForLevel(TUNING_LEVEL_MAX + 1)).toThrow(RangeError);
  });

  it('turns every knob the same way as the level rises: more holds, Extra Spins, advances and minigames', () => {
    for (let level = TUNING_LEVEL_MIN + 1; level <= TUNING_LEVEL_MAX; level += 1) {
      const [low, high] = [tuningForLevel(level - 1), tuningForLevel(level)];
      for (const bet of [20, 100, 500, 1000, 2000] as const) {
        expect(high.lower[bet].hold.offer.win).toBeGreaterThanOrEqual(low.lower[bet].hold.offer.win);
        expect(high.lower[bet].extraSpin.trigger.win).toBeGreaterThanOrEqual(low.lower[bet].extraSpin.trigger.win);
        expect(high.lower[bet].advances.grant.win).toBeGreaterThan(low.lower[bet].advances.grant.win);
      }
      for (const bet of ['0.20+1', '1+5', '5+25', '10+50', '20+100', '20+200'] as const) {
        expect(high.upper[bet].minigameTrigger.win).toBeGreaterThan(low.upper[bet].minigameTrigger.win);
      }
    }
  });
});
