import { Xoshiro128 } from '../../../core/xoshiro128';
import { MYSTIC_GEM_MATHS, MYSTIC_GEM_MODES } from '../maths';
import { playMysticGemSpin } from '../spin';
import { symbolName } from '../symbols';
import { MysticGemSimulator } from './fast-sim';

const sim = new MysticGemSimulator(MYSTIC_GEM_MATHS);

describe('the fast simulator plays exactly what playMysticGemSpin plays', () => {
  it.each(MYSTIC_GEM_MODES.map((m) => [m]))('%s: the same stops, window, wins and draws for the same generator', (mode) => {
    const games = mode === 'base' ? 20_000 : 5000;
    const display = new Xoshiro128(`fast-${mode}`);
    const fast = new Xoshiro128(`fast-${mode}`);
    const totalBet = 120;
    let paid = 0;
    for (let g = 0; g < games; g += 1) {
      const r = playMysticGemSpin(display, totalBet, mode);
      sim.play(fast, MysticGemSimulator.modeIndex(mode));
      const got = {
        stops: Array.from(sim.stops),
        window: Array.from(sim.cells, symbolName),
        lines: (sim.lineMultiples * totalBet) / 40,
        scatter: sim.scatterMultiples * totalBet,
        draws: sim.draws,
        wildReels: sim.wildReelCount,
      };
      const want = {
        stops: r.stops,
        window: r.window.flat(),
        lines: r.lineWins.reduce((a, w) => a + w.cents, 0),
        scatter: r.scatterWins.reduce((a, w) => a + w.cents, 0),
        draws: r.guaranteedDraws,
        wildReels: r.wildReels.length,
      };
      // One expect per disagreement only: deep equality per game would dominate the run.
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ g, ...got }).toEqual({ g, ...want });
      if (r.winCents > 0) paid += 1;
    }
    expect(paid).toBeGreaterThan(0);
  });
});
