/**
 * The cabinet's coin acceptor over ccTalk: identification, coin enables, master inhibit and the
 * header 229 credit poll, through any CctalkCommander (the serial bus on the cabinet, a memory
 * bus in tests). It only reads and reports; what is new and what to credit is worked out by
 * event-counter.ts in the cabinet's coin intake, in the same transaction as the credit.
 */
import { parseBufferedCredit, type BufferedCreditReply } from '../cctalk/buffered-credit';
import { CctalkRefusedError, type CctalkCommander } from '../cctalk/commander';
import { CctalkFrameError } from '../cctalk/frame-error';
import { Address, Header } from '../cctalk/headers';
import type { BufferedCredit, CoinAcceptorLink } from './coin-acceptor-link';

export const COIN_ACCEPTOR_CATEGORY = 'Coin Acceptor';
/** Two inhibit bytes address 16 coin positions; 184 is asked for each. */
const COIN_POSITIONS = 16;

export interface CoinAcceptorIdentity {
  readonly category: string;
  readonly manufacturer: string;
  readonly productCode: string;
  readonly serialNumber: number;
  /** Programmed positions only, e.g. 3 → "EU100A". */
  readonly coinIds: Map<number, string>;
}

export interface CctalkCoinAcceptorOptions {
  readonly deviceId: string;
  readonly address?: number;
}

/** The device at the configured address is not a coin acceptor (wrong address or wrong cable). */
export class NotACoinAcceptorError extends Error {
  override readonly name = 'NotACoinAcceptorError';

  constructor(
    readonly address: number,
    readonly category: string,
  ) {
    super(`ccTalk address ${address} is a "${category}", not a "${COIN_ACCEPTOR_CATEGORY}": check the coin acceptor's address and cable`);
  }
}

export class CctalkCoinAcceptor implements CoinAcceptorLink {
  readonly deviceId: string;
  readonly address: number;

  constructor(
    private readonly commander: CctalkCommander,
    options: CctalkCoinAcceptorOptions,
  ) {
    this.deviceId = options.deviceId;
    this.address = options.address ?? Address.COIN_ACCEPTOR;
  }

  /**
   * Who is on the address and which coins it knows. The category is checked first: enabling
   * coins on a hopper or a bill validator by mistake must never happen quietly.
   */
  async identify(): Promise<CoinAcceptorIdentity> {
    const category = text(await this.ask(Header.REQUEST_EQUIPMENT_CATEGORY_ID));
    if (category !== COIN_ACCEPTOR_CATEGORY) throw new NotACoinAcceptorError(this.address, category);
    const manufacturer = text(await this.ask(Header.REQUEST_MANUFACTURER_ID));
    const productCode = text(await this.ask(Header.REQUEST_PRODUCT_CODE));
    const serial = await this.ask(Header.REQUEST_SERIAL_NUMBER);
    if (serial.length !== 3) throw this.malformed(Header.REQUEST_SERIAL_NUMBER, `3 bytes, got ${serial.length}`);
    const serialNumber = (serial[0] ?? 0) | ((serial[1] ?? 0) << 8) | ((serial[2] ?? 0) << 16);
    const coinIds = new Map<number, string>();
    for (let position = 1; position <= COIN_POSITIONS; position++) {
      const id = await this.coinId(position);
      if (id !== null) coinIds.set(position, id);
    }
    return { category, manufacturer, productCode, serialNumber, coinIds };
  }

  /** Header 231: exactly these positions may be accepted; every other position is inhibited. */
  async enableCoins(positions: readonly number[]): Promise<void> {
    let mask = 0;
    for (const position of positions) {
      if (!Number.isInteger(position) || position < 1 || position > COIN_POSITIONS) {
        throw new RangeError(`coin position must be 1..${COIN_POSITIONS}, got ${position}`);
      }
      mask |= 1 << (position - 1);
    }
    await this.expectAck(Header.MODIFY_INHIBIT_STATUS, [mask & 0xff, mask >> 8]);
  }

  /** Header 228: true = accept coins, false = return every coin. */
  async setMasterInhibit(accept: boolean): Promise<void> {
    await this.expectAck(Header.MODIFY_MASTER_INHIBIT_STATUS, [accept ? 1 : 0]);
  }

  /** A command answered by a bare ACK: an ACK with data is a damaged or foreign reply, not a yes. */
  private async expectAck(header: number, data: readonly number[]): Promise<void> {
    const reply = await this.ask(header, data);
    if (reply.length !== 0) throw new CctalkFrameError('bad-payload', `header ${header} expects a bare ACK from address ${this.address}, got ${reply.length} data bytes`);
  }

  /**
   * Header 229. A reply of the wrong shape (a corrupted length byte can pass the 8-bit checksum
   * once in 256) throws CctalkFrameError 'bad-payload' and yields nothing, so the caller credits
   * nothing and simply polls again: the device keeps its buffer until then.
   */
  async readBufferedCredit(): Promise<BufferedCredit> {
    const data = await this.ask(Header.READ_BUFFERED_CREDIT_OR_ERROR_CODES);
    let reply: BufferedCreditReply;
    try {
      reply = parseBufferedCredit(data);
    } catch (error) {
      if (error instanceof CctalkFrameError) throw this.malformed(Header.READ_BUFFERED_CREDIT_OR_ERROR_CODES, error.message);
      throw error;
    }
    const events = reply.events.map((event): readonly [number, number] =>
      event.kind === 'coin' ? [event.position, event.sorterPath] : event.kind === 'error' ? [0, event.code] : [0, 0],
    );
    return { counter: reply.counter, events };
  }

  /** Null for an empty position: answered with blanks, dots or zeros, or refused with NAK. */
  private async coinId(position: number): Promise<string | null> {
    try {
      const id = text(await this.ask(Header.REQUEST_COIN_ID, [position]));
      return id.length > 0 && !/^[.\s0]*$/.test(id) ? id : null;
    } catch (error) {
      // Only a NAK says "nothing programmed here"; BUSY or a damaged reply must not drop a coin.
      if (error instanceof CctalkRefusedError && error.replyHeader === Header.NAK) return null;
      throw error;
    }
  }

  private ask(header: number, data: readonly number[] = []): Promise<number[]> {
    return this.commander.send({ address: this.address, header, data });
  }

  private malformed(header: number, detail: string): CctalkFrameError {
    return new CctalkFrameError('bad-payload', `coin acceptor ${this.deviceId} (address ${this.address}) sent a malformed reply to header ${header}: ${detail}`);
  }
}

/** ccTalk identification strings are ASCII, sometimes padded with spaces or NULs. */
function text(data: readonly number[]): string {
  return String.fromCharCode(...data.map((b) => b & 0x7f))
    .replace(/\0+$/, '')
    .trim();
}

