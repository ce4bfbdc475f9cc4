/**
 * The service menu on a real cabinet and emulated devices, as its three users meet it: the key
 * or a door opens it, a PIN signs in, each role sees its screens, and every change is logged.
 */
import { asGnomosView } from '../../contract/games/gnomos-mix';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { Cabinet } from '../../main/cabinet/cabinet';
import { startTestDevices, type TestDevices } from '../../main/devices/test-devices';
import { CabinetStore } from '../../main/store/cabinet-store';
import { deskHarness } from './desk-harness';
import { metersCsv } from '../../main/service/audit-export';

jest.setTimeout(60_000);

describe('the service menu', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  const config: CabinetConfig = { ...defaultConfig(), autoPaceMs: 10_000 };

  const boot = (): void => {
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(5), devices, host: 'web', storeCheck: store.check(), recheckStore: () => store.check(), dataDir: dir, usbPath: null });
    cabinet.boot();
    // The menu opens at start-up: these tests play Gnomos Mix.
    void cabinet.handleIntent({ type: 'SELECT_GAME', game: 'gnomos-mix' });
  };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'service-desk-'));
    store = CabinetStore.open(dir);
    devices = await startTestDevices(config);
    boot();
    await cabinet.pollDevices();
  });
  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const { ok, refusal, service, until } = deskHarness(() => cabinet);
  const turnKey = async (on: boolean): Promise<void> => {
    await ok({ type: 'DEV_SWITCH', name: 'key', on });
    await until(`key ${on}`, () => cabinet.view().switches.key === on);
  };
  /** Key, SERVICE, the factory PIN and a new one: the menu as a role first meets it. */
  const signIn = async (role: 'attendant' | 'technician' | 'operator', pin: string): Promise<void> => {
    if (!cabinet.view().switches.key) await turnKey(true);
    await ok({ type: 'SERVICE_ENTER' });
    await ok({ type: 'SERVICE_PIN', role, pin: { attendant: '1111', technician: '2222', operator: '3333' }[role] });
    expect(service().mustChangePin).toBe(true);
    await ok({ type: 'SERVICE_NEW_PIN', pin });
  };
  const kinds = (): string[] => store.events({ limit: 400 }).map((e) => e.kind);

  it('opens only with the key turned or a door open, and closes itself when both are gone', async () => {
    expect(await refusal({ type: 'SERVICE_ENTER' })).toMatch(/attendant key or open a door/);
    await ok({ type: 'DEV_SWITCH', name: 'mainDoor', on: true });
    await until('the door open', () => cabinet.view().switches.mainDoor);
    await ok({ type: 'SERVICE_ENTER' });
    expect(service()).toMatchObject({ entry: 'door', role: null, screen: 'pin' });
    await ok({ type: 'DEV_SWITCH', name: 'mainDoor', on: false });
    await until('the menu closed', () => cabinet.view().service === null);
    expect(kinds()).toEqual(expect.arrayContaining(['service-enter', 'service-leave']));
    expect(store.events({ kind: 'service-leave', limit: 1 })[0]?.detail).toMatchObject({ reason: 'key off and doors closed' });
  });

  it('locks a role out after five wrong PINs and says until when, even after a restart', async () => {
    await turnKey(true);
    await ok({ type: 'SERVICE_ENTER' });
    for (let i = 0; i < 4; i += 1) expect(await refusal({ type: 'SERVICE_PIN', role: 'operator', pin: '9999' })).toMatch(/wrong PIN/);
    expect(await refusal({ type: 'SERVICE_PIN', role: 'operator', pin: '9999' })).toMatch(/locked out for 5 min/);
    expect(service().lockouts.map((l) => l.role)).toEqual(['operator']);
    expect(service().notice).toMatchObject({ tone: 'refused' });
    // Even the right PIN is refused while locked; another role may still sign in.
    expect(await refusal({ type: 'SERVICE_PIN', role: 'operator', pin: '3333' })).toMatch(/locked out/);
    cabinet.stop();
    await cabinet.settled();
    boot();
    await until('the key read again', () => cabinet.view().switches.key);
    await ok({ type: 'SERVICE_ENTER' });
    expect(service().lockouts.map((l) => l.role)).toEqual(['operator']);
    await ok({ type: 'SERVICE_PIN', role: 'technician', pin: '2222' });
    expect(kinds()).toEqual(expect.arrayContaining(['service-lockout', 'service-pin-refused', 'service-pin-accepted']));
  });

  it('makes a factory PIN be changed first, and keeps each role to its own screens', async () => {
    await turnKey(true);
    await ok({ type: 'SERVICE_ENTER' });
    await ok({ type: 'SERVICE_PIN', role: 'attendant', pin: '1111' });
    expect(await refusal({ type: 'SERVICE_SCREEN', screen: 'attendant' })).toMatch(/choose your own PIN/);
    expect(await refusal({ type: 'SERVICE_NEW_PIN', pin: '1111' })).toMatch(/factory PIN/);
    await ok({ type: 'SERVICE_NEW_PIN', pin: '4826' });
    expect(service()).toMatchObject({ role: 'attendant', screen: 'attendant', mustChangePin: false });
    expect(await refusal({ type: 'SERVICE_SCREEN', screen: 'audit' })).toMatch(/audit screen is for operator and technician, not attendant/);
    expect(await refusal({ type: 'SERVICE_PERIOD_RESET' })).toMatch(/is for operator and technician, not attendant/);
    expect(await refusal({ type: 'SERVICE_TEST_HOPPER', coins: 3 })).toMatch(/for technician, not attendant/);
    expect(service().screens.find((s) => s.id === 'export')?.roles).toEqual(['operator']);
    await ok({ type: 'SERVICE_LEAVE' });
    // The new PIN is the one that works now.
    await ok({ type: 'SERVICE_ENTER' });
    expect(await refusal({ type: 'SERVICE_PIN', role: 'attendant', pin: '1111' })).toMatch(/wrong PIN/);
    await ok({ type: 'SERVICE_PIN', role: 'attendant', pin: '4826' });
    expect(service().mustChangePin).toBe(false);
  });

  it('shows the operator meters that match the session, and closes the period with its readings logged', async () => {
    await ok({ type: 'DEV_INSERT_COIN', valueCents: 200 });
    await ok({ type: 'DEV_INSERT_COIN', valueCents: 100 });
    await ok({ type: 'PLAY' });
    while (!cabinet.view().game.phase.endsWith('.ready')) await ok({ type: 'PLAY' });
    await signIn('operator', '7391');
    // Play waits while the menu is open.
    expect(await refusal({ type: 'PLAY' })).toMatch(/service menu is open/);
    const audit = service().audit!;
    const row = (name: string) => audit.cabinet.find((r) => r.name === name)!;
    expect(row('coins-in-value')).toEqual({ name: 'coins-in-value', lifetime: 300, period: 300, unit: 'cents' });
    expect(row('coin-in').lifetime).toBe(store.meters('cabinet')['coin-in']);
    expect(row('games-played').lifetime).toBe(1);
    expect(audit.identity).toEqual({ ok: true, detail: null });
    expect(audit.canResetPeriod).toBe(true);
    expect(audit.scopes.map((s) => s.scope)).toContain('game:gnomos-mix:bet:20');

    await ok({ type: 'SERVICE_PERIOD_RESET' });
    const after = service().audit!;
    expect(after.cabinet.find((r) => r.name === 'coins-in-value')).toMatchObject({ lifetime: 300, period: 0 });
    expect(after.periodStartedAt).not.toBeNull();
    const reset = store.events({ kind: 'period-meters-reset', limit: 1 })[0]?.detail as { by: string; before: Record<string, Record<string, number>> };
    expect(reset.by).toBe('operator');
    expect(reset.before.cabinet?.['coins-in-value']).toBe(300);
  });

  it('refuses a money-rule setting with credit on the meter, and puts it in force at zero credits', async () => {
    await ok({ type: 'DEV_INSERT_COIN', valueCents: 100 });
    // The player picks 5 €: the game is stored with its bets from now on.
    await ok({ type: 'BET_SELECT', betCents: 500 });
    expect(store.snapshot('gnomos-mix')).not.toBeNull();
    await signIn('technician', '5182');
    await ok({ type: 'SERVICE_SCREEN', screen: 'settings' });
    expect(service().settings).toMatchObject({ moneyRulesOpen: false, moneyRulesReason: expect.stringContaining('credit on the meter') });
    expect(await refusal({ type: 'SERVICE_SETTING', key: 'gnomos.lowerBets', value: [100, 500] })).toMatch(/money rules: only with the game idle and 0 credits/);
    expect(asGnomosView(cabinet.view().game!).lower.bets.filter((b) => b.enabled).map((b) => b.cents)).toEqual(config.games['gnomos-mix'].enabledBetsCents);
    // Display settings may change at any time.
    await ok({ type: 'SERVICE_SETTING', key: 'display.language', value: 'en' });
    expect(cabinet.view().display.language).toBe('en');

    // The credit is paid out; then the bets may change and the game takes them at once.
    await ok({ type: 'SERVICE_LEAVE' });
    await ok({ type: 'COLLECT' });
    for (let i = 0; i < 50 && store.wallet().payoutRemainingCents > 0; i += 1) {
      devices.emulators.hopper.tick(1);
      await cabinet.pollDevices();
    }
    expect(store.wallet()).toMatchObject({ creditsCents: 0, payoutRemainingCents: 0 });
    await ok({ type: 'SERVICE_ENTER' });
    await ok({ type: 'SERVICE_PIN', role: 'technician', pin: '5182' });
    await ok({ type: 'SERVICE_SCREEN', screen: 'settings' });
    expect(service().settings?.moneyRulesOpen).toBe(true);
    // The default bet must stay among the enabled ones: it moves first.
    expect(await refusal({ type: 'SERVICE_SETTING', key: 'gnomos.lowerBets', value: [100, 500] })).toMatch(/Default bet must be one of/);
    await ok({ type: 'SERVICE_SETTING', key: 'gnomos.defaultBet', value: 100 });
    await ok({ type: 'SERVICE_SETTING', key: 'gnomos.lowerBets', value: [100, 500] });
    expect(await refusal({ type: 'SERVICE_SETTING', key: 'gnomos.lowerBets', value: [30] })).toMatch(/20/);
    expect(asGnomosView(cabinet.view().game!).lower.bets.filter((b) => b.enabled).map((b) => b.cents)).toEqual([100, 500]);
    const change = store.events({ kind: 'setting-changed', limit: 1 })[0]?.detail;
    expect(change).toMatchObject({ key: 'gnomos.lowerBets', new: [100, 500], by: 'technician' });
    expect((change as { old: number[] }).old).toEqual(expect.arrayContaining([20]));
    // The player's 5 € is still enabled: it stays; the game's stored state holds the new bets.
    expect(asGnomosView(cabinet.view().game!).lower.betCents).toBe(500);
    await ok({ type: 'SERVICE_SETTING', key: 'gnomos.lowerBets', value: [100] });
    expect(asGnomosView(cabinet.view().game!).lower.betCents).toBe(100);
  });

  it("runs the technician's device tests without touching the books", async () => {
    await signIn('technician', '5182');
    expect(service().screen).toBe('diagnostics');
    // Hopper: five test coins on their own meters.
    await ok({ type: 'SERVICE_TEST_HOPPER', coins: 5 });
    for (let i = 0; i < 50 && (devices.emulators.hopper.paying || service().diagnostics?.testPayout); i += 1) {
      devices.emulators.hopper.tick(1);
      await cabinet.pollDevices();
    }
    const meters = store.meters('cabinet');
    expect([meters['test-payout-count'], meters['test-payout-value'], meters['hopper-paid-count']]).toEqual([5, 100, 0]);
    expect(devices.emulators.hopper.coinsOut).toBe(5);
    expect(service().diagnostics?.testPayoutMeters).toMatchObject({ count: 5, cents: 100 });
    // With the main door open (the technician at the hopper) a test still pays; play would not.
    await ok({ type: 'DEV_SWITCH', name: 'mainDoor', on: true });
    await until('the door open', () => cabinet.view().tilts.some((t) => t.code === 'door-open'));
    await ok({ type: 'SERVICE_TEST_HOPPER', coins: 2 });
    for (let i = 0; i < 50 && (devices.emulators.hopper.paying || service().diagnostics?.testPayout); i += 1) {
      devices.emulators.hopper.tick(1);
      await cabinet.pollDevices();
    }
    expect(store.meters('cabinet')['test-payout-count']).toBe(7);
    await ok({ type: 'DEV_SWITCH', name: 'mainDoor', on: false });
    await until('the door shut', () => cabinet.view().tilts.length === 0);
    // Acceptors: a coin goes on the test meters, a bill is read and given back.
    await ok({ type: 'SERVICE_TEST_ACCEPTORS', on: true });
    await until('the acceptors enabled', () => cabinet.view().coinAcceptor.accepting);
    await ok({ type: 'DEV_INSERT_COIN', valueCents: 50 });
    await until('the test coin counted', () => store.meters('cabinet')['test-coin-in-count'] === 1);
    await ok({ type: 'DEV_INSERT_BILL', valueCents: 500 });
    await until('the bill given back', () => devices.emulators.billValidator.returnedBills.length === 1);
    await until('both shown', () => (service().diagnostics?.seen.length ?? 0) >= 2);
    expect(service().diagnostics?.seen.map((s) => [s.device, s.cents])).toEqual(expect.arrayContaining([['coin-acceptor', 50], ['bill-validator', 500]]));
    expect(store.wallet().creditsCents).toBe(0);
    expect(store.meters('cabinet')['coins-in-value']).toBe(0);
    // Buttons are shown, never played; lamps follow the technician.
    devices.emulators.ioBoard.press('play');
    await until('PLAY shown held', () => service().diagnostics?.buttons.play === true);
    devices.emulators.ioBoard.release('play');
    await ok({ type: 'SERVICE_TEST_LAMP', lamp: 'collect', state: 'flash' });
    await until('the COLLECT lamp flashing', () => devices.emulators.ioBoard.lamps().collect === 'flash');
    expect(await refusal({ type: 'SERVICE_TEST_LAMP', lamp: 'nose', state: 'on' })).toMatch(/no lamp "nose"/);
    expect(store.meters('cabinet')['games-played']).toBe(0);
    expect(store.checkAccounting()).toEqual({ ok: true });
    // Leaving ends the tests: acceptors inhibited again, lamps back to the game's.
    await ok({ type: 'SERVICE_LEAVE' });
    await until('the tests over', () => devices.emulators.ioBoard.lamps().collect !== 'flash');
    expect(kinds()).toEqual(expect.arrayContaining(['hopper-test-payout', 'hopper-test-payout-end', 'test-coin-in', 'service-acceptor-test-on', 'service-acceptor-test-off']));
  });

  it('exports the meters, recall and events to the data folder as the store has them', async () => {
    await ok({ type: 'DEV_INSERT_COIN', valueCents: 200 });
    await ok({ type: 'PLAY' });
    await signIn('operator', '7391');
    await ok({ type: 'SERVICE_SCREEN', screen: 'export' });
    expect(await refusal({ type: 'SERVICE_EXPORT', target: 'usb' })).toMatch(/no USB stick/);
    await ok({ type: 'SERVICE_EXPORT', target: 'data' });
    const last = service().export?.last;
    expect(last?.folder.startsWith(join(dir, 'exports', 'cabinet-export-'))).toBe(true);
    expect(last?.files.map((f) => f.split('/').pop())).toEqual(['meters.csv', 'recall.csv', 'events.csv']);
    expect(readFileSync(join(last!.folder, 'meters.csv'), 'utf8')).toBe(metersCsv(store));
    expect(existsSync(join(last!.folder, 'events.csv'))).toBe(true);
  });

  it('asks twice before a RAM clear, refuses it with credit, and keeps the event log', async () => {
    await ok({ type: 'DEV_INSERT_COIN', valueCents: 100 });
    await signIn('technician', '5182');
    await ok({ type: 'SERVICE_SCREEN', screen: 'store' });
    expect(service().store).toMatchObject({ state: 'good', ramClearAsked: false });
    expect(await refusal({ type: 'SERVICE_RAM_CLEAR', confirm: true })).toMatch(/asks twice/);
    await ok({ type: 'SERVICE_RAM_CLEAR', confirm: false });
    expect(service().store?.ramClearAsked).toBe(true);
    expect(await refusal({ type: 'SERVICE_RAM_CLEAR', confirm: true })).toMatch(/wipe what a player is owed: 1,00 €|wipe what a player is owed: 1\.00/);
    expect(store.wallet().creditsCents).toBe(100);
    const eventsBefore = store.eventCount({});
    await ok({ type: 'SERVICE_LEAVE' });
    await ok({ type: 'COLLECT' });
    for (let i = 0; i < 50 && store.wallet().payoutRemainingCents > 0; i += 1) {
      devices.emulators.hopper.tick(1);
      await cabinet.pollDevices();
    }
    await ok({ type: 'SERVICE_ENTER' });
    await ok({ type: 'SERVICE_PIN', role: 'technician', pin: '5182' });
    await ok({ type: 'SERVICE_SCREEN', screen: 'store' });
    await ok({ type: 'SERVICE_RAM_CLEAR', confirm: false });
    await ok({ type: 'SERVICE_RAM_CLEAR', confirm: true });
    expect(store.meters('cabinet')['coins-in-value']).toBe(0);
    expect(store.eventCount({})).toBeGreaterThan(eventsBefore);
    expect(store.events({ kind: 'ram-clear', limit: 1 })[0]?.detail).toMatchObject({ by: 'technician' });
    expect(store.verifyEventChain().ok).toBe(true);
  });

  it('locks a cabinet whose meters were edited outside the firmware until a RAM clear', async () => {
    await ok({ type: 'DEV_INSERT_COIN', valueCents: 200 });
    cabinet.stop();
    await cabinet.settled();
    const db = new Database(join(dir, 'cabinet.sqlite'));
    db.prepare("UPDATE meters SET value = value + 1000 WHERE scope = 'cabinet' AND name = 'coins-in-value'").run();
    db.close();
    boot();
    await cabinet.pollDevices();
    const view = cabinet.view();
    expect(view.tilt).toMatchObject({ code: 'store-locked', detail: expect.stringContaining('coins-in-value') });
    expect(await refusal({ type: 'PLAY' })).toMatch(/store-locked/);
    expect(view.coinAcceptor.accepting).toBe(false);
    await signIn('technician', '5182');
    await ok({ type: 'SERVICE_SCREEN', screen: 'store' });
    expect(service().store?.state).toBe('locked');
    await ok({ type: 'SERVICE_RAM_CLEAR', confirm: false });
    await ok({ type: 'SERVICE_RAM_CLEAR', confirm: true });
    expect(service().store?.state).toBe('good');
    expect(cabinet.view().tilts.map((t) => t.code)).not.toContain('store-locked');
    await ok({ type: 'SERVICE_LEAVE' });
    await turnKey(false);
    await until('coins accepted again', () => cabinet.view().coinAcceptor.accepting);
  });
});
