/**
 * The web host's WebSocket, spoken from a test like the screen speaks it (same frames, same
 * origin check, this boot's screen secret). The plain presses between the ones a test touches on
 * the screen go this way: through the page they would wait for its software-rendered frames.
 */
import WebSocket from 'ws';
import type { Intent, IntentResult, ServerFrame } from '../../main/ipc/contract';
import type { WebCabinet } from './web-cabinet';

export interface HostBridge {
  send(intent: Intent): Promise<IntentResult>;
  /** The last video-slot spin the cabinet has shown (its views come on the same socket). */
  seq(): number;
  close(): void;
}

export async function openHostBridge(cabinet: WebCabinet): Promise<HostBridge> {
  const origin = cabinet.plainUrl.replace(/\/$/, '');
  const socket = new WebSocket(`${cabinet.plainUrl.replace(/^http/, 'ws')}ws`, [...cabinet.screenProtocols], { origin });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, (result: IntentResult) => void>();
  let seq = 0;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    // Video slots number their spins: the last one shown, for tests that follow a planned session.
    if (frame.kind === 'view' && frame.view.game.game !== 'gnomos-mix') seq = frame.view.game.lastSpin?.seq ?? seq;
    if (frame.kind === 'result') {
      pending.get(frame.id)?.(frame.result);
      pending.delete(frame.id);
    }
  });
  return {
    send: (intent) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, intent }));
      }),
    seq: () => seq,
    close: () => socket.close(),
  };
}

