/// <reference lib="dom" />
/**
 * End to end, the service menu on the real cabinet (`npm start`'s web host, emulated devices, a
 * seeded test Rng) in Debian's Chromium, touched the way its users touch it: the key turned, the
 * SERVICE button, the PIN pad. A scripted session is played first (planned in this process with
 * the same seed, so what the meters must read is known independently of the screen).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM, openBrowser } from './shared-browser';
import type { Intent, IntentResult } from '../../main/ipc/contract';
import { metersCsv, eventsCsv } from '../../main/service/audit-export';
import { CabinetStore } from '../../main/store/cabinet-store';
import { findServicePlan, type ServicePlan } from './service-session-plan';
import { GNOMOS_ONLY, startWebCabinet, writeOperatorConfig } from './web-cabinet';

const ROOT = join(__dirname, '..', '..');
const SHOTS = join(ROOT, 'test-results');
const WAIT = { timeout: 30_000 };
const START = { timeout: 90_000 };

jest.setTimeout(420_000);

const byId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const send = (page: Page, intent: Intent): Promise<IntentResult> => page.evaluate((i) => window.cabinet!.send(i), intent);
/** Money as the screen writes it by default ("1.234,50 €" is not reached here: "12,40 €"). */
const euros = (cents: number): string => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;

async function pressDigits(page: Page, digits: string): Promise<void> {
  for (const d of digits) await byId(page, `service-digit-${d}`).click();
}

/** Key turned, SERVICE, a role and its PIN. */
async function signIn(page: Page, role: string, pin: string): Promise<void> {
  await byId(page, 'service-enter').click();
  await byId(page, 'service-overlay').waitFor({ state: 'visible', ...WAIT });
  await byId(page, `service-role-${role}`).click();
  await pressDigits(page, pin);
  await byId(page, 'service-pin-ok').click();
}

function meterOnDisk(dataDir: string, name: string): number {
  const db = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT value FROM meters WHERE scope = 'cabinet' AND name = ?").get(name) as { value: number } | undefined)?.value ?? 0;
  } finally {
    db.close();
  }
}

describe('the service menu on the real cabinet', () => {
  let browser: Browser;
  let dataDir: string;
  let usbPath: string;
  let plan: ServicePlan;
  let cabinet: { process: ChildProcess; url: string } | null = null;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium; .ci/run does this)`);
    plan = await findServicePlan(1, 20, 600);
    dataDir = mkdtempSync(join(tmpdir(), 'cabinet-service-'));
    usbPath = join(dataDir, 'usb-stick');
    mkdirSync(usbPath);
    mkdirSync(SHOTS, { recursive: true });
    browser = await openBrowser();
    writeOperatorConfig(dataDir, GNOMOS_ONLY);
    cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web', '--test-seed', String(plan.seed)], env: { CABINET_USB_PATH: usbPath } });
    page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(cabinet.url);
    await byId(page, 'dev-switch-key').waitFor({ state: 'visible', ...START });
    // The scripted session, through the screen's own way in (what the buttons send).
    for (const intent of plan.intents) {
      const result = await send(page, intent);
      if (!result.ok) throw new Error(`${JSON.stringify(intent)} refused: ${result.error.message}`);
    }
    await byId(page, 'balance').filter({ hasText: euros(plan.creditsCents) }).waitFor(WAIT);
  });

  afterAll(async () => {
    await browser?.close();
    cabinet?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('locks a role out after five wrong PINs', async () => {
    await byId(page, 'dev-switch-key').click();
    await byId(page, 'service-enter').waitFor({ state: 'visible', ...WAIT });
    await byId(page, 'service-enter').click();
    for (let i = 0; i < 5; i += 1) {
      await byId(page, 'service-role-technician').click();
      await pressDigits(page, '9999');
      await byId(page, 'service-pin-ok').click();
      await byId(page, 'service-notice').filter({ hasText: /wrong PIN/ }).waitFor(WAIT);
    }
    await byId(page, 'service-role-technician-lock').filter({ hasText: /\d\d:\d\d/ }).waitFor(WAIT);
    expect(await byId(page, 'service-role-technician').isDisabled()).toBe(true);
    // Sent anyway (as a misbehaving screen could), the right PIN is refused while locked.
    const result = await send(page, { type: 'SERVICE_PIN', role: 'technician', pin: '2222' });
    expect(result.ok ? '' : result.error.message).toMatch(/locked out/);
    await page.screenshot({ path: join(SHOTS, 'service-lockout.png') });
    await byId(page, 'service-leave').click();
    await byId(page, 'service-overlay').waitFor({ state: 'hidden', ...WAIT });
  });

  it('signs the operator in with a new PIN and shows meters that match the scripted session', async () => {
    await signIn(page, 'operator', '3333');
    // A factory PIN must be replaced, typed twice.
    await byId(page, 'service-new-pin-ok').waitFor({ state: 'visible', ...WAIT });
    await pressDigits(page, '7391');
    await byId(page, 'service-new-pin-ok').click();
    await pressDigits(page, '7391');
    await byId(page, 'service-new-pin-ok').click();
    await byId(page, 'audit-identity').waitFor({ state: 'visible', ...WAIT });
    expect(await byId(page, 'audit-identity').getAttribute('data-ok')).toBe('true');
    for (const name of ['coin-in', 'coin-out', 'coins-in-value']) {
      const shown = await byId(page, `audit-meter-${name}-lifetime`).innerText();
      expect(shown).toBe(euros(plan.meters[name] ?? 0));
      expect(plan.meters[name]).toBe(meterOnDisk(dataDir, name));
    }
    expect(await byId(page, 'audit-meter-games-played-lifetime').innerText()).toBe(String(plan.meters['games-played']));
    // The cash return, cash won over cash staked, worked out here from the planned meters; no
    // period was closed, so the period's is the lifetime's. The game's is the cabinet's (one game).
    const cashIn = plan.meters['coin-in'] ?? 0;
    const bps = cashIn > 0 ? Math.floor(((plan.meters['coin-out'] ?? 0) * 10_000) / cashIn) : null;
    const percent = bps === null ? '—' : `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')} %`;
    const cashReturn = `Cash return ${percent} (period) · ${percent} (lifetime)`;
    expect(await byId(page, 'audit-cash-return-cabinet').innerText()).toBe(cashReturn);
    expect(await byId(page, 'audit-cash-return-game:gnomos-mix').innerText()).toBe(cashReturn);
    await page.screenshot({ path: join(SHOTS, 'service-audit.png') });
    // The bonuses: as the meters counted them, and none left (the plan ends with none on the balance).
    expect(await byId(page, 'audit-bonuses-won-lifetime').innerText()).toBe(String(plan.meters['bonuses-won'] ?? 0));
    expect(await byId(page, 'audit-bonuses-spent-period').innerText()).toBe(String(plan.meters['bonuses-spent'] ?? 0));
    expect(await byId(page, 'audit-bonuses-left').innerText()).toBe("Left on the machine now (the player's balance): 0 bonuses");
    // The bonuses block and the first game's meters, photographed from the block's top.
    await byId(page, 'audit-bonuses-left').evaluate((e) => e.closest('section')?.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, 'service-audit-bonuses.png') });
  });

  it('replays the recalled Gnomos round with its hold and ladder under the RECALL banner', async () => {
    await byId(page, 'service-screen-recall').click();
    await byId(page, `recall-round-${plan.recallIndex}`).click();
    await byId(page, 'recall-banner').waitFor({ state: 'visible', ...WAIT });
    expect(await byId(page, 'recall-banner').innerText()).toMatch(/RECALL/);
    // Step 1: the free held game, its win going onto the ladder (the real stage draws the ladder).
    await byId(page, 'recall-step').filter({ hasText: 'held-game' }).waitFor(WAIT);
    await byId(page, 'ladder').waitFor({ state: 'visible', ...WAIT });
    await page.screenshot({ path: join(SHOTS, 'service-recall-held-game.png') });
    // Step 2: the risk taken on the ladder.
    await byId(page, 'recall-next').click();
    await byId(page, 'recall-step').filter({ hasText: 'risk' }).waitFor(WAIT);
    await page.screenshot({ path: join(SHOTS, 'service-recall-risk.png') });
    await byId(page, 'recall-list').click();
    await byId(page, 'recall-banner').waitFor({ state: 'hidden', ...WAIT });
  });

  it('exports the CSV files to the USB stick as the store has them', async () => {
    await byId(page, 'service-screen-export').click();
    await byId(page, 'export-usb').click();
    await byId(page, 'export-last').filter({ hasText: 'meters.csv' }).waitFor(WAIT);
    const [folder] = readdirSync(usbPath);
    expect(folder).toMatch(/^cabinet-export-\d{8}-\d{6}$/);
    const store = CabinetStore.open(dataDir);
    try {
      expect(readFileSync(join(usbPath, folder!, 'meters.csv'), 'utf8')).toBe(metersCsv(store));
      // The event log grew since (the export itself is logged): the exported rows are its start.
      const exported = readFileSync(join(usbPath, folder!, 'events.csv'), 'utf8').trim().split('\n');
      expect(eventsCsv(store).startsWith(exported.join('\n'))).toBe(true);
      expect(exported.length).toBeGreaterThan(10);
    } finally {
      store.close();
    }
    await byId(page, 'service-leave').click();
    await byId(page, 'service-overlay').waitFor({ state: 'hidden', ...WAIT });
  });

  it('refuses a bet setting while credit is on the meter, and applies it at zero credits', async () => {
    await signIn(page, 'operator', '7391');
    await byId(page, 'audit-identity').waitFor({ state: 'visible', ...WAIT });
    await byId(page, 'service-screen-settings').click();
    await byId(page, 'settings-money-reason').filter({ hasText: /credit/ }).waitFor(WAIT);
    expect(await byId(page, 'setting-gnomos.lowerBets-choice-20').isDisabled()).toBe(true);
    const refused = await send(page, { type: 'SERVICE_SETTING', key: 'gnomos.lowerBets', value: [100, 500] });
    expect(refused.ok ? '' : refused.error.message).toMatch(/money rules: only with the game idle and 0 credits/);
    await page.screenshot({ path: join(SHOTS, 'service-settings-refused.png') });
    await byId(page, 'service-leave').click();

    // The player collects; the emulated hopper pays the coins out (0,20 € coins: an odd 0,10 € is topped up first).
    await byId(page, 'dev-switch-key').click();
    await byId(page, 'service-enter').waitFor({ state: 'hidden', ...WAIT });
    if (plan.creditsCents % 20 !== 0) expect(await send(page, { type: 'DEV_INSERT_COIN', valueCents: 10 })).toEqual({ ok: true });
    await byId(page, 'collect').click();
    await byId(page, 'balance').filter({ hasText: /^0,00 €$/ }).waitFor({ timeout: 120_000 });
    await byId(page, 'payout').waitFor({ state: 'hidden', timeout: 120_000 });
    const left = await page.evaluate(() => window.cabinet!.send({ type: 'SERVICE_ENTER' }));
    expect(left.ok ? '' : left.error.message).toMatch(/attendant key/);

    await byId(page, 'dev-switch-key').click();
    await signIn(page, 'operator', '7391');
    await byId(page, 'audit-identity').waitFor({ state: 'visible', ...WAIT });
    await byId(page, 'service-screen-settings').click();
    await byId(page, 'setting-gnomos.defaultBet').waitFor({ state: 'visible', ...WAIT });
    const reason = byId(page, 'settings-money-reason');
    expect((await reason.isVisible()) ? await reason.innerText() : 'money rules open').toBe('money rules open');
    await byId(page, 'setting-gnomos.defaultBet-choice-100').click();
    await byId(page, 'setting-gnomos.defaultBet-value').filter({ hasText: euros(100) }).waitFor(WAIT);
    await byId(page, 'setting-gnomos.lowerBets-choice-20').click();
    await byId(page, 'service-notice').filter({ hasText: /Lower game bets (set to|cannot)/ }).waitFor(WAIT);
    expect(await byId(page, 'service-notice').innerText()).toMatch(/Lower game bets set to 1,00 €, 5,00 €, 10,00 €, 20,00 €|Lower game bets set to 1\.00 €, 5\.00 €, 10\.00 €, 20\.00 €/);
    await byId(page, 'service-leave').click();
    await byId(page, 'dev-switch-key').click();
    // On the game: the 0,20 € bet is off, the selected bet is 1 €.
    await page.locator('[data-testid="bet-20"].off').waitFor(WAIT);
    const change = new Database(join(dataDir, 'cabinet.sqlite'), { readonly: true })
      .prepare("SELECT detail_json FROM event_log WHERE kind = 'setting-changed' ORDER BY id DESC LIMIT 1")
      .get() as { detail_json: string };
    expect(JSON.parse(change.detail_json)).toMatchObject({ key: 'gnomos.lowerBets', by: 'operator', new: [100, 500, 1000, 2000] });
    await page.screenshot({ path: join(SHOTS, 'service-bet-off.png') });
    expect(errors).toEqual([]);
  });
});
