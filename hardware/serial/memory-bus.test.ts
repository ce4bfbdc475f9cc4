import { MemoryBus } from './memory-bus';
import type { ByteLink } from './byte-link';

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function record(link: ByteLink): number[][] {
  const chunks: number[][] = [];
  link.onData((chunk) => chunks.push([...chunk]));
  return chunks;
}

describe('MemoryBus', () => {
  it('carries every write to every other endpoint, in order', async () => {
    const bus = new MemoryBus('b', { echo: false });
    const host = bus.attach('host');
    const coin = record(bus.attach('coin'));
    const hopper = record(bus.attach('hopper'));
    const own = record(host);
    host.write(Uint8Array.from([1, 2]));
    host.write(Uint8Array.from([3]));
    await settle();
    expect(coin).toEqual([[1, 2], [3]]);
    expect(hopper).toEqual([[1, 2], [3]]);
    expect(own).toEqual([]);
  });

  it('echoes a write back to its writer on a one-wire bus (the default)', async () => {
    const bus = new MemoryBus();
    const host = bus.attach('host');
    const own = record(host);
    host.write(Uint8Array.from([9, 8, 7]));
    await settle();
    expect(own).toEqual([[9, 8, 7]]);
  });

  it('delivers after write() returns, never inside it', async () => {
    const bus = new MemoryBus();
    const host = bus.attach('host');
    const device = record(bus.attach('device'));
    host.write(Uint8Array.from([1]));
    expect(device).toEqual([]);
    await settle();
    expect(device).toEqual([[1]]);
  });

  it('copies the bytes, so a writer reusing its buffer does not change what was sent', async () => {
    const bus = new MemoryBus();
    const host = bus.attach('host');
    const device = record(bus.attach('device'));
    const buffer = Uint8Array.from([1, 2, 3]);
    host.write(buffer);
    buffer[0] = 99;
    await settle();
    expect(device).toEqual([[1, 2, 3]]);
  });

  it('names endpoints after the bus', () => {
    expect(new MemoryBus('cctalk').attach('host').name).toBe('memory:cctalk/host');
  });

  it('unplugging tells the owner once, and the link neither sends nor hears afterwards', async () => {
    const bus = new MemoryBus('b', { echo: false });
    const host = bus.attach('host');
    const device = bus.attach('device');
    const heardByDevice = record(device);
    const heardByHost = record(host);
    const reasons: string[] = [];
    host.onClose((reason) => reasons.push(reason));

    bus.unplug(host);
    bus.unplug(host);
    expect(reasons).toEqual(['unplugged']);
    expect(host.isOpen).toBe(false);

    expect(() => host.write(Uint8Array.from([1]))).not.toThrow();
    device.write(Uint8Array.from([2]));
    await settle();
    expect(heardByDevice).toEqual([]);
    expect(heardByHost).toEqual([]);
  });

  it('close() reports "closed" and leaves the other endpoints working', async () => {
    const bus = new MemoryBus();
    const host = bus.attach('host');
    const coin = bus.attach('coin');
    const hopper = record(bus.attach('hopper'));
    const reasons: string[] = [];
    coin.onClose((reason) => reasons.push(reason));
    await coin.close();
    expect(reasons).toEqual(['closed']);
    host.write(Uint8Array.from([5]));
    await settle();
    expect(hopper).toEqual([[5]]);
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const bus = new MemoryBus();
    const host = bus.attach('host');
    const device = bus.attach('device');
    const heard: number[][] = [];
    const stop = device.onData((chunk) => heard.push([...chunk]));
    host.write(Uint8Array.from([1]));
    await settle();
    stop();
    host.write(Uint8Array.from([2]));
    await settle();
    expect(heard).toEqual([[1]]);

    const reasons: string[] = [];
    device.onClose((reason) => reasons.push(reason))();
    bus.unplug(device);
    expect(reasons).toEqual([]);
  });
});
