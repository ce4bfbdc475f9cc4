import { createParModel, parModelIds } from '../../../par/models';
import { MYSTIC_GEM_MODES, MYSTIC_GEM_MODE_SPECS } from '../maths';
import { MYSTIC_GEM_PAR_STAKES_CENTS, mysticGemModeExact, mysticGemModeOfStake } from './par-model';
import { mysticGemParReport } from './report';
import { q } from '../../../core/rational';

describe('the PAR model of 40 Mystic Gem', () => {
  it('is registered, one model per bet mode chosen by its stake at a 0.40 € total bet', () => {
    expect(parModelIds()).toContain('mystic-gem-40');
    expect(MYSTIC_GEM_PAR_STAKES_CENTS).toEqual([40, 180, 600, 2860, 480, 1000]);
    MYSTIC_GEM_MODES.forEach((mode, i) => expect(mysticGemModeOfStake(MYSTIC_GEM_PAR_STAKES_CENTS[i] as number)).toBe(mode));
    expect(() => createParModel('mystic-gem-40', { betCents: 80 })).toThrow(/no bet of 80/);
  });

  it("states each mode's exact return: the components over the cycle are the exact fractions", () => {
    for (const mode of MYSTIC_GEM_MODES) {
      const stake = MYSTIC_GEM_PAR_STAKES_CENTS[MYSTIC_GEM_MODES.indexOf(mode)] as number;
      const model = createParModel('mystic-gem-40', { betCents: stake });
      const exact = model.exact?.();
      if (exact === undefined) throw new Error('no exact figures');
      const total = Object.values(exact.components).reduce((a, b) => a + b, 0n);
      expect(q(total, exact.cycle * exact.stakeUnits)).toEqual(mysticGemModeExact(mode).rtp);
      expect(Object.keys(exact.components)).toHaveLength(mode === 'base' ? 3 : MYSTIC_GEM_MODE_SPECS[mode].placements.length);
      if (MYSTIC_GEM_MODE_SPECS[mode].guaranteed) expect(exact.hits).toBe(exact.cycle);
    }
  });

  it('plays rounds through the fast simulator and reports wins by component', () => {
    const model = createParModel('mystic-gem-40', { betCents: 480 });
    let won = 0;
    let rounds = 0;
    const recorder = { win: (_c: number, units: number) => (won += units), feature: () => undefined };
    let s = 1;
    const rng = { nextUint32: () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) };
    for (; rounds < 2000; rounds += 1) model.playRound(rng, recorder);
    expect(won).toBeGreaterThan(0);
  });

  it('prints every mode, every placement and the Jackpot Cards hook in its report', () => {
    const text = mysticGemParReport(20_000);
    for (const mode of MYSTIC_GEM_MODES) expect(text).toContain(`${mode} spread`);
    expect(text).toContain('buy2 WILD 2+4');
    expect(text).toContain('guaranteed1 WILD 3');
    expect(text).not.toContain('OUTSIDE');
  });
});
