import type { Rng } from '../../../core/rng';
import { MYSTIC_GEM_MATHS, MYSTIC_GEM_MODE_SPECS, MYSTIC_GEM_MODES, type MysticGemMaths, type MysticGemMode } from '../maths';
import { symbolIndex } from '../symbols';
import { baseExact, modeExact, placementExact } from './exact';
import { MysticGemSimulator } from './fast-sim';
import { q, toNumber } from '../../../core/rational';

/** An Rng whose next draws are set by the test (each value below its bound). */
class Scripted implements Rng {
  values: number[] = [];
  private i = 0;
  set(values: number[]): void {
    this.values = values;
    this.i = 0;
  }
  nextUint32(): number {
    return this.values[this.i++] as number;
  }
}

/** Every stop combination of the reels with the given lengths (−1 for a bought reel), as draw lists. */
function* combinations(lengths: readonly number[]): Generator<number[]> {
  const free = lengths.map((n, k) => (n > 0 ? k : -1)).filter((k) => k >= 0);
  const stops = free.map(() => 0);
  for (;;) {
    yield [...stops];
    let i = stops.length - 1;
    while (i >= 0 && stops[i] === (lengths[free[i] as number] as number) - 1) {
      stops[i] = 0;
      i -= 1;
    }
    if (i < 0) return;
    stops[i] = (stops[i] as number) + 1;
  }
}

const names = (text: string): number[] => text.trim().split(/\s+/).map(symbolIndex);

describe('the exact maths', () => {
  it('meets the targets: base 96.08 % ± 0.05, every bought mode ± 0.50, exactly', () => {
    const started = Date.now();
    const base = modeExact(MYSTIC_GEM_MATHS, 'base');
    expect(Math.abs(toNumber(base.rtp) - 0.9608)).toBeLessThanOrEqual(0.0005);
    for (const mode of MYSTIC_GEM_MODES.filter((m) => m !== 'base')) {
      const e = modeExact(MYSTIC_GEM_MATHS, mode);
      expect(Math.abs(toNumber(e.rtp) - 0.9608)).toBeLessThanOrEqual(0.005);
      expect(e.placements).toHaveLength(MYSTIC_GEM_MODE_SPECS[mode].placements.length);
    }
    // Reported, not asserted (machines differ): the whole enumeration takes well under a second here.
    process.stdout.write(`exact maths of all six modes: ${Date.now() - started} ms\n`);
  });

  it('agrees with a brute force over every stop combination of a small base game (lines, scatters, hits)', () => {
    const small: MysticGemMaths = {
      ...MYSTIC_GEM_MATHS,
      strips: {
        ...MYSTIC_GEM_MATHS.strips,
        base: [
          names('SEVEN GEM CHERRY LEMON STAR PLUM BELL MELON'),
          names('WILD SEVEN CHERRY LEMON GEM PLUM BELL SEVEN MELON'),
          names('SEVEN WILD CHERRY LEMON ORANGE GEM PLUM STAR BELL MELON'),
          names('CHERRY SEVEN WILD BELL LEMON PLUM GEM MELON'),
          names('SEVEN GEM CHERRY LEMON STAR PLUM BELL GRAPES MELON'),
        ],
      },
    };
    const exact = baseExact(small);
    const sim = new MysticGemSimulator(small);
    const rng = new Scripted();
    let lines = 0n;
    let gem = 0n;
    let star = 0n;
    let hits = 0n;
    let n = 0n;
    for (const stops of combinations(small.strips.base.map((s) => s.length))) {
      rng.set(stops);
      sim.play(rng, MysticGemSimulator.modeIndex('base'));
      lines += BigInt(sim.lineMultiples);
      gem += BigInt(small.gemPays[Math.min(sim.gemCount, 5)] ?? 0);
      star += BigInt(small.starPays[Math.min(sim.starCount, 3)] ?? 0);
      if (sim.lineMultiples + sim.scatterMultiples > 0) hits += 1n;
      n += 1n;
    }
    expect(n).toBe(exact.cycle);
    expect(exact.lines.total).toBe(lines);
    expect(exact.gem).toBe(gem);
    expect(exact.star).toBe(star);
    expect(exact.hits).toBe(hits);
    expect(exact.gem + exact.star).toBeGreaterThan(0n);
  });

  it.each([['buy2'], ['buy3'], ['guaranteed2']] as [MysticGemMode][])('%s: every placement agrees with a brute force over the free reels (win, P(a line pays))', (mode) => {
    const spec = MYSTIC_GEM_MODE_SPECS[mode];
    // A guaranteed mode's draw is a BUY draw on its strips, kept only when a line pays.
    const asBuy: MysticGemMaths = { ...MYSTIC_GEM_MATHS, strips: { ...MYSTIC_GEM_MATHS.strips, buy2: MYSTIC_GEM_MATHS.strips[mode] } };
    const sim = new MysticGemSimulator(asBuy);
    const rng = new Scripted();
    spec.placements.forEach((placement, p) => {
      const exact = placementExact(MYSTIC_GEM_MATHS, mode, placement);
      const lengths = asBuy.strips[mode].map((s, k) => (placement.includes(k) ? -1 : s.length));
      let win = 0n;
      let hits = 0n;
      let n = 0n;
      for (const stops of combinations(lengths)) {
        rng.set(spec.placements.length > 1 ? [p, ...stops] : stops);
        sim.play(rng, MysticGemSimulator.modeIndex(mode === 'guaranteed2' ? 'buy2' : mode));
        win += BigInt(sim.lineMultiples);
        if (sim.lineMultiples > 0) hits += 1n;
        n += 1n;
      }
      expect(n).toBe(exact.cycle);
      expect(exact.lineWin).toBe(win);
      expect(exact.lineHits).toBe(hits);
      const perGame = spec.guaranteed ? q(win, hits * 40n) : q(win, n * 40n);
      expect(exact.meanWin).toEqual(perGame);
    });
  });
});
