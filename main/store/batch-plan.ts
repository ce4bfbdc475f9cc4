/**
 * Checks a CommitBatch before the transaction starts and turns it into rows ready to write.
 *
 * Everything that can be checked without reading the database is checked here, and every JSON
 * value is serialised here, so a bad batch is refused before SQLite is touched and the
 * transaction itself only does reads, sums and inserts.
 */

import { DuplicateEntryError, StoreError } from './errors';
import { isMeterName, type MeterName, type MeterScope } from './meter-names';
import type { CommitBatch, PoolDelta } from './store-types';

/** A ledger row ready to write: a pool and micros only where the row concerns a jackpot pool. */
export interface PlannedLedger {
  key: string;
  kind: string;
  cents: number;
  bonuses: number;
  micros: number;
  pool: string | null;
}

export interface PlannedMeter {
  scope: MeterScope;
  name: MeterName;
  delta: number;
}

export interface PlannedJournal {
  gameId: string;
  roundId: number | null;
  seq: number;
  label: string;
  detailJson: string;
  drawsJson: string;
  movesJson: string;
  creditsBefore: number;
  creditsAfter: number;
  bonusesBefore: number;
  bonusesAfter: number;
  /** Null when the step came without a snapshot (recall then replays it as text). */
  snapshotJson: string | null;
}

export interface PlannedSnapshot {
  gameId: string;
  machineVersion: number;
  stepSeq: number;
  snapshotJson: string;
}

export interface BatchPlan {
  ledger: PlannedLedger[];
  /** One entry per (scope, name): increments of the same meter in one batch are summed. */
  meters: PlannedMeter[];
  wallet: { credits: number; bonuses: number; payoutRemaining: number };
  journal: PlannedJournal | null;
  snapshot: PlannedSnapshot | null;
  deviceCounters: { deviceId: string; counter: number }[];
  events: { kind: string; detailJson: string }[];
  settings: { key: string; valueJson: string }[];
  /** In the batch's order: the store checks the running value of each pool. */
  pools: PoolDelta[];
}

export function planBatch(batch: CommitBatch): BatchPlan {
  if (batch === null || typeof batch !== 'object') throw new StoreError('Commit refused: the batch is not an object');
  return {
    ledger: planLedger(batch.ledger),
    meters: planMeters(batch.meters),
    wallet: {
      credits: optionalInteger(batch.wallet?.creditsDelta, 'wallet.creditsDelta'),
      bonuses: optionalInteger(batch.wallet?.bonusesDelta, 'wallet.bonusesDelta'),
      payoutRemaining: optionalInteger(batch.wallet?.payoutRemainingDelta, 'wallet.payoutRemainingDelta'),
    },
    journal: planJournal(batch.journal),
    snapshot: planSnapshot(batch.snapshot),
    deviceCounters: planDeviceCounters(batch.deviceCounters),
    events: list(batch.events, 'events').map((event, i) => ({
      kind: eventKind(event.kind, `events[${i}].kind`),
      detailJson: toJson(event.detail, `events[${i}].detail`, true),
    })),
    settings: planSettings(batch.settings),
    pools: planPools(batch.pools),
  };
}

/** Pool ids as the games name them: 'mona-lisa-jewels:progressive'. */
const POOL_ID = /^[a-z0-9-]+(:[a-z0-9-]+)*$/;

export function poolId(value: unknown, what: string): string {
  const id = text(value, what);
  if (id.length > 80 || !POOL_ID.test(id)) throw new StoreError(`Commit refused: ${what} "${id}" is not a pool id like "game:pool" (lower-case words and ":")`);
  return id;
}

function planPools(rows: CommitBatch['pools']): PoolDelta[] {
  return list(rows as PoolDelta[] | undefined, 'pools').map((row, i) => ({
    pool: poolId(row.pool, `pools[${i}].pool`),
    deltaMicros: integer(row.deltaMicros, `pools[${i}].deltaMicros`),
  }));
}

function planLedger(rows: CommitBatch['ledger']): PlannedLedger[] {
  const seen = new Set<string>();
  return list(rows, 'ledger').map((row, i) => {
    const key = text(row.key, `ledger[${i}].key`);
    // Two rows with one key in the same batch would break "written once ever" just the same.
    if (seen.has(key)) throw new DuplicateEntryError(key);
    seen.add(key);
    return {
      key,
      kind: text(row.kind, `ledger[${i}].kind`),
      cents: integer(row.cents, `ledger[${i}].cents`),
      bonuses: integer(row.bonuses, `ledger[${i}].bonuses`),
      micros: optionalInteger(row.micros, `ledger[${i}].micros`),
      pool: row.pool === undefined ? null : poolId(row.pool, `ledger[${i}].pool`),
    };
  });
}

function planMeters(rows: CommitBatch['meters']): PlannedMeter[] {
  const byKey = new Map<string, PlannedMeter>();
  list(rows, 'meters').forEach((row, i) => {
    const scope = text(row.scope, `meters[${i}].scope`);
    if (!isMeterName(row.name)) throw new StoreError(`Commit refused: meters[${i}].name "${String(row.name)}" is not a known meter`);
    const delta = integer(row.delta, `meters[${i}].delta`);
    if (delta < 0) throw new StoreError(`Commit refused: meter ${scope}/${row.name} would go down by ${-delta}; meters only count up`);
    const key = `${scope}\u0000${row.name}`;
    const existing = byKey.get(key);
    if (existing) existing.delta = integer(existing.delta + delta, `meters[${i}] sum for ${scope}/${row.name}`);
    else byKey.set(key, { scope, name: row.name, delta });
  });
  return [...byKey.values()];
}

function planJournal(step: CommitBatch['journal']): PlannedJournal | null {
  if (step === undefined) return null;
  if (step === null || typeof step !== 'object') throw new StoreError('Commit refused: journal is not an object');
  const roundId = step.roundId === null ? null : integer(step.roundId, 'journal.roundId');
  return {
    gameId: text(step.gameId, 'journal.gameId'),
    roundId,
    seq: integer(step.seq, 'journal.seq'),
    label: text(step.label, 'journal.label'),
    detailJson: toJson(step.detail, 'journal.detail', true),
    drawsJson: toJson(step.draws, 'journal.draws', true),
    movesJson: toJson(step.moves, 'journal.moves', true),
    creditsBefore: nonNegative(step.creditsBeforeCents, 'journal.creditsBeforeCents'),
    creditsAfter: nonNegative(step.creditsAfterCents, 'journal.creditsAfterCents'),
    bonusesBefore: nonNegative(step.bonusesBefore, 'journal.bonusesBefore'),
    bonusesAfter: nonNegative(step.bonusesAfter, 'journal.bonusesAfter'),
    snapshotJson: step.snapshot === undefined ? null : toJson(step.snapshot, 'journal.snapshot', false),
  };
}

function planSnapshot(snap: CommitBatch['snapshot']): PlannedSnapshot | null {
  if (snap === undefined) return null;
  if (snap === null || typeof snap !== 'object') throw new StoreError('Commit refused: snapshot is not an object');
  return {
    gameId: text(snap.gameId, 'snapshot.gameId'),
    machineVersion: nonNegative(snap.machineVersion, 'snapshot.machineVersion'),
    stepSeq: nonNegative(snap.stepSeq, 'snapshot.stepSeq'),
    // A missing snapshot would restore as nothing after a power cut: refuse it.
    snapshotJson: toJson(snap.snapshot, 'snapshot.snapshot', false),
  };
}

function planDeviceCounters(rows: CommitBatch['deviceCounters']): { deviceId: string; counter: number }[] {
  const seen = new Set<string>();
  return list(rows, 'deviceCounters').map((row, i) => {
    const deviceId = text(row.deviceId, `deviceCounters[${i}].deviceId`);
    if (seen.has(deviceId)) throw new StoreError(`Commit refused: device "${deviceId}" has two counters in one batch`);
    seen.add(deviceId);
    return { deviceId, counter: nonNegative(row.counter, `deviceCounters[${i}].counter`) };
  });
}

function planSettings(rows: CommitBatch['settings']): { key: string; valueJson: string }[] {
  const seen = new Set<string>();
  return list(rows, 'settings').map((row, i) => {
    const key = text(row.key, `settings[${i}].key`);
    if (seen.has(key)) throw new StoreError(`Commit refused: setting "${key}" is written twice in one batch`);
    seen.add(key);
    return { key, valueJson: toJson(row.value, `settings[${i}].value`, false) };
  });
}

function list<T>(value: T[] | undefined, what: string): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new StoreError(`Commit refused: ${what} is not a list`);
  value.forEach((item, i) => {
    if (item === null || typeof item !== 'object') throw new StoreError(`Commit refused: ${what}[${i}] is not an object`);
  });
  return value;
}

/** Money and counts are whole numbers a double holds exactly; anything else is a bug upstream. */
export function integer(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new StoreError(`Commit refused: ${what} must be a whole number (safe integer), got ${String(value)}`);
  }
  return value;
}

function nonNegative(value: unknown, what: string): number {
  const n = integer(value, what);
  if (n < 0) throw new StoreError(`Commit refused: ${what} must not be negative, got ${n}`);
  return n;
}

function optionalInteger(value: unknown, what: string): number {
  return value === undefined ? 0 : integer(value, what);
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new StoreError(`Commit refused: ${what} must be a non-empty string`);
  return value;
}

/** '|' separates the fields the event hash covers, so a kind must not contain one. */
function eventKind(value: unknown, what: string): string {
  const kind = text(value, what);
  if (kind.includes('|')) throw new StoreError(`Commit refused: ${what} "${kind}" must not contain "|"`);
  return kind;
}

/**
 * JSON text for a value. `undefined` becomes "null" where absence is allowed; values JSON
 * cannot represent (BigInt, cycles) are refused rather than stored half-way.
 */
function toJson(value: unknown, what: string, undefinedAsNull: boolean): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (cause) {
    throw new StoreError(`Commit refused: ${what} cannot be stored as JSON (${(cause as Error).message})`, { cause });
  }
  if (json === undefined) {
    if (undefinedAsNull) return 'null';
    throw new StoreError(`Commit refused: ${what} is missing or cannot be stored as JSON`);
  }
  return json;
}
