/**
 * `npm start`'s web host as the end-to-end tests start it: the bundled cabinet (dist/main/start.js)
 * on a data folder, a free loopback port, and the screen URL it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const START_JS = join(__dirname, '..', '..', 'dist', 'main', 'start.js');

export interface WebCabinet {
  readonly process: ChildProcess;
  readonly url: string;
  /** Everything it printed so far (for a failure's message). */
  readonly output: () => string;
}

export interface WebCabinetOptions {
  /** Extra command-line options, e.g. ['--host', 'web', '--test-seed', '4']. */
  readonly args?: readonly string[];
  /** Extra environment, e.g. CABINET_USB_PATH. */
  readonly env?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

export function startWebCabinet(dataDir: string, options: WebCabinetOptions = {}): Promise<WebCabinet> {
  const child = spawn(process.execPath, [START_JS, '--data', dataDir, '--port', '0', ...(options.args ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cabinet did not start:\n${output}`)), options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Serving the cabinet screen at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the cabinet exited with ${code}:\n${output}`)));
  });
}
