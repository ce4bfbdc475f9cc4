import { LOWER_BETS_CENTS } from './bets';
import { LOWER_PAYTABLE, type LowerPrizeId } from './paytable';
import { plainSpinPar } from './plain-spin-par';
import { LOWER_REELS, LOWER_STOP_WEIGHTS } from './reels';
import { evaluateLowerLine } from './spin';
import { GNOMOS_SYMBOLS, type GnomosSymbol } from './symbols';

const OUTCOMES = 1024n ** 3n;

/** percentage bounds checked in integers: lo % ≤ part / whole ≤ hi %. */
function within(part: bigint, whole: bigint, lo: bigint, hi: bigint): boolean {
  return part * 100n >= lo * whole && part * 100n <= hi * whole;
}

describe.each(LOWER_BETS_CENTS)('plain spin at bet %p cents (exact enumeration)', (bet) => {
  const par = plainSpinPar(bet);

  it('covers all 1024³ weighted outcomes', () => {
    expect(par.outcomes).toBe(OUTCOMES);
    expect(par.stakeCents).toBe(BigInt(bet) * OUTCOMES);
  });

  it('returns between 40 % and 60 % (bonuses at 0.80 €, Cauldrons at 0)', () => {
    expect(within(par.returnCents, par.stakeCents, 40n, 60n)).toBe(true);
  });

  it('hits a cash or bonus prize on 15–35 % of spins', () => {
    expect(within(par.hitOutcomes, par.outcomes, 15n, 35n)).toBe(true);
  });

  it('offers two equal figures without a prize on at least 15 % of spins', () => {
    expect(within(par.holdCandidateOutcomes, par.outcomes, 15n, 100n)).toBe(true);
  });

  it('makes every prize and 3 Window possible, 3 Blue Diamond the rarest', () => {
    const blue = par.prizeOutcomes['3-blue-diamond'];
    expect(blue).toBeGreaterThan(0n);
    expect(par.cauldronsOutcomes).toBeGreaterThan(blue);
    for (const row of LOWER_PAYTABLE) {
      if (row.id !== '3-blue-diamond') expect(par.prizeOutcomes[row.id]).toBeGreaterThan(blue);
    }
  });
});

describe('plain-spin figures (pinned: docs/games/gnomos-mix.md quotes them)', () => {
  it('are the documented exact counts', () => {
    const low = plainSpinPar(20);
    const high = plainSpinPar(100);
    expect(low.returnCents).toBe(10_026_342_520n); // 46.6888 % of 21,474,836,480
    expect(high.returnCents).toBe(50_212_312_600n); // 46.7639 % of 107,374,182,400
    expect(low.hitOutcomes).toBe(high.hitOutcomes);
    expect(low.hitOutcomes).toBe(178_666_579n); // 16.6396 %
    expect(low.holdCandidateOutcomes).toBe(252_123_313n); // 23.4808 %
    expect(low.cauldronsOutcomes).toBe(216_000n); // 1 in 4971
    for (const bet of [500, 1000, 2000] as const) {
      const par = plainSpinPar(bet);
      // Every bet from 1 € up pays the same multiples of the bet, so the same return ratio.
      expect(par.returnCents * 100n).toBe(high.returnCents * BigInt(bet));
    }
  });
});

describe('plain-spin enumeration cross-check', () => {
  it('matches a figure-level enumeration (weights summed per figure)', () => {
    const perFigure = LOWER_REELS.map((strip, reel) => {
      const sums = new Map<GnomosSymbol, bigint>(GNOMOS_SYMBOLS.map((s) => [s, 0n]));
      strip.forEach((s, stop) => sums.set(s, (sums.get(s) ?? 0n) + BigInt(LOWER_STOP_WEIGHTS[reel]?.[stop] ?? 0)));
      return sums;
    });
    for (const bet of LOWER_BETS_CENTS) {
      let ret = 0n;
      const counts = new Map<LowerPrizeId, bigint>();
      for (const a of GNOMOS_SYMBOLS) {
        for (const b of GNOMOS_SYMBOLS) {
          for (const c of GNOMOS_SYMBOLS) {
            const w = (perFigure[0]?.get(a) ?? 0n) * (perFigure[1]?.get(b) ?? 0n) * (perFigure[2]?.get(c) ?? 0n);
            const prize = evaluateLowerLine([a, b, c], bet).prize;
            if (prize === null || w === 0n) continue;
            ret += w * BigInt(prize.cents + prize.bonuses * 80);
            counts.set(prize.prizeId, (counts.get(prize.prizeId) ?? 0n) + w);
          }
        }
      }
      const par = plainSpinPar(bet);
      expect(ret).toBe(par.returnCents);
      for (const row of LOWER_PAYTABLE) expect(counts.get(row.id) ?? 0n).toBe(par.prizeOutcomes[row.id]);
    }
  });
});
