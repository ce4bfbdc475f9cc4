/**
 * What a cabinet may run with, decided in one place for both hosts and every boot. A production
 * build (bundled with `--production`, as `npm run dist` does) takes coins only from the real
 * serial devices of the operator's config: its default device mode is `serial`, emulated devices
 * stop it at start wherever they were asked for, and the development panel's intents (which would
 * make credit out of nothing and turn the attendant key) are refused even if emulators were wired
 * in. A serial cabinet in any build needs its ports set: the shipped defaults leave them empty,
 * because a guessed path would only show as an unplugged device on a cabinet that takes no coins.
 */
import type { BuildDefaults, DevicesConfig } from '../../config/cabinet-config';
import type { Intent } from '../ipc/contract';
import { buildKind, type BuildKind } from './test-mode';

/** The cabinet must not start with this device choice; the message says what to change. */
export class DevicesRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DevicesRefusedError';
  }
}

/** The shipped defaults a build starts from before the operator file: real devices in production. */
export function buildDefaults(kind: BuildKind = buildKind()): BuildDefaults {
  return kind === 'production' ? { devicesMode: 'serial' } : {};
}

export interface DeviceChoice {
  readonly kind: BuildKind;
  /** The devices as the shipped defaults and the operator file give them. */
  readonly fromFile: DevicesConfig;
  /** The devices the cabinet would run: the above with the command line's choices applied. */
  readonly chosen: DevicesConfig;
  /** The operator file's path, to name in the messages. */
  readonly operatorFile: string;
  /** The boot opens the configured ports (false when a test hands it devices). */
  readonly opensPorts: boolean;
}

/** Throws DevicesRefusedError when the cabinet must not start with these devices. */
export function checkDeviceChoice(choice: DeviceChoice): void {
  const { chosen, operatorFile } = choice;
  if (choice.kind === 'production' && chosen.mode === 'emulated') {
    // The production defaults say serial, so emulated came from the operator file or the command line.
    const origin = choice.fromFile.mode === 'emulated' ? `devices.mode "emulated" in ${operatorFile}` : '--devices emulated / CABINET_DEVICES=emulated';
    throw new DevicesRefusedError(
      `this is a production build: emulated devices (${origin}) are refused; a production cabinet takes coins only from its real devices: ` +
        `set devices.mode to "serial" with devices.cctalk.port and devices.ioBoard.port in ${operatorFile}`,
    );
  }
  if (chosen.mode !== 'serial' || !choice.opensPorts) return;
  const missing = [
    chosen.cctalk.port === '' ? 'devices.cctalk.port (the ccTalk bus: coin acceptor, hopper, bill validator; --cctalk-port for one run)' : null,
    chosen.ioBoard.enabled && chosen.ioBoard.port === '' ? 'devices.ioBoard.port (the I/O board: buttons, lamps, key, doors; --io-port for one run, or devices.ioBoard.enabled false if none is fitted)' : null,
  ].filter((line): line is string => line !== null);
  if (missing.length === 0) return;
  throw new DevicesRefusedError(
    `the devices are serial but no port is set for ${missing.join(' and for ')}. ` +
      `Set ${missing.length > 1 ? 'them' : 'it'} in ${operatorFile} to the port's /dev/serial/by-id/… path (\`npm start -- --list-ports\` or \`ls -l /dev/serial/by-id/\` lists them)`,
  );
}

export type DevIntentType = Extract<Intent['type'], `DEV_${string}`>;

/**
 * Why a development-panel intent is refused in this build, or null where it may run. The cabinet
 * checks this before looking for emulators: a production cabinet refuses even with them fitted.
 */
export function devIntentRefusal(type: DevIntentType, kind: BuildKind = buildKind()): string | null {
  if (kind !== 'production') return null;
  return `${type} is refused: this is a production build and has no development panel; coins, bills, the key and the doors come from the real devices only`;
}

/** Whether the view may offer the development panel (it still needs emulators fitted to show). */
export function devPanelAllowed(kind: BuildKind = buildKind()): boolean {
  return kind !== 'production';
}
