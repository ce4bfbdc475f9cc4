/**
 * Reads of the event log for the operator's screen: filtered by kind and by date, counted, and
 * the kinds that exist.
 *
 * One statement per filter shape (which of kind/from/to are given) instead of one statement with
 * "@kind IS NULL OR kind = @kind": SQLite plans a statement before the values are bound, so the
 * catch-all form cannot use the kind or date index and scans the whole log.
 */

import type { Database, Statement } from 'better-sqlite3';
import { StoreError } from './errors';
import type { EventRow } from './event-chain';
import { readLimit } from './read-limit';
import type { EventEntry } from './store-types';

/** Any field absent (or null) means "any". Dates are ms since the epoch, both ends included. */
export interface EventFilter {
  kind?: string | null;
  fromMs?: number | null;
  toMs?: number | null;
}

interface Bound {
  kind?: string;
  fromMs?: number;
  toMs?: number;
}

export class EventQuery {
  private readonly listStmts = new Map<string, Statement<Bound & { limit: number }, EventRow>>();
  private readonly countStmts = new Map<string, Statement<Bound, { n: number }>>();
  /**
   * Distinct kinds by hopping through the (kind, id) index one kind at a time: as many index
   * seeks as there are kinds, where DISTINCT would read every entry of a log of 100k.
   */
  private readonly kindsStmt: Statement<[], { kind: string }>;

  constructor(private readonly db: Database) {
    this.kindsStmt = db.prepare(`
      WITH RECURSIVE k(kind) AS (
        SELECT MIN(kind) FROM event_log
        UNION ALL
        SELECT (SELECT MIN(kind) FROM event_log WHERE kind > k.kind) FROM k WHERE k.kind IS NOT NULL
      )
      SELECT kind FROM k WHERE kind IS NOT NULL`);
  }

  /** Newest first. */
  list(filter: EventFilter & { limit?: number | null }): EventEntry[] {
    const { where, bound, shape } = buildWhere(filter);
    let stmt = this.listStmts.get(shape);
    if (stmt === undefined) {
      stmt = this.db.prepare(
        `SELECT id, kind, detail_json, created_at, prev_hash, hash FROM event_log ${where} ORDER BY id DESC LIMIT @limit`,
      );
      this.listStmts.set(shape, stmt);
    }
    return stmt.all({ ...bound, limit: readLimit(filter.limit) }).map((row) => ({
      id: row.id,
      kind: row.kind,
      detail: JSON.parse(row.detail_json) as unknown,
      createdAt: row.created_at,
      prevHash: row.prev_hash,
      hash: row.hash,
    }));
  }

  count(filter: EventFilter): number {
    const { where, bound, shape } = buildWhere(filter);
    let stmt = this.countStmts.get(shape);
    if (stmt === undefined) {
      stmt = this.db.prepare(`SELECT COUNT(*) AS n FROM event_log ${where}`);
      this.countStmts.set(shape, stmt);
    }
    return stmt.get(bound)?.n ?? 0;
  }

  /** Sorted (SQLite's binary order, which is code-point order for the ASCII kinds the cabinet uses). */
  kinds(): string[] {
    return this.kindsStmt.all().map((row) => row.kind);
  }
}

function buildWhere(filter: EventFilter): { where: string; bound: Bound; shape: string } {
  if (filter === null || typeof filter !== 'object') throw new StoreError('An event filter must be an object');
  const clauses: string[] = [];
  const bound: Bound = {};
  if (filter.kind !== undefined && filter.kind !== null) {
    if (typeof filter.kind !== 'string') throw new StoreError(`An event kind filter must be text, got ${String(filter.kind)}`);
    clauses.push('kind = @kind');
    bound.kind = filter.kind;
  }
  if (filter.fromMs !== undefined && filter.fromMs !== null) {
    clauses.push('created_at >= @fromMs');
    bound.fromMs = time(filter.fromMs, 'from');
  }
  if (filter.toMs !== undefined && filter.toMs !== null) {
    clauses.push('created_at <= @toMs');
    bound.toMs = time(filter.toMs, 'to');
  }
  return { where: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, bound, shape: clauses.join(',') };
}

function time(value: unknown, what: 'from' | 'to'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new StoreError(`The "${what}" date of an event filter must be whole milliseconds, got ${String(value)}`);
  }
  return value;
}
