/**
 * What the cabinet has committed of each device's event stream, read from its store file while
 * it runs (WAL lets a reader in beside the writer).
 *
 * The emulators' own `unreadSinceProcessed()` cannot tell alone: they take any later request as
 * proof that the host processed their last intact reply, and a killed cabinet breaks that — the
 * reply may have reached a process that died before committing it (or reached no process at
 * all), and the next cabinet's first request then "proves" it read. The store is the truth of
 * what was credited, so the player in the power-cut test also asks it before adding an event.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { counterDelta } from '../../hardware/coin-acceptor/event-counter';
import { billCounterKey } from '../../main/cabinet/bill-intake';
import { counterKey, eventIndexKey } from '../../main/cabinet/coin-intake';
import { STORE_FILE_NAME } from '../../main/store/cabinet-store';

export class CommittedCounters {
  private db: Database.Database | null = null;
  private counter: Database.Statement<[string], { counter: number }> | null = null;

  constructor(private readonly dataDir: string) {}

  /** Coin acceptor events the cabinet has committed since it first read the device; null before that read. */
  coinEventsRead(deviceId: string): number | null {
    // The event index is first written with the first event; the counter at the first read.
    if (this.read(counterKey(deviceId)) === null) return null;
    return this.read(eventIndexKey(deviceId)) ?? 0;
  }

  /**
   * Bill validator events buffered in the device since the counter the cabinet committed, or
   * null before its first read (it then takes whatever is buffered as already seen).
   */
  billEventsUnread(deviceId: string, deviceCounter: number): number | null {
    const stored = this.read(billCounterKey(deviceId));
    return stored === null ? null : counterDelta(stored, deviceCounter);
  }

  close(): void {
    this.db?.close();
    this.db = null;
    this.counter = null;
  }

  private read(key: string): number | null {
    try {
      if (!this.counter) {
        const path = join(this.dataDir, STORE_FILE_NAME);
        if (!existsSync(path)) return null;
        this.db = new Database(path, { readonly: true, fileMustExist: true });
        this.counter = this.db.prepare('SELECT counter FROM device_counters WHERE device_id = ?');
      }
      return this.counter.get(key)?.counter ?? null;
    } catch {
      // The first cabinet is still creating the store: nothing is committed yet.
      this.close();
      return null;
    }
  }
}
