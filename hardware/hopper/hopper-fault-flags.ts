/**
 * The two flag bytes a ccTalk hopper returns to header 163 "test hopper" (hopper status
 * registers 1 and 2, as the Serial Compact Hopper Mk2 manual defines them). The cabinet needs
 * to tell apart "empty" (payout timeout: refill), "jammed" (attendant opens the hopper) and
 * "fraud" (light or a blocked exit while idle: a tilt), so the raw bits are decoded once, here,
 * and the summaries say what each condition means for a payout.
 *
 * Older hoppers (Mk1 generation) answer with register 1 only; register 2 then reads as 0.
 */

/** One field per bit of the two status registers. */
export interface HopperFlagBits {
  /** Register 1 bit 0: the motor drew more than its absolute maximum current (a coin jammed in the disc). */
  readonly maxCurrentExceeded: boolean;
  /** Register 1 bit 1: no coin came out for the payout timeout (the hopper is empty). Cleared by the next dispense. */
  readonly payoutTimeout: boolean;
  /** Register 1 bit 2: the motor reversed during the last payout to clear a jam; latched until a reset. */
  readonly motorReversed: boolean;
  /** Register 1 bit 3: fraud attempt, the exit opto path was blocked while idle. */
  readonly optoBlockedIdle: boolean;
  /** Register 1 bit 4: fraud attempt, the exit opto was short-circuited (light) while idle. */
  readonly optoShortIdle: boolean;
  /** Register 1 bit 5: the exit opto stayed blocked during a payout (the coin exit is jammed). */
  readonly exitBlocked: boolean;
  /** Register 1 bit 6: the hopper has been powered up since the last reset. */
  readonly powerUp: boolean;
  /** Register 1 bit 7: payout disabled (header 164 has not enabled it since power-up or reset). */
  readonly disabled: boolean;
  /** Register 2 bit 0: fraud attempt, the exit opto was short-circuited (light) during a payout. */
  readonly optoShortDuringPayout: boolean;
  /** Register 2 bit 1: single coin payout mode (only one coin per dispense command). */
  readonly singleCoinMode: boolean;
  /** Register 2 bits 2..5: the hopper's memory checksums A..D failed (its counters may be wrong). */
  readonly checksumErrors: readonly ('A' | 'B' | 'C' | 'D')[];
  /** Register 2 bit 6: power failed while the hopper was writing its non-volatile memory. */
  readonly nvWriteFailed: boolean;
  /** Register 2 bit 7: the PIN mechanism is enabled (dispense needs the PIN first). */
  readonly pinEnabled: boolean;
}

export interface HopperFaultFlags extends HopperFlagBits {
  /** A coin is stuck: max current exceeded or the exit blocked during a payout. */
  readonly jammed: boolean;
  /** Someone is tampering with the exit optos. */
  readonly fraud: boolean;
  /**
   * A flag that makes the hopper refuse every dispense until it is reset (the manual's list:
   * max current, the three opto fraud flags, exit blocked). Disabled is not counted: enabling fixes it.
   */
  readonly blocksPayout: boolean;
  /** The two register bytes as received (register 2 is 0 for a one-byte reply). */
  readonly raw: readonly [number, number];
}

const REGISTER_1: readonly (keyof HopperFlagBits)[] = [
  'maxCurrentExceeded',
  'payoutTimeout',
  'motorReversed',
  'optoBlockedIdle',
  'optoShortIdle',
  'exitBlocked',
  'powerUp',
  'disabled',
];

const CHECKSUM_BITS: readonly ['A' | 'B' | 'C' | 'D', number][] = [
  ['A', 2],
  ['B', 3],
  ['C', 4],
  ['D', 5],
];

const bit = (byte: number, n: number): boolean => ((byte >> n) & 1) === 1;

/** Decodes a header 163 reply (one or two bytes). Anything else is not a test-hopper reply. */
export function decodeHopperFaultFlags(data: readonly number[]): HopperFaultFlags {
  if (data.length < 1 || data.length > 2 || !data.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) {
    throw new RangeError(`a test hopper (163) reply is one or two bytes, got [${data.join(', ')}]`);
  }
  const r1 = data[0] ?? 0;
  const r2 = data[1] ?? 0;
  const bits: HopperFlagBits = {
    maxCurrentExceeded: bit(r1, 0),
    payoutTimeout: bit(r1, 1),
    motorReversed: bit(r1, 2),
    optoBlockedIdle: bit(r1, 3),
    optoShortIdle: bit(r1, 4),
    exitBlocked: bit(r1, 5),
    powerUp: bit(r1, 6),
    disabled: bit(r1, 7),
    optoShortDuringPayout: bit(r2, 0),
    singleCoinMode: bit(r2, 1),
    checksumErrors: CHECKSUM_BITS.filter(([, n]) => bit(r2, n)).map(([name]) => name),
    nvWriteFailed: bit(r2, 6),
    pinEnabled: bit(r2, 7),
  };
  const fraud = bits.optoBlockedIdle || bits.optoShortIdle || bits.optoShortDuringPayout;
  return {
    ...bits,
    jammed: bits.maxCurrentExceeded || bits.exitBlocked,
    fraud,
    blocksPayout: bits.maxCurrentExceeded || bits.exitBlocked || fraud,
    raw: [r1, r2],
  };
}

/** The two register bytes for a set of flags (the emulator's reply); unnamed flags are clear. */
export function encodeHopperFaultFlags(flags: Partial<HopperFlagBits>): [number, number] {
  let r1 = 0;
  REGISTER_1.forEach((name, n) => {
    if (flags[name] === true) r1 |= 1 << n;
  });
  let r2 = 0;
  if (flags.optoShortDuringPayout) r2 |= 1 << 0;
  if (flags.singleCoinMode) r2 |= 1 << 1;
  for (const [name, n] of CHECKSUM_BITS) if (flags.checksumErrors?.includes(name)) r2 |= 1 << n;
  if (flags.nvWriteFailed) r2 |= 1 << 6;
  if (flags.pinEnabled) r2 |= 1 << 7;
  return [r1, r2];
}
