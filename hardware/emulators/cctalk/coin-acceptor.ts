/**
 * A ccTalk coin acceptor on the byte level: it answers the headers a real one answers over a
 * memory bus or a PTY, so the driver and the cabinet are tested against the same bytes they
 * will see from the cabinet's acceptor. Players and faults act through plain methods
 * (insertCoin, jam, coinOnString …), the way the `devices` console and the tests drive it.
 *
 * Device model (ccTalk generic specification, part 2 headers 229/231/230/228/227/184/1):
 * - An event counter, 0 only after power-up or reset, then 1..255 wrapping 255 → 1, and a buffer
 *   of the last five events, newest first. Every coin credit and every error code is one event.
 * - A coin is accepted only when the master inhibit says "accept" (228 bit 0 = 1) AND its
 *   position's bit is set in the inhibit mask (231, bit n-1 = position n).
 * - A returned coin is buffered as an error event, as the spec's error code table describes:
 *   1 for a coin the device does not know, 2 when the master inhibit is on, 128 + (n - 1) when
 *   position n is inhibited. A coin returned because the credit sensor is blocked buffers
 *   nothing more: the device already reported code 14 when the jam began, and one event per
 *   refused coin would push real credits out of the five-event buffer.
 * - Power-up and header 1 both clear the counter and buffer, switch the master inhibit on
 *   (nothing accepted) and inhibit every position, so the host must enable coins again after
 *   every reset. A jam is physical and survives both.
 */
import { EmulatedCctalkDevice, type EmulatorIdentity, type EmulatorReply, type ReplyLog } from './cctalk-device';
import { BUFFERED_CREDIT_EVENTS } from '../../cctalk/buffered-credit';
import type { ChecksumMode } from '../../cctalk/frame';
import { Address, Header } from '../../cctalk/headers';
import { CoinErrorCode, INHIBITED_COIN_TYPE_BASE } from '../../coin-acceptor/coin-error-codes';

/** Headers this device answers that headers.ts does not name (reported to the integrator). */
const REQUEST_INHIBIT_STATUS = 230;
const REQUEST_MASTER_INHIBIT_STATUS = 227;

/** Two inhibit bytes: 16 coin positions. */
export const COIN_POSITIONS = 16;
const COIN_ID_LENGTH = 6;
/** What 184 returns for a position with no coin programmed (the driver treats it as empty). */
export const UNPROGRAMMED_COIN_ID = '......';

export interface EmulatedCoin {
  /** Coin position 1..16: the A byte of its 229 credit and its bit in the inhibit mask. */
  readonly position: number;
  /** Six printable ASCII characters, country + value + issue, e.g. "EU100A". */
  readonly id: string;
  /** B byte of the credit: the sorter path the coin takes. Default 1. */
  readonly sorterPath?: number;
}

export interface EmulatedCoinAcceptorOptions {
  readonly address?: number;
  readonly mode?: ChecksumMode;
  readonly coins: readonly EmulatedCoin[];
  /** Uniform 0..1 for line-fault decisions; tests pass a seeded one. */
  readonly random: () => number;
  readonly now?: () => number;
  /** Overrides of the identification answers (tests use a wrong category). */
  readonly identity?: Partial<EmulatorIdentity>;
}

export type InsertResult = 'accepted' | 'returned';

export interface AcceptedCoins {
  readonly count: number;
  readonly byPosition: ReadonlyMap<number, number>;
}

/** A point in the event stream: which power-up, and how many events had been buffered in it. */
interface EventMark {
  readonly powerUp: number;
  readonly events: number;
}

const DEFAULT_IDENTITY: EmulatorIdentity = {
  category: 'Coin Acceptor',
  manufacturer: 'EMU',
  productCode: 'CA-EMU',
  softwareRevision: '1.0',
  // The serial number of the spec's "Request serial number" worked example.
  serialNumber: 12_345_678,
};

export class EmulatedCctalkCoinAcceptor extends EmulatedCctalkDevice {
  private readonly coins: ReadonlyMap<number, EmulatedCoin>;
  private eventCounter = 0;
  /** Newest first, at most five, as 229 returns them. */
  private buffer: (readonly [number, number])[] = [];
  private inhibitMask = 0;
  private accepting = false;
  private jammed = false;
  private readonly acceptedByPosition = new Map<number, number>();
  private acceptedTotal = 0;
  private powerUp = 0;
  private eventsThisPowerUp = 0;
  /** Set while a 229 reply is being decided; its fate arrives through onReply. */
  private answeredRead: EventMark | null = null;
  /** The last 229 reply that left intact, until a later request proves the host is done with it. */
  private intactRead: EventMark | null = null;
  private processedRead: EventMark | null = null;

  constructor(options: EmulatedCoinAcceptorOptions) {
    super(options.address ?? Address.COIN_ACCEPTOR, { ...DEFAULT_IDENTITY, ...options.identity }, options.mode ?? 'simple', options.random, options.now);
    this.coins = checkCoins(options.coins);
    this.onReply((log) => this.noteReply(log));
  }

  // ---- player and fault actions -------------------------------------------------------------

  /** A player drops a coin. 'returned' means it came back out of the reject chute. */
  insertCoin(position: number): InsertResult {
    if (!Number.isInteger(position)) throw new RangeError(`a coin position is an integer, got ${position}`);
    if (this.jammed) return 'returned';
    const coin = this.coins.get(position);
    if (!coin) return this.returnCoin(CoinErrorCode.REJECT_COIN);
    if (!this.accepting) return this.returnCoin(CoinErrorCode.INHIBITED_COIN);
    if ((this.inhibitMask & (1 << (position - 1))) === 0) return this.returnCoin(INHIBITED_COIN_TYPE_BASE + position - 1);
    this.buffered([position, coin.sorterPath ?? 1]);
    this.acceptedTotal += 1;
    this.acceptedByPosition.set(position, (this.acceptedByPosition.get(position) ?? 0) + 1);
    return 'accepted';
  }

  /** A coin pulled back up on a string: the anti-string sensor fires. */
  coinOnString(): void {
    this.reportError(CoinErrorCode.COIN_ON_STRING);
  }

  /** A coin reached the credit sensor when it should have been rejected: value unknown, no credit. */
  swallowedCoin(): void {
    this.reportError(CoinErrorCode.SWALLOWED_COIN);
  }

  /** Something blocks the credit sensor: reported once, and every coin is refused until cleared. */
  jam(): void {
    if (this.jammed) return;
    this.jammed = true;
    this.reportError(CoinErrorCode.CREDIT_SENSOR_BLOCKED);
  }

  clearJam(): void {
    this.jammed = false;
  }

  /** The coin return mechanism was operated (flight deck opened); one event, no lasting state. */
  flightDeckOpen(): void {
    this.reportError(CoinErrorCode.FLIGHT_DECK_OPEN);
  }

  /** Buffers any error code 1..255, for the faults that have no method of their own. */
  reportError(code: number): void {
    if (!Number.isInteger(code) || code < 1 || code > 255) throw new RangeError(`an error event code is 1..255, got ${code}`);
    this.buffered([0, code]);
  }

  /** Power off and on: counter 0, buffer empty, master inhibited, every position inhibited. */
  powerCycle(): void {
    this.restart();
  }

  // ---- state a test or the console reads ----------------------------------------------------

  get counter(): number {
    return this.eventCounter;
  }

  get masterAccepting(): boolean {
    return this.accepting;
  }

  get isJammed(): boolean {
    return this.jammed;
  }

  /** Coins that went to the cashbox as credits, since the emulator was built (power cycles keep them). */
  get acceptedCoins(): AcceptedCoins {
    return { count: this.acceptedTotal, byPosition: new Map(this.acceptedByPosition) };
  }

  /**
   * Events buffered since the counter of the last intact 229 reply that the host provably
   * processed: a later request arrived after it, so the host had finished that exchange.
   * Infinity while there is no such reply since the last power-up or reset: a host that has
   * not yet seen counter 0 cannot tell new events from a counter that wrapped, and on first
   * contact it takes what is buffered as already credited.
   * A test that inserts only while this is ≤ 4 never has more than five events waiting, so the
   * five-slot buffer never drops an event the host has not read (see docs/devices-coin-acceptor.md).
   */
  unreadSinceProcessed(): number {
    const seen = this.processedRead;
    if (!seen || seen.powerUp !== this.powerUp) return Number.POSITIVE_INFINITY;
    return this.eventsThisPowerUp - seen.events;
  }

  // ---- the wire ------------------------------------------------------------------------------

  protected answer(header: number, data: readonly number[]): EmulatorReply {
    switch (header) {
      case Header.READ_BUFFERED_CREDIT_OR_ERROR_CODES:
        if (data.length !== 0) return 'nak';
        this.answeredRead = { powerUp: this.powerUp, events: this.eventsThisPowerUp };
        return this.creditReply();
      case Header.MODIFY_INHIBIT_STATUS:
        if (data.length !== 2) return 'nak';
        this.inhibitMask = (data[0] ?? 0) | ((data[1] ?? 0) << 8);
        return [];
      case REQUEST_INHIBIT_STATUS:
        if (data.length !== 0) return 'nak';
        return [this.inhibitMask & 0xff, this.inhibitMask >> 8];
      case Header.MODIFY_MASTER_INHIBIT_STATUS:
        if (data.length !== 1) return 'nak';
        // Only bit 0 means anything; the others are ignored as the spec asks.
        this.accepting = ((data[0] ?? 0) & 1) === 1;
        return [];
      case REQUEST_MASTER_INHIBIT_STATUS:
        if (data.length !== 0) return 'nak';
        return [this.accepting ? 1 : 0];
      case Header.REQUEST_COIN_ID: {
        const position = data[0] ?? 0;
        if (data.length !== 1 || position < 1 || position > COIN_POSITIONS) return 'nak';
        return ascii(this.coins.get(position)?.id ?? UNPROGRAMMED_COIN_ID);
      }
      case Header.RESET_DEVICE:
        if (data.length !== 0) return 'nak';
        // The ACK is the last thing the old state says; the reply goes out after this returns.
        this.restart();
        return [];
      default:
        // Headers we do not implement get no answer: the host times out, as with real acceptors.
        return 'silent';
    }
  }

  private creditReply(): number[] {
    const reply = [this.eventCounter];
    for (let i = 0; i < BUFFERED_CREDIT_EVENTS; i++) {
      const event = this.buffer[i] ?? [0, 0];
      reply.push(event[0], event[1]);
    }
    return reply;
  }

  /** The bus is shared: a host command to the hopper after our reply proves that reply was processed too. */
  protected override overheard(): void {
    if (this.intactRead) this.processedRead = this.intactRead;
    this.intactRead = null;
  }

  private noteReply(log: ReplyLog): void {
    // Any request after an intact 229 reply means the host finished that exchange with it.
    if (this.intactRead) this.processedRead = this.intactRead;
    this.intactRead = null;
    if (log.header === Header.READ_BUFFERED_CREDIT_OR_ERROR_CODES && log.fate === 'sent') this.intactRead = this.answeredRead;
    this.answeredRead = null;
  }

  private returnCoin(code: number): InsertResult {
    this.buffered([0, code]);
    return 'returned';
  }

  private buffered(event: readonly [number, number]): void {
    this.eventCounter = this.eventCounter >= 255 ? 1 : this.eventCounter + 1;
    this.buffer.unshift(event);
    this.buffer.length = Math.min(this.buffer.length, BUFFERED_CREDIT_EVENTS);
    this.eventsThisPowerUp += 1;
  }

  private restart(): void {
    this.eventCounter = 0;
    this.buffer = [];
    this.accepting = false;
    this.inhibitMask = 0;
    this.powerUp += 1;
    this.eventsThisPowerUp = 0;
    this.answeredRead = null;
    this.intactRead = null;
    this.processedRead = null;
  }
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function checkCoins(coins: readonly EmulatedCoin[]): ReadonlyMap<number, EmulatedCoin> {
  const byPosition = new Map<number, EmulatedCoin>();
  for (const coin of coins) {
    if (!Number.isInteger(coin.position) || coin.position < 1 || coin.position > COIN_POSITIONS) {
      throw new RangeError(`coin position must be 1..${COIN_POSITIONS}, got ${coin.position}`);
    }
    if (byPosition.has(coin.position)) throw new RangeError(`coin position ${coin.position} is programmed twice`);
    if (coin.id.length !== COIN_ID_LENGTH || !/^[\x20-\x7e]+$/.test(coin.id)) {
      throw new RangeError(`coin id must be ${COIN_ID_LENGTH} printable ASCII characters, got "${coin.id}"`);
    }
    const path = coin.sorterPath ?? 1;
    if (!Number.isInteger(path) || path < 0 || path > 255) throw new RangeError(`sorter path must be a byte, got ${path}`);
    byPosition.set(coin.position, coin);
  }
  return byPosition;
}
