import { drawInt } from './rng';
import { ScatterPays } from './scatter-pays';
import { Xoshiro128 } from './xoshiro128';

const S = 2; // the scatter in these windows; other numbers are ordinary symbols
const PAYS = [0, 0, 1, 5, 20, 100];

/** A window as the display sees it, window[reel][row], and the same cells reel-major. */
const flat = (window: number[][]): number[] => window.flat();

describe('scatter pays', () => {
  // 5 reels × 3 rows; scatters on reel 1 row 0, reel 3 rows 1 and 2, reel 5 row 0.
  const window = [
    [S, 0, 1],
    [3, 4, 5],
    [6, S, S],
    [1, 1, 1],
    [S, 7, 8],
  ];

  it('counts the symbol anywhere, lines or not, and names its cells reel by reel, top to bottom', () => {
    const scatters = new ScatterPays({ symbol: S, rows: 3, pays: PAYS });
    expect(scatters.count(flat(window))).toBe(4);
    expect(scatters.cellsOf(flat(window))).toEqual([
      { reel: 0, row: 0 },
      { reel: 2, row: 1 },
      { reel: 2, row: 2 },
      { reel: 4, row: 0 },
    ]);
    expect(scatters.count(new Int32Array(flat(window)))).toBe(4); // a simulator's typed window
  });

  it('pays a multiple of the total bet by count; counts past the table pay its last entry', () => {
    const scatters = new ScatterPays({ symbol: S, rows: 3, pays: PAYS });
    expect([0, 1, 2, 3, 4, 5].map((n) => scatters.multiple(n))).toEqual(PAYS);
    expect(scatters.multiple(9)).toBe(100);
    expect(scatters.pay(4, 250)).toBe(20 * 250);
    expect(scatters.pay(1, 250)).toBe(0);
  });

  it('counts only on the reels given (a symbol that counts on reel 1 only, or on reels 1, 3 and 5)', () => {
    const reel1 = new ScatterPays({ symbol: S, rows: 3, pays: [0], reels: [0] });
    expect(reel1.count(flat(window))).toBe(1);
    expect(reel1.cellsOf(flat(window))).toEqual([{ reel: 0, row: 0 }]);
    const odd = new ScatterPays({ symbol: S, rows: 3, pays: PAYS, reels: [0, 2, 4] });
    expect(odd.count(flat(window))).toBe(4);
    const even = new ScatterPays({ symbol: S, rows: 3, pays: PAYS, reels: [1, 3] });
    expect(even.count(flat(window))).toBe(0);
  });

  it('works on any window shape: 4 rows, and agrees cell by cell with a count per reel', () => {
    const rng = new Xoshiro128(5);
    const scatters = new ScatterPays({ symbol: S, rows: 4, pays: PAYS });
    const some = new ScatterPays({ symbol: S, rows: 4, pays: PAYS, reels: [1, 2, 3] });
    let seen = 0;
    for (let spin = 0; spin < 500; spin += 1) {
      const w = Array.from({ length: 5 }, () => Array.from({ length: 4 }, () => drawInt(rng, 6)));
      const perReel = w.map((column) => column.filter((s) => s === S).length);
      expect(scatters.count(flat(w))).toBe(perReel.reduce((a, b) => a + b, 0));
      expect(some.count(flat(w))).toBe(perReel[1]! + perReel[2]! + perReel[3]!);
      expect(scatters.cellsOf(flat(w)).every(({ reel, row }) => w[reel]![row] === S)).toBe(true);
      expect(some.cellsOf(flat(w)).length).toBe(some.count(flat(w)));
      seen += scatters.count(flat(w));
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('refuses rules it cannot play', () => {
    expect(() => new ScatterPays({ symbol: S, rows: 0, pays: PAYS })).toThrow(RangeError);
    expect(() => new ScatterPays({ symbol: S, rows: 3, pays: [] })).toThrow(RangeError);
    expect(() => new ScatterPays({ symbol: S, rows: 3, pays: [0, -1] })).toThrow(RangeError);
    expect(() => new ScatterPays({ symbol: S, rows: 3, pays: PAYS, reels: [0, 0] })).toThrow(RangeError);
    expect(() => new ScatterPays({ symbol: S, rows: 3, pays: PAYS, reels: [-1] })).toThrow(RangeError);
  });

  it('keeps its own copy of the pays, so a later change to the array cannot change a game', () => {
    const pays = [...PAYS];
    const scatters = new ScatterPays({ symbol: S, rows: 3, pays });
    pays[3] = 999;
    expect(scatters.multiple(3)).toBe(5);
  });
});
