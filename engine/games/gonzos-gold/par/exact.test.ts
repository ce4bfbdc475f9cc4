import { q, toNumber } from '../../../core/rational';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { GONZO_MATHS, type GonzoMaths } from '../maths';
import { playGonzoFreeSpin } from '../spin';
import { RISING_RANK, symbolIndex } from '../symbols';
import { awardMoments, cachedExact as cachedExactOf, enumerateSet, stripsAndPaysFingerprint } from './exact';
import { EXACT_CACHE } from './exact-cache';
import { awardValuesRiseWithRank } from './report';
import { simulate, simulateAwards } from './simulate';

const cachedExact = () => cachedExactOf(GONZO_MATHS);

/** An Rng whose next draws are set by the test. */
class Scripted {
  values: number[] = [];
  nextUint32(): number {
    return this.values.shift() as number;
  }
}

describe("Gonzo's Gold exact PAR", () => {
  it('the cached totals belong to the current strips and pays', () => {
    expect(EXACT_CACHE.fingerprint).toBe(stripsAndPaysFingerprint(GONZO_MATHS));
  });

  it('returns 96.11 % ± 0.005 exactly (base 65.02 %, free spins 31.09 %); hit 26.10 %, a trigger 1 in 161.33', () => {
    const x = cachedExact();
    expect(Math.abs(toNumber(x.rtp) - 0.9611)).toBeLessThanOrEqual(0.00005);
    expect(toNumber(x.rtp) * 100).toBeCloseTo(96.110958, 6);
    expect(toNumber(x.baseRtp) * 100).toBeCloseTo(65.0187, 4);
    expect(toNumber(x.featureRtp) * 100).toBeCloseTo(31.0923, 4);
    expect(toNumber(x.hitRate) * 100).toBeCloseTo(26.0963, 4);
    expect(1 / toNumber(x.triggerRate)).toBeCloseTo(161.33, 2);
    expect(x.base.maxUnits / 20).toBe(230.25);
    expect(x.sd).toBeCloseTo(5.437, 3);
  });

  it('an award is worth more the higher its Expanding Symbol ranks, and higher symbols are rarer', () => {
    const x = cachedExact();
    const byRank = RISING_RANK.map((s) => x.expanding.find((e) => e.symbol === s));
    const values = byRank.map((e) => toNumber(e!.awardValue));
    const weights = byRank.map((e) => e!.weight);
    for (let i = 1; i < RISING_RANK.length; i += 1) {
      expect([RISING_RANK[i], values[i]! > values[i - 1]!]).toEqual([RISING_RANK[i], true]);
      expect([RISING_RANK[i], weights[i]! < weights[i - 1]!]).toEqual([RISING_RANK[i], true]);
    }
    expect(awardValuesRiseWithRank(x)).toBe(true);
    // TOPAZ 36.25 … MASK 82.31 × bet; the weighted award 50.16 × bet.
    expect(values[0]).toBeCloseTo(36.2507, 4);
    expect(values[values.length - 1]).toBeCloseTo(82.3101, 4);
    expect(toNumber(x.featureValue)).toBeCloseTo(50.1604, 4);
  });

  it('the award moments follow the branching of retriggers (a spin that always pays 1 and retriggers with p)', () => {
    // X = 1 always, R with probability p: V = 1 + R(V1 + … + V10), so E[V] = 1/(1 − 10p) and an award plays
    // 10 E[V] spins; with p = 0 an award is exactly 10, with variance 0.
    expect(awardMoments(q(1), q(1), q(0), q(0))).toEqual({ mean: q(10), secondMoment: q(100) });
    const p = q(1, 20);
    const m = awardMoments(q(1), q(1), p, p);
    expect(m.mean).toEqual(q(20));
    // E[V²](1 − 10p) = 1 + 20 p E[V] + 90 p E[V]² with E[V] = 2: E[V²] = (1 + 2 + 18) / (1/2) = 42; E[F²] = 420 + 360.
    expect(m.secondMoment).toEqual(q(780));
  });

  it('the enumeration equals playGonzoFreeSpin over every stop combination of a small strip set', () => {
    const strips = [
      'RUBY COIN MASK RUBY TOPAZ IDOL RUBY',
      'RUBY RUBY JAGUAR COIN SAPPHIRE MASK',
      'MASK RUBY COIN EMERALD RUBY SERPENT IDOL',
      'TOPAZ RUBY RUBY MASK COIN JAGUAR',
      'RUBY IDOL COIN MASK RUBY EMERALD',
    ].map((t) => t.split(' ').map(symbolIndex));
    const maths: GonzoMaths = { ...GONZO_MATHS, free: { ...GONZO_MATHS.free, RUBY: strips } };
    const exact = enumerateSet(strips, maths.pays, symbolIndex('RUBY'));
    const rng = new Scripted();
    let cents = 0;
    let extra = 0;
    let hits = 0;
    let n = 0;
    const lengths = strips.map((s) => s.length);
    const total = lengths.reduce((a, b) => a * b, 1);
    for (let i = 0; i < total; i += 1) {
      let rest = i;
      rng.values = lengths.map((l) => {
        const v = rest % l;
        rest = Math.floor(rest / l);
        return v;
      });
      const f = playGonzoFreeSpin(rng, 20, 'RUBY', maths);
      cents += f.winCents;
      extra += f.extraCents;
      if (f.winCents > 0) hits += 1;
      n += 1;
    }
    expect(BigInt(n)).toBe(exact.cycle);
    // At 0.20 € a unit is one cent.
    expect(BigInt(cents)).toBe(exact.clusterUnits + exact.bonusUnits + exact.extraUnits);
    expect(BigInt(extra)).toBe(exact.extraUnits);
    expect(BigInt(hits)).toBe(exact.hits);
    expect(exact.extraUnits).toBeGreaterThan(0n);
  });

  it('the Monte Carlo agrees with the exact return within its 99 % interval, and with the exact spread', () => {
    const x = cachedExact();
    const s = simulate(GONZO_MATHS, new Xoshiro128(4242), 300_000);
    expect(Math.abs(s.rtp - toNumber(x.rtp))).toBeLessThanOrEqual(s.halfWidth99);
    expect(Math.abs(s.sd / x.sd - 1)).toBeLessThan(0.1);
    const a = simulateAwards(GONZO_MATHS, new Xoshiro128(4243), 60_000);
    expect(Math.abs(a.mean - toNumber(x.featureValue))).toBeLessThanOrEqual(a.halfWidth99);
    expect(Math.abs(a.sd / x.featureSd - 1)).toBeLessThan(0.05);
  });
});
