import { createHash } from 'node:crypto';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('is SHA-256 in lowercase hex (FIPS 180-2 test vector, and non-ASCII text as UTF-8)', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('puerta €')).toBe(createHash('sha256').update('puerta €', 'utf8').digest('hex'));
  });
});
