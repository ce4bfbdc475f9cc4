/**
 * The cabinet's persistent state in one SQLite file: wallet, meters, ledger, recall journal,
 * game snapshots, device counters, settings and the tamper-evident event log.
 *
 * Every change goes through commit(), which is ONE synchronous transaction: either the whole
 * batch is on disk or none of it is, and the accounting identity is checked inside it, so an
 * unbalanced batch can never become visible. The cabinet must not show anything or move the
 * hopper before commit() returns.
 */

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as Db, Statement } from 'better-sqlite3';
import { checkIdentity } from './accounting-identity';
import { planBatch, type BatchPlan } from './batch-plan';
import { AccountingError, DuplicateEntryError, InsufficientFundsError, StoreError } from './errors';
import { EventChain, type EventRow } from './event-chain';
import { JournalRetention } from './journal-retention';
import { CABINET_SCOPE, isMeterName, zeroMeters, type MeterName, type MeterScope } from './meter-names';
import { migrate } from './migrations';
import { applyPragmas, assertPragmas } from './pragmas';
import type {
  AccountingResult,
  CommitBatch,
  EventChainResult,
  EventEntry,
  JournalEntry,
  StoredSnapshot,
  WalletState,
} from './store-types';

export type { MeterName, MeterScope } from './meter-names';
export { METER_NAMES, CABINET_SCOPE } from './meter-names';
export type {
  AccountingResult,
  CommitBatch,
  DeviceCounterWrite,
  EventChainResult,
  EventEntry,
  EventWrite,
  JournalEntry,
  JournalWrite,
  LedgerWrite,
  MeterIncrement,
  SettingWrite,
  SnapshotWrite,
  StoredSnapshot,
  WalletChange,
  WalletState,
} from './store-types';
export { AccountingError, DuplicateEntryError, InsufficientFundsError, StoreError } from './errors';

export const STORE_FILE_NAME = 'cabinet.sqlite';

export interface CabinetStoreOptions {
  /** Clock for created_at columns (ms since the epoch); tests inject a fixed one. */
  now?: () => number;
}

interface WalletRow {
  credits_cents: number;
  bonuses: number;
  payout_remaining_cents: number;
}

interface JournalRow {
  id: number;
  game_id: string;
  round_id: number | null;
  seq: number;
  label: string;
  detail_json: string;
  draws_json: string;
  moves_json: string;
  credits_before: number;
  credits_after: number;
  bonuses_before: number;
  bonuses_after: number;
  created_at: number;
}

/** SQLite's "no limit". */
const NO_LIMIT = -1;

export class CabinetStore {
  /** Opens (creating if needed) `<dataDir>/cabinet.sqlite`, checks its pragmas and migrates it. */
  static open(dataDir: string, options: CabinetStoreOptions = {}): CabinetStore {
    const now = options.now ?? Date.now;
    const path = join(dataDir, STORE_FILE_NAME);
    let db: Db | undefined;
    try {
      mkdirSync(dataDir, { recursive: true });
      db = new Database(path);
      applyPragmas(db);
      assertPragmas(db, path);
      migrate(db, path, checkedNow(now));
      return new CabinetStore(db, path, now);
    } catch (cause) {
      // Close, never delete: a damaged file is evidence and may still be recoverable by a technician.
      if (db?.open) db.close();
      if (cause instanceof StoreError) throw cause;
      throw new StoreError(`Cannot open the cabinet store ${path}: ${describe(cause)}`, { cause });
    }
  }

  private readonly events_: EventChain;
  private readonly retention: JournalRetention;
  private readonly stmt: {
    walletGet: Statement<[], WalletRow>;
    walletSet: Statement<[number, number, number]>;
    meterGet: Statement<[string, string], { value: number }>;
    meterAdd: Statement<[string, string, number]>;
    metersOfScope: Statement<[string], { name: string; value: number }>;
    scopes: Statement<[], { scope: string }>;
    ledgerHas: Statement<[string], { found: number }>;
    ledgerInsert: Statement<[string, string, number, number, number]>;
    journalHas: Statement<[string, number], { found: number }>;
    journalInsert: Statement<[string, number | null, number, string, string, string, string, number, number, number, number, number]>;
    journalList: Statement<{ gameId: string | null; limit: number }, JournalRow>;
    snapshotSet: Statement<[string, number, number, string, number]>;
    snapshotGet: Statement<[string], { machine_version: number; step_seq: number; snapshot_json: string }>;
    counterSet: Statement<[string, number, number]>;
    counterGet: Statement<[string], { counter: number }>;
    settingSet: Statement<[string, string]>;
    settingGet: Statement<[string], { value_json: string }>;
    eventList: Statement<{ kind: string | null; limit: number }, EventRow>;
  };

  private constructor(
    private readonly db: Db,
    readonly path: string,
    private readonly now: () => number,
  ) {
    this.events_ = new EventChain(db);
    this.retention = new JournalRetention(db);
    this.stmt = {
      walletGet: db.prepare('SELECT credits_cents, bonuses, payout_remaining_cents FROM wallet WHERE id = 1'),
      walletSet: db.prepare('UPDATE wallet SET credits_cents = ?, bonuses = ?, payout_remaining_cents = ? WHERE id = 1'),
      meterGet: db.prepare('SELECT value FROM meters WHERE scope = ? AND name = ?'),
      meterAdd: db.prepare(
        'INSERT INTO meters (scope, name, value) VALUES (?, ?, ?) ON CONFLICT (scope, name) DO UPDATE SET value = value + excluded.value',
      ),
      metersOfScope: db.prepare('SELECT name, value FROM meters WHERE scope = ?'),
      scopes: db.prepare('SELECT DISTINCT scope FROM meters ORDER BY scope'),
      ledgerHas: db.prepare('SELECT 1 AS found FROM ledger WHERE key = ?'),
      ledgerInsert: db.prepare('INSERT INTO ledger (key, kind, cents, bonuses, created_at) VALUES (?, ?, ?, ?, ?)'),
      journalHas: db.prepare('SELECT 1 AS found FROM journal WHERE game_id = ? AND seq = ?'),
      journalInsert: db.prepare(
        `INSERT INTO journal (game_id, round_id, seq, label, detail_json, draws_json, moves_json,
           credits_before, credits_after, bonuses_before, bonuses_after, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      journalList: db.prepare(
        'SELECT * FROM journal WHERE (@gameId IS NULL OR game_id = @gameId) ORDER BY id DESC LIMIT @limit',
      ),
      snapshotSet: db.prepare(
        `INSERT INTO game_snapshots (game_id, machine_version, step_seq, snapshot_json, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (game_id) DO UPDATE SET machine_version = excluded.machine_version, step_seq = excluded.step_seq,
           snapshot_json = excluded.snapshot_json, updated_at = excluded.updated_at`,
      ),
      snapshotGet: db.prepare('SELECT machine_version, step_seq, snapshot_json FROM game_snapshots WHERE game_id = ?'),
      counterSet: db.prepare(
        `INSERT INTO device_counters (device_id, counter, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (device_id) DO UPDATE SET counter = excluded.counter, updated_at = excluded.updated_at`,
      ),
      counterGet: db.prepare('SELECT counter FROM device_counters WHERE device_id = ?'),
      settingSet: db.prepare(
        'INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json',
      ),
      settingGet: db.prepare('SELECT value_json FROM settings WHERE key = ?'),
      eventList: db.prepare(
        'SELECT id, kind, detail_json, created_at, prev_hash, hash FROM event_log WHERE (@kind IS NULL OR kind = @kind) ORDER BY id DESC LIMIT @limit',
      ),
    };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /**
   * Writes the whole batch in one transaction or nothing at all. Throws StoreError (or its
   * subclasses DuplicateEntryError, InsufficientFundsError, AccountingError) and leaves the
   * store unchanged when any part is refused.
   */
  commit(batch: CommitBatch): void {
    this.assertOpen();
    const plan = planBatch(batch);
    const createdAt = checkedNow(this.now);
    // Synchronous by construction: better-sqlite3 commits when the function returns, and rolls
    // back when it throws. Nothing in here may await.
    this.db.transaction(() => {
      this.checkAgainstStore(plan);
      this.apply(plan, createdAt);
      const identity = checkIdentity(this.meters(CABINET_SCOPE), this.wallet());
      if (!identity.ok) {
        throw new AccountingError(`Commit refused, accounting identity would break: ${identity.detail}`);
      }
    }).immediate();
  }

  wallet(): WalletState {
    const row = this.stmt.walletGet.get();
    if (row === undefined) throw new StoreError(`Cabinet store ${this.path} has no wallet row`);
    return { creditsCents: row.credits_cents, bonuses: row.bonuses, payoutRemainingCents: row.payout_remaining_cents };
  }

  /** Every meter name for the scope, 0 for those never moved. */
  meters(scope: MeterScope = CABINET_SCOPE): Record<MeterName, number> {
    const out = zeroMeters();
    for (const row of this.stmt.metersOfScope.all(scope)) {
      if (isMeterName(row.name)) out[row.name] = row.value;
    }
    return out;
  }

  meterScopes(): MeterScope[] {
    return this.stmt.scopes.all().map((row) => row.scope);
  }

  snapshot(gameId: string): StoredSnapshot | null {
    const row = this.stmt.snapshotGet.get(gameId);
    if (row === undefined) return null;
    return { machineVersion: row.machine_version, stepSeq: row.step_seq, snapshot: JSON.parse(row.snapshot_json) as unknown };
  }

  deviceCounter(deviceId: string): number | null {
    return this.stmt.counterGet.get(deviceId)?.counter ?? null;
  }

  hasLedgerKey(key: string): boolean {
    return this.stmt.ledgerHas.get(key) !== undefined;
  }

  getSetting(key: string): unknown | undefined {
    const row = this.stmt.settingGet.get(key);
    return row === undefined ? undefined : (JSON.parse(row.value_json) as unknown);
  }

  /** Recall steps, newest first. Without a limit, every kept step. */
  journal(options: { gameId?: string; limit?: number } = {}): JournalEntry[] {
    const rows = this.stmt.journalList.all({ gameId: options.gameId ?? null, limit: readLimit(options.limit) });
    return rows.map((row) => ({
      id: row.id,
      gameId: row.game_id,
      roundId: row.round_id,
      seq: row.seq,
      label: row.label,
      detail: JSON.parse(row.detail_json) as unknown,
      draws: JSON.parse(row.draws_json) as unknown,
      moves: JSON.parse(row.moves_json) as unknown,
      creditsBeforeCents: row.credits_before,
      creditsAfterCents: row.credits_after,
      bonusesBefore: row.bonuses_before,
      bonusesAfter: row.bonuses_after,
      createdAt: row.created_at,
    }));
  }

  /** Event log entries, newest first. Without a limit, all of them. */
  events(options: { limit?: number; kind?: string } = {}): EventEntry[] {
    const rows = this.stmt.eventList.all({ kind: options.kind ?? null, limit: readLimit(options.limit) });
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      detail: JSON.parse(row.detail_json) as unknown,
      createdAt: row.created_at,
      prevHash: row.prev_hash,
      hash: row.hash,
    }));
  }

  verifyEventChain(): EventChainResult {
    return this.events_.verify();
  }

  /** The identity on the stored meters and wallet; the boot check calls this. */
  checkAccounting(): AccountingResult {
    return checkIdentity(this.meters(CABINET_SCOPE), this.wallet());
  }

  /** Checks that need the current data; runs inside the transaction, before any write. */
  private checkAgainstStore(plan: BatchPlan): void {
    for (const row of plan.ledger) {
      if (this.hasLedgerKey(row.key)) throw new DuplicateEntryError(row.key);
    }
    if (plan.journal && this.stmt.journalHas.get(plan.journal.gameId, plan.journal.seq) !== undefined) {
      throw new DuplicateEntryError(`journal ${plan.journal.gameId} step ${plan.journal.seq}`);
    }

    const wallet = this.wallet();
    requireNonNegative('credits', wallet.creditsCents, plan.wallet.credits);
    requireNonNegative('bonuses', wallet.bonuses, plan.wallet.bonuses);
    requireNonNegative('payout remaining', wallet.payoutRemainingCents, plan.wallet.payoutRemaining);

    for (const meter of plan.meters) {
      const current = this.stmt.meterGet.get(meter.scope, meter.name)?.value ?? 0;
      if (!Number.isSafeInteger(current + meter.delta)) {
        throw new StoreError(`Commit refused: meter ${meter.scope}/${meter.name} would exceed the largest exact value`);
      }
    }
  }

  private apply(plan: BatchPlan, createdAt: number): void {
    for (const row of plan.ledger) this.stmt.ledgerInsert.run(row.key, row.kind, row.cents, row.bonuses, createdAt);
    for (const meter of plan.meters) this.stmt.meterAdd.run(meter.scope, meter.name, meter.delta);

    const w = plan.wallet;
    if (w.credits !== 0 || w.bonuses !== 0 || w.payoutRemaining !== 0) {
      const wallet = this.wallet();
      this.stmt.walletSet.run(
        wallet.creditsCents + w.credits,
        wallet.bonuses + w.bonuses,
        wallet.payoutRemainingCents + w.payoutRemaining,
      );
    }

    const j = plan.journal;
    if (j) {
      const newRound = this.retention.opensNewRound(j.gameId, j.roundId);
      this.stmt.journalInsert.run(
        j.gameId, j.roundId, j.seq, j.label, j.detailJson, j.drawsJson, j.movesJson,
        j.creditsBefore, j.creditsAfter, j.bonusesBefore, j.bonusesAfter, createdAt,
      );
      if (newRound) this.retention.prune(j.gameId);
    }

    const s = plan.snapshot;
    if (s) this.stmt.snapshotSet.run(s.gameId, s.machineVersion, s.stepSeq, s.snapshotJson, createdAt);
    for (const c of plan.deviceCounters) this.stmt.counterSet.run(c.deviceId, c.counter, createdAt);
    for (const setting of plan.settings) this.stmt.settingSet.run(setting.key, setting.valueJson);
    for (const event of plan.events) this.events_.append(event.kind, event.detailJson, createdAt);
  }

  private assertOpen(): void {
    if (!this.db.open) throw new StoreError(`Cabinet store ${this.path} is closed`);
  }
}

function requireNonNegative(balance: 'credits' | 'bonuses' | 'payout remaining', current: number, delta: number): void {
  const next = current + delta;
  if (!Number.isSafeInteger(next)) throw new StoreError(`Commit refused: ${balance} would exceed the largest exact value`);
  if (next < 0) throw new InsufficientFundsError(balance, current, delta);
}

function checkedNow(now: () => number): number {
  const value = now();
  if (!Number.isSafeInteger(value)) throw new StoreError(`The store clock returned ${String(value)}, not whole milliseconds`);
  return value;
}

function readLimit(limit: number | undefined): number {
  if (limit === undefined) return NO_LIMIT;
  if (!Number.isSafeInteger(limit) || limit < 0) throw new StoreError(`A read limit must be a whole number ≥ 0, got ${String(limit)}`);
  return limit;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${cause.message} (${code})` : cause.message;
  }
  return String(cause);
}
