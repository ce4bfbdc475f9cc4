/**
 * Line noise must never crash either end: 100,000 random chunks (garbage, torn frames, and
 * well-formed frames with random contents) go into the driver's and the emulator's receivers.
 * The scripted link delivers synchronously, so anything thrown while handling a chunk fails here.
 */
import { seededRandom } from '../cctalk/test-random';
import { EmulatedIoBoard } from './emulated-io-board';
import { IoBoard } from './io-board';
import { decodeIoFrame, encodeIoFrame, ioFrameValid } from './io-frame';
import { encodeIdentity, encodeLamps } from './io-payloads';
import { LAMPS, type Lamp, type LampState } from './panel-types';
import { IoCommand, MAX_PAYLOAD, NAK, REPLY_FLAG } from './io-protocol';
import { ScriptedLink } from './test-link';

jest.setTimeout(120_000);

const CHUNKS = 100_000;
const BATCH = 1_000;

type Rnd = (below: number) => number;

/** Garbage, or a frame (possibly torn at either end) built by `frame`. */
function noise(rnd: Rnd, frame: () => { command: number; sequence: number; payload: number[] }): number[] {
  if (rnd(2) === 0) return Array.from({ length: 1 + rnd(24) }, () => (rnd(5) === 0 ? 0xa5 : rnd(256)));
  const bytes = [...encodeIoFrame(frame())];
  const cut = rnd(4);
  if (cut === 0) return bytes.slice(rnd(bytes.length));
  if (cut === 1) return bytes.slice(0, rnd(bytes.length));
  return bytes;
}

const randomPayload = (rnd: Rnd): number[] => Array.from({ length: rnd(MAX_PAYLOAD + 1) }, () => rnd(256));

const STATES: readonly LampState[] = ['off', 'on', 'flash'];
const randomLamps = (rnd: Rnd): number[] => encodeLamps(Object.fromEntries(LAMPS.map((lamp) => [lamp, STATES[rnd(3)] ?? 'off'])) as Record<Lamp, LampState>);

describe('I/O board fuzz', () => {
  it('the driver survives 100,000 chunks of noise and random replies while it polls', async () => {
    const rnd = seededRandom(0x5eed);
    const link = new ScriptedLink();
    const io = new IoBoard(link, { deviceId: 'fuzz', pollMs: 1, replyTimeoutMs: 3, debounceMs: 5 });
    let events = 0;
    io.onEvent(() => events++);
    io.start();
    const identity = encodeIdentity({ protocolVersion: 1, inputCount: 11, lampCount: 9, name: 'FUZZ', firmware: '0' });
    const lastSequence = () => {
      const last = link.written[link.written.length - 1];
      return last === undefined ? 0 : decodeIoFrame(last).sequence;
    };
    const replyFrame = () => {
      const sequence = rnd(4) === 0 ? rnd(256) : lastSequence();
      switch (rnd(6)) {
        case 0:
          return { command: 0x81, sequence, payload: rnd(2) === 0 ? identity : randomPayload(rnd) };
        case 1:
        case 2:
          return { command: 0x82, sequence, payload: rnd(3) === 0 ? randomPayload(rnd) : [rnd(8), rnd(256), rnd(256), rnd(2)] };
        case 3:
          return { command: 0x83, sequence, payload: rnd(2) === 0 ? [] : randomPayload(rnd) };
        case 4:
          return { command: NAK, sequence, payload: rnd(2) === 0 ? [rnd(4), rnd(4)] : randomPayload(rnd) };
        default:
          return { command: rnd(256), sequence, payload: randomPayload(rnd) };
      }
    };
    let panel = 0;
    const trueReply = () => {
      const last = link.written[link.written.length - 1];
      const asked = last === undefined ? { command: IoCommand.IDENTIFY, sequence: 0 } : decodeIoFrame(last);
      const payload = asked.command === IoCommand.IDENTIFY ? identity : asked.command === IoCommand.READ_INPUTS ? [panel >> 8, panel & 0xff, 0, 0] : [];
      return { command: asked.command | REPLY_FLAG, sequence: asked.sequence, payload };
    };
    const errors = new Set<string>();
    for (let sent = 0; sent < CHUNKS; sent += BATCH) {
      if (sent % (BATCH * 10) === 0) panel = rnd(0x800); // the true panel changes now and then
      // Every other batch starts with the true answer to what the driver waits for, so every stage of the
      // poll cycle is reached; in the others the random frames meet the waiting command themselves.
      if ((sent / BATCH) % 2 === 0) link.inject(encodeIoFrame(trueReply()));
      for (let i = 0; i < BATCH; i++) link.inject(noise(rnd, replyFrame));
      const error = io.health.lastError;
      if (error !== null) errors.add(error.replace(/0x[0-9a-f]{2}|\d+/g, '#'));
      // Let the poll loop move on, so replies meet waiting commands of every kind.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await io.stop();
    const { stats } = io.health;
    expect([...errors].filter((e) => /internal error|listener/.test(e))).toEqual([]);
    expect(stats.replies).toBeGreaterThan(10);
    expect(stats.staleFrames).toBeGreaterThan(1000);
    expect(stats.crcErrors).toBeGreaterThan(1000);
    expect(stats.badReplies + stats.naks).toBeGreaterThan(0);
    expect(events).toBeGreaterThan(0); // random input reports got through the debounce: the event path ran too
  });

  it('the emulated board survives 100,000 chunks of noise and random commands, and answers only with good frames', () => {
    const rnd = seededRandom(0xb0a4d);
    const link = new ScriptedLink();
    const board = new EmulatedIoBoard({ random: () => rnd(1000) / 1000 });
    board.attach(link);
    const hostFrame = () => ({
      command: [IoCommand.IDENTIFY, IoCommand.READ_INPUTS, IoCommand.SET_LAMPS, rnd(256)][rnd(4)] ?? 0,
      sequence: rnd(256),
      payload: [[], [rnd(256), rnd(256), rnd(256)], randomLamps(rnd), randomPayload(rnd)][rnd(4)] ?? [],
    });
    for (let i = 0; i < CHUNKS; i++) link.inject(noise(rnd, hostFrame));
    expect(link.written.length).toBeGreaterThan(5000);
    expect(link.written.filter((bytes) => !ioFrameValid(bytes))).toEqual([]);
    const replies = link.written.map((bytes) => decodeIoFrame(bytes).command);
    expect(replies.every((command) => (command & REPLY_FLAG) !== 0)).toBe(true);
    expect(new Set(replies)).toEqual(new Set([0x81, 0x82, 0x83, NAK]));
  });
});
