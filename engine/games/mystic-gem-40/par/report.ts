/**
 * The part of 40 Mystic Gem's PAR sheet the generic sheet has no place for: every bet mode's
 * exact return and each WILD placement's, the exact hit frequency, a GUARANTEED game's draws,
 * and from a fixed-seed run of the fast simulator the spread (SD per unit stake), the largest
 * win seen and its odds. The generic sheet of one mode (`--bet <stake>`) adds the full Monte
 * Carlo of that mode. `npm run par -- mystic-gem-40` prints these lines in the base sheet's header.
 *
 * ──── Jackpot Cards hook ────
 * jackpotCardsSection() (./jackpot-cards-par.ts, written with the Jackpot Cards maths) returns the
 * lines of the Jackpot Cards section, stated on its own, on top of the game's return.
 */
import { Xoshiro128 } from '../../../core/xoshiro128';
import { MYSTIC_GEM_MATHS, MYSTIC_GEM_MODE_SPECS, MYSTIC_GEM_MODES, type MysticGemMode } from '../maths';
import { jackpotCardsSection } from './jackpot-cards-par';
import { MysticGemSimulator } from './fast-sim';
import { mysticGemBaseExact, mysticGemModeExact, mysticGemModeLine } from './par-model';
import { q, toNumber, type Q } from '../../../core/rational';

/** The stated target (rule document, GAMES.md) and the allowed distances from it. */
export const MYSTIC_GEM_TARGET_RTP = q(9608, 10000);
export const BASE_TOLERANCE = q(5, 10000);
export const MODE_TOLERANCE = q(50, 10000);

/** Games simulated per mode for the spread and the largest win (seeded: the same figures every run). */
export const REPORT_GAMES = 1_000_000;
export const REPORT_SEED = 40;

const pct = (x: Q | number, digits = 4): string => `${((typeof x === 'number' ? x : toNumber(x)) * 100).toFixed(digits)} %`;
const oneIn = (p: Q | number): string => {
  const x = typeof p === 'number' ? p : toNumber(p);
  return x === 0 ? 'never' : `1 in ${(1 / x).toFixed(x > 0.1 ? 2 : 1)}`;
};
const reelList = (reels: readonly number[]): string => reels.map((k) => k + 1).join('+');

export interface MysticGemSimFigures {
  readonly games: number;
  readonly seed: number;
  /** Win per game in total bets: mean and standard deviation, ÷ the price (per unit stake). */
  readonly rtp: number;
  readonly sdPerStake: number;
  readonly hitRate: number;
  /** The largest game win seen, in total bets, and how many games showed it. */
  readonly largestWin: number;
  readonly largestSeen: number;
  readonly meanDraws: number;
}

/** Plays `games` games of `mode` on the fast simulator; allocation-free per game. */
export function simulateMode(mode: MysticGemMode, games = REPORT_GAMES, seed = REPORT_SEED, sim = new MysticGemSimulator(MYSTIC_GEM_MATHS)): MysticGemSimFigures {
  const rng = new Xoshiro128(seed);
  const index = MysticGemSimulator.modeIndex(mode);
  const lines = MYSTIC_GEM_MATHS.lines.length;
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let largest = 0;
  let largestSeen = 0;
  let draws = 0;
  for (let g = 0; g < games; g += 1) {
    sim.play(rng, index);
    // In line bets, so every figure stays a whole number until the end.
    const win = sim.lineMultiples + sim.scatterMultiples * lines;
    sum += win;
    sumSq += win * win;
    draws += sim.draws;
    if (win > 0) hits += 1;
    if (win > largest) {
      largest = win;
      largestSeen = 1;
    } else if (win === largest && win > 0) largestSeen += 1;
  }
  const price = MYSTIC_GEM_MODE_SPECS[mode].price.num / MYSTIC_GEM_MODE_SPECS[mode].price.den;
  const mean = sum / games / lines;
  const variance = sumSq / games / (lines * lines) - mean * mean;
  return {
    games,
    seed,
    rtp: mean / price,
    sdPerStake: Math.sqrt(Math.max(variance, 0)) / price,
    hitRate: hits / games,
    largestWin: largest / lines,
    largestSeen,
    meanDraws: draws / games,
  };
}

const within = (x: Q, tolerance: Q): boolean => {
  const d = toNumber(x) - toNumber(MYSTIC_GEM_TARGET_RTP);
  return Math.abs(d) <= toNumber(tolerance) + 1e-12;
};

/** The report as key/value pairs (the sheet's header), in order. */
export function mysticGemReportPairs(games = REPORT_GAMES): [string, string][] {
  const out: [string, string][] = [];
  const sim = new MysticGemSimulator(MYSTIC_GEM_MATHS);
  const b = mysticGemBaseExact();
  out.push(['RETURN BY MODE', `exact (rational); target ${pct(MYSTIC_GEM_TARGET_RTP, 2)}: base ± 0.05, every bought mode ± 0.50`]);
  for (const mode of MYSTIC_GEM_MODES) {
    const e = mysticGemModeExact(mode);
    const tol = mode === 'base' ? BASE_TOLERANCE : MODE_TOLERANCE;
    const ok = within(e.rtp, tol) ? 'within' : 'OUTSIDE';
    out.push([`${mode}`, `${pct(e.rtp)} = ${e.rtp.n}/${e.rtp.d} (${ok} ± ${(toNumber(tol) * 100).toFixed(2)} points) — ${mysticGemModeLine(mode)}`]);
    if (mode === 'base') {
      out.push(['base parts', `lines ${pct(b.rtpLines)}, GEM ${pct(b.rtpGem)}, STAR ${pct(b.rtpStar)}; GEM pays ${oneIn(q(b.gemHits, b.cycle))}, STAR pays ${oneIn(q(b.starHits, b.cycle))}`]);
    }
    for (const p of e.placements) {
      const extra = MYSTIC_GEM_MODE_SPECS[mode].guaranteed ? `, a draw pays a line ${oneIn(p.lineHitRate)}, ${toNumber(p.drawsPerGame).toFixed(4)} draws a game` : `, a line pays ${oneIn(p.lineHitRate)}`;
      out.push([`${mode} WILD ${reelList(p.wildReels)}`, `${pct(p.rtp)} (mean win ${toNumber(p.meanWin).toFixed(4)}× total bet${extra})`]);
    }
    const s = simulateMode(mode, games, REPORT_SEED, sim);
    const hit = mode === 'base' ? `${pct(e.hitRate, 2)} (${oneIn(e.hitRate)}) exact` : MYSTIC_GEM_MODE_SPECS[mode].guaranteed ? '100 % (every game pays a line)' : `${pct(e.hitRate, 2)} (${oneIn(e.hitRate)}) exact`;
    out.push([
      `${mode} spread`,
      `hit ${hit}; SD ${s.sdPerStake.toFixed(3)} per unit stake; largest win ${s.largestWin}× total bet (${(s.largestWin / (MYSTIC_GEM_MODE_SPECS[mode].price.num / MYSTIC_GEM_MODE_SPECS[mode].price.den)).toFixed(2)}× stake), seen ${s.largestSeen} in ${s.games.toLocaleString('en')} games (${oneIn(s.largestSeen / s.games)}); simulated RTP ${pct(s.rtp, 2)}${MYSTIC_GEM_MODE_SPECS[mode].guaranteed ? `, ${s.meanDraws.toFixed(3)} draws a game` : ''} [fast sim, seed ${s.seed}]`,
    ]);
  }
  // ──── Jackpot Cards (on top of the game's return) ────
  const jackpot = jackpotCardsSection();
  jackpot.forEach((line, i) => out.push([i === 0 ? 'JACKPOT CARDS' : ' '.repeat(i), line]));
  return out;
}

/** The same report as text, for a reader that prints it after the sheet. */
export function mysticGemParReport(games = REPORT_GAMES): string {
  const pairs = mysticGemReportPairs(games);
  const width = Math.max(...pairs.map(([k]) => k.length));
  return `\n40 MYSTIC GEM — RETURN BY MODE\n\n${pairs.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}

