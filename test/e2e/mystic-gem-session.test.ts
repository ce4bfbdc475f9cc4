/// <reference lib="dom" />
/**
 * End to end, 40 Mystic Gem as a player uses it: the cabinet started as `npm start` starts it
 * (seeded test mode), Debian's Chromium on its screen. The game menu → 40 Mystic Gem (its tile)
 * → an expanding WILD that pays → BUY BONUS: 2 WILDs with GUARANTEED PRIZES → Jackpot Cards
 * dealt, picked card by card to a paid level → the mode turned off → a win taken to the double
 * up, one guess → back to the menu. The plain presses between go through the screen's bridge
 * (the session was planned by playing the same core with the same seed: mystic-gem-session-plan.ts).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SHOTS, spinShown } from './slot-session';
import { openHostBridge } from './host-bridge';
import { findMysticSession, MYSTIC_SESSION_CONFIG } from './mystic-gem-session-plan';
import { sessionOnScreen } from './session-kit';
import { startWebCabinet, writeOperatorConfig } from './web-cabinet';


describe('40 Mystic Gem on the screen', () => {
  const screen = sessionOnScreen('mystic');

  it('menu → an expanding WILD win → 2 WILDs with GUARANTEED PRIZES → Jackpot Cards to a paid level → one double up → the menu', async () => {
    const plan = await findMysticSession(1, 60, 40);
    if (process.env.E2E_PROGRESS) process.stderr.write(`planned seed ${plan.seed}: ${plan.steps.length} steps\n`);
    const dataDir = screen.dataDir();
    writeOperatorConfig(dataDir, MYSTIC_SESSION_CONFIG);
    const cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web', '--test-seed', String(plan.seed)], timeoutMs: 20_000 });
    screen.cabinet.current = cabinet;
    const page = await screen.browser().newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(cabinet.url);
    await page.waitForSelector('[data-testid="game-menu"]');
    await expect(page.textContent('[data-testid="tile-name-mystic-gem-40"]')).resolves.toBe('40 Mystic Gem');

    const db = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
    const credits = (): number => (db.prepare('SELECT credits_cents AS c FROM wallet').get() as { c: number }).c;
    const bridge = await openHostBridge(cabinet);
    const seen = new Set<string>();
    try {
      for (const step of plan.steps) {
        switch (step.mark) {
          case 'select':
            await page.click('[data-testid="tile-mystic-gem-40"]');
            await page.waitForSelector('[data-testid="slot-stage"][data-game="mystic-gem-40"]');
            // The rules and paytable show before the first game.
            await page.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
            await page.click('[data-testid="help-close"]');
            break;
          case 'wild-win':
            await spinShown(page, step.seqAfter - 1, 'mystic-gem-failed.png');
            await page.click('[data-testid="spin"]');
            await spinShown(page, step.seqAfter, 'mystic-gem-failed.png');
            await page.waitForFunction(() => (document.querySelector('[data-testid="slot-canvas"]')?.getAttribute('data-expanded') ?? '') !== '', undefined, { timeout: 20_000 });
            await page.screenshot({ path: join(SHOTS, 'mystic-gem-session-wild.png') });
            break;
          case 'buy-guaranteed2':
            await page.click('[data-testid="buy-bonus"]');
            await page.waitForSelector('[data-testid="buy-menu"]:not([hidden])');
            await page.screenshot({ path: join(SHOTS, 'mystic-gem-session-buy.png') });
            await page.click('[data-testid="buy-mode-guaranteed2"]');
            await page.waitForSelector('[data-testid="buy-badge"]:not([hidden])');
            break;
          case 'card':
          case 'cards-won': {
            await page.waitForSelector('[data-testid="jackpot-cards-panel"]:not([hidden])', { timeout: 30_000 });
            const index = (step.intent as { action: { index: number } }).action.index;
            await page.click(`[data-testid="jackpot-card-${index}"]`);
            if (step.mark === 'cards-won') {
              await page.waitForSelector('[data-testid="jackpot-cards-banner"]:not([hidden])', { timeout: 20_000 });
              await page.waitForTimeout(600);
              await page.screenshot({ path: join(SHOTS, 'mystic-gem-session-cards.png') });
            }
            break;
          }
          case 'buy-off':
            await page.click('[data-testid="buy-off"]');
            await page.waitForSelector('[data-testid="buy-badge"]', { state: 'hidden' });
            break;
          case 'gamble':
            await spinShown(page, step.seqAfter, 'mystic-gem-failed.png');
            await page.waitForSelector('[data-testid="gamble"]:not([hidden])', { timeout: 20_000 });
            await page.click('[data-testid="gamble"]');
            await page.waitForSelector('[data-testid="double-up"]:not([hidden])');
            break;
          case 'guess':
            await page.click('[data-testid="double-up-red"]');
            await page.waitForFunction(() => document.querySelectorAll('[data-testid^="double-up-history-"]').length > 0 || document.querySelector('[data-testid="double-up"]')?.hasAttribute('hidden'), undefined, { timeout: 20_000 });
            await page.screenshot({ path: join(SHOTS, 'mystic-gem-session-double-up.png') });
            break;
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
      expect(seen).toEqual(new Set(['select', 'wild-win', 'buy-guaranteed2', 'card', 'cards-won', 'buy-off', 'gamble', 'guess']));
      // Back to the menu, with the balance the plan ended on.
      await page.click('[data-testid="menu"]');
      await page.waitForSelector('[data-testid="game-menu"]');
      expect(credits()).toBe(plan.creditsCents);
      const meter = (scope: string, name: string): number =>
        (db.prepare('SELECT value FROM meters WHERE scope = ? AND name = ?').get(scope, name) as { value: number } | undefined)?.value ?? 0;
      expect(meter('game:mystic-gem-40', 'jackpot-hits')).toBe(1);
      expect(meter('game:mystic-gem-40', 'risk-staked')).toBeGreaterThan(0);
      await page.screenshot({ path: join(SHOTS, 'mystic-gem-session-menu.png') });
    } finally {
      db.close();
      bridge.close();
    }
  }, 300_000);
});
