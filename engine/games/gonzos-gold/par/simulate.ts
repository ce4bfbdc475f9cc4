/**
 * The Monte Carlo of whole rounds (a base spin and, after a trigger, the free spins it awards)
 * with the rules of spin.ts and its draw order (five stops reel 1 first; the Expanding Symbol
 * once per award, before its first free spin), in pay units and without allocating per spin:
 * the spins are spin.ts's lean path (GonzoLeanSpin), so the simulator plays the cabinet's own
 * spin code, a few million rounds in seconds. The exact figures (exact.ts) must lie inside its
 * 99 % interval; the tests check it, and play the lean spins against playGonzoBaseSpin and
 * playGonzoFreeSpin on the same generator.
 */
import { drawInt, type Rng } from '../../../core/rng';
import { expandingTable, type GonzoMaths } from '../maths';
import { FREE_SPINS_PER_AWARD, TRIGGER_SCATTERS, UNITS_PER_BET } from '../paytable';
import { GonzoLeanSpin } from '../spin';
import { symbolIndex } from '../symbols';

/** z of the two-sided 99 % normal interval. */
export const Z99 = 2.5758293035489;

export interface SimulationFigures {
  readonly rounds: number;
  /** Mean round win × bet (the return) and its standard deviation per round. */
  readonly rtp: number;
  readonly sd: number;
  /** Half width of the 99 % interval of the return (2.5758 standard errors). */
  readonly halfWidth99: number;
  readonly baseRtp: number;
  readonly featureRtp: number;
  readonly hitRate: number;
  readonly triggerRate: number;
  readonly meanFreeSpins: number;
  /** The largest round win seen × bet. */
  readonly largestWin: number;
}

export class GonzoSimulator {
  private readonly spin: GonzoLeanSpin;
  /** The Expanding Symbol table: symbol indices and weights in draw order. */
  private readonly symbols: Int32Array;
  private readonly weights: Int32Array;
  private readonly totalWeight: number;

  /** The last round (set by playRound / playAward), in pay units. */
  baseUnits = 0;
  baseClusterUnits = 0;
  baseBonusUnits = 0;
  featureUnits = 0;
  freeClusterUnits = 0;
  freeBonusUnits = 0;
  freeExtraUnits = 0;
  freeSpins = 0;
  triggered = false;
  /** The Expanding Symbol of the last award (a symbol index), −1 without one. */
  expanding = -1;
  /** Its place in the Expanding Symbol table (expandingTable order), −1 without one. */
  expandingEntry = -1;

  constructor(maths: GonzoMaths) {
    this.spin = new GonzoLeanSpin(maths);
    const table = expandingTable(maths.expandingWeights);
    this.symbols = Int32Array.from(table, (e) => symbolIndex(e.symbol));
    this.weights = Int32Array.from(table, (e) => e.weight);
    this.totalWeight = table.reduce((a, e) => a + e.weight, 0);
  }

  /**
   * One award of free spins (drawExpandingSymbol's draw, then 10 spins, 10 more for every
   * retrigger); returns its win in pay units.
   */
  playAward(rng: Rng): number {
    const spin = this.spin;
    let x = drawInt(rng, this.totalWeight);
    let entry = 0;
    while (x >= (this.weights[entry] as number)) {
      x -= this.weights[entry] as number;
      entry += 1;
    }
    const e = this.symbols[entry] as number;
    this.expanding = e;
    this.expandingEntry = entry;
    this.freeClusterUnits = 0;
    this.freeBonusUnits = 0;
    this.freeExtraUnits = 0;
    this.freeSpins = 0;
    let left = FREE_SPINS_PER_AWARD;
    while (left > 0) {
      left -= 1;
      this.freeSpins += 1;
      spin.freeSpin(rng, e);
      this.freeClusterUnits += spin.clusterUnits;
      this.freeBonusUnits += spin.bonusUnits;
      this.freeExtraUnits += spin.extraUnits;
      if (spin.scatters >= TRIGGER_SCATTERS) left += FREE_SPINS_PER_AWARD;
    }
    this.featureUnits = this.freeClusterUnits + this.freeBonusUnits + this.freeExtraUnits;
    return this.featureUnits;
  }

  /** One round; returns its win in pay units. */
  playRound(rng: Rng): number {
    const spin = this.spin;
    this.baseUnits = spin.baseSpin(rng);
    this.baseClusterUnits = spin.clusterUnits;
    this.baseBonusUnits = spin.bonusUnits;
    this.triggered = spin.scatters >= TRIGGER_SCATTERS;
    if (this.triggered) this.playAward(rng);
    else {
      this.featureUnits = 0;
      this.freeClusterUnits = 0;
      this.freeBonusUnits = 0;
      this.freeExtraUnits = 0;
      this.freeSpins = 0;
      this.expanding = -1;
      this.expandingEntry = -1;
    }
    return this.baseUnits + this.featureUnits;
  }
}

/** Plays `rounds` rounds on `rng`. */
export function simulate(maths: GonzoMaths, rng: Rng, rounds: number): SimulationFigures {
  const sim = new GonzoSimulator(maths);
  let sum = 0;
  let sumSq = 0;
  let base = 0;
  let feature = 0;
  let hits = 0;
  let triggers = 0;
  let spins = 0;
  let largest = 0;
  for (let i = 0; i < rounds; i += 1) {
    const w = sim.playRound(rng);
    sum += w;
    sumSq += w * w;
    base += sim.baseUnits;
    feature += sim.featureUnits;
    if (sim.baseUnits > 0) hits += 1;
    if (sim.triggered) {
      triggers += 1;
      spins += sim.freeSpins;
    }
    if (w > largest) largest = w;
  }
  const u = UNITS_PER_BET;
  const mean = sum / rounds / u;
  const sd = Math.sqrt(Math.max(0, sumSq / rounds / (u * u) - mean * mean));
  return {
    rounds,
    rtp: mean,
    sd,
    halfWidth99: (Z99 * sd) / Math.sqrt(rounds),
    baseRtp: base / rounds / u,
    featureRtp: feature / rounds / u,
    hitRate: hits / rounds,
    triggerRate: triggers / rounds,
    meanFreeSpins: triggers === 0 ? 0 : spins / triggers,
    largestWin: largest / u,
  };
}

/** The free spins conditioned on the trigger: awards played back to back. */
export interface AwardFigures {
  readonly awards: number;
  /** Mean award win × bet, its SD per award and the 99 % interval's half width. */
  readonly mean: number;
  readonly sd: number;
  readonly halfWidth99: number;
  readonly meanSpins: number;
  /** The largest award seen × bet. */
  readonly largest: number;
  /** By Expanding Symbol (expandingTable order): awards, mean × bet, 99 % half width. */
  readonly bySymbol: readonly { readonly symbol: string; readonly awards: number; readonly mean: number; readonly halfWidth99: number }[];
}

/** Plays `awards` free-spin awards on `rng`, each starting with the Expanding Symbol's draw. */
export function simulateAwards(maths: GonzoMaths, rng: Rng, awards: number): AwardFigures {
  const sim = new GonzoSimulator(maths);
  const table = expandingTable(maths.expandingWeights);
  const n = new Float64Array(table.length);
  const s1 = new Float64Array(table.length);
  const s2 = new Float64Array(table.length);
  let spins = 0;
  let largest = 0;
  for (let i = 0; i < awards; i += 1) {
    const w = sim.playAward(rng);
    const k = sim.expandingEntry;
    n[k] = (n[k] as number) + 1;
    s1[k] = (s1[k] as number) + w;
    s2[k] = (s2[k] as number) + w * w;
    spins += sim.freeSpins;
    if (w > largest) largest = w;
  }
  const u = UNITS_PER_BET;
  const moments = (count: number, sum: number, sumSq: number): { mean: number; sd: number; halfWidth99: number } => {
    const mean = count === 0 ? 0 : sum / count / u;
    const sd = count === 0 ? 0 : Math.sqrt(Math.max(0, sumSq / count / (u * u) - mean * mean));
    return { mean, sd, halfWidth99: count === 0 ? 0 : (Z99 * sd) / Math.sqrt(count) };
  };
  const all = moments(awards, s1.reduce((a, b) => a + b, 0), s2.reduce((a, b) => a + b, 0));
  return {
    awards,
    ...all,
    meanSpins: spins / awards,
    largest: largest / u,
    bySymbol: table.map((e, k) => {
      const m = moments(n[k] as number, s1[k] as number, s2[k] as number);
      return { symbol: e.symbol, awards: n[k] as number, mean: m.mean, halfWidth99: m.halfWidth99 };
    }),
  };
}
