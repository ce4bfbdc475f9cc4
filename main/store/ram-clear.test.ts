import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CabinetStore, METER_NAMES, RAM_CLEAR_EVENT, StoreError, STORE_FILE_NAME } from './cabinet-store';
import { coinInBatch, makeTempDir, playBatch } from './test-support';

describe('RAM clear', () => {
  let dir: string;
  let cleanup: () => void;
  let store: CabinetStore;
  beforeEach(() => {
    ({ dir, cleanup } = makeTempDir());
    store = CabinetStore.open(dir, { now: () => 1_700_000_000_000 });
    store.commit({
      ...coinInBatch('coin:coin-acceptor:1', 500),
      deviceCounters: [{ deviceId: 'coin-acceptor', counter: 42 }],
      events: [{ kind: 'door-open', detail: { door: 'main' } }],
      settings: [
        { key: 'service:pin:technician', value: { hash: 'h' } },
        { key: 'service:attempts:operator', value: { count: 2 } },
        { key: 'meters:period-start', value: { at: 1 } },
        { key: 'tilts', value: [] },
      ],
    });
    store.commit({
      ...playBatch('play:1', 20, 0),
      meters: [...playBatch('play:1', 20, 0).meters!, { scope: 'game:test-slot', name: 'coin-in', delta: 20 }],
      journal: {
        gameId: 'test-slot', roundId: 1, seq: 1, label: 'spin', detail: null, draws: [1], moves: null,
        creditsBeforeCents: 500, creditsAfterCents: 480, bonusesBefore: 0, bonusesAfter: 0, snapshot: { value: 'idle' },
      },
      snapshot: { gameId: 'test-slot', machineVersion: 1, stepSeq: 1, snapshot: { value: 'idle' } },
    });
  });
  afterEach(() => {
    store.close();
    cleanup();
  });

  it('zeros wallet and meters of every scope, empties ledger, recall and game snapshots, right away (asks nothing)', () => {
    store.ramClear('technician');
    expect(store.wallet()).toEqual({ creditsCents: 0, bonuses: 0, payoutRemainingCents: 0 });
    expect(store.meterScopes()).toEqual([]);
    expect(Object.values(store.meters()).every((v) => v === 0)).toBe(true);
    expect(store.hasLedgerKey('coin:coin-acceptor:1')).toBe(false);
    expect(store.journal()).toEqual([]);
    expect(store.recallRounds(10)).toEqual([]);
    expect(store.snapshot('test-slot')).toBeNull();
  });

  it('keeps the event log, device counters and service: settings; drops the other settings', () => {
    const eventsBefore = store.events();
    store.ramClear('technician');
    expect(store.events().slice(1)).toEqual(eventsBefore);
    expect(store.deviceCounter('coin-acceptor')).toBe(42);
    expect(store.getSetting('service:pin:technician')).toEqual({ hash: 'h' });
    expect(store.getSetting('service:attempts:operator')).toEqual({ count: 2 });
    expect(store.getSetting('meters:period-start')).toBeUndefined();
    expect(store.getSetting('tilts')).toBeUndefined();
  });

  it('logs who cleared and the cabinet meters and wallet as they were, in the chained log', () => {
    const meters = store.meters();
    const readings = store.ramClear('technician');
    expect(readings).toEqual({ meters, wallet: { creditsCents: 480, bonuses: 0, payoutRemainingCents: 0 } });
    const [entry] = store.events({ kind: RAM_CLEAR_EVENT });
    expect(entry?.detail).toEqual({ by: 'technician', before: readings });
    expect(Object.keys((entry?.detail as { before: { meters: object } }).before.meters).sort()).toEqual([...METER_NAMES].sort());
    expect(store.verifyEventChain()).toEqual({ ok: true, count: 2 });
  });

  it('leaves a store that checks good, balances, and takes the next coin (the acceptor counter continues)', () => {
    store.ramClear('technician');
    expect(store.check()).toMatchObject({ state: 'good', problems: [] });
    expect(store.checkAccounting()).toEqual({ ok: true });
    store.commit({ ...coinInBatch('coin:coin-acceptor:2', 100), deviceCounters: [{ deviceId: 'coin-acceptor', counter: 43 }] });
    expect(store.wallet().creditsCents).toBe(100);
  });

  it('unlocks a store locked by an edited record, keeping the edited readings as evidence', () => {
    store.close();
    const raw = new Database(join(dir, STORE_FILE_NAME));
    raw.exec("UPDATE wallet SET credits_cents = 100000 WHERE id = 1; DELETE FROM meters WHERE scope = 'cabinet' AND name = 'coin-in'");
    raw.close();
    store = CabinetStore.open(dir);
    expect(store.check().state).toBe('locked');
    const readings = store.ramClear('technician');
    expect(readings.wallet?.creditsCents).toBe(100000);
    expect(readings.meters['coin-in']).toBe(0);
    expect(store.check().state).toBe('good');
  });

  it('refuses without a name for who ordered it, and changes nothing', () => {
    expect(() => store.ramClear('')).toThrow(StoreError);
    expect(store.wallet().creditsCents).toBe(480);
    expect(store.events({ kind: RAM_CLEAR_EVENT })).toEqual([]);
  });
});
