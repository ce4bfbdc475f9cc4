import { Xoshiro128 } from '../../../core/xoshiro128';
import { MONA_LISA_MATHS } from '../maths';
import { playMonaLisaSpin, type JewelLock, type MonaLisaBet, type MonaLisaSpinKind } from '../spin';
import { symbolName } from '../symbols';
import { MonaLisaSimulator, SPIN_BASE, SPIN_FREE, SPIN_JEWEL } from './fast-sim';

const KIND = { base: SPIN_BASE, free: SPIN_FREE, jewel: SPIN_JEWEL } as const;
/** One simulator for every test: building its lookup tables takes most of a second. */
const sim = new MonaLisaSimulator(MONA_LISA_MATHS);

/** Plays `rounds` whole rounds with both on twin generators; returns how many spins of each kind were compared. */
function compare(bet: MonaLisaBet, seed: number, rounds: number): Record<MonaLisaSpinKind, number> {
  const display = new Xoshiro128(seed);
  const fast = new Xoshiro128(seed);
  const maxBet = bet.lines === 25 && bet.coins === 10;
  const seen = { base: 0, free: 0, jewel: 0 };
  for (let round = 0; round < rounds; round += 1) {
    let jewelLeft = 0;
    let freeLeft = 0;
    let lock: JewelLock | null = null;
    let kind: MonaLisaSpinKind | null = 'base';
    while (kind !== null) {
      const r = playMonaLisaSpin(display, bet, kind, kind === 'jewel' ? lock : null);
      sim.spin(fast, KIND[kind], bet.lines, maxBet);
      seen[kind] += 1;
      const got = {
        stops: Array.from(sim.stops),
        window: Array.from(sim.cells, symbolName),
        lines: sim.lineCoins * bet.coins * bet.coinCents,
        scatter: sim.scatterMultiple() * bet.lines * bet.coins * bet.coinCents,
        progressive: sim.progressiveLine,
        awards: [sim.jewelAward, sim.freeAward],
        held: r.jewelLock === null ? null : Array.from(sim.held).flatMap((s, i) => (s >= 0 ? [{ reel: Math.floor(i / 3), row: i % 3, symbol: symbolName(s) }] : [])),
      };
      const want = {
        stops: r.stops,
        window: r.window.flat(),
        lines: r.lineWins.reduce((a, w) => a + w.cents, 0),
        scatter: r.scatter?.cents ?? 0,
        progressive: r.progressive?.line ?? -1,
        awards: [r.jewelSpinsAwarded, r.freeSpinsAwarded],
        held: r.jewelLock?.held ?? null,
      };
      // One expect per disagreement only: jest's deep equality per spin would dominate the run.
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ round, kind, ...got }).toEqual({ round, kind, ...want });
      if (r.jewelLock !== null) lock = r.jewelLock;
      jewelLeft += r.jewelSpinsAwarded;
      freeLeft += r.freeSpinsAwarded;
      if (jewelLeft > 0) {
        jewelLeft -= 1;
        kind = 'jewel';
      } else if (freeLeft > 0) {
        freeLeft -= 1;
        kind = 'free';
      } else kind = null;
    }
  }
  return seen;
}

describe('the fast simulator plays exactly what playMonaLisaSpin plays', () => {
  it('below max bet: the same stops, windows, wins, awards and held cells for the same draws', () => {
    const seen = compare({ lines: 25, coins: 3, coinCents: 2 }, 7, 20_000);
    expect(seen.jewel).toBeGreaterThan(100);
    expect(seen.free).toBeGreaterThan(100);
  });

  it('at max bet with few lines and at max bet with the progressive in play', () => {
    compare({ lines: 7, coins: 1, coinCents: 1 }, 8, 5000);
    compare({ lines: 25, coins: 10, coinCents: 1 }, 9, 10_000);
  });

  it('the 5-JACKPOT line is the progressive at max bet in both (forced stops)', () => {
    const stops = [0, 1, 2, 3, 4].map((reel) => {
      const strip = MONA_LISA_MATHS.strips[reel]!;
      return (strip.indexOf(1) - 1 + strip.length) % strip.length; // JACKPOT on the middle row
    });
    let i = 0;
    const rng = { nextUint32: () => stops[i++ % 5]! };
    const r = playMonaLisaSpin(rng, { lines: 25, coins: 10, coinCents: 1 }, 'base', null);
    sim.spin(rng, SPIN_BASE, 25, true);
    expect(r.progressive?.line).toBe(0);
    expect(sim.progressiveLine).toBe(0);
  });
});
