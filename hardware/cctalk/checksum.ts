/**
 * The two ccTalk checksum variants (generic specification, part 1: "Message structure" and
 * "16-bit CRC checksum"). Both work on plain byte arrays so the codec and the tests share them.
 */

/** The byte that makes the sum of `bytes` plus itself 0 mod 256 (the simple 8-bit checksum). */
export function simpleChecksum(bytes: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i++) sum = (sum + (bytes[i] ?? 0)) & 0xff;
  return (256 - sum) & 0xff;
}

/**
 * CRC-16/XMODEM: CRC-CCITT polynomial x^16 + x^12 + x^5 + 1 (0x1021), initial register 0,
 * MSB-first, no reflection, no final XOR. ccTalk's CRC mode uses exactly these parameters.
 * Bitwise rather than table-driven: frames are at most 257 bytes at 9600 baud, so speed is moot
 * and the short loop is easier to check against the specification.
 */
export function crc16Xmodem(bytes: ArrayLike<number>): number {
  let crc = 0;
  for (let i = 0; i < bytes.length; i++) {
    crc ^= ((bytes[i] ?? 0) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}
