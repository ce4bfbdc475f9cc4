/**
 * Emulated devices for tests of the cabinet core: the real drivers over the in-process bus, the
 * hopper motor stepped by the test (`emulators.hopper.tick(n)`) so payouts are deterministic.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import { startDevices, type ManagedDevices } from './device-manager';
import type { CabinetEmulators } from './emulated-devices';

export interface TestDevices extends ManagedDevices {
  readonly emulators: CabinetEmulators;
}

/** Starts emulated devices and resolves once every one of them has answered its set-up. */
export async function startTestDevices(config: CabinetConfig, options: { coinsInTube?: number; ioBoard?: boolean; coinIds?: Readonly<Record<number, string>> } = {}): Promise<TestDevices> {
  const devices = startDevices(
    { ...config, devices: { ...config.devices, mode: 'emulated', ioBoard: { ...config.devices.ioBoard, enabled: options.ioBoard ?? true } } },
    { log: () => undefined, random: () => 0.5, emulator: { hopperMotor: false, coinsInTube: options.coinsInTube, coinIds: options.coinIds }, panelPollMs: 5 },
  ) as TestDevices;
  const deadline = Date.now() + 5000;
  while (!devices.health().every((h) => h.state === 'ok')) {
    if (Date.now() > deadline) throw new Error(`emulated devices not ready: ${JSON.stringify(devices.health())}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await devices.setUpDone();
  return devices;
}
