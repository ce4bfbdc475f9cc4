import { Xoshiro128 } from '../../core/xoshiro128';
import classic from '../examples/classic-5x3.json';
import { DefinitionError } from '../definition/definition-error';
import type { RoundRecorder } from '../par-model';
import { createLineGame } from './create-line-game';
import { exactLineFreeSpins } from './exact-free-spins';
import { lineDef } from './line-test-games';

/**
 * Base reels [s, a] and [s, a, a]: s-s (1 outcome of 6) awards 3 free spins. Free reels
 * [s, a, a, a] and [s, a]: a-a pays 1 (3 of 8 outcomes), s-s retriggers 3 more (1 of 8),
 * every free-spin win ×2.
 *   spins per award  = 3 / (1 − 3·1/8) = 24/5;  per base round = 1/6 · 24/5 = 4/5
 *   win per free spin = 2 · 3/8 = 3/4;          per base round = 4/5 · 3/4 = 3/5 line bets.
 */
const FREE = {
  kind: 'lines',
  id: 'free',
  name: 'Free',
  rows: 1,
  symbols: [
    { id: 'a', kind: 'regular' },
    { id: 's', kind: 'scatter' },
  ],
  reels: [
    ['s', 'a'],
    ['s', 'a', 'a'],
  ],
  lines: [[0, 0]],
  paytable: { a: { 2: 1 } },
  freeSpins: {
    symbol: 's',
    awards: { 2: 3 },
    multiplier: 2,
    retrigger: true,
    reels: [
      ['s', 'a', 'a', 'a'],
      ['s', 'a'],
    ],
  },
};

describe('exactLineFreeSpins', () => {
  it('values a hand-worked feature with retriggers', () => {
    const fs = exactLineFreeSpins(lineDef(FREE));
    expect(fs).toEqual({ triggers: 1n, cycle: 6n, spins: { numerator: 4n, denominator: 5n }, win: { numerator: 3n, denominator: 5n } });
  });

  it('without retriggers an award is just its spins', () => {
    // 1/6 · 3 = 1/2 spin per base round; win 1/2 · 2 · 3/8 = 3/8.
    const fs = exactLineFreeSpins(lineDef({ ...FREE, freeSpins: { ...FREE.freeSpins, retrigger: false } }));
    expect(fs?.spins).toEqual({ numerator: 1n, denominator: 2n });
    expect(fs?.win).toEqual({ numerator: 3n, denominator: 8n });
  });

  it('is null for a game without free spins', () => {
    const { freeSpins: _none, ...plain } = FREE;
    expect(exactLineFreeSpins(lineDef(plain))).toBeNull();
  });

  it('refuses a feature that would never end', () => {
    // Free reels [s] and [s]: every free spin retriggers 1 spin.
    const endless = lineDef({ ...FREE, freeSpins: { ...FREE.freeSpins, awards: { 2: 1 }, reels: [['s'], ['s']] } });
    expect(() => exactLineFreeSpins(endless)).toThrow(DefinitionError);
    expect(() => createLineGame(endless)).toThrow('the feature would never end');
  });
});

class Sums implements RoundRecorder {
  readonly sums = [0, 0, 0];
  features = 0;
  last = 0;
  win(component: number, units: number): void {
    this.sums[component] = (this.sums[component] ?? 0) + units;
    if (component === 2) this.last = units;
  }
  feature(): void {
    this.features += 1;
  }
}

/** Runs `n` rounds; returns the free-spin component's mean and standard error per round. */
function simulateFreeSpins(json: unknown, n: number, seed: number): { mean: number; se: number; triggers: number } {
  const model = createLineGame(lineDef(json)).parModel();
  const rec = new Sums();
  const rng = Xoshiro128.stream(seed, 0);
  let sumSq = 0;
  for (let i = 0; i < n; i += 1) {
    rec.last = 0;
    model.playRound(rng, rec);
    sumSq += rec.last * rec.last;
  }
  const mean = (rec.sums[2] ?? 0) / n;
  return { mean, se: Math.sqrt((sumSq / n - mean * mean) / n), triggers: rec.features };
}

describe('playRound plays the free spins the exact value predicts', () => {
  it('hand-worked feature: 3/5 line bets per round within 5 standard errors', () => {
    const { mean, se, triggers } = simulateFreeSpins(FREE, 200_000, 7);
    expect(Math.abs(mean - 3 / 5)).toBeLessThan(5 * se);
    // Triggers: 1 in 6 rounds; 200,000 / 6 ≈ 33,333 ± 167 (one sd).
    expect(Math.abs(triggers - 200_000 / 6)).toBeLessThan(5 * 167);
  });

  it('classic-5x3: the free-spin RTP within 5 standard errors', () => {
    const exact = exactLineFreeSpins(lineDef(classic));
    if (exact === null) throw new Error('classic has free spins');
    const { mean, se } = simulateFreeSpins(classic, 300_000, 11);
    expect(Math.abs(mean - Number(exact.win.numerator) / Number(exact.win.denominator))).toBeLessThan(5 * se);
  });
});
