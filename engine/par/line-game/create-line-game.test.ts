import { drawInt } from '../../core/rng';
import { Xoshiro128 } from '../../core/xoshiro128';
import classic from '../examples/classic-5x3.json';
import tiny from '../examples/tiny-2-reel.json';
import type { RoundRecorder } from '../par-model';
import { createLineGame } from './create-line-game';
import { exactLineGame } from './exact-line-game';
import { lineDef, randomLineJson } from './line-test-games';
import { referenceSpinWin } from './reference-line-win';

/**
 * A 5×3 game whose stop-0 window is written down strip by strip: each strip starts with the
 * three symbols its reel shows at stop 0 (top, middle, bottom), then two blanks.
 */
function windowGame(columns: string[][]) {
  return createLineGame(
    lineDef({
      kind: 'lines',
      id: 'window',
      name: 'Window',
      rows: 3,
      symbols: [
        { id: 'seven', kind: 'regular' },
        { id: 'lemon', kind: 'regular' },
        { id: 'blank', kind: 'regular' },
        { id: 'wild', kind: 'wild', multiplier: 2 },
        { id: 'star', kind: 'scatter' },
      ],
      reels: columns.map((c) => [...c, 'blank', 'blank']),
      lines: [
        [1, 1, 1, 1, 1],
        [0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2],
        [0, 1, 2, 1, 0],
      ],
      paytable: { seven: { 3: 50, 4: 200, 5: 1000 }, lemon: { 2: 1, 3: 5, 5: 40 }, wild: { 3: 100, 5: 5000 } },
      scatterPays: { star: { 2: 1, 3: 5 } },
      freeSpins: { symbol: 'star', awards: { 3: 8 }, multiplier: 3, retrigger: false },
    }),
  );
}

describe('createLineGame: evaluate and evaluateDetailed on a written-down window', () => {
  //            reel 1   reel 2   reel 3   reel 4   reel 5
  //   top      seven    wild     seven    lemon    star
  //   middle   lemon    lemon    wild     lemon    lemon
  //   bottom   wild     wild     wild     star     blank
  const game = windowGame([
    ['seven', 'lemon', 'wild'],
    ['wild', 'lemon', 'wild'],
    ['seven', 'wild', 'wild'],
    ['lemon', 'lemon', 'star'],
    ['star', 'lemon', 'blank'],
  ]);
  const spin = game.evaluateDetailed([0, 0, 0, 0, 0]);

  it('pays each line by the rules', () => {
    // Middle: lemon lemon wild lemon lemon → lemon×5 with one ×2 wild: 40 × 2 = 80.
    // Top: seven wild seven lemon → seven×3, × 2 = 100.
    // Bottom: wild wild wild star → the wilds alone pay 100; a regular run cannot start (star).
    // V (top, middle, bottom, middle, top): seven lemon → nothing.
    expect(spin.lineWins).toEqual([
      { line: 0, win: 80, symbol: 'lemon', count: 5, multiplier: 2 },
      { line: 1, win: 100, symbol: 'seven', count: 3, multiplier: 2 },
      { line: 2, win: 100, symbol: 'wild', count: 3, multiplier: 1 },
    ]);
    expect(spin.lineTotal).toBe(280);
  });

  it('pays scatters anywhere × the total bet (4 line bets) and reports free spins', () => {
    // Two stars: 1 total bet = 4 line bets; no free spins below three stars.
    expect(spin.scatterWins).toEqual([{ symbol: 'star', count: 2, win: 4 }]);
    expect(spin.scatterTotal).toBe(4);
    expect(spin.total).toBe(284);
    expect(spin.freeSpinsAwarded).toBe(0);
    expect(game.evaluate([0, 0, 0, 0, 0])).toBe(284);
  });

  it('shows the window top row first, stop on the top row', () => {
    expect(spin.window[2]).toEqual(['seven', 'wild', 'wild']);
    // Stop 4 of a 5-stop strip shows stops 4, 0, 1.
    expect(game.evaluateDetailed([4, 0, 0, 0, 0]).window[0]).toEqual(['blank', 'seven', 'lemon']);
  });

  it('refuses stops that are not on the reels', () => {
    expect(() => game.evaluate([0, 0, 0, 0])).toThrow(RangeError);
    expect(() => game.evaluate([0, 0, 5, 0, 0])).toThrow(RangeError);
    expect(() => game.evaluate([0, 0, 1.5, 0, 0])).toThrow(RangeError);
  });
});

describe('createLineGame agrees with the reference rules on the classic game', () => {
  const def = lineDef(classic, 'classic-5x3.json');
  const game = createLineGame(def);
  it('on 5,000 random windows', () => {
    const rng = new Xoshiro128('classic windows');
    for (let i = 0; i < 5_000; i += 1) {
      const stops = def.reels.strips.map((s) => drawInt(rng, s.length));
      const ref = referenceSpinWin(def, def.reels, stops);
      const detail = game.evaluateDetailed(stops);
      expect([detail.lineTotal, detail.scatterTotal]).toEqual([ref.lines, ref.scatter]);
      expect(game.evaluate(stops)).toBe(ref.lines + ref.scatter);
    }
  });
});

describe('createLineGame agrees with the reference rules on every window of random games', () => {
  it.each(Array.from({ length: 15 }, (_, i) => i + 201))('random game %p', (seed) => {
    const def = lineDef(randomLineJson(seed));
    const game = createLineGame(def);
    const stops = def.reels.strips.map(() => 0);
    for (;;) {
      const ref = referenceSpinWin(def, def.reels, stops);
      expect(game.evaluate(stops)).toBe(ref.lines + ref.scatter);
      let r = 0;
      while (r < stops.length && (stops[r] = (stops[r] ?? 0) + 1) === def.reels.strips[r]?.length) stops[r++] = 0;
      if (r === stops.length) break;
    }
  });
});

/** Sums per component, and per-round totals for the standard error. */
class SumRecorder implements RoundRecorder {
  readonly sums: number[] = [0, 0, 0];
  features = 0;
  round = 0;
  win(component: number, units: number): void {
    this.sums[component] = (this.sums[component] ?? 0) + units;
    this.round += units;
  }
  feature(): void {
    this.features += 1;
  }
}

describe('parModel', () => {
  const def = lineDef(classic, 'classic-5x3.json');
  const model = createLineGame(def).parModel();

  it('describes the game for the sheet', () => {
    expect(model.id).toBe('classic-5x3');
    expect(model.stakeUnits).toBe(10);
    expect(model.unitLabel).toBe('line bet');
    expect(model.components.map((c) => c.id)).toEqual(['base-lines', 'scatter', 'free-spins']);
    expect(model.features.map((f) => f.id)).toEqual(['free-spins']);
    expect(model.exact?.()).toEqual(exactLineGame(def));
  });

  it('playRound returns the exact base RTP within 5 standard errors (200,000 seeded rounds)', () => {
    const exact = exactLineGame(def);
    const rec = new SumRecorder();
    const rng = Xoshiro128.stream(2024, 0);
    const n = 200_000;
    let sumBaseSq = 0;
    let baseTotal = 0;
    for (let i = 0; i < n; i += 1) {
      const before = (rec.sums[0] ?? 0) + (rec.sums[1] ?? 0);
      model.playRound(rng, rec);
      const base = (rec.sums[0] ?? 0) + (rec.sums[1] ?? 0) - before;
      baseTotal += base;
      sumBaseSq += base * base;
    }
    const mean = baseTotal / n;
    const se = Math.sqrt((sumBaseSq / n - mean * mean) / n);
    const exactMean = Number((exact.components['base-lines'] ?? 0n) + (exact.components['scatter'] ?? 0n)) / Number(exact.cycle);
    expect(Math.abs(mean - exactMean)).toBeLessThan(5 * se);
    expect(rec.features).toBeGreaterThan(0);
  });

  it('playRound draws weighted stops with their weights (mean within 5 standard errors of the exact RTP)', () => {
    const def = lineDef({ ...tiny, weights: [[3, 1, 2, 1], [1, 4, 2]] });
    const exact = exactLineGame(def);
    const weightedModel = createLineGame(def).parModel();
    const rec = new SumRecorder();
    const rng = Xoshiro128.stream(99, 0);
    const n = 100_000;
    let sumSq = 0;
    for (let i = 0; i < n; i += 1) {
      rec.round = 0;
      weightedModel.playRound(rng, rec);
      sumSq += rec.round * rec.round;
    }
    const mean = (rec.sums[0] ?? 0) / n;
    const se = Math.sqrt((sumSq / n - mean * mean) / n);
    // Unweighted, this game returns 22/12 ≈ 1.83; the weights move it, so a draw that ignored them would fail.
    const exactMean = Number(exact.components['base-lines']) / Number(exact.cycle);
    expect(Math.abs(exactMean - 22 / 12)).toBeGreaterThan(10 * se);
    expect(Math.abs(mean - exactMean)).toBeLessThan(5 * se);
  });
});
