import { CctalkBus } from '../cctalk/bus';
import { CctalkNoReplyError, type CctalkCommand, type CctalkCommander } from '../cctalk/commander';
import { seededRandom } from '../cctalk/test-random';
import { MemoryBus } from '../serial/memory-bus';
import type { ByteLink } from '../serial/byte-link';
import { EmulatedCctalkHopper, type EmulatedCctalkHopperOptions } from '../emulators/cctalk/hopper';
import { CctalkHopper, HopperReplyError, NotAPayoutDeviceError, nextEventCounter } from './cctalk-hopper';
import { PayoutNotTakenError, PayoutOutcomeUnknownError } from './payout-device';

const DISPENSE = 167;
const STATUS = 166;

/**
 * The hopper's end of the cable, with a hand on it: it can swallow a command before the hopper
 * hears it, or the hopper's reply after the hopper acted. The rules get the header and how many
 * commands with that header have arrived so far (1 = the first).
 */
class TappedLine implements ByteLink {
  dropCommand: (header: number, arrival: number) => boolean = () => false;
  dropReply: (header: number, arrival: number) => boolean = () => false;
  /** Commands per header the hopper actually heard. */
  readonly heard = new Map<number, number>();
  private readonly arrivals = new Map<number, number>();
  private current: { header: number; arrival: number } | null = null;

  constructor(
    private readonly inner: ByteLink,
    private readonly address: number,
  ) {}

  get name(): string {
    return this.inner.name;
  }

  get isOpen(): boolean {
    return this.inner.isOpen;
  }

  write(bytes: Uint8Array): void {
    const current = this.current;
    if (current && this.dropReply(current.header, current.arrival)) return;
    this.inner.write(bytes);
  }

  onData(listener: (chunk: Uint8Array) => void): () => void {
    return this.inner.onData((chunk) => {
      // The memory bus carries one frame per write, so a chunk from the host is one whole command.
      if (chunk[0] === this.address && chunk[2] === 1 && chunk[3] !== undefined) {
        const header = chunk[3];
        const arrival = (this.arrivals.get(header) ?? 0) + 1;
        this.arrivals.set(header, arrival);
        if (this.dropCommand(header, arrival)) return;
        this.heard.set(header, (this.heard.get(header) ?? 0) + 1);
        this.current = { header, arrival };
      }
      listener(chunk);
    });
  }

  onClose(listener: (reason: string) => void): () => void {
    return this.inner.onClose(listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

function rig(options: Partial<EmulatedCctalkHopperOptions> = {}, seed = 1) {
  const r = seededRandom(seed);
  const random = (): number => r(1_000_000) / 1_000_000;
  const bus = new MemoryBus('hopper');
  const host = new CctalkBus(bus.attach('host'), { replyTimeoutMs: 50 });
  const hopper = new EmulatedCctalkHopper({ coinsInTube: 500, coinsPerSecond: 10, random, ...options });
  const line = new TappedLine(bus.attach('hopper'), hopper.address);
  hopper.attach(line);
  const driver = new CctalkHopper(host, { deviceId: 'hopper-1' });
  return { bus, host, hopper, line, driver, r };
}

/** Pays everything the hopper will pay, polling the status between motor steps as the cabinet does. */
async function runToEnd(hopper: EmulatedCctalkHopper, driver: CctalkHopper, stepsPerPoll = 3) {
  const seen: number[] = [];
  for (let polls = 0; polls < 1000; polls += 1) {
    hopper.tick(stepsPerPoll);
    const status = await driver.status();
    seen.push(status.paid);
    if (status.remaining === 0) return { status, seen };
  }
  throw new Error('the payout never ended');
}

/** A read the test itself needs, tried again while the line is noisy. */
async function persist<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 20 || !(error instanceof CctalkNoReplyError || error instanceof HopperReplyError)) throw error;
    }
  }
}

describe('CctalkHopper ↔ EmulatedCctalkHopper over a memory bus', () => {
  it('identifies a payout device and refuses anything else', async () => {
    const { driver } = rig({ identity: { serialNumber: 0x0a0b0c, manufacturer: 'ACME' } });
    expect(await driver.identify()).toEqual({ category: 'Payout', manufacturer: 'ACME', productCode: 'EMU-HOPPER', softwareRevision: 'emu-1.0', serialNumber: 0x0a0b0c });

    const wrong = rig({ identity: { category: 'Coin Acceptor' } });
    await expect(wrong.driver.identify()).rejects.toBeInstanceOf(NotAPayoutDeviceError);
  });

  it('enables and disables payouts, as test hopper reports', async () => {
    const { hopper, driver } = rig();
    expect((await driver.faults()).disabled).toBe(true);
    await driver.enable();
    expect(hopper.isEnabled).toBe(true);
    expect((await driver.faults()).disabled).toBe(false);
    await driver.disable();
    expect(hopper.isEnabled).toBe(false);
    await expect(driver.dispense(1)).rejects.toMatchObject({ name: 'PayoutNotTakenError', reason: 'refused' });
  });

  it('pays 50 coins, counted up to the end', async () => {
    const { hopper, driver } = rig({ lifetimeCount: 70_000 });
    await driver.enable();
    const before = await driver.lifetimeCount();
    expect(before).toBe(70_000);
    expect(await driver.dispense(50)).toEqual({ coins: 50, eventCounter: 1, attempts: 1 });
    const { status, seen } = await runToEnd(hopper, driver);
    expect(status).toEqual({ eventCounter: 1, remaining: 0, paid: 50, unpaid: 0 });
    // The paid count only ever grows while the coins leave.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await driver.lifetimeCount()).toBe(before + 50);
    expect(hopper.coinsOut).toBe(50);
    expect((await driver.faults()).payoutTimeout).toBe(false);
  });

  it('runs empty after 7 coins: paid 7, unpaid 43, payout timeout', async () => {
    const { hopper, driver } = rig({ coinsInTube: 7 });
    await driver.enable();
    await driver.dispense(50);
    const { status } = await runToEnd(hopper, driver);
    expect(status).toMatchObject({ remaining: 0, paid: 7, unpaid: 43 });
    const faults = await driver.faults();
    expect(faults.payoutTimeout).toBe(true);
    expect(faults.jammed).toBe(false);
    expect(hopper.coinsOut).toBe(7);
  });

  it('jams after 3 coins: paid 3, unpaid 7, jam flag; refused until reset and enabled again', async () => {
    const { hopper, driver } = rig();
    await driver.enable();
    hopper.jamAfter(3);
    await driver.dispense(10);
    const { status } = await runToEnd(hopper, driver);
    expect(status).toMatchObject({ remaining: 0, paid: 3, unpaid: 7 });
    const faults = await driver.faults();
    expect(faults).toMatchObject({ jammed: true, exitBlocked: true, blocksPayout: true, payoutTimeout: false });
    await expect(driver.dispense(7)).rejects.toMatchObject({ name: 'PayoutNotTakenError', reason: 'refused' });
    await driver.reset();
    await driver.enable();
    expect((await driver.faults()).jammed).toBe(false);
    await driver.dispense(7);
    expect((await runToEnd(hopper, driver)).status).toMatchObject({ paid: 7, unpaid: 0 });
    expect(hopper.coinsOut).toBe(10);
  });

  it('runaway: the dispense count grows by more than the payout paid', async () => {
    const { hopper, driver } = rig();
    await driver.enable();
    const before = await driver.lifetimeCount();
    await driver.dispense(5);
    hopper.runaway(2);
    const { status } = await runToEnd(hopper, driver, 10);
    expect(status.paid).toBe(5);
    const after = await driver.lifetimeCount();
    expect(after - before).toBe(7);
    expect(after - before).toBeGreaterThan(status.paid);
    expect(hopper.coinsOut).toBe(after - before);
  });

  it('power cut mid-payout: settled from the dispense count, which equals the coins physically out', async () => {
    const { hopper, driver } = rig({ lifetimeCount: 12_345 });
    await driver.enable();
    const before = await driver.lifetimeCount(); // the cabinet stores this with the payout
    await driver.dispense(20);
    hopper.tick(4);
    await driver.status();
    hopper.tick(2);
    hopper.powerCycle();
    const after = await driver.lifetimeCount();
    expect(after - before).toBe(6);
    expect(after - before).toBe(hopper.coinsOut);
    expect(await driver.status()).toEqual({ eventCounter: 0, remaining: 0, paid: 6, unpaid: 14 });
    expect(await driver.faults()).toMatchObject({ powerUp: true, disabled: true });
    // Back from power-up the hopper needs enabling: nothing is paid until the cabinet does.
    await expect(driver.dispense(14)).rejects.toBeInstanceOf(PayoutNotTakenError);
    await driver.enable();
    await driver.dispense(14);
    await runToEnd(hopper, driver);
    expect(hopper.coinsOut).toBe(20);
  });

  it('emergency stop returns the unpaid coins and leaves the hopper disabled, even when its reply is lost', async () => {
    const { hopper, driver, line } = rig();
    await driver.enable();
    await driver.dispense(12);
    hopper.tick(5);
    expect(await driver.emergencyStop()).toBe(7);
    expect(hopper.isEnabled).toBe(false);
    expect(hopper.tick(7)).toBe(0);

    await driver.enable();
    await driver.dispense(9);
    hopper.tick(2);
    line.dropReply = (header) => header === 172;
    expect(await driver.emergencyStop()).toBe(7);
    expect(line.heard.get(172)).toBe(2);
    expect(hopper.coinsOut).toBe(7);
  });

  it('rejects a dispense outside 1..255 coins without sending anything', async () => {
    const { driver, line } = rig();
    await driver.enable();
    for (const coins of [0, -1, 256, 2.5]) await expect(driver.dispense(coins)).rejects.toThrow(RangeError);
    expect(line.heard.get(DISPENSE)).toBeUndefined();
  });
});

describe('CctalkHopper never dispenses blind', () => {
  /** Makes every payout finish the moment the hopper takes it, so a repeated 167 would pay again. */
  const payAtOnce = (hopper: EmulatedCctalkHopper): void => {
    hopper.onReply((log) => {
      if (log.header === DISPENSE) hopper.tick(255);
    });
  };

  it('a repeating bus would pay twice here (the control case)', async () => {
    const { host, hopper, line } = rig();
    payAtOnce(hopper);
    await host.send({ address: 3, header: 164, data: [0xa5] });
    line.dropReply = (header, arrival) => header === DISPENSE && arrival === 1;
    await host.send({ address: 3, header: DISPENSE, data: [10] });
    expect(hopper.coinsOut).toBe(20);
  });

  it('the dispense reply is lost: the counter moved, the driver does not send again, the coins leave once', async () => {
    const { hopper, driver, line } = rig();
    payAtOnce(hopper);
    await driver.enable();
    line.dropReply = (header, arrival) => header === DISPENSE && arrival === 1;
    expect(await driver.dispense(10)).toEqual({ coins: 10, eventCounter: 1, attempts: 1 });
    expect(line.heard.get(DISPENSE)).toBe(1);
    expect(hopper.coinsOut).toBe(10);
    expect(await driver.status()).toMatchObject({ remaining: 0, paid: 10 });
  });

  it('the dispense command is lost: the counter did not move, it is sent once more and pays once', async () => {
    const { hopper, driver, line } = rig();
    payAtOnce(hopper);
    await driver.enable();
    line.dropCommand = (header, arrival) => header === DISPENSE && arrival === 1;
    expect(await driver.dispense(10)).toEqual({ coins: 10, eventCounter: 1, attempts: 2 });
    expect(line.heard.get(DISPENSE)).toBe(1);
    expect(hopper.coinsOut).toBe(10);
  });

  it('the second command is heard but its reply lost: taken on the second attempt, paid once', async () => {
    const { hopper, driver, line } = rig();
    payAtOnce(hopper);
    await driver.enable();
    line.dropCommand = (header, arrival) => header === DISPENSE && arrival === 1;
    line.dropReply = (header) => header === DISPENSE;
    expect(await driver.dispense(4)).toEqual({ coins: 4, eventCounter: 1, attempts: 2 });
    expect(hopper.coinsOut).toBe(4);
  });

  it('both commands go unheard: not taken, nothing paid, and the error says so', async () => {
    const { hopper, driver, line } = rig();
    await driver.enable();
    line.dropCommand = (header) => header === DISPENSE;
    const error = await driver.dispense(10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayoutNotTakenError);
    expect(error).toMatchObject({ reason: 'no-reply', coins: 10 });
    expect(hopper.coinsOut).toBe(0);
    expect(hopper.paying).toBe(false);
  });

  it('reply lost and the status unreadable: outcome unknown, settled from the dispense count', async () => {
    const { hopper, driver, line } = rig();
    payAtOnce(hopper);
    await driver.enable();
    const before = await driver.lifetimeCount();
    line.dropReply = (header, arrival) => header === DISPENSE || (header === STATUS && arrival > 1);
    const error = await driver.dispense(6).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayoutOutcomeUnknownError);
    expect((error as Error).message).toMatch(/settle from the lifetime dispense count/);
    expect(line.heard.get(DISPENSE)).toBe(1);
    line.dropReply = () => false;
    expect((await driver.lifetimeCount()) - before).toBe(hopper.coinsOut);
    expect(hopper.coinsOut).toBe(6);
  }, 30_000);

  it('the hopper loses power right after taking the dispense (counter back to 0 = before): unknown, not re-sent', async () => {
    const { hopper, driver, line } = rig();
    hopper.onReply((log) => {
      if (log.header === DISPENSE && log.fate === 'sent') {
        hopper.tick(4);
        hopper.powerCycle();
      }
    });
    await driver.enable();
    const before = await driver.lifetimeCount();
    line.dropReply = (header) => header === DISPENSE;
    await expect(driver.dispense(10)).rejects.toBeInstanceOf(PayoutOutcomeUnknownError);
    expect(line.heard.get(DISPENSE)).toBe(1);
    expect((await driver.lifetimeCount()) - before).toBe(4);
    expect(hopper.coinsOut).toBe(4);
  });

  it('200 payouts with 5 % lost and 5 % corrupted replies: no coin paid twice, the dispense count is the sum of paid', async () => {
    const { hopper, driver, r } = rig({ coinsInTube: 100_000, lifetimeCount: 1_000 }, 20_240_605);
    payAtOnce(hopper);
    let spoiledDispenseReplies = 0;
    hopper.onReply((log) => {
      if (log.header === DISPENSE && log.fate !== 'sent') spoiledDispenseReplies += 1;
    });
    await driver.enable();
    hopper.faults.lostReplyRate = 0.05;
    hopper.faults.corruptReplyRate = 0.05;
    const startCount = hopper.lifetimeCount;
    let paidTotal = 0;
    const outcomes = { taken: 0, notTaken: 0, unknown: 0, resent: 0 };
    for (let payouts = 0; payouts < 200; ) {
      const coins = 1 + r(40);
      const lifetimeBefore = await persist(() => driver.lifetimeCount());
      const outBefore = hopper.coinsOut;
      let paid: number;
      try {
        const receipt = await driver.dispense(coins);
        if (receipt.attempts > 1) outcomes.resent += 1;
        const status = await persist(() => driver.status());
        expect(status).toMatchObject({ eventCounter: receipt.eventCounter, remaining: 0, unpaid: 0 });
        paid = status.paid;
        outcomes.taken += 1;
      } catch (error) {
        if (error instanceof PayoutNotTakenError) {
          paid = 0;
          outcomes.notTaken += 1;
        } else if (error instanceof PayoutOutcomeUnknownError) {
          paid = (await persist(() => driver.lifetimeCount())) - lifetimeBefore;
          outcomes.unknown += 1;
        } else {
          throw error;
        }
      }
      // What the driver's answer says was paid is what physically left, and never twice.
      expect(hopper.coinsOut - outBefore).toBe(paid);
      expect([0, coins]).toContain(paid);
      paidTotal += paid;
      if (paid > 0) payouts += 1; // a payout not taken is tried again, as the cabinet does
    }
    expect(hopper.lifetimeCount - startCount).toBe(paidTotal);
    expect(hopper.coinsOut).toBe(paidTotal);
    expect(outcomes.taken).toBeGreaterThanOrEqual(190);
    // The line really did spoil dispense replies, so the no-blind-retry path was exercised.
    expect(spoiledDispenseReplies).toBeGreaterThan(5);
  }, 120_000);
});

describe('CctalkHopper against a scripted commander', () => {
  /** Answers from a script: a function per header, or an error to throw. */
  class Script implements CctalkCommander {
    readonly sent: CctalkCommand[] = [];
    constructor(private readonly answer: (command: CctalkCommand, nth: number) => number[]) {}
    async send(command: CctalkCommand): Promise<number[]> {
      this.sent.push(command);
      return this.answer(command, this.sent.filter((c) => c.header === command.header).length);
    }
  }

  it('sends 167 with retry:false and the reads with the bus retries', async () => {
    const script = new Script((c) => (c.header === 166 ? [4, 0, 0, 0] : c.header === 168 ? [0, 0, 0] : [5]));
    const driver = new CctalkHopper(script, { deviceId: 'h', address: 9 });
    expect(await driver.dispense(3)).toEqual({ coins: 3, eventCounter: 5, attempts: 1 });
    expect(script.sent.map((c) => [c.address, c.header, c.retry])).toEqual([
      [9, 166, undefined],
      [9, 168, undefined],
      [9, 167, false],
    ]);
    expect(script.sent[2]?.data).toEqual([3]);
  });

  it('treats a dispense reply of the wrong shape as no reply and asks the counter', async () => {
    // A late 4-byte status reply taken for the 167 reply must not be read as an event counter.
    const script = new Script((c, nth) => (c.header === 166 ? [nth === 1 ? 255 : 1, 0, 0, 0] : c.header === 168 ? [1, 0, 0] : [255, 0, 0, 0]));
    const driver = new CctalkHopper(script, { deviceId: 'h' });
    expect(await driver.dispense(2)).toEqual({ coins: 2, eventCounter: 1, attempts: 1 });
    expect(nextEventCounter(255)).toBe(1);
  });

  it('asks a malformed status again, then gives up with a clear error', async () => {
    let statusAsks = 0;
    const flaky = new Script(() => {
      statusAsks += 1;
      return statusAsks === 1 ? [1, 2] : [7, 1, 2, 3];
    });
    expect(await new CctalkHopper(flaky, { deviceId: 'h' }).status()).toEqual({ eventCounter: 7, remaining: 1, paid: 2, unpaid: 3 });
    const broken = new CctalkHopper(new Script(() => [1]), { deviceId: 'h' });
    await expect(broken.status()).rejects.toThrow(/h answered header 166 with \[1\], expected 4 bytes/);
  });

  it('reads the 24-bit dispense count LSB first', async () => {
    const driver = new CctalkHopper(new Script(() => [0xff, 0xff, 0xff]), { deviceId: 'h' });
    expect(await driver.lifetimeCount()).toBe(16_777_215);
  });
});
