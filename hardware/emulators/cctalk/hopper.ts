/**
 * An emulated ccTalk coin hopper (equipment category "Payout"), speaking the plain subset of the
 * hopper headers the cabinet's driver uses. Coins leave one per motor step: `tick(n)` for
 * deterministic tests, or `start()` for a timer at `coinsPerSecond` (the `npm run devices` console).
 *
 * The faults are the ones that cost money when a driver gets them wrong: running empty mid-payout,
 * a jammed exit, coins falling out after the payout ended (runaway), losing power mid-payout, and
 * the base class's lost and corrupted replies.
 *
 * Deliberate simplifications (docs/devices-hopper.md): 167 takes `[N]` only (no cipher or serial
 * number), the event counter moves only for a dispense actually started, one motor step without
 * a coin is a payout timeout, and header 168 is never cleared, so it is the lifetime count.
 */
import { Header, Address } from '../../cctalk/headers';
import type { ChecksumMode } from '../../cctalk/frame';
import { encodeHopperFaultFlags } from '../../hopper/hopper-fault-flags';
import { EmulatedCctalkDevice, type EmulatorIdentity, type EmulatorReply } from './cctalk-device';

/** 164's data byte that enables payouts; every other value disables. */
export const HOPPER_ENABLE_CODE = 0xa5;
/** The 24-bit dispense counter of header 168 wraps here. */
const DISPENSE_COUNT_MODULO = 0x1000000;

export interface EmulatedCctalkHopperOptions {
  readonly address?: number;
  readonly mode?: ChecksumMode;
  /** Coins in the tube at the start. */
  readonly coinsInTube: number;
  /** Pace of `start()`'s timer. */
  readonly coinsPerSecond: number;
  /** Uniform 0..1 for the line faults; tests pass a seeded one. */
  readonly random: () => number;
  readonly now?: () => number;
  /** Value of the non-volatile dispense counter at the start (a hopper that has worked before). */
  readonly lifetimeCount?: number;
  readonly identity?: Partial<EmulatorIdentity>;
}

const DEFAULT_IDENTITY: EmulatorIdentity = {
  category: 'Payout',
  manufacturer: 'Cabinet Emulators',
  productCode: 'EMU-HOPPER',
  softwareRevision: 'emu-1.0',
  serialNumber: 345678,
};

export class EmulatedCctalkHopper extends EmulatedCctalkDevice {
  readonly coinsPerSecond: number;
  private enabled = false;
  private eventCounter = 0;
  private remaining = 0;
  private paid = 0;
  private unpaid = 0;
  private tube: number;
  private out = 0;
  /** The non-volatile counter (header 168): survives power cycles and resets. */
  private dispenseCount: number;
  private flags = { payoutTimeout: false, exitBlocked: false, powerUp: true };
  /** Coins that may still leave before the exit blocks; null = no jam armed. */
  private coinsBeforeJam: number | null = null;
  /** Coins that will fall out once no payout is running. */
  private runawayCoins = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(options: EmulatedCctalkHopperOptions) {
    super(options.address ?? Address.HOPPER, { ...DEFAULT_IDENTITY, ...options.identity }, options.mode ?? 'simple', options.random, options.now);
    requireCount(options.coinsInTube, 'coinsInTube');
    if (!(options.coinsPerSecond > 0)) throw new RangeError(`coinsPerSecond must be positive, got ${options.coinsPerSecond}`);
    this.tube = options.coinsInTube;
    this.coinsPerSecond = options.coinsPerSecond;
    this.dispenseCount = (options.lifetimeCount ?? 0) % DISPENSE_COUNT_MODULO;
  }

  /** Header 168's value. */
  get lifetimeCount(): number {
    return this.dispenseCount;
  }

  get coinsInTube(): number {
    return this.tube;
  }

  /** Coins that physically left the hopper since it was built: what the players hold. */
  get coinsOut(): number {
    return this.out;
  }

  get paying(): boolean {
    return this.remaining > 0;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Runs the motor clock: one step every 1/coinsPerSecond s. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(1), 1000 / this.coinsPerSecond);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** `steps` motor steps; each moves at most one coin. Returns the coins that left. */
  tick(steps = 1): number {
    requireCount(steps, 'steps');
    let left = 0;
    for (let i = 0; i < steps; i += 1) {
      if (this.remaining > 0) {
        if (!this.payCoin()) break;
        left += 1;
      } else if (this.runawayCoins > 0 && this.tube > 0 && !this.flags.exitBlocked) {
        // The motor overran: the coin is real and the optos count it, but no payout asked for it.
        this.runawayCoins -= 1;
        this.coinLeaves();
        left += 1;
      } else {
        break;
      }
    }
    return left;
  }

  refill(coins: number): void {
    requireCount(coins, 'coins');
    this.tube += coins;
  }

  /** Someone takes every coin out of the tube (to make it run dry). Returns how many there were. */
  emptyTube(): number {
    const before = this.tube;
    this.tube = 0;
    return before;
  }

  /** After `coins` more coins the exit blocks: the payout stops there, the rest unpaid. */
  jamAfter(coins: number): void {
    requireCount(coins, 'coins');
    this.coinsBeforeJam = coins;
  }

  /** Once the running payout ends (or at once when idle), `extra` coins fall out unasked. */
  runaway(extra: number): void {
    requireCount(extra, 'extra');
    this.runawayCoins += extra;
  }

  /**
   * Power lost and back: the payout stops where it is, its rest becomes unpaid (the manual's
   * "last value if power lost during payout"), the counter restarts at 0, the hopper is
   * disabled, and only the non-volatile dispense count and the last payout's figures survive.
   */
  powerCycle(): void {
    this.unpaid = this.remaining > 0 ? this.remaining : this.unpaid;
    this.remaining = 0;
    this.runawayCoins = 0;
    this.coinsBeforeJam = null;
    this.eventCounter = 0;
    this.enabled = false;
    this.flags = { payoutTimeout: false, exitBlocked: false, powerUp: true };
  }

  protected answer(header: number, data: readonly number[]): EmulatorReply {
    switch (header) {
      case Header.RESET_DEVICE:
        this.softwareReset();
        return [];
      case Header.ENABLE_HOPPER:
        if (data.length !== 1) return 'nak';
        this.enabled = data[0] === HOPPER_ENABLE_CODE;
        return [];
      case Header.DISPENSE_HOPPER_COINS:
        return this.dispense(data);
      case Header.REQUEST_HOPPER_STATUS:
        return [this.eventCounter, this.remaining, this.paid, this.unpaid];
      case Header.REQUEST_HOPPER_DISPENSE_COUNT:
        return [this.dispenseCount & 0xff, (this.dispenseCount >> 8) & 0xff, (this.dispenseCount >> 16) & 0xff];
      case Header.TEST_HOPPER:
        return encodeHopperFaultFlags({ ...this.flags, disabled: !this.enabled });
      case Header.EMERGENCY_STOP:
        return [this.emergencyStop()];
      default:
        // An unknown header gets no reply, as on a real device.
        return 'silent';
    }
  }

  private dispense(data: readonly number[]): EmulatorReply {
    const coins = data[0] ?? 0;
    if (data.length !== 1 || coins < 1) return 'nak';
    if (!this.enabled || this.remaining > 0 || this.flags.exitBlocked) return 'nak';
    this.eventCounter = this.eventCounter === 255 ? 1 : this.eventCounter + 1;
    this.remaining = coins;
    this.paid = 0;
    this.unpaid = 0;
    this.flags.payoutTimeout = false;
    return [this.eventCounter];
  }

  /** One step of a running payout. False when the payout ended without a coin. */
  private payCoin(): boolean {
    if (this.coinsBeforeJam === 0) {
      this.coinsBeforeJam = null;
      this.flags.exitBlocked = true;
      this.abortPayout();
      return false;
    }
    if (this.tube === 0) {
      this.flags.payoutTimeout = true;
      this.abortPayout();
      return false;
    }
    this.coinLeaves();
    this.remaining -= 1;
    this.paid += 1;
    if (this.coinsBeforeJam !== null) this.coinsBeforeJam -= 1;
    return true;
  }

  private coinLeaves(): void {
    this.tube -= 1;
    this.out += 1;
    this.dispenseCount = (this.dispenseCount + 1) % DISPENSE_COUNT_MODULO;
  }

  private abortPayout(): void {
    this.unpaid = this.remaining;
    this.remaining = 0;
    // The motor stopped on a fault: nothing overruns.
    this.runawayCoins = 0;
  }

  private emergencyStop(): number {
    const unpaid = this.remaining;
    if (unpaid > 0) {
      this.unpaid = unpaid;
      this.remaining = 0;
      this.runawayCoins = 0;
    }
    this.enabled = false;
    return unpaid;
  }

  /** Header 1: like power-up, but the power-up flag is cleared and the latched faults with it. */
  private softwareReset(): void {
    if (this.remaining > 0) this.unpaid = this.remaining;
    this.remaining = 0;
    this.runawayCoins = 0;
    this.eventCounter = 0;
    this.enabled = false;
    this.flags = { payoutTimeout: false, exitBlocked: false, powerUp: false };
  }
}

function requireCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
}
