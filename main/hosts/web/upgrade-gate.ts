/**
 * Who may open the screen socket: decided on the upgrade request, before `ws` sees it and
 * before any frame is read. Only `/ws`, only from a page this host served (the Origin), and only
 * with this boot's screen secret offered as the subprotocol (screen-token.ts); refused with a
 * plain HTTP status otherwise: 404, 403, 401. The refusal is written on the raw socket with its
 * `error` event handled: a client that resets the connection while it is being refused must
 * not take the cabinet down (Node removes its own handler from an upgraded socket).
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SCREEN_LINK_HEADER } from '../../ipc/contract';
import { screenProtocol, tokenMatches } from './screen-token';

export type UpgradeVerdict = { readonly ok: true; readonly protocol: string } | { readonly ok: false; readonly status: number; readonly reason: string };

export function judgeUpgrade(request: IncomingMessage, token: string): UpgradeVerdict {
  // The path is matched exactly: the secret is never taken from the request line (or a log of it).
  if (request.url !== '/ws') return { ok: false, status: 404, reason: 'the screen socket is /ws' };
  if (!sameOrigin(request)) return { ok: false, status: 403, reason: 'only a page this cabinet served may open its screen socket' };
  const protocol = screenProtocol(request.headers['sec-websocket-protocol'], token);
  if (protocol === null) return { ok: false, status: 401, reason: "this is not the cabinet's screen: open the address the cabinet printed" };
  return { ok: true, protocol };
}

/** `/screen-link`: 204 when the header carries this boot's secret, 401 otherwise. */
export function linkProbeStatus(request: IncomingMessage, token: string): 204 | 401 {
  const offered = request.headers[SCREEN_LINK_HEADER.toLowerCase()];
  return typeof offered === 'string' && tokenMatches(offered, token) ? 204 : 401;
}

function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (!origin || !host) return false;
  return origin === `http://${host}` && /^(127\.0\.0\.1|localhost):\d+$/.test(host);
}

/** Guards a raw upgrade socket: an error on it (the client reset it) only ends it. */
export function guardRawSocket(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
}

export function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Refused'}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.once('finish', () => socket.destroy());
}
