/**
 * Header 157 bill identification: seven ASCII characters `CCVVVVI` — two-letter country code,
 * four-digit value in units of the country scaling factor (header 156), issue letter A, B, C…
 * e.g. "EU0005A". A bill type the validator has not been programmed with answers seven dots.
 * The cabinet's bill table (config) gives the value in cents, so the id is only checked and
 * shown, never turned into money here.
 */
import { CctalkFrameError } from '../cctalk/frame-error';

export const BILL_ID_LENGTH = 7;
export const UNPROGRAMMED_BILL_ID = '.'.repeat(BILL_ID_LENGTH);

/** The id text, or null for a bill type that is not programmed. */
export function parseBillId(data: readonly number[]): string | null {
  const printable = data.every((b) => Number.isInteger(b) && b >= 0x20 && b <= 0x7e);
  if (data.length !== BILL_ID_LENGTH || !printable) {
    throw new CctalkFrameError('bad-payload', `a header 157 reply is ${BILL_ID_LENGTH} printable ASCII characters, got [${data.join(', ')}]`);
  }
  const text = String.fromCharCode(...data);
  // Dots are the spec's "not programmed"; some products pad with spaces instead.
  if (text === UNPROGRAMMED_BILL_ID || text.trim() === '') return null;
  return text;
}
