import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CabinetStore, STORE_FILE_NAME } from '../store/cabinet-store';
import { makeTempDir } from '../store/test-support';
import { EVENT_DETAIL_CHARS, EVENT_LOG_ROWS, eventLogView } from './event-log-view';

const ANY = { kind: null, fromMs: null, toMs: null };

describe('the event log screen', () => {
  let dir: { dir: string; cleanup: () => void };
  let store: CabinetStore;
  let clock: number;

  beforeEach(() => {
    dir = makeTempDir();
    clock = 10_000;
    store = CabinetStore.open(dir.dir, { now: () => clock });
  });
  afterEach(() => {
    store.close();
    dir.cleanup();
  });

  /** One entry per commit, each a second after the last. */
  function log(kind: string, detail: unknown): void {
    clock += 1_000;
    store.commit({ events: [{ kind, detail }] });
  }

  it('shows the newest entries first with their details as short text and the chain checked', () => {
    log('power-up', { wallet: { creditsCents: 0 } });
    log('door-open', { door: 'mainDoor' });
    log('door-closed', { door: 'mainDoor' });
    const view = eventLogView(store, ANY);
    const all = store.events({});
    expect(view.chain).toEqual({ ok: true, count: all.length, brokenAtId: null, reason: null });
    expect(view.filter).toEqual(ANY);
    expect(view.total).toBe(all.length);
    expect(view.entries.map((e) => e.kind).slice(0, 3)).toEqual(['door-closed', 'door-open', 'power-up']);
    expect(view.entries[0]).toEqual({ id: all[0]?.id, at: clock, kind: 'door-closed', detail: '{"door":"mainDoor"}', hash: all[0]?.hash });
    expect(view.kinds).toEqual(expect.arrayContaining(['door-closed', 'door-open', 'power-up']));
  });

  it('filters by kind and by date (both ends included) and counts every match beyond the screen', () => {
    for (let n = 0; n < EVENT_LOG_ROWS + 20; n += 1) log('coin-in', { n });
    const firstDoor = clock + 1_000;
    log('door-open', { door: 'mainDoor' });
    log('door-open', { door: 'cashDoor' });
    log('door-open', { door: 'mainDoor' });

    const coins = eventLogView(store, { kind: 'coin-in', fromMs: null, toMs: null });
    expect(coins.entries).toHaveLength(EVENT_LOG_ROWS);
    expect(coins.total).toBe(EVENT_LOG_ROWS + 20);
    expect(coins.entries[0]?.detail).toBe(`{"n":${EVENT_LOG_ROWS + 19}}`);

    const doors = eventLogView(store, { kind: 'door-open', fromMs: firstDoor + 1_000, toMs: firstDoor + 2_000 });
    expect(doors.entries.map((e) => e.detail)).toEqual(['{"door":"mainDoor"}', '{"door":"cashDoor"}']);
    expect(doors.total).toBe(2);
    expect(doors.filter).toEqual({ kind: 'door-open', fromMs: firstDoor + 1_000, toMs: firstDoor + 2_000 });

    const before = eventLogView(store, { kind: null, fromMs: null, toMs: firstDoor - 1 });
    expect(before.entries.every((e) => e.kind !== 'door-open')).toBe(true);
    expect(eventLogView(store, { kind: 'no-such-kind', fromMs: null, toMs: null })).toMatchObject({ entries: [], total: 0 });
  });

  it('cuts a long detail to one screen line', () => {
    log('rtp-setting', { note: 'x'.repeat(1_000) });
    const [entry] = eventLogView(store, ANY).entries;
    expect(entry?.detail).toHaveLength(EVENT_DETAIL_CHARS);
    expect(entry?.detail.startsWith('{"note":"xxx')).toBe(true);
    expect(entry?.detail.endsWith('…')).toBe(true);
  });

  it('shows where the chain breaks when a row was altered behind the cabinet\'s back', () => {
    log('coin-in', { cents: 100 });
    log('coin-in', { cents: 200 });
    log('collect', { cents: 300 });
    const target = store.events({ kind: 'coin-in' })[0];
    const other = new Database(join(dir.dir, STORE_FILE_NAME));
    try {
      other.prepare('UPDATE event_log SET detail_json = ? WHERE id = ?').run('{"cents":20000}', target?.id);
    } finally {
      other.close();
    }
    const view = eventLogView(store, ANY);
    expect(view.chain).toEqual({ ok: false, count: store.events({}).length, brokenAtId: target?.id, reason: expect.stringContaining('altered') });
    // The altered row is still shown as it now reads: the screen hides nothing.
    expect(view.entries.find((e) => e.id === target?.id)?.detail).toBe('{"cents":20000}');
  });
});
