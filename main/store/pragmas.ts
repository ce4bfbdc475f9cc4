/**
 * Connection settings the cabinet's durability depends on, applied and then read back.
 *
 * Reading back matters: better-sqlite3's SQLite is built so that a connection in WAL mode
 * defaults to synchronous=NORMAL, so an existing WAL database reopens at NORMAL unless we set
 * FULL again on every open. NORMAL can lose the last commits on power loss, i.e. money that the
 * player already saw. A pragma that silently did not take (read-only media, an odd build) must
 * stop the cabinet instead.
 */

import type { Database } from 'better-sqlite3';
import { StoreError } from './errors';

/** How long a statement waits for a lock held by another connection (service tools) before failing. */
export const BUSY_TIMEOUT_MS = 5000;

/** synchronous=FULL as SQLite reports it. */
const SYNCHRONOUS_FULL = 2;

export function applyPragmas(db: Database): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // journal_mode first: switching to WAL can reset synchronous to the build's WAL default.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/** Throws StoreError naming the first pragma that does not hold on this connection. */
export function assertPragmas(db: Database, path: string): void {
  const journalMode = String(db.pragma('journal_mode', { simple: true })).toLowerCase();
  const synchronous = Number(db.pragma('synchronous', { simple: true }));
  const foreignKeys = Number(db.pragma('foreign_keys', { simple: true }));
  const busyTimeout = Number(db.pragma('busy_timeout', { simple: true }));

  const problems: string[] = [];
  if (journalMode !== 'wal') problems.push(`journal_mode is "${journalMode}", expected "wal"`);
  if (synchronous !== SYNCHRONOUS_FULL) problems.push(`synchronous is ${synchronous}, expected ${SYNCHRONOUS_FULL} (FULL)`);
  if (foreignKeys !== 1) problems.push(`foreign_keys is ${foreignKeys}, expected 1 (ON)`);
  if (busyTimeout !== BUSY_TIMEOUT_MS) problems.push(`busy_timeout is ${busyTimeout}, expected ${BUSY_TIMEOUT_MS}`);
  if (problems.length > 0) {
    throw new StoreError(`Cabinet store ${path} cannot guarantee durable writes: ${problems.join('; ')}`);
  }
}
