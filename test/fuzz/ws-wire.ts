/**
 * The web host fuzz's own WebSocket wire format (RFC 6455), written here rather than taken from
 * `ws`: the fuzz must send what no correct client sends (reserved bits, unknown opcodes, unmasked
 * frames, lengths that lie, control frames cut in pieces), and must not share a bug with the
 * library under test. Client frames are masked unless told otherwise; the reader decodes the
 * server's unmasked frames.
 */
import type { Rnd } from './fuzz-kit';

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export interface FrameSpec {
  readonly opcode: number;
  readonly payload: Buffer;
  /** Default true: the last (or only) fragment of a message. */
  readonly fin?: boolean;
  /** RSV1..RSV3 as a 3-bit number; default 0. */
  readonly rsv?: number;
  /** Default true: a client must mask; false sends an unmasked (refused) frame. */
  readonly masked?: boolean;
  /** The length the header declares, when it must differ from the payload's (a frame that lies). */
  readonly declaredLength?: bigint;
}

/** One frame's bytes, header and (masked) payload, exactly as `spec` says. */
export function encodeFrame(spec: FrameSpec, rnd: Rnd): Buffer {
  const length = spec.declaredLength ?? BigInt(spec.payload.length);
  const masked = spec.masked ?? true;
  const first = ((spec.fin ?? true) ? 0x80 : 0) | (((spec.rsv ?? 0) & 7) << 4) | (spec.opcode & 0x0f);
  const maskBit = masked ? 0x80 : 0;
  let header: Buffer;
  if (length < 126n) {
    header = Buffer.from([first, maskBit | Number(length)]);
  } else if (length < 0x10000n) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = maskBit | 126;
    header.writeUInt16BE(Number(length), 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = maskBit | 127;
    header.writeBigUInt64BE(length, 2);
  }
  if (!masked) return Buffer.concat([header, spec.payload]);
  const mask = Buffer.from([rnd(256), rnd(256), rnd(256), rnd(256)]);
  const body = Buffer.alloc(spec.payload.length);
  for (let i = 0; i < body.length; i++) body[i] = (spec.payload[i] as number) ^ (mask[i & 3] as number);
  return Buffer.concat([header, mask, body]);
}

export interface ServerFrame {
  readonly opcode: number;
  readonly payload: Buffer;
}

/** Splits the server's byte stream into frames (the server never masks and never fragments). */
export class ServerFrameReader {
  private buffered: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): ServerFrame[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const frames: ServerFrame[] = [];
    for (;;) {
      const frame = this.next();
      if (!frame) return frames;
      frames.push(frame);
    }
  }

  private next(): ServerFrame | null {
    const b = this.buffered;
    if (b.length < 2) return null;
    let length = (b[1] as number) & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (b.length < 4) return null;
      length = b.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (b.length < 10) return null;
      length = Number(b.readBigUInt64BE(2));
      offset = 10;
    }
    if (b.length < offset + length) return null;
    const frame = { opcode: (b[0] as number) & 0x0f, payload: b.subarray(offset, offset + length) };
    this.buffered = b.subarray(offset + length);
    return frame;
  }
}

/** A close frame's code and reason (1005 when it carries none, as RFC 6455 says). */
export function closeCode(payload: Buffer): number {
  return payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
}
