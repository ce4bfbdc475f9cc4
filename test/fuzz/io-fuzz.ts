/**
 * I/O board fuzz as a real line produces it: noise (with the SYNC byte, which is where the
 * receiver resynchronises, far more common than chance), frames with bytes corrupted, frames
 * torn short, and well-formed frames that answer no waiting command (a late reply with an old
 * sequence number, a host command looped back). Two directions: what the driver hears after a
 * command (`IoReplyFuzz`), and what the board hears from a host (`IoCommandFuzz`).
 *
 * Frames are built here, not with the codec under test: `[SYNC][length][command][sequence]
 * [payload…][CRC high][CRC low]`, the CRC-16/XMODEM over length, command, sequence and payload.
 */
import { crc16Xmodem } from '../../hardware/cctalk/checksum';
import { IoCommand, MAX_PAYLOAD, NAK, REPLY_FLAG, SYNC } from '../../hardware/io-board/io-protocol';
import { corrupt, truncate, type FuzzFrame } from './cctalk-fuzz';
import { pick, type Rnd } from './fuzz-kit';

export const IO_FRAME_OVERHEAD = 6;

export function ioFrameBytes(command: number, sequence: number, payload: readonly number[]): number[] {
  const covered = [payload.length, command, sequence, ...payload];
  const crc = crc16Xmodem(covered);
  return [SYNC, ...covered, crc >> 8, crc & 0xff];
}

export interface IoFrameFields {
  readonly command: number;
  readonly sequence: number;
  readonly payload: number[];
}

/** The frame, if these exact bytes are one whole valid frame. */
export function wholeIoFrame(bytes: readonly number[]): IoFrameFields | null {
  if (bytes.length < IO_FRAME_OVERHEAD || bytes[0] !== SYNC) return null;
  const length = bytes[1] ?? 0;
  if (length > MAX_PAYLOAD || bytes.length !== length + IO_FRAME_OVERHEAD) return null;
  const covered = bytes.slice(1, bytes.length - 2);
  const crc = ((bytes[bytes.length - 2] ?? 0) << 8) | (bytes[bytes.length - 1] ?? 0);
  if (crc16Xmodem(covered) !== crc) return null;
  return { command: bytes[2] ?? 0, sequence: bytes[3] ?? 0, payload: bytes.slice(4, bytes.length - 2) };
}

/**
 * Could a receiver fed these bytes find a frame that passes `wanted`? Every frame it yields is a
 * run of consecutive bytes starting with SYNC, so checking every such run is enough, and errs on
 * the safe side.
 */
export function holdsIoFrame(bytes: readonly number[], wanted: (frame: IoFrameFields) => boolean): boolean {
  for (let start = 0; start + IO_FRAME_OVERHEAD <= bytes.length; start++) {
    if (bytes[start] !== SYNC) continue;
    const size = (bytes[start + 1] ?? 0) + IO_FRAME_OVERHEAD;
    if (size - IO_FRAME_OVERHEAD > MAX_PAYLOAD || start + size > bytes.length) continue;
    const frame = wholeIoFrame(bytes.slice(start, start + size));
    if (frame !== null && wanted(frame)) return true;
  }
  return false;
}

function ioNoise(rnd: Rnd, sequence: number): FuzzFrame {
  const nasty = [SYNC, SYNC, SYNC, 0, 2, 4, 0x81, 0x82, 0x83, NAK, sequence];
  const length = rnd(25) === 0 ? 1 + rnd(150) : 1 + rnd(16);
  const bytes: number[] = [];
  for (let i = 0; i < length; i++) bytes.push(rnd(3) === 0 ? (nasty[rnd(nasty.length)] ?? 0) : rnd(256));
  return { kind: 'noise', bytes };
}

function randomPayload(rnd: Rnd): number[] {
  const length = rnd(8) === 0 ? rnd(MAX_PAYLOAD + 1) : rnd(9);
  return Array.from({ length }, () => rnd(256));
}

// ---- what the driver hears ----------------------------------------------------------------

/** The driver's rule (hardware/io-board/io-board.ts): a valid frame with the reply flag and the command's sequence is the reply. */
export function answersCommand(frame: IoFrameFields, sequence: number): boolean {
  return (frame.command & REPLY_FLAG) !== 0 && frame.sequence === sequence;
}

export class IoReplyFuzz {
  /** Corruptions that came out as a valid reply to the waiting command: not fuzz, regenerated. */
  undetectable = 0;

  constructor(private readonly rnd: Rnd) {}

  /** `trueReply` is the board's real reply to the command carrying `sequence`. */
  next(command: readonly number[], trueReply: readonly number[], sequence: number): FuzzFrame {
    const { rnd } = this;
    switch (rnd(8)) {
      case 0:
      case 1:
      case 2:
        return ioNoise(rnd, sequence);
      case 3:
      case 4:
        return { kind: 'corrupted reply', bytes: this.corruptedReply(trueReply, sequence) };
      case 5:
      case 6:
        return { kind: 'misaddressed frame', bytes: this.unasked(command, trueReply, sequence) };
      default:
        return { kind: 'truncated frame', bytes: truncate(rnd, rnd(2) === 0 ? trueReply : this.unasked(command, trueReply, sequence)) };
    }
  }

  private corruptedReply(trueReply: readonly number[], sequence: number): number[] {
    for (;;) {
      const bytes = corrupt(this.rnd, trueReply);
      const frame = wholeIoFrame(bytes);
      if (frame === null || !answersCommand(frame, sequence)) return bytes;
      this.undetectable++;
    }
  }

  /**
   * Well-formed, but the answer to no waiting command: a reply carrying another sequence number
   * (a late reply to an earlier command, or the true payload under a stale number), or a frame
   * without the reply flag (the host's own command looped back by a faulty adapter).
   */
  private unasked(command: readonly number[], trueReply: readonly number[], sequence: number): number[] {
    const { rnd } = this;
    const truePayload = wholeIoFrame(trueReply)?.payload ?? [];
    const payload = rnd(2) === 0 ? truePayload : randomPayload(rnd);
    switch (rnd(3)) {
      case 0: {
        const stale = (sequence - 1 - rnd(5) + 256) & 0xff;
        return ioFrameBytes(pick(rnd, [0x81, 0x82, 0x83, NAK]), stale, payload);
      }
      case 1: {
        const other = (sequence + 1 + rnd(255)) & 0xff;
        return ioFrameBytes(rnd(256) | REPLY_FLAG, other, payload);
      }
      default:
        return rnd(2) === 0 ? [...command] : ioFrameBytes(rnd(REPLY_FLAG), sequence, payload);
    }
  }
}

// ---- what the board hears -----------------------------------------------------------------

export class IoCommandFuzz {
  /** Corruptions that came out as a valid frame: not fuzz, regenerated. */
  undetectable = 0;

  constructor(
    private readonly rnd: Rnd,
    /** A SET_LAMPS payload the board accepts. */
    private readonly lampPayload: () => number[],
  ) {}

  /** A real command (sometimes with a payload the board must refuse with NAK). */
  validCommand(): number[] {
    const { rnd } = this;
    const command = pick(rnd, [IoCommand.IDENTIFY, IoCommand.READ_INPUTS, IoCommand.SET_LAMPS, IoCommand.SET_LAMPS, rnd(REPLY_FLAG)]);
    const payload = command === IoCommand.SET_LAMPS && rnd(4) !== 0 ? this.lampPayload() : rnd(3) === 0 ? randomPayload(rnd) : [];
    return ioFrameBytes(command, rnd(256), payload);
  }

  next(): FuzzFrame {
    const { rnd } = this;
    switch (rnd(7)) {
      case 0:
      case 1:
      case 2:
        return ioNoise(rnd, rnd(256));
      case 3:
      case 4:
        return { kind: 'corrupted command', bytes: this.corruptedCommand() };
      case 5:
        // A board's reply heard back on the line (a loop-back): valid, but no command.
        return { kind: 'misaddressed frame', bytes: ioFrameBytes(rnd(256) | REPLY_FLAG, rnd(256), randomPayload(rnd)) };
      default:
        return { kind: 'truncated frame', bytes: truncate(rnd, this.validCommand()) };
    }
  }

  private corruptedCommand(): number[] {
    const base = this.validCommand();
    for (;;) {
      const bytes = corrupt(this.rnd, base);
      if (wholeIoFrame(bytes) === null) return bytes;
      this.undetectable++;
    }
  }
}
