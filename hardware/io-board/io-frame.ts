/**
 * I/O board frame codec: `[SYNC][length][command][sequence][payload…][CRC high][CRC low]`.
 * `length` counts payload bytes only. The CRC-16/XMODEM (the same one ccTalk's CRC mode uses)
 * covers length, command, sequence and payload; the constant sync byte would add nothing.
 */
import { crc16Xmodem } from '../cctalk/checksum';
import { IoFrameError } from './io-frame-error';
import { FRAME_OVERHEAD, MAX_PAYLOAD, SYNC } from './io-protocol';

export interface IoFrame {
  readonly command: number;
  /** Chosen by the host per command and echoed in the reply, so a late reply cannot pass for the next one. */
  readonly sequence: number;
  readonly payload: readonly number[];
}

function requireByte(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255) {
    throw new IoFrameError('invalid-byte', `${what} must be an integer 0..255, got ${String(value)}`);
  }
  return value;
}

/** CRC of a whole frame's covered bytes (index 1 up to, not including, the two CRC bytes). */
function frameCrc(bytes: ArrayLike<number>): number {
  const covered: number[] = [];
  for (let i = 1; i < bytes.length - 2; i++) covered.push(bytes[i] ?? 0);
  return crc16Xmodem(covered);
}

export function encodeIoFrame(frame: IoFrame): Uint8Array {
  const command = requireByte(frame.command, 'command');
  const sequence = requireByte(frame.sequence, 'sequence');
  if (!Array.isArray(frame.payload)) throw new IoFrameError('invalid-byte', 'payload must be an array of bytes');
  if (frame.payload.length > MAX_PAYLOAD) {
    throw new IoFrameError('too-long', `payload is ${frame.payload.length} bytes; the I/O board protocol allows at most ${MAX_PAYLOAD}`);
  }
  const bytes = new Uint8Array(frame.payload.length + FRAME_OVERHEAD);
  bytes[0] = SYNC;
  bytes[1] = frame.payload.length;
  bytes[2] = command;
  bytes[3] = sequence;
  frame.payload.forEach((b, i) => (bytes[4 + i] = requireByte(b, `payload[${i}]`)));
  const crc = frameCrc(bytes);
  bytes[bytes.length - 2] = crc >> 8;
  bytes[bytes.length - 1] = crc & 0xff;
  return bytes;
}

/** True when `bytes` is exactly one frame with a length that fits and a CRC that verifies. */
export function ioFrameValid(bytes: ArrayLike<number>): boolean {
  if (bytes.length < FRAME_OVERHEAD || bytes[0] !== SYNC) return false;
  const length = bytes[1] ?? 0;
  if (length > MAX_PAYLOAD || bytes.length !== length + FRAME_OVERHEAD) return false;
  const crc = ((bytes[bytes.length - 2] ?? 0) << 8) | (bytes[bytes.length - 1] ?? 0);
  return crc === frameCrc(bytes);
}

export function decodeIoFrame(bytes: ArrayLike<number>): IoFrame {
  for (let i = 0; i < bytes.length; i++) requireByte(bytes[i], `byte ${i}`);
  if (bytes.length < FRAME_OVERHEAD) throw new IoFrameError('length-mismatch', `a frame has at least ${FRAME_OVERHEAD} bytes, got ${bytes.length}`);
  if (bytes[0] !== SYNC) throw new IoFrameError('no-sync', `a frame starts with 0x${SYNC.toString(16)}, got 0x${(bytes[0] ?? 0).toString(16)}`);
  const length = bytes[1] ?? 0;
  if (length > MAX_PAYLOAD) throw new IoFrameError('too-long', `length field ${length} exceeds ${MAX_PAYLOAD}`);
  if (bytes.length !== length + FRAME_OVERHEAD) {
    throw new IoFrameError('length-mismatch', `length field ${length} needs ${length + FRAME_OVERHEAD} bytes, got ${bytes.length}`);
  }
  if (!ioFrameValid(bytes)) throw new IoFrameError('bad-crc', 'CRC-16 does not verify');
  const payload: number[] = [];
  for (let i = 4; i < bytes.length - 2; i++) payload.push(bytes[i] ?? 0);
  return { command: bytes[2] ?? 0, sequence: bytes[3] ?? 0, payload };
}
