import { simulate } from '../../par/monte-carlo';
import { createParModel, ParOptionError, PAR_MODELS } from '../../par/models';
import { exactRtp } from '../../par/stats/exact-figures';
import { ratioToNumber } from '../../par/stats/ratio';
import { observedRtpIntervals } from '../../par/stats/round-figures';
import { LOWER_BETS_CENTS } from './bets';
import { gnomosParModel } from './par-model';
import { plainSpinPar } from './plain-spin-par';

describe('gnomosParModel: exact figures', () => {
  it.each(LOWER_BETS_CENTS)('at bet %p are the plain-spin enumeration’s', (bet) => {
    const model = gnomosParModel({ betCents: bet });
    const exact = model.exact?.();
    const par = plainSpinPar(bet);
    expect(exact).toBeDefined();
    if (exact === undefined) return;
    expect(exact.cycle).toBe(1024n ** 3n);
    expect(exact.stakeUnits).toBe(BigInt(bet));
    expect(exact.components['lower-plain-spin']).toBe(par.cashCents);
    expect(exact.components['lower-bonuses']).toBe(par.bonuses * 80n);
    expect(exact.hits).toBe(par.hitOutcomes);
    const contributions = Object.values(exact.contributions ?? {}).reduce((a, b) => a + b, 0n);
    expect(contributions).toBe(par.returnCents);
  });

  it('are the documented figures at 0.20 € (docs/games/gnomos-mix.md)', () => {
    const exact = gnomosParModel({ betCents: 20 }).exact?.();
    if (exact === undefined) throw new Error('no exact figures');
    expect(exactRtp(exact)).toEqual({ numerator: 10_026_342_520n, denominator: 21_474_836_480n });
    // The top prize at 0.20 € is 3 Blue Diamond, 100 €: 1,000 of 1024³ weighted outcomes.
    expect(exact.maxWin).toEqual({ units: 10_000n, outcomes: 1_000n });
    // Σwin² from the paytable rows equals the sum over all 4096 weighted stop combinations.
    const rows = plainSpinPar(20).prizeOutcomes;
    expect(exact.sumOfSquares).toBe(
      rows['3-blue-diamond'] * 10_000n ** 2n +
        rows['3-red-diamond'] * 2_000n ** 2n +
        rows['3-green-diamond'] * 800n ** 2n +
        rows['3-bell'] * 400n ** 2n +
        rows['3-lemon'] * 320n ** 2n +
        rows['3-orange'] * 240n ** 2n +
        rows['3-grape'] * 160n ** 2n +
        rows['3-plum'] * 80n ** 2n +
        rows['any-3-diamonds'] * 40n ** 2n +
        rows['bonus-3'] * 480n ** 2n +
        rows['bonus-2'] * 160n ** 2n +
        rows['bonus-1'] * 80n ** 2n,
    );
  });
});

describe('gnomosParModel: simulated rounds', () => {
  // Three more seeds, 2 M rounds each, run through the CLI's worker threads in
  // engine/par/monte-carlo-cli.test.ts, where the spin is ~10× faster than inside jest's sandbox.
  it.each([1])('put the exact RTP inside the Monte Carlo 99 %% interval (seed %p)', (seed) => {
    const model = gnomosParModel({ betCents: 20 });
    const exact = model.exact?.();
    if (exact === undefined) throw new Error('no exact figures');
    // 300,000 rounds: a ±0.67 % interval.
    const { stats } = simulate(model, { seed, spins: 300_000 });
    const ci99 = observedRtpIntervals(stats)[2];
    const rtp = ratioToNumber(exactRtp(exact));
    expect(ci99?.low).toBeLessThan(rtp);
    expect(ci99?.high).toBeGreaterThan(rtp);
    // And the interval is a real one, not a blanket.
    expect(ci99?.halfWidth).toBeLessThan(0.008);
  });
});

describe('gnomos-mix options', () => {
  it('refuses an RTP setting on the single-bet sheet, pointing to the setting report', () => {
    expect(() => gnomosParModel({ betCents: 20, setting: 85 })).toThrow(/--setting N/);
    expect(() => createParModel('gnomos-mix', { setting: 85 })).toThrow(ParOptionError);
  });

  it('refuses bets the game does not have', () => {
    expect(() => gnomosParModel({ betCents: 30 })).toThrow(/20, 100, 500, 1000, 2000/);
    expect(() => createParModel('gnomos-mix', { betCents: 30 })).toThrow(ParOptionError);
  });

  it('is in the registry with the default bet 0.20 €, and unknown games are refused', () => {
    expect(Object.keys(PAR_MODELS)).toContain('gnomos-mix');
    expect(createParModel('gnomos-mix').stakeUnits).toBe(20);
    expect(() => createParModel('no-such-game')).toThrow(/unknown game "no-such-game"/);
  });
});
