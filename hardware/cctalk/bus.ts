/**
 * The ccTalk bus master: one command on the wire at a time. A command is framed, written, its
 * echo stripped (one-wire bus), and the first valid frame addressed to the host is its reply.
 * No reply within the timeout: the command is sent again, up to `retries` more times, unless
 * the command says it must not be repeated.
 */
import { encodeFrame, type ChecksumMode } from './frame';
import { Address, Header } from './headers';
import { CctalkReceiver } from './receiver';
import { CctalkLinkClosedError, CctalkNoReplyError, CctalkRefusedError, type CctalkCommand, type CctalkCommander } from './commander';
import type { ByteLink } from '../serial/byte-link';

export interface CctalkBusOptions {
  readonly mode?: ChecksumMode;
  /** The host reads back its own bytes (one-wire bus). Default true. */
  readonly echo?: boolean;
  /** Time from the end of sending to a complete reply (ms). */
  readonly replyTimeoutMs?: number;
  /** Extra attempts after the first for a repeatable command (PLATFORM.md: up to 3). */
  readonly retries?: number;
  readonly now?: () => number;
}

interface Pending {
  readonly command: CctalkCommand;
  resolve(data: number[]): void;
  reject(error: Error): void;
}

export class CctalkBus implements CctalkCommander {
  private readonly mode: ChecksumMode;
  private readonly echo: boolean;
  private readonly replyTimeoutMs: number;
  private readonly retries: number;
  private readonly now: () => number;
  private readonly receiver: CctalkReceiver;
  private readonly queue: Pending[] = [];
  private busy = false;
  private waiting: { address: number; settle: (frame: { header: number; data: number[] } | null) => void } | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly link: ByteLink,
    options: CctalkBusOptions = {},
  ) {
    this.mode = options.mode ?? 'simple';
    this.echo = options.echo ?? true;
    this.replyTimeoutMs = options.replyTimeoutMs ?? 100;
    this.retries = options.retries ?? 3;
    this.now = options.now ?? Date.now;
    this.receiver = new CctalkReceiver(this.mode);
    this.unsubscribe = link.onData((chunk) => this.hear(chunk));
  }

  get linkName(): string {
    return this.link.name;
  }

  send(command: CctalkCommand): Promise<number[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      void this.pump();
    });
  }

  /** Stops listening; queued commands fail with a closed-link error. */
  dispose(): void {
    this.unsubscribe();
    for (const pending of this.queue.splice(0)) pending.reject(new CctalkLinkClosedError(this.link.name));
    this.waiting?.settle(null);
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        try {
          next.resolve(await this.exchange(next.command));
        } catch (error) {
          next.reject(error as Error);
        }
      }
    } finally {
      this.busy = false;
    }
  }

  private async exchange(command: CctalkCommand): Promise<number[]> {
    const attempts = command.retry === false ? 1 : 1 + this.retries;
    const bytes = encodeFrame(
      { destination: command.address, source: this.mode === 'simple' ? Address.HOST : null, header: command.header, data: [...(command.data ?? [])] },
      this.mode,
    );
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (!this.link.isOpen) throw new CctalkLinkClosedError(this.link.name);
      const reply = await this.attempt(command, bytes);
      if (reply === null) continue;
      if (reply.header === Header.ACK) return reply.data;
      throw new CctalkRefusedError(command.address, command.header, reply.header);
    }
    throw new CctalkNoReplyError(command.address, command.header, attempts);
  }

  private attempt(command: CctalkCommand, bytes: Uint8Array): Promise<{ header: number; data: number[] } | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), command.timeoutMs ?? this.replyTimeoutMs);
      const settle = (frame: { header: number; data: number[] } | null): void => {
        clearTimeout(timer);
        this.waiting = null;
        resolve(frame);
      };
      this.waiting = { address: command.address, settle };
      if (this.echo) this.receiver.expectEcho(bytes);
      else this.receiver.reset();
      this.link.write(bytes);
    });
  }

  private hear(chunk: Uint8Array): void {
    for (const { frame } of this.receiver.push(chunk, Math.round(this.now()))) {
      const waiting = this.waiting;
      if (!waiting || frame.destination !== Address.HOST) continue;
      // In simple mode the reply names its sender; a reply from another address is stale.
      if (frame.source !== null && frame.source !== waiting.address) continue;
      waiting.settle({ header: frame.header, data: [...frame.data] });
    }
  }
}
