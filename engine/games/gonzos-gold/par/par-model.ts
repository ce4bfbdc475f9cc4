/**
 * Gonzo's Gold as a PAR model (`npm run par -- gonzos-gold`): a round is a base spin and, after
 * a trigger, the free spins of its award, at any of the game's bets (every prize is a whole
 * number of twentieths of the bet, so the return is the same at every bet; default 1 €, a win
 * unit is a cent).
 *
 * Exact: every component, from the enumeration's totals (par/exact.ts) read from
 * par/exact-cache.ts, or enumerated afresh with `--full` (about 40 s; the CLI then checks the
 * cache against it, or rewrites it with `--write-cache`). The free spins' return is a fraction
 * with its own denominators (1 / (1 − 10p) spins per award), so the exact result is stated over
 * the common denominator of every figure, not a count of stop combinations. The standard
 * deviation is exact too (awardMoments); the largest round win is not (retriggers have no end):
 * the sheet's is the simulation's, the report adds the exact largest single spins.
 * Monte Carlo: par/simulate.ts (spin.ts's lean spins). The report (par/report.ts) follows the sheet.
 */
import { formatEuros } from '../../../core/money';
import { lcm, mul, type Q } from '../../../core/rational';
import type { Rng } from '../../../core/rng';
import type { ExactResult, ParModel, ParPart, RoundRecorder } from '../../../par/par-model';
import { expandingTable, GONZO_MATHS } from '../maths';
import { GONZO_BETS_CENTS, UNITS_PER_BET } from '../paytable';
import { cachedExact, fullExact, type GonzoExact } from './exact';
import { GonzoSimulator } from './simulate';

export const GONZO_PAR_ID = 'gonzos-gold';
export const GONZO_PAR_BETS_CENTS: readonly number[] = GONZO_BETS_CENTS;
export const GONZO_PAR_DEFAULT_BET_CENTS = 100;
/** Where the cached totals live, from the repository root (the CLI's --full checks or rewrites it). */
export const GONZO_EXACT_CACHE_FILE = 'engine/games/gonzos-gold/par/exact-cache.ts';

/** The exact figures and where they came from. */
export interface GonzoParExact {
  readonly exact: GonzoExact;
  /** 'cache' (exact-cache.ts, fingerprint checked) or 'full' (enumerated in this run). */
  readonly source: 'cache' | 'full';
  /** The full enumeration's time and the exact-cache.ts it gives ('full' only). */
  readonly seconds?: number;
  readonly cacheSource?: string;
}

let cached: GonzoParExact | null = null;
let fresh: GonzoParExact | null = null;

/** The game's exact figures: from the cache (milliseconds), or enumerated once per process (`full`). */
export function gonzoParExact(full = false): GonzoParExact {
  if (full) {
    if (fresh === null) {
      const started = Date.now();
      const r = fullExact(GONZO_MATHS);
      fresh = { exact: r.exact, source: 'full', seconds: (Date.now() - started) / 1000, cacheSource: r.cacheSource };
    }
    return fresh;
  }
  cached ??= { exact: cachedExact(GONZO_MATHS), source: 'cache' };
  return cached;
}

/** The text of exact-cache.ts as the full enumeration gives it (enumerates once per process). */
export function gonzoFreshCacheSource(): string {
  return gonzoParExact(true).cacheSource as string;
}

const COMPONENTS: readonly ParPart[] = [
  { id: 'base-clusters', name: 'Base game cluster wins' },
  { id: 'base-bonus', name: 'Base game Scatter bonus prizes (3/4/5 COINs)' },
  { id: 'free-clusters', name: 'Free spins cluster wins' },
  { id: 'free-bonus', name: 'Free spins Scatter bonus prizes (retriggers)' },
  { id: 'free-extra', name: 'Free spins Expanding Symbol extra prizes' },
];
const [BASE_CLUSTERS, BASE_BONUS, FREE_CLUSTERS, FREE_BONUS, FREE_EXTRA] = [0, 1, 2, 3, 4];

/** The exact figures over one common denominator, in cents at `betCents`. */
export function gonzoExactResult(x: GonzoExact, betCents: number): ExactResult {
  const parts: Q[] = [x.baseClusterRtp, x.baseBonusRtp, x.featureClusterRtp, x.featureBonusRtp, x.featureExtraRtp];
  const contributions: [string, Q][] = [
    ['base game clusters', x.baseClusterRtp],
    ...[3, 4, 5].map((k): [string, Q] => [`base game ${k} COINs (bonus ${k === 3 ? 2 : k === 4 ? 20 : 200}× bet)`, x.baseBonusByCount[k] as Q]),
    ...x.expanding.map((e): [string, Q] => [`free spins, Expanding Symbol ${e.symbol}`, mul(x.triggerRate, mul(e.chance, e.awardValue))]),
  ];
  const all = [...parts, x.hitRate, x.secondMoment, ...contributions.map(([, v]) => v)];
  const cycle = all.reduce((d, v) => lcm(d, v.d), 1n);
  const bet = BigInt(betCents);
  // A part × bet is cents per round; × cycle it is whole (cycle is a multiple of its denominator).
  const over = (v: Q, scale: bigint): bigint => (v.n * cycle * scale) / v.d;
  return {
    cycle,
    stakeUnits: bet,
    components: Object.fromEntries(COMPONENTS.map((c, i) => [c.id, over(parts[i] as Q, bet)])),
    hits: over(x.hitRate, 1n),
    sumOfSquares: over(x.secondMoment, bet * bet),
    contributions: Object.fromEntries(contributions.map(([k, v]) => [k, over(v, bet)])),
  };
}

export function gonzoParModel(options: { readonly betCents: number; readonly fullExact?: boolean }): ParModel {
  const betCents = options.betCents;
  if (!GONZO_PAR_BETS_CENTS.includes(betCents)) throw new RangeError(`no Gonzo's Gold bet of ${betCents} cents`);
  const centsPerUnit = betCents / UNITS_PER_BET;
  const table = expandingTable(GONZO_MATHS.expandingWeights);
  const features: ParPart[] = [
    { id: 'free-spins', name: 'Free spins (3+ COINs in the base game)' },
    ...table.map((e) => ({ id: `free-spins-${e.symbol.toLowerCase()}`, name: `  with ${e.symbol} expanding` })),
  ];
  let sim: GonzoSimulator | null = null;
  const full = options.fullExact === true;
  return {
    id: GONZO_PAR_ID,
    name: "Gonzo's Gold",
    stakeUnits: betCents,
    unitLabel: 'cent',
    components: COMPONENTS,
    features,
    hitEvent: 'a round whose base spin pays anything (a trigger always pays its bonus prize)',
    assumptions: {
      bet: `${formatEuros(betCents)} (${centsPerUnit} cent${centsPerUnit === 1 ? '' : 's'} a pay unit); the return is the same at every bet (--bet ${GONZO_PAR_BETS_CENTS.join(', ')})`,
      'exact figures': full ? 'the full enumeration of every strip set, run now (--full)' : 'the cached totals of the full enumeration (par/exact-cache.ts; --full enumerates afresh, about 40 s)',
      'exact cycle': "the common denominator of the exact fractions (the free spins' award values are fractions of their own), not a count of stop combinations",
      'largest win': 'a round has no largest win (retriggers have no end): the sheet shows the simulation\'s; the report below gives the largest single spins exactly',
    },
    exact: () => gonzoExactResult(gonzoParExact(full).exact, betCents),
    playRound(rng: Rng, recorder: RoundRecorder): void {
      sim ??= new GonzoSimulator(GONZO_MATHS);
      sim.playRound(rng);
      if (sim.baseClusterUnits > 0) recorder.win(BASE_CLUSTERS, sim.baseClusterUnits * centsPerUnit);
      if (sim.baseBonusUnits > 0) recorder.win(BASE_BONUS, sim.baseBonusUnits * centsPerUnit);
      if (!sim.triggered) return;
      recorder.feature(0);
      recorder.feature(1 + sim.expandingEntry);
      if (sim.freeClusterUnits > 0) recorder.win(FREE_CLUSTERS, sim.freeClusterUnits * centsPerUnit);
      if (sim.freeBonusUnits > 0) recorder.win(FREE_BONUS, sim.freeBonusUnits * centsPerUnit);
      if (sim.freeExtraUnits > 0) recorder.win(FREE_EXTRA, sim.freeExtraUnits * centsPerUnit);
    },
  };
}
