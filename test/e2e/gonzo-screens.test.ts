/**
 * Gonzo's Gold on the video-slot stage in real Chromium, fed the fixture views (no cabinet): the
 * 5 × 5 grid dropping in, the two clusters completed by one COIN traced and paid one by one, the
 * Expanding Symbol pick, a free spin's expansion over a row and a reel with its extra prize, the
 * free spins' end, the rule document's autoplay stops, the Space setting, HELP's cluster paytable,
 * Spanish where asked. One page per language: each fixture is pushed into the open page as the
 * cabinet's next view (a newer spin drops in; the same spin's next step does not spin), since
 * opening a page (a WebGL context) costs seconds in software GL.
 * Screenshots go to test-results/gonzo-*.png.
 * Run: npx jest test/e2e/gonzo-screens --globalSetup=./test/e2e/slot-screens-no-setup.ts
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseGonzoAction } from '../../contract/games/gonzos-gold';
import {
  gonzoAutoplay,
  gonzoAutoplayStopped,
  gonzoClusterWin,
  gonzoExpansionDone,
  gonzoExpansionPending,
  gonzoFreeSpinsOver,
  gonzoIdle,
  gonzoMenu,
  gonzoPick,
  gonzoPickRevealed,
  gonzoRetrigger,
} from '../../renderer/fixtures/gonzo-views';
import { pushView, ROOT, sentIntents, startSlotHarness, type SlotHarness } from './slot-screens-harness';

const SHOTS = join(ROOT, 'test-results');
const game = (action: unknown) => ({ type: 'GAME', game: 'gonzos-gold', action });
const text = (page: Page, testid: string): Promise<string | null> => page.textContent(`[data-testid="${testid}"]`);
const shot = (page: Page, name: string): Promise<Buffer> => page.screenshot({ path: join(SHOTS, `gonzo-${name}.png`) });
/** The intents sent since `from` were sent. */
const sentSince = async (page: Page, from: number): Promise<unknown[]> => (await sentIntents(page)).slice(from);
const sentCount = async (page: Page): Promise<number> => (await sentIntents(page)).length;

jest.setTimeout(120_000);

describe("Gonzo's Gold screens (fixtures in Chromium)", () => {
  let harness: SlotHarness;
  /** The English page: every English fixture is pushed into it, in the order of the tests. */
  let en: Page;

  beforeAll(async () => {
    harness = await startSlotHarness();
    en = await harness.open(gonzoMenu());
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('the menu tile; the stage: 5 × 5 grid, the total bet alone on the bet panel, HELP with the cluster paytable and the Scatter prizes', async () => {
    await en.waitForSelector('[data-testid="tile-gonzos-gold"]');
    await expect(text(en, 'tile-name-gonzos-gold')).resolves.toBe("Gonzo's Gold");
    await expect(text(en, 'tile-bets-gonzos-gold')).resolves.toBe('0,20 € – 20,00 €');
    await shot(en, 'menu');
    await en.click('[data-testid="tile-gonzos-gold"]');
    await expect(sentIntents(en)).resolves.toEqual([{ type: 'SELECT_GAME', game: 'gonzos-gold' }]);

    // Entering the game: the rules open by themselves the first time, with the paytable at 1,00 €.
    await pushView(en, gonzoIdle());
    await en.waitForSelector('[data-testid="slot-stage"][data-game="gonzos-gold"]');
    await en.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
    const rules = (await en.$$eval('[data-testid="help-dialog"] .sl-rule', (nodes) => nodes.map((n) => n.textContent ?? ''))).join('\n');
    for (const words of ['CLUSTER PAYS', 'pay from 3', 'from 4', 'GOLD COIN is the Scatter', '2×, 20× or 200×', 'EXPANDING SYMBOL', 'whole row', 'whole reel', 'EXTRA PRIZE', 'current total bet of 1,00 €']) {
      expect(rules).toContain(words);
    }
    // MASK: 3 pays 2,50 € … 15 or more 250,00 €; RUBY from 4 (1,00 €); the COIN's 3 / 4 / 5 anywhere.
    const sizes = await en.$$eval('[data-testid="help-cluster-sizes"] b', (nodes) => nodes.map((n) => n.textContent));
    expect(sizes).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15+']);
    await expect(en.textContent('[data-symbol="MASK"] [data-count="3"]')).resolves.toBe('2,50 €');
    await expect(en.textContent('[data-symbol="MASK"] [data-count="15"]')).resolves.toBe('250,00 €');
    await expect(en.textContent('[data-symbol="RUBY"] [data-count="3"]')).resolves.toBe('—');
    await expect(en.textContent('[data-symbol="RUBY"] [data-count="4"]')).resolves.toBe('1,00 €');
    await expect(en.textContent('[data-symbol="COIN"]')).resolves.toContain('3× 2,00 €');
    await expect(en.textContent('[data-symbol="COIN"]')).resolves.toContain('5× 200,00 €');
    await expect(en.isVisible('text=THE LINES')).resolves.toBe(false);
    await en.$eval('[data-testid="help-paytable-title"]', (n) => n.scrollIntoView({ block: 'start' }));
    await shot(en, 'help');
    await en.click('[data-testid="help-close"]');

    await expect(en.getAttribute('[data-testid="slot-canvas"]', 'data-grid')).resolves.toBe('5x5');
    await expect(text(en, 'total-bet')).resolves.toBe('1,00 €');
    await expect(en.isHidden('[data-testid="lines"]')).resolves.toBe(true);
    await expect(en.isHidden('[data-testid="coins-per-line"]')).resolves.toBe(true);
    await expect(en.isVisible('[data-testid="gonzo-info"]')).resolves.toBe(true);
    await shot(en, 'idle');
    const before = await sentCount(en);
    await en.click('[data-testid="total-bet-up"]');
    await en.click('[data-testid="total-bet-down"]');
    await expect(sentSince(en, before)).resolves.toEqual([game({ type: 'COIN_VALUE', cents: 120 }), game({ type: 'COIN_VALUE', cents: 80 })]);
  });

  test('a spin drops in; the two clusters sharing the COIN are outlined together, then paid one by one', async () => {
    await pushView(en, gonzoClusterWin());
    await en.waitForFunction(() => document.body.dataset.slotSpinning === 'true');
    // Landed: both clusters lit at once with their amounts, the win counting to 7,50 €.
    await en.waitForFunction(() => document.querySelector('[data-testid="slot-canvas"]')?.getAttribute('data-wins-lit') === '500,250', undefined, { timeout: 15_000 });
    await shot(en, 'cluster-win');
    await en.waitForFunction(() => document.querySelector('[data-testid="win"]')?.textContent === '7,50 €', undefined, { timeout: 15_000 });
    await en.waitForFunction(() => document.querySelector('[data-testid="win-message"]')?.textContent === 'CLUSTER OF 4 MASK · 5,00 €', undefined, { timeout: 15_000 });
    await en.waitForFunction(() => document.querySelector('[data-testid="win-message"]')?.textContent === 'CLUSTER OF 4 SERPENT · 2,50 €', undefined, { timeout: 15_000 });
    await expect(en.getAttribute('[data-testid="slot-canvas"]', 'data-wins-lit')).resolves.toBe('250');
  });

  test('3 COINs drop in, then the Expanding Symbol pick: a touch on a stone sends PICK with it; revealed under that stone; Space plays unless the setting is off', async () => {
    await pushView(en, gonzoPick());
    // The stones come once the trigger's 2,00 € has counted up.
    await en.waitForSelector('[data-testid="gonzo-pick"][data-state="covered"]', { timeout: 15_000 });
    await expect(text(en, 'win')).resolves.toBe('2,00 €');
    await expect(en.getAttribute('[data-testid="gonzo-badge-symbol"]', 'data-symbol')).resolves.toBe('');
    await expect(en.locator('[data-testid^="gonzo-cover-"]').count()).resolves.toBe(5);
    await expect(text(en, 'gonzo-pick-title')).resolves.toBe('10 FREE SPINS');
    await expect(text(en, 'spin')).resolves.toBe('START');
    await en.waitForTimeout(300);
    await shot(en, 'pick');
    let before = await sentCount(en);
    await en.click('[data-testid="gonzo-cover-3"]');
    await en.click('[data-testid="gonzo-cover-1"]');
    await expect(sentSince(en, before)).resolves.toEqual([game({ type: 'PICK', cover: 3 })]);

    await pushView(en, gonzoPickRevealed());
    await en.waitForSelector('[data-testid="gonzo-pick"][data-state="revealed"]');
    await expect(en.getAttribute('[data-testid="gonzo-cover-3"]', 'data-revealed')).resolves.toBe('true');
    await expect(en.getAttribute('[data-testid="gonzo-cover-3"] [data-testid="gonzo-revealed-symbol"]', 'data-symbol')).resolves.toBe('IDOL');
    await expect(en.locator('.gg-cover.faded').count()).resolves.toBe(4);
    await expect(text(en, 'gonzo-pick-hint')).resolves.toBe('YOUR EXPANDING SYMBOL: IDOL');
    await en.waitForTimeout(700);
    await shot(en, 'pick-revealed');

    // Space presses SPIN; the player's setting turns that off (ENTER still plays), and on again.
    before = await sentCount(en);
    await en.keyboard.press('Space');
    await en.click('[data-testid="gonzo-settings"]');
    await en.waitForSelector('[data-testid="gonzo-settings-dialog"]:not([hidden])');
    await expect(en.getAttribute('[data-testid="gonzo-space-toggle"]', 'data-on')).resolves.toBe('true');
    await en.click('[data-testid="gonzo-space-toggle"]');
    await expect(en.getAttribute('[data-testid="gonzo-space-toggle"]', 'data-on')).resolves.toBe('false');
    await en.click('[data-testid="gonzo-settings-close"]');
    await en.keyboard.press('Space');
    await en.keyboard.press('Enter');
    await en.click('[data-testid="gonzo-settings"]');
    await en.click('[data-testid="gonzo-space-toggle"]');
    await en.click('[data-testid="gonzo-settings-close"]');
    await en.keyboard.press('Space');
    await expect(sentSince(en, before)).resolves.toEqual([{ type: 'PLAY' }, { type: 'PLAY' }, { type: 'PLAY' }]);
  });

  test('a free spin: its wins with the expansion due, then (same spin, no new spin) the IDOL over row 3 and reel 5 and the EXTRA PRIZE; a retrigger; the free spins over', async () => {
    await pushView(en, gonzoExpansionPending());
    await en.waitForSelector('[data-testid="gonzo-expansion"][data-state="pending"]', { timeout: 15_000 });
    await expect(text(en, 'gonzo-badge-left')).resolves.toBe('5');
    await expect(text(en, 'gonzo-badge-of')).resolves.toBe('OF 10');
    await expect(text(en, 'gonzo-badge-won')).resolves.toBe('9,40 €');
    await expect(en.getAttribute('[data-testid="gonzo-badge-symbol"]', 'data-symbol')).resolves.toBe('IDOL');
    await expect(en.isVisible('[data-testid="gonzo-expansion-caption"]')).resolves.toBe(true);
    await shot(en, 'expansion-pending');

    const seq = await en.evaluate(() => document.body.dataset.slotSeq);
    await pushView(en, gonzoExpansionDone());
    await en.waitForSelector('[data-testid="gonzo-expansion"][data-state="done"]', { timeout: 15_000 });
    // It grew from the landed IDOLs (a view seen first would show it finished at once).
    await expect(en.getAttribute('[data-testid="gonzo-expansion"]', 'data-shown')).resolves.toBe('grown');
    await expect(en.getAttribute('[data-testid="gonzo-expansion"]', 'data-rows')).resolves.toBe('2');
    await expect(en.getAttribute('[data-testid="gonzo-expansion"]', 'data-reels')).resolves.toBe('4');
    await expect(text(en, 'gonzo-extra-amount')).resolves.toBe('20,00 €');
    await expect(text(en, 'gonzo-extra-detail')).resolves.toBe('9 × IDOL');
    await expect(text(en, 'win')).resolves.toBe('31,40 €');
    // The expansion is the same spin: the reels did not spin again.
    await expect(en.evaluate(() => [document.body.dataset.slotSeq, document.body.dataset.slotSpinning])).resolves.toEqual([seq, 'false']);
    await shot(en, 'expansion-done');

    await pushView(en, gonzoRetrigger());
    await en.waitForSelector('[data-testid="gonzo-retrigger"]:not([hidden])', { timeout: 15_000 });
    await expect(text(en, 'gonzo-retrigger')).resolves.toBe('+10 FREE SPINS');
    await expect(text(en, 'gonzo-badge-left')).resolves.toBe('13');
    await expect(text(en, 'gonzo-badge-of')).resolves.toBe('OF 20');
    await shot(en, 'retrigger');

    await pushView(en, gonzoFreeSpinsOver());
    await en.waitForSelector('[data-testid="gonzo-summary"]:not([hidden])', { timeout: 15_000 });
    await expect(text(en, 'gonzo-summary-amount')).resolves.toBe('45,60 €');
    await expect(text(en, 'gonzo-summary-played')).resolves.toBe('10 FREE SPINS PLAYED');
    await expect(en.isHidden('[data-testid="gonzo-badge"]')).resolves.toBe(true);
    await en.waitForTimeout(500);
    await shot(en, 'free-spins-over');
  });

  test("autoplay stopped by the single-win limit; the rule document's four stops; START sends AUTOSPIN as the contract takes it; running", async () => {
    await pushView(en, gonzoAutoplayStopped());
    await en.waitForSelector('[data-testid="autoplay-status"]:not([hidden])');
    await expect(text(en, 'autoplay-status')).resolves.toBe('AUTOPLAY STOPPED: SINGLE WIN LIMIT');
    await en.click('[data-testid="auto"]');
    await en.waitForSelector('[data-testid="autoplay-dialog"]:not([hidden])');
    const rows = await en.$$eval('[data-testid="autoplay-dialog"] .sl-dialog-row', (nodes) => nodes.map((n) => (n as HTMLElement).dataset.testid));
    expect(rows).toEqual(['autoplay-count', 'autoplay-any-win', 'autoplay-win', 'autoplay-up', 'autoplay-loss']);
    await en.click('[data-testid="autoplay-count-1"]');
    await en.click('[data-testid="autoplay-any-win-0"]');
    await en.click('[data-testid="autoplay-win-2"]');
    await en.click('[data-testid="autoplay-up-1"]');
    await en.click('[data-testid="autoplay-loss-0"]');
    await expect(en.$$eval('[data-testid="autoplay-dialog"] .sl-choice.chosen', (nodes) => nodes.map((n) => n.textContent))).resolves.toEqual(['25', 'YES', '50,00 €', '10,00 €', '10,00 €']);
    await shot(en, 'autoplay-dialog');
    // RESET takes the optional stops off; the loss limit stays set.
    await en.click('[data-testid="autoplay-reset"]');
    await expect(en.$$eval('[data-testid="autoplay-dialog"] .sl-choice.chosen', (nodes) => nodes.map((n) => n.textContent))).resolves.toEqual(['25', 'NO', 'OFF', 'OFF', '25,00 €']);
    await en.click('[data-testid="autoplay-any-win-0"]');
    await en.click('[data-testid="autoplay-win-2"]');
    await en.click('[data-testid="autoplay-up-1"]');
    await en.click('[data-testid="autoplay-loss-0"]');
    const before = await sentCount(en);
    await en.click('[data-testid="autoplay-start"]');
    const action = { type: 'AUTOSPIN', count: 25, stopOnAnyWin: true, winLimitCents: 5000, balanceUpCents: 1000, balanceDownCents: 1000 };
    await expect(sentSince(en, before)).resolves.toEqual([game(action)]);
    expect(parseGonzoAction(action)).toEqual(action);

    // An earlier round (running autoplay) is shown as it stands.
    await pushView(en, gonzoAutoplay());
    await expect(text(en, 'auto')).resolves.toBe('STOP 7/25');
    await expect(text(en, 'autoplay-status')).resolves.toBe('AUTO 7/25');
  });

  test('in Spanish: the pick, the badge, the extra prize, the autoplay stop and the settings', async () => {
    const es = await harness.open(gonzoPick(), { lang: 'es' });
    await es.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
    await expect(es.textContent('[data-testid="help-dialog"] h2')).resolves.toBe("GONZO'S GOLD — REGLAS DEL JUEGO");
    await es.click('[data-testid="help-close"]');
    await es.waitForSelector('[data-testid="gonzo-pick"][data-state="covered"]');
    await expect(text(es, 'gonzo-pick-title')).resolves.toBe('10 TIRADAS GRATIS');
    await expect(text(es, 'gonzo-pick-hint')).resolves.toBe('TOQUE UNA PIEDRA PARA DESCUBRIR SU SÍMBOLO EXPANSIVO');
    await expect(text(es, 'spin')).resolves.toBe('EMPEZAR');

    await pushView(es, gonzoExpansionDone());
    await es.waitForSelector('[data-testid="gonzo-expansion"][data-state="done"]', { timeout: 15_000 });
    await expect(es.textContent('[data-testid="gonzo-extra-prize"]')).resolves.toContain('PREMIO EXTRA');
    await expect(text(es, 'gonzo-extra-detail')).resolves.toBe('9 × ÍDOLO');
    await expect(es.textContent('[data-testid="gonzo-badge"]')).resolves.toContain('SÍMBOLO EXPANSIVO');
    await es.waitForTimeout(400);
    await shot(es, 'expansion-done-es');

    await pushView(es, gonzoAutoplayStopped());
    await es.waitForSelector('[data-testid="autoplay-status"]:not([hidden])', { timeout: 15_000 });
    await expect(text(es, 'autoplay-status')).resolves.toBe('AUTOMÁTICO PARADO: LÍMITE DE PREMIO');
    await expect(es.textContent('[data-testid="gonzo-info"]')).resolves.toContain('PREMIOS POR GRUPOS');
    await es.click('[data-testid="gonzo-settings"]');
    await expect(es.textContent('[data-testid="gonzo-settings-dialog"]')).resolves.toContain('ESPACIO PARA GIRAR');
    await es.click('[data-testid="gonzo-settings-close"]');
    await es.click('[data-testid="auto"]');
    await expect(es.textContent('[data-testid="autoplay-dialog"]')).resolves.toContain('PARAR CON CUALQUIER PREMIO');
    await expect(es.textContent('[data-testid="autoplay-dialog"]')).resolves.toContain('PARAR SI EL SALDO SUBE');
  });
});
