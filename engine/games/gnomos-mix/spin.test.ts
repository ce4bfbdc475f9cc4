import { chiSquareCritical99, chiSquareStatistic } from '../../core/chi-square';
import { DrawRecorder } from '../../core/rng';
import { Xoshiro128 } from '../../core/xoshiro128';
import { holdCandidateReels, isHoldCandidate } from './hold-candidate';
import { LOWER_REELS, LOWER_STOP_WEIGHTS } from './reels';
import { evaluateLowerLine, lowerLineFigures, lowerWindow, spinLowerReels, type LowerLineFigures } from './spin';

describe('lowerWindow', () => {
  it('shows [above, centre, below] per reel in strip order, wrapping', () => {
    const window = lowerWindow([0, 15, 7]);
    expect(window).toEqual([
      [LOWER_REELS[0]?.[15], LOWER_REELS[0]?.[0], LOWER_REELS[0]?.[1]],
      [LOWER_REELS[1]?.[14], LOWER_REELS[1]?.[15], LOWER_REELS[1]?.[0]],
      [LOWER_REELS[2]?.[6], LOWER_REELS[2]?.[7], LOWER_REELS[2]?.[8]],
    ]);
    expect(lowerLineFigures([0, 15, 7])).toEqual(window.map((column) => column[1]));
  });
});

describe('spinLowerReels', () => {
  it('makes one recorded draw per reel over the reel weight', () => {
    const recorder = new DrawRecorder(new Xoshiro128(5));
    const stops = spinLowerReels(recorder);
    const draws = recorder.take();
    expect(draws.map((d) => d.bound)).toEqual([1024, 1024, 1024]);
    stops.forEach((stop) => expect(stop >= 0 && stop < 16).toBe(true));
  });

  it('lands each stop in proportion to its weight (chi-square, 99 %)', () => {
    const recorder = new DrawRecorder(new Xoshiro128(77));
    const spins = 200_000;
    const counts = LOWER_STOP_WEIGHTS.map((w) => new Array<number>(w.length).fill(0));
    for (let i = 0; i < spins; i += 1) {
      spinLowerReels(recorder).forEach((stop, reel) => {
        const c = counts[reel];
        if (c !== undefined) c[stop] = (c[stop] ?? 0) + 1;
      });
      recorder.take();
    }
    LOWER_STOP_WEIGHTS.forEach((weights, reel) => {
      const expected = weights.map((w) => (spins * w) / 1024);
      // Chi-square needs every expected count ≥ 5; the lightest stop (weight 1) expects ~195.
      expect(Math.min(...expected)).toBeGreaterThan(5);
      expect(chiSquareStatistic(counts[reel] ?? [], expected)).toBeLessThan(chiSquareCritical99(weights.length - 1));
    });
  });
});

describe('hold candidates', () => {
  const at = (line: LowerLineFigures): [number, number] | null => holdCandidateReels(line, evaluateLowerLine(line, 20));

  it('are losing lines with exactly two equal figures, on any two reels', () => {
    expect(at(['plum', 'plum', 'bell'])).toEqual([0, 1]);
    expect(at(['plum', 'bell', 'plum'])).toEqual([0, 2]);
    expect(at(['bell', 'plum', 'plum'])).toEqual([1, 2]);
    expect(at(['window', 'lemon', 'window'])).toEqual([0, 2]);
    expect(at(['red-diamond', 'red-diamond', 'lemon'])).toEqual([0, 1]);
  });

  it('are never prizes, features or lines without a pair', () => {
    expect(at(['plum', 'plum', 'plum'])).toBeNull();
    expect(at(['red-diamond', 'red-diamond', 'blue-diamond'])).toBeNull(); // any 3 Diamonds
    expect(at(['bonus', 'bonus', 'plum'])).toBeNull(); // 2 Bonus
    expect(at(['plum', 'plum', 'bonus'])).toBeNull(); // 1 Bonus
    expect(at(['window', 'window', 'window'])).toBeNull(); // Cauldrons
    expect(at(['plum', 'bell', 'lemon'])).toBeNull();
    expect(isHoldCandidate(['plum', 'bell', 'lemon'], evaluateLowerLine(['plum', 'bell', 'lemon'], 20))).toBe(false);
  });
});
