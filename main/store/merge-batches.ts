/**
 * Joins the parts of one commit that different pieces of the cabinet prepare (a credit and the
 * tilt it raises, paid coins and the dispense they close), so they land in one transaction.
 * Lists are concatenated, wallet deltas added, and for settings of the same key the last one
 * wins, as in the store.
 */
import type { CommitBatch } from './store-types';

/** Joins batch parts (settings of the same key: the last one wins, as in the store). */
export function mergeBatches(...parts: CommitBatch[]): CommitBatch {
  const out: CommitBatch = {};
  for (const part of parts) {
    for (const field of ['ledger', 'meters', 'deviceCounters', 'events', 'settings', 'pools'] as const) {
      const items = part[field] as unknown[] | undefined;
      if (items && items.length > 0) (out as Record<string, unknown[]>)[field] = [...(((out as Record<string, unknown[]>)[field]) ?? []), ...items];
    }
    if (part.wallet) {
      const w = out.wallet ?? {};
      out.wallet = {
        creditsDelta: (w.creditsDelta ?? 0) + (part.wallet.creditsDelta ?? 0),
        bonusesDelta: (w.bonusesDelta ?? 0) + (part.wallet.bonusesDelta ?? 0),
        payoutRemainingDelta: (w.payoutRemainingDelta ?? 0) + (part.wallet.payoutRemainingDelta ?? 0),
      };
    }
    if (part.journal) out.journal = part.journal;
    if (part.snapshot) out.snapshot = part.snapshot;
  }
  return out;
}
