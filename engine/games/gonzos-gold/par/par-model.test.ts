import { q, toNumber } from '../../../core/rational';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { createParModel, parModelIds, PAR_MODELS } from '../../../par/models';
import { exactSdPerStake } from '../../../par/stats/exact-figures';
import { GONZO_MATHS } from '../maths';
import { cachedExact } from './exact';
import { GONZO_PAR_BETS_CENTS } from './par-model';
import { gonzoParReport } from './report';

describe("the PAR model of Gonzo's Gold", () => {
  it('is registered at every bet, with a cached enumeration that --full can check', () => {
    expect(parModelIds()).toContain('gonzos-gold');
    expect(PAR_MODELS['gonzos-gold']?.exactCache?.file).toBe('engine/games/gonzos-gold/par/exact-cache.ts');
    expect(GONZO_PAR_BETS_CENTS).toContain(100);
    expect(() => createParModel('gonzos-gold', { betCents: 30 })).toThrow(/no bet of 30/);
    expect(() => createParModel('gnomos-mix', { fullExact: true })).toThrow(/--full: gnomos-mix has no cached enumeration/);
  });

  it('states the exact return, hit frequency and spread over one common denominator, the same at every bet', () => {
    const x = cachedExact(GONZO_MATHS);
    for (const bet of [20, 100, 2000]) {
      const exact = createParModel('gonzos-gold', { betCents: bet }).exact?.();
      if (exact === undefined) throw new Error('no exact figures');
      const total = Object.values(exact.components).reduce((a, b) => a + b, 0n);
      expect(q(total, exact.cycle * exact.stakeUnits)).toEqual(x.rtp);
      expect(Math.abs(toNumber(x.rtp) - 0.9611)).toBeLessThanOrEqual(0.001);
      expect(q(exact.hits ?? 0n, exact.cycle)).toEqual(x.hitRate);
      expect(exactSdPerStake(exact)).toBeCloseTo(x.sd, 9);
      // The contributions partition the return: base clusters, base bonus by COINs, free spins by Expanding Symbol.
      const parts = Object.values(exact.contributions ?? {}).reduce((a, b) => a + b, 0n);
      expect(parts).toBe(total);
    }
  });

  it('plays whole rounds and reports every part and the feature by Expanding Symbol', () => {
    const model = createParModel('gonzos-gold', { betCents: 100 });
    const won = new Array<number>(model.components.length).fill(0);
    const features = new Array<number>(model.features.length).fill(0);
    const recorder = { win: (c: number, units: number) => void (won[c] = (won[c] as number) + units), feature: (f: number) => void (features[f] = (features[f] as number) + 1) };
    const rng = new Xoshiro128(5);
    for (let i = 0; i < 20_000; i += 1) model.playRound(rng, recorder);
    for (const w of won) expect(w).toBeGreaterThan(0);
    expect(features[0]).toBeGreaterThan(50);
    expect(features.slice(1).reduce((a, b) => a + b, 0)).toBe(features[0]);
  });

  it('prints each Expanding Symbol, the Scatter bonus and the conditioned Monte Carlo in its report', () => {
    const text = gonzoParReport({ awards: 20_000 });
    expect(text).toMatch(/RTP \(exact\)\s+96\.11\d+ %/);
    expect(text).toMatch(/rises strictly with the symbol's rank/);
    for (const s of ['MASK', 'IDOL', 'SERPENT', 'JAGUAR', 'RUBY', 'EMERALD', 'SAPPHIRE', 'TOPAZ']) expect(text).toContain(`  ${s} `);
    expect(text).toMatch(/5 COINs\s+200×\s+1 in 176,234, 0\.1135 %/);
    expect(text).toMatch(/20,000 awards conditioned on the trigger/);
  });
});
