import { loadJurisdictionProfiles, type CycleRule, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import {
  compareReturn,
  CycleTracker,
  cycleProgress,
  initialCycleState,
  meetsMinimum,
  returnBps,
  shortfallCents,
  simulateCycles,
  type ClosedCycle,
} from './cycle-rule';

const SMALL_BLOCKS: CycleRule = { cycleGames: 8, minReturnBps: 7500, block: { blockGames: 4, minReturnBps: 4000 } };
const SMALL_PLAIN: CycleRule = { cycleGames: 5, minReturnBps: 7000, block: null };

function profile(id: string): JurisdictionProfile {
  const found = loadJurisdictionProfiles().get(id);
  if (!found) throw new Error(`no profile ${id}`);
  return found;
}

describe('return arithmetic', () => {
  it('gives basis points rounded down, and no ratio when nothing was staked', () => {
    expect(returnBps({ games: 3, coinInCents: 300, coinOutCents: 200 })).toBe(6666);
    expect(returnBps({ games: 1, coinInCents: 20, coinOutCents: 0 })).toBe(0);
    expect(returnBps({ games: 1, coinInCents: 0, coinOutCents: 0 })).toBeNull();
  });

  it('compares exactly at the boundary where basis points would round', () => {
    // 7000 / 10000 exactly passes 70 %; one cent less fails, though both show as 6999–7000 bps.
    expect(meetsMinimum({ games: 1, coinInCents: 10_000, coinOutCents: 7000 }, 7000)).toBe(true);
    expect(meetsMinimum({ games: 1, coinInCents: 10_000, coinOutCents: 6999 }, 7000)).toBe(false);
    // 2/3 is 6666.67 bps: above 6666, below 6667.
    expect(meetsMinimum({ games: 1, coinInCents: 3, coinOutCents: 2 }, 6666)).toBe(true);
    expect(meetsMinimum({ games: 1, coinInCents: 3, coinOutCents: 2 }, 6667)).toBe(false);
  });

  it('stays exact where cents × 10,000 passes 2^53', () => {
    const big = 2 ** 50;
    expect(meetsMinimum({ games: 1, coinInCents: big, coinOutCents: big - 1 }, 10_000)).toBe(false);
    expect(meetsMinimum({ games: 1, coinInCents: big, coinOutCents: big }, 10_000)).toBe(true);
  });

  it('computes the shortfall as the least whole cents that reach the minimum', () => {
    expect(shortfallCents({ games: 2, coinInCents: 40, coinOutCents: 0 }, 7500)).toBe(30);
    expect(shortfallCents({ games: 3, coinInCents: 3, coinOutCents: 0 }, 7000)).toBe(3); // 2.1 → 3
    expect(shortfallCents({ games: 2, coinInCents: 40, coinOutCents: 35 }, 7500)).toBe(0);
  });

  it('orders returns exactly and ranks a stake-free span above any real one', () => {
    expect(compareReturn({ games: 1, coinInCents: 3, coinOutCents: 2 }, { games: 1, coinInCents: 300, coinOutCents: 200 })).toBe(0);
    expect(compareReturn({ games: 1, coinInCents: 3, coinOutCents: 2 }, { games: 1, coinInCents: 3, coinOutCents: 3 })).toBe(-1);
    expect(compareReturn({ games: 1, coinInCents: 0, coinOutCents: 0 }, { games: 1, coinInCents: 3, coinOutCents: 30 })).toBe(1);
  });
});

describe('cycle progress', () => {
  it('reports games remaining and whether cycle and block are above their minimum', () => {
    const progress = cycleProgress(SMALL_BLOCKS, { games: 6, coinInCents: 120, coinOutCents: 100 }, { games: 2, coinInCents: 40, coinOutCents: 10 });
    expect(progress.cycle).toMatchObject({ length: 8, gamesRemaining: 2, returnBps: 8333, aboveMinimum: true, shortfallCents: 0 });
    expect(progress.block).toMatchObject({ length: 4, gamesRemaining: 2, returnBps: 2500, aboveMinimum: false, shortfallCents: 6 });
  });

  it('has no block progress without a block rule', () => {
    expect(cycleProgress(SMALL_PLAIN, { games: 1, coinInCents: 20, coinOutCents: 0 }, null).block).toBeNull();
  });
});

describe('CycleTracker', () => {
  it('closes blocks and the cycle at their lengths, with each result', () => {
    const tracker = new CycleTracker(SMALL_BLOCKS);
    const closedAt: Array<[number, string]> = [];
    // Block 1: stakes 4 × 20, wins 40 → 50 % (passes 40 %). Block 2: 4 × 20, wins 20 → 25 % (fails).
    const wins = [0, 40, 0, 0, 0, 0, 20, 0];
    let cycle: ClosedCycle | null = null;
    wins.forEach((win, i) => {
      const result = tracker.record(20, win);
      if (result.closedBlock) closedAt.push([i + 1, `block ${result.closedBlock.block}`]);
      if (result.closedCycle) {
        closedAt.push([i + 1, `cycle ${result.closedCycle.cycle}`]);
        cycle = result.closedCycle;
      }
    });
    expect(closedAt).toEqual([[4, 'block 1'], [8, 'block 2'], [8, 'cycle 1']]);
    expect(cycle).toEqual({
      cycle: 1,
      games: 8,
      coinInCents: 160,
      coinOutCents: 60,
      returnBps: 3750,
      returnPassed: false,
      blocksPassed: false,
      passed: false,
      blocks: [
        { block: 1, games: 4, coinInCents: 80, coinOutCents: 40, returnBps: 5000, passed: true },
        { block: 2, games: 4, coinInCents: 80, coinOutCents: 20, returnBps: 2500, passed: false },
      ],
    });
    expect(tracker.state()).toEqual({ cyclesClosed: 1, cycle: { games: 0, coinInCents: 0, coinOutCents: 0 }, block: { games: 0, coinInCents: 0, coinOutCents: 0 }, closedBlocks: [] });
  });

  it('fails a cycle whose total passes but one block does not', () => {
    const tracker = new CycleTracker(SMALL_BLOCKS);
    const wins = [0, 0, 0, 20, 200, 0, 0, 0]; // block 1: 25 %, block 2: 250 %, cycle: 137.5 %
    const results = wins.map((win) => tracker.record(20, win));
    const closed = results[7]?.closedCycle;
    expect(closed).toMatchObject({ returnPassed: true, blocksPassed: false, passed: false, returnBps: 13750 });
  });

  it('passes a cycle exactly at its minimum and numbers cycles on', () => {
    const tracker = new CycleTracker(SMALL_PLAIN);
    const closed: ClosedCycle[] = [];
    for (let i = 0; i < 10; i++) {
      const result = tracker.record(100, i % 5 === 0 ? 350 : 0); // 350 / 500 = 70 % exactly
      expect(result.closedBlock).toBeNull();
      if (result.closedCycle) closed.push(result.closedCycle);
    }
    expect(closed.map((c) => [c.cycle, c.returnBps, c.passed, c.blocks.length])).toEqual([[1, 7000, true, 0], [2, 7000, true, 0]]);
    expect(tracker.state().block).toBeNull();
  });

  it('keeps the state it handed out unchanged (the cabinet adopts the next state only after its commit)', () => {
    const tracker = new CycleTracker(SMALL_BLOCKS);
    tracker.record(20, 0);
    const before = tracker.state();
    const copy = structuredClone(before);
    for (let i = 0; i < 4; i++) tracker.record(20, 5);
    expect(before).toEqual(copy);
    expect(tracker.state().closedBlocks).toHaveLength(1);
  });

  it('resumes from a saved state and closes at the same count as an uninterrupted run', () => {
    const straight = new CycleTracker(SMALL_BLOCKS);
    const first = new CycleTracker(SMALL_BLOCKS);
    for (let i = 0; i < 5; i++) {
      straight.record(20, i);
      first.record(20, i);
    }
    const resumed = new CycleTracker(SMALL_BLOCKS, structuredClone(first.state()));
    for (let i = 5; i < 8; i++) expect(resumed.record(20, i)).toEqual(straight.record(20, i));
  });

  it.each([
    ['a negative stake', () => new CycleTracker(SMALL_PLAIN).record(-20, 0), /stakeCents must be a whole number of cents/],
    ['a fractional win', () => new CycleTracker(SMALL_PLAIN).record(20, 0.5), /winCents must be a whole number of cents/],
    ['a full cycle as state', () => new CycleTracker(SMALL_PLAIN, { ...initialCycleState(SMALL_PLAIN), cycle: { games: 5, coinInCents: 0, coinOutCents: 0 } }), /closes at 5/],
    ['block counts without a block rule', () => new CycleTracker(SMALL_PLAIN, initialCycleState(SMALL_BLOCKS)), /no block rule/],
    ['blocks that do not add up', () => new CycleTracker(SMALL_BLOCKS, { ...initialCycleState(SMALL_BLOCKS), cycle: { games: 3, coinInCents: 0, coinOutCents: 0 } }), /inconsistent/],
  ])('refuses %s', (_label, act, message) => {
    expect(act).toThrow(message);
  });

  it('closes the 20,000-game cycle of the block profile after exactly 4 blocks of 5,000', () => {
    const rule = profile('es-type-b-20000-blocks').cycleRule as CycleRule;
    const tracker = new CycleTracker(rule);
    const blockCloses: number[] = [];
    let cycleClosedAt = 0;
    for (let game = 1; game <= 20_000; game++) {
      const result = tracker.record(20, game % 4 === 0 ? 64 : 0); // 64 / 80 = 80 %
      if (result.closedBlock) blockCloses.push(game);
      if (result.closedCycle) {
        cycleClosedAt = game;
        expect(result.closedCycle).toMatchObject({ returnBps: 8000, passed: true });
      }
    }
    expect(blockCloses).toEqual([5000, 10_000, 15_000, 20_000]);
    expect(cycleClosedAt).toBe(20_000);
  });
});

describe('simulateCycles', () => {
  /** A deterministic fake game: 20-cent stakes, a 100-cent win on a fixed fraction of games. */
  function fakeGame(winEvery: number[]): () => { stakeCents: number; winCents: number } {
    let game = 0;
    return () => {
      game += 1;
      const inCycle = Math.floor((game - 1) / 20_000);
      const every = winEvery[inCycle % winEvery.length] as number;
      return { stakeCents: 20, winCents: game % every === 0 ? 100 : 0 };
    };
  }

  it('reports each cycle and the worst cycle and block under the block profile', () => {
    // Cycles alternate a win every 6 games (≈ 83 %) and every 7 games (≈ 71 %, below 75 %).
    const result = simulateCycles(fakeGame([6, 7]), profile('es-type-b-20000-blocks'), 4);
    expect(result.cycles.map((c) => c.cycle)).toEqual([1, 2, 3, 4]);
    expect(result.cycles.map((c) => c.passed)).toEqual([true, false, true, false]);
    expect(result.failedCycles).toBe(2);
    expect(result.worstCycle.cycle).toBe(2);
    expect(result.worstCycle.returnBps).toBe(7142);
    expect(result.worstBlock?.cycle).toBe(2);
    expect(result.worstBlock?.block.returnBps).toBeLessThan(7500);
  });

  it('runs the 40,000-game profile with no block rule', () => {
    const result = simulateCycles(() => ({ stakeCents: 100, winCents: 80 }), profile('es-type-b-40000'), 2);
    expect(result.cycles.map((c) => [c.games, c.coinInCents, c.coinOutCents, c.returnBps, c.passed])).toEqual([
      [40_000, 4_000_000, 3_200_000, 8000, true],
      [40_000, 4_000_000, 3_200_000, 8000, true],
    ]);
    expect(result.worstBlock).toBeNull();
  });

  it('refuses a profile without a cycle rule and a bad cycle count', () => {
    expect(() => simulateCycles(() => ({ stakeCents: 20, winCents: 0 }), profile('open-market'), 1)).toThrow(/open-market has no cycle rule/);
    expect(() => simulateCycles(() => ({ stakeCents: 20, winCents: 0 }), profile('es-type-b-40000'), 0)).toThrow(/cycles must be/);
  });
});
