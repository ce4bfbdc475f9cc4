import { Xoshiro128 } from '../../../core/xoshiro128';
import { ELVES_MATHS } from '../maths';
import { BONUS, SCATTER } from '../symbols';
import { arrange, arrangeReel, planOf, reelLength, windowBonuses, wrapHolds } from './tune';

describe('the strip tuner', () => {
  it("reads the game's strips back as plans that keep the spacing rules", () => {
    for (const strip of [...ELVES_MATHS.strips.base, ...ELVES_MATHS.strips.buy]) {
      const plan = planOf(strip);
      expect(reelLength(plan)).toBe(strip.length);
      expect(plan.stacks[0] + 2 * plan.stacks[1] + 3 * plan.stacks[2]).toBe(plan.counts[BONUS]);
      expect(wrapHolds(strip)).toBe(true);
    }
  });

  it('lays a plan out, seeded, with its counts, the spacing rules and the window BONUS law the search assumed', () => {
    const plan = ELVES_MATHS.strips.base.map(planOf);
    const a = arrange(plan, 11);
    expect(arrange(plan, 11)).toEqual(a);
    a.forEach((strip, k) => {
      const p = plan[k];
      if (p === undefined) throw new Error('no plan');
      expect(planOf(strip)).toEqual(p);
      expect(wrapHolds(strip)).toBe(true);
      // The law of the window's BONUS count, counted on the laid-out strip.
      const counts = [0, 0, 0, 0];
      for (let stop = 0; stop < strip.length; stop += 1) {
        const n = [0, 1, 2].filter((row) => strip[(stop + row) % strip.length] === BONUS).length;
        counts[n] = (counts[n] as number) + 1;
      }
      windowBonuses(p).forEach((x, n) => expect(x).toBeCloseTo((counts[n] as number) / strip.length, 12));
    });
    // A reel that cannot keep the rules is refused rather than laid out wrongly.
    const crowded = { counts: (plan[0]?.counts ?? []).map((c, s) => (s === SCATTER ? 40 : c)), stacks: plan[0]?.stacks ?? [0, 0, 0] } as const;
    expect(() => arrangeReel({ counts: crowded.counts, stacks: [crowded.stacks[0], crowded.stacks[1], crowded.stacks[2]] }, new Xoshiro128(1))).toThrow(/spacing/);
  });
});
