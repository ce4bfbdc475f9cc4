/// <reference lib="dom" />
/**
 * End to end, Mystery Elves as a player uses it: the cabinet started as `npm start` starts it
 * (seeded test mode), Debian's Chromium on its screen. The game menu → Mystery Elves (its tile) →
 * SPIN: 6+ BONUS trigger the Hold and Win → PLAY starts it, the respins run by themselves, a
 * Mystery reveals its level and the Multiplying bonus its factor → the total waits → GAMBLE, HALVE,
 * a guess on RED, COLLECT → BUY FEATURE (confirmed) → its Hold and Win → COLLECT → back to the
 * menu. The plain presses between go through the screen's bridge (the session was planned by
 * playing the same core with the same seed: elves-session-plan.ts).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { SHOTS, spinShown } from './slot-session';
import { openHostBridge } from './host-bridge';
import { ELVES_SESSION_CONFIG, findElvesSession } from './elves-session-plan';
import { sessionOnScreen } from './session-kit';
import { startWebCabinet, writeOperatorConfig } from './web-cabinet';

const FAILED = 'elves-session-failed.png';
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `elves-session-${name}.png`) });
const shown = (page: Page, testid: string, timeout = 60_000) => page.waitForSelector(`[data-testid="${testid}"]:not([hidden])`, { timeout });
const EUROS = /\d,\d\d €/;

describe('Mystery Elves on the screen', () => {
  const screen = sessionOnScreen('elves');

  it('menu → Hold and Win with a Mystery and a Multiplying resolved → a gamble with HALVE → a bought feature → the menu', async () => {
    const plan = await findElvesSession(1, 60);
    if (process.env.E2E_PROGRESS) process.stderr.write(`planned seed ${plan.seed}: ${plan.steps.length} steps\n`);
    const dataDir = screen.dataDir();
    writeOperatorConfig(dataDir, ELVES_SESSION_CONFIG);
    const cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web', '--test-seed', String(plan.seed)], timeoutMs: 20_000 });
    screen.cabinet.current = cabinet;
    const page = await screen.browser().newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(cabinet.url);
    await page.waitForSelector('[data-testid="game-menu"]');
    await expect(page.textContent('[data-testid="tile-name-mystery-elves"]')).resolves.toBe('Mystery Elves');
    // The five games of the shipped menu, each with its own tile.
    await expect(page.$$eval('[data-testid^="tile-name-"]', (els) => els.length)).resolves.toBe(5);
    await shot(page, 'menu');

    const db = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
    const credits = (): number => (db.prepare('SELECT credits_cents AS c FROM wallet').get() as { c: number }).c;
    const labels = (): string[] => (db.prepare("SELECT label FROM journal WHERE game_id = 'mystery-elves' ORDER BY id").all() as { label: string }[]).map((r) => r.label);
    const meter = (name: string): number => (db.prepare("SELECT value FROM meters WHERE scope = 'game:mystery-elves' AND name = ?").get(name) as { value: number } | undefined)?.value ?? 0;
    const text = (testid: string) => page.textContent(`[data-testid="${testid}"]`);
    const bridge = await openHostBridge(cabinet);
    const seen = new Set<string>();
    try {
      for (const step of plan.steps) {
        switch (step.mark) {
          case 'select':
            await page.click('[data-testid="tile-mystery-elves"]');
            await page.waitForSelector('[data-testid="slot-stage"][data-game="mystery-elves"]');
            // The rules and paytable show before the first game.
            await shown(page, 'help-dialog');
            await page.click('[data-testid="help-close"]');
            break;
          case 'trigger':
            await spinShown(page, step.seqAfter - 1, FAILED);
            await page.click('[data-testid="spin"]');
            await spinShown(page, step.seqAfter, FAILED);
            // 6+ BONUS: the Hold and Win waits for PLAY, the bonuses show their values.
            await shown(page, 'elves-intro');
            await expect(text('elves-intro-count')).resolves.toMatch(/\d+/);
            break;
          case 'feature': {
            // The page notes each reveal as it shows: the pace is faster than a test can poll.
            await page.evaluate(() => {
              const w = window as unknown as { __stages: string[] };
              w.__stages = [];
              const panel = document.querySelector('[data-testid="elves-hold-and-win"]');
              if (!panel) throw new Error('no Hold and Win panel on the stage');
              const note = () => w.__stages.push(`${panel.getAttribute('data-stage') ?? ''}|${document.querySelector('[data-testid="elves-burst-factor"]')?.textContent ?? ''}|${panel.textContent ?? ''}`);
              new MutationObserver(note).observe(panel, { attributes: true, childList: true, subtree: true, characterData: true });
            });
            await page.click('[data-testid="spin"]');
            await shown(page, 'elves-total-banner', 120_000);
            await page.waitForSelector('[data-testid="elves-hold-and-win"][data-stage="done"]', { timeout: 60_000 });
            const stages = await page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
            expect(stages.some((s) => s.startsWith('mysteries'))).toBe(true);
            expect(stages.some((s) => s.startsWith('multiplier') && s.includes(`×${plan.factor}`))).toBe(true);
            // Every revealed level stood on its place during the Mystery reveal; the total is on the banner.
            const revealed = stages.filter((s) => s.startsWith('mysteries')).join(' ');
            for (const level of plan.levels) expect(revealed).toContain(level);
            await expect(text('elves-total-amount')).resolves.toMatch(EUROS);
            await shot(page, 'hold-and-win-done');
            expect(labels()).toEqual(expect.arrayContaining(['reveal-mysteries', 'reveal-multiplier', 'feature-end']));
            break;
          }
          case 'gamble':
            await page.click('[data-testid="gamble"]');
            await shown(page, 'double-up');
            break;
          case 'halve': {
            const before = credits();
            await page.click('[data-testid="double-up-halve"]');
            await page.waitForFunction((cents) => (document.querySelector('[data-testid="double-up-banked"]')?.textContent ?? '').replace(/\D/g, '') === String(cents), plan.halvedCents, { timeout: 20_000 });
            // Banked, not yet paid: the balance waits for the gamble's end.
            expect(credits()).toBe(before);
            break;
          }
          case 'guess': {
            const staked = meter('risk-staked');
            await page.click('[data-testid="double-up-red"]');
            await page.waitForSelector('[data-testid="double-up-verdict"]:not([hidden])', { timeout: 20_000 });
            await shot(page, 'gamble-card');
            // The guess is on the gamble meters, never Coin In.
            for (let i = 0; i < 100 && meter('risk-staked') === staked; i += 1) await page.waitForTimeout(20);
            expect(meter('risk-staked')).toBeGreaterThan(staked);
            break;
          }
          case 'collect':
            await page.click('[data-testid="double-up-collect"]');
            await page.waitForSelector('[data-testid="double-up"]', { state: 'hidden', timeout: 20_000 });
            break;
          case 'buy': {
            const coinIn = meter('coin-in');
            await page.click('[data-testid="elves-buy"]');
            await shown(page, 'elves-buy-dialog');
            await expect(text('elves-buy-question')).resolves.toMatch(/14,00 €/);
            await page.click('[data-testid="elves-buy-confirm"]');
            await shown(page, 'elves-intro');
            await expect(page.isVisible('[data-testid="elves-intro-bought"]')).resolves.toBe(true);
            expect(meter('coin-in')).toBe(coinIn + 1_400);
            break;
          }
          case 'bought-feature':
            await page.click('[data-testid="spin"]');
            await page.waitForSelector('[data-testid="elves-hold-and-win"][data-stage="done"]', { timeout: 120_000 });
            await expect(text('elves-hw-total')).resolves.toMatch(EUROS);
            break;
          case 'collect-total': {
            const before = credits();
            await page.click('[data-testid="collect"]');
            for (let i = 0; i < 200 && credits() === before; i += 1) await page.waitForTimeout(20);
            expect(credits()).toBe(before + plan.boughtTotalCents);
            break;
          }
          default: {
            const before = credits();
            const result = await bridge.send(step.intent);
            expect({ intent: step.intent, result }).toEqual({ intent: step.intent, result: { ok: true } });
            if (step.intent.type === 'DEV_INSERT_BILL') {
              for (let i = 0; i < 400 && credits() === before; i += 1) await page.waitForTimeout(25);
            }
          }
        }
        if (step.mark) seen.add(step.mark);
      }
      expect(seen).toEqual(new Set(['select', 'trigger', 'feature', 'gamble', 'halve', 'guess', ...(plan.guessRight ? ['collect'] : []), 'buy', 'bought-feature', 'collect-total']));
      expect(meter('games-played')).toBe(plan.gamesPlayed);
      await page.click('[data-testid="menu"]');
      await page.waitForSelector('[data-testid="game-menu"]');
      expect(credits()).toBe(plan.creditsCents);
    } finally {
      db.close();
      bridge.close();
    }
  }, 420_000);
});
