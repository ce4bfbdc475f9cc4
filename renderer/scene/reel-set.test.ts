import { DEFAULT_SPIN_TIMING } from './reel-animation';
import { ReelSet } from './reel-set';

/** Steps the set every 16 ms until `until`; returns the reels' positions seen and the landings. */
function play(set: ReelSet, from: number, until: number): { seen: number[][]; landed: number[]; ended: number | null } {
  const seen: number[][] = [[], [], []];
  const landed: number[] = [];
  let ended: number | null = null;
  for (let t = from; t <= until; t += 16) {
    set.step(t);
    set.positions.forEach((p, i) => seen[i]?.push(p));
    set.landedNow.forEach((l, i) => l && landed.push(i));
    if (set.spinEnded) ended = t;
  }
  return { seen, landed, ended };
}

describe('one game\'s reels', () => {
  it('spin to the round\'s stops, landing left to right, then rest', () => {
    const set = new ReelSet();
    set.place([4, 1, 1]);
    set.spin([0, 9, 14], 0, [false, false, false]);
    expect(set.isSpinning).toBe(true);
    const { landed, ended } = play(set, 0, 3000);
    expect(landed).toEqual([0, 1, 2]);
    expect(ended).not.toBeNull();
    expect(set.isSpinning).toBe(false);
    expect(set.positions).toEqual([0, 9, 14]);
  });

  it('a held reel does not turn and makes no landing clunk', () => {
    const set = new ReelSet();
    set.place([1, 2, 1]);
    set.spin([1, 2, 7], 0, [true, true, false]);
    const { seen, landed } = play(set, 0, 3000);
    expect(new Set(seen[0])).toEqual(new Set([1]));
    expect(new Set(seen[1])).toEqual(new Set([2]));
    expect(landed).toEqual([2]);
    expect(set.positions).toEqual([1, 2, 7]);
  });

  it('an advance moves one reel the short way, without a spin', () => {
    const set = new ReelSet();
    set.place([4, 1, 15]);
    set.nudgeTo([4, 2, 0], 0);
    expect(set.isSpinning).toBe(false);
    const { seen } = play(set, 0, 1000);
    expect(Math.min(...(seen[2] ?? []).filter((p) => p > 0))).toBeGreaterThan(14);
    expect(set.positions).toEqual([4, 2, 0]);
  });

  it('a restored screen stands the reels on their stops at once', () => {
    const set = new ReelSet();
    set.spin([3, 3, 3], 0, [false, false, false], DEFAULT_SPIN_TIMING);
    set.place([5, 6, 7]);
    expect(set.isSpinning).toBe(false);
    expect(set.step(10)).toBe(false);
    expect(set.positions).toEqual([5, 6, 7]);
  });
});
