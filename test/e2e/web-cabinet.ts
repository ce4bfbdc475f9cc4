/**
 * `npm start`'s web host as the end-to-end tests start it: the bundled cabinet (dist/main/start.js)
 * on a data folder, a free loopback port, and the screen URL it prints, which carries this boot's
 * screen secret in its fragment (`#screen=<secret>`): a page opened at `url` is the cabinet's
 * screen; a socket of a test's own must offer the secret (`screenProtocols`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const START_JS = join(__dirname, '..', '..', 'dist', 'main', 'start.js');

export interface WebCabinet {
  readonly process: ChildProcess;
  /** The screen's address, secret included: what page.goto opens. */
  readonly url: string;
  /** The host's address without the secret (http://127.0.0.1:<port>/). */
  readonly plainUrl: string;
  readonly port: number;
  /** This boot's screen secret ('' if the cabinet printed none). */
  readonly token: string;
  /** What a test's own socket offers as its subprotocols to be let in. */
  readonly screenProtocols: readonly string[];
  /** Everything it printed so far (for a failure's message). */
  readonly output: () => string;
}

export interface WebCabinetOptions {
  /** Extra command-line options, e.g. ['--host', 'web', '--test-seed', '4']. */
  readonly args?: readonly string[];
  /** Extra environment, e.g. CABINET_USB_PATH. */
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  /** The bundle to run, when the caller is itself bundled elsewhere (the fuzz ports); default dist/main/start.js. */
  readonly startScript?: string;
}

export function startWebCabinet(dataDir: string, options: WebCabinetOptions = {}): Promise<WebCabinet> {
  const child = spawn(process.execPath, [options.startScript ?? START_JS, '--data', dataDir, '--port', '0', ...(options.args ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cabinet did not start:\n${output}`)), options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      // The whole banner, down to its last line: a chunk may end in the middle of the secret.
      const match = /Serving the cabinet screen at (http:\/\/127\.0\.0\.1:(\d+)\/)(#screen=([\w-]+))?\r?\n/.exec(output);
      if (match?.[1] && match[2] && output.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        const token = match[4] ?? '';
        resolve({
          process: child,
          url: `${match[1]}${match[3] ?? ''}`,
          plainUrl: match[1],
          port: Number(match[2]),
          token,
          screenProtocols: token ? [`cabinet-screen.${token}`] : [],
          output: () => output,
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the cabinet exited with ${code}:\n${output}`)));
  });
}

/**
 * The operator's file in a data folder (cabinet-config.json), as an operator would leave it.
 * The suites written for Gnomos Mix run a one-game cabinet (no game menu: it is that game);
 * the game menu has its own suite.
 */
export function writeOperatorConfig(dataDir: string, config: Readonly<Record<string, unknown>>): void {
  writeFileSync(join(dataDir, 'cabinet-config.json'), JSON.stringify(config));
}

export const GNOMOS_ONLY = { menu: { games: ['gnomos-mix'], defaultGame: 'gnomos-mix' } } as const;
