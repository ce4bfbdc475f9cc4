/**
 * A wire for fuzzing devices: the test plays bytes onto it as a host would, every attached
 * device hears them synchronously (so anything a device throws reaches the test), and what a
 * device writes is queued with its writer's name. With `loopBack`, written bytes are played back
 * to every device after the current chunk, as on the one-wire ccTalk bus where every device
 * hears every reply.
 */
import type { ByteLink } from '../../hardware/serial/byte-link';

export interface Written {
  readonly writer: string;
  readonly bytes: number[];
}

class WirePort implements ByteLink {
  readonly listeners = new Set<(chunk: Uint8Array) => void>();

  constructor(
    readonly name: string,
    private readonly wire: SharedWire,
  ) {}

  get isOpen(): boolean {
    return true;
  }

  write(bytes: Uint8Array): void {
    this.wire.written.push({ writer: this.name, bytes: [...bytes] });
  }

  onData(listener: (chunk: Uint8Array) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onClose(): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {}
}

export class SharedWire {
  readonly written: Written[] = [];
  private readonly ports: WirePort[] = [];

  /** A device's connection to the wire; `name` tells its writes apart. */
  port(name: string): ByteLink {
    const port = new WirePort(`fuzz-wire:${name}`, this);
    this.ports.push(port);
    return port;
  }

  /** Every device hears the chunk, now. */
  play(bytes: readonly number[]): void {
    const chunk = Uint8Array.from(bytes);
    for (const port of this.ports) for (const listener of [...port.listeners]) listener(chunk);
  }

  /** Takes what the devices wrote since the last call. */
  drain(): Written[] {
    return this.written.splice(0);
  }
}
