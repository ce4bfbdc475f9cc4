/**
 * Schema versions, oldest first. `PRAGMA user_version` holds the version a database is at;
 * `schema_migrations` keeps when each step ran, for the technician's audit.
 *
 * Rules for adding a migration: append, never edit or reorder an existing one (cabinets in the
 * field already ran it), and keep it synchronous: each runs inside one transaction together
 * with the user_version bump, so a power cut leaves the database at the old or the new version.
 */

import type { Database } from 'better-sqlite3';
import { StoreError } from './errors';
import { meterSeal, walletSeal } from './seals';

export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial cabinet schema',
    up(db) {
      // STRICT tables: SQLite refuses a REAL or TEXT where money (INTEGER) belongs.
      db.exec(`
        CREATE TABLE meters (
          scope TEXT NOT NULL,
          name  TEXT NOT NULL,
          value INTEGER NOT NULL CHECK (value >= 0),
          PRIMARY KEY (scope, name)
        ) STRICT;

        CREATE TABLE wallet (
          id                     INTEGER PRIMARY KEY CHECK (id = 1),
          credits_cents          INTEGER NOT NULL CHECK (credits_cents >= 0),
          bonuses                INTEGER NOT NULL CHECK (bonuses >= 0),
          payout_remaining_cents INTEGER NOT NULL CHECK (payout_remaining_cents >= 0)
        ) STRICT;
        INSERT INTO wallet (id, credits_cents, bonuses, payout_remaining_cents) VALUES (1, 0, 0, 0);

        CREATE TABLE ledger (
          id         INTEGER PRIMARY KEY,
          key        TEXT NOT NULL UNIQUE,
          kind       TEXT NOT NULL,
          cents      INTEGER NOT NULL,
          bonuses    INTEGER NOT NULL,
          created_at INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE journal (
          id             INTEGER PRIMARY KEY,
          game_id        TEXT NOT NULL,
          round_id       INTEGER,
          seq            INTEGER NOT NULL,
          label          TEXT NOT NULL,
          detail_json    TEXT NOT NULL,
          draws_json     TEXT NOT NULL,
          moves_json     TEXT NOT NULL,
          credits_before INTEGER NOT NULL,
          credits_after  INTEGER NOT NULL,
          bonuses_before INTEGER NOT NULL,
          bonuses_after  INTEGER NOT NULL,
          created_at     INTEGER NOT NULL,
          UNIQUE (game_id, seq)
        ) STRICT;
        CREATE INDEX journal_game_round ON journal (game_id, round_id);

        CREATE TABLE game_snapshots (
          game_id         TEXT PRIMARY KEY,
          machine_version INTEGER NOT NULL,
          step_seq        INTEGER NOT NULL,
          snapshot_json   TEXT NOT NULL,
          updated_at      INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE device_counters (
          device_id  TEXT PRIMARY KEY,
          counter    INTEGER NOT NULL CHECK (counter >= 0),
          updated_at INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE event_log (
          id          INTEGER PRIMARY KEY,
          kind        TEXT NOT NULL,
          detail_json TEXT NOT NULL,
          created_at  INTEGER NOT NULL,
          prev_hash   TEXT NOT NULL,
          hash        TEXT NOT NULL
        ) STRICT;
        CREATE INDEX event_log_kind ON event_log (kind, id);

        CREATE TABLE settings (
          key        TEXT PRIMARY KEY,
          value_json TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    version: 2,
    name: 'recall snapshots, event log date filters, seals on wallet and meters',
    up(db) {
      // The seal columns start empty, which never matches: a row this migration missed would lock
      // the cabinet rather than pass unchecked.
      db.exec(`
        ALTER TABLE journal ADD COLUMN snapshot_json TEXT;
        ALTER TABLE meters ADD COLUMN seal TEXT NOT NULL DEFAULT '';
        ALTER TABLE wallet ADD COLUMN seal TEXT NOT NULL DEFAULT '';
        CREATE INDEX event_log_created ON event_log (created_at);
        CREATE INDEX event_log_kind_created ON event_log (kind, created_at);
      `);
      // The values as they stand are trusted here: this firmware wrote them and nothing sealed them yet.
      const sealMeter = db.prepare('UPDATE meters SET seal = ? WHERE scope = ? AND name = ?');
      const meters = db.prepare('SELECT scope, name, value FROM meters').all() as { scope: string; name: string; value: number }[];
      for (const m of meters) sealMeter.run(meterSeal(m.scope, m.name, m.value), m.scope, m.name);
      const wallet = db.prepare('SELECT credits_cents, bonuses, payout_remaining_cents FROM wallet WHERE id = 1').get() as
        | { credits_cents: number; bonuses: number; payout_remaining_cents: number }
        | undefined;
      if (wallet !== undefined) {
        const seal = walletSeal({
          creditsCents: wallet.credits_cents,
          bonuses: wallet.bonuses,
          payoutRemainingCents: wallet.payout_remaining_cents,
        });
        db.prepare('UPDATE wallet SET seal = ? WHERE id = 1').run(seal);
      }
    },
  },
  {
    version: 3,
    name: 'jackpot pools; ledger rows in micro-euros',
    up(db) {
      // A pool is operator money held for a winner, kept in micro-euros so sub-cent shares of
      // wagers are never rounded away. Sealed like the wallet; no pool exists until the cabinet
      // sets up its games' pools at their seed (CabinetStore.ensurePools).
      db.exec(`
        CREATE TABLE pools (
          pool        TEXT PRIMARY KEY,
          micros      INTEGER NOT NULL CHECK (micros >= 0),
          seed_micros INTEGER NOT NULL CHECK (seed_micros >= 0),
          seal        TEXT NOT NULL
        ) STRICT;
        ALTER TABLE ledger ADD COLUMN micros INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE ledger ADD COLUMN pool TEXT;
      `);
    },
  },
];

/** The schema version this build of the firmware writes. */
export const LATEST_SCHEMA_VERSION = MIGRATIONS.length === 0 ? 0 : MIGRATIONS[MIGRATIONS.length - 1]!.version;

/**
 * Brings the database up to the newest version in `migrations`, each step in its own
 * transaction. Returns the versions applied now (empty when already current).
 */
export function migrate(db: Database, path: string, now: number, migrations: readonly Migration[] = MIGRATIONS): number[] {
  assertOrdered(migrations);
  const latest = migrations.length === 0 ? 0 : migrations[migrations.length - 1]!.version;
  const current = Number(db.pragma('user_version', { simple: true }));

  if (current > latest) {
    // Written by a newer firmware: an older one must not guess at columns it does not know.
    throw new StoreError(
      `Cabinet store ${path} has schema version ${current}, but this firmware only knows up to version ${latest}. ` +
        'Install the newer firmware again; the database was left untouched.',
    );
  }

  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  ) STRICT`);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');

  const applied: number[] = [];
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.version, migration.name, now);
      // user_version lives in the file header and is written inside this same transaction.
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new StoreError(`Migration list is broken: entry ${index} has version ${migration.version}, expected ${index + 1}`);
    }
  });
}
