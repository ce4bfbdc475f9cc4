/**
 * A fixed set of PAR worker threads and the two ways the CLI uses them: Monte Carlo chunks
 * handed out by a ChunkPlanner (which alone decides what runs and when to stop, so the figures
 * do not depend on the number of workers), and a list of independent jobs (brute-force ranges).
 * Each worker has one job at a time; a finished worker gets the next job at once.
 */
import { Worker } from 'node:worker_threads';
import type { ChunkPlanner, PlanResult } from '../../engine/par/monte-carlo-plan';
import type { WorkerInit, WorkerJob, WorkerReply } from './worker-protocol';

type ReplyHandler = (worker: Worker, reply: WorkerReply) => void;

export class WorkerPool {
  private readonly workers: Worker[] = [];
  private handler: ReplyHandler | null = null;
  private failure: ((error: Error) => void) | null = null;
  private closing = false;

  constructor(workerFile: string, count: number, init: WorkerInit) {
    for (let i = 0; i < count; i += 1) {
      const worker = new Worker(workerFile, { workerData: init });
      worker.on('message', (reply: WorkerReply) => this.handler?.(worker, reply));
      worker.on('error', (error) => this.failure?.(error));
      worker.on('exit', (code) => {
        if (!this.closing) this.failure?.(new Error(`a PAR worker stopped unexpectedly (exit code ${code})`));
      });
      this.workers.push(worker);
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /** Runs the planner's chunks of `seed` until it is done. `onChunk` is called after each merged reply. */
  runChunks(planner: ChunkPlanner, seed: number, onChunk?: () => void): Promise<PlanResult> {
    return new Promise((resolve, reject) => {
      const idle = [...this.workers];
      let outstanding = 0;
      let settled = false;
      const finish = (error: Error | null): void => {
        if (settled) return;
        settled = true;
        this.handler = null;
        this.failure = null;
        if (error !== null) reject(error);
        else resolve(planner.result());
      };
      const dispatch = (): void => {
        while (idle.length > 0) {
          const order = planner.next();
          if (order === null) break;
          const worker = idle.pop() as Worker;
          outstanding += 1;
          const job: WorkerJob = { type: 'chunk', seed, index: order.index, rounds: order.rounds };
          worker.postMessage(job);
        }
        if (planner.done) finish(null);
        else if (outstanding === 0) finish(new Error('the chunk planner handed out nothing while not done'));
      };
      this.failure = (error) => finish(error);
      this.handler = (worker, reply) => {
        outstanding -= 1;
        idle.push(worker);
        if (reply.type === 'error') return finish(new Error(`PAR worker failed: ${reply.message}`));
        if (reply.type !== 'chunk') return finish(new Error(`unexpected reply ${reply.type} to a chunk`));
        try {
          planner.accept(reply.index, reply.stats);
        } catch (error) {
          return finish(error as Error);
        }
        onChunk?.();
        dispatch();
      };
      dispatch();
    });
  }

  /** Runs brute-force jobs over first-reel ranges; results come back in job order. */
  runRanges(ranges: readonly { readonly from: number; readonly to: number }[], onRange?: () => void): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const results = new Array<unknown>(ranges.length);
      const idle = [...this.workers];
      let next = 0;
      let done = 0;
      let settled = false;
      const finish = (error: Error | null): void => {
        if (settled) return;
        settled = true;
        this.handler = null;
        this.failure = null;
        if (error !== null) reject(error);
        else resolve(results);
      };
      const dispatch = (): void => {
        while (idle.length > 0 && next < ranges.length) {
          const range = ranges[next] as { from: number; to: number };
          const job: WorkerJob = { type: 'brute-force', job: next, from: range.from, to: range.to };
          next += 1;
          (idle.pop() as Worker).postMessage(job);
        }
        if (done === ranges.length) finish(null);
      };
      this.failure = (error) => finish(error);
      this.handler = (worker, reply) => {
        idle.push(worker);
        if (reply.type === 'error') return finish(new Error(`PAR worker failed: ${reply.message}`));
        if (reply.type !== 'brute-force') return finish(new Error(`unexpected reply ${reply.type} to a brute-force range`));
        results[reply.job] = reply.result;
        done += 1;
        onRange?.();
        dispatch();
      };
      dispatch();
    });
  }

  /** Stops every worker, including any still running a chunk past the stopping checkpoint. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
