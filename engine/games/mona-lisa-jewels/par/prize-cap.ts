/**
 * What the jurisdiction's maximum prize per game (engine/features/win-cap.ts) costs Mona Lisa's
 * return. The cap is in euros and the game's wins are in multiples of the bet, so the cost
 * depends on cap ÷ total bet: at 20,000 € it is 800× a 25 € bet and 400× a 50 € bet. Rounds
 * (the paid spin and every feature spin it starts) are played by Monte Carlo with a fixed seed;
 * for each multiple the sheet shows how often a round reaches it and the return it withholds
 * (the mean of max(0, win − cap) in bets), with a 99 % interval.
 */
import { Xoshiro128 } from '../../../core/xoshiro128';
import type { RoundRecorder } from '../../../par/par-model';
import { monaLisaParModel } from './par-model';

/** Cap ÷ total bet multiples the sheet lists (20,000 € is 800× at 25 €, 400× at 50 €, 200× at 100 €). */
export const CAP_MULTIPLES: readonly number[] = [2000, 1000, 800, 500, 400, 300, 200, 100];

export interface CapCost {
  readonly multiple: number;
  /** Rounds whose win reached the cap. */
  readonly capped: number;
  /** Mean withheld return in bets (a fraction: 0.0001 = 0.01 points of return). */
  readonly lost: number;
  /** Half-width of the 99 % interval of `lost`. */
  readonly lost99: number;
}

export interface CapCosts {
  readonly rounds: number;
  readonly betCents: number;
  readonly costs: readonly CapCost[];
  /** The largest round win seen, in bets. */
  readonly maxWin: number;
}

const Z99 = 2.5758;

/** Plays `rounds` rounds at `betCents` (1-cent coin: 250 is max bet with the progressive, 225 the largest bet below). */
export function monaLisaCapCosts(betCents: number, rounds: number, seed = 20_000): CapCosts {
  const model = monaLisaParModel({ betCents });
  const rng = new Xoshiro128(seed);
  let won = 0;
  const recorder: RoundRecorder = {
    win: (_component, units) => {
      won += units;
    },
    feature: () => undefined,
  };
  const sum = new Float64Array(CAP_MULTIPLES.length);
  const sumSq = new Float64Array(CAP_MULTIPLES.length);
  const capped = new Int32Array(CAP_MULTIPLES.length);
  let maxWin = 0;
  for (let i = 0; i < rounds; i += 1) {
    won = 0;
    model.playRound(rng, recorder);
    const x = won / model.stakeUnits;
    if (x > maxWin) maxWin = x;
    CAP_MULTIPLES.forEach((m, k) => {
      if (x <= m) return;
      const excess = x - m;
      sum[k] = (sum[k] ?? 0) + excess;
      sumSq[k] = (sumSq[k] ?? 0) + excess * excess;
      capped[k] = (capped[k] ?? 0) + 1;
    });
  }
  const costs = CAP_MULTIPLES.map((multiple, k) => {
    const mean = (sum[k] ?? 0) / rounds;
    const variance = Math.max(0, (sumSq[k] ?? 0) / rounds - mean * mean);
    return { multiple, capped: capped[k] ?? 0, lost: mean, lost99: Z99 * Math.sqrt(variance / rounds) };
  });
  return { rounds, betCents, costs, maxWin };
}

/** The sheet's section: both bet kinds, every multiple, and the euros each multiple means at 20,000 €. */
export function prizeCapSection(rounds: number, capCents = 2_000_000): string[] {
  const out: string[] = ['', `  Maximum prize per game (jurisdiction profile; every shipped profile: ${(capCents / 100).toLocaleString('en')} €), Monte Carlo, ${rounds.toLocaleString('en')} rounds per bet kind, seed 20000:`];
  const kinds = [
    { label: 'max bet, progressive at its seed', cents: 250 },
    { label: 'largest bet below max (25 lines × 9 coins)', cents: 225 },
  ];
  const results = kinds.map((k) => ({ ...k, r: monaLisaCapCosts(k.cents, rounds) }));
  out.push(`    cap ÷ bet   total bet at the cap   ${results.map((k) => k.label.padEnd(46)).join('')}`);
  for (let i = 0; i < CAP_MULTIPLES.length; i += 1) {
    const m = CAP_MULTIPLES[i] as number;
    const bet = `${(capCents / 100 / m).toLocaleString('en', { maximumFractionDigits: 2 })} €`;
    const cells = results.map(({ r }) => {
      const c = r.costs[i] as CapCost;
      const odds = c.capped === 0 ? 'never seen' : `1 in ${Math.round(r.rounds / c.capped).toLocaleString('en')}`;
      const cost = c.capped === 0 ? 'nothing withheld' : `−${(c.lost * 100).toFixed(4)} ± ${(c.lost99 * 100).toFixed(4)} pts`;
      return `${cost}, ${odds}`.padEnd(46);
    });
    out.push(`    ${`${m}×`.padStart(7)}   ${bet.padStart(20)}   ${cells.join('')}`);
  }
  out.push(`    largest round seen: ${results.map(({ label, r }) => `${r.maxWin.toFixed(1)}× (${label})`).join(', ')}`);
  out.push('    A round that reaches the cap is paid the cap and ends there (feature spins left are forfeited; a progressive');
  out.push('    cut short leaves the rest in the pool). Return at a bet = the exact figure above minus the points shown.');
  return out;
}
