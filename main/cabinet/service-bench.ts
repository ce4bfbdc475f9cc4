/**
 * The technician's bench: what the diagnostics screen switches on while the service menu is
 * open — the acceptor test (coins metered apart, bills shown then returned), lamps driven by
 * hand, the panel's buttons shown as they are held, and the hopper's test payout. The cabinet
 * asks the bench what its devices should do; nothing here touches the books.
 */
import { LAMPS, PANEL_BUTTONS, type Lamp, type LampState, type PanelButton } from '../../hardware/io-board/panel-types';
import type { DeviceHealthView, DiagnosticsView, IntentResult } from '../ipc/contract';
import type { CabinetStore } from '../store/cabinet-store';
import type { HopperPayout } from './hopper-payout';

const OK: IntentResult = { ok: true };
const refuse = (message: string): IntentResult => ({ ok: false, error: { code: 'not-allowed', message } });

/** Event kinds the diagnostics screen lists as "last errors". */
const ERROR_KINDS = /error|fault|jam|fraud|lost|runaway|not-taken|went-back|failed|silent/;

export class ServiceBench {
  private acceptorTestSince: number | null = null;
  private lamps: Record<Lamp, LampState> | null = null;
  private readonly held = new Set<PanelButton>();

  constructor(
    private readonly store: CabinetStore,
    private readonly payout: HopperPayout,
    private readonly now: () => number = Date.now,
  ) {}

  /** The acceptors take coins and show bills for the test. */
  get acceptorTest(): boolean {
    return this.acceptorTestSince !== null;
  }

  setAcceptorTest(on: boolean, by: string): IntentResult {
    if (on === this.acceptorTest) return OK;
    this.acceptorTestSince = on ? this.now() : null;
    this.store.commit({ events: [{ kind: on ? 'service-acceptor-test-on' : 'service-acceptor-test-off', detail: { by } }] });
    return OK;
  }

  /** Lamps as the technician set them, or null while they follow the game. */
  get lampOverride(): Record<Lamp, LampState> | null {
    return this.lamps;
  }

  setLamp(lamp: string, state: LampState): IntentResult {
    if (lamp === 'all') {
      this.lamps = Object.fromEntries(LAMPS.map((l) => [l, state])) as Record<Lamp, LampState>;
      return OK;
    }
    if (!(LAMPS as readonly string[]).includes(lamp)) return refuse(`there is no lamp "${lamp}": the panel has ${LAMPS.join(', ')}`);
    this.lamps = { ...(this.lamps ?? (Object.fromEntries(LAMPS.map((l) => [l, 'off'])) as Record<Lamp, LampState>)), [lamp]: state };
    return OK;
  }

  /** A panel button went down or up (the diagnostics screen shows it held). */
  button(button: PanelButton, pressed: boolean): void {
    if (pressed) this.held.add(button);
    else this.held.delete(button);
  }

  startTestPayout(coins: number, by: string): IntentResult {
    const start = this.payout.startTestPayout(coins);
    if (!start.ok) return refuse(`no test payout now: ${start.reason}`);
    this.store.commit({ ...start.batch, events: [...(start.batch.events ?? []).map((e) => ({ ...e, detail: { ...(e.detail as object), by } }))] });
    return OK;
  }

  /** Leaving the menu ends every test: lamps follow the game again, acceptors are inhibited again. */
  end(by: string): void {
    if (this.acceptorTest) this.setAcceptorTest(false, by);
    this.lamps = null;
    this.held.clear();
  }

  view(devices: readonly DeviceHealthView[], liveLamps: DiagnosticsView['lamps']): Omit<DiagnosticsView, 'seen'> & { seenSince: number | null } {
    const meters = this.store.meters('cabinet');
    const test = this.payout.testPayout();
    const lastErrors = this.store
      .events({ limit: 400 })
      .filter((e) => ERROR_KINDS.test(e.kind))
      .slice(0, 10)
      .map((e) => ({ at: e.createdAt, kind: e.kind, detail: JSON.stringify(e.detail).slice(0, 200) }));
    return {
      acceptorsTest: this.acceptorTest,
      seenSince: this.acceptorTestSince,
      testPayout: test ? { requested: test.requested, paid: test.paid, running: true } : null,
      testPayoutMeters: {
        count: meters['test-payout-count'],
        cents: meters['test-payout-value'],
        coinInCount: meters['test-coin-in-count'],
        coinInCents: meters['test-coin-in-value'],
      },
      buttons: Object.fromEntries(PANEL_BUTTONS.map((b) => [b, this.held.has(b)])),
      lamps: this.lamps ?? liveLamps,
      lampNames: LAMPS,
      devices,
      lastErrors,
    };
  }
}
