/**
 * The PAR tool: `npm run par -- <game-id | --def file.json> [options]` (build/par/args.ts has
 * the options, docs/par.md what the figures mean). Exact figures and the sheet come from the
 * pure engine; this file only adds what the engine may not have: files, worker threads and the
 * progress bar. Exit status: 0 sheet printed, 1 failure (or brute force disagreeing with the
 * exact figures), 2 usage error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PAR_MODELS } from '../../engine/par/models';
import { plannerFor } from '../../engine/par/monte-carlo';
import { CHUNK_ROUNDS } from '../../engine/par/monte-carlo-plan';
import type { ExactResult } from '../../engine/par/par-model';
import { buildParSheet, formatSheet, type BruteForceCheck, type MonteCarloInput } from '../../engine/par/sheet';
import { percentFloat } from '../../engine/par/sheet/format-ratio';
import { parseParArgs, USAGE, UsageError, type ParArgs } from './args';
import { firstReelLength, firstReelRanges, mergeAndCheck, type MergedBruteForce } from './brute-force';
import { GNOMOS_GAME_ID, gnomosSetting, gnomosSolveLevels } from './gnomos-setting';
import { loadModel, type LoadedModel, type ModelSpec } from './model-spec';
import { ProgressBar } from './progress';
import { WorkerPool } from './worker-pool';

/** The bundled worker sits next to the bundled CLI (dist/build/par/). */
const WORKER_FILE = join(__dirname, 'worker.js');

/** Errors that mean "the request cannot be met as asked", reported like usage errors. */
const REQUEST_ERRORS = new Set(['UsageError', 'ParOptionError', 'DefinitionError', 'SyntaxError', 'RangeError']);

function fail(code: number, message: string, withUsage = false): number {
  process.stderr.write(`par: ${message}\n${withUsage ? `\n${USAGE}\n` : ''}`);
  return code;
}

function specOf(args: ParArgs): ModelSpec {
  if (args.defFile !== null) {
    let text: string;
    try {
      text = readFileSync(args.defFile, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read ${args.defFile}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
    return { kind: 'definition', text, source: args.defFile };
  }
  return {
    kind: 'game',
    id: args.gameId as string,
    ...(args.betCents === null ? {} : { betCents: args.betCents }),
    ...(args.setting === null ? {} : { setting: args.setting }),
    ...(args.fullExact ? { fullExact: true } : {}),
  };
}

async function bruteForce(pool: WorkerPool, loaded: LoadedModel, exact: ExactResult, progress: boolean): Promise<MergedBruteForce> {
  const line = loaded.lineDefinition;
  if (line === null) throw new Error('brute force needs a line definition');
  // Several ranges per worker, so a slow range does not leave the others idle at the end.
  const ranges = firstReelRanges(line, pool.size * 4);
  const bar = new ProgressBar(process.stderr, progress, 'brute force', 'ranges');
  let done = 0;
  const results = await pool.runRanges(ranges, () => bar.update((done += 1), ranges.length));
  bar.finish();
  return mergeAndCheck(results, exact, firstReelLength(line), loaded.model.components.map((c) => c.id));
}

async function simulate(pool: WorkerPool, loaded: LoadedModel, args: ParArgs, progress: boolean): Promise<MonteCarloInput> {
  const target = args.target;
  if (target === null) throw new Error('no simulation target');
  const planner = plannerFor(
    loaded.model,
    target.kind === 'spins'
      ? { seed: args.seed, spins: target.spins }
      : { seed: args.seed, precision: target.precision, ...(target.maxSpins === null ? {} : { maxSpins: target.maxSpins }) },
  );
  const bar = new ProgressBar(process.stderr, progress, 'monte carlo', 'rounds');
  const result = await pool.runChunks(planner, args.seed, () => {
    const p = planner.progress();
    bar.update(Number(p.rounds), p.plannedRounds, p.halfWidth99 === null ? '' : `99 % ± ${percentFloat(p.halfWidth99)}`);
  });
  bar.finish();
  return { seed: args.seed, result, ...(target.kind === 'precision' ? { precision: target.precision } : {}) };
}

/** The repository root, from dist/build/par/. */
const ROOT = join(__dirname, '..', '..', '..');

/**
 * `--full`: the game's cache file against the fresh enumeration this run made (the sheet's exact
 * figures came from it); `--write-cache` rewrites the file instead. False when they differ.
 */
function checkExactCache(gameId: string, write: boolean): boolean {
  const cache = PAR_MODELS[gameId]?.exactCache;
  if (cache === undefined) return true;
  const file = join(ROOT, cache.file);
  const fresh = cache.freshSource();
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = '';
  }
  if (current === fresh) {
    process.stderr.write(`par: ${cache.file} matches the fresh enumeration\n`);
    return true;
  }
  if (write) {
    writeFileSync(file, fresh);
    process.stderr.write(`par: ${cache.file} rewritten from the fresh enumeration\n`);
    return true;
  }
  process.stderr.write(`par: ${cache.file} is NOT what the fresh enumeration gives: run with --full --write-cache\n`);
  return false;
}

async function main(argv: readonly string[]): Promise<number> {
  let args: ParArgs;
  let loaded: LoadedModel;
  let spec: ModelSpec;
  try {
    args = parseParArgs(argv);
    if (args.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    // Gnomos Mix's setting is a report of both games and every bet, not one bet's sheet.
    if (args.solveLevels) {
      if (args.gameId !== GNOMOS_GAME_ID) throw new UsageError(`--solve-levels is for ${GNOMOS_GAME_ID}`);
      return gnomosSolveLevels(args, args.progress || process.stderr.isTTY === true);
    }
    if (args.gameId === GNOMOS_GAME_ID && args.setting !== null) return gnomosSetting(args);
    spec = specOf(args);
    loaded = loadModel(spec);
  } catch (error) {
    const e = error as Error;
    if (REQUEST_ERRORS.has(e.name)) return fail(2, e.message, e.name === 'UsageError');
    throw error;
  }

  let exact = loaded.model.exact?.();
  if (args.target === null && exact === undefined) return fail(2, `${loaded.model.id} has no exact figures: drop --exact-only`);
  const wantBruteForce = args.bruteForce && exact !== undefined && loaded.lineDefinition !== null;
  const progress = args.progress || process.stderr.isTTY === true;

  let workers = args.workers ?? availableParallelism();
  if (args.target?.kind === 'spins' && !wantBruteForce) workers = Math.min(workers, Math.ceil(args.target.spins / CHUNK_ROUNDS));
  const pool = wantBruteForce || args.target !== null ? new WorkerPool(WORKER_FILE, workers, { spec }) : null;
  let check: BruteForceCheck | undefined;
  let monteCarlo: MonteCarloInput | undefined;
  try {
    if (pool !== null && wantBruteForce && exact !== undefined) {
      const merged = await bruteForce(pool, loaded, exact, progress);
      check = merged.check;
      exact = merged.exact;
    }
    if (pool !== null && args.target !== null) monteCarlo = await simulate(pool, loaded, args, progress);
  } finally {
    await pool?.close();
  }

  const sheet = buildParSheet({
    model: loaded.model,
    ...(exact === undefined ? {} : { exact }),
    ...(check === undefined ? {} : { bruteForce: check }),
    ...(monteCarlo === undefined ? {} : { monteCarlo }),
  });
  // A game's own pages (Mona Lisa by line count, 40 Mystic Gem by bet mode) follow its sheet (JSON stays one document).
  const report = args.gameId === null ? undefined : PAR_MODELS[args.gameId]?.report;
  const extra = report && args.format !== 'json' ? report({ fullExact: args.fullExact }) : '';
  const text = formatSheet(sheet, args.format) + extra;
  if (args.out !== null) writeFileSync(args.out, text);
  else process.stdout.write(text);
  if (args.fullExact && args.gameId !== null) {
    const cacheOk = checkExactCache(args.gameId, args.writeCache);
    if (!cacheOk) return 1;
  }
  if (check !== undefined) {
    process.stderr.write(
      check.agrees
        ? `par: brute force (${check.combinations} combinations) agrees with the exact figures to the unit\n`
        : `par: brute force DISAGREES with the exact figures:\n  ${check.differences.join('\n  ')}\n`,
    );
    if (!check.agrees) return 1;
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`par: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
