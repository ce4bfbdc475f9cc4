import { EmulatedCctalkCoinAcceptor, type EmulatedCoinAcceptorOptions } from './coin-acceptor';
import { MemoryBus } from '../../serial/memory-bus';

/**
 * Byte-level checks: raw frames go in on one end of an echo-free memory bus and the exact reply
 * bytes come out. Every expected frame was worked out by hand (the checksum makes all bytes sum
 * to 0 mod 256); where the ccTalk specification or a device manual gives a worked example, that
 * example is used verbatim.
 */

const COINS = [
  { position: 1, id: 'EU010A' },
  { position: 2, id: 'EU020A' },
  { position: 3, id: 'EU100A' },
  { position: 6, id: 'EU050A', sorterPath: 4 },
  { position: 13, id: 'EU200A', sorterPath: 2 },
];

const ACK = [1, 0, 2, 0, 253];
const NAK = [1, 0, 2, 5, 248];

function bench(options: Partial<EmulatedCoinAcceptorOptions> = {}) {
  const bus = new MemoryBus('bytes', { echo: false });
  const host = bus.attach('host');
  const device = new EmulatedCctalkCoinAcceptor({ coins: COINS, random: () => 0.5, ...options });
  device.attach(bus.attach('device'));
  const heard: number[] = [];
  host.onData((chunk) => heard.push(...chunk));
  /** Sends one frame and returns every byte the device sent back. */
  const exchange = async (frame: number[]): Promise<number[]> => {
    heard.length = 0;
    host.write(Uint8Array.from(frame));
    // Host → device and device → host are one setImmediate hop each; a few more prove silence.
    for (let i = 0; i < 6; i++) await new Promise((resolve) => setImmediate(resolve));
    return [...heard];
  };
  return { device, exchange };
}

describe('emulated ccTalk coin acceptor on the wire', () => {
  it('answers the simple poll and the spec example for the equipment category', async () => {
    const { exchange } = bench();
    expect(await exchange([2, 0, 1, 254, 255])).toEqual(ACK);
    expect(await exchange([2, 0, 1, 245, 8])).toEqual([1, 13, 2, 0, 67, 111, 105, 110, 32, 65, 99, 99, 101, 112, 116, 111, 114, 22]);
  });

  it('answers the serial number as in the spec worked example (12,345,678)', async () => {
    const { exchange } = bench();
    expect(await exchange([2, 0, 1, 242, 11])).toEqual([1, 3, 2, 0, 78, 97, 188, 143]);
  });

  it('reads a fresh device as counter 0 and an empty buffer, all coins inhibited', async () => {
    const { exchange } = bench();
    expect(await exchange([2, 0, 1, 229, 24])).toEqual([1, 11, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 242]);
    // Request inhibit status after power-up: the device manual's example reply.
    expect(await exchange([2, 0, 1, 230, 23])).toEqual([1, 2, 2, 0, 0, 0, 251]);
    expect(await exchange([2, 0, 1, 227, 26])).toEqual([1, 1, 2, 0, 0, 252]);
  });

  it('stores the inhibit mask of 231 and reads it back with 230', async () => {
    const { exchange } = bench();
    // Enable positions 1, 2, 3, 6, 8, 10 and 12 (167 = 1010 0111b, 10 = 0000 1010b).
    expect(await exchange([2, 2, 1, 231, 167, 10, 99])).toEqual(ACK);
    expect(await exchange([2, 0, 1, 230, 23])).toEqual([1, 2, 2, 0, 167, 10, 74]);
  });

  it('switches the master inhibit with 228 bit 0 and reports it with 227', async () => {
    const { device, exchange } = bench();
    expect(await exchange([2, 1, 1, 228, 1, 23])).toEqual(ACK);
    expect(device.masterAccepting).toBe(true);
    expect(await exchange([2, 0, 1, 227, 26])).toEqual([1, 1, 2, 0, 1, 251]);
    expect(await exchange([2, 1, 1, 228, 0, 24])).toEqual(ACK);
    expect(device.masterAccepting).toBe(false);
  });

  it('buffers five events newest first: the device manual example for header 229', async () => {
    const { device, exchange } = bench();
    await exchange([2, 2, 1, 231, 32, 16, 228]); // positions 6 and 13
    await exchange([2, 1, 1, 228, 1, 23]);
    device.insertCoin(1); // pushed out of the buffer by the five events after it
    expect(device.insertCoin(13)).toBe('accepted');
    expect(device.insertCoin(6)).toBe('accepted');
    device.reportError(23);
    device.coinOnString();
    expect(device.insertCoin(6)).toBe('accepted');
    expect(await exchange([2, 0, 1, 229, 24])).toEqual([1, 11, 2, 0, 6, 6, 4, 0, 20, 0, 23, 6, 4, 13, 2, 158]);
  });

  it('names each programmed coin with 184 and answers dots for an empty position', async () => {
    const { exchange } = bench();
    expect(await exchange([2, 1, 1, 184, 3, 65])).toEqual([1, 6, 2, 0, 69, 85, 49, 48, 48, 65, 139]);
    expect(await exchange([2, 1, 1, 184, 16, 52])).toEqual([1, 6, 2, 0, 46, 46, 46, 46, 46, 46, 227]);
  });

  it('resets on header 1: ACK, then counter 0, empty buffer, master and every position inhibited', async () => {
    const { device, exchange } = bench();
    await exchange([2, 2, 1, 231, 255, 255, 22]);
    await exchange([2, 1, 1, 228, 1, 23]);
    device.insertCoin(1);
    device.insertCoin(2);
    expect(device.counter).toBe(2);
    expect(await exchange([2, 0, 1, 1, 252])).toEqual(ACK);
    expect(await exchange([2, 0, 1, 229, 24])).toEqual([1, 11, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 242]);
    expect(await exchange([2, 0, 1, 227, 26])).toEqual([1, 1, 2, 0, 0, 252]);
    expect(await exchange([2, 0, 1, 230, 23])).toEqual([1, 2, 2, 0, 0, 0, 251]);
    expect(device.insertCoin(1)).toBe('returned');
  });

  it('refuses a command with the wrong data length with NAK and ignores headers it does not implement', async () => {
    const { device, exchange } = bench();
    expect(await exchange([2, 2, 1, 228, 1, 1, 21])).toEqual(NAK);
    expect(device.masterAccepting).toBe(false);
    expect(await exchange([2, 0, 1, 200, 53])).toEqual([]);
  });

  it('answers in CRC-16 mode at its own address (the spec CRC poll example)', async () => {
    const { exchange } = bench({ address: 40, mode: 'crc16' });
    expect(await exchange([40, 0, 182, 254, 33])).toEqual([1, 0, 48, 0, 55]);
  });

  it('stays silent for frames addressed to another device', async () => {
    const { exchange } = bench();
    expect(await exchange([3, 0, 1, 254, 254])).toEqual([]);
  });
});

describe('emulated coin acceptor, player and fault actions', () => {
  /** A device with every position enabled and the master inhibit off, and a 229 reader. */
  async function enabled() {
    const { device, exchange } = bench();
    await exchange([2, 2, 1, 231, 255, 255, 22]);
    await exchange([2, 1, 1, 228, 1, 23]);
    /** The data bytes of a 229 reply: [counter, A1, B1, … A5, B5]. */
    const buffered = async (): Promise<number[]> => (await exchange([2, 0, 1, 229, 24])).slice(4, -1);
    return { device, exchange, buffered };
  }

  it('accepts an enabled coin and counts it per position', async () => {
    const { device, buffered } = await enabled();
    expect(device.insertCoin(3)).toBe('accepted');
    expect(device.insertCoin(3)).toBe('accepted');
    expect(device.insertCoin(6)).toBe('accepted');
    expect((await buffered()).slice(0, 7)).toEqual([3, 6, 4, 3, 1, 3, 1]);
    expect(device.acceptedCoins.count).toBe(3);
    expect([...device.acceptedCoins.byPosition]).toEqual([
      [3, 2],
      [6, 1],
    ]);
  });

  it('returns a coin while master-inhibited and buffers error 2, crediting nothing', async () => {
    const { device, exchange, buffered } = await enabled();
    await exchange([2, 1, 1, 228, 0, 24]);
    expect(device.insertCoin(1)).toBe('returned');
    expect((await buffered()).slice(0, 3)).toEqual([1, 0, 2]);
    expect(device.acceptedCoins.count).toBe(0);
  });

  it('returns a coin of an inhibited position with the per-position code 128 + n - 1', async () => {
    const { device, exchange, buffered } = await enabled();
    await exchange([2, 2, 1, 231, 0b1111_1101, 0xff, 24]); // position 2 inhibited
    expect(device.insertCoin(2)).toBe('returned');
    expect(device.insertCoin(13)).toBe('accepted');
    expect((await buffered()).slice(0, 5)).toEqual([2, 13, 2, 0, 129]);
  });

  it('returns a coin it does not know with error 1', async () => {
    const { device, buffered } = await enabled();
    expect(device.insertCoin(9)).toBe('returned');
    expect((await buffered()).slice(0, 3)).toEqual([1, 0, 1]);
  });

  it('reports a blocked credit sensor once and refuses every coin until the jam is cleared', async () => {
    const { device, buffered } = await enabled();
    device.jam();
    device.jam();
    expect(device.insertCoin(1)).toBe('returned');
    expect(device.insertCoin(2)).toBe('returned');
    expect((await buffered()).slice(0, 5)).toEqual([1, 0, 14, 0, 0]);
    device.clearJam();
    expect(device.insertCoin(1)).toBe('accepted');
  });

  it('buffers coin on string (20), swallowed coin (36) and flight deck open (254)', async () => {
    const { device, buffered } = await enabled();
    device.coinOnString();
    device.swallowedCoin();
    device.flightDeckOpen();
    expect((await buffered()).slice(0, 7)).toEqual([3, 0, 254, 0, 36, 0, 20]);
    expect(device.acceptedCoins.count).toBe(0);
  });

  it('keeps only five events and wraps the counter from 255 to 1', async () => {
    const { device, buffered } = await enabled();
    for (let i = 0; i < 255; i++) device.reportError(1);
    expect(device.counter).toBe(255);
    device.insertCoin(1);
    expect(device.counter).toBe(1);
    expect((await buffered())).toEqual([1, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
  });

  it('power-cycles to counter 0, empty buffer, master inhibited, positions inhibited; jam and cashbox stay', async () => {
    const { device, exchange, buffered } = await enabled();
    device.insertCoin(1);
    device.jam();
    device.powerCycle();
    expect(device.counter).toBe(0);
    expect((await buffered())).toEqual(new Array(11).fill(0));
    expect(device.masterAccepting).toBe(false);
    expect(await exchange([2, 0, 1, 230, 23])).toEqual([1, 2, 2, 0, 0, 0, 251]);
    expect(device.isJammed).toBe(true);
    expect(device.acceptedCoins.count).toBe(1);
  });

  it('refuses impossible configuration and actions', async () => {
    expect(() => new EmulatedCctalkCoinAcceptor({ coins: [{ position: 17, id: 'EU100A' }], random: () => 0 })).toThrow(RangeError);
    expect(() => new EmulatedCctalkCoinAcceptor({ coins: [{ position: 1, id: 'EU100' }], random: () => 0 })).toThrow(/6 printable/);
    expect(
      () =>
        new EmulatedCctalkCoinAcceptor({
          coins: [
            { position: 1, id: 'EU100A' },
            { position: 1, id: 'EU200A' },
          ],
          random: () => 0,
        }),
    ).toThrow(/twice/);
    const { device } = await enabled();
    expect(() => device.insertCoin(1.5)).toThrow(RangeError);
    expect(() => device.reportError(0)).toThrow(RangeError);
  });
});

describe('unreadSinceProcessed', () => {
  it('counts events since the last intact 229 reply that a later request proved processed', async () => {
    const { device, exchange } = bench();
    await exchange([2, 2, 1, 231, 255, 255, 22]);
    await exchange([2, 1, 1, 228, 1, 23]);
    // The host has never read the counter: nothing it could credit safely yet.
    expect(device.unreadSinceProcessed()).toBe(Number.POSITIVE_INFINITY);
    await exchange([2, 0, 1, 229, 24]);
    device.insertCoin(1);
    // The reply went out, but only the next request proves the host was done with it.
    expect(device.unreadSinceProcessed()).toBe(Number.POSITIVE_INFINITY);
    await exchange([2, 0, 1, 254, 255]);
    expect(device.unreadSinceProcessed()).toBe(1);
    device.insertCoin(7); // returned: an error event takes a buffer slot too
    expect(device.unreadSinceProcessed()).toBe(2);
    await exchange([2, 0, 1, 229, 24]);
    await exchange([2, 0, 1, 229, 24]);
    expect(device.unreadSinceProcessed()).toBe(0);
  });

  it('does not count a lost or corrupted reply as processed', async () => {
    const { device, exchange } = bench();
    await exchange([2, 0, 1, 229, 24]);
    await exchange([2, 0, 1, 254, 255]);
    device.reportError(1);
    device.faults.lostReplyRate = 1;
    await exchange([2, 0, 1, 229, 24]);
    device.faults.lostReplyRate = 0;
    device.faults.corruptReplyRate = 1;
    await exchange([2, 0, 1, 229, 24]);
    device.faults.corruptReplyRate = 0;
    await exchange([2, 0, 1, 254, 255]);
    expect(device.unreadSinceProcessed()).toBe(1);
  });

  it('is infinite again after a power cycle until the host has read the reset device', async () => {
    const { device, exchange } = bench();
    await exchange([2, 0, 1, 229, 24]);
    await exchange([2, 0, 1, 254, 255]);
    expect(device.unreadSinceProcessed()).toBe(0);
    device.powerCycle();
    expect(device.unreadSinceProcessed()).toBe(Number.POSITIVE_INFINITY);
    await exchange([2, 0, 1, 229, 24]);
    await exchange([2, 0, 1, 254, 255]);
    expect(device.unreadSinceProcessed()).toBe(0);
  });
});
