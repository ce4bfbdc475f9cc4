import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../config/cabinet-config';
import { loadJurisdictionProfiles, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import { RtpSetting, rtpSettingKey } from '../../main/cabinet/rtp-setting';
import type { SettingsContext } from '../../main/service/settings-book';
import { SETTINGS_KEY, SettingsBook } from '../../main/service/settings-book';
import { CabinetStore } from '../../main/store/cabinet-store';

const OPEN: SettingsContext = { moneyRulesOpen: true, reason: null, by: 'operator' };
const PLAYING: SettingsContext = { moneyRulesOpen: false, reason: '3.00 € on the credit meter', by: 'operator' };

describe('the service-menu settings book', () => {
  let dir: string;
  let store: CabinetStore;
  let logged: string[];
  const base = defaultConfig();
  const book = (options: ConstructorParameters<typeof SettingsBook>[2] = {}): SettingsBook =>
    new SettingsBook(store, base, { log: (line) => logged.push(line), ...options });
  const changes = () => store.events({ kind: 'setting-changed' });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'settings-'));
    store = CabinetStore.open(dir);
    logged = [];
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds the file’s credit limit to the jurisdiction’s, except in test mode', () => {
    const generous = { ...base, creditLimitCents: 100_000_000 };
    expect(new SettingsBook(store, generous, { log: () => undefined }).effective().config.creditLimitCents).toBe(20000);
    expect(new SettingsBook(store, generous, { log: () => undefined, testMode: true }).effective().config.creditLimitCents).toBe(100_000_000);
  });

  it('starts from the config and the jurisdiction’s own limits', () => {
    const { config, service, ignored } = book().effective();
    expect(config).toEqual(base);
    expect(ignored).toEqual([]);
    expect(config.menu).toEqual({ games: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves'], defaultGame: 'gnomos-mix' });
    expect(service).toMatchObject({
      handpayLimitCents: 60000,
      gambleMaxWinCents: 2000000,
      gambleMaxSteps: 10,
      autoplayMaxGames: 100,
      coinsEnabledCents: [10, 20, 50, 100, 200],
      billsEnabledCents: [500, 1000, 2000, 5000],
      display: { language: 'en', currency: 'es', volume: 80 },
    });
    const credit = book().views().find((v) => v.key === 'limits.credit');
    expect(credit).toMatchObject({ label: 'Credit limit', rule: 'money', value: 20000, unit: 'cents', range: { min: 100, max: 20000, step: 100 } });
  });

  it('refuses a money rule while a player has credit, and stores and logs nothing', () => {
    const result = book().change('limits.credit', 10000, PLAYING);
    expect(result).toEqual({ ok: false, message: 'Credit limit changes the money rules: only with the game idle and 0 credits (3.00 € on the credit meter)' });
    expect(store.getSetting(SETTINGS_KEY)).toBeUndefined();
    expect(changes()).toHaveLength(0);
    expect(book().effective().config.creditLimitCents).toBe(20000);
  });

  it('changes the display at any time', () => {
    expect(book().change('display.volume', 35, PLAYING)).toEqual({ ok: true, changed: ['display.volume'], message: 'Volume set to 35 %' });
    expect(book().change('display.currency', 'en', PLAYING)).toMatchObject({ ok: true });
    expect(book().effective().service.display).toEqual({ language: 'en', currency: 'en', volume: 35 });
  });

  it('applies an accepted change, logs who made it with the old and new values, and keeps it across a restart', () => {
    expect(book().change('gnomos.lowerBets', [100, 20, 100], { ...OPEN, by: 'technician' })).toEqual({
      ok: true,
      changed: ['gnomos.lowerBets'],
      message: 'Lower game bets set to 0.20 €, 1.00 €',
    });
    expect(changes().map((e) => e.detail)).toEqual([{ key: 'gnomos.lowerBets', old: [20, 100, 500, 1000, 2000], new: [20, 100], by: 'technician' }]);
    store.close();
    store = CabinetStore.open(dir);
    const { config } = book().effective();
    expect(config.games['gnomos-mix'].enabledBetsCents).toEqual([20, 100]);
    expect(book().views().find((v) => v.key === 'gnomos.defaultBet')?.choices).toEqual([20, 100]);
    expect(SETTINGS_KEY.startsWith('service:')).toBe(true);
  });

  it('says so when the value is the one in force, without logging a change', () => {
    expect(book().change('limits.credit', 20000, OPEN)).toEqual({ ok: true, changed: [], message: 'Credit limit is already 200.00 €; nothing changed' });
    expect(changes()).toHaveLength(0);
  });

  it('refuses values outside the choices with a message naming the setting and what it allows', () => {
    expect(book().change('display.volume', 33, OPEN)).toEqual({ ok: false, message: 'Volume must be 0 %–100 % in steps of 5 %, got 33 %' });
    expect(book().change('gnomos.lowerBets', [20, 30], OPEN)).toEqual({
      ok: false,
      message: 'Lower game bets must be one or more of 0.20 €, 1.00 €, 5.00 €, 10.00 €, 20.00 €, got 0.20 €, 0.30 €',
    });
    expect(book().change('gnomos.lowerBets', [], OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('one or more of') });
    expect(book().change('menu.games', [], OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('"gnomos-mix"') });
    expect(book().change('jurisdiction', 'moon', OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('"es-type-b-40000", "es-type-b-20000-blocks", "open-market"') });
    expect(book().change('display.language', 'fr', OPEN)).toMatchObject({ ok: false, message: expect.stringMatching(/^Language must be one of "es", "en"/) });
    expect(book().change('limits.speed', 3, OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('there is no setting "limits.speed"') });
    expect(changes()).toHaveLength(0);
  });

  it('keeps the default bet among the enabled bets', () => {
    expect(book().change('gnomos.lowerBets', [100, 500], OPEN)).toEqual({
      ok: false,
      message: 'Lower game bets cannot be 1.00 €, 5.00 €: Default bet must be one of 1.00 €, 5.00 € (the enabled lower game bets), got 0.20 €; change that first',
    });
    expect(book().change('gnomos.defaultBet', 500, OPEN)).toMatchObject({ ok: true });
    expect(book().change('gnomos.lowerBets', [100, 500], OPEN)).toMatchObject({ ok: true });
    expect(book().change('gnomos.defaultBet', 20, OPEN)).toEqual({ ok: false, message: 'Default bet must be one of 1.00 €, 5.00 € (the enabled lower game bets), got 0.20 €' });
    expect(book().effective().config.games['gnomos-mix']).toMatchObject({ enabledBetsCents: [100, 500], defaultBetCents: 500 });
  });

  describe('the game menu', () => {
    it('takes the enabled games in the order given, logs it, and shows it as an ordered list', () => {
      expect(book().views().find((v) => v.key === 'menu.games')).toMatchObject({ value: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves'], ordered: true, many: true, rule: 'money' });
      expect(book().change('menu.games', ['mona-lisa-jewels', 'gnomos-mix'], OPEN)).toEqual({
        ok: true,
        changed: ['menu.games'],
        message: 'Games on the menu (in order) set to "mona-lisa-jewels", "gnomos-mix"',
      });
      expect(book().effective().config.menu.games).toEqual(['mona-lisa-jewels', 'gnomos-mix']);
      expect(changes().map((e) => e.detail)).toEqual([{ key: 'menu.games', old: ['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves'], new: ['mona-lisa-jewels', 'gnomos-mix'], by: 'operator' }]);
    });

    it('refuses a game twice, no game, or a game the firmware does not have, and changes nothing', () => {
      expect(book().change('menu.games', ['gnomos-mix', 'gnomos-mix'], OPEN)).toEqual({ ok: false, message: 'Games on the menu (in order) lists "gnomos-mix" twice' });
      expect(book().change('menu.games', [], OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('must be one or more of "gnomos-mix", "mona-lisa-jewels"') });
      expect(book().change('menu.games', ['tetris'], OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('got "tetris"') });
      expect(changes()).toHaveLength(0);
      expect(book().effective().config.menu.games).toEqual(['gnomos-mix', 'mona-lisa-jewels', 'mystic-gem-40', 'gonzos-gold', 'mystery-elves']);
    });

    it('enables games only with the cabinet idle and nothing on the meter, but moves the default game at any time', () => {
      expect(book().change('menu.games', ['gnomos-mix'], PLAYING)).toEqual({
        ok: false,
        message: 'Games on the menu (in order) changes the money rules: only with the game idle and 0 credits (3.00 € on the credit meter)',
      });
      expect(book().change('menu.defaultGame', 'mona-lisa-jewels', PLAYING)).toMatchObject({ ok: true });
      expect(book().effective().config.menu.defaultGame).toBe('mona-lisa-jewels');
    });

    it('keeps the default game among the enabled ones', () => {
      expect(book().change('menu.games', ['mona-lisa-jewels'], OPEN)).toEqual({
        ok: false,
        message: 'Games on the menu (in order) cannot be "mona-lisa-jewels": Default game must be one of "mona-lisa-jewels" (the games on the menu), got "gnomos-mix"; change that first',
      });
      expect(book().change('menu.defaultGame', 'mona-lisa-jewels', OPEN)).toMatchObject({ ok: true });
      expect(book().change('menu.games', ['mona-lisa-jewels'], OPEN)).toMatchObject({ ok: true });
      expect(book().effective().config.menu).toEqual({ games: ['mona-lisa-jewels'], defaultGame: 'mona-lisa-jewels' });
    });
  });

  describe('Mona Lisa Jewels', () => {
    it('shows its coin values and progressive as money rules', () => {
      const views = book().views();
      const find = (key: string) => views.find((v) => v.key === key);
      expect(find('monaLisa.coinValues')).toMatchObject({ value: [1, 2, 5, 10, 20], choices: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000], many: true, rule: 'money', unit: 'cents' });
      expect(find('monaLisa.defaultCoin')).toMatchObject({ value: 1, choices: [1, 2, 5, 10, 20], rule: 'money' });
      expect(find('monaLisa.jackpotSeed')).toMatchObject({ value: 50_000_000, range: { min: 0, max: 1_000_000_000, step: 10_000 }, rule: 'money' });
      expect(find('monaLisa.jackpotContribution')).toMatchObject({ value: 50, range: { min: 0, max: 500, step: 5 }, rule: 'money' });
      expect(find('monaLisa.jackpotReferenceCoin')).toMatchObject({ value: 1000, rule: 'money' });
    });

    it('changes the coin values, default coin and progressive when idle, and keeps them across a restart', () => {
      expect(book().change('monaLisa.coinValues', [10, 5, 20], OPEN)).toMatchObject({
        ok: false,
        message: expect.stringContaining('Mona Lisa default coin must be one of 0.05 €, 0.10 €, 0.20 € (the enabled Mona Lisa coin values), got 0.01 €; change that first'),
      });
      expect(book().change('monaLisa.coinValues', [1, 5, 10, 20], OPEN)).toMatchObject({ ok: true, message: 'Mona Lisa coin values set to 0.01 €, 0.05 €, 0.10 €, 0.20 €' });
      expect(book().change('monaLisa.defaultCoin', 5, OPEN)).toMatchObject({ ok: true });
      expect(book().change('monaLisa.jackpotSeed', 10_000_000, OPEN)).toMatchObject({ ok: true, message: 'Mona Lisa jackpot seed set to 100000.00 €' });
      expect(book().change('monaLisa.jackpotContribution', 100, OPEN)).toMatchObject({ ok: true });
      expect(book().change('monaLisa.jackpotReferenceCoin', 200, OPEN)).toMatchObject({ ok: true });
      store.close();
      store = CabinetStore.open(dir);
      expect(book().effective().config.games['mona-lisa-jewels']).toEqual({
        coinValuesCents: [1, 5, 10, 20],
        defaultCoinCents: 5,
        jackpotSeedCents: 10_000_000,
        jackpotContributionBp: 100,
        jackpotReferenceCoinCents: 200,
      });
    });

    it('refuses them while a player has credit, and values off their range, with what is allowed', () => {
      for (const [key, value] of [['monaLisa.coinValues', [1]], ['monaLisa.jackpotSeed', 0], ['monaLisa.jackpotContribution', 0], ['monaLisa.jackpotReferenceCoin', 100]] as const) {
        expect(book().change(key, value, PLAYING)).toMatchObject({ ok: false, message: expect.stringContaining('changes the money rules: only with the game idle and 0 credits') });
      }
      expect(book().change('monaLisa.jackpotContribution', 501, OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('must be 0–500 in steps of 5') });
      expect(book().change('monaLisa.jackpotContribution', 33, OPEN)).toMatchObject({ ok: false });
      expect(book().change('monaLisa.jackpotSeed', 12_345, OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('in steps of 100.00 €') });
      expect(book().change('monaLisa.coinValues', [3], OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('got 0.03 €') });
      expect(changes()).toHaveLength(0);
    });
  });

  describe('40 Mystic Gem', () => {
    it('shows its total bets, double up, bought stake and Jackpot Cards levels as money rules', () => {
      const views = book().views();
      const find = (key: string) => views.find((v) => v.key === key);
      expect(find('mysticGem.totalBets')).toMatchObject({ value: [40, 80, 120, 200, 400, 800, 1000, 2000, 4000, 5000], many: true, rule: 'money', unit: 'cents' });
      expect(find('mysticGem.defaultTotalBet')).toMatchObject({ value: 40, rule: 'money' });
      expect(find('mysticGem.gambleLimit')).toMatchObject({ value: 4200, rule: 'money' });
      expect(find('mysticGem.gambleAttempts')).toMatchObject({ value: 5, range: { min: 1, max: 5, step: 1 } });
      expect(find('mysticGem.jackpotSpadesSeed')).toMatchObject({ value: 100_000, rule: 'money' });
      expect(find('mysticGem.jackpotClubsShare')).toMatchObject({ value: 10, rule: 'money' });
    });

    it('changes them when idle, and keeps them across a restart; refuses them while a player has credit', () => {
      expect(book().change('mysticGem.totalBets', [40, 400, 2000], OPEN)).toMatchObject({ ok: true });
      expect(book().change('mysticGem.defaultTotalBet', 400, OPEN)).toMatchObject({ ok: true });
      expect(book().change('mysticGem.gambleAttempts', 3, OPEN)).toMatchObject({ ok: true });
      expect(book().change('mysticGem.gambleAttempts', 6, OPEN)).toMatchObject({ ok: false });
      expect(book().change('mysticGem.jackpotHeartsSeed', 25_000, OPEN)).toMatchObject({ ok: true });
      expect(book().change('mysticGem.jackpotHeartsShare', 20, PLAYING)).toMatchObject({ ok: false, message: expect.stringContaining('only with the game idle and 0 credits') });
      store.close();
      store = CabinetStore.open(dir);
      const gem = book().effective().config.games['mystic-gem-40'];
      expect(gem).toMatchObject({ totalBetsCents: [40, 400, 2000], defaultTotalBetCents: 400, gambleAttempts: 3 });
      expect(gem.jackpotCards[2]).toEqual({ seedCents: 25_000, contributionBp: 15 });
      expect(gem.jackpotCards[3]).toEqual({ seedCents: 100_000, contributionBp: 25 });
    });
  });

  describe('Mystery Elves', () => {
    it('shows its bets, gamble limit and guesses, BUY FEATURE and the settle hours as money rules', () => {
      const views = book().views();
      const find = (key: string) => views.find((v) => v.key === key);
      expect(find('mysteryElves.totalBets')).toMatchObject({ value: [20, 40, 60, 100, 200, 400, 1000, 2000], many: true, rule: 'money', unit: 'cents' });
      expect(find('mysteryElves.gambleLimit')).toMatchObject({ value: 12_500_000, rule: 'money' });
      expect(find('mysteryElves.gambleAttempts')).toMatchObject({ value: 10, range: { min: 1, max: 10, step: 1 } });
      expect(find('mysteryElves.buyFeature')).toMatchObject({ value: 'offered', rule: 'money' });
      expect(find('mysteryElves.settleAfterHours')).toMatchObject({ value: 120, range: { min: 1, max: 720, step: 1 } });
    });

    it('changes them when idle and keeps them across a restart; refuses a bet off the 10-cent grid and changes while a player has credit', () => {
      expect(book().change('mysteryElves.totalBets', [20, 100, 500], OPEN)).toMatchObject({ ok: true });
      expect(book().change('mysteryElves.buyFeature', 'not offered', OPEN)).toMatchObject({ ok: true });
      expect(book().change('mysteryElves.settleAfterHours', 48, OPEN)).toMatchObject({ ok: true });
      expect(book().change('mysteryElves.settleAfterHours', 0, OPEN)).toMatchObject({ ok: false });
      expect(book().change('mysteryElves.gambleAttempts', 5, PLAYING)).toMatchObject({ ok: false, message: expect.stringContaining('only with the game idle and 0 credits') });
      store.close();
      store = CabinetStore.open(dir);
      expect(book().effective().config.games['mystery-elves']).toMatchObject({ totalBetsCents: [20, 100, 500], buyFeature: false, settleAfterHours: 48, gambleAttempts: 10 });
    });
  });

  it('holds the limits to the jurisdiction’s', () => {
    expect(book().change('limits.credit', 30000, OPEN)).toEqual({
      ok: false,
      message: 'Credit limit must be 1.00 €–200.00 € in steps of 1.00 € (the most es-type-b-40000 allows), got 300.00 €',
    });
    expect(book().change('limits.handpay', 70000, OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('600.00 €') });
    expect(book().change('limits.gambleSteps', 11, OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('0–10') });
    expect(book().change('limits.handpay', 30000, OPEN)).toMatchObject({ ok: true });
    expect(book().change('limits.autoplayGames', 25, OPEN)).toMatchObject({ ok: true });
    expect(book().effective().service).toMatchObject({ handpayLimitCents: 30000, autoplayMaxGames: 25 });
  });

});

describe('the service-menu settings book across jurisdictions', () => {
  let dir: string;
  let store: CabinetStore;
  const logged: string[] = [];
  const base = defaultConfig();
  const shipped = loadJurisdictionProfiles();
  const openMarket = shipped.get('open-market') as JurisdictionProfile;
  const noAutoplay: JurisdictionProfile = { ...openMarket, id: 'no-autoplay', autoplay: { allowed: false, maxGames: 0 } };
  const profiles = new Map([...shipped, ['no-autoplay', noAutoplay]]);
  let rtp: RtpSetting;
  const book = (withRtp = true): SettingsBook => new SettingsBook(store, base, { profiles, log: (line) => logged.push(line), ...(withRtp ? { rtp } : {}) });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'settings-'));
    store = CabinetStore.open(dir);
    rtp = new RtpSetting(store, 'gnomos-mix', shipped.get('es-type-b-40000') as JurisdictionProfile);
    rtp.applyConfigured(base.games['gnomos-mix'].rtpSetting, true);
    logged.length = 0;
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hands the return setting to the game’s RTP setting, and the next boot keeps it over the config file', () => {
    expect(book(false).change('gnomos.rtp', 90, OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('cannot be reached') });
    expect(book().change('gnomos.rtp', 96, OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('70 %–95 %') });
    expect(book().change('gnomos.rtp', 90, OPEN)).toEqual({ ok: true, changed: ['gnomos.rtp'], message: 'Return (RTP) set to 90 %' });
    expect(rtp.current).toBe(90);
    expect(store.getSetting(rtpSettingKey('gnomos-mix'))).toBe(90);
    expect(store.getSetting(SETTINGS_KEY)).toBeUndefined();
    // Logged with who changed it in the menu.
    expect(store.events({ kind: 'rtp-setting-changed', limit: 1 })[0]?.detail).toMatchObject({ to: 90, by: 'service-menu', role: 'operator' });
    const effective = book(false).effective().config.games['gnomos-mix'].rtpSetting;
    expect(effective).toBe(90);
    // The boot applies the effective config: the technician's 90 % stays.
    const rebooted = new RtpSetting(store, 'gnomos-mix', shipped.get('es-type-b-40000') as JurisdictionProfile);
    rebooted.applyConfigured(effective, true);
    expect(rebooted.current).toBe(90);
    expect(book().views().find((v) => v.key === 'gnomos.rtp')).toMatchObject({ value: 90, range: { min: 70, max: 95, step: 1 }, unit: 'percent' });
  });

  it('keeps the menu’s return setting through a RAM clear and the boots after it', () => {
    expect(book().change('gnomos.rtp', 88, OPEN)).toMatchObject({ ok: true });
    store.ramClear('technician');
    expect(store.getSetting(rtpSettingKey('gnomos-mix'))).toBeUndefined();
    for (let boot = 0; boot < 2; boot += 1) {
      const effective = book(false).effective().config.games['gnomos-mix'].rtpSetting;
      expect(effective).toBe(88);
      new RtpSetting(store, 'gnomos-mix', shipped.get('es-type-b-40000') as JurisdictionProfile).applyConfigured(effective, true);
      expect(store.getSetting(rtpSettingKey('gnomos-mix'))).toBe(88);
    }
  });

  it('moves to a looser jurisdiction, raises a limit, and refuses to move back until the limit is lowered', () => {
    expect(book().change('gnomos.rtp', 70, OPEN)).toMatchObject({ ok: true });
    expect(book().change('jurisdiction', 'open-market', OPEN)).toEqual({
      ok: false,
      message: 'Jurisdiction cannot be "open-market": Return (RTP) must be 75 %–95 % (what open-market allows), got 70 %; change that first',
    });
    expect(book().change('gnomos.rtp', 80, OPEN)).toMatchObject({ ok: true });
    expect(book().change('jurisdiction', 'open-market', OPEN)).toEqual({ ok: true, changed: ['jurisdiction'], message: 'Jurisdiction set to "open-market"; it applies from the next start' });
    expect(book().change('limits.credit', 50000, OPEN)).toMatchObject({ ok: true });
    expect(book().effective()).toMatchObject({ config: { jurisdiction: 'open-market', creditLimitCents: 50000 }, service: { handpayLimitCents: 120000 } });
    expect(book().change('jurisdiction', 'es-type-b-40000', OPEN)).toEqual({
      ok: false,
      message: 'Jurisdiction cannot be "es-type-b-40000": Credit limit must be 1.00 €–200.00 € in steps of 1.00 € (the most es-type-b-40000 allows), got 500.00 €; change that first',
    });
    expect(book().change('limits.credit', 20000, OPEN)).toMatchObject({ ok: true });
    expect(book().change('jurisdiction', 'es-type-b-40000', OPEN)).toMatchObject({ ok: true });
    expect(changes(store).map((e) => (e.detail as { key: string }).key)).toEqual(['jurisdiction', 'limits.credit', 'limits.credit', 'jurisdiction']);
  });

  it('offers no AUTO-PLAY where the jurisdiction forbids it', () => {
    // Never changed, the AUTO-PLAY limit is the profile's own and follows it.
    expect(book().change('jurisdiction', 'no-autoplay', OPEN)).toMatchObject({ ok: true });
    expect(book().effective().service.autoplayMaxGames).toBe(0);
    expect(book().change('jurisdiction', 'es-type-b-40000', OPEN)).toMatchObject({ ok: true });
    expect(book().effective().service.autoplayMaxGames).toBe(100);
    // Chosen in the menu, it holds the move back until it is 0.
    expect(book().change('limits.autoplayGames', 25, OPEN)).toMatchObject({ ok: true });
    expect(book().change('jurisdiction', 'no-autoplay', OPEN)).toMatchObject({ ok: false, message: expect.stringContaining('AUTO-PLAY games must be 0–0') });
    expect(book().change('limits.autoplayGames', 0, OPEN)).toMatchObject({ ok: true });
    expect(book().change('jurisdiction', 'no-autoplay', OPEN)).toMatchObject({ ok: true });
    expect(book().views().find((v) => v.key === 'limits.autoplayGames')?.range).toEqual({ min: 0, max: 0, step: 1 });
  });

  it('boots with stored changes that no longer fit, leaving them out and saying why', () => {
    store.commit({
      settings: [{ key: SETTINGS_KEY, value: { 'gnomos.lowerBets': [20, 30], 'limits.credit': 999_999, 'limits.handpay': 40000, 'retired.setting': 1, 'gnomos.rtp': 90 } }],
    });
    const { config, service, ignored } = book().effective();
    expect(config.games['gnomos-mix'].enabledBetsCents).toEqual([20, 100, 500, 1000, 2000]);
    expect(config.creditLimitCents).toBe(20000);
    expect(service.handpayLimitCents).toBe(40000);
    expect(ignored.map((i) => i.key).sort()).toEqual(['gnomos.lowerBets', 'gnomos.rtp', 'limits.credit', 'retired.setting']);
    expect(logged.join('\n')).toMatch(/limits\.credit = 999999 is not applied: Credit limit must be 1\.00 €–200\.00 €/);
    expect(logged).toHaveLength(4);
  });
});

function changes(store: CabinetStore) {
  return store.events({ kind: 'setting-changed' }).reverse();
}
