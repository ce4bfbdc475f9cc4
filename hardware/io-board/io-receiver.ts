/**
 * Byte-stream assembler for the I/O board link, used by both ends (driver and emulator).
 * Serial reads arrive in arbitrary chunks; this yields whole, CRC-verified frames.
 *
 * - Resync: bytes before a SYNC are skipped; a candidate whose length is impossible or whose
 *   CRC fails loses only its SYNC byte and the search goes on from the next byte, so a frame
 *   that follows garbage (or a frame cut short) is still found.
 * - Inter-byte timeout: a gap longer than INTER_BYTE_TIMEOUT_MS inside a frame means its
 *   sender stopped mid-frame; the partial frame is dropped rather than glued to the next one.
 * Bad input is counted, never thrown: a noisy line is a normal day for a cabinet.
 */
import { decodeIoFrame, ioFrameValid, type IoFrame } from './io-frame';
import { IoFrameError } from './io-frame-error';
import { FRAME_OVERHEAD, INTER_BYTE_TIMEOUT_MS, MAX_PAYLOAD, SYNC } from './io-protocol';

export interface ReceivedIoFrame {
  readonly frame: IoFrame;
  /** The exact bytes, for logs. */
  readonly raw: Uint8Array;
}

export interface IoReceiverStats {
  /** Bytes skipped while looking for a frame (garbage, failed candidates, timed-out partials). */
  droppedBytes: number;
  /** Candidates with a plausible length whose CRC failed: corrupted frames. */
  crcErrors: number;
  /** Partial frames abandoned after the inter-byte timeout. */
  timeouts: number;
}

export class IoFrameReceiver {
  private buffer: number[] = [];
  private lastByteAt: number | null = null;
  private readonly counters: IoReceiverStats = { droppedBytes: 0, crcErrors: 0, timeouts: 0 };

  constructor(private readonly interByteTimeoutMs: number = INTER_BYTE_TIMEOUT_MS) {
    if (!Number.isInteger(interByteTimeoutMs) || interByteTimeoutMs < 0) {
      throw new IoFrameError('invalid-byte', `inter-byte timeout must be a non-negative integer, got ${String(interByteTimeoutMs)}`);
    }
  }

  get stats(): Readonly<IoReceiverStats> {
    return { ...this.counters };
  }

  /** Forgets a partial frame (e.g. after the link was reopened). Stats are kept. */
  reset(): void {
    this.counters.droppedBytes += this.buffer.length;
    this.buffer = [];
    this.lastByteAt = null;
  }

  /**
   * Feeds one serial read whose bytes all arrived at `timestampMs`; returns the frames it
   * completed. Anything that is not a byte is treated as line noise and skipped.
   */
  push(chunk: ArrayLike<number>, timestampMs: number): ReceivedIoFrame[] {
    if (chunk === null || typeof chunk !== 'object' || typeof chunk.length !== 'number' || chunk.length === 0) return [];
    const at = Number.isFinite(timestampMs) ? timestampMs : (this.lastByteAt ?? 0);
    if (this.lastByteAt !== null && at - this.lastByteAt > this.interByteTimeoutMs && this.buffer.length > 0) {
      this.counters.timeouts++;
      this.reset();
    }
    this.lastByteAt = at;

    const frames: ReceivedIoFrame[] = [];
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (typeof byte !== 'number' || !Number.isInteger(byte) || byte < 0 || byte > 255) {
        this.counters.droppedBytes++;
        continue;
      }
      this.buffer.push(byte);
      this.extract(frames);
    }
    return frames;
  }

  private extract(out: ReceivedIoFrame[]): void {
    for (;;) {
      const start = this.buffer.indexOf(SYNC);
      if (start !== 0) {
        const skipped = start < 0 ? this.buffer.length : start;
        this.counters.droppedBytes += skipped;
        this.buffer.splice(0, skipped);
      }
      if (this.buffer.length < 2) return;
      const length = this.buffer[1] ?? 0;
      if (length > MAX_PAYLOAD) {
        this.dropSync();
        continue;
      }
      const size = length + FRAME_OVERHEAD;
      if (this.buffer.length < size) return;
      const candidate = this.buffer.slice(0, size);
      if (!ioFrameValid(candidate)) {
        this.counters.crcErrors++;
        this.dropSync();
        continue;
      }
      this.buffer.splice(0, size);
      out.push({ frame: decodeIoFrame(candidate), raw: Uint8Array.from(candidate) });
    }
  }

  private dropSync(): void {
    this.buffer.shift();
    this.counters.droppedBytes++;
  }
}
