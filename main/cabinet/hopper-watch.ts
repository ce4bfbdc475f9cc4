/**
 * A payout from a hopper that does not answer ends in a fault the attendant can settle, never in
 * a payout that waits forever. With coins owed and the hopper silent (no reply, or its port gone)
 * for HOPPER_SILENT_FAULT_MS, HOPPER FAULT stops play on the unpaid-payout key and offers the
 * attendant a handpay; if the hopper answers first, the fault clears and the payout goes on,
 * settled from the hopper's lifetime counter.
 *
 * A silent hopper with nothing owed does not stop play (coins and bills still credit): the screen
 * calls the attendant (renderer/model/device-notice.ts), the event log and the diagnostics screen
 * show it, and a COLLECT meanwhile ends in this fault and its handpay.
 */
import type { DeviceHealthView } from '../ipc/contract';
import { formatEuros } from '../../engine/core/money';
import type { CabinetStore } from '../store/cabinet-store';
import { mergeBatches } from '../store/merge-batches';
import { HOPPER_UNPAID_TILT } from './hopper-payout';
import type { TiltBook } from './tilts';

/** How long the hopper may stay silent with coins owed before the cabinet calls it a fault (ms). */
export const HOPPER_SILENT_FAULT_MS = 3000;

export class HopperWatch {
  private silentSince: number | null = null;

  constructor(
    private readonly store: CabinetStore,
    private readonly tilts: TiltBook,
    private readonly now: () => number = Date.now,
  ) {}

  /** HOPPER FAULT is up: the hopper went silent owing coins (a handpay may then close its dispense). */
  get faulted(): boolean {
    return this.tilts.active().some((t) => t.key === HOPPER_UNPAID_TILT && t.code === 'hopper-fault');
  }

  /** After each device poll, with the hopper's health (undefined: no hopper on the list). */
  check(hopper: DeviceHealthView | undefined): void {
    const silent = hopper !== undefined && (hopper.state === 'no-reply' || hopper.state === 'unplugged');
    if (!silent) {
      this.silentSince = null;
      if (hopper?.state !== 'ok' || !this.faulted) return;
      const cleared = this.tilts.clear((t) => t.key === HOPPER_UNPAID_TILT && t.code === 'hopper-fault', 'hopper answering');
      this.store.commit({ settings: cleared.settings, events: cleared.events });
      return;
    }
    this.silentSince ??= this.now();
    const owed = this.store.wallet().payoutRemainingCents;
    if (owed === 0 || this.now() - this.silentSince < HOPPER_SILENT_FAULT_MS || this.tilts.has(HOPPER_UNPAID_TILT)) return;
    const how = hopper.state === 'unplugged' ? 'is unplugged' : 'does not answer';
    this.store.commit(
      mergeBatches(
        this.tilts.raise({ key: HOPPER_UNPAID_TILT, code: 'hopper-fault', detail: `${formatEuros(owed)} not paid: the hopper on ${hopper.port} ${how}` }),
        { events: [{ kind: 'hopper-silent-fault', detail: { port: hopper.port, state: hopper.state, owedCents: owed } }] },
      ),
    );
  }
}
