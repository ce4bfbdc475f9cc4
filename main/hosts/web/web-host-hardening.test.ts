/**
 * Input that must not take the cabinet down (issue 11): a frame over the size limit, frames a
 * socket cannot take, a cabinet that fails to answer, a client that never reads its answers,
 * more connections than the host keeps. Each test then checks the host still serves a screen.
 * The fuzz (test/fuzz/web-host-fuzz.test.ts) does all of this 100,000 times on the real cabinet.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { CabinetView, IntentResult, ServerFrame } from '../../ipc/contract';
import { newScreenToken } from './screen-token';
import { MAX_CONNECTIONS, MAX_FRAME_BYTES, startWebHost, type WebHost } from './web-host';

describe('web host: input that must not take the cabinet down', () => {
  let dir: string;
  let host: WebHost;
  const logged: string[] = [];
  const token = newScreenToken();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-host-hardening-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>cabinet</title>');
    const cabinet = {
      handleIntent: async (raw: unknown): Promise<IntentResult> => {
        const intent = raw as { type?: string; echo?: string } | undefined;
        if (intent?.type === 'BROKEN') throw new Error('the store is gone');
        // A long refusal, so that a client that does not read falls behind quickly.
        return { ok: false, error: { code: 'malformed', message: intent?.echo ?? 'no' } };
      },
      onView: (listener: (view: CabinetView) => void) => {
        listener({ version: 1 } as CabinetView);
        return () => undefined;
      },
    };
    host = await startWebHost(cabinet, { rendererDir: dir, port: 0, screenToken: token, log: (m) => logged.push(m) });
  });

  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function open(): Promise<{ ws: WebSocket; frames: ServerFrame[]; closed: Promise<{ code: number; reason: string }> }> {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, [`cabinet-screen.${token}`], { origin: `http://127.0.0.1:${host.port}` });
    const frames: ServerFrame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    return new Promise((resolve, reject) => {
      ws.on('open', () => resolve({ ws, frames, closed }));
      ws.on('error', reject);
    });
  }

  /** A fresh socket gets the view and an answer: the host is up and still the cabinet's. */
  async function stillServes(): Promise<void> {
    const { ws, frames } = await open();
    ws.send(JSON.stringify({ id: 1, intent: { type: 'PLAY' } }));
    await until(() => frames.length >= 2);
    expect(frames).toEqual([
      { kind: 'view', view: { version: 1 } },
      { kind: 'result', id: 1, result: { ok: false, error: { code: 'malformed', message: 'no' } } },
    ]);
    ws.close();
  }

  const until = async (check: () => boolean): Promise<void> => {
    for (let i = 0; i < 500 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  };

  it('closes a socket that sends a frame over 4,096 bytes with 1009 (message too big), and goes on serving', async () => {
    const { ws, frames, closed } = await open();
    ws.send(JSON.stringify({ id: 1, intent: { type: 'PLAY', pad: 'x'.repeat(MAX_FRAME_BYTES) } }));
    expect((await closed).code).toBe(1009);
    expect(frames.filter((f) => f.kind === 'result')).toEqual([]);
    expect(logged.join('\n')).toContain('a screen socket was closed: Max payload size exceeded');
    await stillServes();
  });

  it('takes a frame of exactly 4,096 bytes, and refuses binary frames', async () => {
    const { ws, frames } = await open();
    const head = JSON.stringify({ id: 2, intent: { type: 'PLAY', echo: '' } });
    ws.send(head.replace('"echo":""', `"echo":"${'e'.repeat(MAX_FRAME_BYTES - head.length)}"`));
    ws.send(Buffer.from([1, 2, 3]));
    await until(() => frames.length >= 3);
    // The binary frame is refused at once, the intent once the cabinet has answered: by id, not order.
    const answers = frames.slice(1).map((f) => (f.kind === 'result' && !f.result.ok ? [f.id, f.result.error.message] : f));
    expect(answers.sort()).toEqual([
      [-1, 'frames must be JSON text'],
      [2, 'e'.repeat(MAX_FRAME_BYTES - head.length)],
    ]);
    ws.close();
  });

  it('closes a socket that sends text that is not UTF-8 with 1007', async () => {
    // `ws` will not send bad text, so this frame is written by hand on a socket upgraded by hand.
    const raw = await rawSocket();
    raw.socket.write(maskedFrame(0x1, Buffer.from([0x7b, 0xc0, 0xaf, 0x7d])));
    expect(await raw.closeCode).toBe(1007);
    await stillServes();
  });

  it('answers an intent the cabinet fails on with an internal error instead of ending the process', async () => {
    const { ws, frames } = await open();
    ws.send(JSON.stringify({ id: 3, intent: { type: 'BROKEN' } }));
    await until(() => frames.length >= 2);
    expect(frames[1]).toEqual({ kind: 'result', id: 3, result: { ok: false, error: { code: 'internal', message: 'the cabinet could not handle the intent: the store is gone' } } });
    ws.close();
  });

  it('drops a socket that sends but never reads its answers, before their backlog grows without bound', async () => {
    const { ws, closed } = await open();
    ws.pause();
    const frame = JSON.stringify({ id: 4, intent: { type: 'PLAY', echo: 'e'.repeat(4000) } });
    const dropped = (): boolean => logged.some((line) => line.includes('a screen socket was dropped'));
    // Each answer is 4 KB: the host's limit plus every kernel buffer on the way is a few thousand of them.
    for (let sent = 1; !dropped() && sent <= 20_000; sent += 1) {
      ws.send(frame);
      if (sent % 200 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    await until(dropped);
    expect(logged.join('\n')).toMatch(/a screen socket was dropped: it had \d+ bytes of answers unread/);
    ws.resume();
    await closed;
    await stillServes();
  });

  it('survives clients that reset the connection while their upgrade is being refused', async () => {
    // Node takes its own error handler off a socket it hands to 'upgrade'; the host's refusal
    // then writes to a socket the client has reset (ECONNRESET), which must not end the process.
    const request =
      `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nOrigin: http://127.0.0.1:${host.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';
    for (let round = 0; round < 50; round += 1) {
      await Promise.all(
        Array.from(
          { length: 10 },
          () =>
            new Promise<void>((resolve) => {
              const socket = connect(host.port, '127.0.0.1', () => {
                socket.write(request);
                socket.resetAndDestroy();
              });
              socket.on('error', () => undefined);
              socket.on('close', () => resolve());
            }),
        ),
      );
    }
    expect(logged.join('\n')).toContain('refused a screen socket (401');
    await stillServes();
  });

  it(`closes connections over ${MAX_CONNECTIONS} as they come, and serves again once they are gone`, async () => {
    const sockets: Socket[] = [];
    const closedEarly: Socket[] = [];
    for (let i = 0; i < MAX_CONNECTIONS + 20; i += 1) {
      const socket = connect(host.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.on('close', () => closedEarly.push(socket));
      sockets.push(socket);
    }
    await until(() => closedEarly.length >= 20);
    expect(closedEarly.length).toBeGreaterThanOrEqual(20);
    for (const socket of sockets) socket.destroy();
    await until(() => closedEarly.length === sockets.length);
    // The host counts a connection out once it has seen it close: allow it a moment to.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await stillServes();
        return;
      } catch (error) {
        if (attempt === 20) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });

  /** A client frame: FIN, the opcode, masked with a zero mask (the bytes as they are). */
  function maskedFrame(opcode: number, payload: Buffer): Buffer {
    return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0]), payload]);
  }

  /** A screen socket upgraded by hand, and the code of the close frame the host sends on it. */
  async function rawSocket(): Promise<{ socket: Socket; closeCode: Promise<number> }> {
    const socket = connect(host.port, '127.0.0.1');
    socket.on('error', () => undefined);
    let received = Buffer.alloc(0);
    let upgraded: () => void = () => undefined;
    let closeCode: (code: number) => void = () => undefined;
    const isUpgraded = new Promise<void>((resolve) => (upgraded = resolve));
    const code = new Promise<number>((resolve) => (closeCode = resolve));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const head = received.indexOf('\r\n\r\n');
      if (head < 0) return;
      upgraded();
      // The host's frames (not masked): the view, then a close frame, 0x88, whose payload starts with the code.
      const close = received.indexOf(0x88, head + 4);
      if (close >= 0 && received.length >= close + 4) {
        closeCode(received.readUInt16BE(close + 2));
        socket.end();
      }
    });
    socket.write(
      `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nOrigin: http://127.0.0.1:${host.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: cabinet-screen.${token}\r\n\r\n`,
    );
    await isUpgraded;
    return { socket, closeCode: code };
  }
});
