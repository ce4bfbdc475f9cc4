import { seededRandom } from '../cctalk/test-random';
import { MemoryBus } from '../serial/memory-bus';
import { EmulatedIoBoard, type IoReplyLog } from './emulated-io-board';
import { IoBoard, type IoBoardOptions } from './io-board';
import { decodeIoFrame, encodeIoFrame } from './io-frame';
import { allLamps, encodeIdentity, encodeNak } from './io-payloads';
import { IoCommand, NAK } from './io-protocol';
import type { PanelEvent } from './panel-types';
import { ScriptedLink } from './test-link';

jest.setTimeout(60_000);

function unitRandom(seed: number): () => number {
  const rnd = seededRandom(seed);
  return () => rnd(0x1_0000_0000) / 0x1_0000_0000;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `ok()` holds; generous, because the test machine is shared and noisy. */
async function waitFor(ok: () => boolean, what: string | (() => string), timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(5);
  }
}

const running: IoBoard[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((io) => io.stop()));
});

/** The driver and the emulated board on a point-to-point link (no echo: RS-232/USB, not ccTalk's one wire). */
function rig(options: Partial<IoBoardOptions> = {}, seed = 1, boardNow?: () => number) {
  const bus = new MemoryBus('io', { echo: false });
  const board = new EmulatedIoBoard({ random: unitRandom(seed), ...(boardNow ? { now: boardNow } : {}) });
  board.attach(bus.attach('board'));
  const io = new IoBoard(bus.attach('host'), { deviceId: 'io-board', replyTimeoutMs: 100, ...options });
  running.push(io);
  const events: PanelEvent[] = [];
  io.onEvent((event) => events.push(event));
  const buttonEvents = () => events.filter((e) => e.kind === 'button');
  return { bus, board, io, events, buttonEvents };
}

describe('IoBoard with the emulated board', () => {
  it('identifies the board and reports the key and doors as they are at power-up', async () => {
    const { board, io, events } = rig();
    board.setSwitch('mainDoor', true); // already open when the cabinet boots
    expect(io.switches()).toEqual({ key: null, mainDoor: null, cashDoor: null });
    io.start();
    await waitFor(() => io.switches().cashDoor !== null, 'the switches to be known');
    expect(io.health.state).toBe('ok');
    expect(io.health.identity).toMatchObject({ name: 'CAB-IO-16', inputCount: 11, lampCount: 9 });
    expect(io.switches()).toEqual({ key: false, mainDoor: true, cashDoor: false });
    expect(events).toEqual([
      { kind: 'switch', name: 'key', on: false },
      { kind: 'switch', name: 'mainDoor', on: true },
      { kind: 'switch', name: 'cashDoor', on: false },
    ]);
  });

  it('turns a press and a release into one event each, and follows the key and doors', async () => {
    const { board, io, events, buttonEvents } = rig();
    io.start();
    await waitFor(() => io.switches().key !== null, 'start');
    board.press('play');
    await waitFor(() => io.pressed('play'), 'PLAY pressed');
    board.release('play');
    await waitFor(() => !io.pressed('play'), 'PLAY released');
    expect(buttonEvents()).toEqual([
      { kind: 'button', button: 'play', pressed: true },
      { kind: 'button', button: 'play', pressed: false },
    ]);
    board.setSwitch('key', true);
    board.setSwitch('cashDoor', true);
    await waitFor(() => io.switches().key === true && io.switches().cashDoor === true, 'key and cash door');
    expect(events.slice(-2)).toEqual([
      { kind: 'switch', name: 'key', on: true },
      { kind: 'switch', name: 'cashDoor', on: true },
    ]);
  });

  it('does not take a button held at power-up for a press', async () => {
    const { board, io, buttonEvents } = rig();
    board.press('collect');
    io.start();
    await waitFor(() => io.pressed('collect'), 'COLLECT known as held');
    await sleep(100);
    expect(buttonEvents()).toEqual([]);
    board.release('collect');
    await waitFor(() => !io.pressed('collect'), 'COLLECT released');
    board.press('collect');
    await waitFor(() => io.pressed('collect'), 'COLLECT pressed again');
    expect(buttonEvents()).toEqual([
      { kind: 'button', button: 'collect', pressed: false },
      { kind: 'button', button: 'collect', pressed: true },
    ]);
  });

  it('gives exactly one press for a chattering contact', async () => {
    const { board, io, buttonEvents } = rig({ pollMs: 2 }, 11);
    io.start();
    await waitFor(() => io.health.state === 'ok' && io.switches().key !== null, 'start');
    // 40 ms of chatter is less than two debounce times, so even a host that samples it badly cannot make two presses of it.
    await board.bounce('collect', 40);
    await waitFor(() => io.pressed('collect'), 'COLLECT pressed');
    await sleep(150);
    expect(buttonEvents()).toEqual([{ kind: 'button', button: 'collect', pressed: true }]);
    expect(board.edgeCounter).toBeGreaterThan(4);
    expect(io.health.stats.boardEdges).toBe(board.edgeCounter);
  });

  it('ignores 5 ms glitches even when sampled by fast polling', async () => {
    const { board, io, buttonEvents } = rig({ pollMs: 2 });
    io.start();
    await waitFor(() => io.switches().key !== null, 'start');
    const repliesBefore = io.health.stats.replies;
    for (let i = 0; i < 10; i++) {
      await board.tap('bet', 5);
      await sleep(40);
    }
    expect(io.health.stats.replies - repliesBefore).toBeGreaterThan(20);
    expect(board.edgeCounter).toBe(20);
    expect(buttonEvents()).toEqual([]);
    expect(io.pressed('bet')).toBe(false);
  });

  it('lights the lamps it is asked to, and sends a lamp frame only when something changed', async () => {
    // A frozen host clock: the 500 ms refresh never falls due, so every SET_LAMPS seen is a change.
    const { board, io } = rig({ now: () => 1_000_000 });
    io.start();
    await waitFor(() => board.lampFrames === 1 && io.health.state === 'ok', 'the first lamp frame');
    io.setLamps({ play: 'on', tower: 'flash' });
    await waitFor(() => board.lamps().play === 'on', 'PLAY lit');
    expect(board.lamps()).toEqual({ ...allLamps('off'), play: 'on', tower: 'flash' });
    const writes = io.health.stats.lampWrites;
    for (let i = 0; i < 5; i++) {
      io.setLamps({ play: 'on' }); // no change
      await sleep(20);
    }
    expect(io.health.stats.lampWrites).toBe(writes);
    io.setLamps({ play: 'flash', bet: 'on' });
    await waitFor(() => board.lamps().bet === 'on', 'BET lit');
    await sleep(100);
    expect(io.health.stats.lampWrites).toBe(writes + 1);
    expect(board.lamps()).toEqual({ ...allLamps('off'), play: 'flash', bet: 'on', tower: 'flash' });
  });

  it('keeps the lamps lit past the watchdog while it runs, and a dead host leaves them dark', async () => {
    const { board, io } = rig();
    io.start();
    io.setLamps({ play: 'on', tower: 'on' });
    await waitFor(() => board.lampLit('play'), 'PLAY lit');
    const framesBefore = board.lampFrames;
    await sleep(2600);
    expect(board.lampLit('play')).toBe(true);
    expect(board.lampFrames - framesBefore).toBeGreaterThanOrEqual(3); // refreshed at least every 500 ms
    await io.stop(); // the host dies without a word
    await sleep(2300);
    expect(board.lamps()).toEqual(allLamps('off'));
    expect(board.lampLit('tower')).toBe(false);
  });

  it('relights a board that lost its lamps (power cycle)', async () => {
    const { board, io } = rig();
    io.start();
    io.setLamps({ gameChange: 'flash' });
    await waitFor(() => board.lamps().gameChange === 'flash', 'GAME CHANGE flashing');
    board.powerCycle();
    expect(board.lamps().gameChange).toBe('off');
    await waitFor(() => board.lamps().gameChange === 'flash', 'GAME CHANGE flashing again');
  });

  it('makes no phantom events from lost or corrupted replies, and misses no real press', async () => {
    const { board, io, events, buttonEvents } = rig({ pollMs: 10, replyTimeoutMs: 25 }, 5);
    const fates: IoReplyLog['fate'][] = [];
    board.onReply((log) => fates.push(log.fate));
    board.setSwitch('mainDoor', true);
    io.start();
    await waitFor(() => io.switches().mainDoor === true, 'start');
    const switchEvents = events.length;

    board.faults.lostReplyRate = 0.5;
    board.faults.corruptReplyRate = 0.5;
    await sleep(1500); // nothing happens on the panel: nothing may be reported
    expect(buttonEvents()).toEqual([]);

    // Presses and gaps long enough that even a run of failed samples (and the re-identification
    // after three of them) leaves time to prove each level.
    board.faults.lostReplyRate = 0.15;
    board.faults.corruptReplyRate = 0.15;
    for (let i = 0; i < 4; i++) {
      await board.tap('hold2', 600);
      await sleep(600);
    }
    await waitFor(() => buttonEvents().length >= 8, () => `four presses and releases, got ${JSON.stringify(buttonEvents())} (${JSON.stringify(io.health)})`);
    await sleep(200);
    const one = [
      { kind: 'button', button: 'hold2', pressed: true },
      { kind: 'button', button: 'hold2', pressed: false },
    ];
    expect(buttonEvents()).toEqual([...one, ...one, ...one, ...one]);
    expect(events.length - switchEvents).toBe(8); // and the door was never reported as changing
    expect(fates.filter((f) => f === 'lost').length).toBeGreaterThan(10);
    expect(fates.filter((f) => f === 'corrupted').length).toBeGreaterThan(10);
    expect(io.health.stats.crcErrors).toBeGreaterThan(0);
  });

  it('reports a silent board, keeps the last known doors, and recovers when it answers again', async () => {
    const { board, io, events } = rig({ replyTimeoutMs: 30 });
    board.setSwitch('mainDoor', true);
    io.start();
    await waitFor(() => io.health.state === 'ok' && io.switches().mainDoor === true, 'start');
    board.faults.unplugged = true;
    await waitFor(() => io.health.state === 'no-reply', 'no-reply');
    expect(io.health.lastError).toMatch(/no reply/);
    expect(io.switches().mainDoor).toBe(true);
    board.setSwitch('mainDoor', false); // closed while the board could not be heard
    board.faults.unplugged = false;
    await waitFor(() => io.health.state === 'ok' && io.switches().mainDoor === false, 'recovery');
    expect(events.filter((e) => e.kind === 'switch' && e.name === 'mainDoor')).toEqual([
      { kind: 'switch', name: 'mainDoor', on: true },
      { kind: 'switch', name: 'mainDoor', on: false },
    ]);
  });

  it('reports a closed link', async () => {
    const { bus } = rig();
    const link = bus.attach('spare');
    const lone = new IoBoard(link, { deviceId: 'lone', replyTimeoutMs: 20 });
    running.push(lone);
    lone.start();
    bus.unplug(link);
    await waitFor(() => lone.health.state === 'no-reply', 'no-reply');
    expect(lone.health.lastError).toMatch(/closed/);
    await sleep(50);
    expect(lone.health.state).toBe('no-reply');
    expect(lone.health.stats.commands).toBe(0); // nothing is written to a link that is gone
  });

  it('refuses lamps and states it does not have, without taking half of a bad call', async () => {
    const { io, board } = rig();
    expect(() => io.setLamps({ candle: 'on' } as never)).toThrow(RangeError);
    expect(() => io.setLamps({ play: 'blink' } as never)).toThrow(RangeError);
    expect(() => io.setLamps({ bet: 'on', tower: 'dim' } as never)).toThrow(RangeError);
    io.start();
    io.setLamps({ tower: 'on' });
    await waitFor(() => board.lamps().tower === 'on', 'the tower lit');
    expect(board.lamps()).toEqual({ ...allLamps('off'), tower: 'on' });
  });
});

describe('IoBoard on a scripted link', () => {
  const identity = { protocolVersion: 1, inputCount: 11, lampCount: 9, name: 'TEST', firmware: '0.1' };

  function scripted() {
    const link = new ScriptedLink();
    const io = new IoBoard(link, { deviceId: 'io-board', pollMs: 5, replyTimeoutMs: 30 });
    running.push(io);
    /** Waits for the driver's next frame and returns it decoded. */
    const next = async (after: number) => {
      await waitFor(() => link.written.length > after, 'a frame from the driver');
      return decodeIoFrame(link.written[after] ?? []);
    };
    return { link, io, next };
  }

  it('ignores a reply carrying another sequence number (a late reply is not the answer to the next command)', async () => {
    const { link, io, next } = scripted();
    io.start();
    const first = await next(0);
    expect(first.command).toBe(IoCommand.IDENTIFY);
    link.inject(encodeIoFrame({ command: 0x81, sequence: (first.sequence + 1) & 0xff, payload: encodeIdentity(identity) }));
    const second = await next(1);
    expect(second.command).toBe(IoCommand.IDENTIFY); // the first was not taken as answered
    expect(io.health.stats.staleFrames).toBe(1);
    expect(io.health.stats.noReplies).toBe(1);
    link.inject(encodeIoFrame({ command: 0x81, sequence: second.sequence, payload: encodeIdentity(identity) }));
    expect((await next(2)).command).toBe(IoCommand.SET_LAMPS);
  });

  it('reports a refusal and an incompatible board, and keeps asking who the board is', async () => {
    const { link, io, next } = scripted();
    io.start();
    const first = await next(0);
    link.inject(encodeIoFrame({ command: NAK, sequence: first.sequence, payload: encodeNak(IoCommand.IDENTIFY, 1) }));
    const second = await next(1);
    expect(io.health.stats.naks).toBe(1);
    expect(io.health.lastError).toMatch(/refused command 0x01 with code 1/);
    link.inject(encodeIoFrame({ command: 0x81, sequence: second.sequence, payload: encodeIdentity({ ...identity, protocolVersion: 2 }) }));
    expect((await next(2)).command).toBe(IoCommand.IDENTIFY);
    expect(io.health.lastError).toMatch(/incompatible board TEST/);
    expect(io.health.state).toBe('starting');
    expect(io.health.identity).toBeNull();
  });

  it('counts a malformed reply as a missed sample', async () => {
    const { link, io, next } = scripted();
    io.start();
    const first = await next(0);
    link.inject(encodeIoFrame({ command: 0x81, sequence: first.sequence, payload: encodeIdentity(identity) }));
    const lamps = await next(1);
    link.inject(encodeIoFrame({ command: 0x83, sequence: lamps.sequence, payload: [] }));
    const read = await next(2);
    expect(read.command).toBe(IoCommand.READ_INPUTS);
    link.inject(encodeIoFrame({ command: 0x82, sequence: read.sequence, payload: [0xff, 0xff, 0] }));
    await next(3);
    expect(io.health.stats.badReplies).toBe(1);
    expect(io.health.lastError).toMatch(/READ_INPUTS reply has 4 bytes/);
    expect(io.switches()).toEqual({ key: null, mainDoor: null, cashDoor: null });
  });
});
