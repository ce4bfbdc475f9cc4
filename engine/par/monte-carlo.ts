import { Xoshiro128 } from '../core/xoshiro128';
import { ChunkPlanner, type PlanOptions, type PlanResult } from './monte-carlo-plan';
import type { ParModel } from './par-model';
import { RoundAccumulator } from './stats/round-accumulator';
import { emptyRoundStats, type RoundStats } from './stats/round-stats';

/**
 * Monte Carlo of a ParModel, pure: no threads, no clock. The CLI runs `runChunk` in worker
 * threads and feeds the results to a ChunkPlanner (monte-carlo-plan.ts); `simulate` does the
 * same on one thread, for tests. Both give the same figures for the same seed.
 */
export { CHECKPOINT_CHUNKS, CHUNK_ROUNDS, ChunkPlanner, DEFAULT_MAX_SPINS } from './monte-carlo-plan';
export type { ChunkOrder, PlanResult, SimulationTarget, StopReason } from './monte-carlo-plan';

/** A seed must be a safe integer: it and the chunk index select the chunk's Xoshiro128 stream. */
export function assertSeed(seed: number): void {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a whole number, got ${String(seed)}`);
}

/** Plays `rounds` rounds of chunk `chunkIndex` on its own stream of `seed`. */
export function runChunk(model: ParModel, seed: number, chunkIndex: number, rounds: number): RoundStats {
  assertSeed(seed);
  if (!Number.isSafeInteger(rounds) || rounds < 0) throw new RangeError(`rounds must be a whole number, got ${String(rounds)}`);
  const rng = Xoshiro128.stream(seed, chunkIndex);
  const acc = new RoundAccumulator(model.stakeUnits, model.components.length, model.features.length);
  for (let i = 0; i < rounds; i += 1) {
    model.playRound(rng, acc);
    acc.endRound();
  }
  return acc.toStats();
}

export function emptyStatsOf(model: ParModel): RoundStats {
  return emptyRoundStats(model.stakeUnits, model.components.length, model.features.length);
}

export type SimulateOptions = PlanOptions & { readonly seed: number } & ({ readonly spins: number } | { readonly precision: number; readonly maxSpins?: number });

export function plannerFor(model: ParModel, options: SimulateOptions): ChunkPlanner {
  assertSeed(options.seed);
  const target =
    'spins' in options
      ? { kind: 'spins' as const, spins: options.spins }
      : { kind: 'precision' as const, precision: options.precision, ...(options.maxSpins === undefined ? {} : { maxSpins: options.maxSpins }) };
  return new ChunkPlanner(target, emptyStatsOf(model), options);
}

/** Single-threaded simulation: the chunks in index order, one after another. */
export function simulate(model: ParModel, options: SimulateOptions): PlanResult {
  const planner = plannerFor(model, options);
  for (let order = planner.next(); order !== null; order = planner.next()) {
    planner.accept(order.index, runChunk(model, options.seed, order.index, order.rounds));
  }
  return planner.result();
}
