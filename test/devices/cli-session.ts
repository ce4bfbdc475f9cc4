/**
 * The built `npm run devices` CLI as a child process driven through its stdin, the way a script
 * pipes commands into it. Output is collected so a test can wait for a reply.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(__dirname, '..', '..', 'dist', 'build', 'devices', 'devices-cli.js');

export class CliSession {
  private readonly child: ChildProcess;
  private out = '';
  private err = '';
  /** Where the next `reply` starts looking, so an old line never answers a new command. */
  private mark = 0;
  readonly exitCode: Promise<number | null>;

  constructor(args: readonly string[]) {
    this.child = spawn(process.execPath, [CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.out += chunk.toString('utf8')));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.err += chunk.toString('utf8')));
    this.exitCode = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get stdout(): string {
    return this.out;
  }

  get stderr(): string {
    return this.err;
  }

  /** Resolves with the stdout text once `pattern` appears after the previous reply. */
  async waitFor(pattern: RegExp, limitMs = 20_000): Promise<string> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const rest = this.out.slice(this.mark);
      const match = pattern.exec(rest);
      if (match) {
        this.mark += match.index + match[0].length;
        return rest.slice(0, match.index + match[0].length);
      }
      if (Date.now() > deadline) throw new Error(`no ${pattern} from the devices CLI; stdout:\n${this.out}\nstderr:\n${this.err}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Sends one command line and waits for the reply that matches `pattern`. */
  async command(line: string, pattern: RegExp): Promise<string> {
    this.child.stdin?.write(`${line}\n`);
    return this.waitFor(pattern);
  }

  /** Sends a line without waiting (for refusals, which go to stderr). */
  send(line: string): void {
    this.child.stdin?.write(`${line}\n`);
  }

  /** End of input: the CLI stops its devices and exits. */
  async end(): Promise<number | null> {
    this.child.stdin?.end();
    return this.exitCode;
  }

  /** For cleanup after a failure: the CLI is told to stop as by Ctrl-C. */
  async interrupt(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGINT');
    await this.exitCode;
  }
}
