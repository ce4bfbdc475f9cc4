/**
 * `npm run bench`: throughput of the PAR tool on this machine, beside the targets. It prints
 * figures and ratios and never fails on a slow machine (exit 0 unless something crashes).
 *
 * Every figure runs through the same worker threads as `npm run par` (dist/build/par/worker.js),
 * timed after the workers have started and run one warm-up job, so it measures the game code,
 * not thread start-up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { arch, availableParallelism, platform } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clusterWins, compileClusterPays } from '../../engine/core/cluster-masks';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { GonzoLeanSpin, playGonzoBaseSpin } from '../../engine/games/gonzos-gold/spin';
import { ELVES_MATHS } from '../../engine/games/mystery-elves/maths';
import { ElvesSimulator } from '../../engine/games/mystery-elves/par/fast-sim';
import { playElvesSpin } from '../../engine/games/mystery-elves/spin';
import { clusterWinFunction } from '../../engine/par/cluster-game/cluster-evaluator';
import { fillGrid } from '../../engine/par/cluster-game/cluster-grid';
import { compileClusterGame } from '../../engine/par/cluster-game/compile-cluster-game';
import cluster5x5 from '../../engine/par/examples/cluster-5x5.json';
import { parseGameDefinition } from '../../engine/par/definition/parse-game-definition';
import { drawStops } from '../../engine/par/line-game/draw-stops';
import { plannerFor } from '../../engine/par/monte-carlo';
import { firstReelLength, firstReelRanges } from '../par/brute-force';
import { loadModel, type ModelSpec } from '../par/model-spec';
import { WorkerPool } from '../par/worker-pool';

const ROOT = join(__dirname, '..', '..', '..');
const WORKER_FILE = join(__dirname, '..', 'par', 'worker.js');
const CLASSIC = join(ROOT, 'engine', 'par', 'examples', 'classic-5x3.json');

const TARGET_COMBOS_PER_CORE = 5e6;
/** First-reel ranges per worker in one enumeration, as the CLI cuts it. */
const RANGES_PER_WORKER = 4;
const BRUTE_FORCE_PASSES = 10;
const TARGET_ROUNDS_PER_CORE = 1e6;
const TARGET_CLUSTER_EVALUATIONS_PER_CORE = 2e6;
const TARGET_GONZO_BASE_ROUNDS_PER_CORE = 2e6;

function millions(n: number): string {
  return `${(n / 1e6).toFixed(2)} M`;
}

async function withPool<T>(workers: number, spec: ModelSpec, run: (pool: WorkerPool) => Promise<T>): Promise<T> {
  const pool = new WorkerPool(WORKER_FILE, workers, { spec });
  try {
    return await run(pool);
  } finally {
    await pool.close();
  }
}

/** Rounds per second of `rounds` simulated rounds on `workers` threads (after a warm-up chunk each). */
async function roundsPerSecond(spec: ModelSpec, workers: number, rounds: number): Promise<number> {
  const model = loadModel(spec).model;
  return withPool(workers, spec, async (pool) => {
    await pool.runChunks(plannerFor(model, { seed: 7, spins: workers * 20_000, chunkRounds: 20_000 }), 7);
    const started = performance.now();
    await pool.runChunks(plannerFor(model, { seed: 1, spins: rounds }), 1);
    return rounds / ((performance.now() - started) / 1000);
  });
}

/**
 * Stop combinations per second of the whole brute force on `workers` threads. One enumeration
 * of the classic game takes a fraction of a second, so the timed batch queues `passes` whole
 * enumerations back to back (each cut into a few first-reel ranges per worker): the workers stay
 * busy and the figure is not dominated by message latency.
 */
async function combosPerSecond(spec: ModelSpec & { kind: 'definition' }, workers: number, passes: number): Promise<{ rate: number; combinations: number }> {
  const line = loadModel(spec).lineDefinition;
  if (line === null) throw new Error('not a line definition');
  return withPool(workers, spec, async (pool) => {
    const pass = firstReelRanges(line, workers * RANGES_PER_WORKER);
    await pool.runRanges(pass); // warm-up: every worker compiles and optimises the enumeration
    const batch = Array.from({ length: passes }, () => pass).flat();
    const started = performance.now();
    const results = (await pool.runRanges(batch)) as { combinations: bigint }[];
    const seconds = (performance.now() - started) / 1000;
    const combinations = Number(results.reduce((a, r) => a + r.combinations, 0n));
    return { rate: combinations / seconds, combinations: combinations / passes };
  });
}

/**
 * Grids per second of the bit-mask cluster evaluator (engine/core/cluster-masks.ts) and of the
 * old flood fill (par/cluster-game/cluster-evaluator.ts), on this thread: no workers, since the
 * figure is one evaluation, not a round. The grids are spins of the cluster-5x5 example's strips
 * (stops drawn from the engine Rng) without its wild, which the Gonzo's Gold evaluator has no
 * use for. They are drawn before the clock starts, so the draw is not in either figure; both
 * evaluators must agree on the pool's total or the figures mean nothing.
 */
function clusterEvaluators(): { pool: number; fast: number; old: number; total: number; agree: boolean } {
  const json = cluster5x5 as { symbols: { id: string }[]; reels: string[][] };
  const def = parseGameDefinition(
    { ...json, symbols: json.symbols.filter((s) => s.id !== 'wild'), reels: json.reels.map((strip) => strip.filter((id) => id !== 'wild')) },
    'cluster-5x5.json without wild',
  );
  if (def.kind !== 'clusters') throw new Error('cluster-5x5.json is not a cluster game');
  const game = compileClusterGame(def);
  const old = clusterWinFunction(game);
  const sizes = game.cells + 1;
  const table = compileClusterPays({
    symbolCount: game.symbolCount,
    pays: Array.from({ length: game.symbolCount }, (_, s) => (game.payingSymbols.includes(s) ? [...game.payBySize.subarray(s * sizes, (s + 1) * sizes)] : undefined)),
  });
  const scatter = game.symbolIds.indexOf('scatter');

  const poolSize = 1 << 16;
  const rng = new Xoshiro128(3);
  const stops = new Int32Array(game.columns);
  const cells = new Uint8Array(poolSize * game.cells);
  const grids = Array.from({ length: poolSize }, (_, i) => {
    const grid = cells.subarray(i * game.cells, (i + 1) * game.cells);
    drawStops(rng, game.reels, stops);
    fillGrid(game, stops, grid);
    return grid;
  });
  let fastTotal = 0;
  let oldTotal = 0;
  for (const grid of grids) {
    fastTotal += clusterWins(grid, table, scatter);
    oldTotal += old(grid);
  }

  const time = (evaluations: number, evaluate: (grid: Uint8Array) => number): number => {
    for (let i = 0; i < poolSize; i += 1) evaluate(grids[i] as Uint8Array); // warm-up: optimised before the clock starts
    let sink = 0;
    const started = performance.now();
    for (let i = 0; i < evaluations; i += 1) sink += evaluate(grids[i & (poolSize - 1)] as Uint8Array);
    const rate = evaluations / ((performance.now() - started) / 1000);
    if (sink < 0) throw new Error('negative win'); // keeps the sum, and so every evaluation, alive
    return rate;
  };
  const fast = time(8_000_000, (grid) => clusterWins(grid, table, scatter));
  const slow = time(2_000_000, old);
  return { pool: poolSize, fast, old: slow, total: fastTotal, agree: fastTotal === oldTotal };
}

/**
 * Gonzo's Gold base rounds per second on this thread: a whole base round is five stops drawn
 * from the Rng, the grid landed, its clusters evaluated and its Scatters counted and paid. The
 * lean spin (spin.ts GonzoLeanSpin, what the simulator plays) against the cabinet's
 * playGonzoBaseSpin, which also builds the result the screen and the journal read (cells, names,
 * cents, the draws). Both are warmed up before the clock starts; both must pay the same.
 */
function gonzoBaseRounds(): { lean: number; full: number; agree: boolean } {
  const lean = new GonzoLeanSpin();
  const time = (rounds: number, play: (rng: Xoshiro128) => number): { rate: number; total: number } => {
    const warm = new Xoshiro128(2);
    for (let i = 0; i < Math.min(rounds, 200_000); i += 1) play(warm);
    const rng = new Xoshiro128(1);
    let total = 0;
    const started = performance.now();
    for (let i = 0; i < rounds; i += 1) total += play(rng);
    return { rate: rounds / ((performance.now() - started) / 1000), total };
  };
  const fullRounds = 200_000;
  const a = time(8_000_000, (rng) => lean.baseSpin(rng));
  // At 0.20 € a pay unit is one cent: the same first rounds must pay the same.
  const check = time(fullRounds, (rng) => lean.baseSpin(rng));
  const b = time(fullRounds, (rng) => playGonzoBaseSpin(rng, 20).winCents);
  return { lean: a.rate, full: b.rate, agree: check.total === b.total };
}

/**
 * Mystery Elves base spins per second on this thread: five stops from the Rng, the window, its
 * 10 lines, the SCATTER pay and every BONUS's kind (no Hold and Win: a spin, not a round). The lean
 * path (par/fast-sim.ts ElvesSimulator, what the simulator plays, here with the Hold and Win of the
 * few spins that trigger it) against the cabinet's playElvesSpin, which also builds the result the
 * screen and the journal read. Both warmed up first; the first spins must pay the same line and
 * SCATTER wins.
 */
function elvesBaseSpins(): { lean: number; full: number; agree: boolean } {
  const sim = new ElvesSimulator(ELVES_MATHS);
  const time = (spins: number, play: (rng: Xoshiro128) => number): { rate: number; total: number } => {
    const warm = new Xoshiro128(2);
    for (let i = 0; i < Math.min(spins, 100_000); i += 1) play(warm);
    const rng = new Xoshiro128(1);
    let total = 0;
    const started = performance.now();
    for (let i = 0; i < spins; i += 1) total += play(rng);
    return { rate: spins / ((performance.now() - started) / 1000), total };
  };
  const lean = (rng: Xoshiro128): number => {
    sim.play(rng, 0);
    return sim.lineMultiples + sim.scatterMultiples * 10;
  };
  // At 0.10 € a line bet is one cent. playElvesSpin plays no Hold and Win, so the two paths share
  // the generator only until the first trigger: compare the spins before it.
  const untilTrigger = (play: (rng: Xoshiro128) => { win: number; triggered: boolean }): number => {
    const rng = new Xoshiro128(5);
    let total = 0;
    for (;;) {
      const r = play(rng);
      total += r.win;
      if (r.triggered) return total;
    }
  };
  const a = time(4_000_000, lean);
  const b = time(200_000, (rng) => playElvesSpin(rng, 10, 'base').winCents);
  const agree =
    untilTrigger((rng) => {
      const win = lean(rng);
      return { win, triggered: sim.triggered };
    }) ===
    untilTrigger((rng) => {
      const r = playElvesSpin(rng, 10, 'base');
      return { win: r.winCents, triggered: r.triggered };
    });
  return { lean: a.rate, full: b.rate, agree };
}

function ratio(two: number, one: number): string {
  return `×${(two / one).toFixed(2)} of one worker`;
}

function verdict(value: number, target: number): string {
  return value >= target ? 'meets target' : `below target (${((value / target) * 100).toFixed(0)} % of it)`;
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  console.log(`PAR bench — Node ${process.version}, ${platform()} ${arch()}, ${cores} core${cores === 1 ? '' : 's'} (os.availableParallelism())`);
  if (cores < 2) console.log('  (one core: the two-worker figures share it and cannot double)');
  console.log('');

  if (!existsSync(CLASSIC)) {
    console.log(`brute force and classic Monte Carlo: ${CLASSIC} is missing, skipped`);
  } else {
    const spec = { kind: 'definition' as const, text: readFileSync(CLASSIC, 'utf8'), source: 'classic-5x3.json' };
    const line = loadModel(spec).lineDefinition;
    const one = await combosPerSecond(spec, 1, BRUTE_FORCE_PASSES);
    const two = await combosPerSecond(spec, 2, BRUTE_FORCE_PASSES);
    console.log(`brute force, classic 5×3 10 lines (${one.combinations.toLocaleString('en')} stop combinations, ${line === null ? '?' : firstReelLength(line)} first-reel stops; ${BRUTE_FORCE_PASSES} passes)`);
    console.log(`  1 worker : ${millions(one.rate)} combos/s   target ≥ ${millions(TARGET_COMBOS_PER_CORE)} combos/s on one core: ${verdict(one.rate, TARGET_COMBOS_PER_CORE)}`);
    console.log(`  2 workers: ${millions(two.rate)} combos/s   ${ratio(two.rate, one.rate)} (target close to ×2)`);
    console.log('');

    const rounds = 4_000_000;
    const mc1 = await roundsPerSecond(spec, 1, rounds);
    const mc2 = await roundsPerSecond(spec, 2, rounds);
    console.log(`Monte Carlo, classic 5×3 with free spins (${millions(rounds)} rounds)`);
    console.log(`  1 worker : ${millions(mc1)} rounds/s   target ≥ ${millions(TARGET_ROUNDS_PER_CORE)} rounds/s per core: ${verdict(mc1, TARGET_ROUNDS_PER_CORE)}`);
    console.log(`  2 workers: ${millions(mc2)} rounds/s   ${ratio(mc2, mc1)}`);
    console.log('');
  }

  const gnomos = { kind: 'game' as const, id: 'gnomos-mix', betCents: 20 };
  const rounds = 2_000_000;
  const g1 = await roundsPerSecond(gnomos, 1, rounds);
  const g2 = await roundsPerSecond(gnomos, 2, rounds);
  console.log(`Monte Carlo, gnomos-mix plain spin at 0.20 € (${millions(rounds)} rounds, the cabinet's own spin functions)`);
  console.log(`  1 worker : ${millions(g1)} rounds/s   target ≥ ${millions(TARGET_ROUNDS_PER_CORE)} rounds/s per core: ${verdict(g1, TARGET_ROUNDS_PER_CORE)}`);
  console.log(`  2 workers: ${millions(g2)} rounds/s   ${ratio(g2, g1)}`);
  console.log('');

  // The whole game: base spin, Jewel spins, normal free spins, nested, with the progressive in play.
  const monaLisa = { kind: 'game' as const, id: 'mona-lisa-jewels', betCents: 250 };
  const mlRounds = 4_000_000;
  const m1 = await roundsPerSecond(monaLisa, 1, mlRounds);
  const m2 = await roundsPerSecond(monaLisa, 2, mlRounds);
  console.log(`Monte Carlo, mona-lisa-jewels whole game at max bet (${millions(mlRounds)} rounds: base, Jewel and free spins, progressive)`);
  console.log(`  1 worker : ${millions(m1)} rounds/s   target ≥ ${millions(TARGET_ROUNDS_PER_CORE)} rounds/s per core: ${verdict(m1, TARGET_ROUNDS_PER_CORE)}`);
  console.log(`  2 workers: ${millions(m2)} rounds/s   ${ratio(m2, m1)}`);
  console.log('');

  // 40 Mystic Gem's fast simulator: the base game (40 lines, expanding WILDs, scatters) and the
  // 1-WILD GUARANTEED game (its free reels drawn again until a line pays), at a 0.40 € total bet.
  const mgRounds = 4_000_000;
  for (const [label, betCents] of [['base game', 40], ['guaranteed1 (12×)', 480]] as const) {
    const spec = { kind: 'game' as const, id: 'mystic-gem-40', betCents };
    const g1m = await roundsPerSecond(spec, 1, mgRounds);
    const g2m = await roundsPerSecond(spec, 2, mgRounds);
    console.log(`Monte Carlo, mystic-gem-40 ${label} (${millions(mgRounds)} rounds, par/fast-sim.ts)`);
    console.log(`  1 worker : ${millions(g1m)} rounds/s   target ≥ ${millions(TARGET_ROUNDS_PER_CORE)} rounds/s per core: ${verdict(g1m, TARGET_ROUNDS_PER_CORE)}`);
    console.log(`  2 workers: ${millions(g2m)} rounds/s   ${ratio(g2m, g1m)}`);
  }
  console.log('');

  const gonzo = gonzoBaseRounds();
  console.log("Gonzo's Gold base rounds (draw 5 stops, land the grid, clusters, Scatter count and bonus; one thread)");
  console.log(`  lean spin (GonzoLeanSpin): ${millions(gonzo.lean)} rounds/s   target ≥ ${millions(TARGET_GONZO_BASE_ROUNDS_PER_CORE)} rounds/s per core: ${verdict(gonzo.lean, TARGET_GONZO_BASE_ROUNDS_PER_CORE)}`);
  console.log(`  playGonzoBaseSpin        : ${millions(gonzo.full)} rounds/s   the lean spin ×${(gonzo.lean / gonzo.full).toFixed(1)} of it (the full spin builds the view: cells, names, cents, draws)`);
  console.log(`  the first 200,000 rounds pay ${gonzo.agree ? 'the same on both' : 'DIFFERENTLY: the figures mean nothing'}`);
  const gonzoSpec = { kind: 'game' as const, id: 'gonzos-gold', betCents: 100 };
  const gzRounds = 4_000_000;
  const gz1 = await roundsPerSecond(gonzoSpec, 1, gzRounds);
  const gz2 = await roundsPerSecond(gonzoSpec, 2, gzRounds);
  console.log(`Monte Carlo, gonzos-gold whole rounds (${millions(gzRounds)} rounds: base spin, free spins with the Expanding Symbol, through the PAR workers)`);
  console.log(`  1 worker : ${millions(gz1)} rounds/s   target ≥ ${millions(TARGET_ROUNDS_PER_CORE)} rounds/s per core: ${verdict(gz1, TARGET_ROUNDS_PER_CORE)}`);
  console.log(`  2 workers: ${millions(gz2)} rounds/s   ${ratio(gz2, gz1)}`);
  console.log('');

  const elves = elvesBaseSpins();
  console.log('Mystery Elves base spins (draw 5 stops, land the window, 10 lines, SCATTER, BONUS kinds; one thread)');
  console.log(`  lean spin (ElvesSimulator, with its Hold and Win): ${millions(elves.lean)} spins/s   target ≥ ${millions(TARGET_ROUNDS_PER_CORE)} per core: ${verdict(elves.lean, TARGET_ROUNDS_PER_CORE)}`);
  console.log(`  playElvesSpin                                    : ${millions(elves.full)} spins/s   the lean spin ×${(elves.lean / elves.full).toFixed(1)} of it (the full spin builds the view: names, cells, cents, draws)`);
  console.log(`  the spins up to the first Hold and Win pay ${elves.agree ? 'the same on both' : 'DIFFERENTLY: the figures mean nothing'}`);
  const elvesRounds = 4_000_000;
  for (const [label, betCents, rounds] of [['base game', 10, elvesRounds], ['buy (70×)', 700, elvesRounds / 8]] as const) {
    const spec = { kind: 'game' as const, id: 'mystery-elves', betCents };
    const e1 = await roundsPerSecond(spec, 1, rounds);
    const e2 = await roundsPerSecond(spec, 2, rounds);
    console.log(`Monte Carlo, mystery-elves ${label} (${millions(rounds)} rounds with the Hold and Win, par/fast-sim.ts)`);
    console.log(`  1 worker : ${millions(e1)} rounds/s   target ≥ ${millions(TARGET_ROUNDS_PER_CORE)} rounds/s per core: ${verdict(e1, TARGET_ROUNDS_PER_CORE)}`);
    console.log(`  2 workers: ${millions(e2)} rounds/s   ${ratio(e2, e1)}`);
  }
  console.log('');

  const clusters = clusterEvaluators();
  console.log(`Cluster evaluator, cluster-5x5 without its wild (${clusters.pool.toLocaleString('en')} grids drawn from its strips, one thread)`);
  console.log(`  bit masks : ${millions(clusters.fast)} grids/s   target ≥ ${millions(TARGET_CLUSTER_EVALUATIONS_PER_CORE)} grids/s on one core: ${verdict(clusters.fast, TARGET_CLUSTER_EVALUATIONS_PER_CORE)}`);
  console.log(`  flood fill: ${millions(clusters.old)} grids/s   bit masks ×${(clusters.fast / clusters.old).toFixed(2)} of it`);
  console.log(`  total win over the pool: ${clusters.total.toLocaleString('en')} units, ${clusters.agree ? 'the same from both' : 'DIFFERENT from the flood fill: the figures mean nothing'}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).stack ?? String(error));
  process.exitCode = 1;
});
