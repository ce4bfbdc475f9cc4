/**
 * The listener bookkeeping every ByteLink needs (serial port, memory bus, test links): readers of
 * data and of the close, each with its own unsubscribe. Listeners are called on a copy of the set,
 * so one that unsubscribes while being called does not disturb the others.
 */
export class LinkListeners {
  private readonly data = new Set<(chunk: Uint8Array) => void>();
  private readonly close = new Set<(reason: string) => void>();

  onData(listener: (chunk: Uint8Array) => void): () => void {
    this.data.add(listener);
    return () => this.data.delete(listener);
  }

  onClose(listener: (reason: string) => void): () => void {
    this.close.add(listener);
    return () => this.close.delete(listener);
  }

  emitData(chunk: Uint8Array): void {
    for (const listener of [...this.data]) listener(chunk);
  }

  emitClose(reason: string): void {
    for (const listener of [...this.close]) listener(reason);
  }
}
