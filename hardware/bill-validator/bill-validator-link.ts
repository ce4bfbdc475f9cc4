/**
 * What the cabinet needs from a bill validator, in the terms of ccTalk header 159 ("read
 * buffered bill events"). The buffer has the same shape and the same event-counter rules as the
 * coin acceptor's header 229, so the cabinet reads it with the same `readCounter`
 * (hardware/coin-acceptor/event-counter.ts) and commits the counter with the credit.
 *
 * Pairs [A, B], newest first: A ≠ 0 is bill type A, B = 0 stacked (credit), B = 1 held in escrow
 * (no credit yet: the cabinet routes it). A = 0 is a status code B (bill-status-codes.ts).
 */
import type { BufferedCredit } from '../coin-acceptor/coin-acceptor-link';

export type { BufferedCredit };

export interface BillValidatorIdentity {
  /** Header 245; always "Bill Validator" (identify() refuses anything else). */
  readonly category: string;
  /** Header 246. */
  readonly manufacturer: string;
  /** Header 244. */
  readonly productCode: string;
  /** Header 242, three bytes LSB first. */
  readonly serialNumber: number;
  /** Header 157 for each bill type 1..16 that is programmed, e.g. 1 → "EU0005A". */
  readonly billIds: ReadonlyMap<number, string>;
}

export type BillRoute = 'stack' | 'return';

/**
 * Header 154's answer: ACK ('routed'), error 254 ('escrow-empty') or error 255 ('failed': the
 * validator could not move the bill, e.g. jammed or the stacker is full or out).
 */
export type RouteOutcome = 'routed' | 'escrow-empty' | 'failed';

export interface BillValidatorLink {
  readonly deviceId: string;
  identify(): Promise<BillValidatorIdentity>;
  /** Header 231: exactly these bill types (1..16) are accepted; every other type is inhibited. */
  enableBills(types: readonly number[]): Promise<void>;
  /** Header 228: true = accept bills, false = master inhibit (every bill is refused). */
  setMasterInhibit(accept: boolean): Promise<void>;
  /**
   * Header 153: hold validated bills in escrow for the cabinet to route (true), or stack them
   * straight away (false). Products differ in their power-up default, so the cabinet sets it.
   */
  setEscrowMode(enabled: boolean): Promise<void>;
  readBufferedBills(): Promise<BufferedCredit>;
  /** Header 154: stack the bill waiting in escrow, or hand it back to the player. */
  routeBill(route: BillRoute): Promise<RouteOutcome>;
}
