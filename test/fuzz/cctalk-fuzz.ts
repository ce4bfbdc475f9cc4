/**
 * ccTalk fuzz as a real line produces it: noise bursts, frames with bytes corrupted, frames torn
 * short, and well-formed frames that are not for the listener (another address, another
 * direction). Two directions: what a host hears after a command (`ReplyFuzz`), and what the
 * devices hear from a host (`CommandFuzz`).
 *
 * What it never generates as fuzz: a frame with a valid checksum, addressed to the listener,
 * from the party it is waiting for. Such a frame is, by the protocol, a real message: with the
 * 8-bit checksum one corruption of two or more bytes in 256 still sums to zero, and no receiver
 * can tell. Those are counted (`undetectable`) and thrown away; docs/devices-fuzz.md explains
 * why that is the protocol's limit and not a gap in the test.
 */
import { crc16Xmodem, simpleChecksum } from '../../hardware/cctalk/checksum';
import { checksumValid, decodeFrame, type CctalkFrame, type ChecksumMode } from '../../hardware/cctalk/frame';
import { Address, Header } from '../../hardware/cctalk/headers';
import { pick, type Rnd } from './fuzz-kit';

export interface FuzzFrame {
  readonly kind: string;
  readonly bytes: number[];
}

/**
 * Random bytes, a quarter of them the values a parser finds most confusing: the host's and the
 * devices' addresses, short data lengths, the NAK and BUSY headers. Mostly short bursts, now and
 * then one long enough to hold a receiver for its longest possible frame.
 */
export function noise(rnd: Rnd, addresses: readonly number[]): FuzzFrame {
  const nasty = [0, Address.HOST, 2, 3, 4, 5, 6, 11, ...addresses];
  const length = rnd(25) === 0 ? 1 + rnd(280) : 1 + rnd(16);
  const bytes: number[] = [];
  for (let i = 0; i < length; i++) bytes.push(rnd(4) === 0 ? (nasty[rnd(nasty.length)] ?? 0) : rnd(256));
  return { kind: 'noise', bytes };
}

function randomData(rnd: Rnd, max = 12): number[] {
  return Array.from({ length: rnd(max + 1) }, () => rnd(256));
}

/**
 * A whole frame, built here rather than with the codec under test: `[destination][length]
 * [source][header][data…][checksum]`, or in CRC mode the CRC-16 LSB in the source's place and its
 * MSB in the checksum's, over destination, length, header and data.
 */
export function frameBytes(mode: ChecksumMode, destination: number, source: number, header: number, data: readonly number[]): number[] {
  if (mode === 'simple') {
    const bytes = [destination, data.length, source, header, ...data];
    bytes.push(simpleChecksum(bytes));
    return bytes;
  }
  const crc = crc16Xmodem([destination, data.length, header, ...data]);
  return [destination, data.length, crc & 0xff, header, ...data, crc >> 8];
}

/** The frame, if these exact bytes are one whole valid frame. */
export function wholeFrame(bytes: readonly number[], mode: ChecksumMode): CctalkFrame | null {
  if (bytes.length < 5 || (bytes[1] ?? 0) + 5 !== bytes.length || !checksumValid(bytes, mode)) return null;
  return decodeFrame(bytes, mode);
}

/** 1 to 3 bytes changed; the result may or may not still be a valid frame, but it is never the original. */
export function corrupt(rnd: Rnd, bytes: readonly number[]): number[] {
  for (;;) {
    const out = [...bytes];
    const hits = 1 + rnd(3);
    for (let i = 0; i < hits; i++) {
      const at = rnd(out.length);
      out[at] = (out[at] ?? 0) ^ (1 + rnd(255));
    }
    // Two hits on one byte can cancel out; an unchanged frame is no corruption.
    if (out.some((b, i) => b !== bytes[i])) return out;
  }
}

/** A prefix (the sender stopped) or a suffix (the listener came in late) of a frame. */
export function truncate(rnd: Rnd, bytes: readonly number[]): number[] {
  const cut = 1 + rnd(Math.max(1, bytes.length - 1));
  return rnd(2) === 0 ? bytes.slice(0, cut) : bytes.slice(cut);
}

// ---- what a host hears --------------------------------------------------------------------

export interface ReplyFuzzContext {
  readonly mode: ChecksumMode;
  /** The device the host is waiting for. */
  readonly commanded: number;
  /** The host's command, as written. */
  readonly command: readonly number[];
  /** The device's true reply, or null when it had none. */
  readonly trueReply: readonly number[] | null;
  /** Every device address on the bus. */
  readonly devices: readonly number[];
}

/** The host's rule (hardware/cctalk/bus.ts): a valid frame to the host from the commanded device is the reply. */
export function takenAsReply(frame: CctalkFrame, commanded: number): boolean {
  // The bus takes only ACK, NAK and BUSY as replies; a frame with another header is noise to it.
  const replyHeader = frame.header === Header.ACK || frame.header === Header.NAK || frame.header === Header.BUSY;
  return replyHeader && frame.destination === Address.HOST && (frame.source === null || frame.source === commanded);
}

export class ReplyFuzz {
  /** Corruptions that came out as a valid frame the host would take as its reply: not fuzz, regenerated. */
  undetectable = 0;

  constructor(private readonly rnd: Rnd) {}

  next(ctx: ReplyFuzzContext): FuzzFrame {
    const { rnd } = this;
    switch (rnd(8)) {
      case 0:
      case 1:
      case 2:
        return noise(rnd, ctx.devices);
      case 3:
      case 4:
        return { kind: 'corrupted reply', bytes: this.corruptedReply(ctx) };
      case 5:
      case 6:
        return { kind: 'misaddressed frame', bytes: this.misaddressed(ctx) };
      default: {
        const source = pick(rnd, [ctx.trueReply ?? this.someReply(ctx), this.misaddressed(ctx), [...ctx.command]]);
        return { kind: 'truncated frame', bytes: truncate(rnd, source) };
      }
    }
  }

  /** A reply-shaped frame from the commanded device, for when the true one is not at hand. */
  private someReply(ctx: ReplyFuzzContext): number[] {
    return frameBytes(ctx.mode, Address.HOST, ctx.commanded, 0, randomData(this.rnd));
  }

  private corruptedReply(ctx: ReplyFuzzContext): number[] {
    const base = ctx.trueReply ?? this.someReply(ctx);
    for (;;) {
      const bytes = corrupt(this.rnd, base);
      const frame = wholeFrame(bytes, ctx.mode);
      if (frame === null || !takenAsReply(frame, ctx.commanded)) return bytes;
      this.undetectable++;
    }
  }

  /**
   * A well-formed frame the host must not take: a command to another device, a device talking to
   * another device, the host's own command heard twice, or (simple checksum only, where the
   * source is on the wire) a reply to the host from a device it did not ask.
   */
  private misaddressed(ctx: ReplyFuzzContext): number[] {
    const { rnd } = this;
    const others = ctx.devices.filter((a) => a !== ctx.commanded);
    const notHost = (): number => {
      const a = rnd(256);
      return a === Address.HOST ? 0 : a;
    };
    const data = rnd(3) === 0 && ctx.trueReply !== null ? (decodeFrame(ctx.trueReply, ctx.mode).data as number[]) : randomData(rnd);
    const variant = rnd(ctx.mode === 'simple' ? 4 : 3);
    if (variant === 0) return frameBytes(ctx.mode, others.length > 0 ? pick(rnd, others) : notHost(), Address.HOST, rnd(256), data);
    if (variant === 1) return frameBytes(ctx.mode, notHost(), rnd(256), rnd(256), data);
    if (variant === 2) return [...ctx.command];
    // Simple checksum: a reply to the host, but from another address than the one commanded.
    let source = rnd(256);
    if (source === ctx.commanded) source = (source + 1) & 0xff;
    return frameBytes(ctx.mode, Address.HOST, source, 0, data);
  }
}

// ---- what the devices hear ----------------------------------------------------------------

export interface CommandFuzzContext {
  readonly mode: ChecksumMode;
  /** Device address → the headers it answers (the generator also uses unknown ones). */
  readonly headers: ReadonlyMap<number, readonly number[]>;
}

/** A device acts on a valid frame to its address (or broadcast 0), from the host when the source is on the wire. */
export function addressedTo(frame: CctalkFrame, address: number): boolean {
  return (frame.destination === address || frame.destination === 0) && (frame.source === null || frame.source === Address.HOST);
}

export class CommandFuzz {
  /** Corruptions that came out as a valid command to a device: not fuzz, regenerated. */
  undetectable = 0;
  private readonly devices: number[];

  constructor(
    private readonly rnd: Rnd,
    private readonly ctx: CommandFuzzContext,
  ) {
    this.devices = [...ctx.headers.keys()];
  }

  /** A real command to one of the devices (random data, so some are refused with NAK). */
  validCommand(): number[] {
    const { rnd } = this;
    const address = pick(rnd, this.devices);
    const known = this.ctx.headers.get(address) ?? [];
    const header = rnd(5) === 0 ? rnd(256) : pick(rnd, known);
    return frameBytes(this.ctx.mode, address, Address.HOST, header, rnd(2) === 0 ? [] : randomData(rnd, 3));
  }

  next(): FuzzFrame {
    const { rnd } = this;
    switch (rnd(7)) {
      case 0:
      case 1:
      case 2:
        return noise(rnd, this.devices);
      case 3:
      case 4:
        return { kind: 'corrupted command', bytes: this.corruptedCommand() };
      case 5:
        return { kind: 'misaddressed frame', bytes: this.misaddressed() };
      default:
        return { kind: 'truncated frame', bytes: truncate(rnd, rnd(2) === 0 ? this.validCommand() : this.misaddressed()) };
    }
  }

  private isCommand(bytes: readonly number[]): boolean {
    const frame = wholeFrame(bytes, this.ctx.mode);
    return frame !== null && this.devices.some((address) => addressedTo(frame, address));
  }

  private corruptedCommand(): number[] {
    const base = this.validCommand();
    for (;;) {
      const bytes = corrupt(this.rnd, base);
      if (!this.isCommand(bytes)) return bytes;
      this.undetectable++;
    }
  }

  /**
   * Well-formed, but for nobody here: a reply on its way to the host, a command to an address no
   * device has, or (simple checksum only) a device talking to a device.
   */
  private misaddressed(): number[] {
    const { rnd } = this;
    const { mode } = this.ctx;
    const data = randomData(rnd);
    const variant = rnd(mode === 'simple' ? 3 : 2);
    if (variant === 0) return frameBytes(mode, Address.HOST, pick(rnd, this.devices), rnd(7), data);
    if (variant === 1) {
      let destination = rnd(256);
      while (destination === 0 || this.devices.includes(destination)) destination = (destination + 1) & 0xff;
      return frameBytes(mode, destination, rnd(256), rnd(256), data);
    }
    let source = rnd(256);
    if (source === Address.HOST) source = 0;
    return frameBytes(mode, pick(rnd, this.devices), source, rnd(256), data);
  }
}
