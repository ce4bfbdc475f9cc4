/**
 * Brings a cabinet up from its data folder: configuration, store, devices, games. Used by both
 * hosts (Electron and web) and by the power-cut tests, so every one of them runs the same code.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { configFromOperatorText, defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import type { CabinetView } from '../ipc/contract';
import { CabinetStore } from '../store/cabinet-store';
import { startDevices, type DeviceManagerOptions } from '../devices/device-manager';
import { Cabinet, type CabinetDevices } from './cabinet';
import { CryptoRng } from './crypto-rng';
import { DeviceLoop } from './device-loop';
import { buildDefaults, checkDeviceChoice } from './production-rules';
import { buildKind, type BuildKind } from './test-mode';

export const OPERATOR_CONFIG_FILE = 'cabinet-config.json';

export interface BootOptions {
  readonly dataDir: string;
  readonly host: CabinetView['host'];
  /** Devices to use instead of the configured ones (tests). */
  readonly devices?: CabinetDevices;
  /** Overrides of the operator configuration (tests, `--devices` on the command line). */
  readonly configOverride?: (config: CabinetConfig) => CabinetConfig;
  /** Options for the emulators when the configuration says `emulated`. */
  readonly emulator?: DeviceManagerOptions['emulator'];
  readonly rng?: Rng;
  readonly log?: (message: string) => void;
  /** Tests only (`--test-seed`): the config file's credit limit may pass the jurisdiction's. */
  readonly testMode?: boolean;
  /** A USB stick's mount point for the operator's export (default: CABINET_USB_PATH, else a mounted stick). */
  readonly usbPath?: string | null;
}

export interface RunningCabinet {
  readonly cabinet: Cabinet;
  readonly store: CabinetStore;
  readonly config: CabinetConfig;
  readonly devices: CabinetDevices;
  /**
   * Resolves once every device has been set up (or failed to) and one device poll has run: coins
   * are accepted from then on. Tests and tools wait for it; the cabinet itself does not need to.
   */
  ready(): Promise<void>;
  /** Stops polling and closes the store; the ports close in the background (awaited by the promise). */
  stop(): Promise<void>;
}

/** The operator file over the shipped defaults of this build (serial devices in production). */
export function loadConfig(dataDir: string, kind: BuildKind = buildKind()): CabinetConfig {
  const path = join(dataDir, OPERATOR_CONFIG_FILE);
  if (!existsSync(path)) return defaultConfig(buildDefaults(kind));
  return configFromOperatorText(readFileSync(path, 'utf8'), path, buildDefaults(kind));
}

/** Uniform 0..1 from the OS for the emulators' line faults (never for game outcomes). */
const osRandom = (): number => randomInt(2 ** 30) / 2 ** 30;

export function bootCabinet(options: BootOptions): RunningCabinet {
  const log = options.log ?? ((message: string) => console.error(message));
  const kind = buildKind();
  const loaded = loadConfig(options.dataDir, kind);
  const config = options.configOverride ? options.configOverride(loaded) : loaded;
  // Before the data folder or the store is touched: a refused start leaves nothing behind.
  checkDeviceChoice({ kind, fromFile: loaded.devices, chosen: config.devices, operatorFile: join(options.dataDir, OPERATOR_CONFIG_FILE), opensPorts: !options.devices });
  mkdirSync(options.dataDir, { recursive: true });
  const store = CabinetStore.open(options.dataDir);
  const managed = options.devices ? null : startDevices(config, { log, random: osRandom, emulator: options.emulator });
  const devices = options.devices ?? managed!;
  const stopDevices = async (): Promise<void> => {
    await managed?.stop();
  };
  try {
    // The store check runs before anything is shown or moved: damaged books lock the cabinet.
    const storeCheck = store.check();
    log(`store check: ${storeCheck.state} in ${Math.round(storeCheck.tookMs)} ms${storeCheck.problems.length ? ` (${storeCheck.problems.join('; ')})` : ''}`);
    if (storeCheck.state !== 'locked') store.commit({ events: [{ kind: 'store-check', detail: { state: storeCheck.state, problems: storeCheck.problems, tookMs: storeCheck.tookMs } }] });
    const cabinet = new Cabinet({
      store,
      config,
      rng: options.rng ?? new CryptoRng(),
      devices,
      host: options.host,
      storeCheck,
      recheckStore: () => store.check(),
      dataDir: options.dataDir,
      testMode: options.testMode === true,
      usbPath: options.usbPath !== undefined ? options.usbPath : (process.env.CABINET_USB_PATH ?? null),
    });
    cabinet.boot();
    const loop = new DeviceLoop(() => cabinet.pollDevices(), config.coinAcceptor.pollMs, log);
    loop.start();
    return {
      cabinet,
      store,
      config,
      devices,
      ready: async () => {
        const deadline = Date.now() + 10_000;
        while (devices.health().some((h) => h.state === 'starting') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        await managed?.setUpDone();
        await cabinet.pollDevices().catch((error: Error) => log(`first device poll: ${error.message}`));
      },
      stop: async () => {
        loop.stop();
        cabinet.stop();
        await cabinet.settled();
        store.close();
        await stopDevices();
      },
    };
  } catch (error) {
    void stopDevices();
    store.close();
    throw error;
  }
}
