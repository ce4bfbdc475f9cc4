/**
 * The part of Gonzo's Gold's PAR sheet the generic sheet has no place for, printed after it by
 * `npm run par -- gonzos-gold` (the registry's `report`, engine/par/models.ts): the exact return
 * and its parts, the hit and feature frequencies, the exact spread, the largest single spins
 * and their odds, each Expanding Symbol's chance and award value, the Scatter bonus prizes'
 * contributions, and a Monte Carlo of the free spins conditioned on the trigger (awards played
 * back to back) whose 99 % interval must hold the exact award value.
 */
import { q, toNumber, type Q } from '../../../core/rational';
import { Xoshiro128 } from '../../../core/xoshiro128';
import { GONZO_MATHS } from '../maths';
import { SCATTER_BONUS_UNITS, UNITS_PER_BET } from '../paytable';
import { RISING_RANK } from '../symbols';
import { type GonzoExact } from './exact';
import { gonzoParExact, type GonzoParExact } from './par-model';
import { simulateAwards, type AwardFigures } from './simulate';

/** Awards the conditioned Monte Carlo plays, and its seed (fixed: the same figures every run). */
export const REPORT_AWARDS = 1_000_000;
export const REPORT_SEED = 15;

const pct = (x: Q | number, digits = 4): string => `${((typeof x === 'number' ? x : toNumber(x)) * 100).toFixed(digits)} %`;
/** "1 in 161.33"; odds past 1 in 10,000 without decimals. */
const oneIn = (p: Q | number): string => {
  const x = typeof p === 'number' ? p : toNumber(p);
  const digits = x < 1e-4 ? 0 : 2;
  return x === 0 ? 'never' : `1 in ${(1 / x).toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits })}`;
};
const times = (x: Q | number, digits = 3): string => `${(typeof x === 'number' ? x : toNumber(x)).toFixed(digits)} × bet`;

/** Whether the award values rise strictly with the Expanding Symbol's rank (TOPAZ lowest … MASK highest). */
export function awardValuesRiseWithRank(x: GonzoExact): boolean {
  const byRank = RISING_RANK.map((s) => x.expanding.find((e) => e.symbol === s)?.awardValue as Q);
  return byRank.every((v, i) => i === 0 || toNumber(v) > toNumber(byRank[i - 1] as Q));
}

/** The report as key/value pairs, in order. */
export function gonzoReportPairs(p: GonzoParExact, awards: AwardFigures | null): [string, string][] {
  const x = p.exact;
  const out: [string, string][] = [];
  out.push([
    'exact figures',
    p.source === 'full' ? `full enumeration, ${(p.seconds ?? 0).toFixed(1)} s (${x.base.grids.toLocaleString('en')} base grids + ${x.expanding.reduce((a, e) => a + e.totals.grids, 0).toLocaleString('en')} free-spin grids)` : 'cached totals (par/exact-cache.ts, fingerprint checked); --full enumerates afresh',
  ]);
  out.push(['RTP (exact)', `${pct(x.rtp, 6)} = base ${pct(x.baseRtp)} + free spins ${pct(x.featureRtp)} (target 96.11 %: ${(Math.abs(toNumber(x.rtp) - 0.9611) * 100).toFixed(6)} points away)`]);
  out.push(['  base game', `clusters ${pct(x.baseClusterRtp)}, Scatter bonus prizes ${pct(x.baseBonusRtp)}`]);
  out.push(['  free spins', `clusters ${pct(x.featureClusterRtp)}, Scatter bonus prizes ${pct(x.featureBonusRtp)}, Expanding Symbol extra prizes ${pct(x.featureExtraRtp)}`]);
  out.push(['hit frequency', `${pct(x.hitRate, 2)} (${oneIn(x.hitRate)}): the base spin pays anything`]);
  out.push(['feature frequency', `${oneIn(x.triggerRate)} base spins (3+ COINs); an award plays ${toNumber(x.expanding[0]?.spinsPerAward ?? q(0)).toFixed(3)} free spins on average (retrigger ${oneIn(x.expanding[0]?.retrigger ?? q(0))} free spins)`]);
  out.push(['volatility', `SD ${x.sd.toFixed(3)} × bet per round (exact, from the second moments of the base spin and the award); one award: ${times(x.featureValue)} ± SD ${x.featureSd.toFixed(3)}`]);
  const b = x.base;
  out.push(['largest base spin', `${times(b.maxUnits / UNITS_PER_BET, 2)}, ${oneIn(q(b.maxCount, b.cycle))} base spins (${b.maxCount} of ${b.cycle.toLocaleString('en')} stop combinations) [exact]`]);
  const topFree = x.expanding.reduce((best, e) => (e.totals.maxUnits > best.totals.maxUnits ? e : best));
  out.push(['largest free spin', `${times(topFree.totals.maxUnits / UNITS_PER_BET, 2)} (${topFree.symbol} expanding), ${oneIn(q(topFree.totals.maxCount, topFree.totals.cycle))} of its free spins [exact]`]);
  out.push(['largest round', 'no bound (retriggers have no end): the sheet\'s max win is the simulation\'s']);

  out.push(['EXPANDING SYMBOL', 'weight  chance   award value (× bet)  award SD  mean free spin  extra prize/spin  largest spin (odds per spin)']);
  for (const symbol of [...RISING_RANK].reverse()) {
    const e = x.expanding.find((s) => s.symbol === symbol);
    if (e === undefined) continue;
    out.push([
      `  ${symbol}`,
      `${String(e.weight).padStart(6)}  ${pct(e.chance, 2).padStart(7)}  ${toNumber(e.awardValue).toFixed(4).padStart(19)}  ${e.awardSd.toFixed(2).padStart(8)}  ${toNumber(e.meanSpin).toFixed(4).padStart(14)}  ${toNumber(e.meanExtra).toFixed(4).padStart(16)}  ${times(e.totals.maxUnits / UNITS_PER_BET, 2)} (${oneIn(q(e.totals.maxCount, e.totals.cycle))})`,
    ]);
  }
  out.push(['  award value', `${times(x.featureValue, 4)} weighted; ${awardValuesRiseWithRank(x) ? 'rises strictly with the symbol\'s rank (TOPAZ lowest … MASK highest)' : 'does NOT rise with the symbol\'s rank'}`]);

  out.push(['SCATTER BONUS', 'prize  base game: chance per spin, RTP     free spins: RTP (per base round)']);
  for (const k of [3, 4, 5]) {
    out.push([
      `  ${k} COINs`,
      `${`${(SCATTER_BONUS_UNITS[k] as number) / UNITS_PER_BET}×`.padStart(5)}  ${oneIn(q(b.scatterCounts[k] as bigint, b.cycle)).padStart(14)}, ${pct(x.baseBonusByCount[k] as Q)}     ${pct(x.featureBonusByCount[k] as Q)}`,
    ]);
  }
  out.push(['  all', `base game ${pct(x.baseBonusRtp)}, free spins ${pct(x.featureBonusRtp)}`]);

  if (awards !== null) {
    const exact = toNumber(x.featureValue);
    const inside = Math.abs(awards.mean - exact) <= awards.halfWidth99;
    out.push(['FREE SPINS MONTE CARLO', `${awards.awards.toLocaleString('en')} awards conditioned on the trigger (Expanding Symbol drawn, 10 spins + retriggers), seed ${REPORT_SEED}`]);
    out.push(['  award value', `${awards.mean.toFixed(3)} ± ${awards.halfWidth99.toFixed(3)} × bet (99 %); exact ${exact.toFixed(3)} ${inside ? 'lies inside' : 'lies OUTSIDE'} the interval`]);
    out.push(['  spread', `SD ${awards.sd.toFixed(3)} × bet per award (exact ${x.featureSd.toFixed(3)}); ${awards.meanSpins.toFixed(3)} free spins per award; largest award seen ${times(awards.largest, 2)}`]);
    for (const s of awards.bySymbol) {
      const e = x.expanding.find((v) => v.symbol === s.symbol);
      out.push([`  ${s.symbol}`, `${s.awards.toLocaleString('en').padStart(7)} awards: ${s.mean.toFixed(3)} ± ${s.halfWidth99.toFixed(3)} (exact ${e === undefined ? '?' : toNumber(e.awardValue).toFixed(3)})`]);
    }
  }
  return out;
}

/** The report as text, printed after the sheet (`fullExact`: the figures of this run's --full enumeration). */
export function gonzoParReport(options: { readonly fullExact?: boolean; readonly awards?: number } = {}): string {
  const p = gonzoParExact(options.fullExact === true);
  const n = options.awards ?? REPORT_AWARDS;
  const awards = n > 0 ? simulateAwards(GONZO_MATHS, new Xoshiro128(REPORT_SEED), n) : null;
  const pairs = gonzoReportPairs(p, awards);
  const width = Math.max(...pairs.map(([k]) => k.length));
  return `\nGONZO'S GOLD — EXACT FIGURES, EXPANDING SYMBOL, SCATTER BONUS\n\n${pairs.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}
