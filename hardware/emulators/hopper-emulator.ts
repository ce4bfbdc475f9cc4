/**
 * An emulated coin hopper: pays the coins asked for at a steady rate, and can run empty to
 * exercise the cabinet's payout path. Time comes from a tick the owner drives (a timer in the
 * cabinet, or a test), so tests stay deterministic.
 */
import type { HopperLink, HopperStatus } from '../hopper/hopper-link';

export class EmulatedHopper implements HopperLink {
  private remaining = 0;
  private paid = 0;
  private unpaid = 0;

  constructor(
    readonly deviceId: string,
    /** Coins in the tube; Infinity for a hopper that never runs out. */
    private coinsInTube: number = Number.POSITIVE_INFINITY,
  ) {}

  async dispense(coins: number): Promise<void> {
    if (!Number.isSafeInteger(coins) || coins < 1) throw new RangeError(`dispense needs a positive whole number of coins, got ${coins}`);
    if (this.remaining > 0) throw new Error(`${this.deviceId} is still paying ${this.remaining} coins`);
    this.remaining = coins;
    this.paid = 0;
    this.unpaid = 0;
  }

  async status(): Promise<HopperStatus> {
    return { remaining: this.remaining, paid: this.paid, unpaid: this.unpaid };
  }

  /** Pays up to `coins` coins of the current dispense (the motor running for one tick). */
  tick(coins = 1): void {
    for (let i = 0; i < coins && this.remaining > 0; i += 1) {
      if (this.coinsInTube <= 0) {
        this.unpaid += this.remaining;
        this.remaining = 0;
        return;
      }
      this.coinsInTube -= 1;
      this.remaining -= 1;
      this.paid += 1;
    }
  }

  refill(coins: number): void {
    this.coinsInTube += coins;
  }
}
