/**
 * The ccTalk bill validator driver: BillValidatorLink over any CctalkCommander (the serial bus
 * in the cabinet, the memory bus in tests). It turns commands into header bytes and replies into
 * typed results, and refuses replies of the wrong shape rather than guessing: a bad 159 reply
 * throws, so the cabinet credits nothing from it and simply polls again.
 *
 * Route (154) is the one command that must not be blindly repeated: if its reply is lost, the
 * bill may already be stacked, and a repeat could act on the NEXT bill before the cabinet has
 * even seen it. So the driver sends it once, and on silence reads 159 to find out what happened.
 */
import { CctalkNoReplyError, type CctalkCommander } from '../cctalk/commander';
import { CctalkFrameError } from '../cctalk/frame-error';
import { Address, Header } from '../cctalk/headers';
import { readCounter } from '../coin-acceptor/event-counter';
import { BillHeader, BILL_TYPE_COUNT, OperatingMode, RouteCode, RouteError } from './bill-headers';
import { BillOutcome, parseBillEventBuffer } from './bill-events';
import { parseBillId } from './bill-id';
import { BillStatusCode } from './bill-status-codes';
import { encodeBillInhibitMask } from './bill-inhibit-mask';
import type { BillRoute, BillValidatorIdentity, BillValidatorLink, BufferedCredit, RouteOutcome } from './bill-validator-link';

export interface CctalkBillValidatorOptions {
  readonly deviceId: string;
  /** ccTalk address; 40 is the factory default for bill validators. */
  readonly address?: number;
}

export const BILL_VALIDATOR_CATEGORY = 'Bill Validator';

/** How many times a route whose reply was lost is sent again when 159 proves it did not act. */
const ROUTE_ATTEMPTS = 3;

/** identify() found a device of another kind at the bill validator's address. */
export class NotABillValidatorError extends Error {
  constructor(
    readonly address: number,
    readonly category: string,
  ) {
    super(`ccTalk device ${address} says it is a "${category}", not a "${BILL_VALIDATOR_CATEGORY}"`);
    this.name = 'NotABillValidatorError';
  }
}

export class CctalkBillValidator implements BillValidatorLink {
  readonly deviceId: string;
  readonly address: number;
  /** The last 159 reply this driver read: the reference for checking a route whose reply was lost. */
  private lastBuffer: BufferedCredit | null = null;

  constructor(
    private readonly commander: CctalkCommander,
    options: CctalkBillValidatorOptions,
  ) {
    this.deviceId = options.deviceId;
    this.address = options.address ?? Address.BILL_VALIDATOR;
  }

  async identify(): Promise<BillValidatorIdentity> {
    const category = text(await this.send(Header.REQUEST_EQUIPMENT_CATEGORY_ID));
    if (category !== BILL_VALIDATOR_CATEGORY) throw new NotABillValidatorError(this.address, category);
    const manufacturer = text(await this.send(Header.REQUEST_MANUFACTURER_ID));
    const productCode = text(await this.send(Header.REQUEST_PRODUCT_CODE));
    const serial = await this.send(Header.REQUEST_SERIAL_NUMBER);
    if (serial.length !== 3) throw this.badReply(Header.REQUEST_SERIAL_NUMBER, `3 serial number bytes, got ${serial.length}`);
    const serialNumber = (serial[0] ?? 0) | ((serial[1] ?? 0) << 8) | ((serial[2] ?? 0) << 16);
    const billIds = new Map<number, string>();
    for (let type = 1; type <= BILL_TYPE_COUNT; type++) {
      const id = parseBillId(await this.send(Header.REQUEST_BILL_ID, [type]));
      if (id !== null) billIds.set(type, id);
    }
    return { category, manufacturer, productCode, serialNumber, billIds };
  }

  async enableBills(types: readonly number[]): Promise<void> {
    this.expectAck(Header.MODIFY_INHIBIT_STATUS, await this.send(Header.MODIFY_INHIBIT_STATUS, encodeBillInhibitMask(types)));
  }

  async setMasterInhibit(accept: boolean): Promise<void> {
    this.expectAck(Header.MODIFY_MASTER_INHIBIT_STATUS, await this.send(Header.MODIFY_MASTER_INHIBIT_STATUS, [accept ? 1 : 0]));
  }

  /** Header 227: whether the validator is accepting (master inhibit off). */
  async masterAccepting(): Promise<boolean> {
    const reply = await this.send(BillHeader.REQUEST_MASTER_INHIBIT_STATUS);
    if (reply.length !== 1) throw this.badReply(BillHeader.REQUEST_MASTER_INHIBIT_STATUS, `1 byte, got ${reply.length}`);
    return ((reply[0] ?? 0) & 1) === 1;
  }

  async setEscrowMode(enabled: boolean): Promise<void> {
    // The stacker is always used: a bill validator that cannot stack cannot credit.
    const mode = OperatingMode.STACKER | (enabled ? OperatingMode.ESCROW : 0);
    this.expectAck(BillHeader.MODIFY_BILL_OPERATING_MODE, await this.send(BillHeader.MODIFY_BILL_OPERATING_MODE, [mode]));
  }

  /** Header 1. The validator comes back with counter 0, master-inhibited and all bills inhibited. */
  async resetDevice(): Promise<void> {
    this.expectAck(Header.RESET_DEVICE, await this.send(Header.RESET_DEVICE));
    this.lastBuffer = null;
  }

  async readBufferedBills(): Promise<BufferedCredit> {
    const buffer = parseBillEventBuffer(await this.send(Header.READ_BUFFERED_BILL_EVENTS));
    this.lastBuffer = buffer;
    return buffer;
  }

  async routeBill(route: BillRoute): Promise<RouteOutcome> {
    return this.routeOnce(route === 'stack' ? RouteCode.STACK : RouteCode.RETURN);
  }

  /** Route code 255: restart the escrow timeout while the cabinet needs longer to decide. */
  async holdEscrow(): Promise<RouteOutcome> {
    return this.routeOnce(RouteCode.EXTEND_ESCROW_TIMEOUT);
  }

  private async routeOnce(code: number): Promise<RouteOutcome> {
    let silence: CctalkNoReplyError | null = null;
    for (let attempt = 1; attempt <= ROUTE_ATTEMPTS; attempt++) {
      try {
        return this.routeOutcome(await this.send(Header.ROUTE_BILL, [code], false));
      } catch (error) {
        if (!(error instanceof CctalkNoReplyError)) throw error;
        silence = error;
      }
      const verdict = await this.checkSilentRoute(code);
      if (verdict === 'not-acted') continue;
      if (verdict === 'unknown') break;
      return verdict;
    }
    throw silence ?? new CctalkNoReplyError(this.address, Header.ROUTE_BILL, ROUTE_ATTEMPTS);
  }

  /**
   * The route reply was lost. Compare a fresh 159 with the one the route decision was made on:
   * - same counter and the newest event is the escrow: nothing happened, the route can go again;
   * - the first new event is the wanted result (stacked / returned): the route was done;
   * - anything else (a jam, a reset, no earlier reading): unknown, the silence is reported.
   * A hold (255) leaves no event, so its silence is never resolved this way.
   */
  private async checkSilentRoute(code: number): Promise<RouteOutcome | 'not-acted' | 'unknown'> {
    const before = this.lastBuffer;
    if (before === null || code === RouteCode.EXTEND_ESCROW_TIMEOUT) return 'unknown';
    let now: BufferedCredit;
    try {
      now = await this.readBufferedBills();
    } catch {
      return 'unknown';
    }
    const newest = now.events[0];
    if (now.counter === before.counter) {
      return newest !== undefined && newest[0] !== 0 && newest[1] === BillOutcome.ESCROW ? 'not-acted' : 'unknown';
    }
    const reading = readCounter(before.counter, now);
    if (reading.kind !== 'events') return 'unknown';
    const [a, b] = reading.events[0] ?? [0, 0];
    const stacked = a !== 0 && b === BillOutcome.STACKED;
    const returned = a === 0 && b === BillStatusCode.RETURNED_FROM_ESCROW;
    if (code === RouteCode.STACK && stacked) return 'routed';
    if (code === RouteCode.RETURN && returned) return 'routed';
    return 'unknown';
  }

  private routeOutcome(reply: number[]): RouteOutcome {
    if (reply.length === 0) return 'routed';
    if (reply.length === 1 && reply[0] === RouteError.ESCROW_EMPTY) return 'escrow-empty';
    if (reply.length === 1 && reply[0] === RouteError.FAILED_TO_ROUTE) return 'failed';
    throw this.badReply(Header.ROUTE_BILL, `ACK or one error byte (254, 255), got [${reply.join(', ')}]`);
  }

  private send(header: number, data: readonly number[] = [], retry = true): Promise<number[]> {
    return this.commander.send({ address: this.address, header, data, retry });
  }

  private expectAck(header: number, reply: number[]): void {
    // A data-carrying reply to a plain command is someone else's reply: never take it as an ACK.
    if (reply.length !== 0) throw this.badReply(header, `a bare ACK, got ${reply.length} data bytes`);
  }

  private badReply(header: number, expected: string): CctalkFrameError {
    return new CctalkFrameError('bad-payload', `bill validator ${this.deviceId} (address ${this.address}), header ${header}: expected ${expected}`);
  }
}

/** ASCII identification text; trailing spaces and NULs are padding on some products. */
function text(data: readonly number[]): string {
  return String.fromCharCode(...data.map((b) => b & 0x7f)).replace(/[\s\0]+$/, '');
}
