/**
 * Byte-stream assembler for the ccTalk bus. Serial reads arrive in arbitrary chunks; this turns
 * them into whole, checksum-verified frames.
 *
 * - Inter-byte timeout (spec part 1, "Timing requirements"): more than 50 ms between two bytes
 *   of one message means the message is dead, so a partial frame is dropped.
 * - Resync: a candidate frame whose length field is impossible or whose checksum fails loses only
 *   its first byte, and the search restarts one byte later, so a frame behind garbage is found.
 * - Echo: ccTalk is one wire, so the host reads back every byte it sends. The host announces
 *   what it sent; those bytes are expected first and removed. A byte that differs from the
 *   expected echo means a collision; the echo is abandoned and the byte is treated as received.
 */
import { CctalkFrameError } from './frame-error';
import { checksumValid, decodeFrame, FRAME_OVERHEAD, MAX_DATA_LENGTH, type CctalkFrame, type ChecksumMode } from './frame';

export const INTER_BYTE_TIMEOUT_MS = 50;

export interface ReceivedFrame {
  readonly frame: CctalkFrame;
  /** The exact bytes, for logging. */
  readonly raw: Uint8Array;
}

/** Counters for diagnostics: the receiver never throws on bad input, it counts it. */
export interface ReceiverStats {
  /** Bytes discarded by resync or timeouts (echo bytes are not counted). */
  droppedBytes: number;
  /** Partial frames (or partial echoes) abandoned after the inter-byte timeout. */
  timeouts: number;
  /** Echoes that did not match what the host said it sent. */
  echoMismatches: number;
}

export class CctalkReceiver {
  private buffer: number[] = [];
  private echo: number[] = [];
  private echoPosition = 0;
  private lastByteAt: number | null = null;
  private readonly counters: ReceiverStats = { droppedBytes: 0, timeouts: 0, echoMismatches: 0 };

  constructor(
    private readonly mode: ChecksumMode,
    private readonly interByteTimeoutMs: number = INTER_BYTE_TIMEOUT_MS,
  ) {
    if (!Number.isInteger(interByteTimeoutMs) || interByteTimeoutMs < 0) {
      throw new CctalkFrameError('invalid-field', `inter-byte timeout must be a non-negative integer, got ${String(interByteTimeoutMs)}`);
    }
  }

  get stats(): Readonly<ReceiverStats> {
    return { ...this.counters };
  }

  /** True while bytes of the host's own transmission are still expected back. */
  get echoPending(): boolean {
    return this.echoPosition < this.echo.length;
  }

  /**
   * Call right after writing `sent` to the bus. The host only transmits on an idle bus, so any
   * partial frame still buffered is stale and is dropped.
   */
  expectEcho(sent: ArrayLike<number>): void {
    const bytes = toBytes(sent, 'echo');
    this.dropBuffer();
    this.echo = bytes;
    this.echoPosition = 0;
  }

  /** Forgets everything (e.g. after reopening the port). Stats are kept. */
  reset(): void {
    this.buffer = [];
    this.echo = [];
    this.echoPosition = 0;
    this.lastByteAt = null;
  }

  /** Feeds one serial read, all of whose bytes arrived at `timestampMs`; returns completed frames. */
  push(chunk: ArrayLike<number>, timestampMs: number): ReceivedFrame[] {
    if (!Number.isInteger(timestampMs)) throw new CctalkFrameError('invalid-field', `timestamp must be integer milliseconds, got ${String(timestampMs)}`);
    const bytes = toBytes(chunk, 'chunk');
    if (bytes.length === 0) return [];

    if (this.lastByteAt !== null && timestampMs - this.lastByteAt > this.interByteTimeoutMs) this.timeOut();
    this.lastByteAt = timestampMs;

    const frames: ReceivedFrame[] = [];
    for (const byte of bytes) {
      if (this.echoPending) {
        if (byte === this.echo[this.echoPosition]) {
          this.echoPosition++;
          continue;
        }
        this.counters.echoMismatches++;
        this.clearEcho();
      }
      this.buffer.push(byte);
      this.extract(frames);
    }
    return frames;
  }

  /** A silent gap: a partial frame or a partly received echo can no longer complete. */
  private timeOut(): void {
    const partialEcho = this.echoPosition > 0 && this.echoPending;
    if (this.buffer.length === 0 && !partialEcho) return; // an echo not yet started may still come
    this.counters.timeouts++;
    this.dropBuffer();
    if (partialEcho) this.clearEcho();
  }

  private extract(out: ReceivedFrame[]): void {
    while (this.buffer.length >= 2) {
      const dataLength = this.buffer[1] ?? 0;
      if (dataLength > MAX_DATA_LENGTH) {
        this.dropFirst();
        continue;
      }
      const size = dataLength + FRAME_OVERHEAD;
      if (this.buffer.length < size) return;
      const candidate = this.buffer.slice(0, size);
      if (!checksumValid(candidate, this.mode)) {
        this.dropFirst();
        continue;
      }
      this.buffer.splice(0, size);
      out.push({ frame: decodeFrame(candidate, this.mode), raw: Uint8Array.from(candidate) });
    }
  }

  private dropFirst(): void {
    this.buffer.shift();
    this.counters.droppedBytes++;
  }

  private dropBuffer(): void {
    this.counters.droppedBytes += this.buffer.length;
    this.buffer = [];
  }

  private clearEcho(): void {
    this.echo = [];
    this.echoPosition = 0;
  }
}

function toBytes(input: ArrayLike<number>, what: string): number[] {
  if (input === null || typeof input !== 'object' || typeof input.length !== 'number') {
    throw new CctalkFrameError('invalid-byte', `${what} must be an array of bytes`);
  }
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const b = input[i];
    if (typeof b !== 'number' || !Number.isInteger(b) || b < 0 || b > 255) {
      throw new CctalkFrameError('invalid-byte', `${what} byte ${i} is not a byte: ${String(b)}`);
    }
    bytes.push(b);
  }
  return bytes;
}
