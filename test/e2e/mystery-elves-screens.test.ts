/**
 * Mystery Elves on the video-slot stage in real Chromium, fed the fixture views (no cabinet):
 * the menu tile, the four special prizes' meters, the BONUS values on the base reels, the Hold
 * and Win (intro, a respin landing, the Mysteries and the factor revealed, the full screen's ×2),
 * GAMBLE and the card screen with HALVE, BUY FEATURE and its question, autoplay, the "settled
 * automatically" notice; what each touch sends; Spanish. One page per language: each fixture is
 * pushed into the open page as the cabinet's next view (opening a page costs seconds in software
 * GL); the Hold and Win's steps are pushed plainly so each animates once, as in play.
 * Five screenshots (each costs seconds in software GL) go to test-results/elves-*.png.
 * Run: npx jest test/e2e/mystery-elves-screens --globalSetup=./test/e2e/slot-screens-no-setup.ts
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseMysteryElvesAction } from '../../contract/games/mystery-elves';
import {
  elvesAutoplay,
  elvesBaseBonusWin,
  elvesDoneFull,
  elvesGamble,
  elvesGambleJoker,
  elvesIdle,
  elvesIntro,
  elvesIntroBought,
  elvesMenu,
  elvesMultiplier,
  elvesMysteries,
  elvesRespins,
  elvesSettled,
} from '../../renderer/fixtures/mystery-elves-views';
import { pushView, pushViewStill, ROOT, sentIntents, startSlotHarness, type SlotHarness } from './slot-screens-harness';

const SHOTS = join(ROOT, 'test-results');
const game = (action: unknown) => ({ type: 'GAME', game: 'mystery-elves', action });
const text = (page: Page, testid: string): Promise<string | null> => page.textContent(`[data-testid="${testid}"]`);
const shown = (page: Page, testid: string): Promise<boolean> => page.isVisible(`[data-testid="${testid}"]`);
/**
 * A screenshot of what stands now. It costs seconds in software GL, so a test starts it as soon
 * as the screen is set and reads what it asserts meanwhile (reading changes nothing on screen),
 * awaiting it before the next touch or view.
 */
const shot = (page: Page, name: string): Promise<Buffer> => page.screenshot({ path: join(SHOTS, `elves-${name}.png`) });
/**
 * Waits until what just came has played in (a plate popping up, a bauble landing, the ×2 growing):
 * not the endless blinks, and of a long animation (the drawn card's face, shown for seconds) only
 * its first half second.
 */
const playedIn = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getComputedTiming();
      if (!timing || timing.iterations === Infinity || a.playState !== 'running') return true;
      return Number(timing.endTime ?? 0) > 2000 && Number(a.currentTime ?? 0) > 500;
    }),
  );
/** The intents sent since `from` were sent. */
const sentSince = async (page: Page, from: number): Promise<unknown[]> => (await sentIntents(page)).slice(from);
const sentCount = async (page: Page): Promise<number> => (await sentIntents(page)).length;
/** What the places of the grid show: "glyph|plate|note" by place. */
const place = async (page: Page, i: number): Promise<string> =>
  [await text(page, `elves-place-${i}-glyph`), await text(page, `elves-place-${i}-plate`), await text(page, `elves-place-${i}-note`)].join('|');
/**
 * A touch on a shown control, dispatched in the page: what it sends is the question here, and
 * Playwright's actionability waits cost a rendered frame or two each in software GL.
 */
async function tap(page: Page, testid: string): Promise<void> {
  await page.$eval(`[data-testid="${testid}"]`, (n) => {
    if (!(n as HTMLElement).checkVisibility()) throw new Error(`${(n as HTMLElement).dataset.testid} is not shown`);
    (n as HTMLElement).click();
  });
}
const lampsLit = (page: Page): Promise<number> => page.$$eval('[data-testid="elves-respin-lamps"] i.on', (n) => n.length);

jest.setTimeout(120_000);

describe('Mystery Elves screens (fixtures in Chromium)', () => {
  let harness: SlotHarness;
  /** The English page: every English fixture is pushed into it, in the order of the tests. */
  let en: Page;

  beforeAll(async () => {
    harness = await startSlotHarness();
    en = await harness.open(elvesMenu());
  }, 120_000);

  afterAll(async () => {
    await harness?.close();
  });

  test('the menu tile with its bets; a touch sends SELECT_GAME', async () => {
    await en.waitForSelector('[data-testid="tile-mystery-elves"]');
    await playedIn(en);
    const captured = shot(en, 'menu');
    await expect(text(en, 'tile-name-mystery-elves')).resolves.toBe('Mystery Elves');
    await expect(text(en, 'tile-bets-mystery-elves')).resolves.toBe('0,10 € – 20,00 €');
    await captured;
    await tap(en, 'tile-mystery-elves');
    await expect(sentIntents(en)).resolves.toEqual([{ type: 'SELECT_GAME', game: 'mystery-elves' }]);
  });

  test('idle: the rules, the four special prizes at 0,20 €, 10 lines; BUY FEATURE asks first; autoplay sends its AUTOSPIN', async () => {
    await pushView(en, elvesIdle());
    await en.waitForSelector('[data-testid="slot-stage"][data-game="mystery-elves"]');
    // The rules open by themselves the first time, with the figures at this bet and setting.
    await en.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
    const rules = (await en.$$eval('[data-testid="help-dialog"] .sl-rule', (nodes) => nodes.map((n) => n.textContent ?? ''))).join('\n');
    for (const words of ['10 fixed lines', 'HOLD AND WIN', '6 or more BONUS', 'resets the respins to 3', 'MINI 10× (2,00 €)', 'GRAND 1000× (200,00 €)', 'MULTIPLYING', '(×2)', '70× the total bet (14,00 €', 'HALVE', 'JOKER', '125.000,00 €', 'single-win limit', 'resolved automatically after 120 hours', '95.01 %']) {
      expect(rules).toContain(words);
    }
    await expect(en.textContent('[data-symbol="SANTA"]')).resolves.toContain('5× 10,00 €');
    await tap(en, 'help-close');

    for (const [level, amount] of [['MINI', '2,00 €'], ['MINOR', '5,00 €'], ['MAJOR', '20,00 €'], ['GRAND', '200,00 €']]) {
      await expect(text(en, `jackpot-mystery-elves:${level}`)).resolves.toBe(`${level}${amount}`);
    }
    await expect(text(en, 'total-bet')).resolves.toBe('0,20 €');
    await expect(text(en, 'lines')).resolves.toBe('10');
    await expect(shown(en, 'elves-info')).resolves.toBe(true);
    await expect(text(en, 'elves-buy')).resolves.toContain('BUY FEATURE70× · 14,00 €');

    let before = await sentCount(en);
    await tap(en, 'elves-buy');
    await expect(text(en, 'elves-buy-question')).resolves.toBe('Buy the Hold and Win for 14,00 €?');
    await tap(en, 'elves-buy-cancel');
    await expect(shown(en, 'elves-buy-dialog')).resolves.toBe(false);
    await tap(en, 'elves-buy');
    await tap(en, 'elves-buy-confirm');
    await tap(en, 'coin-value-up');
    await expect(sentSince(en, before)).resolves.toEqual([game({ type: 'BUY' }), game({ type: 'COIN_VALUE', cents: 5 })]);

    await tap(en, 'auto');
    const rows = await en.$$eval('[data-testid="autoplay-dialog"] .sl-dialog-row', (nodes) => nodes.map((n) => (n as HTMLElement).dataset.testid));
    expect(rows).toEqual(['autoplay-count', 'autoplay-loss', 'autoplay-win']);
    await tap(en, 'autoplay-count-1');
    await tap(en, 'autoplay-loss-0');
    await tap(en, 'autoplay-win-2');
    await expect(en.$$eval('[data-testid="autoplay-dialog"] .sl-choice.chosen', (nodes) => nodes.map((n) => n.textContent))).resolves.toEqual(['25', '2,00 €', '10,00 €']);
    before = await sentCount(en);
    await tap(en, 'autoplay-start');
    const autospin = { type: 'AUTOSPIN', count: 25, lossLimitCents: 200, winLimitCents: 1000, stopOnJackpot: false };
    await expect(sentSince(en, before)).resolves.toEqual([game(autospin)]);
    expect(parseMysteryElvesAction(autospin)).toEqual(autospin);
  });

  test('a base win: the BONUS symbols show their values (2,00 €, MYSTERY, 0,60 €, ×?); GAMBLE beside COLLECT', async () => {
    await pushViewStill(en, elvesBaseBonusWin());
    await en.waitForSelector('[data-testid="elves-spin-bonus-0"]:not([hidden])');
    await en.waitForSelector('[data-testid="gamble"]:not([hidden])');
    await playedIn(en);
    const captured = shot(en, 'base-bonus');
    const plates = await en.$$eval('[data-testid^="elves-spin-bonus-"]:not([hidden])', (nodes) => nodes.map((n) => `${(n as HTMLElement).dataset.testid}:${n.textContent}`));
    expect(plates).toEqual(['elves-spin-bonus-0:2,00 €', 'elves-spin-bonus-5:MYSTERY', 'elves-spin-bonus-6:0,60 €', 'elves-spin-bonus-14:×?']);
    await expect(text(en, 'win')).resolves.toBe('2,00 €');
    await expect(en.$eval('[data-testid="gamble"]', (n) => (n.nextElementSibling as HTMLElement | null)?.dataset.testid)).resolves.toBe('collect');
    await expect(en.getAttribute('[data-testid="elves-buy"]', 'data-offered')).resolves.toBe('false');
    await captured;
    const before = await sentCount(en);
    await tap(en, 'gamble');
    await tap(en, 'collect');
    await expect(sentSince(en, before)).resolves.toEqual([game({ type: 'GAMBLE' }), { type: 'COLLECT' }]);
  });

  test('the Hold and Win: the intro (and bought), a respin landing two bonuses, the Mysteries and the ×3 revealed, the full screen ×2', async () => {
    await pushViewStill(en, elvesIntro());
    await en.waitForSelector('[data-testid="elves-intro"]:not([hidden])');
    await expect(text(en, 'elves-intro')).resolves.toContain('HOLD AND WIN');
    await expect(text(en, 'elves-intro-count')).resolves.toBe('6 BONUS · 3 RESPINS');
    await expect(text(en, 'elves-intro-hint')).resolves.toBe('PRESS PLAY');
    await expect(shown(en, 'elves-intro-bought')).resolves.toBe(false);
    await expect(place(en, 0)).resolves.toBe('|1,00 €|');
    await expect(place(en, 4)).resolves.toBe('?|MYSTERY|');
    await expect(text(en, 'elves-respins')).resolves.toBe('3');
    await expect(text(en, 'elves-hw-total')).resolves.toBe('4,20 €');
    await expect(text(en, 'spin')).resolves.toBe('START');
    await expect(shown(en, 'elves-buy')).resolves.toBe(false);
    const before = await sentCount(en);
    await tap(en, 'spin');
    await expect(sentSince(en, before)).resolves.toEqual([{ type: 'PLAY' }]);
    await pushView(en, elvesIntroBought());
    await expect(text(en, 'elves-intro-bought')).resolves.toBe('FEATURE BOUGHT');
    await expect(shown(en, 'elves-intro-bought')).resolves.toBe(true);

    // A respin: the empty places spin, then 3,60 € and the Multiplying bonus land and the count is back to 3.
    await pushView(en, elvesRespins());
    await expect(en.getAttribute('[data-testid="elves-hold-and-win"]', 'data-step')).resolves.toBe('rolled');
    await en.waitForSelector('[data-testid="elves-place-9"].me-land');
    await playedIn(en);
    let captured = shot(en, 'respins');
    await expect(shown(en, 'elves-intro')).resolves.toBe(false);
    await expect(place(en, 3)).resolves.toBe('|3,60 €|');
    await expect(place(en, 9)).resolves.toBe('×?|MULTI|');
    await expect(en.$$eval('[data-testid^="elves-place-"][data-new="true"]', (n) => n.map((x) => (x as HTMLElement).dataset.testid))).resolves.toEqual(['elves-place-3', 'elves-place-9']);
    await expect(text(en, 'elves-respins')).resolves.toBe('3');
    await expect(lampsLit(en)).resolves.toBe(3);
    await expect(text(en, 'elves-placed')).resolves.toBe('10 / 15');
    await expect(text(en, 'elves-hw-total')).resolves.toBe('8,60 €');
    await expect(text(en, 'elves-caption')).resolves.toBe('EVERY NEW BONUS STAYS AND RESETS THE RESPINS TO 3');
    await captured;

    // The Mysteries turn into MAJOR and MINI with their amounts; their meters light.
    await pushView(en, elvesMysteries());
    await expect(place(en, 4)).resolves.toBe('MAJOR|20,00 €|');
    await expect(place(en, 12)).resolves.toBe('MINI|2,00 €|');
    await expect(text(en, 'elves-respins')).resolves.toBe('0');
    await expect(lampsLit(en)).resolves.toBe(0);
    const lit = await en.$$eval('.sl-jackpot.lit', (nodes) => nodes.map((n) => (n as HTMLElement).dataset.testid));
    expect(lit).toEqual(['jackpot-mystery-elves:MINI', 'jackpot-mystery-elves:MAJOR']);

    // The Multiplying bonus reveals ×3: it bursts over the grid and every other bonus carries it.
    await pushView(en, elvesMultiplier());
    await expect(shown(en, 'elves-burst')).resolves.toBe(true);
    await expect(text(en, 'elves-burst-factor')).resolves.toBe('×3');
    await expect(place(en, 9)).resolves.toBe('×3|MULTI|');
    await expect(place(en, 0)).resolves.toBe('|1,00 €|×3');
    await expect(place(en, 4)).resolves.toBe('MAJOR|20,00 €|×3');
    await expect(text(en, 'elves-caption')).resolves.toBe('MULTIPLYING BONUS: EVERY OTHER BONUS ×3');

    // The end of a full screen: ×2 over the whole stage with the total; each place what it pays.
    await pushView(en, elvesDoneFull());
    await expect(shown(en, 'elves-celebration')).resolves.toBe(true);
    await playedIn(en);
    captured = shot(en, 'full-x2');
    await expect(text(en, 'elves-celebration-times')).resolves.toBe('×2');
    await expect(text(en, 'elves-celebration-amount')).resolves.toBe('938,80 €');
    // Over the whole stage (it may still be growing in from a little larger).
    const cover = await en.$eval('[data-testid="elves-celebration"]', (n) => n.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number });
    expect(cover.left <= 0 && cover.top <= 0 && cover.right >= 1920 && cover.bottom >= 1080).toBe(true);
    await expect(place(en, 7)).resolves.toBe('GRAND|802,00 €|+1,00 €');
    await expect(place(en, 9)).resolves.toBe('×2|2,80 €|+1,40 €');
    await expect(place(en, 0)).resolves.toBe('|4,00 €|');
    await expect(text(en, 'elves-hw-total')).resolves.toBe('938,80 €');
    await expect(text(en, 'elves-caption')).resolves.toBe('HOLD AND WIN PAYS 938,80 €');
    await expect(en.$$eval('.sl-jackpot.lit', (nodes) => nodes.length)).resolves.toBe(3);
    await captured;
  });

  test('the gamble: stake, to win, attempts, the card drawn face up with RIGHT!, HALVE and BANKED; RED, BLACK, HALVE and COLLECT send their intents', async () => {
    // An older round than the one shown: it shows as it stands.
    await pushView(en, elvesGamble());
    await en.waitForSelector('[data-testid="double-up"]:not([hidden])');
    await expect(text(en, 'double-up-stake')).resolves.toBe('1,20 €');
    await expect(text(en, 'double-up-to-win')).resolves.toBe('2,40 €');
    await expect(text(en, 'double-up-attempts')).resolves.toBe('9');
    await expect(text(en, 'double-up-face')).resolves.toBe('7♥♥RIGHT!');
    await expect(en.getAttribute('[data-testid="double-up-face"]', 'data-colour')).resolves.toBe('red');
    await expect(text(en, 'double-up-halve')).resolves.toBe('HALVEBANKS 0,60 €');
    await expect(text(en, 'double-up-banked')).resolves.toBe('0,00 €');
    await expect(text(en, 'double-up-limit')).resolves.toBe('LIMIT 125.000,00 €');
    await expect(en.$$eval('[data-testid^="double-up-history-"]', (nodes) => nodes.map((n) => n.textContent))).resolves.toEqual(['7♥', 'K♠', '2♦', '10♣', 'A♥']);
    const before = await sentCount(en);
    await tap(en, 'double-up-red');
    await tap(en, 'double-up-black');
    await tap(en, 'double-up-halve');
    await tap(en, 'double-up-collect');
    await expect(sentSince(en, before)).resolves.toEqual([game({ type: 'GUESS', colour: 'red' }), game({ type: 'GUESS', colour: 'black' }), game({ type: 'HALVE' }), { type: 'COLLECT' }]);

    // HALVE banked 0,60 €; then a JOKER came up (either colour): right, and HALVE is not offered now.
    await pushView(en, elvesGambleJoker());
    await playedIn(en);
    const captured = shot(en, 'gamble-joker');
    await expect(en.getAttribute('[data-testid="double-up-face"]', 'data-suit')).resolves.toBe('joker');
    await expect(text(en, 'double-up-face')).resolves.toContain('JOKER');
    await expect(text(en, 'double-up-verdict')).resolves.toBe('RIGHT!');
    await expect(shown(en, 'double-up-halve')).resolves.toBe(false);
    await expect(text(en, 'double-up-banked')).resolves.toBe('0,60 €');
    await expect(text(en, 'double-up-attempts')).resolves.toBe('8');
    await captured;
  });

  test('autoplay running shows the games left and STOP sends AUTOSPIN_STOP; a game settled by the timeout says so', async () => {
    await pushViewStill(en, elvesAutoplay());
    await expect(text(en, 'auto')).resolves.toBe('STOP 7/25');
    await expect(text(en, 'elves-auto-left')).resolves.toBe('18');
    await expect(text(en, 'elves-auto-of')).resolves.toBe('OF 25');
    await expect(en.getAttribute('[data-testid="elves-buy"]', 'data-offered')).resolves.toBe('false');
    const before = await sentCount(en);
    await tap(en, 'elves-buy');
    await tap(en, 'auto');
    await expect(sentSince(en, before)).resolves.toEqual([game({ type: 'AUTOSPIN_STOP' })]);

    await pushViewStill(en, elvesSettled());
    await expect(text(en, 'elves-settled')).resolves.toContain('GAME SETTLED AUTOMATICALLY');
    await expect(text(en, 'elves-settled-text')).resolves.toContain('waited 120 hours');
    await expect(shown(en, 'elves-info')).resolves.toBe(false);
  });

  test('in Spanish: the rules, the intro bought, the gamble and BUY FEATURE', async () => {
    const es = await harness.open(elvesIntroBought(), { lang: 'es' });
    await es.waitForSelector('[data-testid="help-dialog"]:not([hidden])');
    await expect(es.textContent('[data-testid="help-dialog"] h2')).resolves.toBe('MYSTERY ELVES — REGLAS DEL JUEGO');
    const rules = (await es.$$eval('[data-testid="help-dialog"] .sl-rule', (nodes) => nodes.map((n) => n.textContent ?? ''))).join('\n');
    for (const words of ['10 líneas fijas', 'BONUS MISTERIO', 'MULTIPLICADOR', 'PANTALLA LLENA', 'COMPRAR FUNCIÓN', 'MITAD', 'JOKER', 'tras 120 horas', '95,01 %']) expect(rules).toContain(words);
    await tap(es, 'help-close');
    await expect(text(es, 'elves-intro-count')).resolves.toBe('6 BONUS · 3 TIRADAS');
    await expect(text(es, 'elves-intro-hint')).resolves.toBe('PULSE JUGAR');
    await expect(text(es, 'elves-intro-bought')).resolves.toBe('FUNCIÓN COMPRADA');
    await expect(place(es, 4)).resolves.toBe('?|MISTERIO|');
    await expect(text(es, 'spin')).resolves.toBe('EMPEZAR');

    await pushView(es, elvesGambleJoker());
    await es.waitForSelector('[data-testid="double-up"]:not([hidden])');
    await expect(es.textContent('[data-testid="double-up"] .du-title')).resolves.toBe('DOBLAR');
    await expect(text(es, 'double-up-red')).resolves.toBe('ROJO');
    await expect(text(es, 'double-up-verdict')).resolves.toBe('¡ACIERTO!');
    await expect(es.textContent('[data-testid="double-up"]')).resolves.toContain('COBRADO');
    await expect(text(es, 'elves-buy')).resolves.toContain('COMPRAR FUNCIÓN');
  });
});
