/**
 * The ccTalk bus master: one command on the wire at a time, in the order they were sent. A
 * command is framed, written, its echo stripped (one-wire bus), and the first valid frame
 * addressed to the host (from the commanded device, in simple-checksum mode) is its reply.
 * No reply within the timeout: the command is sent again, up to `retries` more times, unless
 * the command says it must not be repeated. NAK and BUSY are answers, so they are not retried.
 * Urgent commands (the coin acceptor's poll) wait only for the command on the wire.
 *
 * Late replies. A reply that comes after its command gave up would otherwise be read as the
 * reply to the next command: same device, and in CRC mode nothing in the frame says which
 * command it answers. Replies come late for three reasons: a slow device; noise in front of a
 * command that holds the device's receiver (a garbage length byte makes it wait for more bytes)
 * until more noise releases it; and, on a busy machine, a write that leaves after its timeout,
 * together with the retry, so both are answered. So frames are only taken while a command
 * waits, and after any attempt that went unanswered (even if a later attempt was answered)
 * nothing is written until the line has been silent for `quietGapMs`; every byte heard restarts
 * the gap. On a link that can tell when its bytes have left (SerialPortLink.drain) the reply
 * clock and the gap start from there, not from write(). The gap is always longer than the 50 ms
 * inter-byte timeout: after it every receiver on the bus has dropped what it held, so no stale
 * command can still be answered, and a late reply from a slow device has been heard and dropped.
 * A device slower than timeout + gap can still be mistaken: the gap is sized for slow devices,
 * not for ones that answer seconds late. If the line does not fall silent within
 * QUIET_WAIT_LIMIT gaps the attempt is spent without writing: on a line that noisy a reply
 * could not be trusted, and the command ends in CctalkNoReplyError.
 */
import { encodeFrame, type ChecksumMode } from './frame';
import { Address, Header } from './headers';
import { CctalkReceiver, INTER_BYTE_TIMEOUT_MS, type ReceiverStats } from './receiver';
import { CctalkLinkClosedError, CctalkNoReplyError, CctalkRefusedError, type CctalkCommand, type CctalkCommander } from './commander';
import type { ByteLink } from '../serial/byte-link';

export interface CctalkBusOptions {
  readonly mode?: ChecksumMode;
  /** The host reads back its own bytes (one-wire bus). Default true. */
  readonly echo?: boolean;
  /** Time from the end of sending to a complete reply (ms). Default 100. */
  readonly replyTimeoutMs?: number;
  /** Extra attempts after the first for a repeatable command (PLATFORM.md: up to 3). Default 3. */
  readonly retries?: number;
  /**
   * Silence required after an unanswered attempt before the next write (ms). Default: the reply
   * timeout. Never less than MIN_QUIET_GAP_MS, or stale bytes could survive in a receiver.
   */
  readonly quietGapMs?: number;
  /** Line speed, to add the time the command takes to send to the reply timeout. Default 9600. */
  readonly baudRate?: number;
  readonly now?: () => number;
}

export interface CctalkBusStats {
  /** Commands taken off the queue and put on the wire. */
  commands: number;
  /** Frames written (first attempts and retries). */
  attempts: number;
  /** Attempts after the first. */
  retries: number;
  /** Commands answered with ACK (with or without data). */
  replies: number;
  /** Commands that failed with CctalkNoReplyError. */
  noReplies: number;
  /** Commands answered NAK or BUSY. */
  refused: number;
  /** Unanswered attempts that heard bytes other than the echo: a damaged reply, or noise. */
  corruptedFrames: number;
  /** Attempts spent without writing because the line never fell silent. */
  noisyLine: number;
  /**
   * Valid frames not taken as a reply: late replies, frames from another address or heard while
   * idle, and our own commands when the echo setting does not match the wiring.
   */
  strayFrames: number;
  /** The receiver's own counters (bytes dropped by resync, inter-byte timeouts, echo collisions). */
  receiver: ReceiverStats;
}

/** A link that can tell when written bytes have left (SerialPortLink); the memory bus delivers at once. */
interface DrainableLink extends ByteLink {
  drain(): Promise<void>;
}

function canDrain(link: ByteLink): link is DrainableLink {
  return typeof link.drain === 'function';
}

/** Longest wait for a port to report its bytes sent (ms); a stuck port then just times out. */
const DRAIN_LIMIT_MS = 1000;

/** Waiting for a quiet line is given up after this many gap lengths of continuous noise. */
export const QUIET_WAIT_LIMIT = 5;
/** Longer than the inter-byte timeout (with room for timer jitter), so every receiver has reset. */
export const MIN_QUIET_GAP_MS = INTER_BYTE_TIMEOUT_MS + 10;
/** A timer this late (ms) means the process was not running: what arrived meanwhile is unread. */
const STALL_MS = 20;
/** After a stall, listen this long (ms) before trusting the timer… */
const CATCH_UP_MS = 20;
/** …but no more than this many times in a row, so a starved process still times out. */
const MAX_CATCH_UPS = 10;

/**
 * A timeout that does not expire straight after a stall. Node runs due timers before it reads
 * the port, so when the process was descheduled (a loaded machine) a reply or a late byte can
 * be waiting unread when the timer fires: a reply timeout would give up on an answered command,
 * and a quiet gap would call a talking line quiet. A timer that fires late is re-armed for a
 * short catch-up instead, until one fires on time.
 */
function listeningTimer(ms: number, expire: () => void): { cancel(): void } {
  let handle: NodeJS.Timeout | undefined;
  let catchUps = 0;
  const arm = (delay: number): void => {
    const due = performance.now() + delay;
    handle = setTimeout(() => {
      if (performance.now() - due > STALL_MS && catchUps < MAX_CATCH_UPS) {
        catchUps += 1;
        arm(CATCH_UP_MS);
      } else {
        expire();
      }
    }, delay);
  };
  arm(ms);
  return { cancel: () => clearTimeout(handle) };
}

interface Pending {
  readonly command: CctalkCommand;
  resolve(data: number[]): void;
  reject(error: Error): void;
}

interface Reply {
  readonly header: number;
  readonly data: number[];
}

interface Waiting {
  readonly address: number;
  settle(reply: Reply | null): void;
}

type Counters = Omit<CctalkBusStats, 'receiver'>;

export class CctalkBus implements CctalkCommander {
  private readonly mode: ChecksumMode;
  private readonly echo: boolean;
  private readonly replyTimeoutMs: number;
  private readonly retries: number;
  private readonly quietGapMs: number;
  private readonly baudRate: number;
  private readonly now: () => number;
  private readonly receiver: CctalkReceiver;
  private readonly queue: Pending[] = [];
  private readonly counters: Counters = { commands: 0, attempts: 0, retries: 0, replies: 0, noReplies: 0, refused: 0, corruptedFrames: 0, noisyLine: 0, strayFrames: 0 };
  private busy = false;
  private closed = false;
  private waiting: Waiting | null = null;
  /** Set while waiting for the line to go quiet: told of every chunk heard, or of the bus closing. */
  private quietWatch: { heard(): void; abort(): void } | null = null;
  /** Bytes heard since the current attempt was written. */
  private heardBytes = 0;
  /** After an unanswered attempt, the next write waits for a quiet line. */
  private lineSuspect = false;
  private readonly unsubscribe: Array<() => void>;

  constructor(
    private readonly link: ByteLink,
    options: CctalkBusOptions = {},
  ) {
    this.mode = options.mode ?? 'simple';
    this.echo = options.echo ?? true;
    this.replyTimeoutMs = options.replyTimeoutMs ?? 100;
    this.retries = options.retries ?? 3;
    this.quietGapMs = Math.max(options.quietGapMs ?? this.replyTimeoutMs, MIN_QUIET_GAP_MS);
    this.baudRate = options.baudRate ?? 9600;
    this.now = options.now ?? Date.now;
    this.receiver = new CctalkReceiver(this.mode);
    this.unsubscribe = [link.onData((chunk) => this.hear(chunk)), link.onClose(() => this.shut())];
    if (!link.isOpen) this.shut();
  }

  get linkName(): string {
    return this.link.name;
  }

  /** False once the link closed or the bus was disposed: every send then fails at once. */
  get isOpen(): boolean {
    return !this.closed;
  }

  get stats(): Readonly<CctalkBusStats> {
    return { ...this.counters, receiver: this.receiver.stats };
  }

  send(command: CctalkCommand): Promise<number[]> {
    if (this.closed) return Promise.reject(new CctalkLinkClosedError(this.link.name));
    return new Promise((resolve, reject) => {
      const pending = { command, resolve, reject };
      // Urgent commands keep their order among themselves, ahead of every other waiting command.
      const before = command.urgent ? this.queue.findIndex((p) => !p.command.urgent) : -1;
      if (before < 0) this.queue.push(pending);
      else this.queue.splice(before, 0, pending);
      void this.pump();
    });
  }

  /** Stops listening; the command on the wire and all queued commands fail with a closed-link error. */
  dispose(): void {
    this.shut();
  }

  private shut(): void {
    if (this.closed) return;
    this.closed = true;
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.waiting?.settle(null);
    this.quietWatch?.abort();
    for (const pending of this.queue.splice(0)) pending.reject(new CctalkLinkClosedError(this.link.name));
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
    if (this.closed) throw new CctalkLinkClosedError(this.link.name);
    const attempts = command.retry === false ? 1 : 1 + this.retries;
    // Encoding errors (bad address or data) reject this command before anything is written.
    const bytes = encodeFrame(
      { destination: command.address, source: this.mode === 'simple' ? Address.HOST : null, header: command.header, data: [...(command.data ?? [])] },
      this.mode,
    );
    this.counters.commands += 1;
    let unanswered = false;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) this.counters.retries += 1;
      const quiet = !this.lineSuspect || (await this.quietLine());
      if (this.closed) throw new CctalkLinkClosedError(this.link.name);
      if (!quiet) {
        this.counters.noisyLine += 1;
        continue;
      }
      const reply = await this.attempt(command, bytes);
      if (this.closed) throw new CctalkLinkClosedError(this.link.name);
      if (reply === null) {
        unanswered = true;
        continue;
      }
      // The reply may be to an earlier attempt whose bytes left late (a busy machine queues
      // writes); the reply to this attempt can still follow, so the next command waits for quiet.
      if (unanswered) this.lineSuspect = true;
      if (reply.header === Header.ACK) {
        this.counters.replies += 1;
        return reply.data;
      }
      this.counters.refused += 1;
      throw new CctalkRefusedError(command.address, command.header, reply.header);
    }
    this.counters.noReplies += 1;
    throw new CctalkNoReplyError(command.address, command.header, attempts);
  }

  /** Resolves once the link has put out everything written so far (or at once, if it cannot tell). */
  private async sent(): Promise<void> {
    if (!canDrain(this.link)) return;
    let limit: NodeJS.Timeout | undefined;
    await Promise.race([this.link.drain(), new Promise<void>((resolve) => (limit = setTimeout(resolve, DRAIN_LIMIT_MS)))]);
    clearTimeout(limit);
  }

  private attempt(command: CctalkCommand, bytes: Uint8Array): Promise<Reply | null> {
    // Without drain, the reply clock starts at write(): add the time the command takes to leave
    // (10 bits a byte, 8N1). With drain it starts when the bytes have gone.
    const sendingMs = canDrain(this.link) ? 0 : Math.ceil((bytes.length * 10 * 1000) / this.baudRate);
    const timeoutMs = (command.timeoutMs ?? this.replyTimeoutMs) + sendingMs;
    const echoBytes = this.echo ? bytes.length : 0;
    return new Promise((resolve) => {
      let timer: { cancel(): void } | null = null;
      let settled = false;
      const settle = (reply: Reply | null): void => {
        if (settled) return;
        settled = true;
        timer?.cancel();
        this.waiting = null;
        if (reply === null && !this.closed) {
          this.lineSuspect = true;
          if (this.heardBytes > echoBytes) this.counters.corruptedFrames += 1;
        }
        resolve(reply);
      };
      this.waiting = { address: command.address, settle };
      this.lineSuspect = false;
      this.heardBytes = 0;
      // Announced before writing: on a fast port the echo can be back before write() returns.
      if (this.echo) this.receiver.expectEcho(bytes);
      else this.receiver.reset();
      this.counters.attempts += 1;
      this.link.write(bytes);
      // A reply may come before drain reports (it is frames, not the clock, that answer).
      void this.sent().then(() => {
        if (!settled) timer = listeningTimer(timeoutMs, () => settle(null));
      });
    });
  }

  /**
   * True once everything written has left and nothing has then been heard for quietGapMs;
   * false after QUIET_WAIT_LIMIT gaps of noise, or on close.
   */
  private async quietLine(): Promise<boolean> {
    // A retry's bytes may still be queued; its reply cannot come before they leave.
    await this.sent();
    if (this.closed) return false;
    return new Promise((resolve) => {
      let gap: { cancel(): void } | undefined;
      const done = (quiet: boolean): void => {
        gap?.cancel();
        clearTimeout(limit);
        this.quietWatch = null;
        if (quiet) this.lineSuspect = false;
        resolve(quiet);
      };
      // Giving up is the safe direction (nothing is written), so this one needs no catch-up.
      const limit = setTimeout(() => done(false), this.quietGapMs * QUIET_WAIT_LIMIT);
      const restart = (): void => {
        gap?.cancel();
        gap = listeningTimer(this.quietGapMs, () => done(true));
      };
      this.quietWatch = { heard: restart, abort: () => done(false) };
      restart();
    });
  }

  private hear(chunk: Uint8Array): void {
    this.heardBytes += chunk.length;
    this.quietWatch?.heard();
    for (const { frame } of this.receiver.push(chunk, Math.round(this.now()))) {
      const waiting = this.waiting;
      const forHost = frame.destination === Address.HOST;
      // In simple mode the reply names its sender; a reply from another address is not ours.
      const fromCommanded = frame.source === null || frame.source === waiting?.address;
      // Replies carry ACK, NAK or BUSY only; any other header is a damaged frame that passed the checksum.
      const replyHeader = frame.header === Header.ACK || frame.header === Header.NAK || frame.header === Header.BUSY;
      if (waiting && forHost && fromCommanded && replyHeader) {
        waiting.settle({ header: frame.header, data: [...frame.data] });
      } else {
        this.counters.strayFrames += 1;
      }
    }
  }
}
