/**
 * Upgrade requests the web host must refuse with an HTTP status (or by closing): no screen
 * secret, a wrong one or another boot's, the secret in the address instead of the subprotocol,
 * the wrong path, method, Origin, key or version, bytes that are not HTTP, a head too large; each
 * sometimes reset by the client the moment it is written (the host then answers a dead socket).
 * All but the secret's own variants carry the right secret: each is refused for its own fault.
 */
import { pick, type Rnd } from './fuzz-kit';
import { randomKey, upgradeRequest } from './ws-raw-client';

export interface BadUpgrade {
  readonly kind: string;
  readonly request: Buffer;
  readonly after: 'wait' | 'end' | 'reset';
}

/** A secret of the right shape that is not this boot's. */
function otherSecret(rnd: Rnd): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 43 }, () => alphabet[rnd(64)]).join('');
}

export function badUpgrade(rnd: Rnd, port: number, token: string): BadUpgrade {
  const key = randomKey(rnd);
  const screen = [`cabinet-screen.${token}`];
  const good = upgradeRequest(port, key, { protocols: screen });
  const variants: (() => { kind: string; text: string | Buffer })[] = [
    () => ({ kind: 'no secret', text: upgradeRequest(port, key, { protocols: pick(rnd, [[], ['cabinet-screen'], ['cabinet-screen.'], [token], ['chat', 'superchat']]) }) }),
    () => ({
      kind: 'wrong secret',
      text: upgradeRequest(port, key, { protocols: [`cabinet-screen.${pick(rnd, [otherSecret(rnd), token.slice(0, -1), `${token}x`, token.toUpperCase(), token.toLowerCase(), ` ${token}x`])}`] }),
    }),
    () => ({ kind: 'secret in the address', text: upgradeRequest(port, key, { path: pick(rnd, [`/ws?screen=${token}`, `/ws#screen=${token}`, `/ws/${token}`]) }) }),
    () => ({ kind: 'wrong path', text: upgradeRequest(port, key, { protocols: screen, path: pick(rnd, ['/', '/ws/', '/wsx', '/ws?x=1', '/WS', '/../ws', '/ws/../ws', '/index.html', '*']) }) }),
    () => ({
      kind: 'foreign origin',
      text: upgradeRequest(port, key, { protocols: screen, origin: pick(rnd, [null, 'null', 'https://evil.example', `http://127.0.0.1:${port + 1}`, `http://localhost:${port}`, `http://127.0.0.1:${port}.evil.example`, '']) }),
    }),
    () => ({ kind: 'bad key or version', text: good.replace(/Sec-WebSocket-Key: \S+/, pick(rnd, ['Sec-WebSocket-Key: short', 'X-Nothing: 1', `Sec-WebSocket-Key: ${key}${key}`])) }),
    () => ({ kind: 'bad key or version', text: good.replace('Sec-WebSocket-Version: 13', pick(rnd, ['Sec-WebSocket-Version: 12', 'Sec-WebSocket-Version: x', 'X-Nothing: 1'])) }),
    () => ({ kind: 'wrong method', text: good.replace(/^GET/, pick(rnd, ['POST', 'PUT', 'DELETE', 'OPTIONS', 'CONNECT'])) }),
    () => ({ kind: 'not an upgrade', text: good.replace('Upgrade: websocket', pick(rnd, ['Upgrade: h2c', 'Upgrade: websocket, h2c', 'X-Nothing: 1'])) }),
    () => ({ kind: 'not HTTP', text: Buffer.from(Array.from({ length: 1 + rnd(300) }, () => rnd(256))) }),
    () => ({ kind: 'head too large', text: good.replace('\r\n\r\n', `\r\nX-Padding: ${'p'.repeat(17_000 + rnd(20_000))}\r\n\r\n`) }),
    () => ({ kind: 'cut request', text: good.slice(0, rnd(good.length - 4)) }),
  ];
  const { kind, text } = pick(rnd, variants)();
  // A cut request is half-closed, so the host sees its end rather than waiting for the rest.
  const after = kind === 'cut request' || kind === 'not HTTP' ? pick(rnd, ['end', 'reset'] as const) : pick(rnd, ['wait', 'wait', 'reset'] as const);
  return { kind, request: typeof text === 'string' ? Buffer.from(text, 'latin1') : text, after };
}
