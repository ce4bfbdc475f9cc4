import type { RoundStep } from '../../engine/core/round-step';
import { CabinetStore } from '../store/cabinet-store';
import { makeTempDir } from '../store/test-support';
import { CycleKeeper, stepCash } from './cycle-keeper';

const RULE = { cycleGames: 3, minReturnBps: 7000, block: null };

function step(seq: number, roundId: number, moves: RoundStep['moves'], roundOver: boolean, level?: number): RoundStep {
  return { seq, roundId, label: 'spin', moves, draws: [], roundOver, detail: level === undefined ? {} : { level } };
}

describe('the cycle keeper counts cash', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let store: CabinetStore;
  beforeEach(() => {
    temp = makeTempDir();
    store = CabinetStore.open(temp.dir, { now: () => 1_700_000_000_000 });
  });
  afterEach(() => {
    store.close();
    temp.cleanup();
  });

  it('takes an upper bet’s cash part as the stake and the cash paid as the return; bonuses are not cash', () => {
    const upper = step(1, 7, [{ kind: 'stake', cents: 20 }, { kind: 'bonus-stake', bonuses: 1 }, { kind: 'win', cents: 160 }, { kind: 'bonus-win', bonuses: 3 }], true, 90);
    expect(stepCash(upper)).toEqual({ stake: 20, back: 160, levelStake: 20 * 90 });
    // A step that stakes nothing (a ladder's COLLECT) adds no level stake whatever its detail says.
    expect(stepCash(step(2, 7, [{ kind: 'win', cents: 40 }], true, 90))).toEqual({ stake: 0, back: 40, levelStake: 0 });
  });

  it('adds a round of several steps to the cycle once, with its level stake, and keeps it across a restart', () => {
    const keeper = new CycleKeeper(store, 'test-slot', RULE);
    const commit = (s: RoundStep): void => {
      const part = keeper.plan(s);
      store.commit({ meters: part.meters, settings: part.settings, events: part.events });
      part.adopt();
    };
    commit(step(1, 1, [{ kind: 'stake', cents: 20 }], false, 80));
    commit(step(2, 1, [{ kind: 'bonus-win', bonuses: 2 }], false));
    commit(step(3, 1, [{ kind: 'win', cents: 80 }], true));
    expect(store.meters('cycle:test-slot:1')).toMatchObject({ 'games-played': 1, 'coin-in': 20, 'coin-out': 80 });
    expect(keeper.levelStake()).toBe(20 * 80);
    const again = new CycleKeeper(store, 'test-slot', RULE);
    expect(again.levelStake()).toBe(20 * 80);
    // The cycle of three games closes; the next starts its level stake afresh.
    const part = again.plan(step(4, 2, [{ kind: 'stake', cents: 20 }], true, 100));
    store.commit({ meters: part.meters, settings: part.settings, events: part.events });
    part.adopt();
    const last = again.plan(step(5, 3, [{ kind: 'stake', cents: 20 }], true, 120));
    store.commit({ meters: last.meters, settings: last.settings, events: last.events });
    last.adopt();
    expect(again.levelStake()).toBe(0);
    expect(store.meters('cycle:test-slot:1')).toMatchObject({ 'games-played': 3, 'coin-in': 60, 'coin-out': 80 });
  });
});
