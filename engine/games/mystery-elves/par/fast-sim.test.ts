import { Xoshiro128 } from '../../../core/xoshiro128';
import { ELVES_LEVELS, ELVES_LEVEL_TIMES, kindWeights, type ElvesBonus } from '../bonus';
import { playElvesFeature } from '../hold-and-win';
import { ELVES_MATHS, ELVES_MODES } from '../maths';
import { playElvesSpin } from '../spin';
import { symbolName } from '../symbols';
import { ElvesSimulator } from './fast-sim';

const sim = new ElvesSimulator(ELVES_MATHS);
const values = ELVES_MATHS.bonus.valueTimes;
/** The simulator's kind entry of a bonus (values, then Mystery, then Multiplying). */
const entryOf = (b: ElvesBonus | null): number => (b === null ? -1 : b.kind === 'value' ? values.indexOf(b.times) : b.kind === 'mystery' ? values.length : values.length + 1);

describe('the fast simulator plays exactly what playElvesSpin and playElvesFeature play', () => {
  it.each(ELVES_MODES.map((m) => [m]))('%s: the same stops, window, wins, bonuses, feature and its parts for the same generator', (mode) => {
    const games = mode === 'base' ? 30_000 : 3000;
    const cabinet = new Xoshiro128(`fast-${mode}`);
    const fast = new Xoshiro128(`fast-${mode}`);
    const totalBet = 10;
    let features = 0;
    let full = 0;
    for (let g = 0; g < games; g += 1) {
      const r = playElvesSpin(cabinet, totalBet, mode);
      const feature = r.triggered ? playElvesFeature(cabinet, r.bonuses) : null;
      sim.play(fast, ElvesSimulator.modeIndex(mode));
      const got = {
        stops: Array.from(sim.stops),
        window: Array.from(sim.cells, symbolName),
        lines: sim.lineMultiples,
        scatter: sim.scatterMultiples * totalBet,
        bonuses: sim.bonusCount,
        spinDraws: sim.spinDraws,
        triggered: sim.triggered,
        total: sim.featureTimes,
        full: sim.full,
        factor: sim.factor,
        respins: sim.respins,
        levels: Array.from(sim.levelCounts),
      };
      // The trigger's kinds: compared before the feature fills the grid.
      const want = {
        stops: r.stops,
        window: r.window.flat(),
        lines: r.lineWins.reduce((a, w) => a + w.cents, 0),
        scatter: r.scatterWins.reduce((a, w) => a + w.cents, 0),
        bonuses: r.bonusCount,
        spinDraws: r.spinDraws,
        triggered: r.triggered,
        total: feature?.totalTimes ?? 0,
        full: feature?.full ?? false,
        factor: feature?.factor ?? 0,
        respins: feature?.respins.length ?? 0,
        levels: ELVES_LEVELS.map((l) => feature?.levels.filter((x) => x === l).length ?? 0),
      };
      // One expect per disagreement only: deep equality per game would dominate the run.
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ g, ...got }).toEqual({ g, ...want });
      if (feature === null) {
        const grid = Array.from(sim.grid);
        if (JSON.stringify(grid) !== JSON.stringify(r.bonuses.map(entryOf))) expect(grid).toEqual(r.bonuses.map(entryOf));
      } else {
        features += 1;
        if (feature.full) full += 1;
        // The final grid kind by kind, and the parts adding up to the pay.
        const grid = Array.from(sim.grid);
        if (JSON.stringify(grid) !== JSON.stringify(feature.grid.map(entryOf))) expect(grid).toEqual(feature.grid.map(entryOf));
        const levelSum = feature.levels.reduce((a, l) => a + (l === null ? 0 : ELVES_LEVEL_TIMES[l]), 0);
        expect(sim.levels).toBe(levelSum);
        expect(sim.values + sim.levels + sim.multiplierEffect + sim.fresh + sim.fullExtra).toBe(sim.featureTimes);
      }
    }
    // Both generators are at the same word.
    expect(cabinet.nextUint32()).toBe(fast.nextUint32());
    expect(features).toBeGreaterThan(mode === 'base' ? 50 : games - 1);
    if (mode === 'buy') expect(full).toBeGreaterThan(0);
    expect(kindWeights()).toHaveLength(values.length + 2);
  });
});
