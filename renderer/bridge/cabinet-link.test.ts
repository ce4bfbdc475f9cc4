import type { CabinetApi } from '../../main/ipc/contract';
import { connectCabinet, type LinkPage } from './cabinet-link';
import { NOT_THE_CABINETS_SCREEN, type ConnectionState } from './web-bridge';

const SECRET = 'S'.repeat(43);

class FakeSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(): void {}
  close(): void {
    this.refuse();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  /** What a browser reports for an upgrade the host refused: a close, and no way to see the 401. */
  refuse(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}

function page(href: string, probe: () => Promise<{ status: number }>, cabinet?: CabinetApi) {
  const url = new URL(href);
  const calls = { replaceState: 0, storage: 0, fetch: 0 };
  const stored = new Map<string, string>();
  const value: LinkPage = {
    cabinet,
    location: { href, hash: url.hash, protocol: url.protocol, host: url.host },
    history: { state: null, replaceState: () => void (calls.replaceState += 1) },
    storage: {
      getItem: (key) => (calls.storage++, stored.get(key) ?? null),
      setItem: (key, v) => void (calls.storage++, stored.set(key, v)),
    },
    fetch: (path, init) => {
      calls.fetch += 1;
      expect(path).toBe('/screen-link');
      expect(init.headers).toEqual({ 'X-Cabinet-Screen': SECRET });
      return probe();
    },
  };
  return { value, calls };
}

function link(p: LinkPage) {
  const sockets: FakeSocket[] = [];
  const states: ConnectionState[] = [];
  const made = connectCabinet(p, (s) => states.push(s), (url, protocols) => {
    const s = new FakeSocket(url, protocols);
    sockets.push(s);
    return s as unknown as WebSocket;
  });
  return { made, sockets, states, last: () => sockets[sockets.length - 1] as FakeSocket };
}

/** Lets the probe's promise and the bridge's reaction to it run. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('how the screen reaches the cabinet', () => {
  it('in Electron uses the preload’s IPC and never opens the web socket or touches the address', () => {
    const ipc: CabinetApi = { send: async () => ({ ok: true }), onView: () => () => undefined };
    const { value, calls } = page(`file:///opt/cabinet/renderer/index.html#screen=${SECRET}`, async () => ({ status: 204 }), ipc);
    const { made, sockets, states } = link(value);
    expect(made).toEqual({ api: ipc, preloaded: true });
    expect(sockets).toEqual([]);
    expect(states).toEqual([]);
    expect(calls).toEqual({ replaceState: 0, storage: 0, fetch: 0 });
  });

  it('offers the secret as the socket’s subprotocol, never in the socket’s address', () => {
    const { value } = page(`http://127.0.0.1:8420/#screen=${SECRET}`, async () => ({ status: 204 }));
    const { sockets, states, last } = link(value);
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://127.0.0.1:8420/ws');
    expect(last().protocols).toEqual([`cabinet-screen.${SECRET}`]);
    last().open();
    expect(states).toEqual(['connecting', 'open']);
  });

  it('without a secret opens nothing and says at once that this screen is not the cabinet’s', async () => {
    const { value, calls } = page('http://127.0.0.1:8420/', async () => ({ status: 401 }));
    const { made, sockets, states } = link(value);
    expect(sockets).toEqual([]);
    expect(states).toEqual(['refused']);
    expect(calls.fetch).toBe(0);
    await expect(made.api.send({ type: 'PLAY' })).resolves.toEqual({ ok: false, error: { code: 'not-allowed', message: NOT_THE_CABINETS_SCREEN } });
  });

  it('with another boot’s secret stops after the host says so, instead of trying for ever', async () => {
    const { value, calls } = page(`http://127.0.0.1:8420/#screen=${SECRET}`, async () => ({ status: 401 }));
    const { made, sockets, states, last } = link(value);
    last().refuse();
    await settle();
    expect(calls.fetch).toBe(1);
    expect(states).toEqual(['connecting', 'closed', 'refused']);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    await expect(made.api.send({ type: 'PLAY' })).resolves.toMatchObject({ ok: false, error: { message: NOT_THE_CABINETS_SCREEN } });
  });

  it('keeps trying while the cabinet is not up (the check cannot be made, or says the secret is good)', async () => {
    let answer: () => Promise<{ status: number }> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { value } = page(`http://127.0.0.1:8420/#screen=${SECRET}`, () => answer());
    const { sockets, states, last } = link(value);
    last().refuse();
    await settle();
    jest.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    answer = async () => ({ status: 204 });
    last().refuse();
    await settle();
    jest.advanceTimersByTime(500);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(states[states.length - 1]).toBe('open');
    expect(states).not.toContain('refused');
  });

  it('after the cabinet restarts with a new secret, the screen is told it is no longer the cabinet’s', async () => {
    const { value } = page(`http://127.0.0.1:8420/#screen=${SECRET}`, async () => ({ status: 401 }));
    const { sockets, states, last } = link(value);
    last().open();
    // The cabinet stops: the open socket closes (no check: it had opened), and the next attempt is refused.
    last().refuse();
    jest.advanceTimersByTime(250);
    expect(sockets).toHaveLength(2);
    last().refuse();
    await settle();
    expect(states).toEqual(['connecting', 'open', 'closed', 'connecting', 'closed', 'refused']);
  });
});
