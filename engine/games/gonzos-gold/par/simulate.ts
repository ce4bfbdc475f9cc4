/**
 * The Monte Carlo of whole rounds (a base spin and, after a trigger, the free spins it awards)
 * with the rules of spin.ts and its draw order (five stops reel 1 first; the Expanding Symbol
 * once per award, before its first free spin), in pay units and without allocating per spin,
 * so a few million rounds take seconds. The exact figures (exact.ts) must lie inside its 99 %
 * interval; a test checks it, and a test plays it against spin.ts on the same generator.
 */
import { CELLS, clusterWins, expandMasks, popcount } from '../../../core/cluster-masks';
import { drawInt, type Rng } from '../../../core/rng';
import { expandingTable, ROWS, type GonzoMaths } from '../maths';
import { FREE_SPINS_PER_AWARD, scatterBonusUnits, TRIGGER_SCATTERS, UNITS_PER_BET } from '../paytable';
import { COIN, symbolIndex } from '../symbols';

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
  private readonly grid = new Uint8Array(CELLS);
  private readonly table: readonly { readonly symbol: string; readonly weight: number }[];
  private readonly totalWeight: number;

  constructor(private readonly maths: GonzoMaths) {
    this.table = expandingTable(maths.expandingWeights);
    this.totalWeight = this.table.reduce((a, e) => a + e.weight, 0);
  }

  /** Stops of `strips` drawn into the grid; returns the Scatter count. */
  private land(rng: Rng, strips: readonly (readonly number[])[]): number {
    const grid = this.grid;
    let coins = 0;
    for (let reel = 0; reel < strips.length; reel += 1) {
      const strip = strips[reel] as readonly number[];
      const stop = drawInt(rng, strip.length);
      for (let row = 0; row < ROWS; row += 1) {
        const s = strip[(stop + row) % strip.length] as number;
        grid[reel * ROWS + row] = s;
        if (s === COIN) coins += 1;
      }
    }
    return coins;
  }

  /** Win units of the last base spin and whether it triggered (set by playRound). */
  baseUnits = 0;
  featureUnits = 0;
  freeSpins = 0;
  triggered = false;

  /** One round; returns its win in pay units. */
  playRound(rng: Rng): number {
    const { maths, grid } = this;
    const coins = this.land(rng, maths.base);
    this.baseUnits = clusterWins(grid, maths.pays, COIN) + scatterBonusUnits(coins);
    this.featureUnits = 0;
    this.freeSpins = 0;
    this.triggered = coins >= TRIGGER_SCATTERS;
    if (this.triggered) {
      let x = drawInt(rng, this.totalWeight);
      let symbol = '';
      for (const e of this.table) {
        if (x < e.weight) {
          symbol = e.symbol;
          break;
        }
        x -= e.weight;
      }
      const e = symbolIndex(symbol);
      const strips = maths.free[symbol] as readonly (readonly number[])[];
      let left = FREE_SPINS_PER_AWARD;
      while (left > 0) {
        left -= 1;
        this.freeSpins += 1;
        const c = this.land(rng, strips);
        let units = clusterWins(grid, maths.pays, COIN) + scatterBonusUnits(c);
        if (c >= TRIGGER_SCATTERS) left += FREE_SPINS_PER_AWARD;
        let real = 0;
        for (let cell = 0; cell < CELLS; cell += 1) if (grid[cell] === e) real |= 1 << cell;
        if (real !== 0) units += maths.pays.pay(e, popcount(expandMasks(real)));
        this.featureUnits += units;
      }
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
    halfWidth99: (2.5758 * sd) / Math.sqrt(rounds),
    baseRtp: base / rounds / u,
    featureRtp: feature / rounds / u,
    hitRate: hits / rounds,
    triggerRate: triggers / rounds,
    meanFreeSpins: triggers === 0 ? 0 : spins / triggers,
    largestWin: largest / u,
  };
}
