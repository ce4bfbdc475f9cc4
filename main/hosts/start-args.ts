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
}

export class StartArgsError extends Error {}

export const USAGE = `usage: npm start -- [--data <folder>] [--port <n>] [--host auto|electron|web]
  --data   data folder (store, operator config); env CABINET_DATA_DIR; default ~/.local/share/arcade-cabinet
  --port   web host port on 127.0.0.1; env CABINET_PORT; default from the config (8420)
  --host   electron: the kiosk window; web: the web host for a Chromium kiosk; auto (default): electron when its binary is installed
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
    else if (flag === '--host') {
      const chosen = value();
      if (chosen !== 'auto' && chosen !== 'electron' && chosen !== 'web') throw new StartArgsError(`--host must be auto, electron or web\n${USAGE}`);
      host = chosen;
    } else if (flag === '--help' || flag === '-h') throw new StartArgsError(USAGE);
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
  return { dataDir: resolve(dataDir), port, host, testSeed };
}
