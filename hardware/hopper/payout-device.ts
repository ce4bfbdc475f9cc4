/**
 * What the cabinet needs from a coin payout device, in ccTalk hopper terms. The ccTalk driver
 * (cctalk-hopper.ts) implements it against a real or emulated hopper; the cabinet pays through
 * it and never sends hopper headers itself.
 *
 * Money safety rests on two counters of the hopper:
 * - the status event counter (166), which moves once per dispense command the hopper took, so a
 *   dispense whose reply was lost is never sent blind a second time;
 * - the lifetime dispense count (168), kept in the hopper's non-volatile memory, so a payout cut
 *   by a power loss is settled from the coins that really left: read it before the payout
 *   (store it with the payout), read it again after power-up, the difference is what was paid.
 */
import type { HopperFaultFlags } from './hopper-fault-flags';

export interface PayoutIdentity {
  /** Header 245: "Payout" for a hopper. */
  readonly category: string;
  /** Header 246. */
  readonly manufacturer: string;
  /** Header 244. */
  readonly productCode: string;
  /** Header 241. */
  readonly softwareRevision: string;
  /** Header 242: 24-bit serial number. */
  readonly serialNumber: number;
}

/** Header 166, byte for byte. */
export interface PayoutStatus {
  /** Dispense commands taken since power-up or reset: 0 only then, 1..255 wrapping 255 → 1. */
  readonly eventCounter: number;
  /** Coins still to pay in the running payout; 0 when the payout has ended (done or aborted). */
  readonly remaining: number;
  /** Coins paid so far in the last payout. */
  readonly paid: number;
  /** Coins the last payout could not pay (empty, jam, emergency stop, power loss). */
  readonly unpaid: number;
}

/** What a dispense the hopper took looks like. */
export interface DispenseReceipt {
  readonly coins: number;
  /** The event counter the hopper gave this dispense. */
  readonly eventCounter: number;
  /** 1, or 2 when the first command provably never reached the hopper and was sent once more. */
  readonly attempts: number;
}

export interface PayoutDevice {
  readonly deviceId: string;
  /** Reads the identification headers; refuses a device that is not a payout device. */
  identify(): Promise<PayoutIdentity>;
  /** Allows payouts (header 164 with the enable code). A hopper starts disabled after power-up and reset. */
  enable(): Promise<void>;
  disable(): Promise<void>;
  /**
   * Starts paying `coins` (1..255) coins and returns once the hopper has taken the command; the
   * coins then leave at the hopper's pace: poll `status()`. Never sent twice blind. Throws
   * `PayoutNotTakenError` when nothing was started (safe to try again later) and
   * `PayoutOutcomeUnknownError` when it cannot tell (settle from `lifetimeCount()`).
   */
  dispense(coins: number): Promise<DispenseReceipt>;
  status(): Promise<PayoutStatus>;
  /** Coins the hopper has ever paid out (header 168, 24 bits, survives power loss). */
  lifetimeCount(): Promise<number>;
  /** Stops the motor now (power failing): returns the coins the stopped payout leaves unpaid. Disables the hopper. */
  emergencyStop(): Promise<number>;
  /** The decoded test-hopper flags (header 163). */
  faults(): Promise<HopperFaultFlags>;
  /** Software reset (header 1): clears latched fault flags; the hopper comes back disabled, counter 0. */
  reset(): Promise<void>;
}

/** Nothing was paid: the hopper refused (disabled, busy, a fault flag) or provably never heard the command. */
export class PayoutNotTakenError extends Error {
  constructor(
    readonly deviceId: string,
    readonly coins: number,
    readonly reason: 'refused' | 'no-reply',
    detail: string,
  ) {
    super(`${deviceId} did not start paying ${coins} coin${coins === 1 ? '' : 's'}: ${detail}`);
    this.name = 'PayoutNotTakenError';
  }
}

/**
 * The dispense may or may not have been taken and sending it again could pay twice. The cabinet
 * must settle from the lifetime count it stored before the payout, never by dispensing again.
 */
export class PayoutOutcomeUnknownError extends Error {
  constructor(
    readonly deviceId: string,
    readonly coins: number,
    detail: string,
  ) {
    super(`${deviceId}: unknown whether the dispense of ${coins} coin${coins === 1 ? '' : 's'} was taken (${detail}); settle from the lifetime dispense count`);
    this.name = 'PayoutOutcomeUnknownError';
  }
}
