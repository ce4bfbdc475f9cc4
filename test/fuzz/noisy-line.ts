/**
 * The host's end of a noisy cable with real (emulated) devices at the far end. A driver writes a
 * command; the devices hear it intact and answer at once (they sit on a synchronous link, so
 * their reply is known inside `write`); the host then hears, in order, its own echo (one-wire
 * ccTalk only), the burst of fuzz the line's script puts in front, and the script's final frame:
 * the true reply, or a malformed stand-in for it.
 *
 * Nothing is delivered inside `write()`: the chunks arrive over one to three later turns of the
 * event loop, each with the silence the script asked for added to the line clock first, so the
 * driver's receiver sees the gaps a real line has without the test waiting for them. The final
 * frame is always in the last turn, so nothing of an exchange can reach the next command.
 */
import type { ByteLink } from '../../hardware/serial/byte-link';
import type { ScriptedLink } from '../../hardware/io-board/test-link';
import type { LineClock, Rnd, TimedChunk } from './fuzz-kit';
import { LinkListeners } from '../../hardware/serial/link-listeners';

/** What the line does with one command: the chunks the host hears after its echo. */
export type LineScript = (command: Uint8Array, trueReply: Uint8Array | null) => readonly TimedChunk[];

export interface NoisyLineOptions {
  readonly name: string;
  readonly clock: LineClock;
  /** The host reads back its own bytes first (one-wire ccTalk), or not (the I/O board's point-to-point line). */
  readonly echo: boolean;
  /** The devices' end of the cable; the emulators are attached to it. */
  readonly devices: ScriptedLink;
  readonly script: LineScript;
  readonly rnd: Rnd;
}

export class NoisyLine implements ByteLink {
  readonly name: string;
  private readonly listeners = new LinkListeners();
  private open = true;
  /** Commands the host wrote, and of those, the ones no device answered (they would cost a reply timeout). */
  commands = 0;
  unanswered = 0;

  constructor(private readonly options: NoisyLineOptions) {
    this.name = `fuzz:${options.name}`;
  }

  get isOpen(): boolean {
    return this.open;
  }

  write(bytes: Uint8Array): void {
    if (!this.open || bytes.length === 0) return;
    this.commands++;
    const command = Uint8Array.from(bytes);
    const { devices } = this.options;
    const before = devices.written.length;
    devices.inject(command);
    const replies = devices.written.slice(before);
    if (replies.length === 0) this.unanswered++;
    // Two devices answering one command (a broadcast) would collide on the wire; the drivers never broadcast.
    const trueReply = replies.length === 1 ? (replies[0] ?? null) : null;
    const chunks: TimedChunk[] = [];
    if (this.options.echo) chunks.push({ gapMs: 0, bytes: [...command] });
    chunks.push(...this.options.script(command, trueReply));
    this.deliver(chunks);
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

  private deliver(chunks: readonly TimedChunk[]): void {
    const turns = Math.min(chunks.length, 1 + this.options.rnd(3));
    let from = 0;
    for (let turn = 1; turn <= turns; turn++) {
      const to = turn === turns ? chunks.length : from + 1 + this.options.rnd(Math.max(1, chunks.length - from - (turns - turn)));
      const group = chunks.slice(from, to);
      from = to;
      setImmediate(() => {
        for (const chunk of group) {
          if (!this.open) return;
          this.options.clock.advance(chunk.gapMs);
          const data = Uint8Array.from(chunk.bytes);
          this.listeners.emitData(data);
        }
      });
    }
  }
}
