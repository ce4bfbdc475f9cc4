/**
 * Brings a cabinet up from its data folder: configuration, store, devices, games. Used by both
 * hosts (Electron and web) and by the power-cut tests, so every one of them runs the same code.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configFromOperatorText, defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import { EmulatedCoinAcceptor } from '../../hardware/emulators/coin-acceptor-emulator';
import { EmulatedHopper } from '../../hardware/emulators/hopper-emulator';
import type { CabinetView } from '../ipc/contract';
import { CabinetStore } from '../store/cabinet-store';
import { Cabinet, type CabinetDevices } from './cabinet';
import { CryptoRng } from './crypto-rng';
import { DeviceLoop } from './device-loop';

export const OPERATOR_CONFIG_FILE = 'cabinet-config.json';

export interface BootOptions {
  readonly dataDir: string;
  readonly host: CabinetView['host'];
  /** Devices to use instead of the emulated ones (tests, real hardware). */
  readonly devices?: CabinetDevices;
  readonly rng?: Rng;
  readonly log?: (message: string) => void;
}

export interface RunningCabinet {
  readonly cabinet: Cabinet;
  readonly store: CabinetStore;
  readonly config: CabinetConfig;
  readonly devices: CabinetDevices;
  stop(): void;
}

export function loadConfig(dataDir: string): CabinetConfig {
  const path = join(dataDir, OPERATOR_CONFIG_FILE);
  if (!existsSync(path)) return defaultConfig();
  return configFromOperatorText(readFileSync(path, 'utf8'), path);
}

/** The default emulated devices, wired as real ones would be. */
export function emulatedDevices(config: CabinetConfig): CabinetDevices & { hopperEmulator: EmulatedHopper } {
  const coinEmulator = new EmulatedCoinAcceptor(
    config.coinAcceptor.deviceId,
    config.coinAcceptor.coins.map((c) => c.position),
  );
  const hopperEmulator = new EmulatedHopper(config.hopper.deviceId);
  return { coinAcceptor: coinEmulator, hopper: hopperEmulator, coinEmulator, hopperEmulator };
}

export function bootCabinet(options: BootOptions): RunningCabinet {
  const log = options.log ?? ((message: string) => console.error(message));
  mkdirSync(options.dataDir, { recursive: true });
  const config = loadConfig(options.dataDir);
  const store = CabinetStore.open(options.dataDir);
  const timers: (() => void)[] = [];
  let devices = options.devices;
  if (!devices) {
    const emulated = emulatedDevices(config);
    const tick = setInterval(() => emulated.hopperEmulator.tick(1), Math.max(1, Math.round(1000 / config.hopper.emulatedCoinsPerSecond)));
    timers.push(() => clearInterval(tick));
    devices = emulated;
  }
  try {
    const cabinet = new Cabinet({ store, config, rng: options.rng ?? new CryptoRng(), devices, host: options.host });
    cabinet.boot();
    const loop = new DeviceLoop(() => cabinet.pollDevices(), config.coinAcceptor.pollMs, log);
    loop.start();
    timers.push(() => loop.stop());
    return {
      cabinet,
      store,
      config,
      devices,
      stop: () => {
        cabinet.stop();
        for (const stop of timers) stop();
        store.close();
      },
    };
  } catch (error) {
    for (const stop of timers) stop();
    store.close();
    throw error;
  }
}
