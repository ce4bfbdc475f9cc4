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
import { dispenseKey, lifetimeKey } from '../../main/cabinet/hopper-payout';
import { CabinetChild, PowerCutBench } from '../power-cut/cabinet-bench';
import { sleep, waitFor } from '../power-cut/wait';

const COIN_CENTS = 20;
const COLLECT_COINS = 120;
const CUT_AFTER = 40;
/** Position 5 is the 2 € coin in the default coin table. */
const TWO_EURO_POSITION = 5;
const TWO_EURO_CENTS = 200;

/** One motor step every few ms, as long as `running` says. */
async function runMotor(bench: PowerCutBench, until: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const hopper = bench.emulators.hopper;
  await waitFor(what, async () => {
    if (await until()) return true;
    hopper.tick(1);
    return false;
  }, { everyMs: 5, detail: () => `${hopper.coinsOut} coins out, hopper ${hopper.paying ? 'paying' : 'idle'}` });
}

/** A player drops 2 € coins until the credit pays COLLECT_COINS hopper coins. */
async function creditForCollect(bench: PowerCutBench, cabinet: CabinetChild): Promise<void> {
  const acceptor = bench.emulators.coinAcceptor;
  const target = COLLECT_COINS * COIN_CENTS;
  for (let inserted = 0; inserted < target; inserted += TWO_EURO_CENTS) {
    // Never more than five events the cabinet has not read: the acceptor's buffer holds five.
    // A coin that comes back (the acceptor is still being set up) is simply dropped in again.
    await waitFor('the coin acceptor to take a 2 € coin', () => acceptor.unreadSinceProcessed() <= 4 && acceptor.insertCoin(TWO_EURO_POSITION) === 'accepted');
  }
  await waitFor(`a credit of ${target} c`, async () => (await cabinet.state()).creditsCents === target, { everyMs: 20 });
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
    await runMotor(bench, () => hopper.coinsOut >= CUT_AFTER, `${CUT_AFTER} coins out`);
    await cabinet.kill();
    expect(hopper.coinsOut).toBe(CUT_AFTER);
    await afterCut();

    // The motor stays still until the new cabinet has stopped the hopper (header 172), so the
    // coins out at the settling are exactly the ones the test let out.
    const stopped = new Promise<void>((resolve) => {
      const off = hopper.onReply(({ header }) => {
        if (header !== Header.EMERGENCY_STOP) return;
        off();
        resolve();
      });
    });
    cabinet = bench.boot('idle');
    await cabinet.ready;
    const live = cabinet;
    await stopped;
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
