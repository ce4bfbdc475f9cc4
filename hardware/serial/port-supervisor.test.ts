import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryBus } from './memory-bus';
import { PortSupervisor } from './port-supervisor';
import { SerialPortLink } from './serial-port-link';
import { startSocatPair } from './socat-pair';
import type { ByteLink } from './byte-link';

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** An opener over a memory bus whose port can be made to exist or not. */
function fakePorts() {
  const bus = new MemoryBus('ports');
  const state = { present: true, calls: 0, opened: [] as ByteLink[] };
  const open = async (path: string): Promise<ByteLink> => {
    state.calls += 1;
    if (!state.present) throw new Error(`cannot open serial port ${path}: No such file or directory`);
    const link = bus.attach(path);
    state.opened.push(link);
    return link;
  };
  return { bus, state, open };
}

function watch(supervisor: PortSupervisor) {
  const events: string[] = [];
  supervisor.onUp((link) => events.push(`up ${link.name}`));
  supervisor.onDown((reason) => events.push(`down ${reason}`));
  return events;
}

describe('PortSupervisor', () => {
  const running: PortSupervisor[] = [];
  const supervise = (...args: ConstructorParameters<typeof PortSupervisor>): PortSupervisor => {
    const supervisor = new PortSupervisor(...args);
    running.push(supervisor);
    return supervisor;
  };
  afterEach(async () => {
    for (const supervisor of running.splice(0)) await supervisor.stop();
  });

  it('opens the port and hands the link over', async () => {
    const ports = fakePorts();
    const supervisor = supervise('/dev/ttyUSB0', { open: ports.open });
    const events = watch(supervisor);
    expect(supervisor.state).toBe('down');
    supervisor.start();
    expect(supervisor.state).toBe('opening');
    await waitFor(() => supervisor.state === 'up');
    expect(events).toEqual(['up memory:ports//dev/ttyUSB0']);
    expect(supervisor.link).toBe(ports.state.opened[0]);
    expect(supervisor.lastError).toBeNull();
  });

  it('reports a port missing at start once, keeps trying, and comes up when it appears', async () => {
    const ports = fakePorts();
    ports.state.present = false;
    const supervisor = supervise('/dev/ttyUSB0', { open: ports.open, reopenMs: 30 });
    const events = watch(supervisor);
    supervisor.start();
    await waitFor(() => ports.state.calls >= 4);
    expect(supervisor.state).not.toBe('up');
    expect(supervisor.lastError).toBe('cannot open serial port /dev/ttyUSB0: No such file or directory');
    expect(events).toEqual(['down cannot open serial port /dev/ttyUSB0: No such file or directory']);

    ports.state.present = true;
    await waitFor(() => supervisor.state === 'up');
    expect(events).toHaveLength(2);
    expect(events[1]).toBe('up memory:ports//dev/ttyUSB0');
    expect(supervisor.lastError).toBeNull();
  });

  it('after an unplug reports down, then reopens the same path', async () => {
    const ports = fakePorts();
    const supervisor = supervise('/dev/ttyUSB0', { open: ports.open, reopenMs: 30 });
    const events = watch(supervisor);
    supervisor.start();
    await waitFor(() => supervisor.state === 'up');
    const first = supervisor.link;

    ports.state.present = false;
    ports.bus.unplug(first as ByteLink);
    expect(supervisor.state).toBe('down');
    expect(supervisor.link).toBeNull();
    expect(supervisor.lastError).toBe('unplugged');
    await waitFor(() => ports.state.calls >= 3); // retried while the adapter was away
    ports.state.present = true;
    await waitFor(() => supervisor.state === 'up');

    expect(supervisor.link).not.toBe(first);
    expect(supervisor.link?.isOpen).toBe(true);
    expect(events).toEqual(['up memory:ports//dev/ttyUSB0', 'down unplugged', 'up memory:ports//dev/ttyUSB0']);
  });

  it('stop() closes the link, reports nothing and stops trying', async () => {
    const ports = fakePorts();
    const supervisor = supervise('/dev/ttyUSB0', { open: ports.open, reopenMs: 20 });
    const events = watch(supervisor);
    supervisor.start();
    await waitFor(() => supervisor.state === 'up');
    const link = supervisor.link as ByteLink;
    await supervisor.stop();
    expect(link.isOpen).toBe(false);
    expect(supervisor.state).toBe('down');
    const calls = ports.state.calls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ports.state.calls).toBe(calls);
    expect(events).toEqual(['up memory:ports//dev/ttyUSB0']);
  });

  it('closes a link that finishes opening after stop(), without announcing it', async () => {
    const bus = new MemoryBus();
    let finish: (link: ByteLink) => void = () => undefined;
    const supervisor = supervise('/dev/ttyUSB0', { open: () => new Promise((resolve) => (finish = resolve)) });
    const events = watch(supervisor);
    supervisor.start();
    await supervisor.stop();
    const late = bus.attach('late');
    finish(late);
    await waitFor(() => !late.isOpen);
    expect(events).toEqual([]);
    expect(supervisor.state).toBe('down');
  });

  it(
    'follows a real PTY that goes away and comes back under the same path',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'supervisor-'));
      const paths = { hostLink: join(dir, 'coin-acceptor'), deviceLink: join(dir, 'coin-device') };
      let pair = await startSocatPair(paths);
      try {
        const supervisor = supervise(paths.hostLink, { reopenMs: 100 });
        const events = watch(supervisor);
        supervisor.start();
        await waitFor(() => supervisor.state === 'up');

        await pair.stop(); // the adapter is pulled
        await waitFor(() => supervisor.state !== 'up');
        expect(events[1]).toMatch(/^down /);
        await new Promise((resolve) => setTimeout(resolve, 300)); // a few failed reopens
        expect(supervisor.state).not.toBe('up');
        expect(supervisor.lastError).toContain(paths.hostLink);

        pair = await startSocatPair(paths); // plugged back in
        await waitFor(() => supervisor.state === 'up');
        expect(events.map((e) => e.split(' ')[0])).toEqual(['up', 'down', 'up']);

        // The new link really talks to the new device end.
        const device = await SerialPortLink.open(pair.devicePath);
        const heard: number[] = [];
        device.onData((chunk) => heard.push(...chunk));
        supervisor.link?.write(Uint8Array.from([2, 0, 1, 254, 255]));
        await waitFor(() => heard.length >= 5);
        expect(heard).toEqual([2, 0, 1, 254, 255]);
        await device.close();
      } finally {
        await pair.stop();
        await rm(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
