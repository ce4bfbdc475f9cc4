/**
 * Parser for the reply to header 229, "Read buffered credit or error codes":
 * `[event counter][A1 B1][A2 B2][A3 B3][A4 B4][A5 B5]`, newest event first.
 * A ≠ 0: a coin validated at coin position A, routed to sorter path B.
 * A = 0: error code B; code 0 is the spec's "null event" (an empty buffer slot), typed apart so
 * callers never mistake the zero-filled slots of a fresh device for faults.
 * Deciding which events are new from the counter is hardware/coin-acceptor/event-counter's job.
 */
import { CctalkFrameError } from './frame-error';

export const BUFFERED_CREDIT_EVENTS = 5;
export const BUFFERED_CREDIT_REPLY_LENGTH = 1 + 2 * BUFFERED_CREDIT_EVENTS;

export type CreditEvent =
  | { readonly kind: 'coin'; readonly position: number; readonly sorterPath: number }
  | { readonly kind: 'error'; readonly code: number }
  | { readonly kind: 'null' };

export interface BufferedCreditReply {
  /** 0 only after a device reset; otherwise 1..255, wrapping 255 → 1. */
  readonly counter: number;
  /** Exactly five events, newest first, as the device buffers them. */
  readonly events: readonly CreditEvent[];
}

export function parseBufferedCredit(data: readonly number[]): BufferedCreditReply {
  if (!Array.isArray(data) || data.length !== BUFFERED_CREDIT_REPLY_LENGTH) {
    const got = Array.isArray(data) ? `${data.length} bytes` : 'a non-array';
    throw new CctalkFrameError('bad-payload', `a 229 reply has ${BUFFERED_CREDIT_REPLY_LENGTH} data bytes, got ${got}`);
  }
  data.forEach((b, i) => {
    if (!Number.isInteger(b) || b < 0 || b > 255) throw new CctalkFrameError('invalid-byte', `229 reply byte ${i} is not a byte: ${String(b)}`);
  });
  const events: CreditEvent[] = [];
  for (let i = 0; i < BUFFERED_CREDIT_EVENTS; i++) {
    const a = data[1 + 2 * i] ?? 0;
    const b = data[2 + 2 * i] ?? 0;
    if (a !== 0) events.push({ kind: 'coin', position: a, sorterPath: b });
    else if (b !== 0) events.push({ kind: 'error', code: b });
    else events.push({ kind: 'null' });
  }
  return { counter: data[0] ?? 0, events };
}
