/**
 * ccTalk event-counter arithmetic for header 229 (buffered credit). The counter counts events
 * 1..255 and wraps 255 → 1; it is 0 only after the device has reset. The buffer holds the last
 * five events, newest first. From the counter we stored with the last credit and the one just
 * read we work out which buffered events are new. More than five new events means some were
 * pushed out of the buffer: those credits are lost and must never be guessed.
 */
import type { BufferedCredit } from './coin-acceptor-link';

export const EVENT_BUFFER_SIZE = 5;

export type CounterReading =
  /** Nothing new. */
  | { readonly kind: 'unchanged' }
  /** New events, OLDEST FIRST (the order to credit them). */
  | { readonly kind: 'events'; readonly events: readonly (readonly [number, number])[] }
  /** The device reset (counter went back to 0): its buffer is empty; nothing to credit. */
  | { readonly kind: 'device-reset' }
  /** More than five events since the last read: the older ones were lost. */
  | { readonly kind: 'lost-events'; readonly missed: number; readonly events: readonly (readonly [number, number])[] };

/** Events between two counter values, counting the wrap 255 → 1 (0 is never a post-reset value). */
export function counterDelta(previous: number, current: number): number {
  assertCounter(previous);
  assertCounter(current);
  if (current === 0) return 0;
  if (previous === 0) return current; // first events after a reset: 1, 2, …
  if (current >= previous) return current - previous;
  return 255 - previous + current; // wrapped past 255 to 1
}

/**
 * Interprets a 229 reply against the counter last stored. `previous` is null when the cabinet
 * has never read this device (first boot): then everything buffered is taken as already seen,
 * because it cannot be told apart from credits of a previous installation.
 */
export function readCounter(previous: number | null, reply: BufferedCredit): CounterReading {
  assertCounter(reply.counter);
  if (reply.events.length > EVENT_BUFFER_SIZE) {
    throw new RangeError(`a 229 reply carries at most ${EVENT_BUFFER_SIZE} events, got ${reply.events.length}`);
  }
  if (previous === null) return { kind: 'unchanged' };
  if (reply.counter === previous) return { kind: 'unchanged' };
  if (reply.counter === 0) return { kind: 'device-reset' };
  const delta = counterDelta(previous, reply.counter);
  const available = Math.min(delta, EVENT_BUFFER_SIZE, reply.events.length);
  const oldestFirst = reply.events.slice(0, available).reverse();
  if (delta > EVENT_BUFFER_SIZE) return { kind: 'lost-events', missed: delta - EVENT_BUFFER_SIZE, events: oldestFirst };
  return { kind: 'events', events: oldestFirst };
}

function assertCounter(value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new RangeError(`a ccTalk event counter is 0..255, got ${value}`);
  }
}
