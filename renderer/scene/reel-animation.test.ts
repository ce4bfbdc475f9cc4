import {
  DEFAULT_SPIN_TIMING,
  easeOutCubic,
  endOf,
  hasLanded,
  isResting,
  NUDGE_MS,
  planNudge,
  planSpin,
  positionAt,
  speedAt,
  visibleStops,
  wrapStop,
  type SpinTiming,
} from './reel-animation';

const T: SpinTiming = DEFAULT_SPIN_TIMING;

/** Signed shortest distance between two positions on a 16-stop reel. */
function ringDistance(a: number, b: number, n = 16): number {
  const d = wrapStop(a - b, n);
  return d > n / 2 ? d - n : d;
}

describe('wrapStop', () => {
  it('wraps into [0, n)', () => {
    expect(wrapStop(0)).toBe(0);
    expect(wrapStop(16)).toBe(0);
    expect(wrapStop(-1)).toBe(15);
    expect(wrapStop(17.5)).toBe(1.5);
    expect(wrapStop(-33)).toBe(15);
    expect(Object.is(wrapStop(-0), 0)).toBe(true);
    expect(wrapStop(5, 10)).toBe(5);
  });
});

describe('visibleStops (the position convention)', () => {
  it('stop i on the centre line has i-1 above and i+1 below, wrapping', () => {
    expect(visibleStops(5)).toEqual([4, 5, 6]);
    expect(visibleStops(0)).toEqual([15, 0, 1]);
    expect(visibleStops(15)).toEqual([14, 15, 0]);
  });
});

describe('easeOutCubic', () => {
  it('starts at 0, ends at 1, is monotonic and slows down', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
    let prev = 0;
    let prevStep = Infinity;
    for (let i = 1; i <= 100; i++) {
      const v = easeOutCubic(i / 100);
      expect(v).toBeGreaterThanOrEqual(prev);
      const step = v - prev;
      expect(step).toBeLessThanOrEqual(prevStep + 1e-12);
      prevStep = step;
      prev = v;
    }
  });
});

describe('planSpin', () => {
  const from = [3, 5, 7];
  const to = [2, 3, 4];
  const plan = planSpin(from, to, 1000, T);

  it('lands the reels left to right within 1.5–2.5 s in total', () => {
    expect(plan[0]!.landMs).toBeLessThan(plan[1]!.landMs);
    expect(plan[1]!.landMs).toBeLessThan(plan[2]!.landMs);
    const total = endOf(plan) - 1000;
    expect(total).toBeGreaterThanOrEqual(1500);
    expect(total).toBeLessThanOrEqual(2500);
  });

  it('ends every reel exactly on its stop', () => {
    plan.forEach((m, i) => {
      expect(positionAt(m, m.restMs)).toBe(to[i]);
      expect(positionAt(m, m.restMs + 10_000)).toBe(to[i]);
      expect(isResting(m, m.restMs)).toBe(true);
    });
  });

  it('starts every reel where it stood', () => {
    plan.forEach((m, i) => expect(positionAt(m, 1000)).toBe(from[i]));
    plan.forEach((m, i) => expect(positionAt(m, 0)).toBe(from[i]));
  });

  it('turns whole turns plus the way down to the stop; later reels turn more', () => {
    plan.forEach((m, i) => {
      const down = wrapStop(from[i]! - to[i]!);
      expect(m.travel).toBe((T.baseTurns + i * T.extraTurnsPerReel) * 16 + down);
    });
  });

  it('spins even when the target is the stop it stands on', () => {
    const same = planSpin([4, 4, 4], [4, 4, 4], 0, T);
    same.forEach((m, i) => expect(m.travel).toBe((T.baseTurns + i * T.extraTurnsPerReel) * 16));
    expect(positionAt(same[0]!, 300)).not.toBe(4);
  });

  it('moves symbols downwards: the position decreases while spinning', () => {
    const m = plan[2]!;
    let unwrapped = m.from;
    let last = m.from;
    for (let t = 1000; t <= m.landMs; t += 5) {
      const p = positionAt(m, t);
      const step = ringDistance(p, last); // negative or zero while travelling down
      expect(step).toBeLessThanOrEqual(1e-9);
      unwrapped += step;
      last = p;
    }
    // At landing it has gone the whole way plus the overshoot.
    expect(unwrapped).toBeCloseTo(m.from - m.travel - m.overshoot, 6);
  });

  it('swings past the stop by the overshoot, then settles back on it', () => {
    const m = plan[0]!;
    const atLand = positionAt(m, m.landMs);
    expect(ringDistance(atLand, m.to)).toBeCloseTo(-T.overshootStops, 9);
    const mid = positionAt(m, (m.landMs + m.restMs) / 2);
    expect(Math.abs(ringDistance(mid, m.to))).toBeLessThan(T.overshootStops);
    expect(hasLanded(m, m.landMs - 1)).toBe(false);
    expect(hasLanded(m, m.landMs)).toBe(true);
  });

  it('is fast at first and slow at the end (ease-out)', () => {
    const m = plan[1]!;
    const early = speedAt(m, m.startMs + 50);
    const late = speedAt(m, m.landMs - 50);
    expect(early).toBeGreaterThan(20);
    expect(late).toBeLessThan(early / 5);
    expect(speedAt(m, m.startMs - 1)).toBe(0);
    expect(speedAt(m, m.restMs + 1)).toBe(0);
  });

  it('accepts a fractional start (a reel caught mid-advance)', () => {
    const m = planSpin([2.5, 0, 0], [9, 0, 0], 0, T)[0]!;
    expect(positionAt(m, m.restMs)).toBe(9);
    expect(Number.isInteger(m.travel - 0.5)).toBe(true);
  });

  it('works for other strip lengths', () => {
    const m = planSpin([0, 0, 0], [19, 1, 2], 0, T, 20);
    expect(positionAt(m[0]!, m[0]!.restMs)).toBe(19);
    expect(m[0]!.travel).toBe(T.baseTurns * 20 + 1);
  });

  it('refuses targets that are not stops', () => {
    expect(() => planSpin([0, 0, 0], [16, 0, 0], 0, T)).toThrow(RangeError);
    expect(() => planSpin([0, 0, 0], [1.5, 0, 0], 0, T)).toThrow(RangeError);
    expect(() => planSpin([0, 0, 0], [-1, 0, 0], 0, T)).toThrow(RangeError);
    expect(() => planSpin([0, 0], [1, 2, 3], 0, T)).toThrow(RangeError);
  });
});

describe('planNudge (an advance)', () => {
  it('moves one stop down the short way', () => {
    const m = planNudge(5, 4, 0);
    expect(m.travel).toBe(1);
    expect(m.restMs).toBe(NUDGE_MS);
    expect(positionAt(m, NUDGE_MS / 2)).toBeGreaterThan(4);
    expect(positionAt(m, NUDGE_MS / 2)).toBeLessThan(5);
    expect(positionAt(m, NUDGE_MS)).toBe(4);
  });

  it('moves up when that is shorter, across the wrap', () => {
    const m = planNudge(15, 0, 0);
    expect(m.travel).toBe(-1);
    expect(positionAt(m, NUDGE_MS)).toBe(0);
    const mid = positionAt(m, NUDGE_MS / 2);
    expect(mid > 15 || mid < 0.001).toBe(true);
  });

  it('does nothing when already there', () => {
    const m = planNudge(7, 7, 0);
    expect(m.travel).toBe(0);
    expect(positionAt(m, 100)).toBe(7);
  });
});
