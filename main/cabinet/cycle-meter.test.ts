import type { CycleRule } from '../../config/jurisdiction-profile';
import { CabinetStore, InsufficientFundsError, type CommitBatch } from '../store/cabinet-store';
import { coinInBatch, makeTempDir, playBatch } from '../store/test-support';
import { blockScope, cycleClosedEventKind, cycleScope, cycleSettingKey, CycleRuleChangedError, planCycleGame, readCycleState } from './cycle-meter';
import { initialCycleState, type ClosedCycle, type CycleTrackerState } from './cycle-rule';

const GAME = 'test-slot';
/** Small enough to commit every game of two cycles; the same code runs the 20,000 / 5,000 rule. */
const RULE: CycleRule = { cycleGames: 8, minReturnBps: 7500, block: { blockGames: 4, minReturnBps: 4000 } };

/** The round's batch as the cabinet will build it: the play plus the cycle fragment. */
function merge(play: CommitBatch, fragment: Pick<CommitBatch, 'meters' | 'settings' | 'events'>): CommitBatch {
  return {
    ...play,
    meters: [...(play.meters ?? []), ...(fragment.meters ?? [])],
    settings: [...(play.settings ?? []), ...(fragment.settings ?? [])],
    events: [...(play.events ?? []), ...(fragment.events ?? [])],
  };
}

describe('cycle meters in the store', () => {
  let dir: string;
  let cleanup: () => void;
  let store: CabinetStore;
  let round: number;
  beforeEach(() => {
    ({ dir, cleanup } = makeTempDir());
    store = CabinetStore.open(dir, { now: () => 1_700_000_000_000 });
    store.commit(coinInBatch('coin-1', 100_000));
    round = 0;
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  /** Plays games through real commits, adopting each next state only after its commit. */
  function play(state: CycleTrackerState, games: Array<[number, number]>, rule: CycleRule = RULE): { state: CycleTrackerState; closes: string[] } {
    const closes: string[] = [];
    let current = state;
    for (const [stake, win] of games) {
      round += 1;
      const plan = planCycleGame(GAME, rule, current, stake, win);
      store.commit(merge(playBatch(`round-${round}`, stake, win), plan.fragment));
      current = plan.next;
      if (plan.closedBlock) closes.push(`game ${round}: block ${plan.closedBlock.block}`);
      if (plan.closedCycle) closes.push(`game ${round}: cycle ${plan.closedCycle.cycle}`);
    }
    return { state: current, closes };
  }

  it('starts at cycle 1 with nothing counted', () => {
    const reading = readCycleState(store, GAME, RULE);
    expect(reading.state).toEqual(initialCycleState(RULE));
    expect(reading.closedCycles).toEqual([]);
    expect(reading.progress.cycle).toMatchObject({ games: 0, gamesRemaining: 8, returnBps: null, aboveMinimum: true });
  });

  it('closes blocks and cycles at the right counts, and the readings survive close and reopen', () => {
    // Cycle 1: block 1 returns 50 %, block 2 returns 100 % → 75 % exactly, passed.
    // Then two games of cycle 2, both in its block 1.
    const games: Array<[number, number]> = [
      [20, 0], [20, 40], [20, 0], [20, 0],
      [20, 0], [20, 80], [20, 0], [20, 0],
      [100, 0], [100, 500],
    ];
    const { state, closes } = play(initialCycleState(RULE), games);
    expect(closes).toEqual(['game 4: block 1', 'game 8: block 2', 'game 8: cycle 1']);

    const check = (s: CabinetStore): void => {
      const reading = readCycleState(s, GAME, RULE);
      expect(reading.state).toEqual(state);
      expect(reading.state).toEqual({
        cyclesClosed: 1,
        cycle: { games: 2, coinInCents: 200, coinOutCents: 500 },
        block: { games: 2, coinInCents: 200, coinOutCents: 500 },
        closedBlocks: [],
      });
      const closed = reading.closedCycles;
      expect(closed).toHaveLength(1);
      expect(closed[0]).toEqual<ClosedCycle>({
        cycle: 1,
        games: 8,
        coinInCents: 160,
        coinOutCents: 120,
        returnBps: 7500,
        returnPassed: true,
        blocksPassed: true,
        passed: true,
        blocks: [
          { block: 1, games: 4, coinInCents: 80, coinOutCents: 40, returnBps: 5000, passed: true },
          { block: 2, games: 4, coinInCents: 80, coinOutCents: 80, returnBps: 10_000, passed: true },
        ],
      });
      // The closed cycle's own meters stay as the audit trail.
      expect(s.meters(cycleScope(GAME, 1))).toMatchObject({ 'games-played': 8, 'coin-in': 160, 'coin-out': 120 });
      expect(s.meters(blockScope(GAME, 2, 1))).toMatchObject({ 'games-played': 2, 'coin-in': 200, 'coin-out': 500 });
      expect(s.verifyEventChain()).toEqual({ ok: true, count: 1 });
      expect(s.checkAccounting()).toEqual({ ok: true });
    };
    check(store);
    store.close();
    store = CabinetStore.open(dir);
    check(store);
  });

  it('rebuilds the closed blocks of the current cycle from their meters after a reopen', () => {
    const { state } = play(initialCycleState(RULE), [[20, 0], [20, 0], [20, 0], [20, 20], [20, 5]]);
    expect(state.closedBlocks).toEqual([{ block: 1, games: 4, coinInCents: 80, coinOutCents: 20, returnBps: 2500, passed: false }]);
    store.close();
    store = CabinetStore.open(dir);
    const reading = readCycleState(store, GAME, RULE);
    expect(reading.state).toEqual(state);
    expect(reading.progress.block).toMatchObject({ games: 1, gamesRemaining: 3, returnBps: 2500, aboveMinimum: false, shortfallCents: 3 });
    // Resuming from the reading closes cycle 1 at game 8, as if there had been no reopen, and fails it on block 1.
    const { closes } = play(reading.state, [[20, 100], [20, 0], [20, 0]]);
    expect(closes).toEqual(['game 8: block 2', 'game 8: cycle 1']);
    expect(readCycleState(store, GAME, RULE).closedCycles[0]).toMatchObject({ returnPassed: true, blocksPassed: false, passed: false });
  });

  it('works without a block rule: one scope per cycle, no block scopes', () => {
    const plain: CycleRule = { cycleGames: 3, minReturnBps: 7000, block: null };
    const { closes } = play(initialCycleState(plain), [[20, 0], [20, 0], [20, 0], [20, 60]], plain);
    expect(closes).toEqual(['game 3: cycle 1']);
    expect(store.meterScopes().filter((s) => s.startsWith('cycle:'))).toEqual([cycleScope(GAME, 1), cycleScope(GAME, 2)]);
    const reading = readCycleState(store, GAME, plain);
    expect(reading.state).toEqual({ cyclesClosed: 1, cycle: { games: 1, coinInCents: 20, coinOutCents: 60 }, block: null, closedBlocks: [] });
    expect(reading.closedCycles.map((c) => [c.cycle, c.returnBps, c.passed])).toEqual([[1, 0, false]]);
  });

  it('lists closed cycles newest first, with a limit', () => {
    const plain: CycleRule = { cycleGames: 1, minReturnBps: 5000, block: null };
    play(initialCycleState(plain), [[20, 0], [20, 20], [20, 40]], plain);
    expect(readCycleState(store, GAME, plain, { closedCyclesLimit: 2 }).closedCycles.map((c) => c.cycle)).toEqual([3, 2]);
    expect(store.events({ kind: cycleClosedEventKind(GAME) })).toHaveLength(3);
  });

  it('leaves the cycle meters unchanged when the round commit is refused', () => {
    const { state } = play(initialCycleState(RULE), [[20, 0]]);
    const plan = planCycleGame(GAME, RULE, state, 200_000, 0); // more than the credits
    expect(() => store.commit(merge(playBatch('round-big', 200_000, 0), plan.fragment))).toThrow(InsufficientFundsError);
    expect(readCycleState(store, GAME, RULE).state).toEqual(state);
  });

  it('refuses to count on under a different rule', () => {
    play(initialCycleState(RULE), [[20, 0]]);
    const other: CycleRule = { cycleGames: 40_000, minReturnBps: 7000, block: null };
    expect(() => readCycleState(store, GAME, other)).toThrow(CycleRuleChangedError);
    expect(() => readCycleState(store, GAME, other)).toThrow(/a new rule must start a new cycle/);
  });

  it('refuses a damaged pointer or meters that do not add up', () => {
    store.commit({ settings: [{ key: cycleSettingKey(GAME), value: { cycle: 'one' } }] });
    expect(() => readCycleState(store, GAME, RULE)).toThrow(/is not a cycle pointer/);
    // A pointer at block 2 of cycle 1 with no games counted in block 1.
    store.commit({ settings: [{ key: cycleSettingKey(GAME), value: { rule: RULE, cycle: 1, block: 2 } }] });
    expect(() => readCycleState(store, GAME, RULE)).toThrow(/do not add up/);
  });
});
