/**
 * The event log screen's data: the hash chain checked now (an altered or removed row is shown,
 * not hidden), the kinds to filter by, and the newest matching entries with their details as
 * short JSON text the screen can print as it is.
 */
import type { EventLogView } from '../ipc/service-contract';
import type { CabinetStore } from '../store/cabinet-store';
import type { EventChainResult } from '../store/store-types';

/** Entries on one screen; the total says how many more match. */
export const EVENT_LOG_ROWS = 200;
/** A detail longer than this is cut: the screen has one line per entry; the export has it whole. */
export const EVENT_DETAIL_CHARS = 300;

export interface EventLogFilter {
  readonly kind: string | null;
  readonly fromMs: number | null;
  readonly toMs: number | null;
}

export function detailText(detail: unknown): string {
  const text = JSON.stringify(detail) ?? 'null';
  return text.length <= EVENT_DETAIL_CHARS ? text : `${text.slice(0, EVENT_DETAIL_CHARS - 1)}…`;
}

/**
 * `verify` walks the whole chain (about 0.4 s on 100,000 entries); the service desk passes a
 * cached one so a screen redrawn for every view does not walk it each time.
 */
export function eventLogView(store: CabinetStore, filter: EventLogFilter, verify: () => EventChainResult = () => store.verifyEventChain()): EventLogView {
  // Absent means "any" to the store; both dates are included.
  const query = { kind: filter.kind ?? undefined, fromMs: filter.fromMs ?? undefined, toMs: filter.toMs ?? undefined };
  const chain = verify();
  return {
    chain: chain.ok
      ? { ok: true, count: chain.count, brokenAtId: null, reason: null }
      : // A broken chain stops the check at the break: count is then every entry the log holds.
        { ok: false, count: store.eventCount({}), brokenAtId: chain.brokenAtId, reason: chain.reason },
    filter: { kind: filter.kind, fromMs: filter.fromMs, toMs: filter.toMs },
    kinds: store.eventKinds(),
    entries: store.events({ ...query, limit: EVENT_LOG_ROWS }).map((entry) => ({
      id: entry.id,
      at: entry.createdAt,
      kind: entry.kind,
      detail: detailText(entry.detail),
      hash: entry.hash,
    })),
    total: store.eventCount(query),
  };
}
