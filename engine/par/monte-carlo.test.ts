import { drawInt, type Rng } from '../core/rng';
import { Xoshiro128 } from '../core/xoshiro128';
import { ChunkPlanner, emptyStatsOf, plannerFor, runChunk, simulate, type SimulateOptions } from './monte-carlo';
import type { ParModel, RoundRecorder } from './par-model';
import { buildParSheet, formatSheetJson } from './sheet';
import { rtpHalfWidth99 } from './stats/round-figures';

/** A small, fast game: pays 3× one round in 4, 40× one in 200, and a feature one in 50 paying 10×. */
const toyModel: ParModel = {
  id: 'toy',
  name: 'Toy game',
  stakeUnits: 10,
  unitLabel: 'unit',
  components: [
    { id: 'base', name: 'Base wins' },
    { id: 'bonus', name: 'Bonus wins' },
  ],
  features: [{ id: 'bonus', name: 'Bonus' }],
  hitEvent: 'any win',
  assumptions: {},
  playRound(rng: Rng, recorder: RoundRecorder): void {
    const r = drawInt(rng, 200);
    if (r < 50) recorder.win(0, 30);
    else if (r === 50) recorder.win(0, 400);
    if (drawInt(rng, 50) === 0) {
      recorder.feature(0);
      recorder.win(1, 100);
    }
  },
};

/**
 * Runs a planner the way `workers` worker threads would: each idle worker takes the next chunk,
 * and finished chunks come back in an order that `pick` chooses among those in flight.
 */
function runInterleaved(model: ParModel, options: SimulateOptions, workers: number, pickSeed: number, chunkRounds = 2000, checkpointChunks = 3) {
  const planner = plannerFor(model, { ...options, chunkRounds, checkpointChunks });
  const order = new Xoshiro128(pickSeed);
  const inFlight: { index: number; rounds: number }[] = [];
  for (;;) {
    while (inFlight.length < workers) {
      const next = planner.next();
      if (next === null) break;
      inFlight.push(next);
    }
    if (planner.done) break;
    if (inFlight.length === 0) throw new Error('stalled');
    const [job] = inFlight.splice(drawInt(order, inFlight.length), 1);
    if (job === undefined) throw new Error('unreachable');
    planner.accept(job.index, runChunk(model, options.seed, job.index, job.rounds));
  }
  return planner.result();
}

function sheetJson(model: ParModel, seed: number, result: ReturnType<typeof simulate>): string {
  return formatSheetJson(buildParSheet({ model, monteCarlo: { seed, result } }));
}

describe('runChunk', () => {
  it('plays exactly the rounds asked on the chunk’s own stream', () => {
    const a = runChunk(toyModel, 5, 3, 1000);
    expect(a.rounds).toBe(1000n);
    expect(runChunk(toyModel, 5, 3, 1000)).toEqual(a);
    expect(runChunk(toyModel, 5, 4, 1000)).not.toEqual(a);
    expect(runChunk(toyModel, 6, 3, 1000)).not.toEqual(a);
  });
});

describe('ChunkPlanner with --spins', () => {
  it('runs exactly N rounds, the last chunk partial', () => {
    const result = simulate(toyModel, { seed: 1, spins: 10_500, chunkRounds: 2000 });
    expect(result.stats.rounds).toBe(10_500n);
    expect(result.chunks).toBe(6);
    expect(result.stopReason).toBe('spins');
  });

  it.each([1, 2, 4, 7])('gives bit-identical sheets at %p workers in any completion order', (workers) => {
    const single = sheetJson(toyModel, 11, simulate(toyModel, { seed: 11, spins: 25_001, chunkRounds: 2000, checkpointChunks: 3 }));
    for (const pick of [1, 2, 3]) {
      expect(sheetJson(toyModel, 11, runInterleaved(toyModel, { seed: 11, spins: 25_001 }, workers, pick))).toBe(single);
    }
  });
});

describe('ChunkPlanner with --precision', () => {
  it('stops at the first checkpoint whose 99 % half-width is within the precision', () => {
    const chunkRounds = 2000;
    const checkpointChunks = 3;
    const result = simulate(toyModel, { seed: 3, precision: 0.05, chunkRounds, checkpointChunks });
    expect(result.stopReason).toBe('precision');
    expect(result.chunks % checkpointChunks).toBe(0);
    expect(rtpHalfWidth99(result.stats)).toBeLessThanOrEqual(0.05);
    // The checkpoint before it was not precise enough (else the run would have stopped there).
    expect(result.chunks).toBeGreaterThan(checkpointChunks);
    const earlier = simulate(toyModel, { seed: 3, spins: (result.chunks - checkpointChunks) * chunkRounds, chunkRounds });
    expect(rtpHalfWidth99(earlier.stats)).toBeGreaterThan(0.05);
  });

  it.each([1, 2, 4, 7])('gives bit-identical sheets at %p workers although workers run ahead of the checkpoint', (workers) => {
    const options = { seed: 21, precision: 0.03 };
    const single = sheetJson(toyModel, 21, simulate(toyModel, { ...options, chunkRounds: 2000, checkpointChunks: 3 }));
    for (const pick of [4, 5]) {
      const result = runInterleaved(toyModel, options, workers, pick);
      expect(result.chunks).toBeGreaterThan(3); // more than one checkpoint: the rule really ran
      expect(sheetJson(toyModel, 21, result)).toBe(single);
    }
  });

  it('stops at max spins when the precision is out of reach', () => {
    const result = simulate(toyModel, { seed: 1, precision: 1e-6, maxSpins: 10_000, chunkRounds: 2000, checkpointChunks: 2 });
    expect(result.stopReason).toBe('max-spins');
    expect(result.stats.rounds).toBe(12_000n); // the first checkpoint at or past 10,000 rounds
  });
});

describe('ChunkPlanner refusals', () => {
  it('takes only chunks it handed out, once, with the right size', () => {
    const planner = new ChunkPlanner({ kind: 'spins', spins: 5000 }, emptyStatsOf(toyModel), { chunkRounds: 2000 });
    const first = planner.next();
    expect(first).toEqual({ index: 0, rounds: 2000 });
    expect(() => planner.accept(1, runChunk(toyModel, 1, 1, 2000))).toThrow(/not handed out/);
    expect(() => planner.accept(0, runChunk(toyModel, 1, 0, 1999))).toThrow(/rounds/);
    planner.accept(0, runChunk(toyModel, 1, 0, 2000));
    expect(() => planner.accept(0, runChunk(toyModel, 1, 0, 2000))).toThrow(/not handed out/);
    expect(() => planner.result()).toThrow(/not finished/);
  });

  it('refuses targets that cannot run', () => {
    expect(() => simulate(toyModel, { seed: 1, spins: 0 })).toThrow(RangeError);
    expect(() => simulate(toyModel, { seed: 1, precision: 0 })).toThrow(RangeError);
    expect(() => simulate(toyModel, { seed: 1.5, spins: 10 })).toThrow(/seed/);
  });
});
