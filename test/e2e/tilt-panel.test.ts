/// <reference lib="dom" />
/**
 * End to end, the tilt panel and the development panel on the real screen: the renderer bundled
 * as build/bundle.mjs bundles it, in Debian's Chromium, with a scripted cabinet in place of the
 * real one. The script stands where the Electron preload stands (`window.cabinet`):
 * it answers each intent the screen sends the way the cabinet would and pushes the fixture views
 * a cabinet would push (renderer/fixtures/views.ts), so what the screen does with a door opened,
 * an empty hopper and the attendant's key is checked without the cabinet core or devices. A last
 * test does the door and the key once more on the real cabinet (`npm start`'s web host with its
 * emulated devices), so the screen and the core are seen to agree.
 *
 * The screen is bundled into a folder of its own rather than served from dist/renderer: other
 * test runs rebuild dist/ (the global setup empties dist/renderer first), and a page loading in
 * that moment would find no app.js.
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, openBrowser } from './shared-browser';
import type { CabinetApi, CabinetView, Intent, IntentResult } from '../../main/ipc/contract';
import { readStaticFile } from '../../main/hosts/web/static-files';
import { lowerReady, tiltDoorOpen, tiltHopperEmpty, tiltHopperEmptyAttendant, tiltSeveralAttendant } from '../../renderer/fixtures/views';
import { GNOMOS_ONLY, startWebCabinet, writeOperatorConfig } from './web-cabinet';

const ROOT = join(__dirname, '..', '..');
const SHOTS = join(ROOT, 'test-results');
/** For a change on a page that is up (a shared 2-core machine may be busy with other tests). */
const WAIT = { timeout: 30_000 };
/** For the page to start: painting the figures and compiling the WebGL scene in software takes seconds. */
const START = { timeout: 90_000 };

declare global {
  interface Window {
    cabinet?: CabinetApi;
    __cabinetSend?: (intent: Intent) => Promise<IntentResult>;
    __pushView?: (view: CabinetView) => void;
  }
}

/** The screen's files, bundled with build/bundle.mjs's renderer settings (sounds left out: they are optional). */
async function bundleScreen(folder: string): Promise<void> {
  await build({
    entryPoints: { app: join(ROOT, 'renderer', 'app.ts') },
    outdir: folder,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  copyFileSync(join(ROOT, 'renderer', 'index.html'), join(folder, 'index.html'));
  copyFileSync(join(ROOT, 'renderer', 'style.css'), join(folder, 'style.css'));
}

/** Serves the screen, as the web host does, without a cabinet behind it. */
function serveScreen(folder: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void readStaticFile(folder, req.url ?? '/').then((file) => {
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': file.type }).end(file.body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }));
  });
}

/**
 * The cabinet as the screen sees it: every intent lands in `intents`, `react` decides the answer
 * and may push a new view (each push gets the next version, as the cabinet's commits do).
 */
class ScriptedCabinet {
  readonly intents: Intent[] = [];
  react: (intent: Intent) => { view?: CabinetView; result?: IntentResult } = () => ({});
  private version = 0;

  constructor(private readonly page: Page) {}

  /** Installs `window.cabinet` before the screen's script runs. */
  static async install(page: Page): Promise<ScriptedCabinet> {
    const cabinet = new ScriptedCabinet(page);
    await page.exposeFunction('__cabinetSend', (intent: Intent) => cabinet.handle(intent));
    await page.addInitScript(() => {
      const listeners: ((view: CabinetView) => void)[] = [];
      let current: CabinetView | null = null;
      window.__pushView = (view) => {
        current = view;
        for (const listener of listeners) listener(view);
      };
      window.cabinet = {
        send: (intent) => (window.__cabinetSend as (i: Intent) => Promise<IntentResult>)(intent),
        onView: (listener) => {
          listeners.push(listener);
          if (current) listener(current);
          return () => listeners.splice(listeners.indexOf(listener), 1);
        },
      };
    });
    return cabinet;
  }

  async push(view: CabinetView): Promise<void> {
    this.version += 1;
    const versioned = { ...view, version: this.version };
    await this.page.evaluate((v) => window.__pushView?.(v), versioned);
  }

  private async handle(intent: Intent): Promise<IntentResult> {
    this.intents.push(intent);
    const { view, result } = this.react(intent);
    if (view) await this.push(view);
    return result ?? { ok: true };
  }
}

/** Waits for the scripted cabinet to have heard `count` intents (the screen sends them asynchronously). */
async function heard(cabinet: ScriptedCabinet, count: number): Promise<void> {
  const deadline = Date.now() + WAIT.timeout;
  while (cabinet.intents.length < count) {
    if (Date.now() > deadline) throw new Error(`the screen sent ${cabinet.intents.length} intents, not ${count}: ${JSON.stringify(cabinet.intents)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const bodyTilt = (page: Page): Promise<string | undefined> => page.evaluate(() => document.body.dataset.tilt);

describe('the tilt panel in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  let screenDir: string;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium; .ci/run does this)`);
    mkdirSync(SHOTS, { recursive: true });
    screenDir = mkdtempSync(join(tmpdir(), 'cabinet-tilt-screen-'));
    await bundleScreen(screenDir);
    ({ server, url } = await serveScreen(screenDir));
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (screenDir) rmSync(screenDir, { recursive: true, force: true });
  });

  async function openScreen(first: CabinetView, options: { lang?: string; width?: number; height?: number } = {}) {
    const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    const cabinet = await ScriptedCabinet.install(page);
    await page.goto(options.lang ? `${url}?lang=${options.lang}` : url);
    await page.waitForFunction(() => typeof window.__pushView === 'function', undefined, START);
    await cabinet.push(first);
    try {
      await page.waitForFunction((v) => document.body.dataset.viewVersion === v, '1', START);
    } catch (error) {
      const state = await page.evaluate(() => ({ body: { ...document.body.dataset }, html: document.body.innerHTML.length, fake: typeof window.__pushView }));
      throw new Error(`the screen did not take the first view: ${String(error)}\npage: ${JSON.stringify(state)}\nerrors: ${errors.join('\n')}\nconsole: ${consoleLines.join('\n')}`);
    }
    return { page, cabinet, errors };
  }

  it('stops the game when the main door opens from the development panel, and lets it go on when it closes', async () => {
    const { page, cabinet, errors } = await openScreen(lowerReady());
    cabinet.react = (intent) => (intent.type === 'DEV_SWITCH' && intent.name === 'mainDoor' ? { view: intent.on ? tiltDoorOpen() : lowerReady() } : {});
    await expect(byId(page, 'tilt-panel').isVisible()).resolves.toBe(false);
    expect(await bodyTilt(page)).toBeUndefined();
    expect(await byId(page, 'dev-switch-mainDoor').innerText()).toMatch(/MAIN DOOR\s*SHUT/);

    await byId(page, 'dev-switch-mainDoor').click();
    await byId(page, 'tilt-panel').waitFor({ state: 'visible', ...WAIT });
    expect(cabinet.intents).toEqual([{ type: 'DEV_SWITCH', name: 'mainDoor', on: true }]);
    expect(await bodyTilt(page)).toBe('door-open');
    expect(await byId(page, 'tilt-panel').innerText()).toMatch(/MACHINE STOPPED/);
    expect(await byId(page, 'tilt-door-open').innerText()).toMatch(/DOOR OPEN[\s\S]*main door open/);
    expect(await byId(page, 'tilt-call').innerText()).toBe('CALL THE ATTENDANT');
    expect(await byId(page, 'attendant').isVisible()).toBe(false);
    expect(await byId(page, 'marquee').innerText()).toBe('OUT OF SERVICE — DOOR OPEN');
    expect(await byId(page, 'dev-switch-mainDoor').innerText()).toMatch(/MAIN DOOR\s*OPEN/);
    for (const id of ['play', 'collect', 'bet', 'hold-0', 'game-change', 'auto-play', 'bet-20']) {
      expect(await byId(page, id).getAttribute('data-available')).toBe('false');
    }
    await page.screenshot({ path: join(SHOTS, 'tilt-door-open.png') });

    // The door switch is not under the panel: a developer closes the door from the same place.
    await byId(page, 'dev-switch-mainDoor').click();
    await byId(page, 'tilt-panel').waitFor({ state: 'hidden', ...WAIT });
    expect(cabinet.intents[1]).toEqual({ type: 'DEV_SWITCH', name: 'mainDoor', on: false });
    expect(await bodyTilt(page)).toBeUndefined();
    expect(await byId(page, 'play').getAttribute('data-available')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('gives the attendant REFILL with a coin count and HANDPAY for an empty hopper, and shows a refusal', async () => {
    const { page, cabinet, errors } = await openScreen(tiltHopperEmpty());
    await byId(page, 'tilt-hopper-empty').waitFor({ state: 'visible', ...WAIT });
    expect(await bodyTilt(page)).toBe('hopper-empty');
    expect(await byId(page, 'tilt-hopper-empty').innerText()).toMatch(/HOPPER EMPTY[\s\S]*62 coins \(12\.40 €\) unpaid/);
    expect(await byId(page, 'tilt-call').isVisible()).toBe(true);
    expect(await byId(page, 'attendant-refill').isVisible()).toBe(false);

    let refills = 0;
    cabinet.react = (intent) => {
      switch (intent.type) {
        case 'DEV_SWITCH':
          return { view: intent.on ? tiltHopperEmptyAttendant() : tiltHopperEmpty() };
        case 'ATTENDANT_REFILL':
          refills += 1;
          return { result: { ok: false, error: { code: 'not-allowed', message: 'the hopper still reports empty: fill it, then REFILL' } } };
        case 'ATTENDANT_HANDPAY':
          return { view: { ...lowerReady(), creditsCents: 0, attendantKey: true, switches: { ...lowerReady().switches, key: true } } };
        default:
          return {};
      }
    };
    await byId(page, 'dev-switch-key').click();
    await byId(page, 'attendant').waitFor({ state: 'visible', ...WAIT });
    expect(await byId(page, 'tilt-call').isVisible()).toBe(false);
    expect(await byId(page, 'attendant-clear').isVisible()).toBe(false);
    expect(await byId(page, 'attendant-handpay').isVisible()).toBe(true);
    expect(await byId(page, 'tilt-hopper-empty').innerText()).toMatch(/REFILL/);
    expect(await byId(page, 'device-health-hopper').innerText()).toMatch(/HOPPER[\s\S]*OK[\s\S]*memory:cctalk/);

    expect(await byId(page, 'attendant-refill-coins').innerText()).toBe('500 COINS');
    await byId(page, 'attendant-refill-coins-up').click();
    expect(await byId(page, 'attendant-refill-coins').innerText()).toBe('1000 COINS');
    await byId(page, 'attendant-refill-coins-down').click();
    await byId(page, 'attendant-refill-coins-down').click();
    expect(await byId(page, 'attendant-refill-coins').innerText()).toBe('200 COINS');
    await page.screenshot({ path: join(SHOTS, 'tilt-hopper-empty-attendant.png') });

    await byId(page, 'attendant-refill').click();
    await byId(page, 'attendant-error').filter({ hasText: 'the hopper still reports empty' }).waitFor(WAIT);
    expect(refills).toBe(1);
    expect(cabinet.intents.at(-1)).toEqual({ type: 'ATTENDANT_REFILL', coins: 200 });

    await byId(page, 'attendant-handpay').click();
    await byId(page, 'tilt-panel').waitFor({ state: 'hidden', ...WAIT });
    expect(cabinet.intents.map((i) => i.type)).toEqual(['DEV_SWITCH', 'ATTENDANT_REFILL', 'ATTENDANT_HANDPAY']);
    expect(await bodyTilt(page)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('lists several faults with the devices\' health, and offers CLEAR', async () => {
    const { page, cabinet, errors } = await openScreen(tiltSeveralAttendant());
    await byId(page, 'tilt-panel').waitFor({ state: 'visible', ...WAIT });
    expect(await bodyTilt(page)).toBe('coin-jam');
    const rows = await page.locator('[data-testid="tilt-panel"] .tilt-row').evaluateAll((items) => items.map((i) => i.getAttribute('data-code')));
    expect(rows).toEqual(['coin-jam', 'door-open', 'device-fault']);
    expect(await byId(page, 'device-health-bill-validator').innerText()).toMatch(/BILL VALIDATOR[\s\S]*UNPLUGGED[\s\S]*port closed: device unplugged/);
    expect(await byId(page, 'device-health-bill-validator').getAttribute('data-state')).toBe('unplugged');
    expect(await byId(page, 'attendant-refill').isVisible()).toBe(false);
    expect(await byId(page, 'attendant-handpay').isVisible()).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'tilt-several-attendant.png') });

    await byId(page, 'attendant-clear').click();
    await heard(cabinet, 1);
    expect(cabinet.intents).toEqual([{ type: 'ATTENDANT_CLEAR' }]);
    expect(await byId(page, 'attendant-error').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('calls the attendant while the hopper does not answer and lets play go on; the attendant sees a coin id that disagrees with the table', async () => {
    const silentHopper = (view: CabinetView): CabinetView => ({
      ...view,
      devices: view.devices.map((d) => (d.kind === 'hopper' ? { ...d, state: 'no-reply' as const, lastError: 'ccTalk device 3 did not answer header 166 (4 attempts)' } : d)),
    });
    const { page, errors } = await openScreen(silentHopper(lowerReady()), { width: 1920, height: 1080 });
    await byId(page, 'device-notice').waitFor({ state: 'visible', ...WAIT });
    expect(await byId(page, 'device-notice').innerText()).toBe('HOPPER NOT ANSWERING — CALL THE ATTENDANT');
    await expect(byId(page, 'tilt-panel').isVisible()).resolves.toBe(false);
    expect(await byId(page, 'play').getAttribute('data-available')).toBe('true');
    await page.screenshot({ path: join(SHOTS, 'device-notice-hopper-silent.png') });

    const fault = 'coin position 1: the table pays 10 c but the acceptor takes "EU050A" (50 c) there; position inhibited';
    const attendant = tiltHopperEmptyAttendant();
    const withFault: CabinetView = {
      ...attendant,
      devices: attendant.devices.map((d) => (d.kind === 'coin-acceptor' ? { ...d, configurationFaults: [fault] } : d)),
    };
    const { page: second } = await openScreen(withFault, { width: 1920, height: 1080 });
    await byId(second, 'attendant').waitFor({ state: 'visible', ...WAIT });
    expect(await byId(second, 'device-health-coin-acceptor-config-fault').innerText()).toBe(`CONFIGURATION FAULT: ${fault}`);
    await expect(byId(second, 'device-notice').isVisible()).resolves.toBe(false);
    await second.screenshot({ path: join(SHOTS, 'tilt-config-fault.png') });
    expect(errors).toEqual([]);
    await page.close();
    await second.close();
  }, 180_000);

  it('feeds the development bills by touch and by key, and speaks Spanish in portrait', async () => {
    const { page, cabinet, errors } = await openScreen(lowerReady(), { lang: 'es', width: 800, height: 1280 });
    await byId(page, 'dev-bill-1000').click();
    await page.keyboard.press('z');
    await heard(cabinet, 2);
    expect(cabinet.intents).toEqual([
      { type: 'DEV_INSERT_BILL', valueCents: 1000 },
      { type: 'DEV_INSERT_BILL', valueCents: 500 },
    ]);

    await cabinet.push(tiltHopperEmpty());
    await byId(page, 'tilt-panel').waitFor({ state: 'visible', ...WAIT });
    expect(await byId(page, 'tilt-panel').innerText()).toMatch(/MÁQUINA PARADA[\s\S]*LLAME AL ENCARGADO[\s\S]*HOPPER VACÍO/);
    expect(await byId(page, 'marquee').innerText()).toBe('FUERA DE SERVICIO — HOPPER VACÍO');
    await byId(page, 'dev-switch-key').click();
    await heard(cabinet, 3);
    expect(cabinet.intents[2]).toEqual({ type: 'DEV_SWITCH', name: 'key', on: true });
    await page.screenshot({ path: join(SHOTS, 'tilt-hopper-empty-portrait-es.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

/**
 * Loads the screen the web host serves from dist/renderer. Another test run rebuilding dist/ at
 * that moment leaves the folder empty for a second (the page then has no script and no stage):
 * load it again rather than fail on someone else's build.
 */
async function openServedScreen(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    // From a blank page each time: the same address again with only its fragment (the screen
    // secret) different from where the page stands would not load it again.
    await page.goto('about:blank');
    await page.goto(url);
    // app.js is deferred: by the load event it has run and built the stage, if it was there.
    if (await page.evaluate(() => document.getElementById('stage') !== null)) return;
    if (attempt === 5) throw new Error(`the cabinet served no screen at ${url} (is dist/renderer built?)`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

describe('the tilt panel on the real cabinet', () => {
  let browser: Browser;
  let dataDir: string;
  let cabinet: { process: ChildProcess; url: string } | null = null;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium; .ci/run does this)`);
    dataDir = mkdtempSync(join(tmpdir(), 'cabinet-tilt-'));
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    cabinet?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops play while the main door is open, shows the attendant the devices, and goes on when it closes', async () => {
    writeOperatorConfig(dataDir, GNOMOS_ONLY);
    cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web'] });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openServedScreen(page, cabinet.url);
    await byId(page, 'dev-switch-mainDoor').waitFor({ state: 'visible', ...START });
    expect(await bodyTilt(page)).toBeUndefined();

    await byId(page, 'dev-switch-mainDoor').click();
    await byId(page, 'tilt-door-open').waitFor({ state: 'visible', ...WAIT });
    expect(await bodyTilt(page)).toBe('door-open');
    expect(await byId(page, 'tilt-call').isVisible()).toBe(true);
    expect(await byId(page, 'marquee').innerText()).toBe('OUT OF SERVICE — DOOR OPEN');
    expect(await byId(page, 'play').getAttribute('data-available')).toBe('false');

    await byId(page, 'dev-switch-key').click();
    await byId(page, 'attendant').waitFor({ state: 'visible', ...WAIT });
    for (const device of ['coin-acceptor', 'hopper', 'bill-validator', 'io-board']) {
      expect(await byId(page, `device-health-${device}`).getAttribute('data-state')).toBe('ok');
    }
    // A door is cleared by closing it: the attendant is offered nothing to press for it.
    expect(await byId(page, 'attendant-clear').isVisible()).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'tilt-real-cabinet-door-key.png') });

    await byId(page, 'dev-switch-mainDoor').click();
    await byId(page, 'tilt-panel').waitFor({ state: 'hidden', ...WAIT });
    expect(await bodyTilt(page)).toBeUndefined();
    await byId(page, 'dev-switch-key').click();
    await byId(page, 'dev-bill-500').click();
    await byId(page, 'balance').filter({ hasText: '5,00 €' }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
