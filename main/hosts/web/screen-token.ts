/**
 * The screen link's per-boot secret (see SCREEN_PROTOCOL_PREFIX in main/ipc/contract.ts): made
 * at start from 32 random bytes, handed to the screen in the address's fragment, checked on
 * every socket upgrade. Compared in constant time, so the time a refusal takes says nothing
 * about how much of a guess was right.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SCREEN_FRAGMENT_KEY, SCREEN_PROTOCOL_PREFIX, SCREEN_SECRET_PATTERN } from '../../ipc/contract';

export function newScreenToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isScreenToken(value: string): boolean {
  return SCREEN_SECRET_PATTERN.test(value);
}

/** The address the cabinet's screen opens: the plain URL with the secret in its fragment. */
export function screenUrlFor(url: string, token: string): string {
  return `${url}#${SCREEN_FRAGMENT_KEY}=${token}`;
}

/**
 * Whether `offered` is the secret. Both sides are hashed first: timingSafeEqual needs equal
 * lengths, and comparing digests keeps the length of a wrong guess from showing either.
 */
export function tokenMatches(offered: string, token: string): boolean {
  const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(offered), digest(token));
}

/** The subprotocol of a `Sec-WebSocket-Protocol` header that carries the secret, or null. */
export function screenProtocol(header: string | undefined, token: string): string | null {
  if (!header) return null;
  let found: string | null = null;
  // Every offered value is compared (no early exit): a client learns nothing from the order.
  for (const value of header.split(',')) {
    const protocol = value.trim();
    if (!protocol.startsWith(SCREEN_PROTOCOL_PREFIX)) continue;
    if (tokenMatches(protocol.slice(SCREEN_PROTOCOL_PREFIX.length), token) && found === null) found = protocol;
  }
  return found;
}
