/**
 * The web host: the same renderer bundle and the same cabinet API as the Electron host, over
 * HTTP and a WebSocket on 127.0.0.1, for a Chromium kiosk where Electron is not installed.
 * Only loopback is bound, and only the cabinet's own screen may open the socket: a page this
 * host served that holds this boot's screen secret (upgrade-gate.ts, screen-token.ts). Each
 * socket is one screen (screen-socket.ts). No input, however malformed, may end the process:
 * every server, socket and raw upgrade socket has its `error` handled.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { SCREEN_LINK_PATH } from '../../ipc/contract';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy';
import { quietLog, type HostLog } from './quiet-log';
import { attachScreenSocket, type IntentHandler } from './screen-socket';
import { readStaticFile } from './static-files';
import { isScreenToken, screenUrlFor } from './screen-token';
import { guardRawSocket, judgeUpgrade, linkProbeStatus, refuseUpgrade } from './upgrade-gate';

export type { IntentHandler } from './screen-socket';

export interface WebHost {
  /** The host's address, without the secret: what anyone may load (the page alone can do nothing). */
  readonly url: string;
  /** The address for the cabinet's own screen: `url` with the screen secret in its fragment. */
  readonly screenUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

export interface WebHostOptions {
  readonly rendererDir: string;
  readonly port: number;
  /** This boot's screen secret (newScreenToken()); the screen socket opens only with it. */
  readonly screenToken: string;
  /** Where the host says what it refused (at most one line per kind every 10 s). Default: nowhere. */
  readonly log?: HostLog;
}

/** Largest message a renderer may send; an intent is a few dozen bytes. */
export const MAX_FRAME_BYTES = 4096;
/**
 * Connections the host keeps open at once; more are closed as they come. A kiosk uses a handful
 * (the page's files and one socket); without a bound, a local process opening connections until
 * the cabinet runs out of file descriptors would starve its serial ports and its store.
 */
export const MAX_CONNECTIONS = 100;

export async function startWebHost(cabinet: IntentHandler, options: WebHostOptions): Promise<WebHost> {
  const token = options.screenToken;
  if (!isScreenToken(token)) throw new Error('the screen secret must be 32 random bytes in base64url (newScreenToken())');
  const note = quietLog(options.log ?? (() => undefined));
  const server: Server = createServer((request, response) => {
    if (request.url === SCREEN_LINK_PATH) {
      response.writeHead(linkProbeStatus(request, token), { 'Cache-Control': 'no-store' }).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    void readStaticFile(options.rendererDir, request.url ?? '/').then((file) => {
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      response.writeHead(200, {
        'Content-Type': file.type,
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : file.body);
    });
  });
  server.maxConnections = MAX_CONNECTIONS;

  // The gate has checked the secret; the subprotocol that carried it is echoed, as RFC 6455 asks.
  const chosen = new WeakMap<object, string>();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, handleProtocols: (_offered, request) => chosen.get(request) ?? false });
  sockets.on('error', (error) => note('server-error', `web host: socket server error: ${error.message}`));
  server.on('upgrade', (request, socket, head) => {
    guardRawSocket(socket);
    const verdict = judgeUpgrade(request, token);
    if (!verdict.ok) {
      note(`refused:${verdict.status}`, `web host: refused a screen socket (${verdict.status}: ${verdict.reason})`);
      refuseUpgrade(socket, verdict.status, verdict.reason);
      return;
    }
    chosen.set(request, verdict.protocol);
    sockets.handleUpgrade(request, socket, head, (ws) => attachScreenSocket(ws, cabinet, note));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  // Once listening, an error (a failed accept when file descriptors run out) is noted, not fatal.
  server.on('error', (error) => note('server-error', `web host: server error: ${error.message}`));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    screenUrl: screenUrlFor(`http://127.0.0.1:${port}/`, token),
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}
