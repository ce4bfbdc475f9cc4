/**
 * The faults that stop play (PLATFORM.md "Faults that stop play"). They live in the store, in
 * the same transaction as whatever raised them, so a fault present at power-down is present
 * after power-up. Each has a key: raising a key that is already up changes nothing (a jammed
 * coin reported on every poll is one tilt), and clearing removes it by key.
 *
 * Door tilts clear themselves when the door closes; the others need the attendant. A hopper
 * that could not finish a payout offers refill (the payout goes on) or handpay (the attendant
 * pays the rest by hand); both clear it.
 */
import type { TiltCode, TiltView } from '../ipc/contract';
import type { CommitBatch } from '../store/store-types';
import type { CabinetStore } from '../store/cabinet-store';

export const TILTS_SETTING = 'tilts';

export interface Tilt {
  /** Unique per fault source, e.g. 'door:mainDoor', 'coin-acceptor:fraud', 'hopper:unpaid'. */
  readonly key: string;
  readonly code: TiltCode;
  readonly detail: string;
  readonly since: number;
}

const HOPPER_UNPAID: readonly TiltCode[] = ['hopper-empty', 'hopper-jam'];

/** The attendant's actions for a tilt (none for a door: closing it clears it). */
export function actionsFor(tilt: Tilt): TiltView['actions'] {
  if (tilt.code === 'door-open' || tilt.code === 'store-locked') return [];
  if (tilt.code === 'handpay-required' || tilt.code === 'jackpot-handpay') return ['handpay'];
  // What a silent hopper owes is handpaid; the fault also clears when it answers (hopper-watch.ts).
  if (tilt.code === 'hopper-fault' && tilt.key === 'hopper:unpaid') return ['handpay'];
  if (HOPPER_UNPAID.includes(tilt.code)) return ['refill', 'handpay'];
  return ['clear'];
}

export function tiltView(tilt: Tilt): TiltView {
  return { code: tilt.code, detail: tilt.detail, since: tilt.since, actions: actionsFor(tilt) };
}

function isTilt(value: unknown): value is Tilt {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return typeof t.key === 'string' && typeof t.code === 'string' && typeof t.detail === 'string' && typeof t.since === 'number';
}

export class TiltBook {
  constructor(
    private readonly store: CabinetStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every active tilt, oldest first. A stored value that is not a list of tilts is itself a fault. */
  active(): Tilt[] {
    const stored = this.store.getSetting(TILTS_SETTING);
    if (stored === undefined) return [];
    if (!Array.isArray(stored) || !stored.every(isTilt)) {
      return [{ key: 'store:tilts', code: 'device-fault', detail: 'the stored tilt list is unreadable; check the devices, then clear', since: 0 }];
    }
    return stored;
  }

  get stopped(): boolean {
    return this.active().length > 0;
  }

  has(key: string): boolean {
    return this.active().some((t) => t.key === key);
  }

  /**
   * The batch parts that raise tilts (those whose key is already up are left as they are).
   * Merge them into the batch of whatever caused them, so a fault and its cause commit together.
   * Raise every tilt of one commit in one call: each call starts from the stored list.
   */
  raise(...tilts: { key: string; code: TiltCode; detail: string }[]): Pick<CommitBatch, 'settings' | 'events'> {
    const current = this.active();
    const fresh: Tilt[] = [];
    for (const t of tilts) {
      if (current.some((c) => c.key === t.key) || fresh.some((c) => c.key === t.key)) continue;
      fresh.push({ key: t.key, code: t.code, detail: t.detail, since: this.now() });
    }
    if (fresh.length === 0) return {};
    return {
      settings: [{ key: TILTS_SETTING, value: [...current, ...fresh] }],
      events: fresh.map((t) => ({ kind: 'tilt', detail: { key: t.key, code: t.code, detail: t.detail } })),
    };
  }

  /** The batch parts that clear the tilts whose keys match; `by` says who (attendant, door closed…). */
  clear(match: (tilt: Tilt) => boolean, by: string): Pick<CommitBatch, 'settings' | 'events'> & { cleared: Tilt[] } {
    const current = this.active();
    const cleared = current.filter(match);
    if (cleared.length === 0) return { cleared };
    return {
      cleared,
      settings: [{ key: TILTS_SETTING, value: current.filter((t) => !match(t)) }],
      events: cleared.map((t) => ({ kind: 'tilt-cleared', detail: { key: t.key, code: t.code, by } })),
    };
  }
}
