import { toNumber } from '../../../core/rational';
import { createParModel, parModelIds, PAR_MODELS } from '../../../par/models';
import { elvesModeOfStake, exactParts, MYSTERY_ELVES_PAR_STAKES_CENTS, mysteryElvesExact, SHEET_CYCLE } from './par-model';
import { mysteryElvesParReport, reach } from './report';
import { q } from '../../../core/rational';

describe('the PAR model of Mystery Elves', () => {
  it('is registered, one model per bet mode chosen by its stake at a 0.10 € total bet', () => {
    expect(parModelIds()).toContain('mystery-elves');
    expect(MYSTERY_ELVES_PAR_STAKES_CENTS).toEqual([10, 700]);
    expect(elvesModeOfStake(10)).toBe('base');
    expect(elvesModeOfStake(700)).toBe('buy');
    expect(PAR_MODELS['mystery-elves']?.defaultBetCents).toBe(10);
    expect(() => createParModel('mystery-elves', { betCents: 20 })).toThrow(/no bet of 20/);
    expect(() => createParModel('mystery-elves', { setting: 90 })).toThrow(/one return/);
  });

  it("gives the sheet each mode's exact parts over 10^30, rounded at the 30th decimal of a game", () => {
    for (const [stake, mode] of [
      [10, 'base'],
      [700, 'buy'],
    ] as const) {
      const model = createParModel('mystery-elves', { betCents: stake });
      const exact = model.exact?.();
      if (exact === undefined) throw new Error('no exact figures');
      expect(exact.cycle).toBe(SHEET_CYCLE);
      expect(Object.keys(exact.components)).toEqual(model.components.map((c) => c.id));
      const e = mysteryElvesExact()[mode];
      const total = Object.values(exact.components).reduce((a, b) => a + b, 0n);
      // Σ parts / (10^30 × stake) against the exact return: within 7 roundings of 10^-30 of a game.
      const rtp = toNumber(q(total, exact.cycle * exact.stakeUnits));
      expect(Math.abs(rtp - toNumber(e.rtp))).toBeLessThan(1e-12);
      expect(exactParts(e)).toHaveLength(model.components.length);
      expect(exact.hits).toBe(mode === 'buy' ? SHEET_CYCLE : exact.hits);
      expect(exact.sumOfSquares).toBeDefined();
    }
  });

  it('plays rounds through the fast simulator and reports wins by component and features', () => {
    for (const stake of MYSTERY_ELVES_PAR_STAKES_CENTS) {
      const model = createParModel('mystery-elves', { betCents: stake });
      const won = new Array<number>(model.components.length).fill(0);
      const seen = new Array<number>(model.features.length).fill(0);
      const recorder = { win: (c: number, units: number) => (won[c] = (won[c] as number) + units), feature: (f: number) => (seen[f] = (seen[f] as number) + 1) };
      let s = 7;
      const rng = { nextUint32: () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) };
      const rounds = stake === 10 ? 20_000 : 500;
      for (let i = 0; i < rounds; i += 1) model.playRound(rng, recorder);
      expect(won.every((x) => Number.isSafeInteger(x) && x >= 0)).toBe(true);
      expect(won[0]).toBeGreaterThan(0);
      expect(seen[0]).toBeGreaterThan(0);
      if (stake === 700) expect(seen[0]).toBe(rounds);
    }
  });

  it('prints both modes, the jackpot odds with their reach in 100 million games, and the real procedures inside 99 %', () => {
    const text = mysteryElvesParReport(3000);
    for (const key of ['base game RTP', 'buy (70×) RTP', 'GRAND (1000×)', 'MINI (20×)', 'full grid', 'largest win', 'HOLD AND WIN BY COUNT', 'REAL PROCEDURES', 'volatility']) expect(text).toContain(key);
    expect(text).not.toMatch(/OUTSIDE|NaN|undefined|NOT reachable/);
    expect(reach(q(1, 200_000_000)).reachable).toBe(false);
    expect(reach(q(1, 5_000_000)).text).toMatch(/^reachable in 100 million games \(expected 20 times/);
  });
});
