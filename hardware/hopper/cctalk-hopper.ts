/**
 * The ccTalk hopper driver: the cabinet's PayoutDevice over a CctalkCommander (the bus).
 *
 * Reads (166, 168, 163, identification) are repeatable and use the bus's retries. The dispense
 * command (167) is not: a repeated 167 pays again. Its reply can be lost or corrupted on the
 * line after the hopper has started paying, so the driver never re-sends it blind. It reads the
 * status event counter (and the dispense count) before sending, sends once, and when no reply
 * comes reads the counter again: moved by one → the hopper took it; unchanged, with no coin out
 * → the hopper never heard it, so it is sent once more (same check after); anything else → the
 * outcome is unknown and the cabinet settles from the lifetime dispense count.
 *
 * Every reply's length is checked: a frame of the wrong length (a late reply to an earlier
 * command, or a corruption the simple checksum let through) is never read as numbers.
 */
import { Address, Header } from '../cctalk/headers';
import { CctalkNoReplyError, CctalkRefusedError, type CctalkCommander } from '../cctalk/commander';
import { decodeHopperFaultFlags, type HopperFaultFlags } from './hopper-fault-flags';
import {
  PayoutNotTakenError,
  PayoutOutcomeUnknownError,
  type DispenseReceipt,
  type PayoutDevice,
  type PayoutIdentity,
  type PayoutStatus,
} from './payout-device';

/** 164's data byte that enables payouts; any other value disables. */
const ENABLE_CODE = 0xa5;
const DISABLE_CODE = 0x00;
/** The category a hopper reports to header 245. */
export const PAYOUT_CATEGORY = 'Payout';
/** One dispense command pays at most this many coins (one data byte). */
export const MAX_COINS_PER_DISPENSE = 255;
/** How often a read whose reply was malformed (or missing after the bus's own retries) is asked again. */
const READ_ROUNDS = 3;

export interface CctalkHopperOptions {
  readonly deviceId: string;
  readonly address?: number;
}

/** The hopper answered with a reply of the wrong shape. */
export class HopperReplyError extends Error {
  constructor(
    readonly deviceId: string,
    readonly header: number,
    readonly data: readonly number[],
    expected: string,
  ) {
    super(`${deviceId} answered header ${header} with [${data.join(', ')}], expected ${expected}`);
    this.name = 'HopperReplyError';
  }
}

/** The device on the hopper's address is not a payout device (a wrong address in the config). */
export class NotAPayoutDeviceError extends Error {
  constructor(
    readonly deviceId: string,
    readonly category: string,
  ) {
    super(`${deviceId} reports equipment category "${category}", not "${PAYOUT_CATEGORY}": check the configured address`);
    this.name = 'NotAPayoutDeviceError';
  }
}

/** The event counter after one more dispense: 1..255, wrapping 255 → 1 (0 only after reset). */
export function nextEventCounter(counter: number): number {
  return counter >= 255 ? 1 : counter + 1;
}

export class CctalkHopper implements PayoutDevice {
  readonly deviceId: string;
  readonly address: number;

  constructor(
    private readonly commander: CctalkCommander,
    options: CctalkHopperOptions,
  ) {
    this.deviceId = options.deviceId;
    this.address = options.address ?? Address.HOPPER;
  }

  async identify(): Promise<PayoutIdentity> {
    const category = ascii(await this.commander.send({ address: this.address, header: Header.REQUEST_EQUIPMENT_CATEGORY_ID }));
    if (category !== PAYOUT_CATEGORY) throw new NotAPayoutDeviceError(this.deviceId, category);
    const manufacturer = ascii(await this.commander.send({ address: this.address, header: Header.REQUEST_MANUFACTURER_ID }));
    const productCode = ascii(await this.commander.send({ address: this.address, header: Header.REQUEST_PRODUCT_CODE }));
    const softwareRevision = ascii(await this.commander.send({ address: this.address, header: Header.REQUEST_SOFTWARE_REVISION }));
    const serial = await this.read(Header.REQUEST_SERIAL_NUMBER, 3);
    return { category, manufacturer, productCode, softwareRevision, serialNumber: littleEndian(serial) };
  }

  async enable(): Promise<void> {
    await this.read(Header.ENABLE_HOPPER, 0, [ENABLE_CODE]);
  }

  async disable(): Promise<void> {
    await this.read(Header.ENABLE_HOPPER, 0, [DISABLE_CODE]);
  }

  async status(): Promise<PayoutStatus> {
    const [eventCounter = 0, remaining = 0, paid = 0, unpaid = 0] = await this.read(Header.REQUEST_HOPPER_STATUS, 4);
    return { eventCounter, remaining, paid, unpaid };
  }

  async lifetimeCount(): Promise<number> {
    return littleEndian(await this.read(Header.REQUEST_HOPPER_DISPENSE_COUNT, 3));
  }

  async faults(): Promise<HopperFaultFlags> {
    const data = await this.readRounds(Header.TEST_HOPPER, (reply) => reply.length === 1 || reply.length === 2, 'one or two flag bytes');
    return decodeHopperFaultFlags(data);
  }

  async reset(): Promise<void> {
    await this.read(Header.RESET_DEVICE, 0);
  }

  async dispense(coins: number): Promise<DispenseReceipt> {
    if (!Number.isInteger(coins) || coins < 1 || coins > MAX_COINS_PER_DISPENSE) {
      throw new RangeError(`one dispense pays 1..${MAX_COINS_PER_DISPENSE} coins, got ${coins}`);
    }
    const before = await this.baseline(coins);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const sent = await this.sendDispenseOnce(coins);
      if (sent.kind === 'taken') return { coins, eventCounter: sent.eventCounter, attempts: attempt };
      if (sent.kind === 'refused') {
        throw new PayoutNotTakenError(this.deviceId, coins, 'refused', 'the hopper refused it (disabled, already paying, or a fault flag set: read faults())');
      }
      const verdict = await this.verify(coins, before);
      if (verdict.kind === 'taken') return { coins, eventCounter: verdict.eventCounter, attempts: attempt };
      // Unheard: sending it again cannot pay twice.
    }
    throw new PayoutNotTakenError(this.deviceId, coins, 'no-reply', 'two dispense commands went unheard (event counter and dispense count unchanged)');
  }

  /** The counters a lost dispense reply is judged against, read before anything is sent. */
  private async baseline(coins: number): Promise<{ eventCounter: number; lifetime: number }> {
    try {
      return { eventCounter: (await this.status()).eventCounter, lifetime: await this.lifetimeCount() };
    } catch (error) {
      // Nothing was sent yet: whatever went wrong, no coin can have moved because of us.
      throw new PayoutNotTakenError(this.deviceId, coins, 'no-reply', `its counters could not be read before dispensing (${describe(error)})`);
    }
  }

  /**
   * After a dispense without a usable reply: did the hopper take it? The event counter moved by
   * one → yes. Unchanged → no, provided no coin left either: a hopper that took the command and
   * then lost power shows its counter back at 0, which equals a `before` of 0, but its dispense
   * count gives it away. Anything else cannot be told apart from a payout, so it is unknown.
   */
  private async verify(coins: number, before: { eventCounter: number; lifetime: number }): Promise<{ kind: 'taken'; eventCounter: number } | { kind: 'unheard' }> {
    let after: number;
    let lifetime: number;
    try {
      after = (await this.status()).eventCounter;
      if (after === nextEventCounter(before.eventCounter)) return { kind: 'taken', eventCounter: after };
      lifetime = await this.lifetimeCount();
    } catch (error) {
      throw new PayoutOutcomeUnknownError(this.deviceId, coins, `no reply to dispense and the counters could not be read (${describe(error)})`);
    }
    if (after !== before.eventCounter) {
      throw new PayoutOutcomeUnknownError(this.deviceId, coins, `the event counter went from ${before.eventCounter} to ${after} (the hopper reset, or another host dispensed)`);
    }
    if (lifetime !== before.lifetime) {
      throw new PayoutOutcomeUnknownError(this.deviceId, coins, `the event counter is unchanged but ${lifetime - before.lifetime} coin(s) left the hopper (it reset mid-payout, or coins ran away)`);
    }
    return { kind: 'unheard' };
  }

  async emergencyStop(): Promise<number> {
    for (let round = 1; ; round += 1) {
      try {
        // Not repeated by the bus: a second stop answers 0, which would hide the unpaid coins.
        const reply = await this.commander.send({ address: this.address, header: Header.EMERGENCY_STOP, retry: false });
        if (reply.length === 1) return reply[0] ?? 0;
      } catch (error) {
        if (!(error instanceof CctalkNoReplyError)) throw error;
      }
      // Lost reply: once the motor has stopped, the status holds what the stop left unpaid.
      const status = await this.status();
      if (status.remaining === 0) return status.unpaid;
      if (round >= READ_ROUNDS) throw new CctalkNoReplyError(this.address, Header.EMERGENCY_STOP, round);
    }
  }

  /** One 167 on the wire, never repeated by the bus. */
  private async sendDispenseOnce(coins: number): Promise<{ kind: 'taken'; eventCounter: number } | { kind: 'refused' } | { kind: 'no-reply' }> {
    try {
      const reply = await this.commander.send({ address: this.address, header: Header.DISPENSE_HOPPER_COINS, data: [coins], retry: false });
      const [eventCounter] = reply;
      // A reply of another shape is not this command's reply: treat it as none and ask the counter.
      if (reply.length !== 1 || eventCounter === undefined || eventCounter === 0) return { kind: 'no-reply' };
      return { kind: 'taken', eventCounter };
    } catch (error) {
      if (error instanceof CctalkRefusedError) return { kind: 'refused' };
      if (error instanceof CctalkNoReplyError) return { kind: 'no-reply' };
      throw error;
    }
  }

  /** A repeatable command whose reply has exactly `length` bytes. */
  private read(header: number, length: number, data: readonly number[] = []): Promise<number[]> {
    return this.readRounds(header, (reply) => reply.length === length, `${length} byte${length === 1 ? '' : 's'}`, data);
  }

  /**
   * Sends a repeatable command until a well-shaped reply comes. The bus already retries a missing
   * reply; a malformed one (or a bus that gave up) gets a few more rounds before the error goes up.
   */
  private async readRounds(header: number, wellShaped: (reply: readonly number[]) => boolean, expected: string, data: readonly number[] = []): Promise<number[]> {
    for (let round = 1; ; round += 1) {
      try {
        const reply = await this.commander.send({ address: this.address, header, data });
        if (wellShaped(reply)) return reply;
        if (round >= READ_ROUNDS) throw new HopperReplyError(this.deviceId, header, reply, expected);
      } catch (error) {
        if (!(error instanceof CctalkNoReplyError) || round >= READ_ROUNDS) throw error;
      }
    }
  }
}

function ascii(data: readonly number[]): string {
  return String.fromCharCode(...data);
}

function littleEndian(bytes: readonly number[]): number {
  return bytes.reduce((value, byte, i) => value + byte * 2 ** (8 * i), 0);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
