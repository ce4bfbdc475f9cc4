import type { CabinetView } from '../../main/ipc/contract';
import { backoffDelay, createWebBridge, defaultBridgeUrl, type ConnectionState } from './web-bridge';

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const aView = (version: number) => ({ version }) as unknown as CabinetView;

function setup() {
  const sockets: FakeSocket[] = [];
  const states: ConnectionState[] = [];
  const bridge = createWebBridge({
    url: 'ws://127.0.0.1:9/ws',
    minDelayMs: 100,
    maxDelayMs: 1000,
    socketFactory: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
  });
  bridge.onConnection((s) => states.push(s));
  return { bridge, sockets, states, last: () => sockets[sockets.length - 1]! };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('web bridge', () => {
  it('builds the socket address from the page host', () => {
    expect(defaultBridgeUrl({ protocol: 'http:', host: '127.0.0.1:8080' } as Location)).toBe('ws://127.0.0.1:8080/ws');
  });

  it('sends ClientFrames and resolves with the matching result frame', async () => {
    const { bridge, last } = setup();
    last().open();
    const p1 = bridge.send({ type: 'PLAY' });
    const p2 = bridge.send({ type: 'COLLECT' });
    const frames = last().sent.map((s) => JSON.parse(s) as { id: number; intent: unknown });
    expect(frames.map((f) => f.intent)).toEqual([{ type: 'PLAY' }, { type: 'COLLECT' }]);
    expect(frames[0]!.id).not.toBe(frames[1]!.id);
    last().receive({ kind: 'result', id: frames[1]!.id, result: { ok: false, error: { code: 'not-allowed', message: 'no' } } });
    last().receive({ kind: 'result', id: frames[0]!.id, result: { ok: true } });
    await expect(p1).resolves.toEqual({ ok: true });
    await expect(p2).resolves.toEqual({ ok: false, error: { code: 'not-allowed', message: 'no' } });
  });

  it('passes views on and replays the latest to a new listener', () => {
    const { bridge, last } = setup();
    last().open();
    const seen: number[] = [];
    bridge.onView((v) => seen.push(v.version));
    last().receive({ kind: 'view', view: aView(1) });
    last().receive({ kind: 'view', view: aView(2) });
    const late: number[] = [];
    const off = bridge.onView((v) => late.push(v.version));
    expect(seen).toEqual([1, 2]);
    expect(late).toEqual([2]);
    off();
    last().receive({ kind: 'view', view: aView(3) });
    expect(late).toEqual([2]);
  });

  it('ignores frames that are not the contract', () => {
    const { bridge, last } = setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    last().open();
    const seen: unknown[] = [];
    bridge.onView((v) => seen.push(v));
    last().onmessage?.({ data: 'not json' });
    last().receive({ kind: 'other' });
    last().receive({ kind: 'result', id: 'x', result: {} });
    expect(seen).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('fails pending sends when the socket closes, and sends while closed at once', async () => {
    const { bridge, last } = setup();
    last().open();
    const pending = bridge.send({ type: 'PLAY' });
    last().drop();
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'internal' } });
    await expect(bridge.send({ type: 'PLAY' })).resolves.toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('reconnects with a growing delay and reports its state', () => {
    const { sockets, states, last } = setup();
    last().open();
    last().drop();
    expect(states).toEqual(['connecting', 'open', 'closed']);
    jest.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // failed attempt
    jest.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(states[states.length - 1]).toBe('open');
    last().drop(); // delay starts again from the minimum after a good connection
    jest.advanceTimersByTime(100);
    expect(sockets).toHaveLength(4);
  });

  it('stops for good when closed', () => {
    const { bridge, sockets, last } = setup();
    last().open();
    bridge.close();
    jest.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(bridge.state).toBe('closed');
  });

  it('caps the backoff', () => {
    expect([0, 1, 2, 3, 10, 100].map((a) => backoffDelay(a, 250, 5000))).toEqual([250, 500, 1000, 2000, 5000, 5000]);
  });
});
