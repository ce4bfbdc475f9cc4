/**
 * A ByteLink over a real serial port (a USB adapter under /dev/serial/by-id, or one end of a
 * socat PTY pair) through the `serialport` package, 8 data bits, no parity, 1 stop bit.
 *
 * The port is read in flowing mode from the moment it opens, even before a driver subscribes:
 * serialport only notices a vanished device (cable pulled, socat gone) while it is reading, and
 * an unread port would also let stale bytes pile up for the driver to mistake for replies.
 * Bytes read before anyone listens are dropped for the same reason.
 *
 * Presence check. serialport does not always notice the far end going: when a PTY's master
 * closes while a read is in flight, the read returns 0 bytes and the bindings read again, forever,
 * without reporting anything. So the path is also checked every `presenceCheckMs`: when it has
 * gone, or now leads to a different device node (socat restarted, adapter re-enumerated), the
 * link closes as unplugged, which also ends that read loop.
 *
 * Modem lines are left alone: ccTalk does not use them and a PTY has none.
 */
import { realpath } from 'node:fs/promises';
import { SerialPort } from 'serialport';
import type { ByteLink } from './byte-link';
import { LinkListeners } from './link-listeners';

export interface SerialPortLinkOptions {
  /** ccTalk runs at 9600 baud (some devices are set to other rates). */
  readonly baudRate?: number;
  /** How often to check that the path still leads to the opened device (ms). Default 500. */
  readonly presenceCheckMs?: number;
}

/** The port could not be opened; the message names the path and the system's reason. */
export class SerialPortOpenError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`cannot open serial port ${path}: ${reason}`);
    this.name = 'SerialPortOpenError';
  }
}

export class SerialPortLink implements ByteLink {
  private readonly listeners = new LinkListeners();
  private open = true;
  private readonly presenceTimer: NodeJS.Timeout;

  private constructor(
    readonly name: string,
    private readonly port: SerialPort,
    /** The device node the path led to when opened. */
    private readonly node: string,
    presenceCheckMs: number,
  ) {
    port.on('data', (chunk: Buffer) => {
      const bytes = Uint8Array.from(chunk);
      this.listeners.emitData(bytes);
    });
    port.on('error', (error: Error) => this.shut(`error: ${error.message}`));
    // serialport may emit 'close' twice on a disconnect (with and without the error): shut() runs once.
    port.on('close', (error: Error | null | undefined) => this.shut(error ? `unplugged: ${error.message}` : 'closed'));
    this.presenceTimer = setInterval(() => void this.checkPresence(), presenceCheckMs);
    // The check must not keep a process alive that has nothing else to do.
    this.presenceTimer.unref();
  }

  /** Opens `path` at `baudRate` (default 9600), 8N1. Rejects with SerialPortOpenError. */
  static async open(path: string, options: SerialPortLinkOptions = {}): Promise<SerialPortLink> {
    const baudRate = options.baudRate ?? 9600;
    let port: SerialPort;
    try {
      port = new SerialPort({ path, baudRate, dataBits: 8, parity: 'none', stopBits: 1, autoOpen: false });
    } catch (error) {
      throw new SerialPortOpenError(path, (error as Error).message);
    }
    await new Promise<void>((resolve, reject) => {
      port.open((error) => (error ? reject(new SerialPortOpenError(path, error.message)) : resolve()));
    });
    const node = await realpath(path).catch(() => path);
    return new SerialPortLink(path, port, node, options.presenceCheckMs ?? 500);
  }

  get isOpen(): boolean {
    return this.open;
  }

  write(bytes: Uint8Array): void {
    if (!this.open || bytes.length === 0) return;
    // A write fails when the device has gone; the port is then as good as unplugged.
    this.port.write(Buffer.from(bytes), (error) => {
      if (error) this.shut(`write failed: ${error.message}`);
    });
  }

  /**
   * Resolves once everything written so far has left the port (pending writes done, then
   * tcdrain). write() only queues, and on a busy machine the bytes can leave much later; the
   * bus master starts its reply clock from here. Resolves (never rejects) on a closed port too.
   */
  drain(): Promise<void> {
    if (!this.open || !this.port.isOpen) return Promise.resolve();
    return new Promise((resolve) => this.port.drain(() => resolve()));
  }

  onData(listener: (chunk: Uint8Array) => void): () => void {
    return this.listeners.onData(listener);
  }

  onClose(listener: (reason: string) => void): () => void {
    return this.listeners.onClose(listener);
  }

  async close(): Promise<void> {
    if (!this.port.isOpen) {
      this.shut('closed');
      return;
    }
    await new Promise<void>((resolve) => {
      // A close error means the port is already gone; either way it is closed for us.
      this.port.close(() => resolve());
    });
    this.shut('closed');
  }

  private async checkPresence(): Promise<void> {
    const now = await realpath(this.name).catch(() => null);
    if (now === null) this.shut(`unplugged: ${this.name} is gone`);
    else if (now !== this.node) this.shut(`unplugged: ${this.name} now leads to ${now}`);
  }

  private shut(reason: string): void {
    if (!this.open) return;
    this.open = false;
    clearInterval(this.presenceTimer);
    this.listeners.emitClose(reason);
    if (this.port.isOpen) this.port.close(() => undefined);
  }
}
