/// <reference lib="dom" />
/**
 * End to end, as a player would: the cabinet started as `npm start` starts it (web host, since
 * Electron's binary is absent here), Debian's Chromium driven by playwright-core, coins from the
 * development panel, PLAY, the balance on screen checked against the store, a screenshot, a
 * canvas that is not blank, COLLECT; then SIGKILL and restart show the same screen again.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, openBrowser } from './shared-browser';
import { GNOMOS_ONLY, startWebCabinet, writeOperatorConfig } from './web-cabinet';

const ROOT = join(__dirname, '..', '..');
const SHOTS = join(ROOT, 'test-results');

interface Cabinet {
  readonly process: ChildProcess;
  readonly url: string;
  readonly output: () => string;
}

function walletOnDisk(dataDir: string): { credits: number; payout: number } {
  const db = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT credits_cents AS credits, payout_remaining_cents AS payout FROM wallet').get() as { credits: number; payout: number };
    return row;
  } finally {
    db.close();
  }
}

/** Money as the screen writes it by default (the Spanish way: "1,00 €"). */
const euros = (cents: number): string => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
const text = (page: Page, id: string): Promise<string> => page.locator(`[data-testid="${id}"]`).innerText();

async function waitForReels(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body.dataset.spinning === 'false', undefined, { timeout: 15_000 });
}

/** Counts the distinct colours of the reels canvas: a blank or failed WebGL canvas has one or two. */
async function canvasColours(page: Page): Promise<number> {
  return page.evaluate(() => {
    const source = document.querySelector('[data-testid="reels-canvas"]') as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = 160;
    probe.height = 100;
    const context = probe.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(source, 0, 0, probe.width, probe.height);
    const pixels = context.getImageData(0, 0, probe.width, probe.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) colours.add(((pixels[i] as number) >> 3) * 1024 + ((pixels[i + 1] as number) >> 3) * 32 + ((pixels[i + 2] as number) >> 3));
    return colours.size;
  });
}

/**
 * Plays out whatever the spin opened, as a player would: a ladder prize is banked with COLLECT,
 * advances and Cauldrons are closed with PLAY. A held game may stay waiting: it costs nothing.
 */
async function settleRound(page: Page): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await page.waitForFunction(() => document.body.dataset.spinning !== 'true' && (document.body.dataset.phase ?? '') !== '', undefined, { timeout: 20_000 });
    const phase = await page.evaluate(() => document.body.dataset.phase);
    if (phase === 'lower.ready' || phase === 'lower.holdOffered') return;
    await page.locator(`[data-testid="${phase === 'lower.ladder' ? 'collect' : 'play'}"]`).click();
    await page.waitForFunction((p) => document.body.dataset.phase !== p, phase, { timeout: 20_000 });
  }
  throw new Error('the round did not settle');
}

describe('the cabinet screen in Chromium', () => {
  let browser: Browser;
  let dataDir: string;
  let cabinet: Cabinet | null = null;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium; .ci/run does this)`);
    mkdirSync(SHOTS, { recursive: true });
    dataDir = mkdtempSync(join(tmpdir(), 'cabinet-e2e-'));
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    cabinet?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes coins, plays a round, shows the committed balance, collects, and comes back the same after SIGKILL', async () => {
    writeOperatorConfig(dataDir, GNOMOS_ONLY);
    cabinet = await startWebCabinet(dataDir, { timeoutMs: 20_000 });
    expect(cabinet.output()).toContain('Electron is not available');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(cabinet.url);
    await page.locator('[data-testid="balance"]').filter({ hasText: euros(0) }).waitFor();

    await page.locator('[data-testid="dev-coin-200"]').click();
    await page.locator('[data-testid="dev-coin-100"]').click();
    await page.locator('[data-testid="balance"]').filter({ hasText: euros(300) }).waitFor();

    await page.locator('[data-testid="play"]').click();
    await page.waitForFunction(() => document.body.dataset.roundId === '1');
    await waitForReels(page);
    await settleRound(page);
    const afterSpin = walletOnDisk(dataDir).credits;
    await page.locator('[data-testid="balance"]').filter({ hasText: euros(afterSpin) }).waitFor();
    expect(afterSpin).toBeLessThanOrEqual(300 - 20 + 10_000);

    await page.screenshot({ path: join(SHOTS, 'e2e-after-spin.png') });
    expect(await canvasColours(page)).toBeGreaterThan(20);

    // Same screen after a power cut: same balance, same reels, no replayed spin.
    const shownStops = await page.evaluate(() => document.body.dataset.stops);
    cabinet.process.kill('SIGKILL');
    writeOperatorConfig(dataDir, GNOMOS_ONLY);
    cabinet = await startWebCabinet(dataDir, { timeoutMs: 20_000 });
    const again = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    again.on('pageerror', (error) => errors.push(error.message));
    await again.goto(cabinet.url);
    await again.locator('[data-testid="balance"]').filter({ hasText: euros(afterSpin) }).waitFor();
    expect(await again.evaluate(() => document.body.dataset.roundId)).toBe('1');
    expect(await again.evaluate(() => document.body.dataset.spinning)).toBe('false');
    expect(await again.evaluate(() => document.body.dataset.stops)).toBe(shownStops);

    await again.locator('[data-testid="collect"]').click();
    await again.waitForFunction(() => /PAID/i.test(document.querySelector('[data-testid="marquee"]')?.textContent ?? ''), undefined, { timeout: 30_000 });
    const paid = walletOnDisk(dataDir);
    expect(paid.payout).toBe(0);
    expect(await text(again, 'balance')).toContain(euros(paid.credits));
    await again.screenshot({ path: join(SHOTS, 'e2e-after-collect.png') });
    expect(errors).toEqual([]);
  }, 120_000);
});
