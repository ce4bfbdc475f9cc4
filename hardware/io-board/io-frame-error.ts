/**
 * The one error the I/O board codec throws, with a code, so callers can tell a malformed frame
 * (expected on a noisy line, counted and dropped) from a programming fault.
 */
export type IoFrameErrorCode =
  /** A value that is not an integer 0..255 where a byte is required. */
  | 'invalid-byte'
  /** Fewer bytes than the frame overhead, or a byte count that does not match the length field. */
  | 'length-mismatch'
  /** More payload than MAX_PAYLOAD. */
  | 'too-long'
  /** The first byte is not SYNC. */
  | 'no-sync'
  | 'bad-crc'
  /** A payload whose shape does not fit its command. */
  | 'bad-payload';

export class IoFrameError extends Error {
  override readonly name = 'IoFrameError';

  constructor(
    readonly code: IoFrameErrorCode,
    message: string,
  ) {
    super(message);
  }
}
