/**
 * The one error type of the ccTalk codec layer. Everything that reads bytes off the wire must be
 * able to tell a malformed frame from a programming fault, so the codec throws nothing else.
 */
export type CctalkFrameErrorCode =
  /** A value that is not an integer 0..255 where a byte is required. */
  | 'invalid-byte'
  /** Fewer than the five bytes every frame has (destination, length, source, header, checksum). */
  | 'too-short'
  /** The data length field (or the data given to encode) exceeds the 252-byte maximum. */
  | 'too-long'
  /** The byte count does not match the data length field. */
  | 'length-mismatch'
  /** The simple checksum or the CRC-16 does not verify. */
  | 'bad-checksum'
  /** A frame field that the chosen checksum mode cannot carry (e.g. a source address in CRC mode). */
  | 'invalid-field'
  /** A reply payload whose shape does not match its header (e.g. a 229 reply of the wrong size). */
  | 'bad-payload';

export class CctalkFrameError extends Error {
  override readonly name = 'CctalkFrameError';

  constructor(
    readonly code: CctalkFrameErrorCode,
    message: string,
  ) {
    super(message);
  }
}
