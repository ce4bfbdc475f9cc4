import { CabinetStore, type JournalWrite } from './cabinet-store';
import { makeTempDir } from './test-support';

describe('recall journal', () => {
  let cleanup: () => void;
  let store: CabinetStore;
  beforeEach(() => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    store = CabinetStore.open(temp.dir, { now: () => 1_700_000_000_000 });
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  let seq = 0;
  function step(gameId: string, roundId: number | null, label: string, extra: Partial<JournalWrite> = {}): void {
    seq += 1;
    store.commit({
      journal: {
        gameId, roundId, seq, label, detail: { label }, draws: [seq], moves: null,
        creditsBeforeCents: 0, creditsAfterCents: 0, bonusesBefore: 0, bonusesAfter: 0, ...extra,
      },
    });
  }

  it('keeps the game snapshot of a step and gives it back; older steps have none', () => {
    step('test-slot', 1, 'spin');
    const snapshot = { value: { play: 'holds' }, context: { reels: [3, 1, 4], creditsCents: 480 } };
    step('test-slot', 1, 'hold', { snapshot });
    const [hold, spin] = store.journal();
    expect(hold?.snapshot).toEqual(snapshot);
    expect(spin).not.toHaveProperty('snapshot');
  });

  it('refuses a snapshot JSON cannot hold, and writes nothing', () => {
    expect(() => step('test-slot', 1, 'spin', { snapshot: { big: 1n } })).toThrow(/journal\.snapshot cannot be stored as JSON/);
    expect(store.journal()).toEqual([]);
  });

  it('recallRounds gives every step of the newest rounds across games, oldest step first', () => {
    step('test-slot', 1, 'a1');
    step('test-slot', 2, 'b1');
    step('test-slot', null, 'attract'); // outside any round: never recalled
    step('other-slot', 1, 'c1'); // same round id, other game: a round of its own
    step('test-slot', 2, 'b2');
    step('test-slot', 3, 'd1');

    expect(store.recallRounds(2).map((e) => e.label)).toEqual(['b1', 'b2', 'd1']);
    expect(store.recallRounds(3).map((e) => e.label)).toEqual(['b1', 'c1', 'b2', 'd1']);
    expect(store.recallRounds(10).map((e) => e.label)).toEqual(['a1', 'b1', 'c1', 'b2', 'd1']);
    expect(store.recallRounds(0)).toEqual([]);
    expect(() => store.recallRounds(-1)).toThrow(/whole number/);
  });
});
