/**
 * The technician's RAM clear: the one authorised way meters and the wallet go back to zero.
 *
 * Cleared: wallet (to zeros), meters of every scope, ledger, recall journal, game snapshots,
 * jackpot pools (the cabinet sets them up again at their seed, as on a new cabinet) and
 * settings. Kept:
 *   - settings whose key starts with "service:" (PINs and lockouts: a RAM clear must not hand
 *     the menu back to the factory PINs);
 *   - the event log: the history of the cabinet, with the readings before the clear;
 *   - device counters: an acceptor's event counter continues across the clear, and forgetting
 *     it would credit the coins still in its buffer a second time.
 *
 * Asking for confirmation is the service menu's job; this runs when called.
 */

import type { Database, Statement } from 'better-sqlite3';
import type { EventChain } from './event-chain';
import type { MeterName } from './meter-names';
import { walletSeal } from './seals';
import type { WalletState } from './store-types';

export const RAM_CLEAR_EVENT = 'ram-clear';
export const KEPT_SETTING_PREFIX = 'service:';

export interface RamClearReadings {
  /** The 'cabinet' meters before the clear. */
  meters: Record<MeterName, number>;
  /** Null when the wallet record itself was missing (a store locked for that reason). */
  wallet: WalletState | null;
}

const ZERO_WALLET: WalletState = { creditsCents: 0, bonuses: 0, payoutRemainingCents: 0 };

export class RamClear {
  private readonly clearStmts: Statement[];
  private readonly walletReset: Statement<[string]>;

  constructor(db: Database, private readonly chain: EventChain) {
    this.clearStmts = [
      db.prepare('DELETE FROM meters'),
      db.prepare('DELETE FROM ledger'),
      db.prepare('DELETE FROM journal'),
      db.prepare('DELETE FROM game_snapshots'),
      db.prepare('DELETE FROM pools'),
      // substr, not LIKE: LIKE ignores case and reads "_" as a wildcard.
      db.prepare(`DELETE FROM settings WHERE substr(key, 1, ${KEPT_SETTING_PREFIX.length}) <> '${KEPT_SETTING_PREFIX}'`),
    ];
    // REPLACE also restores a wallet row that was deleted outside the firmware.
    this.walletReset = db.prepare(
      'INSERT OR REPLACE INTO wallet (id, credits_cents, bonuses, payout_remaining_cents, seal) VALUES (1, 0, 0, 0, ?)',
    );
  }

  /** Call inside one transaction, with the readings taken in that same transaction. */
  run(by: string, before: RamClearReadings, createdAt: number): void {
    for (const stmt of this.clearStmts) stmt.run();
    this.walletReset.run(walletSeal(ZERO_WALLET));
    this.chain.append(RAM_CLEAR_EVENT, JSON.stringify({ by, before }), createdAt);
  }
}
