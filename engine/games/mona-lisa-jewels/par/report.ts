/**
 * The part of Mona Lisa Jewels' PAR sheet the generic sheet has no place for: the exact return
 * at every line count below max bet, the max-bet figure with the progressive at its seed and the
 * pool contribution on its own line, and the exact feature odds per spin. `npm run par --
 * mona-lisa-jewels` prints it after the sheet.
 */
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES } from '../../../../contract/games/mona-lisa-jewels';
import { DEFAULT_PROGRESSIVE, progressiveSeedCoins } from '../maths';
import { monaLisaGameExact, monaLisaReturnAt } from './par-model';
import { prizeCapSection } from './prize-cap';
import { div, q, toNumber, type Q } from '../../../core/rational';

/** The stated targets (rule document, GAMES.md). */
export const MONA_LISA_TARGET_RTP = 0.943;
export const MONA_LISA_TARGET_MAX_BET_RTP = 0.946;

const pct = (x: Q | number, digits = 4): string => `${((typeof x === 'number' ? x : toNumber(x)) * 100).toFixed(digits)} %`;
const oneIn = (p: Q): string => (p.n === 0n ? 'never' : `1 in ${toNumber(div(q(1), p)).toFixed(1)}`);

export interface MonaLisaLineCountFigure {
  readonly lines: number;
  readonly rtp: Q;
}

/** The exact return at every line count below max bet (the same for any coins per line). */
export function monaLisaLineCountReturns(): MonaLisaLineCountFigure[] {
  return Array.from({ length: MONA_LISA_MAX_LINES }, (_, i) => ({ lines: i + 1, rtp: monaLisaReturnAt(i + 1, 1).rtp }));
}

/** Rounds per bet kind for the maximum-prize section (about 3 s each on one core). */
export const PRIZE_CAP_ROUNDS = 4_000_000;

export function monaLisaParReport(capRounds = PRIZE_CAP_ROUNDS): string {
  const out: string[] = ['', 'MONA LISA JEWELS — RETURN BY BET (exact)', ''];
  const below = monaLisaLineCountReturns();
  out.push(`  Below max bet (any coins per line; target ${pct(MONA_LISA_TARGET_RTP, 2)} ± 0.50, aim ± 0.10):`);
  for (let i = 0; i < below.length; i += 5) {
    out.push(`    ${below.slice(i, i + 5).map((f) => `${String(f.lines).padStart(2)} lines ${pct(f.rtp)}`).join('   ')}`);
  }
  const low = Math.min(...below.map((f) => toNumber(f.rtp)));
  const high = Math.max(...below.map((f) => toNumber(f.rtp)));
  out.push(`    lowest ${pct(low)}, highest ${pct(high)}`);
  const max = monaLisaReturnAt(MONA_LISA_MAX_LINES, MONA_LISA_MAX_COINS);
  const stake = MONA_LISA_MAX_LINES;
  const bp = DEFAULT_PROGRESSIVE.contributionBp;
  out.push('');
  out.push(`  Max bet (${MONA_LISA_MAX_LINES} lines × ${MONA_LISA_MAX_COINS} coins), progressive at its seed (${progressiveSeedCoins().toLocaleString('en')} coins) replacing the 5-JACKPOT prize:`);
  out.push(`    ${pct(max.rtp, 2)} + ${(bp / 100).toFixed(2)} % increment   (exact ${pct(max.rtp)}; target ${pct(MONA_LISA_TARGET_MAX_BET_RTP, 2)} ± 0.05)`);
  out.push(`    of which the progressive ${pct(div(max.progressive, q(stake)))} (base and free spins; never in Jewel spins)`);
  out.push(`  Contribution: ${(bp / 100).toFixed(2)} % of every placed bet (${bp} bp, stake cents × ${bp} micro-euros) goes to the pool, on top of the figures above; free and Jewel spins add nothing`);
  const e = monaLisaGameExact();
  const r = monaLisaReturnAt(MONA_LISA_MAX_LINES, 1);
  out.push('');
  out.push('  Feature odds (exact):');
  out.push(`    Jewel spins per base or free spin: ${oneIn(e.jewelTrigger)} (2 or 3 Jewels on reel 1)`);
  out.push(`    Normal free spins per base or free spin: ${oneIn(e.scatterTrigger)} (3+ scatters)`);
  out.push(`    5 JACKPOT on a given line: ${oneIn(e.jackpot5)}; on one of 25 lines: ${oneIn(q(e.jackpot5.n * 25n, e.jackpot5.d))} per base or free spin`);
  out.push(`    per paid round: ${toNumber(r.freeSpinsPerRound).toFixed(4)} normal free spins and ${toNumber(r.jewelSequencesPerRound).toFixed(4)} Jewel sequences on average`);
  const c = (v: Q): string => pct(div(v, q(MONA_LISA_MAX_LINES)));
  out.push(`    return below max bet: base lines ${c(r.baseLines)}, base scatter ${c(r.scatter)}, free spins ${c(r.freeSpins)}, Jewel spins ${c(r.jewelSpins)}`);
  out.push(...prizeCapSection(capRounds));
  out.push('');
  return `${out.join('\n')}\n`;
}
