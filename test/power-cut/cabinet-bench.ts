/**
 * The bench of the power-cut tests: the cabinet's devices as byte-level emulators on the device
 * end of a socat PTY pair, in the test process, and the cabinet itself in a child process on
 * the host end, booted from a data folder and killed with SIGKILL whenever the test likes.
 *
 * The devices outlive every cut, as real ones outlive the cabinet computer: the acceptor keeps
 * its buffered coins and the hopper keeps paying a dispense the dead cabinet asked for (unless
 * the test cuts the hopper's power too). socat keeps the pair up while the host end is closed
 * and reopened, so each new cabinet finds its port where the last one left it.
 *
 * The I/O board (key, doors, buttons) is left out unless a test asks for it: it is on a line of
 * its own, so it gets a second PTY pair, and it outlives the cuts like the ccTalk devices.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig, type CabinetConfig } from '../../config/cabinet-config';
import { seededRandom } from '../../hardware/cctalk/test-random';
import { SerialPortLink } from '../../hardware/serial/serial-port-link';
import { startSocatPair, type SocatPair } from '../../hardware/serial/socat-pair';
import { CabinetEmulators } from '../../main/devices/emulated-devices';
import type { IntentResult } from '../../main/ipc/contract';
import { CabinetStore } from '../../main/store/cabinet-store';
import type { ChildMessage, ChildMode, ChildState, ParentMessage } from './parent-link';
import { powerCutConfig } from './power-cut-config';

/** Built by test/global-setup.ts (build/bundle.mjs --tests) before any test runs. */
const CHILD = join(__dirname, '..', '..', 'dist', 'test', 'cabinet-child.js');
/** Enough of the child's log to say why it died. */
const LOG_TAIL = 4000;

export interface BenchOptions {
  /** Seeds the children's players and the emulators' line faults (none are switched on here). */
  readonly seed: number;
  /** The hopper motor on its own timer; false when the test steps it with `emulators.hopper.tick`. */
  readonly hopperMotor: boolean;
  readonly coinsInTube: number;
  /** Plug in the emulated I/O board on its own PTY, for tests that turn the attendant's key (default false). */
  readonly ioBoard?: boolean;
}

/** One socat PTY pair and the emulators' open device end of it. */
interface DeviceLine {
  readonly pair: SocatPair;
  readonly link: SerialPortLink;
}

export class PowerCutBench {
  private lostDeviceLink: string | null = null;

  private constructor(
    readonly dataDir: string,
    readonly config: CabinetConfig,
    readonly emulators: CabinetEmulators,
    private readonly cctalk: DeviceLine,
    private readonly io: DeviceLine | null,
    private readonly below: (below: number) => number,
  ) {
    cctalk.link.onClose((reason) => (this.lostDeviceLink = `ccTalk: ${reason}`));
    io?.link.onClose((reason) => (this.lostDeviceLink = `I/O board: ${reason}`));
  }

  static async start(options: BenchOptions): Promise<PowerCutBench> {
    const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-power-cut-'));
    const lines: DeviceLine[] = [];
    try {
      const cctalk = await openLine();
      lines.push(cctalk);
      const io = options.ioBoard === true ? await openLine() : null;
      if (io) lines.push(io);
      const config = powerCutConfig(defaultConfig(), cctalk.pair.hostPath, io?.pair.hostPath ?? null);
      const below = seededRandom(options.seed);
      const emulators = new CabinetEmulators(config, {
        random: () => below(1_000_000) / 1_000_000,
        hopperMotor: options.hopperMotor,
        coinsInTube: options.coinsInTube,
      });
      emulators.attach(cctalk.link, io?.link ?? null);
      return new PowerCutBench(dataDir, config, emulators, cctalk, io, below);
    } catch (error) {
      for (const line of lines) await closeLine(line);
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Powers a cabinet up on the data folder and the PTY's host end. */
  boot(mode: ChildMode): CabinetChild {
    if (this.lostDeviceLink !== null) throw new Error(`the devices' end of the PTY closed: ${this.lostDeviceLink}`);
    const args = [this.dataDir, this.cctalk.pair.hostPath, mode, String(this.below(2 ** 31)), ...(this.io ? [this.io.pair.hostPath] : [])];
    return new CabinetChild(fork(CHILD, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] }));
  }

  /** Reads the store while no cabinet runs (it is the dead cabinet's disk, as a technician would find it). */
  withStore<T>(read: (store: CabinetStore) => T): T {
    const store = CabinetStore.open(this.dataDir);
    try {
      return read(store);
    } finally {
      store.close();
    }
  }

  async stop(): Promise<void> {
    this.emulators.stop();
    await closeLine(this.cctalk);
    if (this.io) await closeLine(this.io);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function openLine(): Promise<DeviceLine> {
  const pair = await startSocatPair({ timeoutMs: 20_000 });
  try {
    return { pair, link: await SerialPortLink.open(pair.devicePath) };
  } catch (error) {
    await pair.stop();
    throw error;
  }
}

async function closeLine(line: DeviceLine): Promise<void> {
  await line.link.close();
  await line.pair.stop();
}

export class CabinetChild {
  /** Resolves once the cabinet has booted (power-up committed); rejects if it dies first. */
  readonly ready: Promise<void>;
  private log = '';
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (message: ChildMessage) => void; reject: (error: Error) => void }>();
  private death: string | null = null;

  constructor(private readonly child: ChildProcess) {
    child.stderr?.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString('utf8')).slice(-LOG_TAIL);
    });
    // A message can cross the SIGKILL: the dead cabinet never reads it, as a device's answer is
    // lost when the power goes. The send error is that, nothing more.
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_IPC_CHANNEL_CLOSED') this.log += `\n${error.message}`;
    });
    child.on('message', (message: ChildMessage) => {
      if (message.op === 'ready') return;
      this.pending.get(message.id)?.resolve(message);
      this.pending.delete(message.id);
    });
    this.ready = new Promise<void>((resolve, reject) => {
      child.on('message', (message: ChildMessage) => {
        if (message.op === 'ready') resolve();
      });
      child.once('exit', (code, signal) => {
        this.death = signal === 'SIGKILL' ? 'killed' : `the cabinet child exited by itself (${signal ?? `code ${String(code)}`}):\n${this.log}`;
        const error = new Error(this.death);
        reject(error);
        for (const request of this.pending.values()) request.reject(error);
        this.pending.clear();
      });
    });
    // Whoever awaits `ready` sees the rejection; this only keeps an unawaited one quiet.
    this.ready.catch(() => undefined);
  }

  /** The end of the cabinet's log (device set-up, poll failures), for failure messages. */
  get logTail(): string {
    return this.log;
  }

  get alive(): boolean {
    return this.death === null;
  }

  /** Null while it runs; 'killed' after the test's SIGKILL; otherwise how it died, with its log. */
  get deathReport(): string | null {
    return this.death;
  }

  /** The wallet, the dispense record, tilts and device health, as the cabinet sees them now. */
  async state(): Promise<ChildState> {
    const reply = await this.ask((id) => ({ op: 'state', id }));
    if (reply.op !== 'state') throw new Error(`expected a state from the cabinet child, got ${reply.op}`);
    return reply.state;
  }

  /** A press on the panel or screen, as the renderer sends it. */
  async press(intent: Readonly<Record<string, unknown>>): Promise<IntentResult> {
    const reply = await this.ask((id) => ({ op: 'intent', id, intent }));
    if (reply.op !== 'intent-result') throw new Error(`expected an intent result from the cabinet child, got ${reply.op}`);
    return reply.result;
  }

  /** The player walks away: no more presses (device polling, payouts and automatic steps go on). */
  stopPlaying(): void {
    this.post({ op: 'stop-playing' });
  }

  /** The power cut: SIGKILL, then wait until the process is gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGKILL');
    await gone;
  }

  private ask(make: (id: number) => ParentMessage): Promise<ChildMessage> {
    if (this.death !== null) return Promise.reject(new Error(this.death));
    const id = this.nextId++;
    return new Promise<ChildMessage>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post(make(id));
    });
  }

  private post(message: ParentMessage): void {
    if (this.child.connected) this.child.send(message, () => undefined);
  }
}
