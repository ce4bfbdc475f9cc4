import { decodeFrame, encodeFrame } from '../../cctalk/frame';
import { seededRandom } from '../../cctalk/test-random';
import { MemoryBus } from '../../serial/memory-bus';
import type { ByteLink } from '../../serial/byte-link';
import { decodeHopperFaultFlags } from '../../hopper/hopper-fault-flags';
import { EmulatedCctalkHopper, type EmulatedCctalkHopperOptions } from './hopper';

const settle = async (): Promise<void> => {
  for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

/** A raw host on a bus without echo: what it reads is only what the hopper sends. */
function rig(options: Partial<EmulatedCctalkHopperOptions> = {}): { hopper: EmulatedCctalkHopper; host: ByteLink; heard: number[][] } {
  const bus = new MemoryBus('hopper-test', { echo: false });
  const host = bus.attach('host');
  const heard: number[][] = [];
  host.onData((chunk) => heard.push([...chunk]));
  const r = seededRandom(5);
  const hopper = new EmulatedCctalkHopper({ coinsInTube: 100, coinsPerSecond: 10, random: () => r(1_000_000) / 1_000_000, ...options });
  hopper.attach(bus.attach('hopper'));
  return { hopper, host, heard };
}

/** Sends raw bytes and returns the raw reply bytes (none if the hopper stayed silent). */
async function raw(host: ByteLink, heard: number[][], bytes: number[]): Promise<number[]> {
  heard.length = 0;
  host.write(Uint8Array.from(bytes));
  await settle();
  return heard.flat();
}

/** Sends a command to address 3 and returns [reply header, ...data]. */
async function ask(host: ByteLink, heard: number[][], header: number, data: number[] = []): Promise<number[]> {
  const reply = await raw(host, heard, [...encodeFrame({ destination: 3, source: 1, header, data }, 'simple')]);
  const frame = decodeFrame(reply, 'simple');
  expect(frame.destination).toBe(1);
  expect(frame.source).toBe(3);
  return [frame.header, ...frame.data];
}

describe('EmulatedCctalkHopper on the wire (bytes checked by hand)', () => {
  it('answers the identification, enable, dispense, status, count and stop headers byte for byte', async () => {
    const { hopper, host, heard } = rig({ lifetimeCount: 0x012345 });
    // Simple poll and the equipment category "Payout" (the hopper manuals' own examples).
    expect(await raw(host, heard, [3, 0, 1, 254, 254])).toEqual([1, 0, 3, 0, 252]);
    expect(await raw(host, heard, [3, 0, 1, 245, 7])).toEqual([1, 6, 3, 0, 80, 97, 121, 111, 117, 116, 116]);
    // Fresh from power-up: register 1 = payout disabled (bit 7) + power-up (bit 6).
    expect(await raw(host, heard, [3, 0, 1, 163, 89])).toEqual([1, 2, 3, 0, 0xc0, 0, 58]);
    // A dispense while disabled is refused with NAK.
    expect(await raw(host, heard, [3, 1, 1, 167, 5, 79])).toEqual([1, 0, 3, 5, 247]);
    // Enable with 0xA5, then the disabled bit is clear.
    expect(await raw(host, heard, [3, 1, 1, 164, 165, 178])).toEqual([1, 0, 3, 0, 252]);
    expect(await raw(host, heard, [3, 0, 1, 163, 89])).toEqual([1, 2, 3, 0, 0x40, 0, 186]);
    // Dispense 5: the reply is the new event counter, 1.
    expect(await raw(host, heard, [3, 1, 1, 167, 5, 79])).toEqual([1, 1, 3, 0, 1, 250]);
    expect(hopper.tick(2)).toBe(2);
    // Status: counter 1, 3 remaining, 2 paid, 0 unpaid.
    expect(await raw(host, heard, [3, 0, 1, 166, 86])).toEqual([1, 4, 3, 0, 1, 3, 2, 0, 242]);
    // Dispense count 0x012345 + 2, LSB first.
    expect(await raw(host, heard, [3, 0, 1, 168, 84])).toEqual([1, 3, 3, 0, 0x47, 0x23, 0x01, 142]);
    // Emergency stop mid-payout answers the 3 unpaid coins.
    expect(await raw(host, heard, [3, 0, 1, 172, 80])).toEqual([1, 1, 3, 0, 3, 248]);
    // Reset is acknowledged.
    expect(await raw(host, heard, [3, 0, 1, 1, 251])).toEqual([1, 0, 3, 0, 252]);
  });

  it('ignores frames for other addresses and stays silent on headers it does not know', async () => {
    const { host, heard } = rig();
    expect(await raw(host, heard, [2, 0, 1, 254, 255])).toEqual([]);
    expect(await raw(host, heard, [...encodeFrame({ destination: 3, source: 1, header: 200, data: [] }, 'simple')])).toEqual([]);
  });

  it('answers at another address and in CRC-16 mode', async () => {
    const bus = new MemoryBus('crc', { echo: false });
    const host = bus.attach('host');
    const heard: number[][] = [];
    host.onData((chunk) => heard.push([...chunk]));
    const hopper = new EmulatedCctalkHopper({ address: 4, mode: 'crc16', coinsInTube: 1, coinsPerSecond: 1, random: () => 0.5 });
    hopper.attach(bus.attach('hopper'));
    const reply = await raw(host, heard, [...encodeFrame({ destination: 4, source: null, header: 166, data: [] }, 'crc16')]);
    expect(decodeFrame(reply, 'crc16')).toEqual({ destination: 1, source: null, header: 0, data: [0, 0, 0, 0] });
  });
});

describe('EmulatedCctalkHopper behaviour', () => {
  it('refuses a dispense of 0 coins, a malformed one, and a second one while paying', async () => {
    const { hopper, host, heard } = rig();
    await ask(host, heard, 164, [0xa5]);
    expect(await ask(host, heard, 167, [0])).toEqual([5]);
    expect(await ask(host, heard, 167, [1, 2])).toEqual([5]);
    expect(await ask(host, heard, 167, [4])).toEqual([0, 1]);
    expect(await ask(host, heard, 167, [4])).toEqual([5]);
    hopper.tick(4);
    expect(await ask(host, heard, 167, [1])).toEqual([0, 2]);
    expect(await ask(host, heard, 166)).toEqual([0, 2, 1, 0, 0]);
  });

  it('disables on any enable code other than 0xA5', async () => {
    const { hopper, host, heard } = rig();
    await ask(host, heard, 164, [0xa5]);
    expect(hopper.isEnabled).toBe(true);
    await ask(host, heard, 164, [0xa4]);
    expect(hopper.isEnabled).toBe(false);
    expect(await ask(host, heard, 167, [1])).toEqual([5]);
  });

  it('wraps the event counter 255 → 1, never back to 0', async () => {
    const { hopper, host, heard } = rig({ coinsInTube: 300 });
    await ask(host, heard, 164, [0xa5]);
    const counters: number[] = [];
    for (let i = 0; i < 256; i += 1) {
      counters.push((await ask(host, heard, 167, [1]))[1] ?? -1);
      hopper.tick(1);
    }
    expect(counters.slice(253)).toEqual([254, 255, 1]);
    expect(hopper.coinsOut).toBe(256);
  });

  it('runs empty mid-payout: paid 7, unpaid 43, payout timeout flag, cleared by the next dispense', async () => {
    const { hopper, host, heard } = rig({ coinsInTube: 7 });
    await ask(host, heard, 164, [0xa5]);
    await ask(host, heard, 167, [50]);
    expect(hopper.tick(60)).toBe(7);
    expect(hopper.paying).toBe(false);
    expect(await ask(host, heard, 166)).toEqual([0, 1, 0, 7, 43]);
    expect(decodeHopperFaultFlags((await ask(host, heard, 163)).slice(1)).payoutTimeout).toBe(true);
    hopper.refill(10);
    await ask(host, heard, 167, [2]);
    expect(decodeHopperFaultFlags((await ask(host, heard, 163)).slice(1)).payoutTimeout).toBe(false);
  });

  it('jams after k coins: the exit is blocked, dispenses are refused until a reset', async () => {
    const { hopper, host, heard } = rig();
    await ask(host, heard, 164, [0xa5]);
    hopper.jamAfter(3);
    await ask(host, heard, 167, [10]);
    expect(hopper.tick(10)).toBe(3);
    expect(await ask(host, heard, 166)).toEqual([0, 1, 0, 3, 7]);
    const flags = decodeHopperFaultFlags((await ask(host, heard, 163)).slice(1));
    expect(flags.exitBlocked).toBe(true);
    expect(flags.jammed).toBe(true);
    expect(flags.blocksPayout).toBe(true);
    expect(await ask(host, heard, 167, [1])).toEqual([5]);
    await ask(host, heard, 1);
    const afterReset = decodeHopperFaultFlags((await ask(host, heard, 163)).slice(1));
    expect(afterReset.jammed).toBe(false);
    expect(afterReset.disabled).toBe(true);
    expect(afterReset.powerUp).toBe(false);
    // The counter restarts at 0 and the last payout's figures survive the reset.
    expect(await ask(host, heard, 166)).toEqual([0, 0, 0, 3, 7]);
    await ask(host, heard, 164, [0xa5]);
    expect(await ask(host, heard, 167, [1])).toEqual([0, 1]);
  });

  it('runaway: coins fall after the payout ended, counted by 168 but not by the payout', async () => {
    const { hopper, host, heard } = rig();
    await ask(host, heard, 164, [0xa5]);
    await ask(host, heard, 167, [5]);
    hopper.runaway(2);
    expect(hopper.tick(20)).toBe(7);
    expect(await ask(host, heard, 166)).toEqual([0, 1, 0, 5, 0]);
    expect(await ask(host, heard, 168)).toEqual([0, 7, 0, 0]);
    expect(hopper.coinsOut).toBe(7);
    expect(hopper.coinsInTube).toBe(93);
  });

  it('power cycle mid-payout: stops, counter 0, disabled, power-up flag; the dispense count survives', async () => {
    const { hopper, host, heard } = rig({ lifetimeCount: 1000 });
    await ask(host, heard, 164, [0xa5]);
    await ask(host, heard, 167, [20]);
    hopper.tick(6);
    hopper.powerCycle();
    expect(hopper.paying).toBe(false);
    expect(hopper.tick(10)).toBe(0);
    expect(await ask(host, heard, 166)).toEqual([0, 0, 0, 6, 14]);
    expect(await ask(host, heard, 168)).toEqual([0, 0xee, 0x03, 0]); // 1006
    const flags = decodeHopperFaultFlags((await ask(host, heard, 163)).slice(1));
    expect(flags.powerUp).toBe(true);
    expect(flags.disabled).toBe(true);
    expect(await ask(host, heard, 167, [1])).toEqual([5]);
  });

  it('emergency stop halts the motor and disables; idle it answers 0', async () => {
    const { hopper, host, heard } = rig();
    await ask(host, heard, 164, [0xa5]);
    expect(await ask(host, heard, 172)).toEqual([0, 0]);
    expect(hopper.isEnabled).toBe(false);
    await ask(host, heard, 164, [0xa5]);
    await ask(host, heard, 167, [9]);
    hopper.tick(4);
    expect(await ask(host, heard, 172)).toEqual([0, 5]);
    expect(hopper.tick(5)).toBe(0);
    expect(await ask(host, heard, 166)).toEqual([0, 1, 0, 4, 5]);
    expect(await ask(host, heard, 167, [1])).toEqual([5]);
  });

  it('pays from its own timer at coinsPerSecond until stopped', async () => {
    const { hopper, host, heard } = rig({ coinsPerSecond: 200 });
    await ask(host, heard, 164, [0xa5]);
    await ask(host, heard, 167, [5]);
    hopper.start();
    try {
      const deadline = Date.now() + 10_000;
      while (hopper.paying && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      hopper.stop();
    }
    expect(await ask(host, heard, 166)).toEqual([0, 1, 0, 5, 0]);
    expect(hopper.coinsOut).toBe(5);
  });

  it('rejects nonsense fault and stock arguments', () => {
    const { hopper } = rig();
    expect(() => hopper.refill(-1)).toThrow(RangeError);
    expect(() => hopper.jamAfter(1.5)).toThrow(RangeError);
    expect(() => hopper.tick(-2)).toThrow(RangeError);
    expect(() => new EmulatedCctalkHopper({ coinsInTube: 1, coinsPerSecond: 0, random: () => 0 })).toThrow(RangeError);
  });
});
