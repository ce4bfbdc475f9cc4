import { CctalkBus } from './bus';
import { CctalkLinkClosedError, CctalkNoReplyError, CctalkRefusedError } from './commander';
import { type ChecksumMode } from './frame';
import { Header } from './headers';
import { CctalkReceiver } from './receiver';
import { seededRandom } from './test-random';
import { EmulatedCctalkDevice, type EmulatorReply } from '../emulators/cctalk/cctalk-device';
import { MemoryBus } from '../serial/memory-bus';
import type { ByteLink } from '../serial/byte-link';

/** Test-only headers of the bench device. */
const SCRAMBLE = 100; // replies with the command data transformed, so each reply belongs to one command
const ALWAYS_SILENT = 150;
const ALWAYS_NAK = 151;
const ALWAYS_BUSY = 152;
const DEVICE = 2;

const scramble = (data: readonly number[]): number[] => [...data].reverse().map((b) => b ^ 0x5a);

/** A ccTalk device for bus tests: fixed answers per header, and an optional reply delay per header. */
class BenchDevice extends EmulatedCctalkDevice {
  /** Delay before the reply to a header leaves the device (ms); models a slow device. */
  readonly replyDelays = new Map<number, number>();
  private delayMs = 0;

  constructor(mode: ChecksumMode = 'simple', seed = 1) {
    const rng = seededRandom(seed);
    super(DEVICE, { category: 'Bench', manufacturer: 'Test', productCode: 'BENCH', softwareRevision: '1', serialNumber: 7 }, mode, () => rng(1_000_000) / 1_000_000);
  }

  override attach(link: ByteLink): void {
    super.attach(delayedWrites(link, () => this.delayMs));
  }

  protected answer(header: number, data: readonly number[]): EmulatorReply {
    this.delayMs = this.replyDelays.get(header) ?? 0;
    if (header === SCRAMBLE) return scramble(data);
    if (header === ALWAYS_SILENT) return 'silent';
    if (header === ALWAYS_NAK) return 'nak';
    if (header === ALWAYS_BUSY) return 'busy';
    return 'nak';
  }
}

function delayedWrites(link: ByteLink, delayMs: () => number): ByteLink {
  return {
    get name() {
      return link.name;
    },
    get isOpen() {
      return link.isOpen;
    },
    write: (bytes) => {
      const ms = delayMs();
      if (ms === 0) link.write(bytes);
      else setTimeout(() => link.write(bytes), ms);
    },
    onData: (listener) => link.onData(listener),
    onClose: (listener) => link.onClose(listener),
    close: () => link.close(),
  };
}

/** A port that can report its bytes sent, whose writes leave `delayMs` after write(). */
function slowPort(link: ByteLink, delayMs: number): ByteLink & { drain(): Promise<void> } {
  let flushed: Promise<void> = Promise.resolve();
  const port = delayedWrites(link, () => 0);
  return {
    get name() {
      return port.name;
    },
    get isOpen() {
      return port.isOpen;
    },
    onData: port.onData,
    onClose: port.onClose,
    close: port.close,
    write: (bytes) => {
      const copy = Uint8Array.from(bytes);
      flushed = flushed.then(() => new Promise((resolve) => setTimeout(() => (link.write(copy), resolve()), delayMs)));
    },
    drain: () => flushed,
  };
}

/** Every frame that crosses the bus, in wire order, as seen by a passive listener. */
function wireTap(bus: MemoryBus, mode: ChecksumMode): { frames: { destination: number; data: readonly number[] }[] } {
  const tap = { frames: [] as { destination: number; data: readonly number[] }[] };
  const receiver = new CctalkReceiver(mode);
  bus.attach('tap').onData((chunk) => {
    for (const { frame } of receiver.push(chunk, Date.now())) tap.frames.push({ destination: frame.destination, data: frame.data });
  });
  return tap;
}

function setUp(options: { mode?: ChecksumMode; lineEcho?: boolean; hostEcho?: boolean; replyTimeoutMs?: number; quietGapMs?: number; retries?: number } = {}) {
  const mode = options.mode ?? 'simple';
  const wire = new MemoryBus('bench', { echo: options.lineEcho ?? true });
  const hostLink = wire.attach('host');
  const host = new CctalkBus(hostLink, {
    mode,
    echo: options.hostEcho ?? options.lineEcho ?? true,
    replyTimeoutMs: options.replyTimeoutMs ?? 50,
    quietGapMs: options.quietGapMs,
    retries: options.retries,
  });
  const device = new BenchDevice(mode);
  device.attach(wire.attach('device'));
  const fates: string[] = [];
  device.onReply(({ header, fate }) => fates.push(`${header}:${fate}`));
  return { wire, hostLink, host, device, fates };
}

const scrambleCommand = (n: number) => ({ address: DEVICE, header: SCRAMBLE, data: [n & 0xff, n >> 8] });

describe('CctalkBus', () => {
  it('answers a poll and a data command with the device reply', async () => {
    const { host } = setUp();
    await expect(host.send({ address: DEVICE, header: Header.SIMPLE_POLL })).resolves.toEqual([]);
    await expect(host.send({ address: DEVICE, header: Header.REQUEST_SERIAL_NUMBER })).resolves.toEqual([7, 0, 0]);
    await expect(host.send(scrambleCommand(0x1234))).resolves.toEqual(scramble([0x34, 0x12]));
    expect(host.stats).toMatchObject({ commands: 3, attempts: 3, retries: 0, replies: 3, noReplies: 0, refused: 0 });
  });

  it('puts one command on the wire at a time, in the order they were sent', async () => {
    const { wire, host, device } = setUp({ replyTimeoutMs: 500 });
    device.replyDelays.set(SCRAMBLE, 15); // slow replies, so overlapping commands would show on the wire
    const tap = wireTap(wire, 'simple');
    const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => host.send(scrambleCommand(n))));

    expect(replies).toEqual([1, 2, 3, 4, 5].map((n) => scramble([n, 0])));
    // The wire alternates command, reply, command, reply…: never two commands outstanding.
    expect(tap.frames.map((f) => (f.destination === DEVICE ? 'command' : 'reply'))).toEqual(Array.from({ length: 10 }, (_, i) => (i % 2 ? 'reply' : 'command')));
    // And the commands went out in the order they were sent.
    expect(tap.frames.filter((f) => f.destination === DEVICE).map((f) => f.data[0])).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts an urgent command (the coin acceptor\'s poll) ahead of the waiting ones, never ahead of the one on the wire', async () => {
    const { wire, host, device } = setUp({ replyTimeoutMs: 500 });
    device.replyDelays.set(SCRAMBLE, 15);
    const tap = wireTap(wire, 'simple');
    const sent = [host.send(scrambleCommand(1)), host.send(scrambleCommand(2)), host.send(scrambleCommand(3))];
    sent.push(host.send({ ...scrambleCommand(9), urgent: true }), host.send({ ...scrambleCommand(8), urgent: true }));
    await Promise.all(sent);
    expect(tap.frames.filter((f) => f.destination === DEVICE).map((f) => f.data[0])).toEqual([1, 9, 8, 2, 3]);
  });

  it.each([
    ['a one-wire line (host reads back its own bytes)', true],
    ['a two-wire line (no echo)', false],
  ])('strips exactly the echo on %s', async (_, lineEcho) => {
    const { host } = setUp({ lineEcho });
    for (let n = 0; n < 5; n++) await expect(host.send(scrambleCommand(n))).resolves.toEqual(scramble([n, 0]));
    // Our own commands were neither mistaken for frames nor thrown away as garbage.
    expect(host.stats.strayFrames).toBe(0);
    expect(host.stats.receiver).toEqual({ droppedBytes: 0, timeouts: 0, echoMismatches: 0 });
  });

  it('sees its own commands as frames when told there is no echo on a one-wire line', async () => {
    const { host } = setUp({ lineEcho: true, hostEcho: false });
    // Still answered: a command is addressed to the device, so it is never taken as the reply.
    for (let n = 0; n < 3; n++) await expect(host.send(scrambleCommand(n))).resolves.toEqual(scramble([n, 0]));
    expect(host.stats.strayFrames).toBe(3);
  });

  it('reports NAK and BUSY as refusals, without repeating the command', async () => {
    const { host, fates } = setUp();
    const nak = host.send({ address: DEVICE, header: ALWAYS_NAK });
    const busy = host.send({ address: DEVICE, header: ALWAYS_BUSY });
    await expect(nak).rejects.toMatchObject({ name: 'CctalkRefusedError', address: DEVICE, header: ALWAYS_NAK, replyHeader: Header.NAK });
    await expect(busy).rejects.toBeInstanceOf(CctalkRefusedError);
    await expect(busy).rejects.toMatchObject({ replyHeader: Header.BUSY });
    expect(fates).toEqual([`${ALWAYS_NAK}:sent`, `${ALWAYS_BUSY}:sent`]);
    expect(host.stats).toMatchObject({ commands: 2, attempts: 2, retries: 0, refused: 2 });
  });

  it('sends an unanswered command four times by default, then gives up', async () => {
    const { host, fates } = setUp();
    const error = await host.send({ address: DEVICE, header: ALWAYS_SILENT }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CctalkNoReplyError);
    expect(error).toMatchObject({ address: DEVICE, header: ALWAYS_SILENT, attempts: 4 });
    expect(fates).toEqual(Array(4).fill(`${ALWAYS_SILENT}:silent`));
    expect(host.stats).toMatchObject({ commands: 1, attempts: 4, retries: 3, noReplies: 1 });
  });

  it('honours the configured number of retries', async () => {
    const { host, fates } = setUp({ retries: 1 });
    await expect(host.send({ address: DEVICE, header: ALWAYS_SILENT })).rejects.toMatchObject({ attempts: 2 });
    expect(fates).toHaveLength(2);
  });

  it('sends a command marked not repeatable exactly once', async () => {
    const { host, fates } = setUp();
    await expect(host.send({ address: DEVICE, header: ALWAYS_SILENT, retry: false })).rejects.toMatchObject({ name: 'CctalkNoReplyError', attempts: 1 });
    expect(fates).toEqual([`${ALWAYS_SILENT}:silent`]);
    expect(host.stats.retries).toBe(0);
  });

  it('recovers a lost reply by asking again', async () => {
    const { host, device, fates } = setUp();
    device.faults.lostReplyRate = 1;
    device.onReply(() => (device.faults.lostReplyRate = 0)); // only the first reply is lost
    await expect(host.send(scrambleCommand(9))).resolves.toEqual(scramble([9, 0]));
    expect(fates).toEqual([`${SCRAMBLE}:lost`, `${SCRAMBLE}:sent`]);
    expect(host.stats).toMatchObject({ attempts: 2, retries: 1, corruptedFrames: 0, replies: 1 });
  });

  it.each<ChecksumMode>(['simple', 'crc16'])('recovers a corrupted reply by asking again (%s)', async (mode) => {
    const { host, device, fates } = setUp({ mode });
    device.faults.corruptReplyRate = 1;
    device.onReply(() => (device.faults.corruptReplyRate = 0));
    await expect(host.send(scrambleCommand(300))).resolves.toEqual(scramble([300 & 0xff, 1]));
    expect(fates).toEqual([`${SCRAMBLE}:corrupted`, `${SCRAMBLE}:sent`]);
    expect(host.stats).toMatchObject({ attempts: 2, retries: 1, corruptedFrames: 1 });
  });

  it('speaks CRC-16 frames end to end', async () => {
    const { host } = setUp({ mode: 'crc16' });
    await expect(host.send({ address: DEVICE, header: Header.SIMPLE_POLL })).resolves.toEqual([]);
    await expect(host.send({ address: DEVICE, header: Header.REQUEST_MANUFACTURER_ID })).resolves.toEqual([...'Test'].map((c) => c.charCodeAt(0)));
    await expect(host.send(scrambleCommand(77))).resolves.toEqual(scramble([77, 0]));
  });

  it.each<ChecksumMode>(['simple', 'crc16'])(
    'never takes the late reply of a command that gave up as the reply of the next one (%s)',
    async (mode) => {
      // The first command's reply comes 600 ms after it, long after its 400 ms timeout; the next
      // command's reply takes 250 ms. Written at once, the next command would see the late reply
      // first (at 600 ms, before its own at 650 ms). The quiet gap holds it back until the line
      // has been silent for 300 ms, so only its own reply can answer it.
      const { host, device } = setUp({ mode, replyTimeoutMs: 400, quietGapMs: 300 });
      device.replyDelays.set(SCRAMBLE, 600);
      const first = host.send({ ...scrambleCommand(1), retry: false });
      await expect(first).rejects.toBeInstanceOf(CctalkNoReplyError);
      device.replyDelays.set(SCRAMBLE, 250);
      await expect(host.send(scrambleCommand(2))).resolves.toEqual(scramble([2, 0]));
      expect(host.stats.strayFrames).toBe(1); // the late reply, heard and dropped
    },
    20_000,
  );

  it('starts the reply clock when a slow port reports the command sent, not at write()', async () => {
    // A port whose writes leave 200 ms after write() (a busy machine, a full transmit queue),
    // with a 50 ms reply timeout: timed from write() every attempt would give up before its
    // bytes even left.
    const wire = new MemoryBus('bench');
    const device = new BenchDevice();
    device.attach(wire.attach('device'));
    const host = new CctalkBus(slowPort(wire.attach('host'), 200), { replyTimeoutMs: 50 });
    await expect(host.send(scrambleCommand(4))).resolves.toEqual(scramble([4, 0]));
    expect(host.stats).toMatchObject({ attempts: 1, retries: 0 });
  });

  it('does not give up on a reply that arrived while the process was stalled', async () => {
    // The device answers after 30 ms; the host's process then freezes for 200 ms. When it runs
    // again its 50 ms timeout is overdue while the reply waits unread: Node runs due timers
    // before it delivers I/O, so a plain timer would time out an answered command.
    const { host, device, fates } = setUp({ replyTimeoutMs: 50 });
    device.replyDelays.set(SCRAMBLE, 30);
    const reply = host.send(scrambleCommand(8));
    setTimeout(() => {
      const until = performance.now() + 200;
      while (performance.now() < until); // the stall
    }, 5);
    await expect(reply).resolves.toEqual(scramble([8, 0]));
    expect(host.stats).toMatchObject({ attempts: 1, retries: 0 });
    expect(fates).toEqual([`${SCRAMBLE}:sent`]);
  });

  it('fails the command on the wire and every queued one when the link is unplugged', async () => {
    // A long timeout: the commands must fail because the link closed, not by running out of retries.
    const { wire, hostLink, host } = setUp({ replyTimeoutMs: 10_000 });
    const onWire = host.send({ address: DEVICE, header: ALWAYS_SILENT });
    const queued = [host.send(scrambleCommand(1)), host.send(scrambleCommand(2))];
    setTimeout(() => wire.unplug(hostLink), 20);
    for (const command of [onWire, ...queued]) await expect(command).rejects.toBeInstanceOf(CctalkLinkClosedError);
    expect(host.isOpen).toBe(false);
    await expect(host.send(scrambleCommand(3))).rejects.toMatchObject({ name: 'CctalkLinkClosedError', linkName: 'memory:bench/host' });
  });

  it('fails pending commands on dispose and refuses new ones', async () => {
    const { host } = setUp({ replyTimeoutMs: 10_000 });
    const onWire = host.send({ address: DEVICE, header: ALWAYS_SILENT });
    const queued = host.send(scrambleCommand(1));
    setTimeout(() => host.dispose(), 20);
    await expect(onWire).rejects.toBeInstanceOf(CctalkLinkClosedError);
    await expect(queued).rejects.toBeInstanceOf(CctalkLinkClosedError);
    await expect(host.send(scrambleCommand(2))).rejects.toBeInstanceOf(CctalkLinkClosedError);
  });

  it('rejects a command that cannot be framed without disturbing the queue', async () => {
    const { host } = setUp();
    const bad = host.send({ address: DEVICE, header: SCRAMBLE, data: [256] });
    const good = host.send(scrambleCommand(5));
    await expect(bad).rejects.toMatchObject({ name: 'CctalkFrameError' });
    await expect(good).resolves.toEqual(scramble([5, 0]));
  });

  it.each<ChecksumMode>(['simple', 'crc16'])(
    'survives garbage injected on the line: every reply it hands back is the true one (%s)',
    async (mode) => {
      const { wire, host } = setUp({ mode, replyTimeoutMs: 40 });
      const rng = seededRandom(mode === 'simple' ? 20240501 : 20240502);
      const noise = wire.attach('noise');
      let injecting = true;
      let injected = 0;
      const burst = (): void => {
        if (!injecting) return;
        const chunk = Uint8Array.from({ length: 1 + rng(6) }, () => rng(256));
        injected += chunk.length;
        noise.write(chunk);
      };
      // Noise that follows the traffic, as from a motor the commands switch on: it lands before,
      // inside and after commands and replies. (It also hears itself, so bursts sometimes chain.)
      noise.onData(() => {
        if (rng(6) === 0) setTimeout(burst, rng(4));
      });
      // And background bursts, with quiet spells now and then.
      const background = (): void => {
        burst();
        if (injecting) setTimeout(background, rng(8) === 0 ? 60 + rng(150) : rng(25));
      };
      background();

      const outcomes = await Promise.all(
        Array.from({ length: 300 }, (_, n) =>
          host.send(scrambleCommand(n)).then(
            (reply) => ({ n, reply }),
            (error: unknown) => ({ n, error }),
          ),
        ),
      );
      injecting = false;

      const answered = outcomes.filter((o): o is { n: number; reply: number[] } => 'reply' in o);
      for (const { n, reply } of answered) expect(reply).toEqual(scramble([n & 0xff, n >> 8]));
      for (const o of outcomes) if ('error' in o) expect(o.error).toBeInstanceOf(CctalkNoReplyError);
      // The noise really hit the exchanges (replies lost, retries needed), and retries still got
      // nearly every command through.
      expect(injected).toBeGreaterThan(500);
      expect(host.stats.receiver.droppedBytes).toBeGreaterThan(0);
      expect(host.stats.retries).toBeGreaterThan(10);
      expect(answered.length).toBeGreaterThan(280);
    },
    60_000,
  );
});
