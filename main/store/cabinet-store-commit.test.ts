import {
  AccountingError,
  CabinetStore,
  DuplicateEntryError,
  InsufficientFundsError,
  METER_NAMES,
  StoreError,
  type CommitBatch,
} from './cabinet-store';
import { coinInBatch, makeTempDir, playBatch } from './test-support';

describe('CabinetStore.commit', () => {
  let cleanup: () => void;
  let store: CabinetStore;
  let clock: number;
  beforeEach(() => {
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    clock = 1_700_000_000_000;
    store = CabinetStore.open(temp.dir, { now: () => clock });
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  /** Everything a refused batch must leave alone. */
  function state(): unknown {
    return {
      wallet: store.wallet(),
      meters: Object.fromEntries(store.meterScopes().map((scope) => [scope, store.meters(scope)])),
      scopes: store.meterScopes(),
      journal: store.journal(),
      events: store.events(),
      snapshot: store.snapshot('test-slot'),
      counter: store.deviceCounter('coin-acceptor'),
      setting: store.getSetting('volume'),
    };
  }

  it('applies a balanced batch: meters per scope, wallet and ledger', () => {
    store.commit(coinInBatch('coin:1', 200));
    store.commit({
      ...playBatch('play:1', 20, 0),
      meters: [
        ...(playBatch('play:1', 20, 0).meters ?? []),
        { scope: 'game:test-slot', name: 'coin-in', delta: 20 },
        { scope: 'game:test-slot:bet:20', name: 'coin-in', delta: 20 },
        { scope: 'cabinet', name: 'bonuses-won', delta: 2 },
      ],
      wallet: { creditsDelta: -20, bonusesDelta: 2 },
    });
    expect(store.wallet()).toEqual({ creditsCents: 180, bonuses: 2, payoutRemainingCents: 0 });
    const cabinet = store.meters();
    expect(Object.keys(cabinet).sort()).toEqual([...METER_NAMES].sort());
    expect(cabinet).toMatchObject({ 'coins-in-value': 200, 'coins-in-count': 1, 'total-drop': 200, 'coin-in': 20, 'bonuses-won': 2, 'games-played': 1 });
    expect(store.meters('game:test-slot')['coin-in']).toBe(20);
    expect(store.meters('game:test-slot:bet:20')['coin-in']).toBe(20);
    expect(store.meters('game:other')['coin-in']).toBe(0);
    expect(store.meterScopes()).toEqual(['cabinet', 'game:test-slot', 'game:test-slot:bet:20']);
    expect(store.hasLedgerKey('coin:1')).toBe(true);
    expect(store.hasLedgerKey('coin:2')).toBe(false);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('sums two increments of the same meter in one batch', () => {
    store.commit({
      meters: [
        { scope: 'cabinet', name: 'power-ups', delta: 1 },
        { scope: 'cabinet', name: 'power-ups', delta: 2 },
      ],
    });
    expect(store.meters()['power-ups']).toBe(3);
  });

  it('is atomic: a batch whose last part fails inside the transaction changes nothing', () => {
    store.commit(coinInBatch('coin:1', 100));
    const before = state();
    // Every part is valid on its own until the journal step collides with an existing one.
    store.commit({
      journal: {
        gameId: 'test-slot', roundId: 1, seq: 1, label: 'spin', detail: {}, draws: [], moves: [],
        creditsBeforeCents: 100, creditsAfterCents: 100, bonusesBefore: 0, bonusesAfter: 0,
      },
    });
    const withJournal = state();
    expect(withJournal).not.toEqual(before);

    const batch: CommitBatch = {
      ...coinInBatch('coin:2', 500),
      snapshot: { gameId: 'test-slot', machineVersion: 1, stepSeq: 2, snapshot: { value: 'spinning' } },
      deviceCounters: [{ deviceId: 'coin-acceptor', counter: 2 }],
      events: [{ kind: 'coin', detail: { cents: 500 } }],
      settings: [{ key: 'volume', value: 3 }],
      journal: {
        gameId: 'test-slot', roundId: 1, seq: 1, label: 'again', detail: {}, draws: [], moves: [],
        creditsBeforeCents: 100, creditsAfterCents: 600, bonusesBefore: 0, bonusesAfter: 0,
      },
    };
    expect(() => store.commit(batch)).toThrow(DuplicateEntryError);
    expect(state()).toEqual(withJournal);
    expect(store.hasLedgerKey('coin:2')).toBe(false);
  });

  it('is atomic: an invalid meter delta refuses the batch before anything is written', () => {
    store.commit(coinInBatch('coin:1', 100));
    const before = state();
    const batch = coinInBatch('coin:2', 100);
    batch.meters!.push({ scope: 'cabinet', name: 'games-played', delta: -1 });
    expect(() => store.commit(batch)).toThrow(/only count up/);
    expect(state()).toEqual(before);
    expect(store.hasLedgerKey('coin:2')).toBe(false);
  });

  it('refuses the whole batch when any ledger key already exists, naming the key', () => {
    store.commit(coinInBatch('coin:1', 100));
    const before = state();
    const batch: CommitBatch = {
      ledger: [
        { key: 'coin:2', kind: 'coin-in', cents: 100, bonuses: 0 },
        { key: 'coin:1', kind: 'coin-in', cents: 100, bonuses: 0 },
      ],
      meters: [{ scope: 'cabinet', name: 'coins-in-value', delta: 200 }],
      wallet: { creditsDelta: 200 },
    };
    let thrown: unknown;
    try {
      store.commit(batch);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DuplicateEntryError);
    expect((thrown as DuplicateEntryError).key).toBe('coin:1');
    expect((thrown as Error).message).toContain('coin:1');
    expect(state()).toEqual(before);
    expect(store.hasLedgerKey('coin:2')).toBe(false);
  });

  it('refuses a batch that repeats a key within itself', () => {
    const batch: CommitBatch = {
      ledger: [
        { key: 'coin:9', kind: 'coin-in', cents: 100, bonuses: 0 },
        { key: 'coin:9', kind: 'coin-in', cents: 100, bonuses: 0 },
      ],
    };
    expect(() => store.commit(batch)).toThrow(DuplicateEntryError);
    expect(store.hasLedgerKey('coin:9')).toBe(false);
  });

  it('never lets the wallet go negative', () => {
    store.commit(coinInBatch('coin:1', 100));
    const before = state();
    expect(() => store.commit(playBatch('play:1', 150, 0))).toThrow(InsufficientFundsError);
    expect(() => store.commit(playBatch('play:1', 150, 0))).toThrow(/Not enough credits: the wallet holds 100/);
    expect(() => store.commit({ wallet: { bonusesDelta: -1 } })).toThrow(InsufficientFundsError);
    expect(() => store.commit({ wallet: { payoutRemainingDelta: -1 } })).toThrow(InsufficientFundsError);
    expect(state()).toEqual(before);
    // Exactly to zero is fine.
    store.commit(playBatch('play:2', 100, 0));
    expect(store.wallet().creditsCents).toBe(0);
  });

  it('catches an unbalanced batch with the accounting identity and rolls it back', () => {
    store.commit(coinInBatch('coin:1', 100));
    const before = state();
    // Credits appear from nowhere: no money-in meter moves with them.
    expect(() => store.commit({ ledger: [{ key: 'gift', kind: 'gift', cents: 50, bonuses: 0 }], wallet: { creditsDelta: 50 } })).toThrow(
      AccountingError,
    );
    // Money in without the credit.
    expect(() => store.commit({ meters: [{ scope: 'cabinet', name: 'bills-in-value', delta: 500 }] })).toThrow(/difference -500 cents/);
    expect(state()).toEqual(before);
    expect(store.hasLedgerKey('gift')).toBe(false);
  });

  it('keeps the identity through a collect: credits to payout, then hopper coins out', () => {
    store.commit(coinInBatch('coin:1', 300));
    store.commit({ ledger: [{ key: 'collect:1', kind: 'collect', cents: 300, bonuses: 0 }], wallet: { creditsDelta: -300, payoutRemainingDelta: 300 } });
    expect(store.wallet()).toEqual({ creditsCents: 0, bonuses: 0, payoutRemainingCents: 300 });
    for (let coin = 1; coin <= 3; coin++) {
      store.commit({
        meters: [
          { scope: 'cabinet', name: 'hopper-paid-value', delta: 100 },
          { scope: 'cabinet', name: 'hopper-paid-count', delta: 1 },
        ],
        wallet: { payoutRemainingDelta: -100 },
        deviceCounters: [{ deviceId: 'hopper', counter: coin }],
      });
    }
    expect(store.wallet().payoutRemainingCents).toBe(0);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('counts handpaid credits as money out', () => {
    store.commit(coinInBatch('coin:1', 1000));
    store.commit({ ledger: [{ key: 'handpay:1', kind: 'handpay', cents: 1000, bonuses: 0 }], meters: [{ scope: 'cabinet', name: 'handpaid-value', delta: 1000 }], wallet: { creditsDelta: -1000 } });
    expect(store.wallet().creditsCents).toBe(0);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('refuses money that is not a whole number of cents, and unknown meters', () => {
    expect(() => store.commit(coinInBatch('coin:1', 0.5))).toThrow(/whole number/);
    expect(() => store.commit({ wallet: { creditsDelta: Number.MAX_SAFE_INTEGER + 1 } })).toThrow(StoreError);
    expect(() => store.commit({ meters: [{ scope: 'cabinet', name: 'coin-in' as never, delta: Number.NaN }] })).toThrow(/whole number/);
    expect(() => store.commit({ meters: [{ scope: 'cabinet', name: 'jackpot' as never, delta: 1 }] })).toThrow(/not a known meter/);
    expect(() => store.commit({ events: [{ kind: 'a|b', detail: null }] })).toThrow(/must not contain/);
    expect(() => store.commit({ events: [{ kind: 'big', detail: { n: BigInt(1) } }] })).toThrow(/cannot be stored as JSON/);
    expect(store.wallet().creditsCents).toBe(0);
    expect(store.events()).toEqual([]);
  });

  it('round-trips snapshots (replaced) and device counters (replaced)', () => {
    expect(store.snapshot('test-slot')).toBeNull();
    expect(store.deviceCounter('coin-acceptor')).toBeNull();
    store.commit({
      snapshot: { gameId: 'test-slot', machineVersion: 2, stepSeq: 7, snapshot: { value: { play: 'holding' }, context: { held: [true, false, true] } } },
      deviceCounters: [{ deviceId: 'coin-acceptor', counter: 255 }, { deviceId: 'hopper', counter: 0 }],
    });
    store.commit({
      snapshot: { gameId: 'test-slot', machineVersion: 2, stepSeq: 8, snapshot: { value: 'idle' } },
      deviceCounters: [{ deviceId: 'coin-acceptor', counter: 1 }],
    });
    expect(store.snapshot('test-slot')).toEqual({ machineVersion: 2, stepSeq: 8, snapshot: { value: 'idle' } });
    expect(store.snapshot('other-game')).toBeNull();
    expect(store.deviceCounter('coin-acceptor')).toBe(1);
    expect(store.deviceCounter('hopper')).toBe(0);
    expect(() => store.commit({ snapshot: { gameId: 'test-slot', machineVersion: 2, stepSeq: 9, snapshot: undefined } })).toThrow(/snapshot/);
    expect(store.snapshot('test-slot')?.stepSeq).toBe(8);
  });

  it('stores settings as JSON, replacing the previous value', () => {
    expect(store.getSetting('volume')).toBeUndefined();
    store.commit({ settings: [{ key: 'volume', value: 3 }, { key: 'profile', value: { id: 'es-b' } }] });
    store.commit({ settings: [{ key: 'volume', value: 5 }] });
    expect(store.getSetting('volume')).toBe(5);
    expect(store.getSetting('profile')).toEqual({ id: 'es-b' });
  });

  it('returns journal steps newest first with parsed JSON, filtered by game and limited', () => {
    const step = (gameId: string, seq: number) => ({
      gameId, roundId: 1, seq, label: `step ${seq}`, detail: { seq }, draws: [seq], moves: { m: seq },
      creditsBeforeCents: 0, creditsAfterCents: 0, bonusesBefore: 0, bonusesAfter: 0,
    });
    store.commit({ journal: step('test-slot', 1) });
    clock += 1000;
    store.commit({ journal: step('other', 1) });
    store.commit({ journal: step('test-slot', 2) });
    expect(store.journal().map((j) => [j.gameId, j.seq])).toEqual([['test-slot', 2], ['other', 1], ['test-slot', 1]]);
    expect(store.journal({ gameId: 'test-slot', limit: 1 })).toEqual([
      expect.objectContaining({ gameId: 'test-slot', seq: 2, detail: { seq: 2 }, draws: [2], moves: { m: 2 }, createdAt: clock }),
    ]);
    expect(store.journal({ gameId: 'test-slot' })[1]!.createdAt).toBe(clock - 1000);
  });
});
