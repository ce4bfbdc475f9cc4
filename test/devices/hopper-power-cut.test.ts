/**
 * A COLLECT of 120 coins cut by a power loss after 40 coins, on the real serial path: the
 * cabinet in a child process on one end of a socat PTY, the emulated hopper, coin acceptor and
 * bill validator on the other. The hopper motor is stepped by the test, so the cut lands exactly
 * after the 40th coin. After power-up the cabinet must stop whatever the hopper is still doing,
 * take the coins out from the lifetime dispense counter (ccTalk 168), and ask for exactly the
 * rest — never the whole payout again.
 */
import { Header } from '../../hardware/cctalk/headers';
import type { EventEntry } from '../../main/store/store-types';
import { dispenseKey, lifetimeKey, testPayoutKey } from '../../main/cabinet/hopper-payout';
import { CabinetChild, PowerCutBench } from '../power-cut/cabinet-bench';
import { sleep, waitFor } from '../power-cut/wait';

const COIN_CENTS = 20;
const COLLECT_COINS = 120;
const CUT_AFTER = 40;
/** Position 5 is the 2 € coin in the default coin table. */
const TWO_EURO_POSITION = 5;
const TWO_EURO_CENTS = 200;

/** One motor step every few ms, as long as `running` says; a failure shows the cabinet's log. */
async function runMotor(bench: PowerCutBench, until: () => boolean | Promise<boolean>, what: string, cabinet?: CabinetChild): Promise<void> {
  const hopper = bench.emulators.hopper;
  await waitFor(what, async () => {
    if (await until()) return true;
    hopper.tick(1);
    return false;
  }, {
    everyMs: 5,
    detail: async () =>
      `${hopper.coinsOut} coins out, hopper ${hopper.paying ? 'paying' : 'idle'}${cabinet ? `; the cabinet: ${JSON.stringify(await cabinet.state())}; its log:\n${cabinet.logTail}` : ''}`,
  });
}

/** A player drops 2 € coins until the credit pays COLLECT_COINS hopper coins. */
async function creditForCollect(bench: PowerCutBench, cabinet: CabinetChild): Promise<void> {
  const acceptor = bench.emulators.coinAcceptor;
  const target = COLLECT_COINS * COIN_CENTS;
  for (let inserted = 0; inserted < target; inserted += TWO_EURO_CENTS) {
    // Never more than five events the cabinet has not read: the acceptor's buffer holds five.
    // A coin that comes back (the acceptor is still being set up) is simply dropped in again.
    await waitFor('the coin acceptor to take a 2 € coin', () => acceptor.unreadSinceProcessed() <= 4 && acceptor.insertCoin(TWO_EURO_POSITION) === 'accepted', {
      detail: () => `${inserted} c in, acceptor ${acceptor.masterAccepting ? 'accepting' : 'inhibited'}, ${acceptor.unreadSinceProcessed()} events unread; the cabinet's log:\n${cabinet.logTail}`,
    });
  }
  await waitFor(`a credit of ${target} c`, async () => (await cabinet.state()).creditsCents === target, { everyMs: 20 });
}

/** Powers the cabinet up again and resolves once it has stopped the hopper (ccTalk 172) at power-up. */
async function powerUpAndStopHopper(bench: PowerCutBench, booted: (child: CabinetChild) => void): Promise<CabinetChild> {
  const stopped = new Promise<void>((resolve) => {
    const off = bench.emulators.hopper.onReply(({ header }) => {
      if (header !== Header.EMERGENCY_STOP) return;
      off();
      resolve();
    });
  });
  const child = bench.boot('idle');
  // Handed over at once, so the test's clean-up kills it even if it never settles.
  booted(child);
  await child.ready;
  await stopped;
  return child;
}

function dispenseEvents(events: readonly EventEntry[]): { asked: number[]; ends: Record<string, unknown>[] } {
  const oldestFirst = [...events].reverse();
  return {
    asked: oldestFirst.filter((e) => e.kind === 'hopper-dispense').map((e) => (e.detail as { coins: number }).coins),
    ends: oldestFirst.filter((e) => e.kind === 'hopper-dispense-end').map((e) => e.detail as Record<string, unknown>),
  };
}

describe('a hopper payout cut by a power loss, on a PTY', () => {
  let bench: PowerCutBench;
  let cabinet: CabinetChild | null = null;

  beforeEach(async () => {
    bench = await PowerCutBench.start({ seed: 4040, hopperMotor: false, coinsInTube: 1000 });
  });

  afterEach(async () => {
    await cabinet?.kill();
    cabinet = null;
    await bench.stop();
  });

  /**
   * Boots, credits, presses COLLECT and steps the motor to the 40th coin, then cuts the power.
   * `afterCut` runs while the cabinet is dead (the hopper's own fate); then the cabinet boots
   * again and the motor runs until the payout is over.
   */
  async function collectCutAndRecover(afterCut: () => Promise<void> | void): Promise<void> {
    const hopper = bench.emulators.hopper;
    cabinet = bench.boot('idle');
    await cabinet.ready;
    await creditForCollect(bench, cabinet);
    expect(await cabinet.press({ type: 'COLLECT' })).toEqual({ ok: true });
    await runMotor(bench, () => hopper.coinsOut >= CUT_AFTER, `${CUT_AFTER} coins out`, cabinet);
    await cabinet.kill();
    expect(hopper.coinsOut).toBe(CUT_AFTER);
    await afterCut();

    // The motor stays still until the new cabinet has stopped the hopper (header 172), so the
    // coins out at the settling are exactly the ones the test let out.
    const live = await powerUpAndStopHopper(bench, (child) => (cabinet = child));
    await runMotor(
      bench,
      async () => {
        const state = await live.state();
        return state.payoutRemainingCents === 0 && !state.dispensing;
      },
      'the payout to end',
    );
    // Nothing more leaves, however long the motor turns: the cabinet asked for exactly the rest.
    for (let step = 0; step < 50; step += 1) hopper.tick(1);
    await sleep(200);
    expect(await live.state()).toMatchObject({ creditsCents: 0, payoutRemainingCents: 0, dispensing: false, tilts: [] });
    await live.kill();
    cabinet = null;
  }

  function books(): { paid: number; value: number; extra: number; lifetime: number | null; record: unknown; events: EventEntry[]; ok: boolean } {
    return bench.withStore((store) => {
      const meters = store.meters('cabinet');
      return {
        paid: meters['hopper-paid-count'],
        value: meters['hopper-paid-value'],
        extra: meters['hopper-extra-count'],
        lifetime: store.deviceCounter(lifetimeKey(bench.config.hopper.deviceId)),
        record: store.getSetting(dispenseKey(bench.config.hopper.deviceId)) ?? null,
        events: store.events(),
        ok: store.checkAccounting().ok,
      };
    });
  }

  it(
    'the whole cabinet loses power: the hopper stops with the cabinet, 40 coins are settled and exactly 80 more are paid',
    async () => {
      const hopper = bench.emulators.hopper;
      // The hopper's power goes with the cabinet's: its payout stops where it is.
      await collectCutAndRecover(() => hopper.powerCycle());

      expect(hopper.coinsOut).toBe(COLLECT_COINS);
      const after = books();
      expect(after).toMatchObject({ paid: COLLECT_COINS, value: COLLECT_COINS * COIN_CENTS, extra: 0, lifetime: COLLECT_COINS, record: null, ok: true });
      const { asked, ends } = dispenseEvents(after.events);
      expect(asked).toEqual([COLLECT_COINS, COLLECT_COINS - CUT_AFTER]);
      expect(ends).toEqual([
        expect.objectContaining({ asked: COLLECT_COINS, paid: CUT_AFTER, end: 'settled-after-power-up' }),
        expect.objectContaining({ asked: COLLECT_COINS - CUT_AFTER, paid: COLLECT_COINS - CUT_AFTER, end: 'finished', reason: null }),
      ]);
    },
    120_000,
  );

  it(
    'only the cabinet computer dies: the coins the hopper pays while it is down are counted too, and only the rest is asked for',
    async () => {
      const hopper = bench.emulators.hopper;
      const whileDown = 25;
      // The hopper has its own power: it goes on paying the dispense the dead cabinet asked for.
      await collectCutAndRecover(() => {
        expect(hopper.paying).toBe(true);
        expect(hopper.tick(whileDown)).toBe(whileDown);
      });

      expect(hopper.coinsOut).toBe(COLLECT_COINS);
      const after = books();
      expect(after).toMatchObject({ paid: COLLECT_COINS, value: COLLECT_COINS * COIN_CENTS, extra: 0, lifetime: COLLECT_COINS, record: null, ok: true });
      const { asked, ends } = dispenseEvents(after.events);
      expect(asked).toEqual([COLLECT_COINS, COLLECT_COINS - CUT_AFTER - whileDown]);
      expect(ends[0]).toEqual(expect.objectContaining({ asked: COLLECT_COINS, paid: CUT_AFTER + whileDown, end: 'settled-after-power-up' }));
    },
    120_000,
  );
});

/**
 * A technician's TEST payout of 60 coins (service menu, Diagnostics) cut after 20 coins. Its
 * coins are owed to nobody, so after power-up the cabinet counts what left (header 168) onto the
 * test meters only and cancels the rest: the technician who asked may be gone, and coins
 * nobody waits for must not keep falling out of a cabinet that just came back.
 */
describe("a technician's hopper test payout cut by a power loss, on a PTY", () => {
  const TEST_COINS = 60;
  const TEST_CUT_AFTER = 20;
  let bench: PowerCutBench;
  let cabinet: CabinetChild | null = null;

  beforeEach(async () => {
    // The attendant's key is on the I/O board: this bench plugs it in on its own PTY.
    bench = await PowerCutBench.start({ seed: 5050, hopperMotor: false, coinsInTube: 1000, ioBoard: true });
  });

  afterEach(async () => {
    await cabinet?.kill();
    cabinet = null;
    await bench.stop();
  });

  /** Key on, SERVICE, the factory technician PIN and the new one it must be changed to. */
  async function signInAsTechnician(live: CabinetChild): Promise<void> {
    bench.emulators.ioBoard.setSwitch('key', true);
    await waitFor('the cabinet to see the key turned', async () => (await live.state()).keyOn, { everyMs: 20, timeoutMs: 20_000 });
    expect(await live.press({ type: 'SERVICE_ENTER' })).toEqual({ ok: true });
    expect(await live.press({ type: 'SERVICE_PIN', role: 'technician', pin: '2222' })).toEqual({ ok: true });
    expect(await live.press({ type: 'SERVICE_NEW_PIN', pin: '5182' })).toEqual({ ok: true });
  }

  /**
   * Boots, signs in, asks for the test payout and steps the motor to the 20th coin, then cuts the
   * power. `afterCut` runs while the cabinet is dead; then it boots again and the test is settled.
   */
  async function testPayoutCutAndRecover(afterCut: () => void): Promise<void> {
    const hopper = bench.emulators.hopper;
    cabinet = bench.boot('idle');
    await cabinet.ready;
    const first = cabinet;
    await signInAsTechnician(first);
    expect(await first.press({ type: 'SERVICE_TEST_HOPPER', coins: TEST_COINS })).toEqual({ ok: true });
    expect((await first.state()).testPayout).toEqual({ requested: TEST_COINS, paid: 0 });
    await runMotor(bench, () => hopper.coinsOut >= TEST_CUT_AFTER, `${TEST_CUT_AFTER} test coins out`, first);
    await first.kill();
    expect(hopper.coinsOut).toBe(TEST_CUT_AFTER);
    afterCut();

    const live = await powerUpAndStopHopper(bench, (child) => (cabinet = child));
    await waitFor('the test payout settled', async () => {
      const state = await live.state();
      return state.testPayout === null && !state.dispensing;
    }, { everyMs: 20, timeoutMs: 20_000 });
    // Cancelled means cancelled: nothing more leaves, however long the motor turns.
    const settledOut = hopper.coinsOut;
    for (let step = 0; step < 100; step += 1) hopper.tick(1);
    await sleep(300);
    expect(hopper.coinsOut).toBe(settledOut);
    expect(hopper.paying).toBe(false);
    expect(await live.state()).toMatchObject({ creditsCents: 0, payoutRemainingCents: 0, dispensing: false, testPayout: null, tilts: [] });
    await live.kill();
    cabinet = null;
  }

  function testBooks(): Record<string, unknown> {
    return bench.withStore((store) => {
      const meters = store.meters('cabinet');
      const wallet = store.wallet();
      const hopperId = bench.config.hopper.deviceId;
      return {
        testCount: meters['test-payout-count'],
        testValue: meters['test-payout-value'],
        paid: meters['hopper-paid-count'],
        extra: meters['hopper-extra-count'],
        credits: wallet.creditsCents,
        payoutRemaining: wallet.payoutRemainingCents,
        lifetime: store.deviceCounter(lifetimeKey(hopperId)),
        record: store.getSetting(dispenseKey(hopperId)) ?? null,
        test: store.getSetting(testPayoutKey(hopperId)) ?? null,
        ok: store.checkAccounting().ok,
        ends: store
          .events()
          .filter((e) => e.kind === 'hopper-test-payout-end')
          .map((e) => e.detail),
      };
    });
  }

  it(
    'the whole cabinet loses power: the 20 test coins out go on the test meters, the other 40 are cancelled',
    async () => {
      const hopper = bench.emulators.hopper;
      await testPayoutCutAndRecover(() => hopper.powerCycle());

      expect(hopper.coinsOut).toBe(TEST_CUT_AFTER);
      expect(testBooks()).toEqual({
        testCount: TEST_CUT_AFTER,
        testValue: TEST_CUT_AFTER * COIN_CENTS,
        paid: 0,
        extra: 0,
        credits: 0,
        payoutRemaining: 0,
        lifetime: TEST_CUT_AFTER,
        record: null,
        test: null,
        ok: true,
        ends: [expect.objectContaining({ requested: TEST_COINS, paid: TEST_CUT_AFTER, result: 'cancelled by a power cut' })],
      });
    },
    120_000,
  );

  it(
    'only the cabinet computer dies: the 10 coins the hopper pays while it is down are test coins too, the rest is cancelled',
    async () => {
      const hopper = bench.emulators.hopper;
      const whileDown = 10;
      await testPayoutCutAndRecover(() => {
        expect(hopper.paying).toBe(true);
        expect(hopper.tick(whileDown)).toBe(whileDown);
      });

      const out = TEST_CUT_AFTER + whileDown;
      expect(hopper.coinsOut).toBe(out);
      expect(testBooks()).toEqual({
        testCount: out,
        testValue: out * COIN_CENTS,
        paid: 0,
        extra: 0,
        credits: 0,
        payoutRemaining: 0,
        lifetime: out,
        record: null,
        test: null,
        ok: true,
        ends: [expect.objectContaining({ requested: TEST_COINS, paid: out, result: 'cancelled by a power cut' })],
      });
    },
    120_000,
  );
});

/**
 * A COLLECT of 120 coins whose hopper goes silent after 40 coins while its motor runs on for 5
 * more (a cut line, not a dead motor): after 3 s HOPPER FAULT offers the attendant a handpay of
 * the 80 coins the cabinet knows to be unpaid. The power is cut right after the handpay commits,
 * the hopper lets out 3 more coins while the cabinet is dead, and the line comes back. At power-up
 * the cabinet stops the hopper before anything else, counts the 8 coins nobody was owed as extra
 * (runaway), and pays nothing more: the player got 40 coins and 80 coins' worth by hand, once.
 */
describe('a handpay for a silent hopper cut by a power loss, on a PTY', () => {
  let bench: PowerCutBench;
  let cabinet: CabinetChild | null = null;

  beforeEach(async () => {
    bench = await PowerCutBench.start({ seed: 6060, hopperMotor: false, coinsInTube: 1000, ioBoard: true });
  });

  afterEach(async () => {
    await cabinet?.kill();
    cabinet = null;
    await bench.stop();
  });

  it(
    'settles the handpay once, stops the hopper at power-up and meters the coins it let out as extra',
    async () => {
      const hopper = bench.emulators.hopper;
      cabinet = bench.boot('idle');
      const first = cabinet;
      await first.ready;
      await creditForCollect(bench, first);
      expect(await first.press({ type: 'COLLECT' })).toEqual({ ok: true });
      await runMotor(bench, () => hopper.coinsOut >= CUT_AFTER, `${CUT_AFTER} coins out`, cabinet);
      await waitFor('40 coins on the meters', () => bench.withStore((store) => store.meters('cabinet')['hopper-paid-count'] === CUT_AFTER), { everyMs: 20 });
      hopper.faults.unplugged = true;
      expect(hopper.tick(5)).toBe(5);
      await waitFor('HOPPER FAULT', async () => (await first.state()).tilts.some((t) => t.startsWith('hopper-fault')), { everyMs: 50, timeoutMs: 20_000 });
      bench.emulators.ioBoard.setSwitch('key', true);
      await waitFor('the cabinet to see the key turned', async () => (await first.state()).keyOn, { everyMs: 20, timeoutMs: 20_000 });
      expect(await first.press({ type: 'ATTENDANT_HANDPAY' })).toEqual({ ok: true });
      await first.kill();
      cabinet = null;

      expect(hopper.tick(3)).toBe(3);
      hopper.faults.unplugged = false;
      const live = await powerUpAndStopHopper(bench, (child) => (cabinet = child));
      await waitFor('the runaway coins counted', () => bench.withStore((store) => store.meters('cabinet')['hopper-extra-count'] === 8), { everyMs: 20, timeoutMs: 20_000 });
      for (let step = 0; step < 50; step += 1) hopper.tick(1);
      await sleep(300);
      expect(hopper.coinsOut).toBe(CUT_AFTER + 8);
      const after = bench.withStore((store) => {
        const meters = store.meters('cabinet');
        return { paid: meters['hopper-paid-count'], extra: meters['hopper-extra-count'], handpaid: meters['handpaid-value'], wallet: store.wallet(), ok: store.checkAccounting().ok };
      });
      expect(after).toEqual({ paid: CUT_AFTER, extra: 8, handpaid: (COLLECT_COINS - CUT_AFTER) * COIN_CENTS, wallet: { creditsCents: 0, bonuses: 0, payoutRemainingCents: 0 }, ok: true });
      expect((await live.state()).tilts).toEqual([expect.stringMatching(/^hopper-runaway: 8 coins/)]);
      await live.kill();
      cabinet = null;
    },
    120_000,
  );
});
