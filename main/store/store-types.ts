/** Shapes the cabinet layer reads from and writes to the store. */

import type { MeterName, MeterScope } from './meter-names';

export interface WalletState {
  creditsCents: number;
  bonuses: number;
  payoutRemainingCents: number;
}

export interface LedgerWrite {
  /** Idempotency key: may be written once ever. */
  key: string;
  kind: string;
  cents: number;
  bonuses: number;
  /** Micro-euros moved into or out of a jackpot pool (0 when absent). */
  micros?: number;
  /** The jackpot pool the row concerns, if any. */
  pool?: string;
}

/**
 * A change to a jackpot pool's value in micro-euros (1 cent = 10,000 micros). The changes of a
 * batch are applied in order and the pool may not go below zero at any of them.
 */
export interface PoolDelta {
  readonly pool: string;
  readonly deltaMicros: number;
}

/** A pool the games need, and the value it starts at (and is reseeded to). */
export interface PoolSpec {
  readonly id: string;
  readonly seedMicros: number;
}

export interface PoolState {
  readonly micros: number;
  readonly seedMicros: number;
}

export interface MeterIncrement {
  scope: MeterScope;
  name: MeterName;
  /** Never negative: meters only count up (a RAM clear is a separate, recorded operation). */
  delta: number;
}

export interface WalletChange {
  creditsDelta?: number;
  bonusesDelta?: number;
  payoutRemainingDelta?: number;
}

export interface JournalWrite {
  gameId: string;
  roundId: number | null;
  seq: number;
  label: string;
  detail: unknown;
  draws: unknown;
  moves: unknown;
  creditsBeforeCents: number;
  creditsAfterCents: number;
  bonusesBefore: number;
  bonusesAfter: number;
  /** The game's persisted machine snapshot after the step, for replaying it in recall (absent in rows written before it was kept). */
  snapshot?: unknown;
}

export interface SnapshotWrite {
  gameId: string;
  machineVersion: number;
  stepSeq: number;
  snapshot: unknown;
}

export interface DeviceCounterWrite {
  deviceId: string;
  counter: number;
}

export interface EventWrite {
  kind: string;
  detail: unknown;
}

export interface SettingWrite {
  key: string;
  /** Any JSON value; replaces the previous one. */
  value: unknown;
}

export interface CommitBatch {
  /** Idempotency: each key may be written once ever. If ANY key already exists the whole batch is refused with DuplicateEntryError and nothing changes. */
  ledger?: LedgerWrite[];
  /** Meter increments per scope (never negative). */
  meters?: MeterIncrement[];
  wallet?: WalletChange;
  /** One journal step for game recall. */
  journal?: JournalWrite;
  /** The game's persisted XState snapshot (JSON), replaced. */
  snapshot?: SnapshotWrite;
  /** Last event counter per device (coin acceptor ccTalk header 229 counter etc.), replaced. */
  deviceCounters?: DeviceCounterWrite[];
  /** Entries for the tamper-evident event log. */
  events?: EventWrite[];
  /** Settings (key-value, JSON), replaced. */
  settings?: SettingWrite[];
  /** Jackpot pool changes, in order; a pool must exist (ensurePools) and never go below zero. */
  pools?: readonly PoolDelta[];
}

/** A journal step as read back: what was written, with its row id and time. */
export interface JournalEntry extends JournalWrite {
  id: number;
  /** Milliseconds since the epoch, from the store's clock. */
  createdAt: number;
}

export interface EventEntry {
  id: number;
  kind: string;
  detail: unknown;
  createdAt: number;
  prevHash: string;
  hash: string;
}

export interface StoredSnapshot {
  machineVersion: number;
  stepSeq: number;
  snapshot: unknown;
}

export type EventChainResult = { ok: true; count: number } | { ok: false; brokenAtId: number; reason: string };

export type AccountingResult = { ok: true } | { ok: false; detail: string };
