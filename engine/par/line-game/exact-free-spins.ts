import { DefinitionError } from '../definition/definition-error';
import { payEntryFor, type LineDefinition, type PayEntry, type ReelSet } from '../definition/game-definition';
import { exactLineWins } from './exact-line-wins';
import { exactScatterWins } from './exact-scatter-wins';
import { cycleOf, scatterCountDistribution } from './reel-distributions';

/** An exact non-negative rational. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * The free-spin feature's exact value per base round, by the renewal argument (docs,
 * "Free spins"): with C_b, C_f the base and free cycles, A_b the spins awarded summed over the
 * base cycle, R_f those awarded (retriggers) over the free cycle and W_f the free cycle's win
 * (lines + scatters, before the feature multiplier), each free spin is an independent spin of
 * the free reels that awards R_f / C_f more spins on average, so one award of a spins plays
 * a / (1 − R_f / C_f) spins on average, and per base round
 *
 *   spins = A_b · C_f / (C_b · (C_f − R_f)),   win = spins · multiplier · W_f / C_f.
 *
 * R_f ≥ C_f would mean the feature never ends on average: such a definition is refused.
 */
export interface ExactFreeSpins {
  /** Weighted base outcomes that award free spins, out of `cycle`. */
  readonly triggers: bigint;
  readonly cycle: bigint;
  /** Expected free spins played per base round. */
  readonly spins: Fraction;
  /** Expected free-spin win per base round in line bets, the multiplier included. */
  readonly win: Fraction;
}

/** Σ over the reels' cycle of the spins awarded, and the weighted outcomes awarding any. */
export function awardedSpins(reels: ReelSet, rows: number, symbol: string, awards: readonly PayEntry[]): { spins: bigint; outcomes: bigint } {
  let spins = 0n;
  let outcomes = 0n;
  scatterCountDistribution(reels, rows, symbol).forEach((ways, count) => {
    const award = payEntryFor(awards, count)?.pay ?? 0;
    if (award > 0) {
      spins += ways * BigInt(award);
      outcomes += ways;
    }
  });
  return { spins, outcomes };
}

/** Throws unless retriggers award less than one spin per free spin on average (the feature ends). */
export function assertFreeSpinsEnd(def: LineDefinition): void {
  const fs = def.freeSpins;
  if (fs === null || !fs.retrigger) return;
  const reels = fs.reels ?? def.reels;
  const retriggered = awardedSpins(reels, def.rows, fs.symbol, fs.awards).spins;
  const cycle = cycleOf(reels);
  if (retriggered >= cycle) {
    throw new DefinitionError(
      `${def.id}: free spins retrigger ${retriggered} spins per ${cycle} free spins on average, so the feature would never end`,
    );
  }
}

export function exactLineFreeSpins(def: LineDefinition): ExactFreeSpins | null {
  const fs = def.freeSpins;
  if (fs === null) return null;
  assertFreeSpinsEnd(def);
  const freeReels = fs.reels ?? def.reels;
  const base = awardedSpins(def.reels, def.rows, fs.symbol, fs.awards);
  const cBase = cycleOf(def.reels);
  const cFree = cycleOf(freeReels);
  const rFree = fs.retrigger ? awardedSpins(freeReels, def.rows, fs.symbol, fs.awards).spins : 0n;
  const wFree = exactLineWins(def, freeReels).total + exactScatterWins(def, freeReels).total;
  const denominator = cBase * (cFree - rFree);
  return {
    triggers: base.outcomes,
    cycle: cBase,
    spins: reduce(base.spins * cFree, denominator),
    win: reduce(base.spins * BigInt(fs.multiplier) * wFree, denominator),
  };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduce(numerator: bigint, denominator: bigint): Fraction {
  const g = gcd(numerator, denominator);
  return g === 0n ? { numerator, denominator } : { numerator: numerator / g, denominator: denominator / g };
}
