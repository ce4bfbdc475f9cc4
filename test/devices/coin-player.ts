/**
 * A player dropping coins into the emulated acceptor as fast as the acceptor's five-event buffer
 * allows, without ever being the cause of a lost credit. Two rules, both must allow a coin:
 *
 * 1. `unreadSinceProcessed() <= 4` (docs/devices-coin-acceptor.md): at most five events wait
 *    after the last 229 reply the host provably finished with.
 * 2. At most five events past the counter the cabinet has COMMITTED (read from its store). Rule 1
 *    alone is not enough across a power cut: a reply the killed cabinet read but never committed
 *    is taken as "processed" as soon as the restarted cabinet sends its first request, and the
 *    player would then overfill the buffer relative to what the new cabinet knows.
 *
 * A real acceptor forgets unread events when it loses power, so the player powers it down only
 * when nothing is unread; and after that it waits for the cabinet to have committed the reset
 * (counter 0) before inserting again, so no new event can be mistaken for an old one.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { CoinDefinition } from '../../config/cabinet-config';
import { counterDelta } from '../../hardware/coin-acceptor/event-counter';
import type { EmulatedCctalkCoinAcceptor } from '../../hardware/emulators/cctalk/coin-acceptor';
import { counterKey } from '../../main/cabinet/coin-intake';
import { STORE_FILE_NAME } from '../../main/store/cabinet-store';

const BUFFER = 5;

export class CoinPlayer {
  private books: Database.Database | null = null;
  private counterQuery: Database.Statement | null = null;
  private awaitingReset = false;
  insertedCoins = 0;
  insertedCents = 0;

  constructor(
    private readonly acceptor: EmulatedCctalkCoinAcceptor,
    private readonly coins: readonly CoinDefinition[],
    private readonly dataDir: string,
    private readonly deviceId: string,
    private readonly pick: (below: number) => number,
  ) {}

  /** The 229 counter in the cabinet's store: what it has credited up to. Null before first contact. */
  committedCounter(): number | null {
    if (!this.counterQuery) {
      try {
        this.books = new Database(join(this.dataDir, STORE_FILE_NAME), { readonly: true, fileMustExist: true });
      } catch {
        return null;
      }
      this.counterQuery = this.books.prepare('SELECT counter FROM device_counters WHERE device_id = ?');
    }
    const row = this.counterQuery.get(counterKey(this.deviceId)) as { counter: number } | undefined;
    return row?.counter ?? null;
  }

  /** Events in the acceptor the cabinet has not committed; null before first contact. */
  uncommitted(): number | null {
    const committed = this.committedCounter();
    return committed === null ? null : counterDelta(committed, this.acceptor.counter);
  }

  /** Drops as many coins as the two rules allow now, up to `limit`. Returns how many were accepted. */
  feed(limit: number): number {
    if (!this.acceptor.masterAccepting || limit <= 0) return 0;
    const committed = this.committedCounter();
    if (committed === null) return 0;
    if (this.awaitingReset) {
      if (committed !== 0) return 0;
      this.awaitingReset = false;
    }
    const room = Math.min(BUFFER - this.acceptor.unreadSinceProcessed(), BUFFER - counterDelta(committed, this.acceptor.counter), limit);
    let accepted = 0;
    for (let i = 0; i < room; i += 1) {
      const coin = this.coins[this.pick(this.coins.length)] as CoinDefinition;
      if (this.acceptor.insertCoin(coin.position) !== 'accepted') break;
      accepted += 1;
      this.insertedCoins += 1;
      this.insertedCents += coin.valueCents;
    }
    return accepted;
  }

  /** True once nothing is waiting in the acceptor: read, processed and committed. */
  allCommitted(): boolean {
    return this.acceptor.unreadSinceProcessed() === 0 && this.uncommitted() === 0;
  }

  /** Power off and on, only with nothing unread (the buffer does not survive it). */
  powerCycle(): boolean {
    if (!this.allCommitted()) return false;
    this.acceptor.powerCycle();
    this.awaitingReset = true;
    return true;
  }

  close(): void {
    this.books?.close();
    this.books = null;
    this.counterQuery = null;
  }
}
