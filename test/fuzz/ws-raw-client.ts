/**
 * A screen socket the web host fuzz drives byte by byte: its own HTTP upgrade on a plain TCP
 * socket, then whatever bytes the fuzz writes (whole, or torn into pieces with pauses), and a
 * count of what the host sends back: views, refusals, pongs, and the close frame's code.
 */
import { createHash } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { Rnd } from './fuzz-kit';
import { closeCode, encodeFrame, OPCODE, ServerFrameReader } from './ws-wire';

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export interface UpgradeOptions {
  readonly path?: string;
  /** null: no Origin header. Default: the host's own origin. */
  readonly origin?: string | null;
  readonly protocols?: readonly string[];
}

/** The upgrade request a browser on the host's own page would send (with what `options` changes). */
export function upgradeRequest(port: number, key: string, options: UpgradeOptions = {}): string {
  const origin = options.origin === undefined ? `http://127.0.0.1:${port}` : options.origin;
  return [
    `GET ${options.path ?? '/ws'} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    `Sec-WebSocket-Key: ${key}`,
    'Sec-WebSocket-Version: 13',
    ...(origin === null ? [] : [`Origin: ${origin}`]),
    ...(options.protocols?.length ? [`Sec-WebSocket-Protocol: ${options.protocols.join(', ')}`] : []),
    '',
    '',
  ].join('\r\n');
}

export function randomKey(rnd: Rnd): string {
  return Buffer.from(Array.from({ length: 16 }, () => rnd(256))).toString('base64');
}

/** The host's answer to an upgrade: its status and headers, and the bytes after them. */
export interface UpgradeAnswer {
  readonly status: number | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly rest: Buffer;
}

/**
 * Writes `request` on a new connection and reads the HTTP answer's head. `after` says what the
 * client does once it has written: wait for the answer, half-close and wait, or reset at once
 * (the host then answers a socket that is gone). Status null: closed without an answer.
 */
export function exchange(port: number, request: Buffer, after: 'wait' | 'end' | 'reset', timeoutMs: number): Promise<{ answer: UpgradeAnswer; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const timer = setTimeout(() => finish(new Error(`no answer to an upgrade in ${timeoutMs} ms`)), timeoutMs);
    const finish = (error: Error | null, answer?: UpgradeAnswer): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.removeListener('data', onData);
      if (error) {
        socket.destroy();
        reject(error);
      } else resolve({ answer: answer as UpgradeAnswer, socket });
    };
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) finish(null, parseHead(received.subarray(0, end).toString('latin1'), received.subarray(end + 4)));
    };
    socket.on('data', onData);
    socket.on('error', () => undefined);
    socket.on('close', () => finish(null, { status: null, headers: {}, rest: Buffer.alloc(0) }));
    socket.on('connect', () => {
      socket.write(request);
      if (after === 'reset') {
        socket.resetAndDestroy();
      } else if (after === 'end') socket.end();
    });
  });
}

function parseHead(head: string, rest: Buffer): UpgradeAnswer {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? NaN);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number.isNaN(status) ? null : status, headers, rest };
}

export class UpgradeRefused extends Error {
  constructor(readonly status: number | null) {
    super(`the host refused the upgrade (${status ?? 'closed'})`);
  }
}

/** Opens a screen socket; rejects with UpgradeRefused when the host does not switch protocols. */
export async function openScreenSocket(port: number, rnd: Rnd, options: UpgradeOptions = {}, timeoutMs = 20_000): Promise<RawScreenSocket> {
  const key = randomKey(rnd);
  const { answer, socket } = await exchange(port, Buffer.from(upgradeRequest(port, key, options)), 'wait', timeoutMs);
  const accept = createHash('sha1').update(key + WS_GUID).digest('base64');
  if (answer.status !== 101 || answer.headers['sec-websocket-accept'] !== accept) {
    socket.destroy();
    throw new UpgradeRefused(answer.status);
  }
  return new RawScreenSocket(socket, answer);
}

/**
 * The socket's own close frames go with a zero mask (as legal as any): drawing their masks from
 * the fuzz's seeded source, at moments the network decides, would make a lane's frames depend on timing.
 */
const ZERO_MASK: Rnd = () => 0;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class RawScreenSocket {
  views = 0;
  /** Result frames that refused a frame as malformed. */
  refusals = 0;
  /** Anything else the host sent: a result that was not a refusal, a frame of an unknown kind. */
  readonly odd: string[] = [];
  pongs = 0;
  /** The code of the host's close frame; null until one came (or if the socket ended without one). */
  closeCode: number | null = null;
  closed = false;
  private readonly reader = new ServerFrameReader();
  private waiters: (() => void)[] = [];

  constructor(
    private readonly socket: Socket,
    answer: UpgradeAnswer,
  ) {
    socket.on('data', (chunk: Buffer) => this.take(chunk));
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    if (answer.rest.length > 0) this.take(answer.rest);
  }

  private take(chunk: Buffer): void {
    for (const frame of this.reader.push(chunk)) {
      if (frame.opcode === OPCODE.text) this.read(frame.payload.toString('utf8'));
      else if (frame.opcode === OPCODE.pong) this.pongs += 1;
      else if (frame.opcode === OPCODE.close) {
        this.closeCode = closeCode(frame.payload);
        // A well-behaved client answers the close and goes: the host need not wait for it.
        this.writeNow(encodeFrame({ opcode: OPCODE.close, payload: frame.payload.subarray(0, 2) }, ZERO_MASK));
        this.socket.end();
      } else this.odd.push(`opcode ${frame.opcode}`);
    }
    this.wake();
  }

  private read(text: string): void {
    if (text.startsWith('{"kind":"view"')) {
      this.views += 1;
      return;
    }
    try {
      const frame = JSON.parse(text) as { kind?: unknown; result?: { ok?: unknown; error?: { code?: unknown } } };
      if (frame.kind === 'result' && frame.result?.ok === false && frame.result.error?.code === 'malformed') {
        this.refusals += 1;
        return;
      }
    } catch {
      // Falls through: not JSON is odd.
    }
    if (this.odd.length < 20) this.odd.push(text.slice(0, 200));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private writeNow(bytes: Buffer): void {
    if (!this.socket.destroyed && this.socket.writable) this.socket.write(bytes);
  }

  /** Writes the bytes in one go, or torn into pieces with a short pause before each (a slow client). */
  async write(bytes: Buffer, pieces: readonly { readonly bytes: Buffer; readonly pauseMs: number }[] | null = null): Promise<void> {
    if (!pieces) {
      await new Promise<void>((resolve) => (this.socket.writable ? this.socket.write(bytes, () => resolve()) : resolve()));
      return;
    }
    for (const piece of pieces) {
      await sleep(piece.pauseMs);
      if (this.closed) return;
      this.writeNow(piece.bytes);
    }
  }

  /** Resolves when `done()` holds, or with false once `timeoutMs` passed without it. */
  until(done: () => boolean, timeoutMs: number): Promise<boolean> {
    if (done()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(done()), timeoutMs);
      const check = (): void => {
        if (done()) {
          clearTimeout(timer);
          resolve(true);
        } else this.waiters.push(check);
      };
      this.waiters.push(check);
    });
  }

  /** Says goodbye properly: a close frame, then the end of the connection. */
  close(): void {
    const payload = Buffer.from([0x03, 0xe8]);
    this.writeNow(encodeFrame({ opcode: OPCODE.close, payload }, ZERO_MASK));
    this.socket.end();
  }

  end(): void {
    this.socket.end();
  }

  reset(): void {
    if (!this.socket.destroyed) this.socket.resetAndDestroy();
  }
}
