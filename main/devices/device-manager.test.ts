/**
 * The device manager against the emulators on real PTYs (socat), as it would run against
 * hardware: set-up on connect, health, and a ccTalk port unplugged and plugged back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { SerialPortLink } from '../../hardware/serial/serial-port-link';
import { startSocatPair, type SocatPair } from '../../hardware/serial/socat-pair';
import { CabinetEmulators } from './emulated-devices';
import { startDevices, type ManagedDevices } from './device-manager';

jest.setTimeout(60_000);

const until = async (what: string, condition: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the device manager on socat PTYs', () => {
  let dir: string;
  let pair: SocatPair;
  let deviceLink: SerialPortLink;
  let emulators: CabinetEmulators;
  let devices: ManagedDevices;
  let config: CabinetConfig;
  const logs: string[] = [];

  const plugDevices = async (): Promise<void> => {
    pair = await startSocatPair({ hostLink: join(dir, 'cctalk'), deviceLink: join(dir, 'cctalk-device') });
    deviceLink = await SerialPortLink.open(pair.devicePath);
    emulators.attach(deviceLink, null);
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'device-manager-'));
    const base = defaultConfig();
    config = {
      ...base,
      devices: { ...base.devices, mode: 'serial', reopenMs: 100, cctalk: { ...base.devices.cctalk, port: join(dir, 'cctalk'), echo: false, replyTimeoutMs: 50 }, ioBoard: { ...base.devices.ioBoard, enabled: false } },
    };
    emulators = new CabinetEmulators(config, { random: () => 0.5, hopperMotor: false });
    await plugDevices();
    devices = startDevices(config, { log: (m) => logs.push(m), random: () => 0.5 });
  });

  afterEach(async () => {
    await devices.stop();
    emulators.stop();
    await deviceLink.close();
    await pair.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sets every device up on connect and reads credit through the PTY', async () => {
    await until('all devices ok', () => devices.health().every((h) => h.state === 'ok'));
    await devices.setUpDone();
    expect(devices.health().map((h) => [h.deviceId, h.port])).toEqual([
      ['coin-acceptor', join(dir, 'cctalk')],
      ['hopper', join(dir, 'cctalk')],
      ['bill-validator', join(dir, 'cctalk')],
    ]);
    await devices.coinAcceptor.setMasterInhibit(true);
    expect(emulators.coinAcceptor.insertCoin(4)).toBe('accepted');
    const credit = await devices.coinAcceptor.readBufferedCredit();
    expect(credit.events[0]).toEqual([4, expect.any(Number)]);
  });

  it('shows the devices unplugged when the port vanishes, and sets them up again when it comes back', async () => {
    await until('all devices ok', () => devices.health().every((h) => h.state === 'ok'));
    await devices.setUpDone();
    emulators.stop();
    await deviceLink.close();
    await pair.stop();
    await until('unplugged', async () => {
      await devices.coinAcceptor.readBufferedCredit().catch(() => undefined);
      return devices.health().every((h) => h.state === 'unplugged');
    });
    expect(devices.health()[0]?.lastError).toBeTruthy();
    // Back on the same path: a power-cycled acceptor (everything inhibited) is given its coin table again.
    emulators.coinAcceptor.powerCycle();
    await plugDevices();
    await until('set up again', async () => {
      await devices.coinAcceptor.readBufferedCredit().catch(() => undefined);
      return devices.health().every((h) => h.state === 'ok');
    });
    await devices.setUpDone();
    await devices.coinAcceptor.setMasterInhibit(true);
    expect(emulators.coinAcceptor.insertCoin(2)).toBe('accepted');
    expect(logs.some((m) => /ccTalk bus down/.test(m))).toBe(true);
  });
});
