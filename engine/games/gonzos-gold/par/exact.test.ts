import { toNumber } from '../../../core/rational';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { GONZO_MATHS, type GonzoMaths } from '../maths';
import { playGonzoFreeSpin } from '../spin';
import { symbolIndex } from '../symbols';
import { enumerateSet, stripsAndPaysFingerprint } from './exact';
import { EXACT_CACHE } from './exact-cache';
import { cachedExact } from './report';
import { simulate } from './simulate';

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

  it('returns 96.11 % ± 0.02 exactly; hit about 25 %, a trigger 1 in 150–250', () => {
    const x = cachedExact();
    expect(Math.abs(toNumber(x.rtp) - 0.9611)).toBeLessThanOrEqual(0.0002);
    expect(toNumber(x.hitRate)).toBeGreaterThan(0.2);
    expect(toNumber(x.hitRate)).toBeLessThan(0.3);
    expect(1 / toNumber(x.triggerRate)).toBeGreaterThan(150);
    expect(1 / toNumber(x.triggerRate)).toBeLessThan(250);
    expect(x.base.maxUnits / 20).toBeLessThan(500);
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

  it('the Monte Carlo agrees with the exact return within its 99 % interval', () => {
    const s = simulate(GONZO_MATHS, new Xoshiro128(4242), 300_000);
    expect(Math.abs(s.rtp - toNumber(cachedExact().rtp))).toBeLessThanOrEqual(s.halfWidth99);
  });
});
