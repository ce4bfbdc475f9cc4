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
import { planBatch, poolId, type BatchPlan } from './batch-plan';
import { AccountingError, DuplicateEntryError, InsufficientFundsError, StoreError } from './errors';
import { EventChain } from './event-chain';
import { EventQuery, type EventFilter } from './event-query';
import { JackpotPools, type PoolUpdate } from './jackpot-pools';
import { JournalRetention } from './journal-retention';
import { CABINET_SCOPE, isMeterName, jackpotScope, zeroMeters, type MeterName, type MeterScope } from './meter-names';
import { migrate } from './migrations';
import { applyPragmas, assertPragmas } from './pragmas';
import { RamClear, type RamClearReadings } from './ram-clear';
import { readLimit } from './read-limit';
import { meterSeal, meterSealProblem, WALLET_SEAL_PROBLEM, walletSeal } from './seals';
import { checkPoolIdentity } from './pool-identity';
import { checkStore, type StoreCheckResult } from './store-check';
import type {
  AccountingResult,
  CommitBatch,
  EventChainResult,
  EventEntry,
  JournalEntry,
  MeterIncrement,
  PoolSpec,
  PoolState,
  StoredSnapshot,
  WalletState,
} from './store-types';

export type { MeterName, MeterScope } from './meter-names';
export { METER_NAMES, CABINET_SCOPE, JACKPOT_SCOPE_PREFIX, jackpotScope } from './meter-names';
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
  PoolDelta,
  PoolSpec,
  PoolState,
  SettingWrite,
  SnapshotWrite,
  StoredSnapshot,
  WalletChange,
  WalletState,
} from './store-types';
export { AccountingError, DuplicateEntryError, InsufficientFundsError, StoreError } from './errors';
export type { EventFilter } from './event-query';
export type { RamClearReadings } from './ram-clear';
export { RAM_CLEAR_EVENT } from './ram-clear';
export type { StoreCheckResult, StoreState } from './store-check';

export const STORE_FILE_NAME = 'cabinet.sqlite';

/** Logged when a pool is set up at its seed (the operator's money), and when its seed is changed. */
export const POOL_CREATED_EVENT = 'jackpot-pool-created';
export const POOL_SEED_CHANGED_EVENT = 'jackpot-seed-changed';

export interface CabinetStoreOptions {
  /** Clock for created_at columns (ms since the epoch); tests inject a fixed one. */
  now?: () => number;
}

interface WalletRow {
  credits_cents: number;
  bonuses: number;
  payout_remaining_cents: number;
  seal: string;
}

interface MeterRow {
  scope: string;
  name: string;
  value: number;
  seal: string;
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
  snapshot_json: string | null;
}

/** A meter's value after the batch, worked out (and its old seal checked) before anything is written. */
interface MeterUpdate {
  scope: string;
  name: string;
  value: number;
}

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
  private readonly eventQuery: EventQuery;
  private readonly retention: JournalRetention;
  private readonly ramClear_: RamClear;
  private readonly pools_: JackpotPools;
  private readonly stmt: {
    walletGet: Statement<[], WalletRow>;
    walletSet: Statement<[number, number, number, string]>;
    meterGet: Statement<[string, string], { value: number; seal: string }>;
    meterSet: Statement<[string, string, number, string]>;
    metersAll: Statement<[], MeterRow>;
    metersOfScope: Statement<[string], { name: string; value: number }>;
    scopes: Statement<[], { scope: string }>;
    ledgerHas: Statement<[string], { found: number }>;
    jackpotHits: Statement<[string, number], { cents: number; created_at: number }>;
    ledgerInsert: Statement<[string, string, number, number, number, string | null, number]>;
    journalHas: Statement<[string, number], { found: number }>;
    journalInsert: Statement<
      [string, number | null, number, string, string, string, string, number, number, number, number, number, string | null]
    >;
    journalList: Statement<{ gameId: string | null; limit: number }, JournalRow>;
    journalRecall: Statement<[number], JournalRow>;
    snapshotSet: Statement<[string, number, number, string, number]>;
    snapshotGet: Statement<[string], { machine_version: number; step_seq: number; snapshot_json: string }>;
    counterSet: Statement<[string, number, number]>;
    counterGet: Statement<[string], { counter: number }>;
    settingSet: Statement<[string, string]>;
    settingGet: Statement<[string], { value_json: string }>;
  };

  private constructor(
    private readonly db: Db,
    readonly path: string,
    private readonly now: () => number,
  ) {
    this.events_ = new EventChain(db);
    this.eventQuery = new EventQuery(db);
    this.retention = new JournalRetention(db);
    this.ramClear_ = new RamClear(db, this.events_);
    this.pools_ = new JackpotPools(db);
    this.stmt = {
      walletGet: db.prepare('SELECT credits_cents, bonuses, payout_remaining_cents, seal FROM wallet WHERE id = 1'),
      walletSet: db.prepare('UPDATE wallet SET credits_cents = ?, bonuses = ?, payout_remaining_cents = ?, seal = ? WHERE id = 1'),
      meterGet: db.prepare('SELECT value, seal FROM meters WHERE scope = ? AND name = ?'),
      // The value is set, not added in SQL: its seal is computed here and must cover exactly it.
      meterSet: db.prepare(
        `INSERT INTO meters (scope, name, value, seal) VALUES (?, ?, ?, ?)
         ON CONFLICT (scope, name) DO UPDATE SET value = excluded.value, seal = excluded.seal`,
      ),
      metersAll: db.prepare('SELECT scope, name, value, seal FROM meters ORDER BY scope, name'),
      metersOfScope: db.prepare('SELECT name, value FROM meters WHERE scope = ?'),
      scopes: db.prepare('SELECT DISTINCT scope FROM meters ORDER BY scope'),
      ledgerHas: db.prepare('SELECT 1 AS found FROM ledger WHERE key = ?'),
      jackpotHits: db.prepare("SELECT cents, created_at FROM ledger WHERE kind = 'jackpot-win' AND pool = ? ORDER BY id DESC LIMIT ?"),
      ledgerInsert: db.prepare('INSERT INTO ledger (key, kind, cents, bonuses, micros, pool, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      journalHas: db.prepare('SELECT 1 AS found FROM journal WHERE game_id = ? AND seq = ?'),
      journalInsert: db.prepare(
        `INSERT INTO journal (game_id, round_id, seq, label, detail_json, draws_json, moves_json,
           credits_before, credits_after, bonuses_before, bonuses_after, created_at, snapshot_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      journalList: db.prepare(
        'SELECT * FROM journal WHERE (@gameId IS NULL OR game_id = @gameId) ORDER BY id DESC LIMIT @limit',
      ),
      // A round's age is its newest step (max id): the covering index (game_id, round_id) answers the grouping.
      journalRecall: db.prepare(`
        WITH newest AS (
          SELECT game_id, round_id, MAX(id) AS last_id FROM journal
          WHERE round_id IS NOT NULL
          GROUP BY game_id, round_id ORDER BY last_id DESC LIMIT ?
        )
        SELECT j.* FROM journal j JOIN newest n ON j.game_id = n.game_id AND j.round_id = n.round_id
        ORDER BY j.id`),
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
    this.db.transaction(() => this.commitPlanned(plan, batch.wallet !== undefined, createdAt, [])).immediate();
  }

  /** The body of a commit, inside its transaction; `created` are pools set up by this same batch. */
  private commitPlanned(plan: BatchPlan, hasWallet: boolean, createdAt: number, created: readonly PoolUpdate[]): void {
    const updates = this.checkAgainstStore(plan);
    for (const pool of created) this.pools_.write(pool);
    this.apply(plan, updates, createdAt);
    // A batch that moves no money cannot break the books, and must still be loggable when they
    // are already broken (a locked cabinet logs the technician's visit and the RAM clear).
    const movesMoney = plan.meters.length > 0 || plan.ledger.length > 0 || hasWallet || plan.pools.length > 0 || created.length > 0;
    if (!movesMoney) return;
    const identity = this.checkAccounting();
    if (!identity.ok) throw new AccountingError(`Commit refused, accounting identity would break: ${identity.detail}`);
  }

  /**
   * Sets up every pool the enabled games need: a missing pool is created at its seed, funded by
   * the operator (metered as seed funding on the cabinet and on the pool, and logged). An existing
   * pool keeps its value, which belongs to the players; a changed seed is recorded and applies at
   * the pool's next reseed. One transaction; nothing is written when nothing changes.
   */
  ensurePools(specs: readonly PoolSpec[]): void {
    this.assertOpen();
    if (!Array.isArray(specs)) throw new StoreError('Pool set-up refused: the pools are not a list');
    const wanted = new Map<string, number>();
    specs.forEach((spec, i) => {
      const id = poolId(spec?.id, `pools[${i}].id`);
      const seed = spec.seedMicros;
      if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
        throw new StoreError(`Pool set-up refused: pool ${id} needs a seed of whole micro-euros ≥ 0, got ${String(seed)}`);
      }
      if (wanted.has(id) && wanted.get(id) !== seed) throw new StoreError(`Pool set-up refused: pool ${id} is given two seeds, ${wanted.get(id)} and ${seed}`);
      wanted.set(id, seed);
    });
    const createdAt = checkedNow(this.now);
    this.db.transaction(() => {
      const created: PoolUpdate[] = [];
      const meters: MeterIncrement[] = [];
      const events: { kind: string; detail: unknown }[] = [];
      const reseeded: PoolUpdate[] = [];
      for (const [pool, seedMicros] of wanted) {
        const stored = this.pools_.state(pool);
        if (stored === null) {
          created.push({ pool, micros: seedMicros, seedMicros });
          for (const scope of [CABINET_SCOPE, jackpotScope(pool)]) meters.push({ scope, name: 'jackpot-seed-micros', delta: seedMicros });
          events.push({ kind: POOL_CREATED_EVENT, detail: { pool, seedMicros } });
        } else if (stored.seedMicros !== seedMicros) {
          reseeded.push({ pool, micros: stored.micros, seedMicros });
          events.push({ kind: POOL_SEED_CHANGED_EVENT, detail: { pool, fromMicros: stored.seedMicros, toMicros: seedMicros, poolMicros: stored.micros } });
        }
      }
      if (events.length === 0) return;
      // A changed seed moves no money: only the value the next hit tops the pool back up to. The
      // pool's seal covers the seed, so the row is checked like any pool change before it is re-sealed.
      this.pools_.plan(reseeded.map((p) => ({ pool: p.pool, deltaMicros: 0 })));
      this.commitPlanned(planBatch({ meters, events }), false, createdAt, [...created, ...reseeded]);
    }).immediate();
  }

  /** Every jackpot pool's value in micro-euros, as committed. */
  pools(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [pool, state] of this.pools_.all()) out[pool] = state.micros;
    return out;
  }

  /** Every jackpot pool with the seed it is topped up to, for the audit. */
  poolStates(): Map<string, PoolState> {
    return this.pools_.all();
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
    return this.stmt.journalList.all({ gameId: options.gameId ?? null, limit: readLimit(options.limit) }).map(journalEntry);
  }

  /**
   * Every step of the newest `limit` rounds of any game (a round is a distinct game and round
   * id; steps outside a round are left out), oldest step first, for the recall screen.
   */
  recallRounds(limit: number): JournalEntry[] {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new StoreError(`A recall round count must be a whole number ≥ 0, got ${String(limit)}`);
    return this.stmt.journalRecall.all(limit).map(journalEntry);
  }

  /** Event log entries, newest first, created_at within [fromMs, toMs]. Without a limit, all of them. */
  events(options: EventFilter & { limit?: number } = {}): EventEntry[] {
    return this.eventQuery.list(options);
  }

  /** How many entries the filter matches (the screen shows a page of them and this total). */
  eventCount(filter: { kind?: string; fromMs?: number; toMs?: number }): number {
    return this.eventQuery.count(filter);
  }

  /** Every kind in the log, sorted, for the filter's choices. */
  eventKinds(): string[] {
    return this.eventQuery.kinds();
  }

  verifyEventChain(): EventChainResult {
    return this.events_.verify();
  }

  /** A pool's last hits, newest first: when and how much (the ledger keeps every one). */
  jackpotHits(pool: string, limit = 5): { readonly at: number; readonly cents: number }[] {
    return this.stmt.jackpotHits.all(pool, readLimit(limit)).map((row) => ({ at: row.created_at, cents: row.cents }));
  }

  /** The cash identity on the stored meters and wallet, then each jackpot pool's; the boot check calls this. */
  checkAccounting(): AccountingResult {
    const cash = checkIdentity(this.meters(CABINET_SCOPE), this.wallet());
    if (!cash.ok) return cash;
    for (const [pool, state] of this.pools_.all()) {
      const books = checkPoolIdentity(pool, state, this.meters(jackpotScope(pool)));
      if (!books.ok) return books;
    }
    return { ok: true };
  }

  /**
   * The boot and store-screen check: SQLite integrity (rebuilding the indexes when that repairs
   * it), every seal, the accounting identity; the event chain is reported alongside. Read-only
   * except for the index rebuild.
   */
  check(): StoreCheckResult {
    this.assertOpen();
    return checkStore({
      integrity: () =>
        (this.db.pragma('integrity_check') as { integrity_check: string }[])
          .map((row) => row.integrity_check)
          .filter((line) => line !== 'ok'),
      reindex: () => this.db.exec('REINDEX'),
      sealProblems: () => this.sealProblems(),
      accounting: () => this.checkAccounting(),
      chain: () => this.verifyEventChain(),
      now: () => performance.now(),
    });
  }

  /**
   * Empties wallet, meters, ledger, journal, game snapshots and settings (except "service:"
   * keys), keeps the event log and device counters, and logs a 'ram-clear' event with `by` and
   * the cabinet meters and wallet as they were. One transaction. Returns those readings.
   */
  ramClear(by: string): RamClearReadings {
    this.assertOpen();
    if (typeof by !== 'string' || by.length === 0) throw new StoreError('RAM clear refused: it must name who ordered it');
    const createdAt = checkedNow(this.now);
    return this.db.transaction(() => {
      const row = this.stmt.walletGet.get();
      // The readings are taken as stored, seals or not: a tampered value is evidence to keep.
      const before: RamClearReadings = { meters: this.meters(CABINET_SCOPE), wallet: row === undefined ? null : walletState(row) };
      this.ramClear_.run(by, before, createdAt);
      return before;
    }).immediate();
  }

  /** One line per wallet or meter record whose value does not match its seal. */
  private sealProblems(): string[] {
    const problems: string[] = [];
    const wallet = this.stmt.walletGet.get();
    if (wallet === undefined) problems.push('wallet: the record is missing');
    else if (wallet.seal !== walletSeal(walletState(wallet))) problems.push(WALLET_SEAL_PROBLEM);
    for (const row of this.stmt.metersAll.iterate()) {
      if (row.seal !== meterSeal(row.scope, row.name, row.value)) problems.push(meterSealProblem(row.scope, row.name));
    }
    problems.push(...this.pools_.sealProblems());
    return problems;
  }

  /**
   * Checks that need the current data; runs inside the transaction, before any write. A record
   * whose seal does not match is refused here: re-sealing it with a new value would hide the edit.
   */
  private checkAgainstStore(plan: BatchPlan): { meters: MeterUpdate[]; wallet: WalletState | null; pools: PoolUpdate[] } {
    for (const row of plan.ledger) {
      if (this.hasLedgerKey(row.key)) throw new DuplicateEntryError(row.key);
    }
    if (plan.journal && this.stmt.journalHas.get(plan.journal.gameId, plan.journal.seq) !== undefined) {
      throw new DuplicateEntryError(`journal ${plan.journal.gameId} step ${plan.journal.seq}`);
    }

    const row = this.stmt.walletGet.get();
    if (row === undefined) throw new StoreError(`Cabinet store ${this.path} has no wallet row`);
    const wallet = walletState(row);
    if (row.seal !== walletSeal(wallet)) throw sealRefusal(WALLET_SEAL_PROBLEM);
    const w = plan.wallet;
    const nextWallet =
      w.credits === 0 && w.bonuses === 0 && w.payoutRemaining === 0
        ? null
        : {
            creditsCents: requireNonNegative('credits', wallet.creditsCents, w.credits),
            bonuses: requireNonNegative('bonuses', wallet.bonuses, w.bonuses),
            payoutRemainingCents: requireNonNegative('payout remaining', wallet.payoutRemainingCents, w.payoutRemaining),
          };

    const meters = plan.meters.map((meter): MeterUpdate => {
      const stored = this.stmt.meterGet.get(meter.scope, meter.name);
      if (stored !== undefined && stored.seal !== meterSeal(meter.scope, meter.name, stored.value)) {
        throw sealRefusal(meterSealProblem(meter.scope, meter.name));
      }
      const value = (stored?.value ?? 0) + meter.delta;
      if (!Number.isSafeInteger(value)) {
        throw new StoreError(`Commit refused: meter ${meter.scope}/${meter.name} would exceed the largest exact value`);
      }
      return { scope: meter.scope, name: meter.name, value };
    });
    return { meters, wallet: nextWallet, pools: this.pools_.plan(plan.pools) };
  }

  private apply(plan: BatchPlan, updates: { meters: MeterUpdate[]; wallet: WalletState | null; pools: PoolUpdate[] }, createdAt: number): void {
    for (const row of plan.ledger) this.stmt.ledgerInsert.run(row.key, row.kind, row.cents, row.bonuses, row.micros, row.pool, createdAt);
    for (const pool of updates.pools) this.pools_.write(pool);
    for (const m of updates.meters) this.stmt.meterSet.run(m.scope, m.name, m.value, meterSeal(m.scope, m.name, m.value));

    const w = updates.wallet;
    if (w !== null) this.stmt.walletSet.run(w.creditsCents, w.bonuses, w.payoutRemainingCents, walletSeal(w));

    const j = plan.journal;
    if (j) {
      const newRound = this.retention.opensNewRound(j.gameId, j.roundId);
      this.stmt.journalInsert.run(
        j.gameId, j.roundId, j.seq, j.label, j.detailJson, j.drawsJson, j.movesJson,
        j.creditsBefore, j.creditsAfter, j.bonusesBefore, j.bonusesAfter, createdAt, j.snapshotJson,
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

/** The balance after the delta; refused when it would go below zero or beyond exact integers. */
function requireNonNegative(balance: 'credits' | 'bonuses' | 'payout remaining', current: number, delta: number): number {
  const next = current + delta;
  if (!Number.isSafeInteger(next)) throw new StoreError(`Commit refused: ${balance} would exceed the largest exact value`);
  if (next < 0) throw new InsufficientFundsError(balance, current, delta);
  return next;
}

function sealRefusal(problem: string): StoreError {
  return new StoreError(`Commit refused: ${problem} (changed outside the firmware); the store check locks the cabinet until a RAM clear`);
}

function walletState(row: WalletRow): WalletState {
  return { creditsCents: row.credits_cents, bonuses: row.bonuses, payoutRemainingCents: row.payout_remaining_cents };
}

function journalEntry(row: JournalRow): JournalEntry {
  const entry: JournalEntry = {
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
  };
  // Rows from before snapshots were kept have none: the key stays absent, not null.
  if (row.snapshot_json !== null) entry.snapshot = JSON.parse(row.snapshot_json) as unknown;
  return entry;
}

function checkedNow(now: () => number): number {
  const value = now();
  if (!Number.isSafeInteger(value)) throw new StoreError(`The store clock returned ${String(value)}, not whole milliseconds`);
  return value;
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${cause.message} (${code})` : cause.message;
  }
  return String(cause);
}
