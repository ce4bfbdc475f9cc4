import { readlink, symlink, unlink } from 'node:fs/promises';
import { SerialPortLink, SerialPortOpenError } from './serial-port-link';
import { startSocatPair, type SocatPair } from './socat-pair';

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SerialPortLink', () => {
  let pair: SocatPair;
  const opened: SerialPortLink[] = [];
  const open = async (path: string): Promise<SerialPortLink> => {
    const link = await SerialPortLink.open(path);
    opened.push(link);
    return link;
  };

  beforeEach(async () => {
    pair = await startSocatPair();
  });

  afterEach(async () => {
    for (const link of opened.splice(0)) await link.close();
    await pair.stop();
  });

  it('names the path when a port cannot be opened', async () => {
    const error = await SerialPortLink.open('/dev/serial/by-id/usb-no-such-adapter').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SerialPortOpenError);
    expect(error).toMatchObject({ path: '/dev/serial/by-id/usb-no-such-adapter' });
    expect((error as Error).message).toMatch(/^cannot open serial port \/dev\/serial\/by-id\/usb-no-such-adapter: /);
  });

  it('carries bytes both ways, whatever their value', async () => {
    const host = await open(pair.hostPath);
    const device = await open(pair.devicePath);
    expect(host.name).toBe(pair.hostPath);
    expect(host.isOpen).toBe(true);
    const atDevice: number[] = [];
    const atHost: number[] = [];
    device.onData((chunk) => atDevice.push(...chunk));
    host.onData((chunk) => atHost.push(...chunk));

    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    host.write(everyByte);
    device.write(Uint8Array.from([1, 0, 2, 0, 253]));
    await waitFor(() => atDevice.length >= 256 && atHost.length >= 5);
    expect(atDevice).toEqual([...everyByte]);
    expect(atHost).toEqual([1, 0, 2, 0, 253]);
  });

  it('reports the far end going away once, then drops writes without throwing', async () => {
    const host = await open(pair.hostPath);
    const device = await open(pair.devicePath);
    const hostReasons: string[] = [];
    const deviceReasons: string[] = [];
    host.onClose((reason) => hostReasons.push(reason));
    device.onClose((reason) => deviceReasons.push(reason));

    await pair.stop(); // the cable is pulled: socat and both PTYs are gone
    await waitFor(() => hostReasons.length > 0 && deviceReasons.length > 0);
    expect(host.isOpen).toBe(false);
    expect(() => host.write(Uint8Array.from([1, 2, 3]))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hostReasons).toHaveLength(1);
    expect(deviceReasons).toHaveLength(1);
    expect(hostReasons[0]).not.toBe('closed');
  });

  it('closes as unplugged when its path disappears, even if the port itself says nothing', async () => {
    // A PTY whose master goes while a read is in flight is never reported by serialport; the
    // presence check is what notices. Removing the symlink triggers only that check.
    const host = await open(pair.hostPath);
    const reasons: string[] = [];
    host.onClose((reason) => reasons.push(reason));
    await unlink(pair.hostPath);
    await waitFor(() => reasons.length > 0);
    expect(reasons).toEqual([`unplugged: ${pair.hostPath} is gone`]);
  });

  it('closes as unplugged when its path now leads to another device node', async () => {
    const host = await open(pair.hostPath);
    const reasons: string[] = [];
    host.onClose((reason) => reasons.push(reason));
    const other = await readlink(pair.devicePath);
    await unlink(pair.hostPath);
    await symlink(other, pair.hostPath);
    await waitFor(() => reasons.length > 0);
    expect(reasons).toEqual([`unplugged: ${pair.hostPath} now leads to ${other}`]);
  });

  it('close() reports "closed" once and frees the port for the next opener', async () => {
    const host = await open(pair.hostPath);
    const reasons: string[] = [];
    host.onClose((reason) => reasons.push(reason));
    await host.close();
    await host.close();
    expect(reasons).toEqual(['closed']);
    expect(host.isOpen).toBe(false);
    expect(() => host.write(Uint8Array.from([1]))).not.toThrow();

    const again = await open(pair.hostPath);
    expect(again.isOpen).toBe(true);
  });

  it('refuses a second opener while the port is held (serialport locks it)', async () => {
    await open(pair.hostPath);
    await expect(SerialPortLink.open(pair.hostPath)).rejects.toBeInstanceOf(SerialPortOpenError);
  });
});
