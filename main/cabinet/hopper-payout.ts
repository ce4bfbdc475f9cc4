/**
 * COLLECT: the balance is paid in hopper coins. Starting a payout moves the whole coins' worth
 * of credit to "payout in progress" in one transaction (a remainder smaller than one coin stays
 * on the balance); every coin the hopper reports as paid is then committed to the meters and
 * taken off the amount in progress. After a power cut the amount still in progress is resumed.
 */
import type { HopperLink } from '../../hardware/hopper/hopper-link';
import type { CabinetStore } from '../store/cabinet-store';

const PAYOUT_COUNTER = 'cabinet:payouts';

export class HopperPayout {
  /** Coins asked of the hopper in the dispense now running, and how many of them are committed. */
  private dispensing: { asked: number; committed: number } | null = null;
  /** Set when the hopper could not pay: no new dispense until an attendant refills it. */
  private stalled = false;

  constructor(
    private readonly store: CabinetStore,
    private readonly hopper: HopperLink,
    readonly coinValueCents: number,
  ) {}

  /** Coins COLLECT would pay for this balance. */
  coinsFor(creditsCents: number): number {
    return Math.floor(creditsCents / this.coinValueCents);
  }

  /** Moves the payable credit to "in progress". Returns the amount, 0 if nothing is payable. */
  startCollect(): number {
    const wallet = this.store.wallet();
    const cents = this.coinsFor(wallet.creditsCents) * this.coinValueCents;
    if (cents === 0) return 0;
    const payoutNumber = (this.store.deviceCounter(PAYOUT_COUNTER) ?? 0) + 1;
    this.store.commit({
      ledger: [{ key: `collect:${payoutNumber}`, kind: 'collect', cents, bonuses: 0 }],
      wallet: { creditsDelta: -cents, payoutRemainingDelta: cents },
      deviceCounters: [{ deviceId: PAYOUT_COUNTER, counter: payoutNumber }],
      events: [{ kind: 'collect', detail: { payoutNumber, cents, coinValueCents: this.coinValueCents } }],
    });
    return cents;
  }

  /** The attendant refilled the hopper: the payout may go on. */
  resume(): void {
    this.stalled = false;
  }

  get isStalled(): boolean {
    return this.stalled;
  }

  get inProgress(): boolean {
    return this.store.wallet().payoutRemainingCents > 0;
  }

  /**
   * One poll of the hopper: commits coins paid since the last poll, and starts a dispense for
   * what is still in progress when the hopper is idle. Returns the coins committed.
   */
  async poll(): Promise<number> {
    if (this.dispensing === null) {
      if (this.stalled) return 0;
      const remaining = this.store.wallet().payoutRemainingCents;
      if (remaining === 0) return 0;
      const coins = remaining / this.coinValueCents;
      if (!Number.isInteger(coins)) throw new Error(`payout in progress (${remaining} c) is not a whole number of ${this.coinValueCents} c coins`);
      await this.hopper.dispense(coins);
      this.dispensing = { asked: coins, committed: 0 };
    }
    const status = await this.hopper.status();
    const dispensing = this.dispensing;
    const fresh = status.paid - dispensing.committed;
    if (fresh > 0) {
      const value = fresh * this.coinValueCents;
      const before = this.store.meters('cabinet')['hopper-paid-count'];
      this.store.commit({
        ledger: [{ key: `hopper-paid:${before + fresh}`, kind: 'hopper-paid', cents: value, bonuses: 0 }],
        meters: [
          { scope: 'cabinet', name: 'hopper-paid-value', delta: value },
          { scope: 'cabinet', name: 'hopper-paid-count', delta: fresh },
        ],
        wallet: { payoutRemainingDelta: -value },
      });
      dispensing.committed += fresh;
    }
    if (status.remaining === 0) {
      if (status.unpaid > 0) {
        // The hopper ran dry: what it could not pay stays in progress until an attendant
        // refills it (device faults and handpay arrive with the real hopper driver).
        this.store.commit({ events: [{ kind: 'hopper-unpaid', detail: { unpaid: status.unpaid } }] });
        this.stalled = true;
      }
      this.dispensing = null;
    }
    return fresh;
  }
}
