/**
 * The cabinet's books as a test reads them from its data folder, straight from SQLite
 * (read-only, beside the running cabinet: the store is in WAL mode): the wallet, every meter,
 * how many ledger rows and journal steps there are, and each service role's wrong-PIN count.
 * Two readings that are equal mean nothing moved in between.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface CabinetBooks {
  readonly wallet: { readonly credits: number; readonly bonuses: number; readonly payout: number };
  /** "scope/name" → value. */
  readonly meters: Readonly<Record<string, number>>;
  readonly ledgerRows: number;
  readonly journalSteps: number;
  /** The stored PIN attempt state per role (absent until a role's first wrong PIN). */
  readonly pinAttempts: Readonly<Record<string, string>>;
  /** Event log entries of the PIN check: refusals and lockouts. */
  readonly pinEvents: number;
}

export function readCabinetBooks(dataDir: string): CabinetBooks {
  const db = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const wallet = db.prepare('SELECT credits_cents AS credits, bonuses, payout_remaining_cents AS payout FROM wallet').get() as CabinetBooks['wallet'];
    const meters: Record<string, number> = {};
    for (const row of db.prepare('SELECT scope, name, value FROM meters ORDER BY scope, name').all() as { scope: string; name: string; value: number }[]) {
      meters[`${row.scope}/${row.name}`] = row.value;
    }
    const count = (sql: string): number => (db.prepare(sql).get() as { n: number }).n;
    const pinAttempts: Record<string, string> = {};
    for (const row of db.prepare("SELECT key, value_json FROM settings WHERE key LIKE 'service:attempts:%'").all() as { key: string; value_json: string }[]) {
      pinAttempts[row.key] = row.value_json;
    }
    return {
      wallet,
      meters,
      ledgerRows: count('SELECT COUNT(*) AS n FROM ledger'),
      journalSteps: count('SELECT COUNT(*) AS n FROM journal'),
      pinAttempts,
      pinEvents: count("SELECT COUNT(*) AS n FROM event_log WHERE kind IN ('service-pin-refused', 'service-lockout')"),
    };
  } finally {
    db.close();
  }
}
