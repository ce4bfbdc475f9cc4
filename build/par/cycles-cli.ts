/**
 * `npm run cycles -- --profile <id> --setting <rtp> [--cycles 1000] [--seed 1] [--workers N]`:
 * plays whole cycles of Gnomos Mix under a jurisdiction's cycle rule, with the cycle control
 * choosing every round's level, and prints the figures docs/games/gnomos-mix-cycles.md quotes.
 * The same bundled file is the worker: started as a worker thread it serves runs of cycles.
 * Exit status: 0 every cycle and prize within the rule, 1 not (or a failure), 2 usage error.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';
import { allowedOperatorRtpBps, loadJurisdictionProfiles } from '../../config/jurisdiction-profile';
import { cycleTargetBps, isGnomosMixName, summariseCycles, GNOMOS_MIX_NAMES, type SimulatedCycle } from '../../engine/games/gnomos-mix/cycle';
import { UsageError } from './args';
import { CYCLES_USAGE, parseCyclesArgs } from './cycles-args';
import { formatCyclesJson, formatCyclesText, type CyclesRunInfo } from './cycles-report';
import { serveCyclesJobs, type CyclesJob, type CyclesReply, type CyclesWorkerSetup } from './cycles-worker';
import { ProgressBar } from './progress';

/** Cycles per job: a few seconds of work, so both cores stay busy to the end. */
const CYCLES_PER_JOB = 5;

const PLAYER_DESCRIPTIONS: Record<string, string> = {
  default: 'the reference player: lower game at 0.20 €, every prize and fraction collected, up to the upper game at 0.20 € + 1 whenever the bonuses cover it',
  'auto-risk': 'lower game at 0.20 €, up to the upper game at 0.20 € + 1 whenever the bonuses cover it, AUTO-RISK on (every ladder and fraction risked)',
  'never-upstairs': 'lower game at 0.20 €, every prize collected, never plays the upper game (the bonuses pile up unused)',
};

function fail(code: number, message: string, withUsage = false): number {
  process.stderr.write(`cycles: ${message}\n${withUsage ? `\n${CYCLES_USAGE}\n` : ''}`);
  return code;
}

/** Plays every job on `workers` threads; results come back in cycle order. */
function runOnWorkers(setup: CyclesWorkerSetup, cycles: number, workers: number, progress: ProgressBar): Promise<SimulatedCycle[]> {
  const jobs: CyclesJob[] = [];
  for (let first = 1; first <= cycles; first += CYCLES_PER_JOB) jobs.push({ first, count: Math.min(CYCLES_PER_JOB, cycles - first + 1) });
  const results = new Map<number, SimulatedCycle[]>();
  const pool = Array.from({ length: Math.min(workers, jobs.length) }, () => new Worker(__filename, { workerData: setup }));
  let next = 0;
  let done = 0;
  return new Promise<SimulatedCycle[]>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null): void => {
      if (settled) return;
      settled = true;
      void Promise.all(pool.map((w) => w.terminate())).then(() => {
        if (error) reject(error);
        else resolve(jobs.flatMap((job) => results.get(job.first) ?? []));
      });
    };
    const give = (worker: Worker): void => {
      const job = jobs[next];
      if (job === undefined) return;
      next += 1;
      worker.postMessage(job);
    };
    for (const worker of pool) {
      worker.on('message', (reply: CyclesReply) => {
        if (reply.type === 'error') return finish(new Error(`cycles worker failed: ${reply.message}`));
        results.set(reply.first, reply.cycles);
        done += reply.cycles.length;
        progress.update(done, cycles);
        if (done === cycles) return finish(null);
        give(worker);
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => {
        if (!settled) finish(new Error(`a cycles worker stopped unexpectedly (exit code ${code})`));
      });
      give(worker);
    }
  });
}

async function main(argv: readonly string[]): Promise<number> {
  let args;
  try {
    args = parseCyclesArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return fail(2, error.message, true);
    throw error;
  }
  if (args.help) {
    process.stdout.write(`${CYCLES_USAGE}\n`);
    return 0;
  }
  const profile = loadJurisdictionProfiles().get(args.profileId);
  if (profile === undefined) return fail(2, `no jurisdiction profile "${args.profileId}" (${[...loadJurisdictionProfiles().keys()].join(', ')})`);
  const rule = profile.cycleRule;
  if (rule === null) return fail(2, `profile ${profile.id} has no cycle rule: there are no cycles to simulate`);
  if (!allowedOperatorRtpBps(profile).includes(args.setting * 100)) {
    return fail(2, `setting ${args.setting} % is not one the operator may choose under ${profile.id} (${profile.minRtpBps / 100}–${profile.maxRtpBps / 100} %)`);
  }
  if (!isGnomosMixName(args.player)) return fail(2, `--player is ${GNOMOS_MIX_NAMES.join(' or ')}, got "${args.player}"`);

  const workers = args.workers ?? availableParallelism();
  const setup: CyclesWorkerSetup = { rule, maxPrizeCents: profile.maxPrizePerGameCents, setting: args.setting, player: args.player, seed: args.seed };
  const started = Date.now();
  const progress = new ProgressBar(process.stderr, process.stderr.isTTY === true, 'cycles', 'cycles');
  const cycles = await runOnWorkers(setup, args.cycles, workers, progress);
  progress.finish();
  const summary = summariseCycles(cycles, profile.maxPrizePerGameCents);
  const info: CyclesRunInfo = {
    profileId: profile.id,
    profileName: profile.name,
    rule,
    setting: args.setting,
    targetBps: cycleTargetBps(args.setting, rule),
    player: args.player,
    playerDescription: PLAYER_DESCRIPTIONS[args.player] ?? args.player,
    seed: args.seed,
    workers: Math.min(workers, Math.ceil(args.cycles / CYCLES_PER_JOB)),
    wallSeconds: Math.round((Date.now() - started) / 1000),
  };
  process.stdout.write(args.format === 'json' ? formatCyclesJson(info, summary, cycles) : formatCyclesText(info, summary, cycles, args.perCycle));
  return summary.everyCycleMet && summary.everyPrizeWithinMax ? 0 : 1;
}

if (isMainThread) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`cycles: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    },
  );
} else {
  serveCyclesJobs();
}
