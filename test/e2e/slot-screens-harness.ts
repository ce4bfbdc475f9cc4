/**
 * Renders the renderer's fixture views in Chromium without a cabinet: the renderer is bundled
 * once (esbuild, as build/bundle.mjs does) into a temporary folder served on a loopback port, and
 * a stand-in `window.cabinet` (what the Electron preload provides) hands the page a fixture view
 * and records every intent it sends. Used by slot-screens.test.ts and for screenshots.
 */
import { build } from 'esbuild';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, openBrowser } from './shared-browser';
import type { CabinetView } from '../../main/ipc/contract';
import { serviceView } from '../../renderer/fixtures/views';

/** The repository (set CABINET_ROOT when this file runs bundled elsewhere). */
export const ROOT = process.env.CABINET_ROOT ?? join(__dirname, '..', '..');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wav': 'audio/wav', '.map': 'application/json' };

export interface SlotHarness {
  readonly browser: Browser;
  open(view: CabinetView, options?: { readonly helpSeen?: boolean; readonly lang?: string }): Promise<Page>;
  close(): Promise<void>;
}

export async function startSlotHarness(): Promise<SlotHarness> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium; .ci/run does this)`);
  const dir = mkdtempSync(join(tmpdir(), 'slot-screens-'));
  await build({ entryPoints: { app: join(ROOT, 'renderer/app.ts') }, outdir: dir, bundle: true, platform: 'browser', format: 'iife', target: 'es2022', logLevel: 'warning' });
  cpSync(join(ROOT, 'renderer/index.html'), join(dir, 'index.html'));
  cpSync(join(ROOT, 'renderer/style.css'), join(dir, 'style.css'));
  const sounds = join(ROOT, 'dist/renderer/sounds');
  if (existsSync(sounds)) cpSync(sounds, join(dir, 'sounds'), { recursive: true });
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^[/\\]+/, '') || 'index.html';
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await openBrowser();
  return {
    browser,
    async open(view, options = {}) {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.addInitScript(
        ({ view, helpSeen }) => {
          const w = window as unknown as Record<string, unknown>;
          const sent: unknown[] = [];
          let listener: ((v: unknown) => void) | null = null;
          w.__sent = sent;
          w.__pushView = (v: unknown) => listener?.(v);
          if (helpSeen) sessionStorage.setItem('slot-help-seen', JSON.stringify(['mona-lisa-jewels']));
          w.cabinet = {
            send: (intent: unknown) => {
              sent.push(intent);
              return Promise.resolve({ ok: true });
            },
            onView: (l: (v: unknown) => void) => {
              listener = l;
              setTimeout(() => l(view), 0);
              return () => undefined;
            },
          };
        },
        { view, helpSeen: options.helpSeen ?? true },
      );
      await page.goto(`http://127.0.0.1:${port}/index.html?lang=${options.lang ?? 'en'}`);
      return page;
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The versions pushed so far per page: each push is newer than anything the page has shown. */
const pushedVersions = new WeakMap<Page, number>();

/**
 * Hands an open page a new view, as the cabinet would, without loading the page again (one page
 * shows many fixtures; a new page costs a WebGL context, seconds in software GL). The screen in
 * front takes it as the next view: a newer spin spins, the same spin's next step or an older
 * round is shown as it stands, another game or the menu is swapped in.
 */
export async function pushView(page: Page, view: CabinetView): Promise<void> {
  const version = Math.max(pushedVersions.get(page) ?? 1000, view.version + 1);
  pushedVersions.set(page, version + 1);
  await page.evaluate((v) => (window as unknown as { __pushView: (v: unknown) => void }).__pushView(v), { ...view, version });
}

/** The intents the page has sent so far. */
export function sentIntents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent.slice());
}

/**
 * Hands an open page a view to show as it stands, as after a reload: no spin, nothing counting,
 * nothing left running of what the page showed before; still without loading the page again.
 * Where that game's screen is already in front, the view goes the way the live view comes back
 * after a technician's recall, which the shell shows as it stands (shell.ts): once dressed as a
 * recalled step of itself, then as it is. Anywhere else (another game, the menu) a plain push
 * does it: the game's screen is mounted anew and shows its first view as it stands. A round's
 * intro or outro banner, which stays a few seconds after its count-up and which a reload never
 * shows, is waited out. What a page keeps over a reload stays: the rules seen (sessionStorage);
 * so do the dialogs left open and the intents sent.
 */
export async function pushViewStill(page: Page, view: CabinetView): Promise<void> {
  const inFront = await page.evaluate(() => document.body.dataset.screen ?? '');
  if (!view.menu.open && view.service?.screen !== 'recall' && inFront === view.game.game) {
    const service = serviceView({ role: 'technician', screen: 'recall' });
    await pushView(page, { ...view, service: { ...service, recall: { rounds: [], round: 0, step: null, steps: 1, game: view.game } } });
  }
  await pushView(page, view);
  await page.waitForFunction(() => {
    const banner = document.querySelector<HTMLElement>('[data-testid="slot-banner"]:not([hidden])');
    return banner?.dataset.kind !== 'intro' && banner?.dataset.kind !== 'outro';
  });
}
