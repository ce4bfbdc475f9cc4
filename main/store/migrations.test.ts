import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CabinetStore, StoreError, STORE_FILE_NAME } from './cabinet-store';
import { LATEST_SCHEMA_VERSION, MIGRATIONS, migrate, type Migration } from './migrations';
import { makeTempDir } from './test-support';

describe('migrations', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = makeTempDir()));
  afterEach(() => cleanup());

  it('are numbered 1, 2, 3 … in order', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(LATEST_SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it('run once: reopening does not apply them again', () => {
    CabinetStore.open(dir).close();
    CabinetStore.open(dir).close();
    const db = new Database(join(dir, STORE_FILE_NAME));
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    db.close();
  });

  it('apply only the steps a database has not had yet', () => {
    const db = new Database(join(dir, 'm.sqlite'));
    const runs: number[] = [];
    const step = (version: number): Migration => ({
      version,
      name: `step ${version}`,
      up: (d) => {
        runs.push(version);
        d.exec(`CREATE TABLE t${version} (x INTEGER)`);
      },
    });
    expect(migrate(db, 'm.sqlite', 1, [step(1)])).toEqual([1]);
    expect(migrate(db, 'm.sqlite', 2, [step(1), step(2)])).toEqual([2]);
    expect(migrate(db, 'm.sqlite', 3, [step(1), step(2)])).toEqual([]);
    expect(runs).toEqual([1, 2]);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
  });

  it('roll a failing step back completely, version included', () => {
    const db = new Database(join(dir, 'm.sqlite'));
    const broken: Migration = {
      version: 1,
      name: 'half done',
      up: (d) => {
        d.exec('CREATE TABLE half (x INTEGER)');
        throw new Error('power cut');
      },
    };
    expect(() => migrate(db, 'm.sqlite', 1, [broken])).toThrow('power cut');
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    db.close();
  });

  it('bring a version 1 store forward keeping its data, sealing wallet and meters so it checks good', () => {
    const path = join(dir, STORE_FILE_NAME);
    const v1 = new Database(path);
    migrate(v1, path, 1, MIGRATIONS.slice(0, 1));
    v1.exec(`
      UPDATE wallet SET credits_cents = 430, bonuses = 2 WHERE id = 1;
      INSERT INTO meters (scope, name, value) VALUES
        ('cabinet', 'coins-in-value', 500), ('cabinet', 'coin-in', 100), ('cabinet', 'coin-out', 30),
        ('game:test-slot', 'coin-in', 100);
      INSERT INTO journal (game_id, round_id, seq, label, detail_json, draws_json, moves_json,
        credits_before, credits_after, bonuses_before, bonuses_after, created_at)
        VALUES ('test-slot', 1, 1, 'spin', '{}', '[1,2]', 'null', 500, 430, 0, 2, 7);
      INSERT INTO settings (key, value_json) VALUES ('service:pin:technician', '"h"');
    `);
    v1.close();

    const store = CabinetStore.open(dir);
    expect(store.wallet()).toEqual({ creditsCents: 430, bonuses: 2, payoutRemainingCents: 0 });
    expect(store.meters()).toMatchObject({ 'coins-in-value': 500, 'coin-in': 100, 'coin-out': 30 });
    expect(store.meters('game:test-slot')['coin-in']).toBe(100);
    const [step] = store.journal();
    expect(step).toMatchObject({ label: 'spin', draws: [1, 2], creditsAfterCents: 430 });
    expect(step).not.toHaveProperty('snapshot');
    expect(store.getSetting('service:pin:technician')).toBe('h');
    expect(store.check()).toMatchObject({ state: 'good', problems: [] });
    // Sealed, so the firmware goes on writing them.
    store.commit({ meters: [{ scope: 'game:test-slot', name: 'coin-in', delta: 20 }] });
    expect(store.meters('game:test-slot')['coin-in']).toBe(120);
    store.close();
  });

  it('refuse a database written by a newer firmware, and leave it untouched', () => {
    CabinetStore.open(dir).close();
    const path = join(dir, STORE_FILE_NAME);
    const raw = new Database(path);
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    raw.close();

    expect(() => CabinetStore.open(dir)).toThrow(StoreError);
    expect(() => CabinetStore.open(dir)).toThrow(
      new RegExp(`schema version ${LATEST_SCHEMA_VERSION + 1}.*only knows up to version ${LATEST_SCHEMA_VERSION}`),
    );
    const after = new Database(path);
    expect(after.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION + 1);
    after.close();
  });
});
