/**
 * The real cabinet as a separate process, started the way an operator starts it (`node
 * dist/main/start.js`, the bundle `npm start` runs) and pointed at PTY ports. Tests kill it with
 * SIGKILL like a power cut: everything it had not committed is gone, the devices keep running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const START = join(__dirname, '..', '..', 'dist', 'main', 'start.js');
/** The web host prints this once the cabinet is up and its device loop is running. */
const READY = /Cabinet running/;
const LOG_TAIL = 4000;

export interface CabinetPorts {
  readonly dataDir: string;
  readonly cctalkPort: string;
  readonly ioPort: string | null;
}

export class CabinetProcess {
  private readonly child: ChildProcess;
  private log = '';
  private killedByUs = false;
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;

  constructor(ports: CabinetPorts) {
    // A PTY is point to point: the cabinet must not wait for the echo of a one-wire bus.
    // Test mode (a seed): the run's credit limit passes the jurisdiction's, so 10,000 coins are never inhibited for it.
    const args = [START, '--host', 'web', '--port', '0', '--data', ports.dataDir, '--cctalk-port', ports.cctalkPort, '--cctalk-echo', 'off', '--test-seed', '1'];
    if (ports.ioPort) args.push('--io-port', ports.ioPort);
    this.child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer): void => {
      // Only the tail: a long run logs every device hiccup, and the tail explains a failure.
      this.log = (this.log + chunk.toString('utf8')).slice(-LOG_TAIL);
    };
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.ready = new Promise((resolve, reject) => {
      this.child.stdout?.on('data', (chunk: Buffer) => {
        keep(chunk);
        if (READY.test(this.log)) resolve();
      });
      this.child.once('exit', (code, signal) => {
        if (!this.killedByUs) reject(new Error(`the cabinet exited on its own (${signal ?? `code ${String(code)}`}):\n${this.log}`));
      });
    });
    // A rejection nobody awaits yet must not crash the test run; `ready` is awaited by the test.
    this.ready.catch(() => undefined);
  }

  /** Whether the process ended without being killed by the test. */
  get crashed(): boolean {
    return !this.killedByUs && (this.child.exitCode !== null || this.child.signalCode !== null);
  }

  get output(): string {
    return this.log;
  }

  /** Power cut: SIGKILL, resolved once the process is gone and its ports are closed. */
  async kill(): Promise<void> {
    this.killedByUs = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}
