/**
 * Issue 11's device findings, each as the attendant or the operator would meet it: coins are
 * taken only once the cabinet can count them, an acceptor programmed for other coins than the
 * table says is caught at set-up, a silent hopper or bill validator does not take the wire from
 * the coin acceptor, and COLLECT with a dead hopper ends in HOPPER FAULT with a handpay — and
 * nothing is paid twice when the hopper comes back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { Xoshiro128 } from '../../engine/core/xoshiro128';
import { startTestDevices, type TestDevices } from '../devices/test-devices';
import { CabinetStore } from '../store/cabinet-store';
import { Cabinet } from './cabinet';
import { counterKey, inhibitReleasedKey } from './coin-intake';
import { HOPPER_SILENT_FAULT_MS } from './hopper-watch';

jest.setTimeout(30_000);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('device hardening (issue 11)', () => {
  let dir: string;
  let store: CabinetStore;
  let cabinet: Cabinet | null;
  let devices: TestDevices;
  let config: CabinetConfig;

  const open = async (options: { coinsInTube?: number; coinIds?: Record<number, string>; boot?: boolean } = {}): Promise<void> => {
    dir = mkdtempSync(join(tmpdir(), 'cabinet-hardening-'));
    store = CabinetStore.open(dir);
    config = defaultConfig();
    devices = await startTestDevices(config, options);
    cabinet = null;
    if (options.boot !== false) await boot();
  };
  const boot = async (): Promise<Cabinet> => {
    const next = new Cabinet({ store, config, rng: new Xoshiro128(11), devices, host: 'web' });
    cabinet = next;
    next.boot();
    await next.pollDevices().catch(() => undefined);
    return next;
  };
  const on = (): Cabinet => {
    if (!cabinet) throw new Error('no cabinet');
    return cabinet;
  };
  const until = async (what: string, condition: () => boolean, limitMs = 8000): Promise<void> => {
    const deadline = Date.now() + limitMs;
    for (;;) {
      await on().pollDevices().catch(() => undefined);
      if (condition()) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(10);
    }
  };
  const meters = () => store.meters('cabinet');
  const turnKey = async (): Promise<void> => {
    expect(await on().handleIntent({ type: 'DEV_SWITCH', name: 'key', on: true })).toEqual({ ok: true });
    await until('the key turned', () => on().view().attendantKey === true);
  };

  afterEach(async () => {
    cabinet?.stop();
    await cabinet?.settled();
    store.close();
    await devices.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('coins are accepted only once the cabinet can count them', () => {
    it('keeps the master inhibit on while the acceptor comes back, until its set-up and a 229 baseline are done', async () => {
      await open();
      await until('coins accepted', () => devices.emulators.coinAcceptor.masterAccepting);
      const acceptor = devices.emulators.coinAcceptor;
      acceptor.faults.unplugged = true;
      await until('the acceptor seen silent', () => devices.health().find((d) => d.kind === 'coin-acceptor')?.state === 'no-reply');
      acceptor.powerCycle();
      expect(acceptor.masterAccepting).toBe(false);
      acceptor.faults.unplugged = false;
      // Every poll from here on: accepting only with the set-up done.
      let acceptedBeforeSetUp = 0;
      await until(
        'coins accepted again',
        () => {
          if (acceptor.masterAccepting && !devices.coinAcceptorSetUp()) acceptedBeforeSetUp += 1;
          return acceptor.masterAccepting;
        },
        10_000,
      );
      expect(acceptedBeforeSetUp).toBe(0);
      expect(devices.coinAcceptorSetUp()).toBeGreaterThan(0);
      expect(await on().handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 100 })).toEqual({ ok: true });
      expect(store.wallet().creditsCents).toBe(100);
    });

    it('makes coins found at first contact while the cabinet had released the inhibit a visible fault, never silence', async () => {
      await open({ boot: false });
      // The acceptor took two coins while the cabinet, which had released its inhibit, had no counter to compare.
      await devices.coinAcceptor.setMasterInhibit(true);
      expect(devices.emulators.coinAcceptor.insertCoin(4)).toBe('accepted');
      expect(devices.emulators.coinAcceptor.insertCoin(5)).toBe('accepted');
      store.commit({ settings: [{ key: inhibitReleasedKey(config.coinAcceptor.deviceId), value: true }] });
      await boot();
      expect(store.deviceCounter(counterKey(config.coinAcceptor.deviceId))).toBe(2);
      expect(on().view().tilts).toEqual([expect.objectContaining({ code: 'coin-credits-lost', detail: expect.stringContaining('count the cashbox') })]);
      expect(meters()['coins-in-count']).toBe(0);
      expect(await on().handleIntent({ type: 'PLAY' })).toMatchObject({ ok: false });
    });

    it('takes the events of a new store\'s first contact as the installation\'s past when the inhibit was never released', async () => {
      await open({ boot: false });
      await devices.coinAcceptor.setMasterInhibit(true);
      expect(devices.emulators.coinAcceptor.insertCoin(4)).toBe('accepted');
      await devices.coinAcceptor.setMasterInhibit(false);
      await boot();
      expect(on().view().tilts).toEqual([]);
      expect(store.events({ kind: 'coin-acceptor-first-contact' })[0]?.detail).toMatchObject({ counter: 1 });
    });

    it('records the release before it is sent and clears the mark only once the acceptor has been inhibited', async () => {
      await open();
      await until('coins accepted', () => devices.emulators.coinAcceptor.masterAccepting);
      expect(store.getSetting(inhibitReleasedKey(config.coinAcceptor.deviceId))).toBe(true);
      await turnKey();
      expect(await on().handleIntent({ type: 'DEV_SWITCH', name: 'mainDoor', on: true })).toEqual({ ok: true });
      await until('coins inhibited by the open door', () => !devices.emulators.coinAcceptor.masterAccepting);
      expect(store.getSetting(inhibitReleasedKey(config.coinAcceptor.deviceId))).toBe(false);
    });
  });

  describe('coin ids are checked against the coin table', () => {
    it('inhibits a position whose coin is not the table\'s and shows it as a configuration fault in diagnostics and the event log', async () => {
      // Position 1 is a 10 c coin in the table, but the acceptor is programmed for 50 c coins there.
      await open({ coinIds: { 1: 'EU050A' } });
      await until('coins accepted', () => devices.emulators.coinAcceptor.masterAccepting);
      const acceptor = devices.health().find((d) => d.kind === 'coin-acceptor');
      expect(acceptor?.configurationFaults).toEqual([expect.stringContaining('coin position 1: the table pays 10 c but the acceptor takes "EU050A" (50 c) there; position inhibited')]);
      expect(on().view().devices.find((d) => d.kind === 'coin-acceptor')?.configurationFaults).toHaveLength(1);
      expect(store.events({ kind: 'device-configuration-fault' }).map((e) => e.detail)).toEqual([
        { deviceId: 'coin-acceptor', fault: expect.stringContaining('coin position 1') },
      ]);
      // The 50 c coin on position 1 is handed back; the other coins credit as before.
      expect(devices.emulators.coinAcceptor.insertCoin(1)).toBe('returned');
      expect(await on().handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 20 })).toEqual({ ok: true });
      await until('the 20 c coin credited', () => store.wallet().creditsCents === 20);
      expect(meters()['coins-in-count']).toBe(1);
    });

    it('keeps the inhibit when the service menu enables every coin again', async () => {
      await open({ coinIds: { 2: 'GB020A' } });
      if (!devices.setAcceptance) throw new Error('the device manager takes acceptance changes');
      await devices.setAcceptance([1, 2, 3, 4, 5], []);
      expect(devices.emulators.coinAcceptor.insertCoin(2)).toBe('returned');
      expect(devices.health().find((d) => d.kind === 'coin-acceptor')?.configurationFaults[0]).toContain('"GB020A" there, which is not a euro coin');
    });
  });

  describe('a silent hopper or bill validator does not take the wire from the coin acceptor', () => {
    it('sends a silent device one probe per back-off period instead of four attempts every poll', async () => {
      await open();
      const { hopper, billValidator, coinAcceptor } = devices.emulators;
      hopper.faults.unplugged = true;
      billValidator.faults.unplugged = true;
      await until('both seen silent', () => devices.health().filter((d) => d.state === 'no-reply').length === 2);
      const before = { hopper: hopper.commandsOnWire, bills: billValidator.commandsOnWire, coins: coinAcceptor.commandsOnWire };
      const polls = 40;
      for (let i = 0; i < polls; i += 1) {
        await on().pollDevices().catch(() => undefined);
        await sleep(20);
      }
      const hopperSent = hopper.commandsOnWire - before.hopper;
      const billsSent = billValidator.commandsOnWire - before.bills;
      // Without the back-off: every poll sends each silent device at least one command of 4 attempts (≥ 160 each).
      expect(hopperSent).toBeLessThan(polls / 4);
      expect(billsSent).toBeLessThan(polls / 4);
      expect(coinAcceptor.commandsOnWire - before.coins).toBeGreaterThanOrEqual(polls);
      // Play goes on, and the silence is shown: the screen's device list and the event log.
      expect(on().view().tilts).toEqual([]);
      expect(on().view().devices.filter((d) => d.state === 'no-reply').map((d) => d.kind).sort()).toEqual(['bill-validator', 'hopper']);
      expect(store.events({ kind: 'device-silent' }).map((e) => (e.detail as { deviceId: string }).deviceId).sort()).toEqual(['bill-validator', 'hopper']);
    });

    it('finds a device that answers again within the longest back-off and sets it up again', async () => {
      await open();
      const { hopper } = devices.emulators;
      hopper.faults.unplugged = true;
      await until('hopper seen silent', () => devices.health().find((d) => d.kind === 'hopper')?.state === 'no-reply');
      await sleep(3000);
      hopper.faults.unplugged = false;
      await until('hopper answering', () => devices.health().find((d) => d.kind === 'hopper')?.state === 'ok', 4000);
      expect(store.events({ kind: 'device-answering' }).map((e) => (e.detail as { deviceId: string }).deviceId)).toEqual(['hopper']);
    });
  });

  describe('COLLECT with a dead hopper', () => {
    const collectFromDeadHopper = async (): Promise<void> => {
      expect(await on().handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 200 })).toEqual({ ok: true });
      devices.emulators.hopper.faults.unplugged = true;
      expect(await on().handleIntent({ type: 'COLLECT' })).toEqual({ ok: true });
    };

    it('raises HOPPER FAULT with handpay within seconds; the handpay balances the books and the hopper pays nothing when it is back', async () => {
      await open();
      await collectFromDeadHopper();
      const started = Date.now();
      await until('HOPPER FAULT', () => on().view().tilts.some((t) => t.code === 'hopper-fault'), HOPPER_SILENT_FAULT_MS + 5000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(HOPPER_SILENT_FAULT_MS - 100);
      expect(on().view().tilts).toEqual([expect.objectContaining({ code: 'hopper-fault', actions: ['handpay'], detail: expect.stringContaining('2.00 € not paid: the hopper on memory:cctalk') })]);
      expect(await on().handleIntent({ type: 'PLAY' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('hopper-fault') } });

      await turnKey();
      expect(await on().handleIntent({ type: 'ATTENDANT_CLEAR' })).toMatchObject({ ok: false });
      expect(await on().handleIntent({ type: 'ATTENDANT_HANDPAY' })).toEqual({ ok: true });
      expect(store.wallet()).toEqual({ creditsCents: 0, bonuses: 0, payoutRemainingCents: 0 });
      expect(meters()['handpaid-value']).toBe(200);
      expect(store.checkAccounting()).toEqual({ ok: true });
      // Still silent but nothing owed: play goes on (coins credit) while the screen calls the attendant.
      expect(on().view().tilts).toEqual([]);
      await until('coins accepted again', () => devices.emulators.coinAcceptor.masterAccepting);
      expect(await on().handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 100 })).toEqual({ ok: true });
      expect(store.wallet().creditsCents).toBe(100);
      expect(on().view().devices.find((d) => d.kind === 'hopper')?.state).toBe('no-reply');

      devices.emulators.hopper.faults.unplugged = false;
      await until('the hopper answering and the fault gone', () => on().view().tilts.length === 0, 5000);
      for (let i = 0; i < 20; i += 1) {
        devices.emulators.hopper.tick(1);
        await on().pollDevices().catch(() => undefined);
      }
      expect(devices.emulators.hopper.coinsOut).toBe(0);
      expect(meters()['hopper-paid-count']).toBe(0);
      expect(store.wallet().creditsCents).toBe(100);
      expect(store.checkAccounting()).toEqual({ ok: true });
      expect(store.events({ kind: 'tilt-cleared' }).map((e) => e.detail)).toEqual([expect.objectContaining({ code: 'hopper-fault', by: 'attendant handpay' })]);
    });

    it('goes on paying from the counter when the hopper answers again before the attendant comes', async () => {
      await open();
      await collectFromDeadHopper();
      await until('HOPPER FAULT', () => on().view().tilts.some((t) => t.code === 'hopper-fault'), HOPPER_SILENT_FAULT_MS + 5000);
      devices.emulators.hopper.faults.unplugged = false;
      await until('the fault cleared', () => on().view().tilts.length === 0, 5000);
      expect(store.events({ kind: 'tilt-cleared' }).map((e) => e.detail)).toEqual([expect.objectContaining({ code: 'hopper-fault', by: 'hopper answering' })]);
      for (let i = 0; i < 100 && store.wallet().payoutRemainingCents > 0; i += 1) {
        devices.emulators.hopper.tick(1);
        await on().pollDevices().catch(() => undefined);
      }
      expect(store.wallet().payoutRemainingCents).toBe(0);
      expect(devices.emulators.hopper.coinsOut).toBe(10);
      expect(meters()['hopper-paid-count']).toBe(10);
      expect(store.checkAccounting()).toEqual({ ok: true });
    });

    it('closes a dispense cut off mid-payout by the handpay; coins the hopper let out meanwhile are extra, and it is stopped when it answers', async () => {
      await open();
      expect(await on().handleIntent({ type: 'DEV_INSERT_COIN', valueCents: 200 })).toEqual({ ok: true });
      expect(await on().handleIntent({ type: 'COLLECT' })).toEqual({ ok: true });
      const hopper = devices.emulators.hopper;
      await until('the dispense out', () => hopper.paying);
      for (let i = 0; i < 3; i += 1) {
        hopper.tick(1);
        await on().pollDevices();
      }
      await until('3 coins on the meters', () => meters()['hopper-paid-count'] === 3);
      // The line dies; the motor goes on for two more coins.
      hopper.faults.unplugged = true;
      hopper.tick(1);
      hopper.tick(1);
      await until('HOPPER FAULT', () => on().view().tilts.some((t) => t.code === 'hopper-fault' && t.actions.includes('handpay')), HOPPER_SILENT_FAULT_MS + 5000);
      await turnKey();
      expect(await on().handleIntent({ type: 'ATTENDANT_HANDPAY' })).toEqual({ ok: true });
      expect(meters()['handpaid-value']).toBe(140);
      expect(store.wallet().payoutRemainingCents).toBe(0);

      hopper.faults.unplugged = false;
      await until('the hopper stopped after the handpay', () => store.events({ kind: 'hopper-stopped-after-handpay' }).length === 1, 5000);
      await until('the runaway coins counted', () => meters()['hopper-extra-count'] === 2, 5000);
      for (let i = 0; i < 20; i += 1) {
        hopper.tick(1);
        await on().pollDevices().catch(() => undefined);
      }
      expect(hopper.coinsOut).toBe(5);
      expect(meters()['hopper-paid-count']).toBe(3);
      expect(meters()['hopper-extra-count']).toBe(2);
      expect(store.checkAccounting()).toEqual({ ok: true });
    });
  });
});
