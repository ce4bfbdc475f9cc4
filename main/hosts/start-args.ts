/**
 * Command line and environment of `npm start`: where the data folder is, which port the web
 * host uses, and which host to run. Flags win over environment variables, which win over
 * defaults.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export interface StartArgs {
  readonly dataDir: string;
  /** Web host port; 0 picks a free one. Undefined: the configured port. */
  readonly port: number | undefined;
  readonly host: 'auto' | 'electron' | 'web';
  /**
   * TEST MODE ONLY: play with a seeded generator instead of the cryptographic one, so a test can
   * replay a session exactly. A production build refuses to start with it (main/cabinet/test-mode.ts).
   */
  readonly testSeed: number | undefined;
  /** Print the serial ports this machine has (for the ports of the config) and exit. */
  readonly listPorts: boolean;
  /** Where the devices are, over the configuration: emulated in-process, or serial ports (real or `npm run devices` PTYs). */
  readonly devices: { readonly mode?: 'emulated' | 'serial'; readonly cctalkPort?: string; readonly ioPort?: string; readonly cctalkEcho?: boolean };
}

export class StartArgsError extends Error {}

export const USAGE = `usage: npm start -- [--data <folder>] [--port <n>] [--host auto|electron|web]
  --data   data folder (store, operator config); env CABINET_DATA_DIR; default ~/.local/share/arcade-cabinet
  --port   web host port on 127.0.0.1; env CABINET_PORT; default from the config (8420)
  --host   electron: the kiosk window; web: the web host for a Chromium kiosk; auto (default): electron when its binary is installed
  --devices emulated|serial   emulators inside the cabinet (default; refused by a production build) or the configured serial ports; env CABINET_DEVICES
  --cctalk-port <path>        the ccTalk bus port (implies --devices serial), e.g. a PTY from \`npm run devices\`
  --io-port <path>            the I/O board port (implies --devices serial)
  --list-ports                 print the serial ports (with their /dev/serial/by-id names) and exit
  --cctalk-echo on|off        whether the ccTalk interface echoes the host's bytes (one-wire: on, the configured default)
  --test-seed <n>  tests only: seeded randomness (env CABINET_TEST_SEED); refused by a production build`;

export function defaultDataDir(env: NodeJS.ProcessEnv): string {
  const base = env.XDG_DATA_HOME && env.XDG_DATA_HOME.length > 0 ? env.XDG_DATA_HOME : join(homedir(), '.local', 'share');
  return join(base, 'arcade-cabinet');
}

export function parseStartArgs(argv: readonly string[], env: NodeJS.ProcessEnv): StartArgs {
  let dataDir = env.CABINET_DATA_DIR && env.CABINET_DATA_DIR.length > 0 ? env.CABINET_DATA_DIR : defaultDataDir(env);
  let portText = env.CABINET_PORT;
  let host: StartArgs['host'] = 'auto';
  let seedText = env.CABINET_TEST_SEED;
  let devicesMode = env.CABINET_DEVICES && env.CABINET_DEVICES.length > 0 ? env.CABINET_DEVICES : undefined;
  let cctalkPort: string | undefined;
  let ioPort: string | undefined;
  let cctalkEcho: boolean | undefined;
  let listPorts = false;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = (): string => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new StartArgsError(`${flag} needs a value\n${USAGE}`);
      i += 1;
      return next;
    };
    if (flag === '--data') dataDir = value();
    else if (flag === '--port') portText = value();
    else if (flag === '--test-seed') seedText = value();
    else if (flag === '--devices') devicesMode = value();
    else if (flag === '--cctalk-port') cctalkPort = value();
    else if (flag === '--io-port') ioPort = value();
    else if (flag === '--cctalk-echo') {
      const chosen = value();
      if (chosen !== 'on' && chosen !== 'off') throw new StartArgsError(`--cctalk-echo must be on or off\n${USAGE}`);
      cctalkEcho = chosen === 'on';
    }
    else if (flag === '--host') {
      const chosen = value();
      if (chosen !== 'auto' && chosen !== 'electron' && chosen !== 'web') throw new StartArgsError(`--host must be auto, electron or web\n${USAGE}`);
      host = chosen;
    } else if (flag === '--list-ports') listPorts = true;
    else if (flag === '--help' || flag === '-h') throw new StartArgsError(USAGE);
    else if (flag?.startsWith('--inspect') || flag === '--no-sandbox') continue; // Electron's own flags
    else throw new StartArgsError(`unknown option ${flag}\n${USAGE}`);
  }
  let port: number | undefined;
  if (portText !== undefined && portText !== '') {
    port = Number(portText);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartArgsError(`the port must be 0..65535, got ${portText}`);
  }
  let testSeed: number | undefined;
  if (seedText !== undefined && seedText !== '') {
    testSeed = Number(seedText);
    if (!/^\d{1,10}$/.test(seedText) || !Number.isSafeInteger(testSeed) || testSeed > 0xffff_ffff) {
      throw new StartArgsError(`the test seed must be a whole number 0..4294967295, got ${seedText}`);
    }
  }
  if (devicesMode !== undefined && devicesMode !== 'emulated' && devicesMode !== 'serial') throw new StartArgsError(`--devices must be emulated or serial, got ${devicesMode}\n${USAGE}`);
  if ((cctalkPort !== undefined || ioPort !== undefined) && devicesMode === 'emulated') throw new StartArgsError('--cctalk-port and --io-port need --devices serial');
  for (const path of [cctalkPort, ioPort]) if (path !== undefined && !path.startsWith('/')) throw new StartArgsError(`a device port must be an absolute path, got ${path}`);
  const mode = (devicesMode ?? (cctalkPort !== undefined || ioPort !== undefined ? 'serial' : undefined)) as 'emulated' | 'serial' | undefined;
  const devices = {
    ...(mode ? { mode } : {}),
    ...(cctalkPort ? { cctalkPort: resolve(cctalkPort) } : {}),
    ...(ioPort ? { ioPort: resolve(ioPort) } : {}),
    ...(cctalkEcho !== undefined ? { cctalkEcho } : {}),
  };
  return { dataDir: resolve(dataDir), port, host, testSeed, devices, listPorts };
}

/** The configuration with the command line's device choices applied. */
export function withDeviceArgs<T extends { devices: { mode: string; cctalk: { port: string; echo: boolean }; ioBoard: { port: string } } }>(config: T, args: StartArgs): T {
  const d = args.devices;
  if (!d.mode && !d.cctalkPort && !d.ioPort && d.cctalkEcho === undefined) return config;
  return {
    ...config,
    devices: {
      ...config.devices,
      mode: d.mode ?? config.devices.mode,
      cctalk: { ...config.devices.cctalk, port: d.cctalkPort ?? config.devices.cctalk.port, echo: d.cctalkEcho ?? config.devices.cctalk.echo },
      ioBoard: { ...config.devices.ioBoard, port: d.ioPort ?? config.devices.ioBoard.port },
    },
  };
}
