/**
 * Driver of the cabinet I/O board (button panel, lamps, key switch, doors) over a ByteLink.
 *
 * One command on the wire at a time, in a poll cycle every `pollMs`: IDENTIFY until the board
 * is known, SET_LAMPS when the wanted lamps changed or the refresh is due, then READ_INPUTS.
 * Nothing is retried inside a cycle: a lost input reply is a missed sample and the next cycle
 * takes another; an unanswered SET_LAMPS stays due and goes again next cycle.
 *
 * Inputs are debounced here (input-debouncer.ts), and only accepted changes become events.
 * Doors and the key are reported once their first level is proven, so a door already open at
 * power-up is an open door. A button already held at power-up is NOT reported as a press: a
 * stuck or leaned-on button must not start a game the moment the cabinet boots.
 */
import type { ByteLink } from '../serial/byte-link';
import { encodeIoFrame, type IoFrame } from './io-frame';
import { IoFrameError } from './io-frame-error';
import { allLamps, encodeLamps, parseIdentity, parseInputReport, parseNak, type InputReport, type IoBoardIdentity } from './io-payloads';
import { IoCommand, IO_PROTOCOL_VERSION, LAMP_REFRESH_MS, NAK, REPLY_FLAG, REQUIRED_INPUTS, REQUIRED_LAMPS, type IoCommandCode } from './io-protocol';
import { IoFrameReceiver } from './io-receiver';
import { InputDebouncer } from './input-debouncer';
import { INPUT_BITS, LAMPS, PANEL_SWITCHES, isPanelButton, type Lamp, type LampState, type PanelButton, type PanelEvent, type PanelSwitch } from './panel-types';

export interface IoBoardOptions {
  /** For logs and health, e.g. "io-board". */
  readonly deviceId: string;
  /** Time between the starts of two poll cycles. Default 20 ms. */
  readonly pollMs?: number;
  /** How long a level must be proven stable before it is accepted. Default 30 ms. */
  readonly debounceMs?: number;
  /** Time from sending a command to its complete reply. Default 100 ms (covers USB adapter latency both ways). */
  readonly replyTimeoutMs?: number;
  readonly now?: () => number;
}

export type IoBoardState = 'starting' | 'ok' | 'no-reply';

export interface IoBoardStats {
  /** Frames sent. */
  commands: number;
  /** Replies accepted for the command that was waiting. */
  replies: number;
  noReplies: number;
  naks: number;
  /** Replies with the right sequence but the wrong command or a malformed payload. */
  badReplies: number;
  /** Frames that answered no waiting command (late replies, other sequences, non-replies). */
  staleFrames: number;
  /** SET_LAMPS frames sent. */
  lampWrites: number;
  /** Debounce runs abandoned: chatter and glitches the debounce kept from becoming events. */
  glitches: number;
  /** Input level changes the board counted (from its edge counter). */
  boardEdges: number;
  /** Board edges that no two consecutive samples showed: a contact chattering or flicking between polls. */
  unseenEdges: number;
  /** From the frame receiver. */
  droppedBytes: number;
  crcErrors: number;
  timeouts: number;
}

export interface IoBoardHealth {
  readonly state: IoBoardState;
  readonly lastError: string | null;
  readonly identity: IoBoardIdentity | null;
  readonly stats: Readonly<IoBoardStats>;
}

/** Consecutive failed exchanges before the board is declared silent. */
const FAILURES_FOR_NO_REPLY = 3;
const INPUT_MASK = (1 << INPUT_BITS.length) - 1;
const LAMP_STATES: readonly LampState[] = ['off', 'on', 'flash'];

interface Waiting {
  readonly sequence: number;
  settle(frame: IoFrame | null, receivedAt: number): void;
}

export class IoBoard {
  readonly deviceId: string;
  private readonly pollMs: number;
  private readonly replyTimeoutMs: number;
  private readonly now: () => number;
  private readonly receiver = new IoFrameReceiver();
  private readonly debouncer: InputDebouncer;
  private readonly listeners = new Set<(event: PanelEvent) => void>();
  private readonly counters = { commands: 0, replies: 0, noReplies: 0, naks: 0, badReplies: 0, staleFrames: 0, lampWrites: 0, boardEdges: 0, unseenEdges: 0 };

  private running = false;
  private state: IoBoardState = 'starting';
  private lastError: string | null = null;
  private identity: IoBoardIdentity | null = null;
  private failures = 0;
  private sequence = 0;
  private waiting: Waiting | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cycling: Promise<void> | null = null;
  private unsubscribe: (() => void)[] = [];
  private lastReport: InputReport | null = null;

  private readonly wantedLamps: Record<Lamp, LampState> = allLamps('off');
  private sentLamps: Record<Lamp, LampState> | null = null;
  private lampsSentAt: number | null = null;

  constructor(
    private readonly link: ByteLink,
    options: IoBoardOptions,
  ) {
    this.deviceId = options.deviceId;
    this.pollMs = positive(options.pollMs ?? 20, 'pollMs');
    this.replyTimeoutMs = positive(options.replyTimeoutMs ?? 100, 'replyTimeoutMs');
    this.debouncer = new InputDebouncer(options.debounceMs ?? 30);
    this.now = options.now ?? Date.now;
  }

  get health(): IoBoardHealth {
    return {
      state: this.state,
      lastError: this.lastError,
      identity: this.identity,
      stats: { ...this.counters, glitches: this.debouncer.glitches, ...this.receiver.stats },
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.state = 'starting';
    this.identity = null;
    this.failures = 0;
    this.unsubscribe = [
      this.link.onData((chunk) => this.hear(chunk)),
      this.link.onClose((reason) => {
        this.lastError = `${this.link.name} closed: ${reason}`;
        this.fallSilent();
      }),
    ];
    this.schedule(0);
  }

  /** Stops polling. The board's watchdog darkens the lamps 2 s later; set them off first for a dark panel at once. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting?.settle(null, this.now());
    await this.cycling;
    for (const unsubscribe of this.unsubscribe.splice(0)) unsubscribe();
  }

  /** Every accepted change of a button or switch. Returns the unsubscribe function. */
  onEvent(listener: (event: PanelEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Debounced key and door levels; null while not yet proven (treat an unknown door as open). */
  switches(): Readonly<Record<PanelSwitch, boolean | null>> {
    return Object.fromEntries(PANEL_SWITCHES.map((name) => [name, this.debouncer.level(name)])) as Record<PanelSwitch, boolean | null>;
  }

  /** Debounced button level (false while unknown). */
  pressed(button: PanelButton): boolean {
    return this.debouncer.level(button) === true;
  }

  /** Changes the wanted state of the given lamps; the next poll cycle sends them if anything changed. */
  setLamps(lamps: Partial<Record<Lamp, LampState>>): void {
    const entries = Object.entries(lamps);
    // All checked before any is taken: a bad call must not leave the panel half changed.
    for (const [lamp, state] of entries) {
      if (!(LAMPS as readonly string[]).includes(lamp)) throw new RangeError(`${this.deviceId}: no lamp named '${lamp}'`);
      if (!LAMP_STATES.includes(state as LampState)) throw new RangeError(`${this.deviceId}: lamp ${lamp} cannot be '${String(state)}'`);
    }
    for (const [lamp, state] of entries) this.wantedLamps[lamp as Lamp] = state as LampState;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.cycling = this.cycle().finally(() => (this.cycling = null));
    }, delayMs);
  }

  private async cycle(): Promise<void> {
    const startedAt = this.now();
    try {
      if (this.identity === null) await this.identify();
      if (this.identity !== null && this.running && this.lampsDue()) await this.writeLamps();
      if (this.identity !== null && this.running) await this.readInputs();
    } catch (error) {
      // Nothing above should throw; if it does, the loop must survive to keep the doors watched.
      this.lastError = `${this.deviceId}: internal error: ${(error as Error).message}`;
    }
    if (this.running) this.schedule(Math.max(0, this.pollMs - (this.now() - startedAt)));
  }

  private async identify(): Promise<void> {
    const reply = await this.exchange(IoCommand.IDENTIFY, []);
    if (reply === null) return;
    const identity = this.parse(() => parseIdentity(reply.payload));
    if (identity === null) return;
    if (identity.protocolVersion !== IO_PROTOCOL_VERSION || identity.inputCount < REQUIRED_INPUTS || identity.lampCount < REQUIRED_LAMPS) {
      this.lastError =
        `${this.deviceId}: incompatible board ${identity.name} ${identity.firmware}: protocol ${identity.protocolVersion} (need ${IO_PROTOCOL_VERSION}), ` +
        `${identity.inputCount} inputs (need ${REQUIRED_INPUTS}), ${identity.lampCount} lamps (need ${REQUIRED_LAMPS})`;
      return;
    }
    this.identity = identity;
    // A board met for the first time (or again after an outage) may have rebooted: restate everything.
    this.sentLamps = null;
    this.lampsSentAt = null;
    this.lastReport = null;
  }

  private lampsDue(): boolean {
    if (this.sentLamps === null || this.lampsSentAt === null) return true;
    if (LAMPS.some((lamp) => this.sentLamps?.[lamp] !== this.wantedLamps[lamp])) return true;
    return this.now() - this.lampsSentAt >= LAMP_REFRESH_MS;
  }

  private async writeLamps(): Promise<void> {
    const lamps = { ...this.wantedLamps };
    this.counters.lampWrites++;
    const reply = await this.exchange(IoCommand.SET_LAMPS, encodeLamps(lamps));
    if (reply === null) return;
    this.sentLamps = lamps;
    this.lampsSentAt = this.now();
  }

  private async readInputs(): Promise<void> {
    const requestedAt = this.now();
    let receivedAt = requestedAt;
    const reply = await this.exchange(IoCommand.READ_INPUTS, [], (at) => (receivedAt = at));
    if (reply === null) return;
    const report = this.parse(() => parseInputReport(reply.payload));
    if (report === null) return;
    this.state = 'ok';
    this.countEdges(report);
    // A board that darkened its lamps (power cycle, or our frames were lost for 2 s) is relit now, not at the next refresh.
    if (report.lampsDark && LAMPS.some((lamp) => this.wantedLamps[lamp] !== 'off')) this.lampsSentAt = null;
    for (const change of this.debouncer.sample(report.inputs & INPUT_MASK, requestedAt, receivedAt)) {
      if (isPanelButton(change.input)) {
        if (!change.first) this.emit({ kind: 'button', button: change.input, pressed: change.level });
      } else {
        this.emit({ kind: 'switch', name: change.input, on: change.level });
      }
    }
  }

  private countEdges(report: InputReport): void {
    const previous = this.lastReport;
    this.lastReport = report;
    if (previous === null) return;
    const edges = (report.edgeCounter - previous.edgeCounter) & 0xff;
    const seen = bitCount((report.inputs ^ previous.inputs) & INPUT_MASK);
    this.counters.boardEdges += edges;
    this.counters.unseenEdges += Math.max(0, edges - seen);
  }

  /**
   * Sends one command and waits for the reply carrying its sequence number. Returns null on
   * silence, refusal or a malformed reply, having counted and recorded it.
   */
  private async exchange(command: IoCommandCode, payload: number[], onReceived?: (at: number) => void): Promise<IoFrame | null> {
    if (!this.link.isOpen) {
      this.counters.noReplies++;
      this.failed(`${this.link.name} is closed`);
      return null;
    }
    this.sequence = (this.sequence + 1) & 0xff;
    const sequence = this.sequence;
    const bytes = encodeIoFrame({ command, sequence, payload });
    const reply = await new Promise<IoFrame | null>((resolve) => {
      let settled = false;
      // The verdict "no reply" waits for the check phase: after a stall of the event loop, timers
      // run before pending reads, and a reply already waiting to be read must not count as silence.
      const timer = setTimeout(() => setImmediate(() => settle(null, this.now())), this.replyTimeoutMs);
      const settle = (frame: IoFrame | null, receivedAt: number): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.waiting = null;
        if (frame !== null) onReceived?.(receivedAt);
        resolve(frame);
      };
      this.waiting = { sequence, settle };
      // The board speaks only when spoken to, so a partial frame still buffered now is a dead
      // reply; keeping it could let a corrupted length byte swallow this command's reply too.
      this.receiver.reset();
      this.counters.commands++;
      this.link.write(bytes);
    });
    if (!this.running) return null;
    if (reply === null) {
      this.counters.noReplies++;
      this.failed(`${this.deviceId}: no reply to command 0x${hex(command)}`);
      return null;
    }
    if (reply.command === NAK) {
      // The board is alive, so this is not a silence; but the command did not happen.
      this.counters.naks++;
      this.failures = 0;
      const nak = this.parse(() => parseNak(reply.payload));
      if (nak !== null) this.lastError = `${this.deviceId}: board refused command 0x${hex(nak.command)} with code ${nak.code}`;
      return null;
    }
    if (reply.command !== (command | REPLY_FLAG)) {
      this.counters.badReplies++;
      this.failed(`${this.deviceId}: reply 0x${hex(reply.command)} to command 0x${hex(command)}`);
      return null;
    }
    this.counters.replies++;
    this.failures = 0;
    return reply;
  }

  private parse<T>(read: () => T): T | null {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof IoFrameError)) throw error;
      this.counters.badReplies++;
      this.failed(`${this.deviceId}: ${error.message}`);
      return null;
    }
  }

  private failed(message: string): void {
    this.lastError = message;
    this.failures++;
    if (this.failures >= FAILURES_FOR_NO_REPLY && this.state !== 'no-reply') this.fallSilent();
  }

  private fallSilent(): void {
    this.state = 'no-reply';
    // Whatever the panel did during the silence is unknown: prove levels again, and meet the board again.
    this.debouncer.forgetRuns();
    this.identity = null;
  }

  private hear(chunk: Uint8Array): void {
    for (const { frame } of this.receiver.push(chunk, this.now())) {
      const waiting = this.waiting;
      if ((frame.command & REPLY_FLAG) === 0 || waiting === null || frame.sequence !== waiting.sequence) {
        this.counters.staleFrames++;
        continue;
      }
      waiting.settle(frame, this.now());
    }
  }

  private emit(event: PanelEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One faulty listener must not keep the others (the door rules) from hearing the panel.
        this.lastError = `${this.deviceId}: event listener failed: ${(error as Error).message}`;
      }
    }
  }
}

function positive(value: number, what: string): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${what} must be a positive number of milliseconds, got ${String(value)}`);
  return value;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

function hex(byte: number): string {
  return byte.toString(16).padStart(2, '0');
}
