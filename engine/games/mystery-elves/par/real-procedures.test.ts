/**
 * The exact Hold and Win against a seeded Monte Carlo of the cabinet's own procedures
 * (spin.ts's kind draws, hold-and-win.ts's respins, reveals and pay), at 99 %: z tests on the
 * means with the exact standard deviations, a chi-square test on the final count.
 */
import { chiSquareCritical99, chiSquareStatistic } from '../../../core/chi-square';
import { toNumber, type Q } from '../../../core/rational';
import { DrawRecorder } from '../../../core/rng';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { ELVES_LEVELS } from '../bonus';
import { playElvesFeature } from '../hold-and-win';
import { ELVES_MATHS } from '../maths';
import { drawWindowBonuses, playElvesSpin } from '../spin';
import { BONUS, symbolIndex } from '../symbols';
import { modeExact } from './exact';
import { featureExact } from './exact-feature';

const Z99 = 2.5758;
const f = featureExact(ELVES_MATHS);
const num = (x: Q): number => toNumber(x);

/** |observed mean − exact mean| in standard errors. */
const z = (sum: number, n: number, mean: number, sd: number): number => Math.abs(sum / n - mean) / (sd / Math.sqrt(n));
const zRate = (hits: number, n: number, p: number): number => z(hits, n, p, Math.sqrt(p * (1 - p)));

describe('the exact Hold and Win matches the real procedures', () => {
  it('from 6 BONUS: the value, the final count (chi-square), the full grid, MINI and the Multiplying bonus', () => {
    const features = 40_000;
    const rng = new Xoshiro128('elves-real-6');
    const recorder = new DrawRecorder(rng);
    const holly = symbolIndex('HOLLY');
    // A window with BONUS on 6 places; the real spin draws their kinds.
    const cells = [0, 1, 2, 3, 4].map((reel) => [0, 1, 2].map((row) => ([0, 4, 5, 9, 13, 14].includes(reel * 3 + row) ? BONUS : holly)));
    let sum = 0;
    let full = 0;
    let mini = 0;
    let multiplying = 0;
    const finals = new Array<number>(16).fill(0);
    for (let i = 0; i < features; i += 1) {
      const trigger = drawWindowBonuses(recorder, cells);
      recorder.take();
      const play = playElvesFeature(recorder, trigger);
      sum += play.totalTimes;
      if (play.full) full += 1;
      if (play.levels.includes('MINI')) mini += 1;
      if (play.factor !== null) multiplying += 1;
      const n = play.grid.filter((b) => b !== null).length;
      finals[n] = (finals[n] as number) + 1;
    }
    const s = f.byStart[6];
    if (s === undefined) throw new Error('no start 6');
    const mean = num(s.mean);
    const sd = Math.sqrt(num(s.square) - mean * mean);
    expect(z(sum, features, mean, sd)).toBeLessThan(Z99);
    expect(zRate(full, features, num(s.fullChance))).toBeLessThan(Z99);
    expect(zRate(mini, features, num(s.levelAtLeastOne[ELVES_LEVELS.indexOf('MINI')] as Q))).toBeLessThan(Z99);
    expect(zRate(multiplying, features, num(s.multiplierChance))).toBeLessThan(Z99);
    // Final counts 6 … 15, the rare top merged until every expected count is at least 5.
    const expected = s.finalCount.slice(6).map((p) => num(p) * features);
    const observed = finals.slice(6);
    while ((expected[expected.length - 1] as number) < 5) {
      const e = expected.pop() as number;
      const o = observed.pop() as number;
      expected[expected.length - 1] = (expected[expected.length - 1] as number) + e;
      observed[observed.length - 1] = (observed[observed.length - 1] as number) + o;
    }
    expect(chiSquareStatistic(observed, expected)).toBeLessThan(chiSquareCritical99(expected.length - 1));
  });

  it('a bought game: the spin of the BUY strips and its Hold and Win, mean win against the exact buy', () => {
    const games = 20_000;
    const rng = new Xoshiro128('elves-real-buy');
    const e = modeExact(ELVES_MATHS, 'buy', f);
    let sum = 0;
    let draws = 0;
    for (let g = 0; g < games; g += 1) {
      const spin = playElvesSpin(rng, 10, 'buy');
      sum += spin.winCents / 10 + playElvesFeature(rng, spin.bonuses).totalTimes;
      draws += spin.spinDraws;
    }
    const mean = num(e.meanWin);
    const sd = Math.sqrt(num(e.square) - mean * mean);
    expect(z(sum, games, mean, sd)).toBeLessThan(Z99);
    // Stop draws a buy: geometric with P(6+) = 1 / spinDraws.
    const p = 1 / num(e.spinDraws);
    expect(z(draws, games, 1 / p, Math.sqrt(1 - p) / p)).toBeLessThan(Z99);
  });
});
