/**
 * The cabinet core on its real drivers, talking byte for byte to the emulated devices: what a
 * player, attendant and operator notice when coins, bills, doors and the hopper misbehave.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { startTestDevices, type TestDevices } from '../devices/test-devices';
import { CabinetStore } from '../store/cabinet-store';
import { Cabinet } from './cabinet';

jest.setTimeout(30_000);

describe('the cabinet with its devices', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet;
  let devices: TestDevices;
  let config: CabinetConfig;

  const open = async (options: { coinsInTube?: number } = {}): Promise<void> => {
    dir = mkdtempSync(join(tmpdir(), 'cabinet-devices-'));
    store = CabinetStore.open(dir);
    config = defaultConfig();
    devices = await startTestDevices(config, options);
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(11), devices, host: 'web' });
    cabinet.boot();
    // The menu opens at start-up: these tests play the operator's default game.
    void cabinet.handleIntent({ type: 'SELECT_GAME', game: config.menu.defaultGame });
    await cabinet.pollDevices();
  };
  const reopen = async (): Promise<void> => {
    cabinet.stop();
    await cabinet.settled();
    cabinet = new Cabinet({ store, config, rng: new Xoshiro128(12), devices, host: 'web' });
    cabinet.boot();
    // The menu opens at start-up: these tests play the operator's default game.
    void cabinet.handleIntent({ type: 'SELECT_GAME', game: config.menu.defaultGame });
    await cabinet.pollDevices();
  };
  /** Polls the devices until the condition holds (the I/O board debounces for 30 ms). */
  const until = async (what: string, condition: () => boolean): Promise<void> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      await cabinet.pollDevices().catch(() => undefined);
      if (condition()) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** Polls the devices for up to `ms`; true as soon as the condition holds. */
  const within = async (ms: number, condition: () => boolean): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (Date.now() <= deadline) {
      await cabinet.pollDevices().catch(() => undefined);
      if (condition()) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return condition();
  };
  const coin = async (cents: number): Promise<void> => {
    expect(await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: cents })).toEqual({ ok: true });
  };
  /** Lets the hopper pay one coin per poll until it stops paying. */
  const runHopper = async (): Promise<void> => {
    await cabinet.pollDevices();
    for (let i = 0; i < 400 && (devices.emulators.hopper.paying || cabinet.view().payout !== null) && cabinet.view().tilts.length === 0; i += 1) {
      devices.emulators.hopper.tick(1);
      await cabinet.pollDevices();
    }
    await cabinet.pollDevices();
  };
  const turnKey = async (on: boolean): Promise<void> => {
    expect(await cabinet.handleIntent({ type: 'DEV_SWITCH', name: 'key', on })).toEqual({ ok: true });
    await until(`the key ${on ? 'on' : 'off'}`, () => cabinet.view().attendantKey === on);
  };
  const meters = () => store.meters('cabinet');

  afterEach(async () => {
    cabinet.stop();
    await cabinet.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops with "hopper empty" mid-payout, refuses play, and goes on after the attendant refills', async () => {
    await open({ coinsInTube: 3 });
    await coin(200);
    expect(await cabinet.handleIntent({ type: 'COLLECT' })).toEqual({ ok: true });
    await runHopper();

    const view = cabinet.view();
    expect(view.tilt).toMatchObject({ code: 'hopper-empty', actions: ['refill', 'handpay'] });
    expect(view.tilt?.detail).toContain('7 coins');
    expect(meters()['hopper-paid-count']).toBe(3);
    expect(store.wallet()).toEqual({ creditsCents: 0, bonuses: 0, payoutRemainingCents: 140 });
    expect(store.checkAccounting()).toEqual({ ok: true });
    expect(await cabinet.handleIntent({ type: 'PLAY' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('stopped (hopper-empty') } });
    expect(devices.emulators.coinAcceptor.masterAccepting).toBe(false);
    expect(await cabinet.handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 100 })).toMatchObject({ ok: false });

    expect(await cabinet.handleIntent({ type: 'ATTENDANT_REFILL', coins: 100 })).toMatchObject({ ok: false, error: { message: expect.stringContaining('attendant key') } });
    await turnKey(true);
    expect(await cabinet.handleIntent({ type: 'ATTENDANT_REFILL', coins: 100 })).toEqual({ ok: true });
    expect(cabinet.view().tilts).toEqual([]);
    await runHopper();
    expect(store.wallet().payoutRemainingCents).toBe(0);
    expect(meters()['hopper-paid-count']).toBe(10);
    expect(devices.emulators.hopper.coinsOut).toBe(10);
    expect(meters()['hopper-refill-count']).toBe(100);
    expect(store.checkAccounting()).toEqual({ ok: true });
    expect(store.events({ kind: 'tilt-cleared', limit: 1 })[0]?.detail).toMatchObject({ code: 'hopper-empty', by: 'attendant refill' });
  });

  it('hands the rest of a stopped payout to the attendant as a handpay, books balanced', async () => {
    await open({ coinsInTube: 2 });
    await coin(100);
    await cabinet.handleIntent({ type: 'COLLECT' });
    await runHopper();
    expect(cabinet.view().tilt?.code).toBe('hopper-empty');
    await turnKey(true);
    expect(await cabinet.handleIntent({ type: 'ATTENDANT_HANDPAY' })).toEqual({ ok: true });
    expect(store.wallet().payoutRemainingCents).toBe(0);
    expect(meters()['handpaid-value']).toBe(60);
    expect(meters()['handpaid-count']).toBe(1);
    expect(meters()['hopper-paid-value']).toBe(40);
    expect(cabinet.view().tilts).toEqual([]);
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('tells a jam from an empty tube', async () => {
    await open();
    devices.emulators.hopper.jamAfter(2);
    await coin(100);
    await cabinet.handleIntent({ type: 'COLLECT' });
    await runHopper();
    expect(cabinet.view().tilt).toMatchObject({ code: 'hopper-jam' });
    expect(meters()['hopper-paid-count']).toBe(2);
    expect(store.wallet().payoutRemainingCents).toBe(60);
    expect(store.checkAccounting()).toEqual({ ok: true });
    // The attendant clears the jam and chooses to go on: the hopper is reset and pays the rest.
    await turnKey(true);
    expect(await cabinet.handleIntent({ type: 'ATTENDANT_REFILL', coins: 1 })).toEqual({ ok: true });
    await runHopper();
    expect(store.wallet().payoutRemainingCents).toBe(0);
    expect(devices.emulators.hopper.coinsOut).toBe(5);
  });

  it('stops on a runaway coin, meters it apart from the books, and the attendant clears it', async () => {
    await open();
    devices.emulators.hopper.runaway(2);
    await coin(100);
    await cabinet.handleIntent({ type: 'COLLECT' });
    await runHopper();
    for (let i = 0; i < 5; i += 1) {
      devices.emulators.hopper.tick(1);
      await cabinet.pollDevices();
    }
    expect(cabinet.view().tilt).toMatchObject({ code: 'hopper-runaway', actions: ['clear'] });
    expect(meters()['hopper-paid-count']).toBe(5);
    expect(meters()['hopper-extra-count']).toBe(2);
    expect(meters()['hopper-extra-value']).toBe(40);
    expect(devices.emulators.hopper.coinsOut).toBe(7);
    expect(store.checkAccounting()).toEqual({ ok: true });
    await turnKey(true);
    expect(await cabinet.handleIntent({ type: 'ATTENDANT_CLEAR' })).toEqual({ ok: true });
    expect(cabinet.view().tilts).toEqual([]);
  });

  it('an open door stops play and coin acceptance, counts on the door meter, and clears when closed', async () => {
    await open();
    await coin(100);
    expect(await cabinet.handleIntent({ type: 'DEV_SWITCH', name: 'mainDoor', on: true })).toEqual({ ok: true });
    // The inhibit follows the tilt's commit within the same device poll.
    await until('the door tilt and the inhibit', () => cabinet.view().tilt?.code === 'door-open' && !devices.emulators.coinAcceptor.masterAccepting);
    expect(cabinet.view().tilt?.actions).toEqual([]);
    expect(await cabinet.handleIntent({ type: 'PLAY' })).toMatchObject({ ok: false });
    // The board takes the lamps at its next poll cycle.
    await until('the tower lamp flashing', () => devices.emulators.ioBoard.lamps().tower === 'flash' && devices.emulators.ioBoard.lamps().play === 'off');
    expect(store.meters('door:mainDoor')['door-opens']).toBe(1);
    await cabinet.handleIntent({ type: 'DEV_SWITCH', name: 'mainDoor', on: false });
    await until('the door closed', () => cabinet.view().tilts.length === 0);
    await until('coins accepted again', () => devices.emulators.coinAcceptor.masterAccepting);
    expect(await cabinet.handleIntent({ type: 'PLAY' })).toEqual({ ok: true });
  });

  it('an opened door halts a running payout, which goes on where it stopped once the door is closed', async () => {
    await open();
    await coin(200);
    await cabinet.handleIntent({ type: 'COLLECT' });
    await cabinet.pollDevices();
    devices.emulators.hopper.tick(3);
    await cabinet.handleIntent({ type: 'DEV_SWITCH', name: 'cashDoor', on: true });
    await until('the payout halted', () => cabinet.view().tilt?.code === 'door-open' && !devices.emulators.hopper.paying);
    devices.emulators.hopper.tick(5);
    expect(devices.emulators.hopper.coinsOut).toBe(3);
    expect(meters()['hopper-paid-count']).toBe(3);
    expect(store.wallet().payoutRemainingCents).toBe(140);
    expect(store.checkAccounting()).toEqual({ ok: true });
    await cabinet.handleIntent({ type: 'DEV_SWITCH', name: 'cashDoor', on: false });
    await until('the door closed', () => cabinet.view().tilts.length === 0);
    await runHopper();
    expect(store.wallet().payoutRemainingCents).toBe(0);
    expect(devices.emulators.hopper.coinsOut).toBe(10);
    expect(meters()['hopper-paid-count']).toBe(10);
  });

  it('stops while the I/O board does not answer (doors cannot be watched) and goes on when it does', async () => {
    await open();
    await until('the board read', () => cabinet.view().devices.find((d) => d.kind === 'io-board')?.state === 'ok');
    devices.emulators.ioBoard.faults.unplugged = true;
    await until('the silent-board tilt', () => cabinet.view().tilt?.code === 'device-fault');
    expect(cabinet.view().tilt?.detail).toContain('I/O board');
    expect(await cabinet.handleIntent({ type: 'PLAY' })).toMatchObject({ ok: false });
    devices.emulators.ioBoard.faults.unplugged = false;
    await until('the board back', () => cabinet.view().tilts.length === 0);
  });

  it('a coin on a string stops the cabinet until the attendant clears it, and the tilt survives a restart', async () => {
    await open();
    devices.emulators.coinAcceptor.coinOnString();
    await cabinet.pollDevices();
    expect(cabinet.view().tilt).toMatchObject({ code: 'coin-fraud', actions: ['clear'] });
    await reopen();
    expect(cabinet.view().tilt).toMatchObject({ code: 'coin-fraud' });
    expect(await cabinet.handleIntent({ type: 'ATTENDANT_CLEAR' })).toMatchObject({ ok: false });
    await turnKey(true);
    expect(await cabinet.handleIntent({ type: 'ATTENDANT_CLEAR' })).toEqual({ ok: true });
    expect(cabinet.view().tilts).toEqual([]);
  });

  it('credits a bill only once it is stacked, by denomination, and returns one over the credit limit', async () => {
    await open();
    expect(await cabinet.handleIntent({ type: 'DEV_INSERT_BILL', valueCents: 500 })).toEqual({ ok: true });
    await until('the bill stacked', () => store.wallet().creditsCents === 500);
    expect(devices.emulators.billValidator.stackedBills).toEqual([1]);
    expect(meters()['bills-in-value']).toBe(500);
    expect(store.meters('bill:500')['bills-in-count']).toBe(1);
    // 50 € more would pass the 200 € credit limit once the balance is 160 €.
    for (let i = 0; i < 3; i += 1) {
      await cabinet.handleIntent({ type: 'DEV_INSERT_BILL', valueCents: 5000 });
      await until('the bill settled', () => devices.emulators.billValidator.escrow === null);
    }
    await until('credit 155 €', () => store.wallet().creditsCents === 15_500);
    await cabinet.handleIntent({ type: 'DEV_INSERT_BILL', valueCents: 5000 });
    await until('the bill returned', () => devices.emulators.billValidator.returnedBills.length === 1);
    expect(store.wallet().creditsCents).toBe(15_500);
    expect(store.events({ kind: 'bill-escrow', limit: 1 })[0]?.detail).toMatchObject({ decision: 'return', reason: expect.stringContaining('credit') });
    expect(store.checkAccounting()).toEqual({ ok: true });
  });

  it('plays from the button panel and lights the lamps that would do something', async () => {
    await open();
    await until('the panel read', () => cabinet.view().switches.key === false && devices.health().every((h) => h.state === 'ok'));
    await coin(100);
    await until('PLAY lit', () => devices.emulators.ioBoard.lamps().play === 'on');
    expect(store.meters('cabinet')['coin-in']).toBe(0);
    // The player presses PLAY, holding it until the game starts, and presses again if nothing
    // happened: on a loaded machine a press can land while the board was briefly silent (a
    // stopped cabinet refuses it), and one press is one edge.
    const staked = (): boolean => store.meters('cabinet')['coin-in'] > 0;
    for (let press = 0; press < 5 && !staked(); press += 1) {
      devices.emulators.ioBoard.press('play');
      await within(1500, staked);
      devices.emulators.ioBoard.release('play');
      await within(200, () => false);
    }
    // On failure the recent events say why (a tilt raised and cleared, a refused press).
    expect({ staked: staked(), recent: store.events({ limit: 12 }).map((e) => e.kind) }).toMatchObject({ staked: true });
    await until('the tower lamp dark', () => devices.emulators.ioBoard.lamps().tower === 'off');
  });
});
