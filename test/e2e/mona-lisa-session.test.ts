/// <reference lib="dom" />
/**
 * End to end, the five-game cabinet as a player and an operator use it: the cabinet started as
 * `npm start` starts it (seeded test mode), Debian's Chromium on its screen. The game menu →
 * Mona Lisa Jewels (touching its tile) → lines and coins on the bet panel → spins → scatter free
 * spins with a ×4 line on the screen and a Jewel pair played inside them → the progressive's
 * meter for the coin → back to the menu → Gnomos Mix with the same balance → the service menu's
 * per-game meters and a Mona Lisa recall. The plain spins between go through the screen's bridge
 * (the session was planned by playing the same core with the same seed: mona-lisa-session-plan.ts).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SHOTS, spinShown } from './slot-session';
import { openHostBridge } from './host-bridge';
import { findMonaSession, SESSION_CONFIG } from './mona-lisa-session-plan';
import { sessionOnScreen } from './session-kit';
import { startWebCabinet, writeOperatorConfig } from './web-cabinet';


describe('the game menu and Mona Lisa Jewels on the screen', () => {
  const screen = sessionOnScreen('mona');

  it('menu → Mona Lisa → free spins with a ×4 line and a Jewel pair → the jackpot meter → Gnomos with the same balance → meters and recall', async () => {
    const planned = Date.now();
    const plan = await findMonaSession(1, 30, 6_000);
    if (process.env.E2E_PROGRESS) process.stderr.write(`planned seed ${plan.seed}: ${plan.steps.length} steps in ${Date.now() - planned} ms; marks at ${plan.steps.flatMap((s, i) => (s.mark ? [`${i}:${s.mark}:${s.seqAfter}`] : [])).join(' ')}\n`);
    writeOperatorConfig(screen.dataDir(), SESSION_CONFIG);
    const cabinet = await startWebCabinet(screen.dataDir(), { args: ['--host', 'web', '--test-seed', String(plan.seed)], timeoutMs: 20_000 });
    screen.cabinet.current = cabinet;
    const page = await screen.browser().newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(cabinet.url);

    // The menu: every enabled game as a tile.
    await page.waitForSelector('[data-testid="game-menu"]');
    await expect(page.textContent('[data-testid="tile-name-mona-lisa-jewels"]')).resolves.toBe('Mona Lisa Jewels');
    await expect(page.textContent('[data-testid="tile-name-gnomos-mix"]')).resolves.toBe('Gnomos Mix Golden Edition');
    await page.screenshot({ path: join(SHOTS, 'mona-menu.png') });

    const bridge = await openHostBridge(cabinet);
    const [select, coins, ...rest] = plan.steps;
    expect(select?.intent).toEqual({ type: 'SELECT_GAME', game: 'mona-lisa-jewels' });
    await page.click('[data-testid="tile-mona-lisa-jewels"]');
    await page.waitForSelector('[data-testid="slot-stage"]');
    // The rules and paytable show before the first game.
    await page.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
    await page.screenshot({ path: join(SHOTS, 'mona-help.png') });
    await page.click('[data-testid="help-close"]');

    // Lines and coins: 25 lines (the default), 2 coins per line.
    expect(coins?.intent).toMatchObject({ type: 'GAME', action: { type: 'COINS', coins: 2 } });
    await page.click('[data-testid="coins-up"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="coins-per-line"]')?.textContent?.trim() === '2');

    const marks = new Set<string>();
    for (const step of rest) {
      if (step.mark) {
        // The watched spins are played by touching SPIN, and looked at on the screen.
        await spinShown(page, step.seqAfter - 1, 'mona-failed.png');
        await page.click('[data-testid="spin"]');
        await spinShown(page, step.seqAfter, 'mona-failed.png');
        if (step.mark === 'times-four') {
          await page.waitForFunction(() => document.querySelector('[data-testid="win-message"]')?.textContent?.includes('×4'), undefined, { timeout: 20_000 });
        } else {
          await page.waitForSelector('[data-testid="feature-left-free"]');
        }
        marks.add(step.mark);
        await page.screenshot({ path: join(SHOTS, `mona-${step.mark}.png`) });
      } else if (step.intent.type === 'PLAY' && bridge.seq() >= step.seqAfter) {
        // The cabinet's own pace played this feature spin already (it plays a running feature by itself).
        continue;
      } else {
        let result = await bridge.send(step.intent);
        for (let tries = 0; !result.ok && step.intent.type === 'DEV_INSERT_COIN' && tries < 50; tries += 1) {
          await page.waitForTimeout(100);
          result = await bridge.send(step.intent);
        }
        expect({ intent: step.intent, result }).toEqual({ intent: step.intent, result: { ok: true } });
      }
    }
    expect(marks).toEqual(new Set(['times-four', 'jewel-in-free']));
    const lastSeq = rest[rest.length - 1]!.seqAfter;
    await spinShown(page, lastSeq, 'mona-failed.png');

    // The progressive's meter shows the pool for the coin played (1 c of the 10 € reference coin).
    const pool = (() => {
      const db = new Database(join(screen.dataDir(), 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
      try {
        return (db.prepare("SELECT micros FROM pools WHERE pool = 'mona-lisa-jewels:progressive'").get() as { micros: number }).micros;
      } finally {
        db.close();
      }
    })();
    const shownCents = Math.floor(pool / 1000 / 10_000);
    // Compared as digits: the meter's euros, whatever the display's separators.
    await page
      .waitForFunction((digits) => (document.querySelector('[data-testid="jackpot-progressive"]')?.textContent ?? '').replace(/\D/g, '') === digits, String(shownCents), { timeout: 30_000 })
      .catch(async () => {
        throw new Error(`the jackpot meter shows ${await page.textContent('[data-testid="jackpot-progressive"]')}, the pool at 1 c is ${shownCents} c`);
      });
    await page.screenshot({ path: join(SHOTS, 'mona-jackpot-meter.png') });

    // Back to the menu, then Gnomos with the same balance.
    const balance = await page.textContent('[data-testid="balance"]');
    await page.click('[data-testid="menu"]');
    await page.waitForSelector('[data-testid="game-menu"]');
    await expect(page.textContent('[data-testid="balance"]')).resolves.toBe(balance);
    await page.click('[data-testid="tile-gnomos-mix"]');
    await page.waitForFunction(() => document.body.dataset.screen === 'gnomos-mix', undefined, { timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS, 'mona-then-gnomos.png') });
    // Gnomos' own MENU button (a cabinet with more than one game) goes back to the menu, and in again.
    await page.click('[data-testid="menu"]');
    await page.waitForSelector('[data-testid="game-menu"]');
    await expect(page.textContent('[data-testid="balance"]')).resolves.toBe(balance);
    await page.click('[data-testid="tile-gnomos-mix"]');
    await page.waitForFunction(() => document.body.dataset.screen === 'gnomos-mix', undefined, { timeout: 30_000 });
    // The operator's service menu: every game's meters and the progressive, then a Mona Lisa round recalled on its own stage.
    const byId = (id: string) => page.locator(`[data-testid="${id}"]`).first();
    const digits = async (pin: string): Promise<void> => {
      for (const d of pin) await byId(`service-digit-${d}`).click();
    };
    await byId('dev-switch-key').click();
    await byId('service-enter').click();
    await byId('service-role-operator').click();
    await digits('3333');
    await byId('service-pin-ok').click();
    // A factory PIN must be replaced, typed twice.
    await byId('service-new-pin-ok').waitFor({ state: 'visible', timeout: 30_000 });
    await digits('7391');
    await byId('service-new-pin-ok').click();
    await digits('7391');
    await byId('service-new-pin-ok').click();
    await byId('audit-identity').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await byId('audit-identity').getAttribute('data-ok')).toBe('true');
    await byId('audit-scope-game:mona-lisa-jewels').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'mona-audit-game.png') });
    await byId('audit-jackpot-mona-lisa-jewels:progressive').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'mona-audit-jackpot.png') });
    await byId('service-screen-recall').click();
    await byId('recall-round-0').click();
    await byId('recall-banner').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => document.body.dataset.screen === 'mona-lisa-jewels', undefined, { timeout: 30_000 });
    await page.screenshot({ path: join(SHOTS, 'mona-recall.png') });

    const db = new Database(join(screen.dataDir(), 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const wallet = db.prepare('SELECT credits_cents AS credits FROM wallet').get() as { credits: number };
      expect(wallet.credits).toBe(plan.creditsCents);
      const meter = (scope: string, name: string): number =>
        (db.prepare('SELECT value FROM meters WHERE scope = ? AND name = ?').get(scope, name) as { value: number } | undefined)?.value ?? 0;
      expect(meter('game:mona-lisa-jewels', 'games-played')).toBe(meter('cabinet', 'games-played'));
      expect(meter('game:mona-lisa-jewels', 'coin-in')).toBe(meter('cabinet', 'coin-in'));
      expect(meter('jackpot:mona-lisa-jewels:progressive', 'jackpot-contributions-micros')).toBe(meter('cabinet', 'coin-in') * 50);
      // Every free spin and Jewel spin of the session is in the journal, for recall.
      const jewelSteps = db.prepare("SELECT COUNT(*) AS n FROM journal WHERE game_id = 'mona-lisa-jewels' AND label = 'jewel-spin'").get() as { n: number };
      expect(jewelSteps.n).toBeGreaterThanOrEqual(1);
    } finally {
      db.close();
    }
    bridge.close();
  }, 300_000);
});
