import { seededRandom } from '../cctalk/test-random';
import { EmulatedIoBoard, type IoReplyLog } from './emulated-io-board';
import { decodeIoFrame, encodeIoFrame, ioFrameValid, type IoFrame } from './io-frame';
import { allLamps, encodeLamps, parseIdentity, parseInputReport } from './io-payloads';
import { IoCommand, IoNakCode, NAK } from './io-protocol';
import { inputBit } from './panel-types';
import { ScriptedLink } from './test-link';

function unitRandom(seed: number): () => number {
  const rnd = seededRandom(seed);
  return () => rnd(0x1_0000_0000) / 0x1_0000_0000;
}

/** A board on a scripted link with a clock the test moves. */
function rig(seed = 1) {
  const clock = { t: 10_000 };
  const link = new ScriptedLink();
  const board = new EmulatedIoBoard({ random: unitRandom(seed), now: () => clock.t });
  board.attach(link);
  let sequence = 0;
  const ask = (command: number, payload: number[] = []): IoFrame | null => {
    sequence = (sequence + 1) & 0xff;
    const before = link.written.length;
    link.inject(encodeIoFrame({ command, sequence, payload }));
    const reply = link.written[before];
    if (reply === undefined) return null;
    const frame = decodeIoFrame(reply);
    expect(frame.sequence).toBe(sequence);
    return frame;
  };
  const inputs = () => parseInputReport(ask(IoCommand.READ_INPUTS)?.payload ?? []);
  const setLamps = (lamps: Parameters<typeof encodeLamps>[0]) => ask(IoCommand.SET_LAMPS, encodeLamps(lamps));
  return { clock, link, board, ask, inputs, setLamps };
}

describe('EmulatedIoBoard', () => {
  it('identifies itself with its input and lamp counts', () => {
    const { ask } = rig();
    const reply = ask(IoCommand.IDENTIFY);
    expect(reply?.command).toBe(0x81);
    expect(parseIdentity(reply?.payload ?? [])).toEqual({ protocolVersion: 1, inputCount: 11, lampCount: 9, name: 'CAB-IO-16', firmware: '1.0.0' });
  });

  it('reports raw input levels and counts every change', () => {
    const { board, inputs, clock } = rig();
    expect(inputs()).toEqual({ inputs: 0, edgeCounter: 0, lampsDark: true });
    board.press('play');
    board.setSwitch('cashDoor', true);
    expect(inputs()).toMatchObject({ inputs: inputBit('play') | inputBit('cashDoor'), edgeCounter: 2 });
    board.release('play');
    clock.t += 5;
    expect(inputs()).toMatchObject({ inputs: inputBit('cashDoor'), edgeCounter: 3 });
  });

  it('plays a tap on its own clock: pressed during the tap, released after', async () => {
    const { board, inputs, clock } = rig();
    await board.tap('bet', 5);
    expect(inputs().inputs).toBe(inputBit('bet'));
    clock.t += 4;
    expect(inputs().inputs).toBe(inputBit('bet'));
    clock.t += 1;
    expect(inputs()).toEqual({ inputs: 0, edgeCounter: 2, lampsDark: true });
  });

  it('bounces: the level chatters, then stays pressed', async () => {
    const { board, inputs, clock } = rig(7);
    await board.bounce('collect', 20);
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      seen.add(inputs().inputs);
      clock.t += 0.5;
    }
    expect(seen).toEqual(new Set([0, inputBit('collect')]));
    expect(board.level('collect')).toBe(true);
    expect(board.edgeCounter).toBeGreaterThan(4);
    expect(board.edgeCounter % 2).toBe(1); // an odd number of changes: released → pressed
  });

  it('sets lamps, flashes them at 2 Hz in one phase, and reports them dark until first set', () => {
    const { board, setLamps, inputs, clock } = rig();
    expect(board.lamps()).toEqual(allLamps('off'));
    expect(setLamps({ ...allLamps('off'), play: 'on', bet: 'flash', tower: 'flash' })?.command).toBe(0x83);
    expect(inputs().lampsDark).toBe(false);
    expect(board.lamps()).toMatchObject({ play: 'on', bet: 'flash', tower: 'flash', collect: 'off' });
    const lit: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      expect(board.lampLit('bet')).toBe(board.lampLit('tower'));
      expect(board.lampLit('play')).toBe(true);
      lit.push(board.lampLit('bet'));
      clock.t += 125;
    }
    // 125 ms steps: lit for two steps (250 ms), dark for two, whatever the phase the test started in.
    expect(lit.filter(Boolean)).toHaveLength(4);
    expect(lit.slice(0, 4).filter(Boolean)).toHaveLength(2);
  });

  it('darkens every lamp exactly 2 s after the last SET_LAMPS, and a new SET_LAMPS relights them', () => {
    const { board, setLamps, ask, inputs, clock } = rig();
    setLamps({ ...allLamps('off'), play: 'on', tower: 'on' });
    clock.t += 1500;
    ask(IoCommand.READ_INPUTS); // polls alone do not feed the lamp watchdog
    ask(IoCommand.IDENTIFY);
    clock.t += 499;
    expect(board.lampLit('play')).toBe(true);
    clock.t += 1;
    expect(board.lamps()).toEqual(allLamps('off'));
    expect(board.lampLit('tower')).toBe(false);
    expect(inputs().lampsDark).toBe(true);
    setLamps({ ...allLamps('off'), play: 'on' });
    expect(board.lampLit('play')).toBe(true);
  });

  it('refuses unknown commands, wrong lengths and reserved lamp codes with a NAK naming the command', () => {
    const { ask, board } = rig();
    expect(ask(0x09)).toEqual(expect.objectContaining({ command: NAK, payload: [0x09, IoNakCode.UNKNOWN_COMMAND] }));
    expect(ask(IoCommand.READ_INPUTS, [1])?.payload).toEqual([IoCommand.READ_INPUTS, IoNakCode.BAD_LENGTH]);
    expect(ask(IoCommand.IDENTIFY, [1])?.payload).toEqual([IoCommand.IDENTIFY, IoNakCode.BAD_LENGTH]);
    expect(ask(IoCommand.SET_LAMPS, [0, 0])?.payload).toEqual([IoCommand.SET_LAMPS, IoNakCode.BAD_LENGTH]);
    expect(ask(IoCommand.SET_LAMPS, [0x03, 0, 0])?.payload).toEqual([IoCommand.SET_LAMPS, IoNakCode.BAD_VALUE]);
    // A refused SET_LAMPS changes nothing and does not feed the watchdog.
    expect(board.lampFrames).toBe(0);
  });

  it('never answers a frame that is itself a reply (a loop-back)', () => {
    const { ask } = rig();
    expect(ask(0x82)).toBeNull();
    expect(ask(NAK, [1, 1])).toBeNull();
  });

  it('after a power cycle: lamps dark, edge counter 0, the panel as it is', () => {
    const { board, setLamps, inputs } = rig();
    board.setSwitch('mainDoor', true);
    setLamps({ ...allLamps('off'), play: 'on' });
    board.powerCycle();
    expect(board.lamps().play).toBe('off');
    expect(inputs()).toEqual({ inputs: inputBit('mainDoor'), edgeCounter: 0, lampsDark: true });
  });

  it('loses and corrupts replies as asked, and says nothing while unplugged', () => {
    const { board, link, ask } = rig(3);
    const fates: IoReplyLog['fate'][] = [];
    board.onReply((log) => fates.push(log.fate));
    board.faults.lostReplyRate = 0.3;
    board.faults.corruptReplyRate = 0.3;
    const before = link.written.length;
    for (let i = 0; i < 300; i++) link.inject(encodeIoFrame({ command: IoCommand.READ_INPUTS, sequence: i & 0xff, payload: [] }));
    const written = link.written.slice(before);
    const count = (fate: string) => fates.filter((f) => f === fate).length;
    expect(count('lost')).toBeGreaterThan(50);
    expect(count('corrupted')).toBeGreaterThan(30);
    expect(written).toHaveLength(300 - count('lost'));
    expect(written.filter((bytes) => !ioFrameValid(bytes))).toHaveLength(count('corrupted'));

    board.faults.lostReplyRate = 0;
    board.faults.corruptReplyRate = 0;
    board.faults.unplugged = true;
    expect(ask(IoCommand.READ_INPUTS)).toBeNull();
    board.faults.unplugged = false;
    expect(ask(IoCommand.READ_INPUTS)?.command).toBe(0x82);
  });
});
