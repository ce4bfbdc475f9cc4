/**
 * Port (c) for the emulated I/O board: a "host" plays fuzz onto its line (noise, corrupted and
 * torn commands, board replies looped back) with real commands in between. A reference receiver
 * fed the same chunks at the same times says which valid frames each chunk completed; the board
 * must have acted on exactly those, in order, must have written one well-formed reply (flagged,
 * same sequence) for each that is a command, and must have taken exactly the valid SET_LAMPS
 * frames as lamp updates. io-board-emulator-fuzz.test.ts judges the report.
 */
import { seededRandom } from '../../hardware/cctalk/test-random';
import { EmulatedIoBoard } from '../../hardware/io-board/emulated-io-board';
import { IoCommand, REPLY_FLAG } from '../../hardware/io-board/io-protocol';
import { IoFrameReceiver } from '../../hardware/io-board/io-receiver';
import { LAMPS } from '../../hardware/io-board/panel-types';
import { FrameTally, frameGap, LineClock, RECEIVER_RESET_MS, tear, uniform, type TimedChunk } from './fuzz-kit';
import { IoCommandFuzz, ioFrameBytes, wholeIoFrame } from './io-fuzz';
import { SharedWire } from './shared-wire';

export interface IoBoardEmulatorOptions {
  readonly frames: number;
  readonly seed: number;
}

export interface IoBoardEmulatorReport {
  readonly fuzzFrames: number;
  readonly bytes: number;
  readonly cpuSeconds: number;
  readonly tally: string;
  readonly undetectable: number;
  readonly realCommands: number;
  readonly realCommandsMissed: number;
  /** Other valid frames the reference found: board replies looped back, and frames noise formed by chance. */
  readonly otherValidFrames: number;
  readonly referenceErrors: number;
  readonly crashes: readonly string[];
  readonly acted: number;
  readonly expected: number;
  readonly mismatches: readonly string[];
  readonly replies: number;
  /** Reference frames that are commands (no reply flag): each must have drawn one reply. */
  readonly commandsHeard: number;
  readonly badWrites: readonly string[];
  readonly lampFrames: number;
  readonly validLampFrames: number;
}

/**
 * Whether a SET_LAMPS payload is one the board must take, worked out here from the protocol
 * text (two bits a lamp, four lamps a byte, code 3 reserved, unused pairs 0), not with the
 * emulator's parser.
 */
function lampPayloadValid(payload: readonly number[]): boolean {
  if (payload.length !== Math.ceil(LAMPS.length / 4)) return false;
  for (let n = 0; n < payload.length * 4; n++) {
    const code = ((payload[n >> 2] ?? 0) >> ((n & 3) * 2)) & 3;
    if (n < LAMPS.length ? code === 3 : code !== 0) return false;
  }
  return true;
}

function randomLampPayload(rnd: (below: number) => number): number[] {
  const bytes = new Array<number>(Math.ceil(LAMPS.length / 4)).fill(0);
  LAMPS.forEach((_, n) => (bytes[n >> 2] = (bytes[n >> 2] ?? 0) | (rnd(3) << ((n & 3) * 2))));
  return bytes;
}

export async function run({ frames, seed }: IoBoardEmulatorOptions): Promise<IoBoardEmulatorReport> {
  const rnd = seededRandom(seed);
  const clock = new LineClock();
  const wire = new SharedWire();
  const board = new EmulatedIoBoard({ random: uniform(rnd), now: () => clock.now() });
  const acted: number[] = [];
  board.onReply((log) => acted.push(log.command));
  board.attach(wire.port('io-board'));
  const reference = new IoFrameReceiver();
  const fuzz = new IoCommandFuzz(rnd, () => randomLampPayload(rnd));
  const tally = new FrameTally();
  const crashes: string[] = [];
  const mismatches: string[] = [];
  const badWrites: string[] = [];
  let bytes = 0;
  let expected = 0;
  let replies = 0;
  let commandsHeard = 0;
  let validLampFrames = 0;
  let referenceErrors = 0;
  let framesFound = 0;
  let realCommands = 0;
  let realCommandsMissed = 0;

  const play = (chunk: TimedChunk): number[][] => {
    clock.advance(chunk.gapMs);
    bytes += chunk.bytes.length;
    const before = acted.length;
    try {
      wire.play(chunk.bytes);
    } catch (error) {
      if (crashes.length < 10) crashes.push(String((error as Error)?.stack ?? error));
    }
    const found = reference.push(chunk.bytes, clock.now());
    framesFound += found.length;
    const heard = found.map(({ frame }) => frame.command);
    const now = acted.slice(before);
    expected += heard.length;
    if ((heard.length !== now.length || heard.some((c, k) => c !== now[k])) && mismatches.length < 10) {
      mismatches.push(`chunk [${chunk.bytes.join(' ')}]: the reference found commands [${heard.join(' ')}], the board acted on [${now.join(' ')}]`);
    }
    const commands = found.filter(({ frame }) => (frame.command & REPLY_FLAG) === 0);
    commandsHeard += commands.length;
    for (const { frame, raw } of found) {
      const again = ioFrameBytes(frame.command, frame.sequence, frame.payload);
      if (again.length !== raw.length || again.some((b, i) => b !== raw[i])) referenceErrors++;
      if (frame.command === IoCommand.SET_LAMPS && lampPayloadValid(frame.payload)) validLampFrames++;
    }
    // A point-to-point line: the board's replies go to the host only, so they are checked, not played back.
    const written = wire.drain();
    replies += written.length;
    written.forEach(({ bytes: reply }, k) => {
      const frame = wholeIoFrame(reply);
      const command = commands[k]?.frame;
      const answers = frame !== null && command !== undefined && (frame.command & REPLY_FLAG) !== 0 && frame.sequence === command.sequence;
      if (!answers && badWrites.length < 10) badWrites.push(`[${reply.join(' ')}] for command ${JSON.stringify(command)}`);
    });
    if (written.length !== commands.length && badWrites.length < 10) badWrites.push(`${commands.length} commands completed by one chunk drew ${written.length} replies`);
    return found.map(({ raw }) => [...raw]);
  };

  const cpuBefore = process.cpuUsage();
  while (tally.total < frames) {
    if (tally.total % 12 === 0) {
      const command = fuzz.validCommand();
      realCommands++;
      const found = tear(rnd, command, RECEIVER_RESET_MS + 1 + rnd(100), false).flatMap((chunk) => play(chunk));
      if (!found.some((raw) => raw.length === command.length && raw.every((b, i) => b === command[i]))) realCommandsMissed++;
    }
    const frame = fuzz.next();
    tally.add(frame.kind);
    for (const chunk of tear(rnd, frame.bytes, frameGap(rnd), true)) play(chunk);
  }
  const cpu = process.cpuUsage(cpuBefore);

  return {
    fuzzFrames: tally.total,
    bytes,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    tally: tally.toString(),
    undetectable: fuzz.undetectable,
    realCommands,
    realCommandsMissed,
    otherValidFrames: framesFound - (realCommands - realCommandsMissed),
    referenceErrors,
    crashes,
    acted: acted.length,
    expected,
    mismatches,
    replies,
    commandsHeard,
    badWrites,
    lampFrames: board.lampFrames,
    validLampFrames,
  };
}
