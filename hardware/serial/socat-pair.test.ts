import { lstat, mkdtemp, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SerialPortLink } from './serial-port-link';
import { startSocatPair, SocatPairError } from './socat-pair';

const exists = (path: string): Promise<boolean> =>
  lstat(path).then(
    () => true,
    () => false,
  );

describe('startSocatPair', () => {
  it('makes two linked PTYs whose symlinks live in a fresh temp dir, and removes them on stop', async () => {
    const pair = await startSocatPair();
    try {
      expect(dirname(pair.hostPath)).toBe(dirname(pair.devicePath));
      expect(dirname(pair.hostPath).startsWith(tmpdir())).toBe(true);
      expect(await readlink(pair.hostPath)).toMatch(/^\/dev\/pts\/\d+$/);
      expect(await readlink(pair.devicePath)).toMatch(/^\/dev\/pts\/\d+$/);

      const host = await SerialPortLink.open(pair.hostPath);
      const device = await SerialPortLink.open(pair.devicePath);
      const heard: number[] = [];
      device.onData((chunk) => heard.push(...chunk));
      host.write(Uint8Array.from([2, 0, 1, 254, 255]));
      await waitFor(() => heard.length >= 5);
      expect(heard).toEqual([2, 0, 1, 254, 255]);
      await host.close();
      await device.close();
    } finally {
      await pair.stop();
    }
    expect(await exists(pair.hostPath)).toBe(false);
    expect(await exists(dirname(pair.hostPath))).toBe(false);
  });

  it('puts the ends at the absolute paths it is given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'socat-test-'));
    try {
      const pair = await startSocatPair({ hostLink: join(dir, 'coin-host'), deviceLink: join(dir, 'coin-device') });
      expect(pair.hostPath).toBe(join(dir, 'coin-host'));
      expect(pair.devicePath).toBe(join(dir, 'coin-device'));
      expect(await exists(pair.hostPath)).toBe(true);
      await pair.stop();
      expect(await exists(pair.hostPath)).toBe(false);
      expect(await exists(dir)).toBe(true); // a directory we did not make is left alone
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says how to install socat when it is missing', async () => {
    const error = await startSocatPair({ socat: 'socat-that-is-not-installed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocatPairError);
    expect((error as Error).message).toBe('socat not installed: apt-get install socat');
  });

  it('reports socat failing to create an end, with its own words', async () => {
    const error = await startSocatPair({ hostLink: '/nonexistent-dir/host', deviceLink: '/nonexistent-dir/device' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SocatPairError);
    expect((error as Error).message).toMatch(/socat exited .*nonexistent-dir/s);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
