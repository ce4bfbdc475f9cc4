/**
 * A ByteLink for tests that hands bytes to its listeners synchronously, so an exception thrown
 * while a driver or emulator handles a chunk reaches the test instead of vanishing into a timer.
 */
import type { ByteLink } from '../serial/byte-link';

export class ScriptedLink implements ByteLink {
  readonly written: Uint8Array[] = [];
  private readonly dataListeners = new Set<(chunk: Uint8Array) => void>();
  private readonly closeListeners = new Set<(reason: string) => void>();
  private open = true;

  constructor(readonly name = 'test:scripted') {}

  get isOpen(): boolean {
    return this.open;
  }

  write(bytes: Uint8Array): void {
    if (this.open) this.written.push(Uint8Array.from(bytes));
  }

  onData(listener: (chunk: Uint8Array) => void): () => void {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  }

  onClose(listener: (reason: string) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    for (const listener of [...this.closeListeners]) listener('closed');
  }

  /** Bytes arriving from the other end. */
  inject(chunk: ArrayLike<number>): void {
    const bytes = Uint8Array.from(chunk);
    for (const listener of [...this.dataListeners]) listener(bytes);
  }
}
