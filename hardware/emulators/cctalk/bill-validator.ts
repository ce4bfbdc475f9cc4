/**
 * An emulated ccTalk bill validator (address 40, category "Bill Validator"), answering on the
 * byte level: 159 buffered bill events, 154 route bill, 157 bill id, 231/230 inhibits,
 * 228/227 master inhibit, 153/152 operating mode, 1 reset, and the base identification headers.
 *
 * The player and the technician act through methods (insertBill, jam, stackerFull…), and every
 * outcome the host can learn of goes through the same five-event buffer and counter the host
 * reads, so tests see exactly what a cabinet on a real bus would.
 *
 * The escrow timeout is applied lazily: before anything touches or observes the device, an
 * escrowed bill whose time is up is returned first. Nobody can tell that from a timer firing on
 * its own, and tests need no timers to clean up.
 */
import { Header } from '../../cctalk/headers';
import type { ChecksumMode } from '../../cctalk/frame';
import { BillHeader, BILL_TYPE_COUNT, OperatingMode, RouteCode, RouteError } from '../../bill-validator/bill-headers';
import { BillOutcome } from '../../bill-validator/bill-events';
import { BillStatusCode } from '../../bill-validator/bill-status-codes';
import { decodeBillInhibitMask, encodeBillInhibitMask } from '../../bill-validator/bill-inhibit-mask';
import { UNPROGRAMMED_BILL_ID } from '../../bill-validator/bill-id';
import { EVENT_BUFFER_SIZE } from '../../coin-acceptor/event-counter';
import { EmulatedCctalkDevice, type EmulatorIdentity, type EmulatorReply } from './cctalk-device';

export interface EmulatedBill {
  /** Bill type 1..16, the A of header 159 events. */
  readonly type: number;
  /** Header 157 id, seven characters such as "EU0005A". */
  readonly id: string;
}

export interface EmulatedBillValidatorOptions {
  readonly address?: number;
  readonly mode?: ChecksumMode;
  readonly bills: readonly EmulatedBill[];
  /** A bill in escrow longer than this without a route command goes back to the player. */
  readonly escrowTimeoutMs: number;
  /** Uniform 0..1, for the line faults. */
  readonly random: () => number;
  readonly now?: () => number;
  readonly identity?: Partial<EmulatorIdentity>;
}

export type InsertResult = 'escrow' | 'stacked' | 'rejected';
export type JamPlace = 'transport' | 'transport-safe' | 'stacker';
type StackerState = 'ok' | 'removed' | 'full';

const JAM_CODE: Record<JamPlace, number> = {
  transport: BillStatusCode.JAMMED_IN_TRANSPORT_UNSAFE,
  'transport-safe': BillStatusCode.JAMMED_IN_TRANSPORT_SAFE,
  stacker: BillStatusCode.JAMMED_IN_STACKER,
};

/** Power-up operating mode: stacker and escrow both used. Real products differ; the driver sets it. */
const POWER_UP_MODE = OperatingMode.STACKER | OperatingMode.ESCROW;

export class EmulatedCctalkBillValidator extends EmulatedCctalkDevice {
  private readonly ids: ReadonlyMap<number, string>;
  private readonly escrowTimeoutMs: number;
  private readonly clock: () => number;

  private eventCounter = 0;
  /** Newest first, at most five, exactly what header 159 returns. */
  private buffer: [number, number][] = [];
  private accepting = false;
  private enabledMask = 0;
  private operatingMode: number = POWER_UP_MODE;
  private escrowBill: number | null = null;
  private escrowDeadline = 0;
  private jammedAt: JamPlace | null = null;
  private stacker: StackerState = 'ok';
  private readonly stacked: number[] = [];
  private readonly returned: number[] = [];

  // For unreadSinceProcessed(): events counted since construction, never reset.
  private eventsTotal = 0;
  private processedTotal = 0;
  private answeredTotal = 0;
  private intactReplyTotal: number | null = null;

  constructor(options: EmulatedBillValidatorOptions) {
    const clock = options.now ?? Date.now;
    super(
      options.address ?? 40,
      {
        category: 'Bill Validator',
        manufacturer: 'Emulated',
        productCode: 'BV-EMU',
        softwareRevision: 'BV-1.0',
        serialNumber: 400_040,
        ...options.identity,
      },
      options.mode ?? 'simple',
      options.random,
      clock,
    );
    for (const bill of options.bills) {
      if (!Number.isInteger(bill.type) || bill.type < 1 || bill.type > BILL_TYPE_COUNT) throw new RangeError(`bill types are 1..${BILL_TYPE_COUNT}, got ${bill.type}`);
      if (bill.id.length !== UNPROGRAMMED_BILL_ID.length) throw new RangeError(`a bill id has ${UNPROGRAMMED_BILL_ID.length} characters, got "${bill.id}"`);
    }
    if (!(options.escrowTimeoutMs > 0)) throw new RangeError(`escrowTimeoutMs must be positive, got ${options.escrowTimeoutMs}`);
    this.ids = new Map(options.bills.map((b) => [b.type, b.id]));
    this.escrowTimeoutMs = options.escrowTimeoutMs;
    this.clock = clock;
    this.onReply((log) => this.trackHostProgress(log.header, log.fate));
  }

  // ---- the player -------------------------------------------------------------------------

  /**
   * A player feeds a bill of a programmed type. Refused bills come back out of the bezel:
   * master-inhibited ones with status 0, type-inhibited ones with status 4. A bill fed while the
   * path is blocked (jam, stacker out or full, a bill already in escrow) never gets in, so the
   * validator has nothing to report.
   */
  insertBill(type: number): InsertResult {
    this.expireEscrow();
    if (!this.ids.has(type)) throw new RangeError(`bill type ${type} is not programmed in this validator`);
    if (!this.pathOpen()) return 'rejected';
    if (!this.accepting) return this.reject(BillStatusCode.MASTER_INHIBIT_ACTIVE);
    if (!decodeBillInhibitMask(this.enabledMask & 0xff, this.enabledMask >> 8).includes(type)) return this.reject(BillStatusCode.INHIBITED_BILL_SERIAL);
    if (this.operatingMode & OperatingMode.ESCROW) {
      this.escrowBill = type;
      this.escrowDeadline = this.clock() + this.escrowTimeoutMs;
      this.push([type, BillOutcome.ESCROW]);
      return 'escrow';
    }
    this.stack(type);
    return 'stacked';
  }

  /** A bill the validator does not recognise (foreign, counterfeit, crumpled): status 2. */
  insertUnrecognisedBill(): InsertResult {
    this.expireEscrow();
    if (!this.pathOpen()) return 'rejected';
    if (!this.accepting) return this.reject(BillStatusCode.MASTER_INHIBIT_ACTIVE);
    return this.reject(BillStatusCode.INVALID_BILL_VALIDATION);
  }

  /** A bill on a string, caught by the anti-string sensor: status 18. Nothing is credited. */
  stringFraud(): void {
    this.expireEscrow();
    this.push([0, BillStatusCode.STRING_FRAUD]);
  }

  // ---- the mechanism and the technician ---------------------------------------------------

  /**
   * The bill path jams: status 6 (transport, unsafe), 16 (transport, safe) or 7 (stacker).
   * A bill in escrow is stuck with it: it cannot be routed (154 answers 255) and does not time
   * out. No bill gets in until clearJam().
   */
  jam(place: JamPlace = 'transport'): void {
    this.expireEscrow();
    this.jammedAt = place;
    this.push([0, JAM_CODE[place]]);
  }

  /** The technician frees the path. A bill that was stuck in escrow comes back out (status 1). */
  clearJam(): void {
    this.jammedAt = null;
    if (this.escrowBill !== null) this.returnEscrow();
  }

  stackerRemoved(): void {
    this.expireEscrow();
    this.stacker = 'removed';
    this.push([0, BillStatusCode.STACKER_REMOVED]);
  }

  /** The stacker goes back in, emptied if it was full. */
  stackerInserted(): void {
    this.expireEscrow();
    this.stacker = 'ok';
    this.push([0, BillStatusCode.STACKER_INSERTED]);
  }

  stackerFull(): void {
    this.expireEscrow();
    this.stacker = 'full';
    this.push([0, BillStatusCode.STACKER_FULL]);
  }

  /**
   * Power lost and back: counter 0, empty buffer, master inhibit active, every bill type
   * inhibited, power-up operating mode. A bill waiting in escrow is handed back, unless a jam
   * holds it (a jam is physical and outlives the power cut, as does the stacker's state).
   */
  powerCycle(): void {
    this.expireEscrow();
    if (this.escrowBill !== null && this.jammedAt === null) {
      this.returned.push(this.escrowBill);
      this.escrowBill = null;
    }
    this.eventCounter = 0;
    this.buffer = [];
    this.accepting = false;
    this.enabledMask = 0;
    this.operatingMode = POWER_UP_MODE;
    // The host learns of the reset from counter 0; nothing before it can still be read.
    this.processedTotal = this.eventsTotal;
    this.intactReplyTotal = null;
  }

  // ---- what a test can see ---------------------------------------------------------------

  get counter(): number {
    this.expireEscrow();
    return this.eventCounter;
  }

  /** The bill type waiting in escrow, or null. */
  get escrow(): number | null {
    this.expireEscrow();
    return this.escrowBill;
  }

  /** Types of every bill that went into the stacker, in order: the money the cabinet must credit. */
  get stackedBills(): readonly number[] {
    this.expireEscrow();
    return [...this.stacked];
  }

  /** Types of every bill handed back from escrow (route return, timeout, power cycle, jam cleared). */
  get returnedBills(): readonly number[] {
    this.expireEscrow();
    return [...this.returned];
  }

  get masterAccepting(): boolean {
    return this.accepting;
  }

  get enabledBills(): number[] {
    return decodeBillInhibitMask(this.enabledMask & 0xff, this.enabledMask >> 8);
  }

  get escrowEnabled(): boolean {
    return (this.operatingMode & OperatingMode.ESCROW) !== 0;
  }

  /**
   * Events buffered since the counter of the last intact 159 reply that the host provably
   * processed: a later request arrived after it, and the bus sends one command at a time, so the
   * host was done with that reply. A test that adds events only while this is ≤ 4 can never push
   * an unread event out of the five-slot buffer itself; losses then come only from the line.
   */
  unreadSinceProcessed(): number {
    this.expireEscrow();
    return this.eventsTotal - this.processedTotal;
  }

  // ---- the bus -----------------------------------------------------------------------------

  protected answer(header: number, data: readonly number[]): EmulatorReply {
    this.expireEscrow();
    switch (header) {
      case Header.READ_BUFFERED_BILL_EVENTS:
        if (data.length !== 0) return 'nak';
        this.answeredTotal = this.eventsTotal;
        return this.bufferReply();
      case Header.ROUTE_BILL:
        return data.length === 1 ? this.route(data[0] ?? -1) : 'nak';
      case Header.REQUEST_BILL_ID: {
        const type = data[0] ?? 0;
        if (data.length !== 1 || type < 1) return 'nak';
        return ascii(this.ids.get(type) ?? UNPROGRAMMED_BILL_ID);
      }
      case Header.MODIFY_INHIBIT_STATUS:
        if (data.length !== 2) return 'nak';
        this.enabledMask = ((data[0] ?? 0) | ((data[1] ?? 0) << 8)) & 0xffff;
        return [];
      case BillHeader.REQUEST_INHIBIT_STATUS:
        return encodeBillInhibitMask(this.enabledBills);
      case Header.MODIFY_MASTER_INHIBIT_STATUS:
        if (data.length !== 1) return 'nak';
        this.accepting = ((data[0] ?? 0) & 1) === 1;
        return [];
      case BillHeader.REQUEST_MASTER_INHIBIT_STATUS:
        return [this.accepting ? 1 : 0];
      case BillHeader.MODIFY_BILL_OPERATING_MODE:
        if (data.length !== 1) return 'nak';
        this.operatingMode = (data[0] ?? 0) & (OperatingMode.STACKER | OperatingMode.ESCROW);
        return [];
      case BillHeader.REQUEST_BILL_OPERATING_MODE:
        return [this.operatingMode];
      case Header.RESET_DEVICE:
        // The ACK goes out as the device restarts: state after the reply is the power-up state.
        this.powerCycle();
        return [];
      default:
        // Headers this device does not implement go unanswered; the host times out.
        return 'silent';
    }
  }

  private route(code: number): EmulatorReply {
    if (code !== RouteCode.STACK && code !== RouteCode.RETURN && code !== RouteCode.EXTEND_ESCROW_TIMEOUT) return 'nak';
    if (this.escrowBill === null) return [RouteError.ESCROW_EMPTY];
    if (this.jammedAt !== null) return [RouteError.FAILED_TO_ROUTE];
    if (code === RouteCode.EXTEND_ESCROW_TIMEOUT) {
      this.escrowDeadline = this.clock() + this.escrowTimeoutMs;
      return [];
    }
    if (code === RouteCode.RETURN) {
      this.returnEscrow();
      return [];
    }
    if (this.stacker !== 'ok') return [RouteError.FAILED_TO_ROUTE];
    const type = this.escrowBill;
    this.escrowBill = null;
    this.stack(type);
    return [];
  }

  private bufferReply(): number[] {
    const reply = [this.eventCounter];
    for (let i = 0; i < EVENT_BUFFER_SIZE; i++) reply.push(...(this.buffer[i] ?? [0, 0]));
    return reply;
  }

  private trackHostProgress(header: number, fate: string): void {
    // Any request after an intact 159 reply proves the host had finished with that reply.
    if (this.intactReplyTotal !== null) {
      this.processedTotal = Math.max(this.processedTotal, this.intactReplyTotal);
      this.intactReplyTotal = null;
    }
    if (header === Header.READ_BUFFERED_BILL_EVENTS && fate === 'sent') this.intactReplyTotal = this.answeredTotal;
  }

  private expireEscrow(): void {
    if (this.escrowBill === null || this.jammedAt !== null) return;
    if (this.clock() >= this.escrowDeadline) this.returnEscrow();
  }

  private returnEscrow(): void {
    if (this.escrowBill === null) return;
    this.returned.push(this.escrowBill);
    this.escrowBill = null;
    this.push([0, BillStatusCode.RETURNED_FROM_ESCROW]);
  }

  private stack(type: number): void {
    this.stacked.push(type);
    this.push([type, BillOutcome.STACKED]);
  }

  private pathOpen(): boolean {
    return this.jammedAt === null && this.stacker === 'ok' && this.escrowBill === null;
  }

  private reject(code: number): InsertResult {
    this.push([0, code]);
    return 'rejected';
  }

  private push(event: [number, number]): void {
    this.eventCounter = this.eventCounter >= 255 ? 1 : this.eventCounter + 1;
    this.buffer.unshift(event);
    this.buffer.length = Math.min(this.buffer.length, EVENT_BUFFER_SIZE);
    this.eventsTotal += 1;
  }
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0) & 0x7f);
}
