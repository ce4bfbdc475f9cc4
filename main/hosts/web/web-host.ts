/**
 * The web host: the same renderer bundle and the same cabinet API as the Electron host, over
 * HTTP and a WebSocket on 127.0.0.1, for a Chromium kiosk where Electron is not installed.
 * Only loopback is bound and only pages served by this host may open the socket.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CabinetView, IntentResult, ServerFrame } from '../../ipc/contract';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy';
import { readStaticFile } from './static-files';

export interface IntentHandler {
  handleIntent(raw: unknown): Promise<IntentResult>;
  onView(listener: (view: CabinetView) => void): () => void;
}

export interface WebHost {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Largest frame a renderer may send; an intent is a few dozen bytes. */
const MAX_FRAME_BYTES = 4096;

export async function startWebHost(cabinet: IntentHandler, options: { rendererDir: string; port: number }): Promise<WebHost> {
  const server: Server = createServer((request, response) => {
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

  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  server.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/ws') || !sameOrigin(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => attach(ws, cabinet));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };

  function sameOrigin(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    const host = request.headers.host;
    if (!origin || !host) return false;
    return origin === `http://${host}` && /^(127\.0\.0\.1|localhost):\d+$/.test(host);
  }
}

function attach(ws: WebSocket, cabinet: IntentHandler): void {
  const send = (frame: ServerFrame): void => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  const unsubscribe = cabinet.onView((view) => send({ kind: 'view', view }));
  ws.on('close', unsubscribe);
  ws.on('message', (data, isBinary) => {
    const reply = (id: number, result: IntentResult): void => send({ kind: 'result', id, result });
    if (isBinary) return reply(-1, { ok: false, error: { code: 'malformed', message: 'frames must be JSON text' } });
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return reply(-1, { ok: false, error: { code: 'malformed', message: 'a frame must be JSON: {"id": <number>, "intent": {...}}' } });
    }
    const id = typeof frame === 'object' && frame !== null ? (frame as { id?: unknown }).id : undefined;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      return reply(-1, { ok: false, error: { code: 'malformed', message: 'a frame needs a whole-number "id" to answer to' } });
    }
    void cabinet.handleIntent((frame as { intent?: unknown }).intent).then((result) => reply(id, result));
  });
}
