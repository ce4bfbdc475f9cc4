/**
 * Messages between the CLI and its worker threads. Bigints cross as they are (structured clone
 * carries them), so chunk stats arrive exact.
 */
import type { RoundStats } from '../../engine/par/stats/round-stats';
import type { ModelSpec } from './model-spec';

export interface WorkerInit {
  readonly spec: ModelSpec;
}

export type WorkerJob =
  /** Monte Carlo chunk `index` of `seed`, `rounds` rounds. */
  | { readonly type: 'chunk'; readonly seed: number; readonly index: number; readonly rounds: number }
  /** Brute force of a line definition over first-reel stops [from, to). */
  | { readonly type: 'brute-force'; readonly job: number; readonly from: number; readonly to: number };

export type WorkerReply =
  | { readonly type: 'chunk'; readonly index: number; readonly stats: RoundStats }
  | { readonly type: 'brute-force'; readonly job: number; readonly result: unknown }
  | { readonly type: 'error'; readonly message: string };
