import { readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CabinetStore, StoreError, STORE_FILE_NAME } from './cabinet-store';
import { applyPragmas, assertPragmas } from './pragmas';
import { coinInBatch, makeTempDir, playBatch } from './test-support';

describe('CabinetStore.open', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = makeTempDir()));
  afterEach(() => cleanup());

  function pragmasOf(path: string): { journalMode: unknown; synchronous: unknown; foreignKeys: unknown } {
    // Read through the store's own connection would hide a reset; a raw connection shows the file's default.
    const db = new Database(path);
    try {
      return {
        journalMode: db.pragma('journal_mode', { simple: true }),
        synchronous: db.pragma('synchronous', { simple: true }),
        foreignKeys: db.pragma('foreign_keys', { simple: true }),
      };
    } finally {
      db.close();
    }
  }

  it('creates the folder and cabinet.sqlite with WAL, synchronous=FULL and foreign keys on', () => {
    const store = CabinetStore.open(join(dir, 'nested', 'data'));
    expect(store.path).toBe(join(dir, 'nested', 'data', STORE_FILE_NAME));
    const db = (store as unknown as { db: Database.Database }).db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    store.close();
  });

  it('sets synchronous=FULL again on reopen, where a plain connection to the WAL file gets NORMAL', () => {
    CabinetStore.open(dir).close();
    // The trap this guards against: SQLite's WAL default is NORMAL on a fresh connection.
    expect(pragmasOf(join(dir, STORE_FILE_NAME))).toMatchObject({ journalMode: 'wal', synchronous: 1 });

    const second = CabinetStore.open(dir);
    const db = (second as unknown as { db: Database.Database }).db;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    second.close();
  });

  it('assertPragmas refuses a connection whose synchronous is not FULL', () => {
    const db = new Database(join(dir, 'x.sqlite'));
    applyPragmas(db);
    expect(() => assertPragmas(db, 'x.sqlite')).not.toThrow();
    db.pragma('synchronous = NORMAL');
    expect(() => assertPragmas(db, 'x.sqlite')).toThrow(StoreError);
    expect(() => assertPragmas(db, 'x.sqlite')).toThrow(/synchronous is 1, expected 2/);
    db.close();
  });

  it('refuses a file that is not a SQLite database with a StoreError naming the path, and leaves the file alone', () => {
    const path = join(dir, STORE_FILE_NAME);
    const garbage = randomBytes(8192);
    writeFileSync(path, garbage);
    let thrown: unknown;
    try {
      CabinetStore.open(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StoreError);
    expect((thrown as Error).message).toContain(path);
    expect((thrown as Error).message).toMatch(/not a database/);
    expect(readFileSync(path).equals(garbage)).toBe(true);
  });

  it('keeps everything after close and reopen', () => {
    const store = CabinetStore.open(dir);
    store.commit({
      ...coinInBatch('coin:1', 500),
      journal: {
        gameId: 'test-slot', roundId: 1, seq: 1, label: 'spin', detail: { stops: [1, 2, 3] }, draws: [7, 8, 9], moves: null,
        creditsBeforeCents: 0, creditsAfterCents: 500, bonusesBefore: 0, bonusesAfter: 0,
      },
      snapshot: { gameId: 'test-slot', machineVersion: 3, stepSeq: 1, snapshot: { value: 'idle' } },
      deviceCounters: [{ deviceId: 'coin-acceptor', counter: 17 }],
      events: [{ kind: 'power-up', detail: { reason: 'test' } }],
      settings: [{ key: 'denomination', value: { cents: 20 } }],
    });
    store.commit(playBatch('play:1', 100, 250));
    const before = {
      wallet: store.wallet(),
      meters: store.meters(),
      journal: store.journal(),
      events: store.events(),
    };
    store.close();

    const reopened = CabinetStore.open(dir);
    expect(reopened.wallet()).toEqual({ creditsCents: 650, bonuses: 0, payoutRemainingCents: 0 });
    expect(reopened.wallet()).toEqual(before.wallet);
    expect(reopened.meters()).toEqual(before.meters);
    expect(reopened.journal()).toEqual(before.journal);
    expect(reopened.events()).toEqual(before.events);
    expect(reopened.snapshot('test-slot')).toEqual({ machineVersion: 3, stepSeq: 1, snapshot: { value: 'idle' } });
    expect(reopened.deviceCounter('coin-acceptor')).toBe(17);
    expect(reopened.getSetting('denomination')).toEqual({ cents: 20 });
    expect(reopened.hasLedgerKey('coin:1')).toBe(true);
    expect(reopened.hasLedgerKey('play:1')).toBe(true);
    expect(reopened.checkAccounting()).toEqual({ ok: true });
    expect(reopened.verifyEventChain()).toEqual({ ok: true, count: 1 });
    reopened.close();
  });

  it('refuses to commit after close', () => {
    const store = CabinetStore.open(dir);
    store.close();
    expect(() => store.commit(coinInBatch('coin:1', 100))).toThrow(/closed/);
  });
});
