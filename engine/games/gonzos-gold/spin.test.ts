import { clusterWins } from '../../core/cluster-masks';
import { Xoshiro128 } from '../../core/xoshiro128';
import { GONZO_MATHS } from './maths';
import { unitsToCents } from './paytable';
import { drawExpandingSymbol, gonzoFreeGridWins, GonzoLeanSpin, playGonzoBaseSpin, playGonzoFreeSpin } from './spin';
import { COIN, REGULAR_SYMBOLS, symbolIndex } from './symbols';

/** A grid from five reel strings of five letters (M=MASK … T=TOPAZ, C=COIN, top row first). */
const LETTERS: Record<string, string> = { M: 'MASK', I: 'IDOL', S: 'SERPENT', J: 'JAGUAR', R: 'RUBY', E: 'EMERALD', P: 'SAPPHIRE', T: 'TOPAZ', C: 'COIN' };
const grid = (...reels: string[]): string[][] => reels.map((r) => [...r].map((ch) => LETTERS[ch] as string));
const BET = 100;

describe("Gonzo's Gold spins", () => {
  it('a base spin pays exactly the clusters of the shared evaluator, in cents', () => {
    const rng = new Xoshiro128(7);
    for (let i = 0; i < 2000; i += 1) {
      const spin = playGonzoBaseSpin(rng, BET);
      const cells = Uint8Array.from(spin.grid.flatMap((c) => c.map(symbolIndex)));
      const expected: { symbol: number; size: number; mask: number; win: number }[] = [];
      const total = clusterWins(cells, GONZO_MATHS.pays, COIN, (symbol, size, mask, win) => expected.push({ symbol, size, mask, win }));
      expect(spin.clusters.map((c) => ({ symbol: symbolIndex(c.symbol), size: c.size, mask: c.mask, win: (c.cents * 20) / BET }))).toEqual(expected);
      expect(spin.scatterCount).toBe(cells.filter((s) => s === COIN).length);
      expect(spin.winCents).toBe(unitsToCents(total, BET) + spin.bonusCents);
      expect(spin.freeSpinsAwarded).toBe(spin.scatterCount >= 3 ? 10 : 0);
      expect(spin.draws.map((d) => d.bound)).toEqual(GONZO_MATHS.base.map((s) => s.length));
    }
  });

  it('a horizontal pair expands its row; the extra prize counts every Expanding Symbol cell after expansion', () => {
    // TOPAZ on reels 1 and 2 of row 2 (a pair) and a lone TOPAZ at reel 5 row 0: row 2 expands (5 cells) + the lone one = 6.
    const r = gonzoFreeGridWins(grid('MIRPS', 'IJTPM', 'SMPJI', 'JSEMR', 'TEMSJ').map((c, k) => (k < 2 ? c.map((s, row) => (row === 2 ? 'TOPAZ' : s)) : c)), BET, 'TOPAZ');
    expect(r.expandedRows).toEqual([2]);
    expect(r.expandedReels).toEqual([]);
    expect(r.coveredCells).toHaveLength(6);
    expect(r.extraCents).toBe(unitsToCents(GONZO_MATHS.pays.pay(symbolIndex('TOPAZ'), 6), BET));
  });

  it('a vertical pair expands its reel; a Scatter next to the Expanding Symbol does nothing', () => {
    const v = gonzoFreeGridWins(grid('MIJPS', 'IJRRM', 'SMPJI', 'JSEMT', 'TEMRJ'), BET, 'RUBY');
    expect(v.expandedReels).toEqual([1]);
    expect(v.expandedRows).toEqual([]);
    expect(v.coveredCells).toHaveLength(6); // reel 2 (5 cells) and the lone RUBY on reel 5
    expect(v.extraCents).toBe(unitsToCents(GONZO_MATHS.pays.pay(symbolIndex('RUBY'), 6), BET));
    const s = gonzoFreeGridWins(grid('MIJPS', 'IJCEM', 'SMRJI', 'JSEMT', 'TEMSJ'), BET, 'RUBY');
    expect(s.expandedRows).toEqual([]);
    expect(s.expandedReels).toEqual([]);
    expect(s.coveredCells).toEqual([{ reel: 2, row: 2 }]);
    expect(s.extraCents).toBe(0); // one RUBY: below its minimum of 4
  });

  it('free spins draw on the Expanding Symbol’s strips and pay clusters + bonus + extra', () => {
    const rng = new Xoshiro128(11);
    for (const e of REGULAR_SYMBOLS) {
      for (let i = 0; i < 200; i += 1) {
        const f = playGonzoFreeSpin(rng, BET, e);
        expect(f.draws.map((d) => d.bound)).toEqual((GONZO_MATHS.free[e] as number[][]).map((s) => s.length));
        expect(f.winCents).toBe(f.clusters.reduce((a, c) => a + c.cents, 0) + f.bonusCents + f.extraCents);
        expect(Number.isSafeInteger(f.winCents)).toBe(true);
      }
    }
  });

  it('the lean spin (simulators, bench) draws and pays exactly as playGonzoBaseSpin and playGonzoFreeSpin', () => {
    // At 0.20 € a pay unit is one cent. Both generators must stay in step: the same words drawn.
    const a = new Xoshiro128(99);
    const b = new Xoshiro128(99);
    const lean = new GonzoLeanSpin();
    for (let i = 0; i < 3000; i += 1) {
      const full = playGonzoBaseSpin(a, 20);
      expect(lean.baseSpin(b)).toBe(full.winCents);
      expect([lean.clusterUnits, lean.bonusUnits, lean.extraUnits, lean.scatters]).toEqual([full.winCents - full.bonusCents, full.bonusCents, 0, full.scatterCount]);
    }
    for (const e of REGULAR_SYMBOLS) {
      for (let i = 0; i < 500; i += 1) {
        const full = playGonzoFreeSpin(a, 20, e);
        expect(lean.freeSpin(b, symbolIndex(e))).toBe(full.winCents);
        expect([lean.bonusUnits, lean.extraUnits, lean.scatters]).toEqual([full.bonusCents, full.extraCents, full.scatterCount]);
      }
    }
    expect(b.state()).toEqual(a.state());
  });

  it('draws the Expanding Symbol from the weighted table with one draw', () => {
    const rng = new Xoshiro128(3);
    const seen = new Map<string, number>();
    for (let i = 0; i < 20000; i += 1) {
      const s = drawExpandingSymbol(rng);
      seen.set(s, (seen.get(s) ?? 0) + 1);
    }
    const total = Object.values(GONZO_MATHS.expandingWeights).reduce((a, b) => a + b, 0);
    for (const s of REGULAR_SYMBOLS) expect(Math.abs((seen.get(s) ?? 0) / 20000 - (GONZO_MATHS.expandingWeights[s] as number) / total)).toBeLessThan(0.015);
  });
});
