/**
 * The game menu and the video-slot stage in real Chromium, fed the fixture views (no cabinet):
 * what the player sees and what each touch sends. Screenshots go to test-results/.
 * One page per language: each fixture is pushed into the open page as the cabinet's next view,
 * shown as it stands (as after a reload) unless the test watches a new spin, since opening a page
 * (a WebGL context) costs seconds in software GL.
 * Run: npx jest test/e2e/slot-screens --globalSetup=./test/e2e/slot-screens-no-setup.ts
 */
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { menuKeyTurned, menuRecallMona, menuServiceOpen, menuView, monaFeatureWaiting, monaIdle, monaJewelSpins, monaLineWins, monaPrizeCapped, monaTiltAttendant } from '../../renderer/fixtures/slot-views';
import { cabinetView, GNOMOS_MENU, PROMOTIONS, servicePromotions } from '../../renderer/fixtures/views';
import type { CabinetView } from '../../main/ipc/contract';
import { pushView, pushViewStill, ROOT, sentIntents, startSlotHarness, type SlotHarness } from './slot-screens-harness';

const SHOTS = join(ROOT, 'test-results');
/** The intents sent since `from` were sent (the page keeps every intent of the suite). */
const sentSince = async (page: Page, from: number): Promise<unknown[]> => (await sentIntents(page)).slice(from);
const sentCount = async (page: Page): Promise<number> => (await sentIntents(page)).length;

type Lang = 'en' | 'es';
/** The Spanish page has not seen Mona Lisa's rules: they open by themselves there, the first time (the HELP test). */
const PAGE_OPTIONS: Readonly<Record<Lang, Parameters<SlotHarness['open']>[1]>> = { en: { lang: 'en' }, es: { lang: 'es', helpSeen: false } };

describe('slot screens (fixtures in Chromium)', () => {
  let harness: SlotHarness;
  /** One page per language, opened by the first test that needs it, with the display setting of its first view. */
  const pages = new Map<Lang, { readonly page: Page; readonly display: CabinetView['display'] }>();
  /** Per page, a DevTools session holding its CSS animations paused while another page is in use. */
  const paused = new Map<Page, CDPSession>();

  /**
   * Only the page in use animates. A page left glowing in the background (the menu's tiles, Gnomos
   * Mix's lamps, the service menu) takes as much CPU as the one in use on a 2-core machine; its
   * document timeline is paused where it stands and goes on when it is used again.
   */
  const use = async (page: Page): Promise<void> => {
    const session = paused.get(page);
    if (session) {
      paused.delete(page);
      await session.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await session.detach();
    }
    for (const { page: other } of pages.values()) {
      if (other === page || paused.has(other)) continue;
      const pause = await other.context().newCDPSession(other);
      await pause.send('Animation.setPlaybackRate', { playbackRate: 0 });
      paused.set(other, pause);
    }
  };

  /** Dialogs a test may leave open over its screen, closed before the next fixture comes in. */
  const closeDialogs = async (page: Page): Promise<void> => {
    for (const [dialog, close] of [
      ['help-dialog', 'help-close'],
      ['autoplay-dialog', 'autoplay-cancel'],
      ['rules-dialog', 'rules-close'],
    ] as const) {
      if (await page.isVisible(`[data-testid="${dialog}"]`)) await page.click(`[data-testid="${close}"]`);
    }
  };

  /**
   * The page of a language showing `view`: the first use opens the page with it (a fresh load);
   * later ones push it into the open page as the cabinet's next view, `still` as it stands after
   * a reload (no spin, nothing counting), otherwise plainly. A page follows a display language
   * changed from its first view's by reloading (app.ts) unless it already is in that language:
   * such a view gets a page of its own.
   */
  const visit = async (view: CabinetView, { lang = 'en', still = false }: { readonly lang?: Lang; readonly still?: boolean } = {}): Promise<Page> => {
    const open = pages.get(lang);
    if (open && (view.display.language === open.display.language || view.display.language === lang)) {
      await use(open.page);
      await closeDialogs(open.page);
      await (still ? pushViewStill(open.page, view) : pushView(open.page, view));
      return open.page;
    }
    if (open) {
      paused.delete(open.page);
      await open.page.close();
    }
    const page = await harness.open(view, PAGE_OPTIONS[lang]);
    pages.set(lang, { page, display: view.display });
    await use(page);
    return page;
  };
  /** A fixture as a freshly opened page shows it. */
  const show = (view: CabinetView, lang: Lang = 'en'): Promise<Page> => visit(view, { lang, still: true });

  beforeAll(async () => {
    harness = await startSlotHarness();
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('the menu shows a tile per game with its name and bet range; a touch sends SELECT_GAME', async () => {
    const page = await show(menuView());
    await page.waitForSelector('[data-testid="game-menu"]');
    await expect(page.textContent('[data-testid="tile-name-mona-lisa-jewels"]')).resolves.toBe('Mona Lisa Jewels');
    await expect(page.textContent('[data-testid="tile-bets-mona-lisa-jewels"]')).resolves.toBe('0,20 € – 5,00 €');
    await expect(page.textContent('[data-testid="tile-name-gnomos-mix"]')).resolves.toBe('Gnomos Mix Golden Edition');
    await expect(page.getAttribute('[data-testid="tile-mona-lisa-jewels"]', 'data-highlighted')).resolves.toBe('true');
    await expect(page.textContent('[data-testid="balance"]')).resolves.toBe('42,50 €');
    await page.screenshot({ path: join(SHOTS, 'slot-screens-menu.png') });
    const before = await sentCount(page);
    await page.click('[data-testid="tile-mona-lisa-jewels"]');
    await page.click('[data-testid="collect"]');
    await expect(sentSince(page, before)).resolves.toEqual([{ type: 'SELECT_GAME', game: 'mona-lisa-jewels' }, { type: 'COLLECT' }]);
  });

  test('the bet panel sends LINES, COINS, COIN_VALUE and BET_MAX; MENU and SPIN send theirs', async () => {
    const page = await show(monaIdle());
    await page.waitForSelector('[data-testid="slot-stage"]');
    await expect(page.textContent('[data-testid="total-bet"]')).resolves.toBe('0,25 €');
    const before = await sentCount(page);
    await page.click('[data-testid="lines-down"]');
    await page.click('[data-testid="coins-up"]');
    await page.click('[data-testid="coin-value-up"]');
    await page.click('[data-testid="bet-max"]');
    await page.click('[data-testid="spin"]');
    await page.click('[data-testid="menu"]');
    const game = (action: unknown) => ({ type: 'GAME', game: 'mona-lisa-jewels', action });
    await expect(sentSince(page, before)).resolves.toEqual([
      game({ type: 'LINES', lines: 20 }),
      game({ type: 'COINS', coins: 2 }),
      game({ type: 'COIN_VALUE', cents: 2 }),
      game({ type: 'BET_MAX' }),
      { type: 'PLAY' },
      { type: 'MENU' },
    ]);
  });

  test('the autoplay dialog sends AUTOSPIN with the chosen count and limits', async () => {
    const page = await show(monaIdle());
    const before = await sentCount(page);
    await page.click('[data-testid="auto"]');
    await page.click('[data-testid="autoplay-count-1"]');
    await page.click('[data-testid="autoplay-win-2"]');
    await page.click('[data-testid="autoplay-start"]');
    await expect(sentSince(page, before)).resolves.toEqual([
      { type: 'GAME', game: 'mona-lisa-jewels', action: { type: 'AUTOSPIN', count: 25, lossLimitCents: 625, winLimitCents: 1250, stopOnJackpot: true } },
    ]);
  });

  test('a spin with line wins shows the win amount, the lit wins and the feature counters', async () => {
    const page = await show(monaLineWins());
    await page.waitForFunction(() => document.querySelector('[data-testid="win"]')?.textContent === '11,75 €');
    await expect(page.textContent('[data-testid="feature-left-free"]')).resolves.toBe('6');
    await expect(page.textContent('[data-testid="feature-played"]')).resolves.toBe('4');
    await page.waitForFunction(() => document.querySelector('[data-testid="win-message"]')?.textContent?.includes('×4'), undefined, { timeout: 8000 });
    await page.screenshot({ path: join(SHOTS, 'slot-screens-line-wins.png') });
  });

  test('a round cut by the maximum prize per game says so on the banner and in the win line', async () => {
    // The capped spin arrives while the player watches: it spins, counts up, then the banner says why it stopped.
    const page = await show(monaIdle());
    await page.waitForSelector('[data-testid="slot-stage"]');
    await visit(monaPrizeCapped());
    await page.waitForFunction(() => document.querySelector('[data-testid="slot-banner"]:not([hidden])')?.textContent?.includes('MAXIMUM PRIZE'), undefined, { timeout: 30_000 });
    await expect(page.textContent('[data-testid="slot-banner"]')).resolves.toContain('MAXIMUM PRIZE PER GAME');
    await expect(page.textContent('[data-testid="slot-banner"]')).resolves.toContain('20.000,00 €');
    await expect(page.textContent('[data-testid="slot-banner"]')).resolves.not.toContain('FREE SPINS');
    await page.screenshot({ path: join(SHOTS, 'slot-screens-prize-cap.png') });
    await page.waitForFunction(() => document.querySelector('[data-testid="win-message"]')?.textContent?.includes('MAXIMUM PRIZE PER GAME · 20.000,00 €'), undefined, { timeout: 30_000 });
  });

  test('Jewel spins count both features; a waiting feature says PRESS START and SPIN becomes START', async () => {
    const jewel = await show(monaJewelSpins());
    await jewel.waitForSelector('[data-testid="feature-left-jewel"]');
    await expect(jewel.textContent('[data-testid="feature-left-jewel"]')).resolves.toBe('2');
    await expect(jewel.textContent('[data-testid="feature-left-free"]')).resolves.toBe('10');
    const waiting = await show(monaFeatureWaiting());
    await waiting.waitForSelector('[data-testid="slot-banner"]:not([hidden])');
    await expect(waiting.textContent('[data-testid="slot-banner"]')).resolves.toContain('10 FREE SPINS');
    await expect(waiting.textContent('[data-testid="spin"]')).resolves.toBe('START');
  });

  test('HELP opens by itself the first time, with the paytable at the current bet, in Spanish', async () => {
    // The Spanish page's first fixture (its Mona Lisa rules not seen: see PAGE_OPTIONS).
    const page = await show(monaIdle(), 'es');
    await page.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
    await expect(page.textContent('[data-testid="help-dialog"] h2')).resolves.toBe('MONA LISA JEWELS — REGLAS DEL JUEGO');
    await expect(page.textContent('[data-symbol="MONA"]')).resolves.toContain('5× 25,00 €');
    await page.click('[data-testid="help-close"]');
    await expect(page.isHidden('[data-testid="help-dialog"]')).resolves.toBe(true);
  });

  test('Gnomos Mix has a MENU button on a cabinet with more than one game, and the header fits it in Spanish', async () => {
    const page = await show(cabinetView({ display: { language: 'es', currency: 'es', volume: 80 } }) as unknown as CabinetView, 'es');
    await page.waitForSelector('[data-testid="reels-canvas"]');
    await expect(page.textContent('[data-testid="menu"]')).resolves.toBe('MENÚ');
    // Every header button stands whole between the title and the clock, none over another.
    const boxes = await page.$$eval('.top-bar .logo, .top-bar .functions > *, .top-bar .clock', (nodes) =>
      nodes.filter((n) => (n as HTMLElement).offsetParent !== null).map((n) => { const r = n.getBoundingClientRect(); return { left: r.left, right: r.right, wraps: (n as HTMLElement).scrollWidth > (n as HTMLElement).clientWidth + 1 }; }),
    );
    // Title, AUTO-PLAY, AUTO-RISK, GAME CHANGE, MENU, HELP, clock.
    expect(boxes.length).toBe(7);
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 1);
    expect(boxes.filter((b) => b.wraps)).toEqual([]);
    // The title stays on one line.
    await expect(page.$eval('.top-bar .logo-title', (n) => n.getClientRects().length)).resolves.toBe(1);
    await page.screenshot({ path: join(SHOTS, 'slot-screens-gnomos-menu-button-es.png') });
    const before = await sentCount(page);
    await page.click('[data-testid="menu"]');
    await expect(sentSince(page, before)).resolves.toEqual([{ type: 'MENU' }]);
    // A one-game cabinet is that game: no menu to go back to.
    const alone = await show(cabinetView({ menu: { ...GNOMOS_MENU, tiles: GNOMOS_MENU.tiles.slice(0, 1) } }) as unknown as CabinetView);
    await alone.waitForSelector('[data-testid="reels-canvas"]');
    await expect(alone.isHidden('[data-testid="menu"]')).resolves.toBe(true);
  });

  test('Gnomos Mix shows its rules under HELP, in Spanish, and PLAY does not play under them', async () => {
    const page = await show(cabinetView({ display: { language: 'es', currency: 'es', volume: 80 } }) as unknown as CabinetView, 'es');
    await page.waitForSelector('[data-testid="reels-canvas"]');
    await expect(page.isHidden('[data-testid="rules-dialog"]')).resolves.toBe(true);
    const before = await sentCount(page);
    await page.click('[data-testid="rules"]');
    await page.waitForSelector('[data-testid="rules-dialog"]:not([hidden])');
    await expect(page.textContent('[data-testid="rules-dialog"] h2')).resolves.toBe('GNOMOS MIX GOLDEN EDITION — CÓMO SE JUEGA');
    const headings = await page.$$eval('[data-testid="rules-dialog"] h3', (nodes) => nodes.map((n) => n.textContent));
    expect(headings).toEqual(expect.arrayContaining(['La escalera de riesgo', 'Los Calderos', 'Los bonos y el juego superior']));
    // Every rule is readable without scrolling at 1920 × 1080.
    await expect(page.$eval('.rules-body', (n) => n.scrollHeight <= n.clientHeight + 1)).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'slot-screens-gnomos-rules-es.png') });
    await page.keyboard.press('Space');
    await page.click('[data-testid="rules-close"]');
    await expect(page.isHidden('[data-testid="rules-dialog"]')).resolves.toBe(true);
    await expect(sentSince(page, before)).resolves.toEqual([]);
  });

  // The cabinet's own parts are the shell's, over any screen: an attendant clears a fault or
  // pays by hand whatever game is in front, and a technician reaches the service menu from the
  // menu, the first screen after boot.
  test('the tilt panel shows over Mona Lisa with the attendant\'s actions', async () => {
    const page = await show(monaTiltAttendant());
    await page.waitForSelector('[data-testid="slot-stage"]');
    await page.waitForSelector('[data-testid="tilt-panel"]:not([hidden])');
    await expect(page.locator('[data-testid="tilt-panel"]').count()).resolves.toBe(1);
    await expect(page.textContent('[data-testid="tilt-hopper-empty"]')).resolves.toMatch(/HOPPER EMPTY[\s\S]*62 coins/);
    await expect(page.isVisible('[data-testid="attendant"]')).resolves.toBe(true);
    await expect(page.isVisible('[data-testid="tilt-call"]')).resolves.toBe(false);
    await expect(page.isVisible('[data-testid="attendant-refill"]')).resolves.toBe(true);
    await expect(page.isVisible('[data-testid="attendant-handpay"]')).resolves.toBe(true);
    await expect(page.isVisible('[data-testid="attendant-clear"]')).resolves.toBe(false);
    await expect(page.isVisible('[data-testid="device-health-hopper"]')).resolves.toBe(true);
    await expect(page.evaluate(() => document.body.dataset.tilt)).resolves.toBe('hopper-empty');
    // The SERVICE button stands on the panel, and the development switches stay usable beside it.
    await expect(page.isVisible('[data-testid="tilt-panel"] [data-testid="service-enter"]')).resolves.toBe(true);
    await expect(page.isVisible('[data-testid="dev-switch-key"]')).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'slot-screens-mona-tilt-attendant.png') });
    const before = await sentCount(page);
    await page.click('[data-testid="attendant-refill-coins-up"]');
    await page.click('[data-testid="attendant-refill"]');
    await page.click('[data-testid="attendant-handpay"]');
    await page.click('[data-testid="dev-switch-key"]');
    await expect(sentSince(page, before)).resolves.toEqual([{ type: 'ATTENDANT_REFILL', coins: 1000 }, { type: 'ATTENDANT_HANDPAY' }, { type: 'DEV_SWITCH', name: 'key', on: false }]);
  });

  test('the service overlay shows over the menu, on its PIN pad; SERVICE is there with the key turned', async () => {
    const keyTurned = await show(menuKeyTurned());
    await keyTurned.waitForSelector('[data-testid="game-menu"]');
    const beforeEnter = await sentCount(keyTurned);
    await keyTurned.click('[data-testid="service-enter"]');
    await expect(sentSince(keyTurned, beforeEnter)).resolves.toEqual([{ type: 'SERVICE_ENTER' }]);

    const page = await show(menuServiceOpen());
    await page.waitForSelector('[data-testid="game-menu"]');
    await page.waitForSelector('[data-testid="service-overlay"]:not([hidden])');
    await expect(page.isVisible('[data-testid="service-role-technician"]')).resolves.toBe(true);
    await expect(page.isVisible('[data-testid="service-digit-1"]')).resolves.toBe(true);
    await expect(page.isVisible('[data-testid="service-leave"]')).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'slot-screens-menu-service.png') });
    const before = await sentCount(page);
    await page.click('[data-testid="service-leave"]');
    await expect(sentSince(page, before)).resolves.toEqual([{ type: 'SERVICE_LEAVE' }]);
  });

  test('a recalled Mona Lisa round is replayed on the slot stage under the RECALL banner', async () => {
    const page = await show(menuRecallMona());
    await page.waitForSelector('[data-testid="slot-stage"]');
    await page.waitForSelector('[data-testid="recall-banner"]:not([hidden])');
    await expect(page.locator('[data-testid="game-menu"]').count()).resolves.toBe(0);
    await expect(page.textContent('[data-testid="recall-step"]')).resolves.toContain('spin');
    await expect(page.textContent('[data-testid="balance"]')).resolves.toBe('11,75 €');
    await page.screenshot({ path: join(SHOTS, 'slot-screens-recall-mona.png') });
  });

  test('the operator\'s promotions screen: 40 Mystic Gem\'s standing bonus spins, the spins and bet to choose; GRANT and CANCEL REMAINING send them', async () => {
    // Over the game menu, where the operator opens the service menu with the key.
    const promotions = (p = PROMOTIONS): CabinetView => ({ ...menuKeyTurned(), service: servicePromotions(p).service });
    const page = await show(promotions());
    await page.waitForSelector('[data-testid="service-overlay"]:not([hidden])');
    await page.waitForSelector('[data-testid="promotions-mystic-gem-40"]');
    const text = (id: string): Promise<string | null> => page.textContent(`[data-testid="${id}"]`);
    await expect(page.getAttribute('[data-testid="service-screen-promotions"]', 'class')).resolves.toContain('svc-lit');
    await expect(text('service-screen-promotions')).resolves.toBe('Promotions');
    // Only the games with Bonus Spin Mode: Mona Lisa Jewels has none.
    await expect(page.locator('[data-testid="promotions-mona-lisa-jewels"]').count()).resolves.toBe(0);
    await expect(text('promotions-mystic-gem-40-name')).resolves.toBe('40 Mystic Gem');
    await expect(text('promotions-mystic-gem-40-state')).resolves.toBe('PLAYING');
    const standing = (await text('promotions-mystic-gem-40-standing')) ?? '';
    expect(standing).toMatch(/^7 of 10 bonus spins left at 1,20 € — paid so far 3,20 € — granted by Operator \d{4}-\d\d-\d\d \d\d:\d\d/);
    // The defaults: 10 spins; spins are left, so more may be added at their bet only.
    await expect(text('promotions-mystic-gem-40-spins')).resolves.toBe('10');
    await expect(page.$$eval('[data-testid^="promotions-mystic-gem-40-bet-"]', (ns) => ns.map((n) => `${n.textContent}${(n as HTMLButtonElement).disabled ? ' off' : ''}`))).resolves.toEqual([
      '0,40 € off',
      '0,80 € off',
      '1,20 €',
      '2,00 € off',
      '4,00 € off',
      '10,00 € off',
      '20,00 € off',
      '50,00 € off',
    ]);
    await expect(text('promotions-mystic-gem-40-grant')).resolves.toBe('ADD 10 BONUS SPINS AT 1,20 €');
    await expect(text('promotions-mystic-gem-40-cancel')).resolves.toBe('CANCEL REMAINING 7');
    await expect(text('promotions-meter-granted')).resolves.toBe('60');
    await expect(text('promotions-meter-played')).resolves.toBe('48');
    await expect(text('promotions-meter-bet')).resolves.toBe('21,60 €');
    await expect(text('promotions-meter-won')).resolves.toBe('18,64 €');
    const log = await page.$$eval('[data-testid^="promotions-log-"] td', (cells) => cells.map((c) => c.textContent));
    expect(log.filter((_, i) => i % 6 !== 0)).toEqual([
      'Granted', '40 Mystic Gem', '10', '1,20 €', 'Operator',
      'Cancelled', '40 Mystic Gem', '5', '0,40 €', 'Operator',
      'Granted', '40 Mystic Gem', '50', '0,40 €', 'Operator',
    ]);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'service-promotions.png') });

    const before = await sentCount(page);
    await page.click('[data-testid="promotions-mystic-gem-40-spins-20"]');
    await page.click('[data-testid="promotions-mystic-gem-40-spins-plus"]');
    await expect(text('promotions-mystic-gem-40-spins')).resolves.toBe('21');
    await page.click('[data-testid="promotions-mystic-gem-40-grant"]');
    await page.click('[data-testid="promotions-mystic-gem-40-cancel"]');
    await expect(sentSince(page, before)).resolves.toEqual([
      { type: 'SERVICE_BONUS_SPINS', game: 'mystic-gem-40', spins: 21, totalBetCents: 120 },
      { type: 'SERVICE_BONUS_SPINS_CANCEL', game: 'mystic-gem-40' },
    ]);

    // Played out: any of the game's bets may be chosen for a new grant, and nothing is left to cancel.
    const game = PROMOTIONS.games[0]!;
    const playedOut = promotions({ ...PROMOTIONS, games: [{ ...game, standing: { ...game.standing!, remaining: 0 }, busy: 'the player is in the middle of a game: the grant waits until it ends' }] });
    await visit(playedOut);
    await page.waitForSelector('[data-testid="promotions-mystic-gem-40"][data-state="over"]');
    await expect(text('promotions-mystic-gem-40-state')).resolves.toBe('PLAYED OUT');
    await expect(text('promotions-mystic-gem-40-busy')).resolves.toBe('In play: the player is in the middle of a game: the grant waits until it ends');
    await expect(page.locator('[data-testid="promotions-mystic-gem-40-cancel"]').count()).resolves.toBe(0);
    await page.click('[data-testid="promotions-mystic-gem-40-spins-50"]');
    await page.click('[data-testid="promotions-mystic-gem-40-bet-200"]');
    await expect(text('promotions-mystic-gem-40-grant')).resolves.toBe('GRANT 50 BONUS SPINS AT 2,00 €');
    await page.screenshot({ path: join(SHOTS, 'service-promotions-played-out.png') });
    await page.click('[data-testid="promotions-mystic-gem-40-grant"]');
    await expect(sentSince(page, before)).resolves.toEqual([
      { type: 'SERVICE_BONUS_SPINS', game: 'mystic-gem-40', spins: 21, totalBetCents: 120 },
      { type: 'SERVICE_BONUS_SPINS_CANCEL', game: 'mystic-gem-40' },
      { type: 'SERVICE_BONUS_SPINS', game: 'mystic-gem-40', spins: 50, totalBetCents: 200 },
    ]);

    const es = await show(promotions(), 'es');
    await es.waitForSelector('[data-testid="promotions-mystic-gem-40"]');
    await expect(es.textContent('[data-testid="service-screen-promotions"]')).resolves.toBe('Promociones');
    await expect(es.textContent('[data-testid="promotions-mystic-gem-40-standing"]')).resolves.toContain('Quedan 7 de 10 tiradas bonus a 1,20 €');
    await expect(es.textContent('[data-testid="promotions-mystic-gem-40-grant"]')).resolves.toBe('AÑADIR 10 TIRADAS BONUS A 1,20 €');
    await es.screenshot({ path: join(SHOTS, 'service-promotions-es.png') });
  }, 90_000);
});
