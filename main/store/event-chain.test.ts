import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CabinetStore, STORE_FILE_NAME } from './cabinet-store';
import { GENESIS_HASH, eventHash } from './event-chain';
import { makeTempDir } from './test-support';

describe('event log chain', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = makeTempDir()));
  afterEach(() => cleanup());

  function rawEdit(sql: string): void {
    const db = new Database(join(dir, STORE_FILE_NAME));
    db.exec(sql);
    db.close();
  }

  function fillLog(count: number): void {
    const store = CabinetStore.open(dir, { now: () => 1_700_000_000_000 });
    for (let i = 1; i <= count; i++) store.commit({ events: [{ kind: i % 2 ? 'door-open' : 'door-close', detail: { door: 'main', i } }] });
    store.close();
  }

  it('chains each entry to the one before, from the genesis hash', () => {
    const store = CabinetStore.open(dir, { now: () => 42 });
    store.commit({ events: [{ kind: 'power-up', detail: { n: 1 } }, { kind: 'ram-clear', detail: null }] });
    const [second, first] = store.events();
    expect(first).toMatchObject({ id: 1, kind: 'power-up', detail: { n: 1 }, createdAt: 42, prevHash: GENESIS_HASH });
    expect(first!.hash).toBe(eventHash(GENESIS_HASH, 1, 'power-up', '{"n":1}', 42));
    expect(second).toMatchObject({ id: 2, kind: 'ram-clear', detail: null, prevHash: first!.hash });
    expect(store.verifyEventChain()).toEqual({ ok: true, count: 2 });
    store.close();
  });

  it('keeps and verifies more than 1,000 entries, and filters by kind newest first', () => {
    fillLog(1005);
    const store = CabinetStore.open(dir);
    expect(store.verifyEventChain()).toEqual({ ok: true, count: 1005 });
    expect(store.events().length).toBe(1005);
    expect(store.events({ limit: 3 }).map((e) => e.id)).toEqual([1005, 1004, 1003]);
    expect(store.events({ kind: 'door-close', limit: 2 }).map((e) => e.id)).toEqual([1004, 1002]);
    store.close();
  });

  it('detects an entry edited with raw SQL, at that entry', () => {
    fillLog(10);
    rawEdit(`UPDATE event_log SET detail_json = '{"door":"cashbox","i":4}' WHERE id = 4`);
    const store = CabinetStore.open(dir);
    expect(store.verifyEventChain()).toEqual({ ok: false, brokenAtId: 4, reason: expect.stringMatching(/altered/) });
    store.close();
  });

  it('detects an edited entry whose hash was recomputed, at the next entry', () => {
    fillLog(10);
    const db = new Database(join(dir, STORE_FILE_NAME));
    const row = db.prepare('SELECT kind, prev_hash, created_at FROM event_log WHERE id = 6').get() as {
      kind: string;
      prev_hash: string;
      created_at: number;
    };
    const forged = eventHash(row.prev_hash, 6, row.kind, '{}', row.created_at);
    db.prepare(`UPDATE event_log SET detail_json = '{}', hash = ? WHERE id = 6`).run(forged);
    db.close();
    const store = CabinetStore.open(dir);
    expect(store.verifyEventChain()).toEqual({ ok: false, brokenAtId: 7, reason: expect.stringMatching(/previous-hash/) });
    store.close();
  });

  it('detects a deleted entry', () => {
    fillLog(10);
    rawEdit('DELETE FROM event_log WHERE id = 5');
    const store = CabinetStore.open(dir);
    expect(store.verifyEventChain()).toEqual({ ok: false, brokenAtId: 6, reason: expect.stringMatching(/entry 5 is missing/) });
    store.close();
  });
});
