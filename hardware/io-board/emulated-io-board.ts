/**
 * An emulated cabinet I/O board that speaks the protocol byte for byte, for tests and for the
 * development cabinet. It behaves as the firmware must: it answers IDENTIFY, READ_INPUTS and
 * SET_LAMPS, refuses anything else with a NAK, flashes lamps itself at 2 Hz, and darkens every
 * lamp when no SET_LAMPS has arrived for 2 s.
 *
 * Input levels and lamps are worked out from `now()` when asked rather than by timers, so a
 * test can drive the board's clock, and a tap or bounce scripted in time is sampled exactly as
 * a board sampling its pins would see it.
 */
import type { LineFaults } from '../emulators/cctalk/cctalk-device';
import type { ByteLink } from '../serial/byte-link';
import { encodeIoFrame } from './io-frame';
import { IoFrameError } from './io-frame-error';
import { allLamps, encodeIdentity, encodeInputReport, encodeNak, lampPayloadLength, parseLamps, type IoBoardIdentity } from './io-payloads';
import { FLASH_PERIOD_MS, IoCommand, IoNakCode, IO_PROTOCOL_VERSION, LAMP_WATCHDOG_MS, NAK, REPLY_FLAG } from './io-protocol';
import { IoFrameReceiver } from './io-receiver';
import { INPUT_BITS, LAMPS, inputBit, type Lamp, type LampState, type PanelButton, type PanelInput, type PanelSwitch } from './panel-types';

export interface EmulatedIoBoardOptions {
  /** Uniform 0..1 for line faults and bounce patterns; tests pass a seeded one. */
  readonly random: () => number;
  readonly now?: () => number;
  readonly name?: string;
  readonly firmware?: string;
}

export interface IoReplyLog {
  readonly command: number;
  readonly fate: 'sent' | 'lost' | 'corrupted' | 'silent';
}

interface Transition {
  readonly at: number;
  readonly bit: number;
  readonly level: boolean;
}

type Reply = { readonly command: number; readonly payload: number[] } | 'silent';

export class EmulatedIoBoard {
  readonly faults: LineFaults = { lostReplyRate: 0, corruptReplyRate: 0, unplugged: false };
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly identity: IoBoardIdentity;
  private readonly receiver = new IoFrameReceiver();
  private readonly replyListeners = new Set<(log: IoReplyLog) => void>();
  private link: ByteLink | null = null;
  private unsubscribe: (() => void) | null = null;

  /** Pin levels as of the last fold, bit n = INPUT_BITS[n]. */
  private pins = 0;
  /** Scripted level changes (taps, bounces), oldest first, applied once their time has come. */
  private script: Transition[] = [];
  private edges = 0;
  private poweredAt: number;
  private lampStates: Record<Lamp, LampState> = allLamps('off');
  private lampsSetAt: number | null = null;
  private lampFrameCount = 0;

  constructor(options: EmulatedIoBoardOptions) {
    this.random = options.random;
    this.now = options.now ?? Date.now;
    this.poweredAt = this.now();
    this.identity = {
      protocolVersion: IO_PROTOCOL_VERSION,
      inputCount: INPUT_BITS.length,
      lampCount: LAMPS.length,
      name: options.name ?? 'CAB-IO-16',
      firmware: options.firmware ?? '1.0.0',
    };
  }

  /** Plugs the board into a link (memory bus endpoint or the device end of a PTY pair). */
  attach(link: ByteLink): void {
    this.detach();
    this.link = link;
    this.receiver.reset();
    this.unsubscribe = link.onData((chunk) => this.hear(chunk));
  }

  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.link = null;
  }

  onReply(listener: (log: IoReplyLog) => void): () => void {
    this.replyListeners.add(listener);
    return () => this.replyListeners.delete(listener);
  }

  press(button: PanelButton): void {
    this.setPin(button, true);
  }

  release(button: PanelButton): void {
    this.setPin(button, false);
  }

  setSwitch(name: PanelSwitch, on: boolean): void {
    this.setPin(name, on);
  }

  /** Pressed now, released `ms` later (board time). Resolves once that much real time has passed. */
  tap(button: PanelButton, ms: number): Promise<void> {
    const at = this.now();
    this.replaceScript(button, [
      { at, bit: inputBit(button), level: true },
      { at: at + ms, bit: inputBit(button), level: false },
    ]);
    return delay(ms);
  }

  /**
   * A worn contact closing: the level chatters for `ms` (changes every 0.5–3 ms) and then stays
   * pressed. Resolves when the chatter is over.
   */
  bounce(button: PanelButton, ms = 10): Promise<void> {
    const start = this.now();
    const bit = inputBit(button);
    const transitions: Transition[] = [];
    let level = true;
    for (let at = start; at < start + ms; at += 0.5 + this.random() * 2.5) {
      transitions.push({ at, bit, level });
      level = !level;
    }
    transitions.push({ at: start + ms, bit, level: true });
    this.replaceScript(button, transitions);
    return delay(ms);
  }

  /** Raw pin level now (undebounced). */
  level(input: PanelInput): boolean {
    this.fold();
    return (this.pins & inputBit(input)) !== 0;
  }

  /** Input changes since power-up, as the board reports them (8-bit, wrapping). */
  get edgeCounter(): number {
    this.fold();
    return this.edges & 0xff;
  }

  /** SET_LAMPS frames accepted since construction. */
  get lampFrames(): number {
    return this.lampFrameCount;
  }

  /** What each lamp is doing now; all off when the host has not set them within the watchdog. */
  lamps(): Record<Lamp, LampState> {
    return this.lampsDark() ? allLamps('off') : { ...this.lampStates };
  }

  /** Whether the bulb is lit at this instant: flashing lamps share one 2 Hz clock, lit for its first half. */
  lampLit(lamp: Lamp): boolean {
    const state = this.lamps()[lamp];
    if (state !== 'flash') return state === 'on';
    const phase = (((this.now() - this.poweredAt) % FLASH_PERIOD_MS) + FLASH_PERIOD_MS) % FLASH_PERIOD_MS;
    return phase < FLASH_PERIOD_MS / 2;
  }

  /** Power lost and back: lamps dark until the host sets them, edge counter 0. The pins stay as the panel has them. */
  powerCycle(): void {
    this.fold();
    this.poweredAt = this.now();
    this.edges = 0;
    this.lampStates = allLamps('off');
    this.lampsSetAt = null;
    this.receiver.reset();
  }

  private lampsDark(): boolean {
    return this.lampsSetAt === null || this.now() - this.lampsSetAt >= LAMP_WATCHDOG_MS;
  }

  private setPin(input: PanelInput, on: boolean): void {
    this.replaceScript(input, [{ at: this.now(), bit: inputBit(input), level: on }]);
  }

  /** A new action on an input cancels whatever was still scripted for it. */
  private replaceScript(input: PanelInput, transitions: Transition[]): void {
    this.fold();
    const bit = inputBit(input);
    this.script = [...this.script.filter((t) => t.bit !== bit), ...transitions].sort((a, b) => a.at - b.at);
    this.fold();
  }

  private fold(): void {
    const now = this.now();
    while (this.script.length > 0 && (this.script[0]?.at ?? Infinity) <= now) {
      const change = this.script.shift();
      if (change === undefined) break;
      const current = (this.pins & change.bit) !== 0;
      if (current === change.level) continue;
      this.pins ^= change.bit;
      this.edges++;
    }
  }

  private hear(chunk: Uint8Array): void {
    if (this.faults.unplugged) return;
    for (const { frame } of this.receiver.push(chunk, this.now())) {
      const reply = this.answer(frame.command, frame.payload);
      if (reply === 'silent') {
        this.tell({ command: frame.command, fate: 'silent' });
        continue;
      }
      this.send(frame.command, frame.sequence, reply);
    }
  }

  private answer(command: number, payload: readonly number[]): Reply {
    // A frame with the reply bit came from a board, not a host (a loop-back): answering could start a ping-pong.
    if ((command & REPLY_FLAG) !== 0) return 'silent';
    const nak = (code: number): Reply => ({ command: NAK, payload: encodeNak(command, code) });
    const ack = (data: number[]): Reply => ({ command: command | REPLY_FLAG, payload: data });
    switch (command) {
      case IoCommand.IDENTIFY:
        return payload.length === 0 ? ack(encodeIdentity(this.identity)) : nak(IoNakCode.BAD_LENGTH);
      case IoCommand.READ_INPUTS:
        if (payload.length !== 0) return nak(IoNakCode.BAD_LENGTH);
        this.fold();
        return ack(encodeInputReport({ inputs: this.pins, edgeCounter: this.edges & 0xff, lampsDark: this.lampsDark() }));
      case IoCommand.SET_LAMPS: {
        if (payload.length !== lampPayloadLength()) return nak(IoNakCode.BAD_LENGTH);
        try {
          this.lampStates = parseLamps(payload);
        } catch (error) {
          if (error instanceof IoFrameError) return nak(IoNakCode.BAD_VALUE);
          throw error;
        }
        this.lampsSetAt = this.now();
        this.lampFrameCount++;
        return ack([]);
      }
      default:
        return nak(IoNakCode.UNKNOWN_COMMAND);
    }
  }

  private send(request: number, sequence: number, reply: { readonly command: number; readonly payload: number[] }): void {
    if (this.random() < this.faults.lostReplyRate) return this.tell({ command: request, fate: 'lost' });
    const bytes = encodeIoFrame({ command: reply.command, sequence, payload: reply.payload });
    let fate: IoReplyLog['fate'] = 'sent';
    if (this.random() < this.faults.corruptReplyRate) {
      const at = Math.min(bytes.length - 1, Math.floor(this.random() * bytes.length));
      bytes[at] = (bytes[at] ?? 0) ^ (1 + Math.floor(this.random() * 255));
      fate = 'corrupted';
    }
    this.tell({ command: request, fate });
    this.link?.write(bytes);
  }

  private tell(log: IoReplyLog): void {
    for (const listener of [...this.replyListeners]) listener(log);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
