import { asGnomosView } from '../../contract/games/gnomos-mix';
import { defaultConfig } from '../../config/cabinet-config';
import { GNOMOS_MACHINE_VERSION } from '../../engine/games/gnomos-mix';
import { CabinetStore, type JournalEntry, type JournalWrite } from '../../main/store/cabinet-store';
import { makeTempDir } from '../../main/store/test-support';
import { gameRecallView } from '../../main/service/game-recall-view';
import { recallView } from '../../main/service/recall-view';
import { openTestCabinet, playRounds, type TestCabinet } from './service-views-test-cabinet';

const noGame = (): null => null;

describe('recall from journal rows', () => {
  let dir: { dir: string; cleanup: () => void };
  let store: CabinetStore;
  let clock: number;
  let seq: number;

  beforeEach(() => {
    dir = makeTempDir();
    clock = 1_000;
    seq = 0;
    store = CabinetStore.open(dir.dir, { now: () => clock });
  });
  afterEach(() => {
    store.close();
    dir.cleanup();
  });

  /** One journaled step; money moves are carried on the wallet so the books stay balanced. */
  function step(roundId: number, label: string, moves: JournalWrite['moves'], credits: [number, number], extra: Partial<JournalWrite> = {}): void {
    seq += 1;
    clock += 1_000;
    store.commit({
      journal: { gameId: 'gnomos-mix', roundId, seq, label, detail: { n: seq }, draws: [{ bound: 10, value: seq % 10 }], moves, creditsBeforeCents: credits[0], creditsAfterCents: credits[1], bonusesBefore: 0, bonusesAfter: 0, ...extra },
    });
  }

  it('lists the last 100 rounds newest first, with balances from the journal and stake and win from the moves', () => {
    for (let round = 1; round <= 105; round += 1) {
      step(round, 'spin', [{ kind: 'stake', cents: 20 }, { kind: 'win', cents: 40 }], [1000, 1020]);
      if (round % 2 === 0) step(round, 'ladder-risk', [{ kind: 'win', cents: 100 }, { kind: 'bonus-win', bonuses: 2 }], [1020, 1120]);
    }
    const view = recallView(store, null, noGame);
    expect(view.rounds).toHaveLength(100);
    expect(view.rounds.map((r) => r.roundId).slice(0, 3)).toEqual([105, 104, 103]);
    expect(view.rounds.at(-1)?.roundId).toBe(6);
    expect(view.rounds.map((r) => r.index)).toEqual([...Array(100).keys()]);
    const [newest, second] = view.rounds;
    expect(newest).toMatchObject({ gameId: 'gnomos-mix', steps: 1, creditsBeforeCents: 1000, creditsAfterCents: 1020, stakeCents: 20, winCents: 40 });
    expect(second).toMatchObject({ steps: 2, creditsBeforeCents: 1000, creditsAfterCents: 1120, stakeCents: 20, winCents: 140 });
    // A round's time is when it started: its first step.
    expect(second?.at).toBeLessThan(newest?.at ?? 0);
    expect(view).toMatchObject({ round: null, step: null, steps: 0, game: null });
  });

  it('shows the chosen step of a round, clamped to the steps it has', () => {
    step(1, 'spin', [{ kind: 'stake', cents: 20 }], [200, 180]);
    step(1, 'collect', [{ kind: 'win', cents: 60 }], [180, 240], { bonusesAfter: 3 });
    step(2, 'spin', [{ kind: 'stake', cents: 20 }], [240, 220]);
    const seen: JournalEntry[] = [];
    const view = recallView(store, { round: 1, step: 7 }, (entry) => {
      seen.push(entry);
      return null;
    });
    expect(view.round).toBe(1);
    expect(view.steps).toBe(2);
    expect(view.step).toEqual({
      index: 1,
      label: 'collect',
      at: expect.any(Number),
      creditsBeforeCents: 180,
      creditsAfterCents: 240,
      bonusesBefore: 0,
      bonusesAfter: 3,
      moves: [{ kind: 'win', cents: 60 }],
      draws: [{ bound: 10, value: 2 }],
      detail: { n: 2 },
    });
    expect(seen.map((e) => e.label)).toEqual(['collect']);
    expect(recallView(store, { round: 0, step: 0 }, noGame).step?.label).toBe('spin');
  });

  it('shows the list when the chosen round is not there', () => {
    step(1, 'spin', [{ kind: 'stake', cents: 20 }], [200, 180]);
    expect(recallView(store, { round: 5, step: 0 }, noGame)).toMatchObject({ round: null, step: null, steps: 0, game: null });
    expect(recallView(store, { round: 5, step: 0 }, noGame).rounds).toHaveLength(1);
  });

  it('replays a step written without a snapshot, or with one that does not restore, as text only', () => {
    const gameView = gameRecallView(defaultConfig());
    step(1, 'spin', [{ kind: 'stake', cents: 20 }], [200, 180]);
    step(2, 'spin', [{ kind: 'stake', cents: 20 }], [180, 160], { snapshot: { machineVersion: GNOMOS_MACHINE_VERSION, snapshot: { status: 'active', value: 'nowhere', context: { seq: 2 } } } });
    const old = recallView(store, { round: 1, step: 0 }, gameView);
    expect(old.step?.label).toBe('spin');
    expect(old.game).toBeNull();
    const damaged = recallView(store, { round: 0, step: 0 }, gameView);
    expect(damaged.step?.creditsAfterCents).toBe(160);
    expect(damaged.game).toBeNull();
  });
});

describe('recall of rounds played on the cabinet', () => {
  let test: TestCabinet;

  beforeEach(async () => {
    test = await openTestCabinet();
  });
  afterEach(async () => {
    await test.close();
  });

  it('rebuilds the game as the player saw it after the step, reels on the spin\'s stops', async () => {
    await playRounds(test, 3);
    const gameView = gameRecallView(test.config);
    const live = test.cabinet.view().game;
    const newest = recallView(test.store, { round: 0, step: 10_000 }, gameView);
    // A hold offer ends its round and the held game is a round of its own: at least three rounds.
    expect(newest.rounds.length).toBeGreaterThanOrEqual(3);
    // The last step of the newest round is where the game stands now: recall shows the same screen.
    expect(newest.game).toEqual(live);
    // A snapshot that is not the machine after this very step is not shown as if it were.
    const [latest] = test.store.journal({ limit: 1 });
    if (latest === undefined) throw new Error('the rounds were journaled');
    expect(gameView({ ...latest, seq: latest.seq + 1 })).toBeNull();
    // Nor is a machine of another version: a later program does not read it as its own.
    const kept = latest.snapshot as { machineVersion: number; snapshot: unknown };
    expect(kept.machineVersion).toBe(GNOMOS_MACHINE_VERSION);
    expect(gameView(latest)).not.toBeNull();
    expect(gameView({ ...latest, snapshot: { ...kept, machineVersion: kept.machineVersion + 1 } })).toBeNull();

    const oldest = newest.rounds.length - 1;
    const first = recallView(test.store, { round: oldest, step: 0 }, gameView);
    expect(first.step?.label).toMatch(/^spin/);
    const lines = (first.step?.detail as { lines: { stops: number[] }[] }).lines;
    const spun = lines[lines.length - 1]?.stops;
    expect(asGnomosView(first.game!).lower.stops).toEqual(spun);
    expect(asGnomosView(first.game!).lower.lastSpin?.stops).toEqual(spun);
    expect(asGnomosView(first.game!).lower.lastSpin?.creditsBeforeCents).toBe(first.step?.creditsBeforeCents);
    expect(first.rounds[oldest]?.stakeCents).toBe(20);
  });
});
