/// <reference lib="dom" />
/**
 * The screen link's secret (issue 11), on the real cabinet as `npm start` starts it (web host,
 * emulated devices). Before it, any local process that sent the right Origin could play, collect
 * and spend the service PIN attempts until the operator was locked out. Now: a client without
 * this boot's secret (none, a wrong one, the right Origin alone, the secret in the address,
 * another boot's) is refused at the upgrade with 401 (403 for a foreign Origin) and no PIN
 * attempt of its own is counted; the cabinet's own screen, opened at the printed address, plays.
 */
import { statSync, mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, openBrowser } from './shared-browser';
import WebSocket from 'ws';
import type { Intent, IntentResult, ServerFrame } from '../../main/ipc/contract';
import { readCabinetBooks } from './cabinet-books';
import { GNOMOS_ONLY, startWebCabinet, type WebCabinet, writeOperatorConfig } from './web-cabinet';

/** For the page to start: painting the figures and compiling the WebGL scene in software takes seconds. */
const START = { timeout: 90_000 };

interface Attempt {
  /** The HTTP status of a refused upgrade; 101 when the socket opened. */
  readonly status: number;
  readonly socket: WebSocket | null;
}

function tryScreenSocket(cabinet: WebCabinet, how: { origin?: string; protocols?: readonly string[]; path?: string }): Promise<Attempt> {
  const url = `ws://127.0.0.1:${cabinet.port}${how.path ?? '/ws'}`;
  const socket = new WebSocket(url, [...(how.protocols ?? [])], how.origin === undefined ? {} : { origin: how.origin });
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, socket: null });
      socket.terminate();
    });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('error', () => resolve({ status: 0, socket: null }));
  });
}

/** Speaks the contract on an open socket: sends an intent and waits for its answer. */
function speaker(socket: WebSocket): (intent: Intent) => Promise<IntentResult> {
  let nextId = 1;
  const pending = new Map<number, (result: IntentResult) => void>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    if (frame.kind === 'result') pending.get(frame.id)?.(frame.result);
  });
  return (intent) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, intent }));
    });
}

/** What a process that got in would do: turn the key, enter the menu, and try five PINs. */
async function burnPinAttempts(socket: WebSocket): Promise<IntentResult[]> {
  const say = speaker(socket);
  await say({ type: 'DEV_SWITCH', name: 'key', on: true });
  // The key is seen on the board's next poll.
  for (let i = 0; i < 50 && !(await say({ type: 'SERVICE_ENTER' })).ok; i += 1) await new Promise((r) => setTimeout(r, 100));
  const answers: IntentResult[] = [];
  for (let i = 0; i < 5; i += 1) answers.push(await say({ type: 'SERVICE_PIN', role: 'operator', pin: '9999' }));
  return answers;
}

describe("the screen link takes only the cabinet's own screen", () => {
  let dataDir: string;
  let cabinet: WebCabinet;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cabinet-screen-link-'));
    writeOperatorConfig(dataDir, GNOMOS_ONLY);
    cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web'] });
  });

  afterAll(() => {
    cabinet?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the screen address with its secret and the kiosk command quoted, and writes the address to <data>/screen-url for its user alone', () => {
    expect(cabinet.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cabinet.url).toBe(`http://127.0.0.1:${cabinet.port}/#screen=${cabinet.token}`);
    expect(cabinet.output()).toContain(`chromium --kiosk --app='${cabinet.url}'`);
    expect(cabinet.output()).toContain(`chromium --kiosk --app="$(cat '${join(dataDir, 'screen-url')}')"`);
    expect(readFileSync(join(dataDir, 'screen-url'), 'utf8')).toBe(`${cabinet.url}\n`);
    expect(statSync(join(dataDir, 'screen-url')).mode & 0o777).toBe(0o600);
  });

  it('refuses at the upgrade every client without the secret, and none of them spends a PIN attempt', async () => {
    const origin = cabinet.plainUrl.replace(/\/$/, '');
    const before = readCabinetBooks(dataDir);
    const attempts = {
      'no secret, no Origin': await tryScreenSocket(cabinet, {}),
      'the right Origin, no secret': await tryScreenSocket(cabinet, { origin }),
      'a wrong secret': await tryScreenSocket(cabinet, { origin, protocols: [`cabinet-screen.${'x'.repeat(43)}`] }),
      'the secret cut short': await tryScreenSocket(cabinet, { origin, protocols: [`cabinet-screen.${cabinet.token.slice(0, 42)}`] }),
      'the secret in the address': await tryScreenSocket(cabinet, { origin, path: `/ws?screen=${cabinet.token}` }),
      'the secret from a foreign page': await tryScreenSocket(cabinet, { origin: 'http://evil.example', protocols: cabinet.screenProtocols }),
    };
    const opened = Object.entries(attempts).filter(([, a]) => a.socket !== null);
    // Had one got in, it would have turned the key and spent the operator's PIN attempts.
    for (const [, attempt] of opened) await burnPinAttempts(attempt.socket as WebSocket);
    expect(Object.fromEntries(Object.entries(attempts).map(([who, a]) => [who, a.status]))).toEqual({
      'no secret, no Origin': 403,
      'the right Origin, no secret': 401,
      'a wrong secret': 401,
      'the secret cut short': 401,
      'the secret in the address': 404,
      'the secret from a foreign page': 403,
    });
    const after = readCabinetBooks(dataDir);
    expect({ pins: after.pinAttempts, pinEvents: after.pinEvents }).toEqual({ pins: before.pinAttempts, pinEvents: before.pinEvents });
    expect({ wallet: after.wallet, meters: after.meters }).toEqual({ wallet: before.wallet, meters: before.meters });
  });

  it('lets in a client with the secret, echoing its subprotocol; its wrong PIN is counted (the counter the others could not move)', async () => {
    const before = readCabinetBooks(dataDir);
    const attempt = await tryScreenSocket(cabinet, { origin: cabinet.plainUrl.replace(/\/$/, ''), protocols: cabinet.screenProtocols });
    expect(attempt.status).toBe(101);
    const socket = attempt.socket as WebSocket;
    expect(socket.protocol).toBe(`cabinet-screen.${cabinet.token}`);
    const answers = await burnPinAttempts(socket);
    expect(answers[0]).toMatchObject({ ok: false, error: { message: expect.stringContaining('wrong PIN') } });
    const say = speaker(socket);
    await say({ type: 'SERVICE_LEAVE' });
    await say({ type: 'DEV_SWITCH', name: 'key', on: false });
    socket.close();
    const after = readCabinetBooks(dataDir);
    expect(after.pinEvents).toBe(before.pinEvents + 5);
    expect(after.pinAttempts['service:attempts:operator']).toContain('"lockedUntil":');
  });

  it("refuses the last boot's secret after a restart, takes the new one, and replaces screen-url", async () => {
    const old = cabinet;
    old.process.kill('SIGTERM');
    await new Promise((resolve) => old.process.once('exit', resolve));
    writeOperatorConfig(dataDir, GNOMOS_ONLY);
    cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web'] });
    expect(cabinet.token).not.toBe(old.token);
    const origin = cabinet.plainUrl.replace(/\/$/, '');
    const before = readCabinetBooks(dataDir);
    const stale = await tryScreenSocket(cabinet, { origin, protocols: [`cabinet-screen.${old.token}`] });
    if (stale.socket) await burnPinAttempts(stale.socket);
    expect(stale.status).toBe(401);
    expect(readCabinetBooks(dataDir).pinEvents).toBe(before.pinEvents);
    const fresh = await tryScreenSocket(cabinet, { origin, protocols: cabinet.screenProtocols });
    expect(fresh.status).toBe(101);
    fresh.socket?.close();
    expect(readFileSync(join(dataDir, 'screen-url'), 'utf8')).toBe(`${cabinet.url}\n`);
    expect(statSync(join(dataDir, 'screen-url')).mode & 0o777).toBe(0o600);
  });

  describe('in Chromium', () => {
    let browser: Browser;

    beforeAll(async () => {
      if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium; .ci/run does this)`);
      browser = await openBrowser();
    });

    afterAll(async () => {
      await browser?.close();
    });

    const link = (page: Page): Promise<string | undefined> => page.evaluate(() => document.body.dataset.link);

    it('the screen opened at the printed address plays, drops the secret from its address, and a reload keeps it', async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(cabinet.url);
      await page.waitForFunction(() => document.body.dataset.link === 'open', undefined, START);
      expect(page.url()).toBe(cabinet.plainUrl);
      await page.locator('[data-testid="dev-bill-500"]').click();
      await page.locator('[data-testid="balance"]').filter({ hasText: '5,00 €' }).waitFor(START);
      await page.reload();
      await page.waitForFunction(() => document.body.dataset.link === 'open', undefined, START);
      await page.locator('[data-testid="balance"]').filter({ hasText: '5,00 €' }).waitFor(START);
      expect(await page.locator('[data-testid="not-the-screen"]').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);

    it("a page at the plain address, or with another boot's secret, says it is not the cabinet's screen and stops", async () => {
      for (const address of [cabinet.plainUrl, `${cabinet.plainUrl}#screen=${'B'.repeat(43)}`]) {
        const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
        await page.goto(address);
        const notice = page.locator('[data-testid="not-the-screen"]');
        await notice.waitFor({ state: 'visible', ...START });
        if (address === cabinet.plainUrl) await page.screenshot({ path: join(__dirname, '..', '..', 'test-results', 'screen-link-refused.png') });
        expect(await notice.innerText()).toMatch(/not the cabinet's: open the address the cabinet printed|no es la de la máquina/);
        expect(await link(page)).toBe('refused');
        expect(await page.evaluate(() => window.cabinet?.send({ type: 'PLAY' }))).toMatchObject({ ok: false, error: { message: expect.stringContaining("not the cabinet's") } });
        await page.close();
      }
    }, 180_000);
  });
});
