/**
 * A ByteLink for tests that hands bytes to its listeners synchronously, so an exception thrown
 * while a driver or emulator handles a chunk reaches the test instead of vanishing into a timer.
 */
import type { ByteLink } from '../serial/byte-link';
import { LinkListeners } from '../serial/link-listeners';

export class ScriptedLink implements ByteLink {
  readonly written: Uint8Array[] = [];
  private readonly listeners = new LinkListeners();
  private open = true;

  constructor(readonly name = 'test:scripted') {}

  get isOpen(): boolean {
    return this.open;
  }

  write(bytes: Uint8Array): void {
    if (this.open) this.written.push(Uint8Array.from(bytes));
  }

  onData(listener: (chunk: Uint8Array) => void): () => void {
    return this.listeners.onData(listener);
  }

  onClose(listener: (reason: string) => void): () => void {
    return this.listeners.onClose(listener);
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    this.listeners.emitClose('closed');
  }

  /** Bytes arriving from the other end. */
  inject(chunk: ArrayLike<number>): void {
    const bytes = Uint8Array.from(chunk);
    this.listeners.emitData(bytes);
  }
}
