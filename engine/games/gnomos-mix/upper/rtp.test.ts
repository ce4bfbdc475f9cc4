import { UPPER_BETS, UPPER_BET_IDS, upperBet } from './bets';
import { UPPER_PAYTABLE } from './paytable';
import { upperPlainSpinPar } from './plain-spin-par';
import { UPPER_REELS, UPPER_STOP_WEIGHTS } from './reels';

const OUTCOMES = 1024n ** 3n;

/** lo % ≤ part / whole ≤ hi %, in integers. */
function within(part: bigint, whole: bigint, lo: bigint, hi: bigint): boolean {
  return part * 100n >= lo * whole && part * 100n <= hi * whole;
}

describe.each(UPPER_BET_IDS)('upper plain spin at %s (exact enumeration)', (betId) => {
  const par = upperPlainSpinPar(betId);

  it('covers all 1024³ weighted outcomes at the stake value (cash + bonuses at 0.80 €)', () => {
    expect(par.outcomes).toBe(OUTCOMES);
    expect(par.stakeValueCents).toBe(BigInt(upperBet(betId).stakeValueCents) * OUTCOMES);
  });

  it('returns between 40 % and 60 %', () => {
    expect(within(par.returnCents, par.stakeValueCents, 40n, 60n)).toBe(true);
  });

  it('hits on 10–20 % of spins and shows a minigame line on 1–5 %', () => {
    expect(within(par.hitOutcomes, par.outcomes, 10n, 20n)).toBe(true);
    expect(within(par.minigameOutcomes, par.outcomes, 1n, 5n)).toBe(true);
  });

  it('makes every line prize possible, 3 Golden Gnome the rarest', () => {
    const gnome = par.prizeLines['3-golden-gnome'];
    expect(gnome).toBeGreaterThan(0n);
    for (const row of UPPER_PAYTABLE) if (row.id !== '3-golden-gnome') expect(par.prizeLines[row.id]).toBeGreaterThan(gnome);
  });
});

describe('upper plain-spin figures (pinned: docs/games/gnomos-mix-upper.md quotes them)', () => {
  it('are the documented exact counts', () => {
    const low = upperPlainSpinPar('0.20+1');
    const mid = upperPlainSpinPar('1+5');
    const top = upperPlainSpinPar('20+200');
    expect(low.returnCents).toBe(50_767_372_800n); // 47.2808 % of 107,374,182,400
    expect(mid.returnCents).toBe(268_435_604_000n); // 50.0000 % of 536,870,912,000
    expect(top.returnCents).toBe(9_300_600_144_000n); // 48.1214 % of 19,327,352,832,000
    expect(mid.hitOutcomes).toBe(137_010_742n); // 12.7602 %
    expect(mid.minigameOutcomes).toBe(31_729_043n); // 2.9550 %, 1 in 33.8
    expect(mid.prizeLines['3-golden-gnome']).toBe(226_926n); // 1 in 4,732 spins
    for (const id of UPPER_BET_IDS) {
      const par = upperPlainSpinPar(id);
      expect(par.hitOutcomes).toBe(mid.hitOutcomes);
      // These strips never show two prizes whose sum passes the maximum: the cap never binds.
      expect(par.cappedAwayCents).toBe(0n);
    }
    for (const id of ['5+25', '10+50', '20+100'] as const) {
      // Same multiples of the stake value, so the same return ratio as 1 € + 5.
      expect(upperPlainSpinPar(id).returnCents * 500n).toBe(mid.returnCents * BigInt(upperBet(id).stakeValueCents));
    }
  });
});

describe('upper plain-spin enumeration cross-check', () => {
  it('matches an independent brute force over the strips (no shared evaluator)', () => {
    const cells: [number, number][][] = [
      [[0, 0], [1, 0], [2, 0]],
      [[0, 1], [1, 1], [2, 1]],
      [[0, 2], [1, 2], [2, 2]],
      [[0, 0], [0, 1], [0, 2]],
      [[1, 0], [1, 1], [1, 2]],
      [[2, 0], [2, 1], [2, 2]],
      [[0, 0], [1, 1], [2, 2]],
      [[0, 2], [1, 1], [2, 0]],
    ];
    const pay = new Map(UPPER_PAYTABLE.map((r) => [r.symbol as string, r.pays]));
    for (const bet of UPPER_BETS) {
      let ret = 0n;
      for (let a = 0; a < 16; a += 1) {
        for (let b = 0; b < 16; b += 1) {
          for (let c = 0; c < 16; c += 1) {
            const stops = [a, b, c];
            const fig = (reel: number, row: number): string => UPPER_REELS[reel]?.[((stops[reel] ?? 0) + row + 15) % 16] ?? '?';
            let win = 0;
            for (const line of cells) {
              const [p, q, r] = line.map(([reel, row]) => fig(reel, row));
              if (p === q && q === r && p !== undefined) win += pay.get(p)?.[bet.id] ?? 0;
            }
            const w = BigInt((UPPER_STOP_WEIGHTS[0]?.[a] ?? 0) * (UPPER_STOP_WEIGHTS[1]?.[b] ?? 0) * (UPPER_STOP_WEIGHTS[2]?.[c] ?? 0));
            ret += w * BigInt(Math.min(win, bet.maxPrizeCents));
          }
        }
      }
      expect(ret).toBe(upperPlainSpinPar(bet.id).returnCents);
    }
  });
});
