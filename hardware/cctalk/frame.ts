/**
 * ccTalk frame codec: `[destination][data length][source][header][data…][checksum]`.
 *
 * Simple mode: all bytes, checksum included, sum to 0 mod 256.
 * CRC mode: there is no source byte; the CRC-16/XMODEM of destination, length, header and data
 * is sent with its LSB where the source would be and its MSB where the checksum would be.
 * That is why `source` is null for CRC frames: the wire carries no source address to decode.
 */
import { crc16Xmodem, simpleChecksum } from './checksum';
import { CctalkFrameError } from './frame-error';

export type ChecksumMode = 'simple' | 'crc16';

/** The length field is one byte, and the specification caps data at 252 bytes. */
export const MAX_DATA_LENGTH = 252;
/** Destination, length, source (or CRC LSB), header, checksum (or CRC MSB). */
export const FRAME_OVERHEAD = 5;

export interface CctalkFrame {
  readonly destination: number;
  /** The sender's address in simple mode; null in CRC mode, where that byte holds the CRC LSB. */
  readonly source: number | null;
  readonly header: number;
  readonly data: readonly number[];
}

function isByte(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;
}

function requireByte(value: unknown, what: string): number {
  if (!isByte(value)) throw new CctalkFrameError('invalid-byte', `${what} must be an integer 0..255, got ${String(value)}`);
  return value;
}

/** The CRC of a frame covers every byte except the two that carry it (indexes 2 and last). */
function crcOfFrame(bytes: ArrayLike<number>): number {
  const covered: number[] = [bytes[0] ?? 0, bytes[1] ?? 0];
  for (let i = 3; i < bytes.length - 1; i++) covered.push(bytes[i] ?? 0);
  return crc16Xmodem(covered);
}

export function encodeFrame(frame: CctalkFrame, mode: ChecksumMode): Uint8Array {
  const destination = requireByte(frame.destination, 'destination');
  const header = requireByte(frame.header, 'header');
  if (!Array.isArray(frame.data)) throw new CctalkFrameError('invalid-byte', 'data must be an array of bytes');
  if (frame.data.length > MAX_DATA_LENGTH) {
    throw new CctalkFrameError('too-long', `data is ${frame.data.length} bytes; ccTalk allows at most ${MAX_DATA_LENGTH}`);
  }
  frame.data.forEach((b, i) => requireByte(b, `data[${i}]`));

  const bytes = new Uint8Array(frame.data.length + FRAME_OVERHEAD);
  bytes[0] = destination;
  bytes[1] = frame.data.length;
  bytes[3] = header;
  bytes.set(frame.data, 4);
  const last = bytes.length - 1;

  if (mode === 'simple') {
    bytes[2] = requireByte(frame.source, 'source');
    bytes[last] = simpleChecksum(bytes.subarray(0, last));
  } else {
    // Refuse rather than silently drop a source address the wire cannot carry.
    if (frame.source !== null) throw new CctalkFrameError('invalid-field', 'CRC-16 frames carry no source address: pass source null');
    const crc = crcOfFrame(bytes);
    bytes[2] = crc & 0xff;
    bytes[last] = crc >> 8;
  }
  return bytes;
}

/** Checks the length field and byte values; shared by decodeFrame and the receiver's resync. */
function checkShape(bytes: ArrayLike<number>): void {
  if (bytes === null || typeof bytes !== 'object' || typeof bytes.length !== 'number') {
    throw new CctalkFrameError('invalid-byte', 'a frame must be an array of bytes');
  }
  for (let i = 0; i < bytes.length; i++) requireByte(bytes[i], `byte ${i}`);
  if (bytes.length < FRAME_OVERHEAD) {
    throw new CctalkFrameError('too-short', `a frame has at least ${FRAME_OVERHEAD} bytes, got ${bytes.length}`);
  }
  const dataLength = bytes[1] ?? 0;
  if (dataLength > MAX_DATA_LENGTH) {
    throw new CctalkFrameError('too-long', `data length field is ${dataLength}; ccTalk allows at most ${MAX_DATA_LENGTH}`);
  }
  if (bytes.length !== dataLength + FRAME_OVERHEAD) {
    throw new CctalkFrameError('length-mismatch', `data length field ${dataLength} needs ${dataLength + FRAME_OVERHEAD} bytes, got ${bytes.length}`);
  }
}

/** True when a correctly sized frame's checksum (or CRC) verifies. */
export function checksumValid(bytes: ArrayLike<number>, mode: ChecksumMode): boolean {
  const last = bytes.length - 1;
  if (mode === 'simple') {
    let sum = 0;
    for (let i = 0; i < bytes.length; i++) sum = (sum + (bytes[i] ?? 0)) & 0xff;
    return sum === 0;
  }
  const received = (bytes[2] ?? 0) | ((bytes[last] ?? 0) << 8);
  return crcOfFrame(bytes) === received;
}

export function decodeFrame(bytes: ArrayLike<number>, mode: ChecksumMode): CctalkFrame {
  checkShape(bytes);
  if (!checksumValid(bytes, mode)) {
    throw new CctalkFrameError('bad-checksum', `${mode === 'simple' ? 'simple checksum' : 'CRC-16'} does not verify`);
  }
  const data: number[] = [];
  for (let i = 4; i < bytes.length - 1; i++) data.push(bytes[i] ?? 0);
  return {
    destination: bytes[0] ?? 0,
    source: mode === 'simple' ? (bytes[2] ?? 0) : null,
    header: bytes[3] ?? 0,
    data,
  };
}
