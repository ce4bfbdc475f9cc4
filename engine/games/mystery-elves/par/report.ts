/**
 * The part of Mystery Elves' PAR sheet the generic sheet has no place for, printed after it by
 * `npm run par -- mystery-elves` (the registry's `report`, engine/par/models.ts): both modes'
 * exact returns and parts, hit and trigger frequencies, the exact spread, the largest possible
 * win, the odds of every jackpot level and of the full grid per game (and whether 100 million
 * games should see them), the Hold and Win by triggering count, and a seeded Monte Carlo of the
 * cabinet's own procedures (spin.ts and hold-and-win.ts, not the fast simulator) whose 99 %
 * interval must hold the exact value of a bought game.
 */
import { div, q, toNumber, type Q } from '../../../core/rational';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { ELVES_FACTORS, ELVES_LEVEL_TIMES, ELVES_LEVELS, ELVES_VALUE_TIMES } from '../bonus';
import { playElvesFeature } from '../hold-and-win';
import { ELVES_BUY_PRICE_TIMES, TRIGGER_BONUSES, type ElvesMode } from '../maths';
import { playElvesSpin } from '../spin';
import type { ModeExact } from './exact';
import { mysteryElvesExact } from './par-model';

/** The stated target (rule document, GAMES.md) and the allowed distances from it. */
export const MYSTERY_ELVES_TARGET_RTP = q(9501, 10000);
export const BASE_TOLERANCE = q(5, 10000);
export const BUY_TOLERANCE = q(50, 10000);
/** "Reachable": expected at least once in this many games. */
export const REACH_GAMES = 100_000_000;

/** Bought games the Monte Carlo of the real procedures plays, and its seed (fixed: the same figures every run). */
export const REPORT_GAMES = 100_000;
export const REPORT_SEED = 2025;
/** z of the two-sided 99 % interval. */
const Z99 = 2.5758;

const pct = (x: Q | number, digits = 4): string => `${((typeof x === 'number' ? x : toNumber(x)) * 100).toFixed(digits)} %`;
/** "1 in 174.86"; odds past 1 in 10,000 without decimals. */
export const oneIn = (p: Q | number): string => {
  const x = typeof p === 'number' ? p : toNumber(p);
  if (x === 0) return 'never';
  const digits = x < 1e-4 ? 0 : 2;
  return `1 in ${(1 / x).toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits })}`;
};
const times = (x: Q | number, digits = 3): string => `${(typeof x === 'number' ? x : toNumber(x)).toFixed(digits)}× bet`;

/** Expected in REACH_GAMES games, and whether that is at least once. */
export function reach(p: Q): { expected: number; reachable: boolean; text: string } {
  const expected = toNumber(p) * REACH_GAMES;
  const atLeastOnce = 1 - Math.exp(REACH_GAMES * Math.log1p(-Math.min(toNumber(p), 1 - 1e-16)));
  return { expected, reachable: expected >= 1, text: `${expected >= 1 ? 'reachable' : 'NOT reachable'} in 100 million games (expected ${expected.toLocaleString('en', { maximumFractionDigits: expected < 10 ? 2 : 0 })} times; at least once with ${pct(atLeastOnce, 2)})` };
}

/** log10 of a positive fraction, from its digits (toNumber underflows to 0 far above these odds). */
export function log10(x: Q): number {
  const digits = (v: bigint): number => {
    const text = v.toString();
    return Math.log10(Number(text.slice(0, 15))) + Math.max(text.length - 15, 0);
  };
  return x.n === 0n ? -Infinity : digits(x.n) - digits(x.d);
}

const within = (x: Q, tolerance: Q): boolean => Math.abs(toNumber(x) - toNumber(MYSTERY_ELVES_TARGET_RTP)) <= toNumber(tolerance) + 1e-12;

export interface RealProcedureFigures {
  readonly games: number;
  readonly seed: number;
  /** Mean win of a bought game (× bet) and its 99 % half-width. */
  readonly mean: number;
  readonly halfWidth99: number;
  readonly features: number;
  readonly full: number;
}

/** Plays `games` bought games with playElvesSpin and playElvesFeature (the cabinet's own code). */
export function simulateRealBuys(games = REPORT_GAMES, seed = REPORT_SEED): RealProcedureFigures {
  const rng = new Xoshiro128(seed);
  let sum = 0;
  let sumSq = 0;
  let full = 0;
  for (let g = 0; g < games; g += 1) {
    const spin = playElvesSpin(rng, 10, 'buy');
    const feature = playElvesFeature(rng, spin.bonuses);
    const win = spin.winCents / 10 + feature.totalTimes;
    sum += win;
    sumSq += win * win;
    if (feature.full) full += 1;
  }
  const mean = sum / games;
  const sd = Math.sqrt(Math.max(sumSq / games - mean * mean, 0));
  return { games, seed, mean, halfWidth99: (Z99 * sd) / Math.sqrt(games), features: games, full };
}

function modeLines(e: ModeExact): [string, string][] {
  const name = e.mode === 'base' ? 'base game' : `buy (${ELVES_BUY_PRICE_TIMES}×)`;
  const tol = e.mode === 'base' ? BASE_TOLERANCE : BUY_TOLERANCE;
  const out: [string, string][] = [];
  const fraction = `${e.rtp.n}/${e.rtp.d}`;
  out.push([`${name} RTP`, `${pct(e.rtp, 8)}${fraction.length <= 40 ? ` = ${fraction}` : ` (an exact fraction with a ${String(e.rtp.d).length}-digit denominator)`} [exact] (${within(e.rtp, tol) ? 'within' : 'OUTSIDE'} ± ${(toNumber(tol) * 100).toFixed(2)} points of ${pct(MYSTERY_ELVES_TARGET_RTP, 2)})`]);
  const share = (x: Q): string => pct(div(x, q(e.price)));
  out.push(['  parts', `lines ${share(e.lines)}, SCATTER ${share(e.scatter)}, Hold and Win ${share(e.hold)}`]);
  out.push(['  Hold and Win', `values ${share(e.holdValues)}, levels ${share(e.holdLevels)}, multiplier effect ${share(e.holdMultiplier)}, fresh values ${share(e.holdFresh)}, full-grid ×2 ${share(e.holdFull)}`]);
  out.push(['  hit frequency', e.mode === 'base' ? `${pct(e.hit, 2)} (${oneIn(e.hit)}) [exact]: a line, a SCATTER or a Hold and Win` : '100 % (every bought game plays the Hold and Win, which always pays)']);
  out.push(['  Hold and Win', e.mode === 'base' ? `${oneIn(e.trigger)} games [exact]; mean value ${times(e.featureMean)}, ${toNumber(e.respinsPerFeature).toFixed(3)} respins` : `every game; mean value ${times(e.featureMean)}, ${toNumber(e.respinsPerFeature).toFixed(3)} respins; ${toNumber(e.spinDraws).toFixed(4)} stop draws a buy (${oneIn(div(q(1), e.spinDraws))} draws show 6+)`]);
  out.push(['  volatility', `SD ${e.sdPerStake.toFixed(3)} per unit stake [exact, from the second moments of the spin and the Hold and Win]; VI (90 %) ${(1.6449 * e.sdPerStake).toFixed(3)}`]);
  const top = e.feature.largest;
  const how = `a full grid of ${top.mysteries} Mysteries${top.level >= 0 ? ` all ${ELVES_LEVELS[top.level] as string}` : ''}${top.multiplier === 1 ? ' and the Multiplying bonus' : ''}, every value ${Math.max(...ELVES_VALUE_TIMES)}×`;
  out.push(['  largest win', `${e.largestTimes.toLocaleString('en')}× bet possible [exact]: the best triggering spin's ${(e.largestTimes - top.times).toLocaleString('en')}× and the largest Hold and Win, ${top.times.toLocaleString('en')}× (${how}); 1 in 10^${(-log10(e.largestChance)).toFixed(1)} games`]);
  out.push(['  full grid', `${oneIn(e.fullChance)} ${e.mode === 'base' ? 'games' : 'buys'} [exact]; ${reach(e.fullChance).text}`]);
  ELVES_LEVELS.forEach((level, l) => {
    const p = e.levelAtLeastOne[l] as Q;
    out.push([`  ${level} (${ELVES_LEVEL_TIMES[level]}×)`, `${oneIn(p)} ${e.mode === 'base' ? 'games' : 'buys'} [exact, at least one revealed]; ${toNumber(e.levelMean[l] as Q).toExponential(4)} per game; ${reach(p).text}`]);
  });
  out.push(['  Multiplying', `${oneIn(e.multiplierChance)} ${e.mode === 'base' ? 'games' : 'buys'} [exact]; factor ${ELVES_FACTORS.map((f, i) => `×${f} ${oneIn(e.factorChance[i] as Q)}`).join(', ')}`]);
  return out;
}

/** The report as key/value pairs, in order. */
export function mysteryElvesReportPairs(real: RealProcedureFigures | null): [string, string][] {
  const x = mysteryElvesExact();
  const out: [string, string][] = [];
  for (const mode of ['base', 'buy'] as ElvesMode[]) out.push(...modeLines(x[mode]));
  const b = x.base;
  out.push(['HOLD AND WIN BY COUNT', 'n   P(n) per base game   P(n) per buy   value (× bet)   SD      P(full)      respins']);
  for (let n = TRIGGER_BONUSES; n <= 15; n += 1) {
    const s = b.feature.byStart[n];
    if (s === undefined) continue;
    const sd = Math.sqrt(Math.max(toNumber(s.square) - toNumber(s.mean) ** 2, 0));
    out.push([
      `  ${n} BONUS`,
      `${String(n).padEnd(3)} ${oneIn(b.bonusCount[n] as Q).padEnd(20)} ${pct(x.buy.bonusCount[n] as Q, 2).padEnd(14)} ${toNumber(s.mean).toFixed(4).padStart(13)}   ${sd.toFixed(2).padStart(6)}  ${oneIn(s.fullChance).padEnd(12)} ${toNumber(s.respins).toFixed(3)}`,
    ]);
  }
  if (real !== null) {
    const exact = toNumber(x.buy.meanWin);
    const inside = Math.abs(real.mean - exact) <= real.halfWidth99;
    out.push(['REAL PROCEDURES', `${real.games.toLocaleString('en')} bought games played with playElvesSpin and playElvesFeature (the cabinet's code), seed ${real.seed}`]);
    out.push(['  mean win', `${times(real.mean, 4)} ± ${real.halfWidth99.toFixed(4)} (99 %); exact ${times(exact, 4)}: ${inside ? 'inside' : 'OUTSIDE'} the interval; ${real.full} full grids`]);
  }
  return out;
}

export function mysteryElvesParReport(games = REPORT_GAMES): string {
  const pairs = mysteryElvesReportPairs(games > 0 ? simulateRealBuys(games) : null);
  const width = Math.max(...pairs.map(([k]) => k.length));
  return `\nMYSTERY ELVES — EXACT FIGURES BY MODE\n\n${pairs.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}
