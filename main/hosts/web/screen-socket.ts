/**
 * One screen socket of the web host: the contract's frames in, views and results out. Every
 * message gets an answer, a refusal when it is not a frame of the contract; a frame the socket
 * cannot take (over the size limit, not UTF-8, breaking RFC 6455) closes it with the code `ws`
 * gives (1009, 1007, 1002). Nothing a client sends may take the cabinet down: the socket's
 * `error` event is always handled (unhandled, Node ends the process), and so is a cabinet that
 * fails to answer.
 */
import type { WebSocket } from 'ws';
import type { CabinetView, IntentResult, ServerFrame } from '../../ipc/contract';
import type { QuietLog } from './quiet-log';

export interface IntentHandler {
  handleIntent(raw: unknown): Promise<IntentResult>;
  onView(listener: (view: CabinetView) => void): () => void;
}

/**
 * Bytes waiting to go to one socket before it is dropped: a client that sends but never reads
 * would otherwise make the cabinet hold every answer in memory. A view is about 8 KB; a screen
 * that reads is never near this.
 */
export const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;

export function attachScreenSocket(ws: WebSocket, cabinet: IntentHandler, note: QuietLog): void {
  ws.on('error', (error: Error & { code?: string }) => {
    // `ws` has already closed the socket with the right code; this only keeps the process up.
    note(`socket-error:${error.code ?? error.message}`, `web host: a screen socket was closed: ${error.message}`);
  });
  const send = (frame: ServerFrame): void => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(JSON.stringify(frame));
    if (ws.bufferedAmount > MAX_BACKLOG_BYTES) {
      note('backlog', `web host: a screen socket was dropped: it had ${ws.bufferedAmount} bytes of answers unread`);
      ws.terminate();
    }
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
    const failed = (error: unknown): void => {
      // An intent the cabinet could not handle is answered, never left to end the process as an unhandled rejection.
      reply(id, { ok: false, error: { code: 'internal', message: `the cabinet could not handle the intent: ${(error as Error)?.message ?? String(error)}` } });
    };
    try {
      cabinet.handleIntent((frame as { intent?: unknown }).intent).then((result) => reply(id, result), failed);
    } catch (error) {
      failed(error);
    }
  });
}
