/// <reference lib="dom" />
/**
 * End to end, every Gnomos feature on the real screen: the cabinet started as `npm start` starts
 * it, in the seeded test mode, and Debian's Chromium playing a session that holds reels, spends an
 * advance, risks a ladder until it turns into bonuses, lifts a Cauldrons lid, changes game, plays
 * an upper minigame and a Double-or-Bonuses fraction — each of those by touching the screen's own
 * buttons, and the rest of the session (the plain spins between them) through the screen's
 * bridge, as fast as the cabinet answers.
 *
 * The session is planned first by playing the same cabinet core in this process with the same
 * seed (gnomos-session-plan.ts): the draws depend only on the seed and the intents, so the screen
 * must then show exactly the planned phases, and the store must end where the plan ended.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { openHostBridge } from './host-bridge';
import { findSession, type PlannedStep, type SessionPlan } from './gnomos-session-plan';
import { sessionOnScreen } from './session-kit';
import { GNOMOS_ONLY, startWebCabinet, writeOperatorConfig } from './web-cabinet';

const ROOT = join(__dirname, '..', '..');
const SHOTS = join(ROOT, 'test-results');
/**
 * Where the seed search starts: a seed whose session reaches every feature in under a thousand
 * presses with today's tables. If the maths changes the search simply goes on to the next seeds.
 */
const FIRST_SEED = 2;

async function phaseIs(page: Page, phase: string): Promise<void> {
  // The page may have a backlog of views from the fast presses to draw first.
  await page.waitForFunction((p) => document.body.dataset.phase === p && document.body.dataset.spinning !== 'true', phase, { timeout: 60_000 });
}

/** The button a player touches for a planned feature step. */
function buttonFor(step: PlannedStep): string {
  const intent = step.intent;
  switch (intent.type) {
    case 'PLAY':
      return 'play';
    case 'COLLECT':
      return 'collect';
    case 'COLLECT_ALL':
      return 'collect';
    case 'HOLD':
      return `hold-${intent.reel}`;
    case 'PICK':
      return `pick-${intent.index}`;
    case 'GAME_CHANGE':
      return 'game-change';
    default:
      throw new Error(`no button planned for ${intent.type}`);
  }
}

/** Feature steps, and the hold toggles just before the held game, are played by touch. */
function byTouch(plan: SessionPlan, index: number): boolean {
  const step = plan.steps[index] as PlannedStep;
  if (step.goal !== null) return true;
  const next = plan.steps[index + 1];
  return step.intent.type === 'HOLD' && step.phaseAfter === 'lower.holdOffered' && next?.goal === 'hold';
}

describe('every Gnomos feature on the screen', () => {
  const screen = sessionOnScreen('features');

  it('plays a hold, an advance, a ladder to bonuses, a Cauldrons pick, a GAME CHANGE, a minigame and a Double-or-Bonuses fraction', async () => {
    const plan = await findSession(FIRST_SEED, 20, 4_000);
    writeOperatorConfig(screen.dataDir(), GNOMOS_ONLY);
    const cabinet = await startWebCabinet(screen.dataDir(), { args: ['--host', 'web', '--test-seed', String(plan.seed)], timeoutMs: 20_000 });
    screen.cabinet.current = cabinet;
    expect(cabinet.output()).toMatch(/TEST MODE: seeded, predictable randomness/);
    const page = await screen.browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(cabinet.url);
    await phaseIs(page, 'lower.ready');
    // The acceptor lifts its inhibit on its first poll: until then a coin comes back (no draw is made).
    await page.waitForFunction(() => document.querySelector('[data-testid="dev-coins"]')?.hasAttribute('hidden') === false, undefined, { timeout: 30_000 });

    const bridge = await openHostBridge(cabinet);
    let previous = 'lower.ready';
    const touched: string[] = [];
    const started = Date.now();
    for (let i = 0; i < plan.steps.length; i += 1) {
      const step = plan.steps[i] as PlannedStep;
      if (process.env.E2E_PROGRESS && i % 100 === 0) process.stderr.write(`step ${i}/${plan.steps.length} after ${Date.now() - started} ms\n`);
      if (byTouch(plan, i)) {
        await phaseIs(page, previous);
        const id = buttonFor(step);
        const button = page.locator(`[data-testid="${id}"]`).first();
        await button.waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForFunction((t) => !(document.querySelector(`[data-testid="${t}"]`) as HTMLButtonElement | null)?.disabled, id, { timeout: 30_000 });
        await button.click();
        await phaseIs(page, step.phaseAfter);
        if (step.goal) {
          touched.push(step.goal);
          await page.screenshot({ path: join(SHOTS, `gnomos-${step.goal}.png`) });
        }
      } else {
        let result = await bridge.send(step.intent);
        for (let tries = 0; !result.ok && step.intent.type === 'DEV_INSERT_COIN' && tries < 50; tries += 1) {
          await page.waitForTimeout(100);
          result = await bridge.send(step.intent);
        }
        expect({ step: i, intent: step.intent, result }).toEqual({ step: i, intent: step.intent, result: { ok: true } });
      }
      previous = step.phaseAfter;
    }
    bridge.close();
    expect(new Set(touched)).toEqual(new Set(['hold', 'advance', 'ladder-bonuses', 'cauldrons', 'game-change', 'minigame', 'double-or-bonuses']));

    // The screen and the store agree, and the journal holds every feature the plan played.
    await phaseIs(page, previous);
    const db = new Database(join(screen.dataDir(), 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const wallet = db.prepare('SELECT credits_cents AS credits, bonuses FROM wallet').get() as { credits: number; bonuses: number };
      const balance = await page.locator('[data-testid="balance"]').innerText();
      const bonuses = await page.locator('[data-testid="bonuses"]').innerText();
      // Money as the screen writes it by default: "20,40 €".
      expect(balance.replace(/\s/g, '')).toContain(`${Math.trunc(wallet.credits / 100)},${String(wallet.credits % 100).padStart(2, '0')}`);
      expect(bonuses).toContain(String(wallet.bonuses));
      const labels = (db.prepare("SELECT label FROM journal WHERE game_id = 'gnomos-mix'").all() as { label: string }[]).map((r) => r.label).join(' ');
      for (const label of ['held-game', 'advance', 'risk', 'cauldrons-pick', 'upper-spin']) expect(labels).toContain(label);
    } finally {
      db.close();
    }
    expect(existsSync(join(SHOTS, 'gnomos-cauldrons.png'))).toBe(true);
  }, 600_000);
});
