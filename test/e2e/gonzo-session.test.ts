/// <reference lib="dom" />
/**
 * End to end, Gonzo's Gold as a player uses it: the cabinet started as `npm start` starts it
 * (seeded test mode), Debian's Chromium on its screen. The game menu → Gonzo's Gold (its tile) →
 * SPIN: a cluster pays with a gold-coin Scatter standing in it → SPIN: three Scatters award free
 * spins → a touched stone reveals the Expanding Symbol → the free spins run by themselves, one of
 * them expanding and paying its extra prize → their total paid at the end → AUTO with a single-win
 * limit, stopped by a win that reaches it → back to the menu. The plain presses between go through
 * the screen's bridge (the session was planned by playing the same core with the same seed:
 * gonzo-session-plan.ts).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { SHOTS, spinShown } from './slot-session';
import { openHostBridge } from './host-bridge';
import { findGonzoSession, GONZO_SESSION_CONFIG } from './gonzo-session-plan';
import { sessionOnScreen } from './session-kit';
import { startWebCabinet, writeOperatorConfig } from './web-cabinet';

const FAILED = 'gonzo-session-failed.png';
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `gonzo-session-${name}.png`) });
const shown = (page: Page, testid: string, timeout = 60_000) => page.waitForSelector(`[data-testid="${testid}"]:not([hidden])`, { timeout });

describe("Gonzo's Gold on the screen", () => {
  const screen = sessionOnScreen('gonzo');

  it('menu → a cluster with a Scatter inside → free spins with an expansion and its extra prize → autoplay stopped by a win ≥ X → the menu', async () => {
    const plan = await findGonzoSession(1, 40);
    if (process.env.E2E_PROGRESS) process.stderr.write(`planned seed ${plan.seed}: ${plan.steps.length} steps\n`);
    const dataDir = screen.dataDir();
    writeOperatorConfig(dataDir, GONZO_SESSION_CONFIG);
    const cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web', '--test-seed', String(plan.seed)], timeoutMs: 20_000 });
    screen.cabinet.current = cabinet;
    const page = await screen.browser().newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(cabinet.url);
    await page.waitForSelector('[data-testid="game-menu"]');
    await expect(page.textContent('[data-testid="tile-name-gonzos-gold"]')).resolves.toBe("Gonzo's Gold");

    const db = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
    const credits = (): number => (db.prepare('SELECT credits_cents AS c FROM wallet').get() as { c: number }).c;
    const labels = (): string[] => (db.prepare("SELECT label FROM journal WHERE game_id = 'gonzos-gold' ORDER BY id").all() as { label: string }[]).map((r) => r.label);
    const bridge = await openHostBridge(cabinet);
    const seen = new Set<string>();
    try {
      for (const step of plan.steps) {
        switch (step.mark) {
          case 'select':
            await page.click('[data-testid="tile-gonzos-gold"]');
            await page.waitForSelector('[data-testid="slot-stage"][data-game="gonzos-gold"]');
            // The rules and paytable show before the first game.
            await shown(page, 'help-dialog');
            await page.click('[data-testid="help-close"]');
            break;
          case 'cluster-coin':
            await spinShown(page, step.seqAfter - 1, FAILED);
            await page.click('[data-testid="spin"]');
            await spinShown(page, step.seqAfter, FAILED);
            // The wins are outlined and paid one by one: the win message names a cluster.
            await page.waitForFunction(() => /CLUSTER|WINS/.test(document.querySelector('[data-testid="win-message"]')?.textContent ?? ''), undefined, { timeout: 20_000 });
            await shot(page, 'cluster-coin');
            break;
          case 'trigger':
            await spinShown(page, step.seqAfter - 1, FAILED);
            await page.click('[data-testid="spin"]');
            await shown(page, 'gonzo-pick');
            break;
          case 'pick': {
            const before = credits();
            // The free spins run at the cabinet's pace, faster than a test can poll: the page notes every extra-prize banner it shows.
            await page.evaluate(() => {
              const w = window as unknown as { __extraPrizes: string[] };
              w.__extraPrizes = [];
              const banner = document.querySelector('[data-testid="gonzo-extra-prize"]');
              if (!banner) throw new Error('no extra-prize banner on the stage');
              new MutationObserver(() => {
                if (!banner.hasAttribute('hidden')) w.__extraPrizes.push(banner.querySelector('[data-testid="gonzo-extra-amount"]')?.textContent ?? '');
              }).observe(banner, { attributes: true, attributeFilter: ['hidden'], childList: true, subtree: true, characterData: true });
            });
            await page.click('[data-testid="gonzo-cover-1"]');
            // The touched stone shows the drawn symbol (the pace then starts the spins and the stones go).
            await page.waitForSelector('[data-testid="gonzo-revealed-symbol"][data-symbol]', { state: 'attached', timeout: 20_000 });
            await shown(page, 'gonzo-summary', 120_000);
            // One of them expanded and its extra prize showed on the screen.
            const extras = await page.evaluate(() => (window as unknown as { __extraPrizes: string[] }).__extraPrizes);
            expect(extras.some((amount) => /\d,\d\d €/.test(amount))).toBe(true);
            await shot(page, 'free-spins-over');
            expect(credits()).toBe(before + plan.freeSpinsWinCents);
            expect(labels()).toContain('expansion');
            break;
          }
          case 'autoplay': {
            await page.click('[data-testid="auto"]');
            await shown(page, 'autoplay-dialog');
            // 100 rounds, a single win of 10× the bet, the balance down by at most 100× the bet.
            await page.click('[data-testid="autoplay-count-3"]');
            await page.click('[data-testid="autoplay-win-1"]');
            await page.click('[data-testid="autoplay-loss-3"]');
            await page.click('[data-testid="autoplay-start"]');
            await page.waitForFunction(() => /SINGLE WIN LIMIT/.test(document.querySelector('[data-testid="autoplay-status"]')?.textContent ?? ''), undefined, { timeout: 180_000 });
            await shot(page, 'autoplay-stopped');
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
      expect(seen).toEqual(new Set(['select', 'cluster-coin', 'trigger', 'pick', 'autoplay']));
      // The dialog sent the plan's AUTOSPIN: the same rounds were played and the balance is the planned one.
      const played = (db.prepare("SELECT value FROM meters WHERE scope = 'game:gonzos-gold' AND name = 'games-played'").get() as { value: number }).value;
      expect(played).toBe(plan.gamesPlayed);
      await page.click('[data-testid="menu"]');
      await page.waitForSelector('[data-testid="game-menu"]');
      expect(credits()).toBe(plan.creditsCents);
    } finally {
      db.close();
      bridge.close();
    }
  }, 420_000);
});
