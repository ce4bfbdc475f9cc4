/**
 * An in-process bus for emulators and tests: every byte written by one attached link reaches
 * every other link, as on the ccTalk one-wire bus. With `echo`, the writer also reads back its
 * own bytes, which is what a host on a real one-wire ccTalk bus sees and must strip.
 * Delivery is asynchronous (setImmediate), so replies never arrive inside `write()`.
 */
import type { ByteLink } from './byte-link';
import { LinkListeners } from './link-listeners';

export interface MemoryBusOptions {
  /** The writer reads back its own bytes (one-wire ccTalk). Default true. */
  readonly echo?: boolean;
}

class MemoryLink implements ByteLink {
  private readonly listeners = new LinkListeners();
  private open = true;

  constructor(
    readonly name: string,
    private readonly bus: MemoryBus,
  ) {}

  get isOpen(): boolean {
    return this.open;
  }

  write(bytes: Uint8Array): void {
    if (!this.open || bytes.length === 0) return;
    this.bus.carry(this, Uint8Array.from(bytes));
  }

  onData(listener: (chunk: Uint8Array) => void): () => void {
    return this.listeners.onData(listener);
  }

  onClose(listener: (reason: string) => void): () => void {
    return this.listeners.onClose(listener);
  }

  async close(): Promise<void> {
    this.shut('closed');
  }

  /** Bus side: deliver a chunk to this link's readers. */
  deliver(chunk: Uint8Array): void {
    if (!this.open) return;
    this.listeners.emitData(chunk);
  }

  shut(reason: string): void {
    if (!this.open) return;
    this.open = false;
    this.bus.detach(this);
    this.listeners.emitClose(reason);
  }
}

export class MemoryBus {
  private readonly links = new Set<MemoryLink>();
  private readonly echo: boolean;

  constructor(
    readonly name = 'bus',
    options: MemoryBusOptions = {},
  ) {
    this.echo = options.echo ?? true;
  }

  /** Plugs a new endpoint into the bus. */
  attach(endpoint: string): ByteLink {
    const link = new MemoryLink(`memory:${this.name}/${endpoint}`, this);
    this.links.add(link);
    return link;
  }

  /** Pulls the cable of one endpoint: its owner sees `onClose('unplugged')`. */
  unplug(link: ByteLink): void {
    for (const candidate of this.links) if (candidate === link) candidate.shut('unplugged');
  }

  /** @internal */
  carry(from: MemoryLink, chunk: Uint8Array): void {
    const targets = [...this.links].filter((link) => link !== from || this.echo);
    setImmediate(() => {
      for (const link of targets) link.deliver(chunk);
    });
  }

  /** @internal */
  detach(link: MemoryLink): void {
    this.links.delete(link);
  }
}
