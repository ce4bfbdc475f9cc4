import type { CabinetApi, CabinetView, ClientFrame, Intent, IntentResult, ServerFrame } from '../../main/ipc/contract';

/**
 * `window.cabinet` for a plain browser: the web host's WebSocket speaking the contract's frames.
 * Out: ClientFrame {id, intent}. In: ServerFrame {kind:'view', view} or {kind:'result', id, result}.
 * When the socket drops, every pending send resolves with an error result, sends fail at once
 * until it is back, and it reconnects with a growing delay. A socket that closes without ever
 * opening may have been refused for the screen secret: `checkLink` asks the host, and when the
 * secret is not this boot's the bridge stops ('refused') instead of trying for ever.
 */

/** 'refused': the cabinet does not take this screen (its secret is missing or another boot's); final. */
export type ConnectionState = 'connecting' | 'open' | 'closed' | 'refused';

/** What the host says of the screen's secret: 'unknown' when it could not be asked (not up yet). */
export type LinkCheck = 'ok' | 'refused' | 'unknown';

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
  /** Subprotocols offered when opening the socket (the screen secret's). */
  readonly protocols?: readonly string[];
  /** Asked after a socket closed without opening: is this screen still the cabinet's? */
  readonly checkLink?: () => Promise<LinkCheck>;
  /** For tests: another WebSocket constructor. */
  readonly socketFactory?: (url: string, protocols: string[]) => WebSocket;
}

/** ws://host/ws for the page's own host. */
export function defaultBridgeUrl(loc: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}/ws`;
}

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped. */
export function backoffDelay(attempt: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** Math.min(attempt, 16));
}

/** What a send answers once the cabinet has refused this screen (the screen shows it in its language). */
export const NOT_THE_CABINETS_SCREEN = "This screen is not the cabinet's: open the address the cabinet printed";

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
  const factory = options.socketFactory ?? ((url: string, protocols: string[]) => new WebSocket(url, protocols));
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
      ws = factory(options.url, [...(options.protocols ?? [])]);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    let opened = false;
    ws.onopen = () => {
      if (socket !== ws) return;
      opened = true;
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
      if (opened || !options.checkLink) scheduleReconnect();
      else checkThenReconnect(options.checkLink);
    };
    ws.onerror = () => {
      // A close event follows; reconnecting happens there.
    };
  }

  /** A socket that never opened: reconnect unless the host says the secret is not this boot's. */
  function checkThenReconnect(checkLink: () => Promise<LinkCheck>): void {
    const asked = checkLink().catch((): LinkCheck => 'unknown');
    void asked.then((answer) => {
      if (closedByUs) return;
      if (answer === 'refused') {
        closedByUs = true;
        setState('refused');
      } else scheduleReconnect();
    });
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
      if (state === 'refused') return Promise.resolve(failure(NOT_THE_CABINETS_SCREEN));
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
      const refused = state === 'refused';
      closedByUs = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const ws = socket;
      socket = null;
      failPending('the display closed the connection');
      ws?.close();
      if (!refused) setState('closed');
    },
  };
}
