/**
 * Seals on the critical records (the wallet row and every meter row): a SHA-256 over the table,
 * the row's key and its value, stored next to the value and written in the same statement.
 *
 * A value changed outside the firmware (a flipped bit on the flash, someone editing the file
 * with sqlite3) no longer matches its seal, and the boot check locks the cabinet. The seal is a
 * plain hash, not a keyed one: any key would sit in this open firmware anyway, so it guards
 * against damage and casual edits, while the event chain and the ledger keep the history.
 *
 * The formula is part of the file format: migration 2 sealed existing rows with it. Changing it
 * needs a new migration that re-seals every row, or every cabinet in the field locks.
 */

import { sha256Hex } from './sha256';
import type { WalletState } from './store-types';

// The scope is free text, so its length goes first: no scope can end where another row's name
// begins and make two different rows hash alike. Names come from the closed meter list.
export function meterSeal(scope: string, name: string, value: number): string {
  return sha256Hex(`meters|${scope.length}|${scope}|${name}|${value}`);
}

/** A jackpot pool: its value and the seed it is topped up to. */
export function poolSeal(pool: string, micros: number, seedMicros: number): string {
  return sha256Hex(`pools|${pool.length}|${pool}|${micros}|${seedMicros}`);
}

export function poolSealProblem(pool: string): string {
  return `jackpot pool ${pool}: value does not match its seal`;
}

export function walletSeal(wallet: WalletState): string {
  return sha256Hex(`wallet|1|${wallet.creditsCents}|${wallet.bonuses}|${wallet.payoutRemainingCents}`);
}

/** The technician reads this on the store screen; it names the record the way the audit does. */
export function meterSealProblem(scope: string, name: string): string {
  return `meter ${scope}/${name}: value does not match its seal`;
}

export const WALLET_SEAL_PROBLEM = 'wallet: credits, bonuses or payout remaining do not match its seal';
