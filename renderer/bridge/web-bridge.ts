import type { CabinetApi, CabinetView, ClientFrame, Intent, IntentResult, ServerFrame } from '../../main/ipc/contract';

/**
 * `window.cabinet` for a plain browser: the web host's WebSocket speaking the contract's frames.
 * Out: ClientFrame {id, intent}. In: ServerFrame {kind:'view', view} or {kind:'result', id, result}.
 * When the socket drops, every pending send resolves with an error result, sends fail at once
 * until it is back, and it reconnects with a growing delay.
 */

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface WebBridge extends CabinetApi {
  readonly state: ConnectionState;
  /** Calls back on every change of connection state, starting with the current one. */
  onConnection(listener: (state: ConnectionState) => void): () => void;
  /** Stops reconnecting and closes the socket. */
  close(): void;
}

export interface WebBridgeOptions {
  readonly url: string;
  readonly minDelayMs?: number;
  readonly maxDelayMs?: number;
  /** For tests: another WebSocket constructor. */
  readonly socketFactory?: (url: string) => WebSocket;
}

/** ws://host/ws for the page's own host. */
export function defaultBridgeUrl(loc: Location): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}/ws`;
}

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped. */
export function backoffDelay(attempt: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.min(attempt, 16));
}

/** WebSocket.OPEN, spelled out so tests can pass a socket without the global. */
const SOCKET_OPEN = 1;

function failure(message: string): IntentResult {
  return { ok: false, error: { code: 'internal', message } };
}

function isServerFrame(x: unknown): x is ServerFrame {
  if (typeof x !== 'object' || x === null) return false;
  const f = x as { kind?: unknown; view?: unknown; id?: unknown; result?: unknown };
  if (f.kind === 'view') return typeof f.view === 'object' && f.view !== null;
  if (f.kind === 'result') {
    return typeof f.id === 'number' && typeof f.result === 'object' && f.result !== null && typeof (f.result as { ok?: unknown }).ok === 'boolean';
  }
  return false;
}

export function createWebBridge(options: WebBridgeOptions): WebBridge {
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 5000;
  const factory = options.socketFactory ?? ((url: string) => new WebSocket(url));
  const viewListeners = new Set<(view: CabinetView) => void>();
  const connectionListeners = new Set<(state: ConnectionState) => void>();
  const pending = new Map<number, (result: IntentResult) => void>();
  let socket: WebSocket | null = null;
  let state: ConnectionState = 'connecting';
  let lastView: CabinetView | null = null;
  let nextId = 1;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closedByUs = false;

  function setState(next: ConnectionState): void {
    if (next === state) return;
    state = next;
    for (const l of connectionListeners) l(state);
  }

  function failPending(message: string): void {
    const waiting = [...pending.values()];
    pending.clear();
    for (const resolve of waiting) resolve(failure(message));
  }

  function connect(): void {
    timer = null;
    if (closedByUs) return;
    setState('connecting');
    let ws: WebSocket;
    try {
      ws = factory(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      attempt = 0;
      setState('open');
    };
    ws.onmessage = (event: MessageEvent) => {
      if (socket !== ws) return;
      let frame: unknown;
      try {
        frame = JSON.parse(typeof event.data === 'string' ? event.data : '');
      } catch {
        console.warn('cabinet bridge: a frame that is not JSON was ignored');
        return;
      }
      if (!isServerFrame(frame)) {
        console.warn('cabinet bridge: an unknown frame was ignored');
        return;
      }
      if (frame.kind === 'view') {
        lastView = frame.view;
        for (const l of viewListeners) l(frame.view);
      } else {
        const resolve = pending.get(frame.id);
        if (resolve) {
          pending.delete(frame.id);
          resolve(frame.result);
        }
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      failPending('lost the connection to the cabinet');
      setState('closed');
      scheduleReconnect();
    };
    ws.onerror = () => {
      // A close event follows; reconnecting happens there.
    };
  }

  function scheduleReconnect(): void {
    if (closedByUs || timer !== null) return;
    const delay = backoffDelay(attempt, minDelay, maxDelay);
    attempt += 1;
    timer = setTimeout(connect, delay);
  }

  connect();

  return {
    get state() {
      return state;
    },
    send(intent: Intent): Promise<IntentResult> {
      const ws = socket;
      if (!ws || ws.readyState !== SOCKET_OPEN) {
        return Promise.resolve(failure('not connected to the cabinet'));
      }
      const id = nextId++;
      const frame: ClientFrame = { id, intent };
      return new Promise<IntentResult>((resolve) => {
        pending.set(id, resolve);
        try {
          ws.send(JSON.stringify(frame));
        } catch {
          pending.delete(id);
          resolve(failure('could not reach the cabinet'));
        }
      });
    },
    onView(listener) {
      viewListeners.add(listener);
      if (lastView) listener(lastView);
      return () => viewListeners.delete(listener);
    },
    onConnection(listener) {
      connectionListeners.add(listener);
      listener(state);
      return () => connectionListeners.delete(listener);
    },
    close() {
      closedByUs = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const ws = socket;
      socket = null;
      failPending('the display closed the connection');
      ws?.close();
      setState('closed');
    },
  };
}
