/**
 * What the noisy I/O board line plays to the driver after each command: a burst of fuzz, a
 * silence long enough to reset the driver's receiver, then the final frame. The final is the
 * board's true reply, or now and then a stand-in with the right sequence number that the driver
 * must not act on: a NAK, a reply to another command, a payload of the wrong size, or a phantom
 * input report (well formed, CRC and all, with buttons and doors the panel never saw).
 *
 * Phantom reports stand for the corruption no CRC can catch. One alone must never become an
 * event: the debounce needs the same level proven over time. So a phantom is only sent when the
 * previous input report the driver got was the true one, and the next one it gets is true again
 * (a lost report in between neither breaks nor extends a debounce run, so two phantoms with only
 * losses between them would be the panel really showing that level twice).
 */
import { IoCommand, NAK, IoNakCode, REPLY_FLAG } from '../../hardware/io-board/io-protocol';
import { FrameTally, frameGap, pick, RECEIVER_RESET_MS, tear, type Rnd, type TimedChunk } from './fuzz-kit';
import { answersCommand, holdsIoFrame, ioFrameBytes, IoReplyFuzz, wholeIoFrame } from './io-fuzz';

export type IoFinalKind = 'true reply' | 'nak' | 'wrong command' | 'malformed payload' | 'phantom inputs';

export interface IoLineScriptOptions {
  readonly rnd: Rnd;
  /** Fuzz frames before each final: min and max. */
  readonly burst: readonly [number, number];
  /** Percent of finals replaced by a stand-in (NAK, wrong command, malformed payload, phantom). */
  readonly standInPercent: number;
}

export class IoLineScript {
  readonly tally = new FrameTally();
  accidental = 0;
  fuzzing = true;
  /** Whether the last READ_INPUTS the driver was played got the true reply: a phantom may follow only then. */
  private lastReportTrue = false;
  private readonly fuzz: IoReplyFuzz;

  constructor(private readonly options: IoLineScriptOptions) {
    this.fuzz = new IoReplyFuzz(options.rnd);
  }

  get undetectable(): number {
    return this.fuzz.undetectable;
  }

  readonly script = (command: Uint8Array, trueReply: Uint8Array | null): TimedChunk[] => {
    const { rnd } = this.options;
    const sent = wholeIoFrame([...command]);
    if (sent === null) throw new Error(`the driver wrote an invalid frame: [${[...command].join(' ')}]`);
    if (trueReply === null) throw new Error(`the board did not answer command 0x${sent.command.toString(16)}`);
    // On a clean line time still passes between exchanges, so debounce runs can complete.
    if (!this.fuzzing) return [{ gapMs: 5 + rnd(10), bytes: [...trueReply] }];

    const chunks = this.burst([...command], [...trueReply], sent.sequence);
    const final = this.final(sent.command, sent.sequence, [...trueReply]);
    if (final.kind !== 'true reply') this.tally.add(final.kind);
    if (sent.command === IoCommand.READ_INPUTS) this.lastReportTrue = final.kind === 'true reply';
    chunks.push(...tear(rnd, final.bytes, RECEIVER_RESET_MS + 1 + rnd(150), false));
    return chunks;
  };

  private burst(command: number[], trueReply: number[], sequence: number): TimedChunk[] {
    const { rnd, burst } = this.options;
    for (;;) {
      const count = burst[0] + rnd(burst[1] - burst[0] + 1);
      const kinds: string[] = [];
      const chunks: TimedChunk[] = [];
      const bytes: number[] = [];
      for (let i = 0; i < count; i++) {
        const frame = this.fuzz.next(command, trueReply, sequence);
        kinds.push(frame.kind);
        for (const b of frame.bytes) bytes.push(b);
        chunks.push(...tear(rnd, frame.bytes, frameGap(rnd), true));
      }
      if (holdsIoFrame(bytes, (frame) => answersCommand(frame, sequence))) {
        this.accidental++;
        continue;
      }
      for (const kind of kinds) this.tally.add(kind);
      return chunks;
    }
  }

  private final(command: number, sequence: number, trueReply: number[]): { kind: IoFinalKind; bytes: number[] } {
    const { rnd, standInPercent } = this.options;
    if (rnd(100) >= standInPercent) return { kind: 'true reply', bytes: trueReply };
    const choices: IoFinalKind[] = ['nak', 'wrong command'];
    // SET_LAMPS replies carry nothing the driver reads, so their payload is no test.
    if (command !== IoCommand.SET_LAMPS) choices.push('malformed payload');
    if (command === IoCommand.READ_INPUTS && this.lastReportTrue) choices.push('phantom inputs', 'phantom inputs');
    const kind = pick(rnd, choices);
    switch (kind) {
      case 'nak':
        return { kind, bytes: ioFrameBytes(NAK, sequence, [command, pick(rnd, [IoNakCode.UNKNOWN_COMMAND, IoNakCode.BAD_LENGTH, IoNakCode.BAD_VALUE])]) };
      case 'wrong command': {
        let other = pick(rnd, [0x81, 0x82, 0x83, rnd(256) | REPLY_FLAG]);
        if (other === (command | REPLY_FLAG) || other === NAK) other = command === IoCommand.IDENTIFY ? 0x82 : 0x81;
        return { kind, bytes: ioFrameBytes(other, sequence, Array.from({ length: rnd(6) }, () => rnd(256))) };
      }
      case 'malformed payload': {
        // Identity replies need 4 bytes at least; input reports exactly 4.
        const length = command === IoCommand.IDENTIFY ? rnd(4) : pick(rnd, [0, 1, 2, 3, 5, 6, 7, 8]);
        return { kind, bytes: ioFrameBytes(command | REPLY_FLAG, sequence, Array.from({ length }, () => rnd(256))) };
      }
      default: {
        // Any buttons, key or doors (never none), a random edge counter and lamp flag.
        const inputs = 1 + rnd(0x7ff);
        return { kind, bytes: ioFrameBytes(command | REPLY_FLAG, sequence, [inputs >> 8, inputs & 0xff, rnd(256), rnd(2)]) };
      }
    }
  }
}
