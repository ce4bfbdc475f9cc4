/**
 * Errors the store throws. Messages are written for the technician reading the fault screen or
 * the service log, so they say what was refused and why, in the cabinet's own words.
 */

/** Any failure of the persistence layer: the cabinet treats it as a "store error" fault. */
export class StoreError extends Error {
  override readonly name: string = 'StoreError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * A write whose idempotency key was already used. Refusing it (instead of ignoring it) lets the
 * caller tell "already done before the power cut" from "done now".
 */
export class DuplicateEntryError extends StoreError {
  override readonly name: string = 'DuplicateEntryError';
  constructor(readonly key: string) {
    super(`Duplicate entry "${key}": it was already recorded, so the whole batch was refused and nothing changed`);
  }
}

/** A batch that would take the credit, bonus or payout balance, or a jackpot pool (micros), below zero. */
export class InsufficientFundsError extends StoreError {
  override readonly name: string = 'InsufficientFundsError';
  constructor(
    readonly balance: 'credits' | 'bonuses' | 'payout remaining' | `jackpot pool ${string}`,
    readonly current: number,
    readonly delta: number,
  ) {
    super(
      `Not enough ${balance}: ${balance.startsWith('jackpot pool') ? 'the pool holds' : 'the wallet holds'} ${current} and the batch changes it by ${delta}; ` +
        'a balance can never go below zero, so nothing changed',
    );
  }
}

/** The cash accounting identity did not hold after a batch; the batch was rolled back. */
export class AccountingError extends StoreError {
  override readonly name: string = 'AccountingError';
}
