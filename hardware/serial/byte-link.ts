/**
 * A byte pipe to one device port: a serial port (real hardware or a socat PTY) or an in-process
 * memory bus. Drivers and emulators speak through this and never know which it is, so the same
 * driver code runs against the emulators in tests and against the cabinet's real devices.
 */
export interface ByteLink {
  /** The port path (`/dev/serial/by-id/…`, `/dev/pts/7`) or `memory:<name>`, for logs and health. */
  readonly name: string;
  readonly isOpen: boolean;
  /** Queues bytes for sending. Never throws for a closed link: the bytes are dropped, as on a pulled cable. */
  write(bytes: Uint8Array): void;
  /** Every chunk read from the port, in order. Returns the unsubscribe function. */
  onData(listener: (chunk: Uint8Array) => void): () => void;
  /** Called once when the link goes away (unplugged, closed by the other end, or `close()`). */
  onClose(listener: (reason: string) => void): () => void;
  close(): Promise<void>;
  /**
   * Resolves once written bytes have physically left (a serial port's tcdrain). Links that deliver
   * at once (the memory bus) have none; the ccTalk bus then starts its reply clock at write().
   */
  drain?(): Promise<void>;
}
