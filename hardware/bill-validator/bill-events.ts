/**
 * The reply to header 159, "Read buffered bill events": `[event counter][A1 B1]…[A5 B5]`,
 * newest first, the same layout as header 229. The pairs are kept raw ([A, B]) because that is
 * what the shared event-counter code and the cabinet's bill intake consume; `describeBillEvent`
 * names one pair for logs and tests.
 */
import { CctalkFrameError } from '../cctalk/frame-error';
import { EVENT_BUFFER_SIZE } from '../coin-acceptor/event-counter';
import type { BufferedCredit } from '../coin-acceptor/coin-acceptor-link';
import { classifyBillStatus, type BillStatus } from './bill-status-codes';

export const BILL_EVENT_REPLY_LENGTH = 1 + 2 * EVENT_BUFFER_SIZE;

/** B values that go with a bill type in A. */
export const BillOutcome = {
  STACKED: 0,
  ESCROW: 1,
} as const;

export type BillEvent =
  | { readonly kind: 'stacked'; readonly billType: number }
  | { readonly kind: 'escrow'; readonly billType: number }
  | { readonly kind: 'status'; readonly status: BillStatus }
  /** A bill type with a B the table does not define (some recyclers use other values). */
  | { readonly kind: 'unknown'; readonly a: number; readonly b: number };

export function parseBillEventBuffer(data: readonly number[]): BufferedCredit {
  if (data.length !== BILL_EVENT_REPLY_LENGTH) {
    throw new CctalkFrameError('bad-payload', `a header 159 reply has ${BILL_EVENT_REPLY_LENGTH} data bytes, got ${data.length}`);
  }
  data.forEach((b, i) => {
    if (!Number.isInteger(b) || b < 0 || b > 255) throw new CctalkFrameError('invalid-byte', `header 159 reply byte ${i} is not a byte: ${String(b)}`);
  });
  const events: (readonly [number, number])[] = [];
  for (let i = 0; i < EVENT_BUFFER_SIZE; i++) events.push([data[1 + 2 * i] ?? 0, data[2 + 2 * i] ?? 0] as const);
  return { counter: data[0] ?? 0, events };
}

/**
 * Names one NEW event (one the event counter says is new). A [0, 0] pair here is the status
 * "master inhibit active", not an empty slot: only the counter tells empty slots apart.
 */
export function describeBillEvent([a, b]: readonly [number, number]): BillEvent {
  if (a === 0) return { kind: 'status', status: classifyBillStatus(b) };
  if (b === BillOutcome.STACKED) return { kind: 'stacked', billType: a };
  if (b === BillOutcome.ESCROW) return { kind: 'escrow', billType: a };
  return { kind: 'unknown', a, b };
}
