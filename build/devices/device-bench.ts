/**
 * The cabinet's emulated devices on real pseudo-terminals: one socat PTY pair for the ccTalk bus
 * (coin acceptor, hopper, bill validator) and one for the I/O board. The emulators sit on the
 * device ends; the cabinet opens the host ends as if they were its USB serial adapters.
 *
 * Each line can be unplugged and plugged again: socat is stopped (the host end vanishes, so the
 * cabinet sees its port close as when a cable is pulled) and started again on the same symlink,
 * which is why the cabinet's configured path keeps working across plugs.
 */
import { lstat, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { CabinetConfig } from '../../config/cabinet-config';
import type { EmulatedCctalkDevice, ReplyLog } from '../../hardware/emulators/cctalk/cctalk-device';
import type { IoReplyLog } from '../../hardware/io-board/emulated-io-board';
import { SerialPortLink } from '../../hardware/serial/serial-port-link';
import { startSocatPair, type SocatPair } from '../../hardware/serial/socat-pair';
import { CabinetEmulators } from '../../main/devices/emulated-devices';

export type BenchLine = 'cctalk' | 'io';

/** Host-end names in the bench folder: what the cabinet is told to open. */
export const HOST_END: Record<BenchLine, string> = { cctalk: 'cctalk', io: 'io-board' };
/** Device-end names: where the emulators sit (nobody else should open these). */
export const DEVICE_END: Record<BenchLine, string> = { cctalk: 'cctalk-device', io: 'io-board-device' };

export interface DeviceBenchOptions {
  /** Folder for the PTY symlinks; created if missing. */
  readonly dir: string;
  readonly config: CabinetConfig;
  /** Uniform 0..1 for the emulators' line faults. */
  readonly random: () => number;
  /** False: no I/O board line at all (a cabinet with `devices.ioBoard.enabled` false). */
  readonly ioBoard: boolean;
  /** Told when a line goes away by itself (socat died), not when `unplug` is asked for. */
  readonly onLineLost?: (line: BenchLine, reason: string) => void;
}

/** What happened to the emulators' replies on the line, summed over every device. */
export interface ReplyFates {
  sent: number;
  lost: number;
  corrupted: number;
  silent: number;
}

export class BenchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BenchError';
  }
}

interface LineState {
  pair: SocatPair | null;
  link: SerialPortLink | null;
  /** Set while we close the line ourselves, so the close is not reported as a loss. */
  closing: boolean;
}

export class DeviceBench {
  readonly emulators: CabinetEmulators;
  readonly fates: ReplyFates = { sent: 0, lost: 0, corrupted: 0, silent: 0 };
  private readonly lines: Record<BenchLine, LineState> = {
    cctalk: { pair: null, link: null, closing: false },
    io: { pair: null, link: null, closing: false },
  };

  private constructor(private readonly options: DeviceBenchOptions) {
    this.emulators = new CabinetEmulators(options.config, { random: options.random, hopperMotor: true });
    const count = (log: ReplyLog | IoReplyLog): void => {
      this.fates[log.fate] += 1;
    };
    for (const device of this.cctalkDevices()) device.onReply(count);
    this.emulators.ioBoard.onReply(count);
  }

  /** Creates the folder, starts socat for each line and plugs the emulators in. */
  static async start(options: DeviceBenchOptions): Promise<DeviceBench> {
    await mkdir(options.dir, { recursive: true });
    const bench = new DeviceBench(options);
    const lines: BenchLine[] = options.ioBoard ? ['cctalk', 'io'] : ['cctalk'];
    for (const line of lines) await bench.refuseLiveLink(line);
    try {
      for (const line of lines) await bench.plug(line);
    } catch (error) {
      await bench.stop();
      throw error;
    }
    return bench;
  }

  /** The path the cabinet opens for a line (a symlink to the current /dev/pts/N). */
  hostPath(line: BenchLine): string {
    return join(this.options.dir, HOST_END[line]);
  }

  get hasIoBoard(): boolean {
    return this.options.ioBoard;
  }

  isPlugged(line: BenchLine): boolean {
    return this.lines[line].link?.isOpen === true;
  }

  /** Starts socat on the line's paths and attaches its emulators. A plugged line is left as it is. */
  async plug(line: BenchLine): Promise<void> {
    if (line === 'io' && !this.options.ioBoard) throw new BenchError('this bench has no I/O board (started with --no-io-board)');
    if (this.isPlugged(line)) return;
    const state = this.lines[line];
    await this.closeLine(state);
    const pair = await startSocatPair({ hostLink: this.hostPath(line), deviceLink: join(this.options.dir, DEVICE_END[line]) });
    let link: SerialPortLink;
    try {
      link = await SerialPortLink.open(pair.devicePath);
    } catch (error) {
      await pair.stop();
      throw error;
    }
    state.pair = pair;
    state.link = link;
    link.onClose((reason) => {
      if (!state.closing && state.link === link) this.options.onLineLost?.(line, reason);
    });
    if (line === 'cctalk') {
      // Re-attaching every ccTalk device is what CabinetEmulators.attach does; the board keeps its own link.
      this.emulators.attach(link, null);
    } else {
      this.emulators.ioBoard.attach(link);
    }
  }

  /** Stops socat for the line: the cabinet's port closes, as when the cable is pulled. */
  async unplug(line: BenchLine): Promise<void> {
    if (line === 'io' && !this.options.ioBoard) throw new BenchError('this bench has no I/O board (started with --no-io-board)');
    await this.closeLine(this.lines[line]);
  }

  /** Stops the emulators and every socat. */
  async stop(): Promise<void> {
    this.emulators.stop();
    await this.closeLine(this.lines.cctalk);
    await this.closeLine(this.lines.io);
  }

  cctalkDevices(): EmulatedCctalkDevice[] {
    const e = this.emulators;
    return this.options.config.devices.cctalk.billValidator ? [e.coinAcceptor, e.hopper, e.billValidator] : [e.coinAcceptor, e.hopper];
  }

  private async closeLine(state: LineState): Promise<void> {
    state.closing = true;
    try {
      await state.link?.close();
      await state.pair?.stop();
    } finally {
      state.link = null;
      state.pair = null;
      state.closing = false;
    }
  }

  /**
   * socat silently replaces an existing symlink, so a second bench on the same folder would take
   * the first one's cabinet away from it. A link that still leads to a live PTY means exactly that.
   */
  private async refuseLiveLink(line: BenchLine): Promise<void> {
    const path = this.hostPath(line);
    const isLink = await lstat(path).then(
      (s) => s.isSymbolicLink(),
      () => false,
    );
    if (!isLink) return;
    const live = await stat(path).then(
      (s) => s.isCharacterDevice(),
      () => false,
    );
    if (live) throw new BenchError(`${path} already leads to a live PTY: is another \`npm run devices\` using ${this.options.dir}? Stop it or choose another --dir`);
  }
}
