import { mergeRoundStats, type RoundStats } from './stats/round-stats';
import { rtpHalfWidth99 } from './stats/round-figures';

/**
 * The deterministic plan of a Monte Carlo run: which chunks run, and when it stops.
 *
 * Determinism rule: chunk k always has the same size and draws from `Xoshiro128.stream(seed, k)`;
 * results are merged in chunk-index order; a `--precision` run looks at its interval only at
 * fixed checkpoints (after chunks 0 … c·K − 1, K fixed), never "when a worker happens to
 * finish". So which chunks count depends only on the seed and the target, never on the number of
 * workers or their timing, and the same seed gives bit-identical figures at any worker count.
 * Workers may run ahead by one checkpoint to stay busy; chunks past the stopping checkpoint are
 * dropped.
 */

/** Rounds per chunk: about 0.1 s of work, small enough to balance 2–64 workers. */
export const CHUNK_ROUNDS = 100_000;
/** K: a precision run is checked every K chunks (1 M rounds at the default chunk size). */
export const CHECKPOINT_CHUNKS = 10;
/** A precision run stops at the first checkpoint past this many rounds even if not precise yet. */
export const DEFAULT_MAX_SPINS = 10_000_000_000;

export type SimulationTarget =
  /** Exactly this many rounds; the last chunk is partial. */
  | { readonly kind: 'spins'; readonly spins: number }
  /** Until the 99 % interval's half-width is ≤ precision (0.001 = ±0.1 % RTP), at a checkpoint. */
  | { readonly kind: 'precision'; readonly precision: number; readonly maxSpins?: number };

export interface ChunkOrder {
  readonly index: number;
  readonly rounds: number;
}

export type StopReason = 'spins' | 'precision' | 'max-spins';

export interface PlanOptions {
  readonly chunkRounds?: number;
  readonly checkpointChunks?: number;
}

export interface PlanResult {
  readonly stats: RoundStats;
  /** Chunks merged (0 … chunks − 1). */
  readonly chunks: number;
  readonly chunkRounds: number;
  readonly checkpointChunks: number;
  readonly stopReason: StopReason;
}

export interface PlanProgress {
  /** Rounds merged so far (the contiguous prefix of chunks). */
  readonly rounds: bigint;
  /** Rounds the run will make, or its current estimate for a precision run (null before the first checkpoint). */
  readonly plannedRounds: number | null;
  /** 99 % half-width at the last checkpoint (precision runs), else null. */
  readonly halfWidth99: number | null;
}

function positiveInteger(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${what} must be a positive whole number, got ${String(value)}`);
  return value;
}

export function validateTarget(target: SimulationTarget): void {
  if (target.kind === 'spins') {
    positiveInteger(target.spins, 'spins');
  } else {
    if (!(target.precision > 0 && target.precision < 1)) throw new RangeError(`precision must be between 0 and 1 (0.001 = ±0.1 % RTP), got ${String(target.precision)}`);
    if (target.maxSpins !== undefined) positiveInteger(target.maxSpins, 'max spins');
  }
}

export class ChunkPlanner {
  readonly chunkRounds: number;
  readonly checkpointChunks: number;
  private merged: RoundStats;
  /** Chunks [0, mergedChunks) are merged into `merged`. */
  private mergedChunks = 0;
  private nextIndex = 0;
  private readonly waiting = new Map<number, RoundStats>();
  private stopReason: StopReason | null = null;
  private lastHalfWidth: number | null = null;
  /** Spins runs: the number of chunks. Precision runs: dispatch is allowed below this index. */
  private dispatchLimit: number;

  constructor(
    readonly target: SimulationTarget,
    empty: RoundStats,
    options: PlanOptions = {},
  ) {
    validateTarget(target);
    this.chunkRounds = positiveInteger(options.chunkRounds ?? CHUNK_ROUNDS, 'chunk rounds');
    this.checkpointChunks = positiveInteger(options.checkpointChunks ?? CHECKPOINT_CHUNKS, 'checkpoint chunks');
    if (empty.rounds !== 0n) throw new RangeError('the planner starts from empty stats');
    this.merged = empty;
    this.dispatchLimit =
      target.kind === 'spins' ? Math.ceil(target.spins / this.chunkRounds) : 2 * this.checkpointChunks; // the first batch and one ahead
  }

  get done(): boolean {
    return this.stopReason !== null;
  }

  /** The next chunk to run, or null when nothing more may start now (done, or waiting on a checkpoint). */
  next(): ChunkOrder | null {
    if (this.done || this.nextIndex >= this.dispatchLimit) return null;
    const index = this.nextIndex;
    this.nextIndex += 1;
    return { index, rounds: this.roundsOf(index) };
  }

  /** Takes a finished chunk (in any order). Chunks arriving after the run stopped are ignored. */
  accept(index: number, stats: RoundStats): void {
    if (this.done) return;
    if (!Number.isSafeInteger(index) || index < this.mergedChunks || index >= this.nextIndex || this.waiting.has(index)) {
      throw new RangeError(`chunk ${index} was not handed out or is already in`);
    }
    if (stats.rounds !== BigInt(this.roundsOf(index))) throw new RangeError(`chunk ${index} has ${stats.rounds} rounds, not ${this.roundsOf(index)}`);
    this.waiting.set(index, stats);
    // Merge the contiguous prefix in chunk order, deciding at each checkpoint it passes.
    for (let s = this.waiting.get(this.mergedChunks); s !== undefined && !this.done; s = this.waiting.get(this.mergedChunks)) {
      this.waiting.delete(this.mergedChunks);
      this.merged = mergeRoundStats(this.merged, s);
      this.mergedChunks += 1;
      this.decide();
    }
  }

  progress(): PlanProgress {
    const t = this.target;
    let planned: number | null = null;
    if (t.kind === 'spins') planned = t.spins;
    else if (this.lastHalfWidth !== null) {
      // Half-width falls as 1/√n: n × (h/p)² rounds are needed; at least what is merged.
      const n = Number(this.merged.rounds);
      planned = Math.min(t.maxSpins ?? DEFAULT_MAX_SPINS, Math.max(n, Math.ceil(n * (this.lastHalfWidth / t.precision) ** 2)));
    }
    return { rounds: this.merged.rounds, plannedRounds: planned, halfWidth99: this.lastHalfWidth };
  }

  result(): PlanResult {
    if (this.stopReason === null) throw new Error('the simulation has not finished');
    return {
      stats: this.merged,
      chunks: this.mergedChunks,
      chunkRounds: this.chunkRounds,
      checkpointChunks: this.checkpointChunks,
      stopReason: this.stopReason,
    };
  }

  private roundsOf(index: number): number {
    const t = this.target;
    if (t.kind === 'precision') return this.chunkRounds;
    return Math.min(this.chunkRounds, t.spins - index * this.chunkRounds);
  }

  private decide(): void {
    const t = this.target;
    if (t.kind === 'spins') {
      if (this.mergedChunks === this.dispatchLimit) this.stopReason = 'spins';
      return;
    }
    if (this.mergedChunks % this.checkpointChunks !== 0) return;
    this.lastHalfWidth = rtpHalfWidth99(this.merged);
    if (this.lastHalfWidth <= t.precision) this.stopReason = 'precision';
    else if (this.merged.rounds >= BigInt(t.maxSpins ?? DEFAULT_MAX_SPINS)) this.stopReason = 'max-spins';
    else this.dispatchLimit = this.mergedChunks + 2 * this.checkpointChunks;
  }
}
