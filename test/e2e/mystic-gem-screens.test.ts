/**
 * 40 Mystic Gem on the video-slot stage in real Chromium, fed the fixture views (no cabinet):
 * the 5 × 4 reels and the expanding WILD, the Jackpot Cards meters, BUY BONUS, GAMBLE, the
 * double up and the Jackpot Cards round; what each touch sends; Spanish where asked.
 * One page per language: each fixture is pushed into the open page as the cabinet's next view,
 * shown as it stands (as after a reload) unless the test watches a new spin, since opening a page
 * (a WebGL context) costs seconds in software GL.
 * Screenshots go to test-results/mystic-gem-*.png.
 * Run: npx jest test/e2e/mystic-gem-screens --globalSetup=./test/e2e/slot-screens-no-setup.ts
 */
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import {
  mysticBonusSpins,
  mysticBonusSpinsOver,
  mysticBuyActive,
  mysticGamble,
  mysticIdle,
  mysticJackpotCardsPick,
  mysticJackpotCardsWon,
  mysticMenu,
  mysticWildWin,
  mysticWonGamble,
} from '../../renderer/fixtures/mystic-gem-views';
import type { CabinetView, MysticGemView } from '../../main/ipc/contract';
import { pushView, pushViewStill, ROOT, sentIntents, startSlotHarness, type SlotHarness } from './slot-screens-harness';

const SHOTS = join(ROOT, 'test-results');
const game = (action: unknown) => ({ type: 'GAME', game: 'mystic-gem-40', action });
const text = (page: Page, testid: string): Promise<string | null> => page.textContent(`[data-testid="${testid}"]`);
/** The intents sent since `from` were sent (the page keeps every intent of the suite). */
const sentSince = async (page: Page, from: number): Promise<unknown[]> => (await sentIntents(page)).slice(from);
const sentCount = async (page: Page): Promise<number> => (await sentIntents(page)).length;

type Lang = 'en' | 'es';

jest.setTimeout(90_000);

describe('40 Mystic Gem screens (fixtures in Chromium)', () => {
  let harness: SlotHarness;
  /** One page per language, opened by the first test that needs it. */
  const pages = new Map<Lang, Page>();
  /** The pages on which the game has come in front (its rules opened by themselves then). */
  const entered = new WeakSet<Page>();
  /** Per page, a DevTools session holding its CSS animations paused while another page is in use. */
  const paused = new Map<Page, CDPSession>();

  /**
   * Only the page in use animates. A page left glowing in the background (a won Jackpot Cards
   * round, the BUY badge, the double-up card) takes as much CPU as the one in use on a 2-core
   * machine; its document timeline is paused where it stands and goes on when it is used again.
   */
  const use = async (page: Page): Promise<void> => {
    const session = paused.get(page);
    if (session) {
      paused.delete(page);
      await session.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await session.detach();
    }
    for (const other of pages.values()) {
      if (other === page || paused.has(other)) continue;
      const pause = await other.context().newCDPSession(other);
      await pause.send('Animation.setPlaybackRate', { playbackRate: 0 });
      paused.set(other, pause);
    }
  };

  /** Dialogs a test may leave open over the stage, closed before the next fixture comes in. */
  const closeDialogs = async (page: Page): Promise<void> => {
    for (const [dialog, close] of [
      ['help-dialog', 'help-close'],
      ['buy-menu', 'buy-close'],
      ['autoplay-dialog', 'autoplay-cancel'],
    ] as const) {
      if (await page.isVisible(`[data-testid="${dialog}"]`)) await page.click(`[data-testid="${close}"]`);
    }
  };

  /**
   * The page of a language showing `view`: the first use opens the page with it (a fresh load);
   * later ones push it into the open page as the cabinet's next view, `still` as it stands after
   * a reload (no spin, nothing counting), otherwise plainly.
   */
  const visit = async (view: CabinetView, { lang = 'en', still = false }: { readonly lang?: Lang; readonly still?: boolean } = {}): Promise<Page> => {
    const open = pages.get(lang);
    if (!open) {
      const page = await harness.open(view, { lang });
      pages.set(lang, page);
      await use(page);
      return page;
    }
    await use(open);
    await closeDialogs(open);
    await (still ? pushViewStill(open, view) : pushView(open, view));
    return open;
  };

  /**
   * A fixture on the stage, as it stands (as a freshly opened page shows it). The rules that open
   * by themselves when the game first comes in front are closed, unless the test reads them.
   */
  const show = async (view: CabinetView, options: { readonly lang?: Lang; readonly keepHelp?: boolean } = {}): Promise<Page> => {
    const page = await visit(view, { lang: options.lang, still: true });
    await page.waitForSelector('[data-testid="slot-stage"][data-game="mystic-gem-40"]');
    if (!entered.has(page)) {
      entered.add(page);
      await page.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
      if (!options.keepHelp) await page.click('[data-testid="help-close"]');
    }
    return page;
  };
  const shot = (page: Page, name: string): Promise<Buffer> => page.screenshot({ path: join(SHOTS, `mystic-gem-${name}.png`) });

  beforeAll(async () => {
    harness = await startSlotHarness();
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('the menu lists 40 Mystic Gem with its bets; a touch sends SELECT_GAME', async () => {
    const page = await visit(mysticMenu());
    await page.waitForSelector('[data-testid="tile-mystic-gem-40"]');
    await expect(text(page, 'tile-name-mystic-gem-40')).resolves.toBe('40 Mystic Gem');
    await expect(text(page, 'tile-bets-mystic-gem-40')).resolves.toBe('0,40 € – 50,00 €');
    await page.waitForTimeout(300);
    await shot(page, 'menu');
    const before = await sentCount(page);
    await page.click('[data-testid="tile-mystic-gem-40"]');
    await expect(sentSince(page, before)).resolves.toEqual([{ type: 'SELECT_GAME', game: 'mystic-gem-40' }]);
  });

  test('idle: 5 × 4 reels, the four Jackpot Cards meters, the bet at 1,20 €; the panel sends its actions', async () => {
    // From the menu the game comes in front for the first time: its rules open by themselves (closed).
    const page = await show(mysticIdle());
    await expect(text(page, 'total-bet')).resolves.toBe('1,20 €');
    await expect(text(page, 'lines')).resolves.toBe('40');
    await expect(text(page, 'jackpot-mystic-gem-40:clubs')).resolves.toContain('12,34 €');
    await expect(text(page, 'jackpot-mystic-gem-40:diamonds')).resolves.toContain('31,87 €');
    await expect(text(page, 'jackpot-mystic-gem-40:hearts')).resolves.toContain('104,56 €');
    await expect(text(page, 'jackpot-mystic-gem-40:spades')).resolves.toContain('1.012,40 €');
    // Every meter shows its value whole, inside the top bar and none over another.
    const meters = await page.$$eval('.sl-jackpot', (nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        const v = n.querySelector('.sl-jackpot-value') as HTMLElement;
        // The text's own right edge (a range), not the box's: an overflowing amount spills past it.
        const range = document.createRange();
        range.selectNodeContents(v);
        return { left: r.left, right: r.right, bottom: r.bottom, clipped: v.scrollWidth > v.clientWidth + 1 || range.getBoundingClientRect().right > r.right };
      }),
    );
    expect(meters).toHaveLength(4);
    for (let i = 1; i < meters.length; i += 1) expect(meters[i]!.left).toBeGreaterThanOrEqual(meters[i - 1]!.right);
    expect(meters.filter((m) => m.clipped || m.bottom > 136)).toEqual([]);
    await expect(page.isHidden('[data-testid="gamble"]')).resolves.toBe(true);
    await expect(page.isHidden('[data-testid="buy-badge"]')).resolves.toBe(true);
    await page.waitForTimeout(300);
    await shot(page, 'idle');
    const before = await sentCount(page);
    await page.click('[data-testid="coin-value-up"]');
    await page.click('[data-testid="bet-max"]');
    await page.click('[data-testid="spin"]');
    await expect(sentSince(page, before)).resolves.toEqual([game({ type: 'COIN_VALUE', cents: 5 }), game({ type: 'BET_MAX' }), { type: 'PLAY' }]);
  });

  test('HELP in Spanish: the rules of the expanding WILD, BUY BONUS, Jackpot Cards and the double up, the paytable at the bet', async () => {
    // The Spanish page's first fixture: the rules open by themselves, the first time the game is in front.
    const page = await show(mysticIdle(), { lang: 'es', keepHelp: true });
    await page.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
    await expect(page.textContent('[data-testid="help-dialog"] h2')).resolves.toBe('40 MYSTIC GEM — REGLAS DEL JUEGO');
    const rules = (await page.$$eval('[data-testid="help-dialog"] .sl-rule', (nodes) => nodes.map((n) => n.textContent ?? ''))).join('\n');
    for (const words of ['rodillos 2, 3 y 4', 'COMPRAR BONO', '4,5×', '15×', '71,5×', '12×', '25×', 'PREMIOS GARANTIZADOS', 'hasta que lo desactive', 'no muestran scatter', 'JACKPOT CARDS', 'Doce cartas', 'DOBLAR', 'ROJO o NEGRO', 'avería anula']) {
      expect(rules).toContain(words);
    }
    await expect(page.textContent('[data-symbol="GEM"]')).resolves.toContain('5× 120,00 €');
    await expect(page.textContent('[data-symbol="SEVEN"]')).resolves.toContain('5× 30,00 €');
    await expect(page.textContent('[data-symbol="CHERRY"] .sl-pay-name')).resolves.toBe('CEREZAS');
    await page.waitForTimeout(300);
    await shot(page, 'help-es');
  });

  test('a spin lands, the WILD on reel 3 grows over its reel, then the line wins count up and GAMBLE shows', async () => {
    const page = await show(mysticIdle());
    await page.waitForTimeout(200);
    // The page notes every expansion the canvas shows: under load a frame-by-frame poll can miss one.
    await page.evaluate(() => {
      const w = window as unknown as { __expanding: string[] };
      w.__expanding = [];
      const canvas = document.querySelector('[data-testid="slot-canvas"]');
      if (!canvas) throw new Error('no slot canvas');
      new MutationObserver(() => w.__expanding.push(canvas.getAttribute('data-expanding') ?? '')).observe(canvas, { attributes: true, attributeFilter: ['data-expanding'] });
    });
    // A newer spin than the one shown: it spins.
    await visit(mysticWildWin());
    // Reels running: the reel is not yet covered.
    await page.waitForFunction(() => document.body.dataset.slotSpinning === 'true');
    await expect(page.getAttribute('[data-testid="slot-canvas"]', 'data-expanded')).resolves.toBe('');
    // The reels stand on the window as it landed; then the WILD grows over reel 3.
    await page.waitForFunction(() => (window as unknown as { __expanding: string[] }).__expanding.includes('2'), undefined, { timeout: 30_000 });
    await page.waitForTimeout(250);
    await shot(page, 'wild-expanding');
    await page.waitForFunction(() => document.querySelector('[data-testid="slot-canvas"]')?.getAttribute('data-expanded') === '2', undefined, { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="win"]')?.textContent === '19,80 €' && !document.querySelector('[data-testid="win"]')?.classList.contains('counting'), undefined, {
      timeout: 20_000,
    });
    await page.waitForSelector('[data-testid="gamble"]:not([hidden])');
    await page.waitForFunction(() => /LINE \d+ · \d × (SEVEN|CHERRY)/.test(document.querySelector('[data-testid="win-message"]')?.textContent ?? ''), undefined, { timeout: 30_000 });
    await shot(page, 'wild-win');
    const before = await sentCount(page);
    await page.click('[data-testid="gamble"]');
    await page.click('[data-testid="collect"]');
    await expect(sentSince(page, before)).resolves.toEqual([game({ type: 'GAMBLE' }), { type: 'COLLECT' }]);
  });

  test('a win waiting: GAMBLE beside COLLECT, in Spanish DOBLAR', async () => {
    const page = await show(mysticWonGamble());
    await page.waitForSelector('[data-testid="gamble"]:not([hidden])');
    await expect(text(page, 'gamble')).resolves.toBe('GAMBLE');
    await expect(text(page, 'win')).resolves.toBe('0,24 €');
    // GAMBLE stands in the button row, next to COLLECT.
    await expect(page.$eval('[data-testid="gamble"]', (n) => (n.nextElementSibling as HTMLElement | null)?.dataset.testid)).resolves.toBe('collect');
    await shot(page, 'won-gamble');
    const before = await sentCount(page);
    await page.click('[data-testid="gamble"]');
    await page.click('[data-testid="collect"]');
    await expect(sentSince(page, before)).resolves.toEqual([game({ type: 'GAMBLE' }), { type: 'COLLECT' }]);
    const es = await show(mysticWonGamble(), { lang: 'es' });
    await es.waitForSelector('[data-testid="gamble"]:not([hidden])');
    await expect(text(es, 'gamble')).resolves.toBe('DOBLAR');
  });

  test('the double up: the flashing card, the amounts, attempts, the last five cards; RED, BLACK and COLLECT', async () => {
    const page = await show(mysticGamble());
    await page.waitForSelector('[data-testid="double-up"]:not([hidden])');
    await expect(text(page, 'double-up-stake')).resolves.toBe('0,96 €');
    await expect(text(page, 'double-up-to-win')).resolves.toBe('1,92 €');
    await expect(text(page, 'double-up-attempts')).resolves.toBe('3');
    await expect(page.$$eval('[data-testid^="double-up-history-"]', (nodes) => nodes.map((n) => `${n.textContent}:${(n as HTMLElement).dataset.colour}`))).resolves.toEqual([
      'Q♥:red',
      '7♠:black',
      'A♦:red',
      '10♣:black',
      'JOKER★:black',
    ]);
    await page.waitForTimeout(300);
    await shot(page, 'gamble');
    const before = await sentCount(page);
    await page.click('[data-testid="double-up-red"]');
    await page.click('[data-testid="double-up-black"]');
    await page.click('[data-testid="double-up-collect"]');
    await expect(sentSince(page, before)).resolves.toEqual([game({ type: 'GUESS', colour: 'red' }), game({ type: 'GUESS', colour: 'black' }), { type: 'COLLECT' }]);

    const es = await show(mysticGamble(), { lang: 'es' });
    await es.waitForSelector('[data-testid="double-up"]:not([hidden])');
    await expect(text(es, 'double-up-red')).resolves.toBe('ROJO');
    await expect(text(es, 'double-up-black')).resolves.toBe('NEGRO');
    await expect(text(es, 'double-up-collect')).resolves.toBe('COBRAR');
    await expect(es.textContent('[data-testid="double-up"]')).resolves.toContain('IMPORTE APOSTADO');
    await expect(es.textContent('[data-testid="double-up"]')).resolves.toContain('PREMIO POSIBLE');
    await es.waitForTimeout(300);
    await shot(es, 'gamble-es');
  });

  test('BUY BONUS lists the six modes with their prices at 1,20 €; a mode not offered at this bet cannot be chosen', async () => {
    const page = await show(mysticIdle());
    const before = await sentCount(page);
    await page.click('[data-testid="buy-bonus"]');
    await page.waitForSelector('[data-testid="buy-menu"]:not([hidden])');
    const prices = await page.$$eval('[data-testid^="buy-price-"]', (nodes) => Object.fromEntries(nodes.map((n) => [(n as HTMLElement).dataset.testid, n.textContent])));
    expect(prices).toEqual({
      'buy-price-buy1': '5,40 € PER GAME',
      'buy-price-buy2': '18,00 € PER GAME',
      'buy-price-buy3': 'NOT AT THIS BET',
      'buy-price-guaranteed1': '14,40 € PER GAME',
      'buy-price-guaranteed2': '30,00 € PER GAME',
      'buy-price-base': '1,20 € PER GAME',
    });
    await expect(page.textContent('[data-testid="buy-mode-buy3"]')).resolves.toContain('×71.5');
    await page.waitForTimeout(300);
    await shot(page, 'buy-menu');
    await page.click('[data-testid="buy-mode-buy3"]');
    await expect(page.isVisible('[data-testid="buy-menu"]')).resolves.toBe(true);
    await page.click('[data-testid="buy-mode-buy1"]');
    await expect(page.isHidden('[data-testid="buy-menu"]')).resolves.toBe(true);
    await expect(sentSince(page, before)).resolves.toEqual([game({ type: 'MODE', mode: 'buy1' })]);
  });

  test('a bought mode stays lit on the stage with its price per game; TURN OFF goes back to the base game', async () => {
    const page = await show(mysticBuyActive());
    await page.waitForSelector('[data-testid="buy-badge"]:not([hidden])');
    await expect(text(page, 'buy-active')).resolves.toBe('BUY ×4.5 ACTIVE');
    await expect(text(page, 'buy-active-price')).resolves.toBe('5,40 € PER GAME');
    await expect(page.getAttribute('[data-testid="slot-canvas"]', 'data-expanded')).resolves.toBe('1');
    await page.waitForTimeout(300);
    await shot(page, 'buy-active');
    const before = await sentCount(page);
    await page.click('[data-testid="buy-bonus"]');
    await expect(page.getAttribute('[data-testid="buy-mode-buy1"]', 'class')).resolves.toContain('chosen');
    await page.click('[data-testid="buy-close"]');
    await page.click('[data-testid="buy-off"]');
    await expect(sentSince(page, before)).resolves.toEqual([game({ type: 'MODE', mode: 'base' })]);

    const es = await show(mysticBuyActive(), { lang: 'es' });
    await es.waitForSelector('[data-testid="buy-badge"]:not([hidden])');
    await expect(text(es, 'buy-active')).resolves.toBe('COMPRA ×4,5 ACTIVA');
    await expect(text(es, 'buy-bonus')).resolves.toBe('COMPRAR BONO');
    await expect(text(es, 'buy-off')).resolves.toBe('DESACTIVAR');
    await shot(es, 'buy-active-es');
  });

  test('Jackpot Cards: the four levels, twelve cards, a face-down card sends CARD and a face-up one nothing', async () => {
    const page = await show(mysticJackpotCardsPick());
    await page.waitForSelector('[data-testid="jackpot-cards-panel"]:not([hidden])');
    await expect(page.locator('[data-testid^="jackpot-card-"]').count()).resolves.toBe(12);
    await expect(page.$$eval('[data-testid^="jackpot-card-"]', (nodes) => nodes.map((n) => (n as HTMLElement).dataset.suit))).resolves.toEqual([
      '',
      'hearts',
      '',
      'clubs',
      '',
      '',
      'hearts',
      '',
      'diamonds',
      '',
      '',
      '',
    ]);
    await expect(text(page, 'jackpot-cards-level-spades')).resolves.toContain('1.012,40 €');
    // Each level's amount stands whole inside its box.
    const spilled = await page.$$eval('.jc-level', (nodes) =>
      nodes.filter((n) => {
        const range = document.createRange();
        range.selectNodeContents(n.querySelector('.jc-level-value')!);
        return range.getBoundingClientRect().right > n.getBoundingClientRect().right;
      }).length,
    );
    expect(spilled).toBe(0);
    await expect(page.$$eval('[data-testid="jackpot-cards-level-hearts"] .jc-pips i.on', (n) => n.length)).resolves.toBe(2);
    await expect(page.isHidden('[data-testid="jackpot-cards-banner"]')).resolves.toBe(true);
    await page.waitForTimeout(500);
    await shot(page, 'jackpot-cards');
    const before = await sentCount(page);
    await page.click('[data-testid="jackpot-card-1"]');
    await page.click('[data-testid="jackpot-card-0"]');
    await page.click('[data-testid="jackpot-card-11"]');
    await expect(sentSince(page, before)).resolves.toEqual([game({ type: 'CARD', index: 0 }), game({ type: 'CARD', index: 11 })]);

    const es = await show(mysticJackpotCardsPick(), { lang: 'es' });
    await es.waitForSelector('[data-testid="jackpot-cards-panel"]:not([hidden])');
    await expect(es.textContent('[data-testid="jackpot-cards-panel"]')).resolves.toContain('ELIJA CARTAS HASTA QUE SALGAN TRES DEL MISMO PALO');
    await expect(text(es, 'jackpot-cards-level-hearts')).resolves.toContain('CORAZONES');
  });

  test('Jackpot Cards won: the third heart, the hearts level lit and the banner with the amount', async () => {
    const page = await show(mysticJackpotCardsWon(), { lang: 'es' });
    await page.waitForSelector('[data-testid="jackpot-cards-banner"]:not([hidden])');
    await expect(text(page, 'jackpot-cards-banner')).resolves.toContain('CORAZONES');
    await expect(text(page, 'jackpot-cards-won')).resolves.toBe('104,56 €');
    await expect(page.getAttribute('[data-testid="jackpot-cards-level-hearts"]', 'class')).resolves.toContain('winner');
    await expect(page.locator('.jc-card.winner').count()).resolves.toBe(3);
    await page.waitForTimeout(500);
    await shot(page, 'jackpot-cards-won-es');
    const before = await sentCount(page);
    await page.click('[data-testid="jackpot-card-0"]');
    await expect(sentSince(page, before)).resolves.toEqual([]);
  });

  test('Bonus Spin Mode: the badge beside the reels counts the free rounds down (7 left of 10) at 1,20 €, PLAY costs nothing, what they won', async () => {
    const page = await show(mysticBonusSpins());
    await page.waitForSelector('[data-testid="bonus-spins"]:not([hidden])');
    await expect(text(page, 'bonus-spins-title')).resolves.toBe('BONUS SPINS');
    await expect(text(page, 'bonus-spins-count')).resolves.toBe('7');
    await expect(text(page, 'bonus-spins-of')).resolves.toBe('LEFT OF 10');
    await expect(text(page, 'bonus-spins-bet')).resolves.toBe('AT 1,20 €');
    await expect(text(page, 'bonus-spins-free')).resolves.toContain('PLAY COSTS NOTHING');
    await expect(text(page, 'bonus-spins-won')).resolves.toBe('3,20 €');
    await expect(text(page, 'spin')).resolves.toBe('FREE SPIN');
    await expect(text(page, 'total-bet')).resolves.toBe('1,20 €');
    // Beside the reels: clear of them, of the top bar, of the bottom bar and of BUY BONUS below it.
    type Box = { left: number; right: number; top: number; bottom: number };
    const box = (selector: string): Promise<Box> => page.$eval(selector, (n) => n.getBoundingClientRect().toJSON() as Box);
    const reels = await box('[data-testid="slot-reels"]');
    const buy = await box('[data-testid="buy-bonus"]');
    const bottom = await box('.sl-bottom');
    const top = await box('.sl-top');
    const badge = await box('[data-testid="bonus-spins"]');
    expect(badge.right).toBeLessThanOrEqual(reels.left);
    expect(badge.top).toBeGreaterThanOrEqual(top.bottom);
    expect(badge.bottom).toBeLessThanOrEqual(Math.min(buy.top, bottom.top));
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, 'mystic-gem-bonus-spins.png') });
    const before = await sentCount(page);
    await page.click('[data-testid="spin"]');
    await expect(sentSince(page, before)).resolves.toEqual([{ type: 'PLAY' }]);

    // Autoplay stopped because the operator changed the grant: the reason shows under the badge, above BUY BONUS.
    const view = mysticBonusSpins();
    const game = view.game as MysticGemView;
    await visit({ ...view, game: { ...game, autospin: { ...game.autospin, stoppedBecause: 'bonus-spins' } } });
    await page.waitForSelector('[data-testid="autoplay-status"]:not([hidden])');
    await expect(text(page, 'autoplay-status')).resolves.toBe('AUTOPLAY STOPPED: BONUS SPINS CHANGED');
    expect((await box('[data-testid="autoplay-status"]')).bottom).toBeLessThanOrEqual(buy.top);
    await page.screenshot({ path: join(SHOTS, 'mystic-gem-bonus-spins-autoplay-stopped.png') });

    const es = await show(mysticBonusSpins(), { lang: 'es' });
    await es.waitForSelector('[data-testid="bonus-spins"]:not([hidden])');
    await expect(text(es, 'bonus-spins-title')).resolves.toBe('TIRADAS BONUS');
    await expect(text(es, 'bonus-spins-bet')).resolves.toBe('APUESTA 1,20 €');
    await expect(text(es, 'spin')).resolves.toBe('TIRADA GRATIS');
  });

  test('Bonus Spin Mode played out: BONUS SPINS OVER with what they won, SPIN again; no badge without a grant', async () => {
    const over = await show(mysticBonusSpinsOver());
    await over.waitForSelector('[data-testid="bonus-spins"][data-state="over"]:not([hidden])');
    await expect(text(over, 'bonus-spins-title')).resolves.toBe('BONUS SPINS OVER');
    await expect(text(over, 'bonus-spins-won')).resolves.toBe('11,50 €');
    await expect(over.isHidden('[data-testid="bonus-spins-count"]')).resolves.toBe(true);
    await expect(text(over, 'spin')).resolves.toBe('SPIN');
    await over.waitForTimeout(300);
    await over.screenshot({ path: join(SHOTS, 'mystic-gem-bonus-spins-over.png') });
    // The next paid game drops the grant from the view: the badge goes.
    await visit(mysticIdle());
    await over.waitForSelector('[data-testid="bonus-spins"]', { state: 'hidden' });
  });
});
