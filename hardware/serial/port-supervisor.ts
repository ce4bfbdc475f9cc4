/**
 * Keeps one configured serial port open for as long as the cabinet runs. USB serial adapters
 * disappear when a cable is knocked or a hub browns out, and come back under the same by-id
 * path; the supervisor notices the link closing, reports the device down, and tries the path
 * again every `reopenMs` until it opens. Drivers are handed each new link through `onUp`.
 *
 * State: 'down' before start, after stop and while waiting to retry; 'opening' while an open is
 * under way; 'up' while a link is open.
 */
import type { ByteLink } from './byte-link';
import { SerialPortLink } from './serial-port-link';

export type PortState = 'opening' | 'up' | 'down';

export interface PortSupervisorOptions {
  /** Wait between open attempts after a failure or an unplug (ms). */
  readonly reopenMs?: number;
  /** Opens the path (default: a 9600-baud SerialPortLink); tests pass a fake. */
  readonly open?: (path: string) => Promise<ByteLink>;
}

export class PortSupervisor {
  private readonly reopenMs: number;
  private readonly openPort: (path: string) => Promise<ByteLink>;
  private readonly upListeners = new Set<(link: ByteLink) => void>();
  private readonly downListeners = new Set<(reason: string) => void>();
  private current: ByteLink | null = null;
  private currentState: PortState = 'down';
  private error: string | null = null;
  private running = false;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Whether 'down' has been told since the last 'up', so a dead port is not reported every retry. */
  private downTold = false;
  /** Bumped by start and stop, so an open still under way from before a restart is discarded. */
  private generation = 0;

  constructor(
    readonly path: string,
    options: PortSupervisorOptions = {},
  ) {
    this.reopenMs = options.reopenMs ?? 1000;
    this.openPort = options.open ?? ((p) => SerialPortLink.open(p));
  }

  get state(): PortState {
    return this.currentState;
  }

  /** Why the port is not up (open failure or close reason); null until something went wrong. */
  get lastError(): string | null {
    return this.error;
  }

  /** The open link while up, else null. */
  get link(): ByteLink | null {
    return this.current;
  }

  /** Called with each newly opened link. */
  onUp(listener: (link: ByteLink) => void): () => void {
    this.upListeners.add(listener);
    return () => this.upListeners.delete(listener);
  }

  /**
   * Called when an open link goes away, and once when the port cannot be opened at all (the
   * device is missing at boot). Failed retries after that only update `lastError`.
   */
  onDown(listener: (reason: string) => void): () => void {
    this.downListeners.add(listener);
    return () => this.downListeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.downTold = false;
    this.generation += 1;
    void this.attempt(this.generation);
  }

  /** Stops retrying and closes the link. No 'down' is reported for a deliberate stop. */
  async stop(): Promise<void> {
    this.running = false;
    this.generation += 1;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const link = this.current;
    this.current = null;
    this.currentState = 'down';
    if (link) await link.close();
  }

  private async attempt(generation: number): Promise<void> {
    this.retryTimer = null;
    if (generation !== this.generation) return;
    this.currentState = 'opening';
    let link: ByteLink;
    try {
      link = await this.openPort(this.path);
    } catch (error) {
      if (generation !== this.generation) return;
      this.currentState = 'down';
      this.error = error instanceof Error ? error.message : String(error);
      this.tellDown(this.error);
      this.scheduleRetry();
      return;
    }
    if (generation !== this.generation) {
      // Stopped (or restarted) while opening: this link belongs to nobody.
      await link.close();
      return;
    }
    if (!link.isOpen) {
      this.lost(`${this.path} closed as soon as it opened`);
      return;
    }
    this.current = link;
    this.currentState = 'up';
    this.error = null;
    this.downTold = false;
    link.onClose((reason) => {
      if (this.current !== link) return;
      this.current = null;
      this.lost(reason);
    });
    for (const listener of [...this.upListeners]) listener(link);
  }

  private lost(reason: string): void {
    if (!this.running) return;
    this.currentState = 'down';
    this.error = reason;
    this.tellDown(reason);
    this.scheduleRetry();
  }

  private tellDown(reason: string): void {
    if (this.downTold) return;
    this.downTold = true;
    for (const listener of [...this.downListeners]) listener(reason);
  }

  private scheduleRetry(): void {
    if (!this.running || this.retryTimer) return;
    const generation = this.generation;
    this.retryTimer = setTimeout(() => void this.attempt(generation), this.reopenMs);
  }
}
