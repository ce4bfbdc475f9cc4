/**
 * The common half of every emulated ccTalk device: it listens on a byte link, assembles frames
 * with the same receiver the host uses, answers the frames addressed to it, and carries the
 * line faults a test can switch on (lost replies, corrupted bytes, unplugged). Device emulators
 * (coin acceptor, hopper, bill validator) add their own headers in `answer`.
 *
 * The identification headers every ccTalk device answers are served here from `identity`.
 */
import { encodeFrame, type ChecksumMode } from '../../cctalk/frame';
import { Header, Address } from '../../cctalk/headers';
import { CctalkReceiver } from '../../cctalk/receiver';
import type { ByteLink } from '../../serial/byte-link';

/** What the device answers: reply data (sent with header 0), NAK, BUSY, or silence. */
export type EmulatorReply = readonly number[] | 'nak' | 'busy' | 'silent';

export interface EmulatorIdentity {
  /** Header 245, e.g. "Coin Acceptor", "Payout", "Bill Validator". */
  readonly category: string;
  /** Header 246. */
  readonly manufacturer: string;
  /** Header 244. */
  readonly productCode: string;
  /** Header 241. */
  readonly softwareRevision: string;
  /** Header 242: three bytes, LSB first on the wire. */
  readonly serialNumber: number;
}

/** Line faults, switched on by tests and by the `npm run devices` console. */
export interface LineFaults {
  /** Probability 0..1 that a reply is not sent at all. */
  lostReplyRate: number;
  /** Probability 0..1 that one byte of a reply is flipped. */
  corruptReplyRate: number;
  /** Unplugged: the device hears nothing and says nothing. */
  unplugged: boolean;
}

export interface ReplyLog {
  header: number;
  /** What happened to the reply on the line. */
  fate: 'sent' | 'lost' | 'corrupted' | 'silent';
}

export abstract class EmulatedCctalkDevice {
  readonly faults: LineFaults = { lostReplyRate: 0, corruptReplyRate: 0, unplugged: false };
  /** Commands the host sent to this address (attempts and retries), heard or not. */
  commandsOnWire = 0;
  private link: ByteLink | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly receiver: CctalkReceiver;
  /** Listeners told about every reply decision (the integration test uses it to know what the host saw). */
  private readonly replyListeners = new Set<(log: ReplyLog) => void>();

  protected constructor(
    readonly address: number,
    protected readonly identity: EmulatorIdentity,
    protected readonly mode: ChecksumMode,
    /** Uniform 0..1 for fault decisions; tests pass a seeded one. */
    protected readonly random: () => number,
    private readonly now: () => number = Date.now,
  ) {
    this.receiver = new CctalkReceiver(mode);
  }

  /** Plugs the device into a link (memory bus endpoint or the device end of a PTY pair). */
  attach(link: ByteLink): void {
    this.detach();
    this.link = link;
    this.receiver.reset();
    this.unsubscribe = link.onData((chunk) => this.hear(chunk));
  }

  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.link = null;
  }

  onReply(listener: (log: ReplyLog) => void): () => void {
    this.replyListeners.add(listener);
    return () => this.replyListeners.delete(listener);
  }

  /** A host command to another device went by: the host finished its last exchange with us. */
  protected overheard(): void {}

  /** The device's own reaction to a command for its address. */
  protected abstract answer(header: number, data: readonly number[]): EmulatorReply;

  private hear(chunk: Uint8Array): void {
    for (const { frame } of this.receiver.push(chunk, Math.round(this.now()))) {
      const fromHost = frame.source === null || frame.source === Address.HOST;
      // A line analyser's count: what the host put on the wire for us, even while we are unplugged.
      if (fromHost && frame.destination === this.address) this.commandsOnWire += 1;
      if (this.faults.unplugged) continue;
      if (frame.destination !== this.address && frame.destination !== 0) {
        // The host speaking to another device on the shared wire: its exchange with us is over.
        if (fromHost && frame.destination !== Address.HOST) this.overheard();
        continue;
      }
      // Replies of other devices (and our own, heard back on the one wire) go to the host.
      if (!fromHost) continue;
      this.respond(frame.header, frame.data);
    }
  }

  private respond(header: number, data: readonly number[]): void {
    const reply = this.common(header) ?? this.answer(header, data);
    if (reply === 'silent') return this.tell({ header, fate: 'silent' });
    if (this.random() < this.faults.lostReplyRate) return this.tell({ header, fate: 'lost' });
    const replyHeader = reply === 'nak' ? Header.NAK : reply === 'busy' ? Header.BUSY : Header.ACK;
    const replyData = Array.isArray(reply) ? [...reply] : [];
    const bytes = encodeFrame({ destination: Address.HOST, source: this.mode === 'simple' ? this.address : null, header: replyHeader, data: replyData }, this.mode);
    let fate: ReplyLog['fate'] = 'sent';
    if (this.random() < this.faults.corruptReplyRate) {
      const at = Math.floor(this.random() * bytes.length);
      bytes[at] = (bytes[at] ?? 0) ^ (1 + Math.floor(this.random() * 255));
      fate = 'corrupted';
    }
    this.tell({ header, fate });
    this.link?.write(bytes);
  }

  private tell(log: ReplyLog): void {
    for (const listener of this.replyListeners) listener(log);
  }

  /** Identification headers every device answers the same way. */
  private common(header: number): EmulatorReply | null {
    const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0) & 0x7f);
    switch (header) {
      case Header.SIMPLE_POLL:
        return [];
      case Header.REQUEST_EQUIPMENT_CATEGORY_ID:
        return ascii(this.identity.category);
      case Header.REQUEST_MANUFACTURER_ID:
        return ascii(this.identity.manufacturer);
      case Header.REQUEST_PRODUCT_CODE:
        return ascii(this.identity.productCode);
      case Header.REQUEST_SOFTWARE_REVISION:
        return ascii(this.identity.softwareRevision);
      case Header.REQUEST_SERIAL_NUMBER: {
        const n = this.identity.serialNumber;
        return [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
      }
      default:
        return null;
    }
  }
}
