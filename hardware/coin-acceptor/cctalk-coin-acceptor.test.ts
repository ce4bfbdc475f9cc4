import { CctalkCoinAcceptor, NotACoinAcceptorError } from './cctalk-coin-acceptor';
import type { BufferedCredit } from './coin-acceptor-link';
import { readCounter } from './event-counter';
import { CctalkBus } from '../cctalk/bus';
import { CctalkLinkClosedError, CctalkNoReplyError, CctalkRefusedError, type CctalkCommand, type CctalkCommander } from '../cctalk/commander';
import { CctalkFrameError } from '../cctalk/frame-error';
import { Header } from '../cctalk/headers';
import { seededRandom } from '../cctalk/test-random';
import { EmulatedCctalkCoinAcceptor, type EmulatedCoinAcceptorOptions } from '../emulators/cctalk/coin-acceptor';
import { MemoryBus } from '../serial/memory-bus';

const COINS = [
  { position: 1, id: 'EU010A' },
  { position: 2, id: 'EU020A' },
  { position: 3, id: 'EU050A' },
  { position: 4, id: 'EU100A' },
  { position: 5, id: 'EU200A' },
];

/** Driver ↔ emulator over a one-wire memory bus (echo on both ends, as on the cabinet). */
function rig(options: Partial<EmulatedCoinAcceptorOptions> = {}, replyTimeoutMs = 100) {
  const bus = new MemoryBus('coins');
  const host = new CctalkBus(bus.attach('host'), { replyTimeoutMs });
  const device = new EmulatedCctalkCoinAcceptor({ coins: COINS, random: () => 0.5, ...options });
  device.attach(bus.attach('device'));
  const driver = new CctalkCoinAcceptor(host, { deviceId: 'coin-acceptor' });
  const headers: number[] = [];
  device.onReply((log) => headers.push(log.header));
  return { host, device, driver, headers };
}

/** A commander that answers from a script, for replies a healthy device never sends. */
function scripted(answer: (command: CctalkCommand) => number[] | Error): CctalkCommander & { sent: CctalkCommand[] } {
  const sent: CctalkCommand[] = [];
  return {
    sent,
    async send(command) {
      sent.push(command);
      const reply = answer(command);
      if (reply instanceof Error) throw reply;
      return reply;
    },
  };
}

describe('CctalkCoinAcceptor against the emulated acceptor', () => {
  it('identifies the device and the coins it is programmed for', async () => {
    const { driver } = rig();
    const identity = await driver.identify();
    expect(identity).toEqual({
      category: 'Coin Acceptor',
      manufacturer: 'EMU',
      productCode: 'CA-EMU',
      serialNumber: 12_345_678,
      coinIds: new Map([
        [1, 'EU010A'],
        [2, 'EU020A'],
        [3, 'EU050A'],
        [4, 'EU100A'],
        [5, 'EU200A'],
      ]),
    });
  });

  it('refuses a device that is not a coin acceptor before touching its coins', async () => {
    const { driver, headers } = rig({ identity: { category: 'Payout' } });
    await expect(driver.identify()).rejects.toThrow(NotACoinAcceptorError);
    await expect(driver.identify()).rejects.toThrow(/address 2 is a "Payout", not a "Coin Acceptor"/);
    expect(headers.filter((h) => h !== Header.REQUEST_EQUIPMENT_CATEGORY_ID)).toEqual([]);
  });

  it('credits an enabled coin once the master inhibit is released', async () => {
    const { device, driver } = rig();
    await driver.enableCoins([1, 4]);
    await driver.setMasterInhibit(true);
    const baseline = await driver.readBufferedCredit();
    expect(device.insertCoin(4)).toBe('accepted');
    const reply = await driver.readBufferedCredit();
    expect(reply.counter).toBe(1);
    expect(reply.events).toEqual([
      [4, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(readCounter(baseline.counter, reply)).toEqual({ kind: 'events', events: [[4, 1]] });
  });

  it('enables exactly the listed positions: others come back with their inhibited code', async () => {
    const { device, driver } = rig();
    await driver.enableCoins([1, 4]);
    await driver.setMasterInhibit(true);
    expect(device.insertCoin(2)).toBe('returned');
    expect((await driver.readBufferedCredit()).events[0]).toEqual([0, 129]);
  });

  it('never credits a coin inserted while master-inhibited', async () => {
    const { device, driver } = rig();
    await driver.enableCoins([1, 2, 3, 4, 5]);
    await driver.setMasterInhibit(true);
    const before = await driver.readBufferedCredit();
    await driver.setMasterInhibit(false);
    expect(device.insertCoin(3)).toBe('returned');
    const after = await driver.readBufferedCredit();
    const reading = readCounter(before.counter, after);
    expect(reading).toEqual({ kind: 'events', events: [[0, 2]] });
    expect(device.acceptedCoins.count).toBe(0);
  });

  it('sees a reset device as counter 0, which the counter logic reports as a device reset', async () => {
    const { host, device, driver } = rig();
    await driver.enableCoins([1]);
    await driver.setMasterInhibit(true);
    device.insertCoin(1);
    device.insertCoin(1);
    const before = await driver.readBufferedCredit();
    expect(before.counter).toBe(2);
    await host.send({ address: 2, header: Header.RESET_DEVICE });
    const after = await driver.readBufferedCredit();
    expect(after).toEqual({ counter: 0, events: new Array(5).fill([0, 0]) });
    expect(readCounter(before.counter, after)).toEqual({ kind: 'device-reset' });
    // A reset device accepts nothing until the host enables it again.
    expect(device.insertCoin(1)).toBe('returned');
    await driver.enableCoins([1]);
    await driver.setMasterInhibit(true);
    expect(device.insertCoin(1)).toBe('accepted');
  });

  it('fails with no-reply when the acceptor is unplugged, crediting nothing', async () => {
    const { device, driver } = rig({}, 20);
    device.faults.unplugged = true;
    await expect(driver.readBufferedCredit()).rejects.toThrow(CctalkNoReplyError);
  });
});

describe('CctalkCoinAcceptor replies a device should never send', () => {
  it('throws a clear bad-payload error for a 229 reply of the wrong size', async () => {
    const driver = new CctalkCoinAcceptor(scripted(() => [3, 1, 1]), { deviceId: 'coin-acceptor' });
    await expect(driver.readBufferedCredit()).rejects.toThrow(CctalkFrameError);
    await expect(driver.readBufferedCredit()).rejects.toThrow(/coin acceptor coin-acceptor \(address 2\) sent a malformed reply to header 229/);
  });

  it('passes refusals and closed links through unchanged', async () => {
    const refused = new CctalkCoinAcceptor(scripted(() => new CctalkRefusedError(2, 228, 5)), { deviceId: 'c' });
    await expect(refused.setMasterInhibit(true)).rejects.toThrow(CctalkRefusedError);
    const closed = new CctalkCoinAcceptor(scripted(() => new CctalkLinkClosedError('memory:x')), { deviceId: 'c' });
    await expect(closed.readBufferedCredit()).rejects.toThrow(CctalkLinkClosedError);
  });

  it('skips coin positions the device refuses or leaves blank', async () => {
    const script = scripted((command) => {
      const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
      switch (command.header) {
        case Header.REQUEST_EQUIPMENT_CATEGORY_ID:
          return ascii('Coin Acceptor');
        case Header.REQUEST_SERIAL_NUMBER:
          return [1, 0, 0];
        case Header.REQUEST_COIN_ID: {
          const position = command.data?.[0] ?? 0;
          if (position === 1) return ascii('GB100B');
          if (position === 2) return new CctalkRefusedError(2, 184, 5);
          if (position === 3) return [0, 0, 0, 0, 0, 0];
          return ascii('      ');
        }
        default:
          return ascii('X');
      }
    });
    const identity = await new CctalkCoinAcceptor(script, { deviceId: 'c', address: 7 }).identify();
    expect(identity.coinIds).toEqual(new Map([[1, 'GB100B']]));
    expect(identity.serialNumber).toBe(1);
    expect(script.sent.every((c) => c.address === 7)).toBe(true);
  });

  it('sends the inhibit mask LSB first and refuses a position outside 1..16 without sending', async () => {
    const script = scripted(() => []);
    const driver = new CctalkCoinAcceptor(script, { deviceId: 'c' });
    await driver.enableCoins([1, 2, 3, 6, 8, 10, 12]);
    expect(script.sent[0]).toEqual({ address: 2, header: 231, data: [167, 10] });
    await driver.setMasterInhibit(false);
    expect(script.sent[1]).toEqual({ address: 2, header: 228, data: [0] });
    await expect(driver.enableCoins([17])).rejects.toThrow(RangeError);
    await expect(driver.enableCoins([0])).rejects.toThrow(RangeError);
    expect(script.sent).toHaveLength(2);
  });
});

describe('credit over a faulty line', () => {
  /**
   * 3,000 accepted coins in `npm test` (CCTALK_FAULT_COINS=10000 for the long run; each lost or
   * corrupted reply costs a timeout, so the count is CI time) plus returned coins and their error events, with 5 % of replies lost
   * and 5 % corrupted. Coins go in only while unreadSinceProcessed() ≤ 4, so at most five events
   * wait in the device and none is pushed out by the test itself. Every reading goes through
   * readCounter() exactly as the cabinet's coin intake does; the credits must be exactly the
   * accepted coins, in order, with no loss and no duplicate.
   */
  it('credits exactly the accepted coins through lost and corrupted replies', async () => {
    const faultDice = seededRandom(0xc01);
    const pick = seededRandom(0x5107);
    const { device, driver } = rig({ random: () => faultDice(1_000_000) / 1_000_000 }, 30);
    await driver.enableCoins([1, 2, 3, 4]); // position 5 is programmed but inhibited
    await driver.setMasterInhibit(true);
    device.faults.lostReplyRate = 0.05;
    device.faults.corruptReplyRate = 0.05;
    const fates = { sent: 0, lost: 0, corrupted: 0, silent: 0 };
    device.onReply((log) => (fates[log.fate] += 1));

    const accepted: number[] = [];
    const credited: number[] = [];
    const anomalies: string[] = [];
    let returned = 0;
    let previous: number | null = null;
    const TARGET = Number(process.env.CCTALK_FAULT_COINS ?? 3_000);

    while (accepted.length < TARGET || previous !== device.counter) {
      // Positions 1..4 accepted, 5 inhibited (code 132), 9 unknown (code 1).
      for (let n = 1 + pick(5); n > 0 && accepted.length < TARGET && device.unreadSinceProcessed() <= 4; n--) {
        const roll = pick(20);
        const position = roll < 18 ? 1 + (roll % 4) : roll === 18 ? 5 : 9;
        if (device.insertCoin(position) === 'accepted') accepted.push(position);
        else returned += 1;
      }
      let reply: BufferedCredit;
      try {
        reply = await driver.readBufferedCredit();
      } catch (error) {
        // What the cabinet does too: credit nothing, poll again. The device keeps its buffer.
        if (error instanceof CctalkNoReplyError || error instanceof CctalkFrameError || error instanceof CctalkRefusedError) {
          continue;
        }
        throw error;
      }
      const reading = readCounter(previous, reply);
      if (reading.kind === 'lost-events' || reading.kind === 'device-reset') anomalies.push(`${reading.kind} at counter ${reply.counter}`);
      if (reading.kind === 'events' || reading.kind === 'lost-events') {
        for (const [a] of reading.events) if (a !== 0) credited.push(a);
      }
      previous = reply.counter;
    }

    expect(anomalies).toEqual([]);
    expect(accepted).toHaveLength(TARGET);
    expect(credited).toEqual(accepted);
    expect(device.acceptedCoins.count).toBe(TARGET);
    // The line really was faulty, and returned coins really were mixed in.
    // (5 % of some 2 polls per 5 coins, and 1 coin in 10 returned: scaled to the run's size.)
    expect(fates.lost).toBeGreaterThan(TARGET / 100);
    expect(fates.corrupted).toBeGreaterThan(TARGET / 100);
    expect(returned).toBeGreaterThan(TARGET / 20);
  }, 600_000);
});
