/**
 * The worker side of the cycle simulation: plays the runs of cycles the CLI hands it, one at a
 * time, and answers each with its cycles. Cycle k always plays Rng stream k − 1 of the seed, so
 * the figures do not depend on which worker played what, nor on how many there were.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { GNOMOS_ROUND_PLAYERS, gnomosPlayerMix, simulateCycles, type CycleRuleSpec, type GnomosMixName, type SimulatedCycle } from '../../engine/games/gnomos-mix/cycle';

export interface CyclesWorkerSetup {
  readonly rule: CycleRuleSpec;
  readonly maxPrizeCents: number;
  readonly setting: number;
  readonly player: GnomosMixName;
  readonly seed: number;
}

/** Cycles `first` .. `first + count − 1`. */
export interface CyclesJob {
  readonly first: number;
  readonly count: number;
}

export type CyclesReply =
  | { readonly type: 'cycles'; readonly first: number; readonly cycles: SimulatedCycle[] }
  | { readonly type: 'error'; readonly message: string };

export function playCyclesJob(setup: CyclesWorkerSetup, job: CyclesJob): SimulatedCycle[] {
  return simulateCycles(
    { setting: setup.setting, rule: setup.rule, maxPrizeCents: setup.maxPrizeCents, players: GNOMOS_ROUND_PLAYERS, mix: gnomosPlayerMix(setup.player) },
    setup.seed,
    job.first,
    job.count,
  );
}

/** Serves jobs on this worker thread until the CLI terminates it. */
export function serveCyclesJobs(): void {
  const port = parentPort;
  if (port === null) throw new Error('the cycles worker runs as a worker thread of the cycles CLI');
  const setup = workerData as CyclesWorkerSetup;
  port.on('message', (job: CyclesJob) => {
    let reply: CyclesReply;
    try {
      reply = { type: 'cycles', first: job.first, cycles: playCyclesJob(setup, job) };
    } catch (error) {
      reply = { type: 'error', message: (error as Error).stack ?? String(error) };
    }
    port.postMessage(reply);
  });
}
