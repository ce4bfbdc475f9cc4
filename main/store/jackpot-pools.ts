/**
 * The jackpot pools table: reads, the running check of a batch's pool changes, and writes. The
 * store calls it inside its commit transaction; nothing here opens a transaction of its own.
 */
import type { Database, Statement } from 'better-sqlite3';
import { InsufficientFundsError, StoreError } from './errors';
import { poolSeal, poolSealProblem } from './seals';
import type { PoolDelta, PoolState } from './store-types';

interface PoolRow {
  pool: string;
  micros: number;
  seed_micros: number;
  seal: string;
}

/** A pool's value after the batch, worked out (and its old seal checked) before anything is written. */
export interface PoolUpdate {
  readonly pool: string;
  readonly micros: number;
  readonly seedMicros: number;
}

export class JackpotPools {
  private readonly get: Statement<[string], PoolRow>;
  private readonly all_: Statement<[], PoolRow>;
  private readonly set: Statement<[string, number, number, string]>;

  constructor(db: Database) {
    this.get = db.prepare('SELECT pool, micros, seed_micros, seal FROM pools WHERE pool = ?');
    this.all_ = db.prepare('SELECT pool, micros, seed_micros, seal FROM pools ORDER BY pool');
    this.set = db.prepare(
      `INSERT INTO pools (pool, micros, seed_micros, seal) VALUES (?, ?, ?, ?)
       ON CONFLICT (pool) DO UPDATE SET micros = excluded.micros, seed_micros = excluded.seed_micros, seal = excluded.seal`,
    );
  }

  /** Every pool as stored (seals not checked: readers show what is there, the store check judges it). */
  all(): Map<string, PoolState> {
    return new Map(this.all_.all().map((row) => [row.pool, { micros: row.micros, seedMicros: row.seed_micros }]));
  }

  state(pool: string): PoolState | null {
    const row = this.get.get(pool);
    return row === undefined ? null : { micros: row.micros, seedMicros: row.seed_micros };
  }

  /**
   * The pools after the batch's changes, applied in order. Refused when a pool does not exist,
   * its seal does not match, or it would go below zero at any step (a jackpot may never pay
   * more than the pool held, even if a later top-up would cover it).
   */
  plan(deltas: readonly PoolDelta[]): PoolUpdate[] {
    const next = new Map<string, PoolUpdate>();
    for (const delta of deltas) {
      let current = next.get(delta.pool);
      if (current === undefined) {
        const row = this.get.get(delta.pool);
        if (row === undefined) throw new StoreError(`Commit refused: jackpot pool "${delta.pool}" has not been set up (the cabinet creates its games' pools at their seed when it starts)`);
        if (row.seal !== poolSeal(row.pool, row.micros, row.seed_micros)) {
          throw new StoreError(`Commit refused: ${poolSealProblem(row.pool)} (changed outside the firmware); the store check locks the cabinet until a RAM clear`);
        }
        current = { pool: row.pool, micros: row.micros, seedMicros: row.seed_micros };
      }
      const micros = current.micros + delta.deltaMicros;
      if (!Number.isSafeInteger(micros)) throw new StoreError(`Commit refused: jackpot pool ${delta.pool} would exceed the largest exact value`);
      if (micros < 0) throw new InsufficientFundsError(`jackpot pool ${delta.pool}`, current.micros, delta.deltaMicros);
      next.set(delta.pool, { ...current, micros });
    }
    return [...next.values()];
  }

  write(update: PoolUpdate): void {
    this.set.run(update.pool, update.micros, update.seedMicros, poolSeal(update.pool, update.micros, update.seedMicros));
  }

  /** One line per pool whose value does not match its seal. */
  sealProblems(): string[] {
    return this.all_.all().filter((row) => row.seal !== poolSeal(row.pool, row.micros, row.seed_micros)).map((row) => poolSealProblem(row.pool));
  }
}
