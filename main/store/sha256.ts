/**
 * SHA-256 as lowercase hex, for seals and the event chain. crypto.hash (Node ≥ 20.12, and the
 * Node inside Electron) skips building a Hash object per call, which halves the cost of the
 * boot check's 100k hashes; older Node 20 releases fall back to createHash.
 */

import * as crypto from 'node:crypto';

const oneShot = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;

export const sha256Hex: (text: string) => string =
  typeof oneShot === 'function'
    ? (text) => oneShot('sha256', text)
    : (text) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
