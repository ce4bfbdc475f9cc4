import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { CabinetView, IntentResult, ServerFrame } from '../../ipc/contract';
import { parseIntent } from '../../ipc/contract';
import { newScreenToken } from './screen-token';
import { startWebHost, type WebHost } from './web-host';

describe('web host', () => {
  let dir: string;
  let host: WebHost;
  const received: unknown[] = [];
  const token = newScreenToken();
  const screen = [`cabinet-screen.${token}`];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-host-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>cabinet</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'secret.js'), 'secret');
    const cabinet = {
      handleIntent: async (raw: unknown): Promise<IntentResult> => {
        received.push(raw);
        try {
          parseIntent(raw);
          return { ok: true };
        } catch (error) {
          return { ok: false, error: { code: 'malformed', message: (error as Error).message } };
        }
      },
      onView: (listener: (view: CabinetView) => void) => {
        listener({ version: 3 } as CabinetView);
        return () => undefined;
      },
    };
    host = await startWebHost(cabinet, { rendererDir: dir, port: 0, screenToken: token });
  });

  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the renderer on loopback with a CSP, and nothing outside its folder', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const index = await fetch(host.url);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${host.url}app.js`)).headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${host.url}..%2Fsecret.js`)).status).toBe(404);
    expect((await fetch(`${host.url}missing.js`)).status).toBe(404);
    expect((await fetch(host.url, { method: 'POST' })).status).toBe(405);
  });

  function connect(origin: string, protocols: string[] = screen): Promise<{ ws: WebSocket; frames: ServerFrame[] }> {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, protocols, { origin });
    const frames: ServerFrame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
    return new Promise((resolve, reject) => {
      ws.on('open', () => resolve({ ws, frames }));
      ws.on('error', reject);
    });
  }

  const until = async (check: () => boolean): Promise<void> => {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  };

  it('pushes the current view on connect and answers intents by id', async () => {
    const { ws, frames } = await connect(`http://127.0.0.1:${host.port}`);
    ws.send(JSON.stringify({ id: 7, intent: { type: 'PLAY' } }));
    await until(() => frames.length >= 2);
    expect(frames[0]).toEqual({ kind: 'view', view: { version: 3 } });
    expect(frames[1]).toEqual({ kind: 'result', id: 7, result: { ok: true } });
    ws.close();
  });

  it('answers frames that do not fit the contract with a clear error', async () => {
    const { ws, frames } = await connect(`http://127.0.0.1:${host.port}`);
    ws.send('not json');
    ws.send(JSON.stringify({ intent: { type: 'PLAY' } }));
    ws.send(JSON.stringify({ id: 9, intent: { type: 'PLAY', credits: 1 } }));
    await until(() => frames.length >= 4);
    const results = frames.filter((f): f is Extract<ServerFrame, { kind: 'result' }> => f.kind === 'result');
    expect(results.map((r) => [r.id, r.result.ok ? 'ok' : r.result.error.message])).toEqual([
      [-1, expect.stringContaining('must be JSON')],
      [-1, expect.stringContaining('whole-number "id"')],
      [9, expect.stringContaining('unexpected field "credits"')],
    ]);
    ws.close();
  });

  it('refuses sockets from other origins, even with the secret', async () => {
    await expect(connect('https://evil.example')).rejects.toThrow(/403/);
  });

  it("gives the screen's address with the secret in its fragment, and the plain address apart", () => {
    expect(host.screenUrl).toBe(`${host.url}#screen=${token}`);
    expect(host.url).not.toContain(token);
  });

  it('echoes the subprotocol that carried the secret, as RFC 6455 asks', async () => {
    const { ws } = await connect(`http://127.0.0.1:${host.port}`, ['something-else', ...screen]);
    expect(ws.protocol).toBe(screen[0]);
    ws.close();
  });

  it('refuses at the upgrade, with 401, a socket without the secret or with a wrong one: no frame of it reaches the cabinet', async () => {
    const origin = `http://127.0.0.1:${host.port}`;
    const before = received.length;
    await expect(connect(origin, [])).rejects.toThrow(/401/);
    await expect(connect(origin, [`cabinet-screen.${newScreenToken()}`])).rejects.toThrow(/401/);
    await expect(connect(origin, [`cabinet-screen.${token.slice(0, -1)}`])).rejects.toThrow(/401/);
    await expect(connect(origin, [token])).rejects.toThrow(/401/);
    expect(received.length).toBe(before);
  });

  it('takes the secret only from the subprotocol, never from the address', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws?screen=${token}`, { origin: `http://127.0.0.1:${host.port}` });
    await expect(new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject))).rejects.toThrow(/404/);
  });

  it('tells a screen whether its secret is this boot\'s at /screen-link (204 or 401), from a header', async () => {
    expect((await fetch(`${host.url}screen-link`, { headers: { 'X-Cabinet-Screen': token } })).status).toBe(204);
    expect((await fetch(`${host.url}screen-link`, { headers: { 'X-Cabinet-Screen': newScreenToken() } })).status).toBe(401);
    expect((await fetch(`${host.url}screen-link`)).status).toBe(401);
  });

  it('will not start without a proper secret', async () => {
    await expect(startWebHost({ handleIntent: async () => ({ ok: true }), onView: () => () => undefined }, { rendererDir: dir, port: 0, screenToken: '' })).rejects.toThrow(/screen secret/);
  });
});
