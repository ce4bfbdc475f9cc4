import { CabinetStore, type JournalWrite } from './cabinet-store';
import { KEEP_ROUNDS } from './journal-retention';
import { makeTempDir } from './test-support';

describe('journal retention', () => {
  let cleanup: () => void;
  let store: CabinetStore;
  beforeEach(() => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    store = CabinetStore.open(temp.dir);
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  const seqs = new Map<string, number>();
  function step(gameId: string, roundId: number | null): JournalWrite {
    const seq = (seqs.get(gameId) ?? 0) + 1;
    seqs.set(gameId, seq);
    return {
      gameId, roundId, seq, label: 'step', detail: { roundId }, draws: [], moves: [],
      creditsBeforeCents: 0, creditsAfterCents: 0, bonusesBefore: 0, bonusesAfter: 0,
    };
  }
  beforeEach(() => seqs.clear());

  function roundsOf(gameId: string): number[] {
    const ids = store.journal({ gameId }).map((j) => j.roundId).filter((r): r is number => r !== null);
    return [...new Set(ids)].sort((a, b) => a - b);
  }

  it('keeps every step of the newest 100 rounds per game and drops older rounds', () => {
    expect(KEEP_ROUNDS).toBe(100);
    store.commit({ journal: step('test-slot', null) }); // before any round: goes once the window is full
    for (let round = 1; round <= 104; round++) {
      store.commit({ journal: step('test-slot', round) });
      store.commit({ journal: step('test-slot', round) });
      store.commit({ journal: step('test-slot', round) });
      if (round === 103) store.commit({ journal: step('test-slot', null) }); // inside the window: stays
    }
    // Another game's rounds are counted separately and are not touched.
    for (let round = 1; round <= 3; round++) store.commit({ journal: step('other', round) });

    const kept = roundsOf('test-slot');
    expect(kept.length).toBe(100);
    expect(kept[0]).toBe(5);
    expect(kept[99]).toBe(104);
    const steps = store.journal({ gameId: 'test-slot' });
    for (const round of kept) expect(steps.filter((j) => j.roundId === round).length).toBe(3);
    expect(steps.filter((j) => j.roundId === null).length).toBe(1);
    expect(roundsOf('other')).toEqual([1, 2, 3]);
  });

  it('keeps everything while a game has 100 rounds or fewer', () => {
    store.commit({ journal: step('test-slot', null) });
    for (let round = 1; round <= 100; round++) store.commit({ journal: step('test-slot', round) });
    expect(roundsOf('test-slot').length).toBe(100);
    expect(store.journal({ gameId: 'test-slot' }).length).toBe(101);
  });

  it('judges age by when a round was written, not by its id (ids may restart after a RAM clear)', () => {
    for (let round = 1000; round < 1100; round++) store.commit({ journal: step('test-slot', round) });
    store.commit({ journal: step('test-slot', 1) });
    const kept = roundsOf('test-slot');
    expect(kept).toContain(1);
    expect(kept).not.toContain(1000);
    expect(kept.length).toBe(100);
  });
});
