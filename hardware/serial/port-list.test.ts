import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listSerialPorts } from './port-list';

/** A fake /dev with two adapter nodes and a by-id directory pointing at them, as udev makes it. */
async function fakeDevices(): Promise<{ root: string; byId: string; ttyUSB0: string; ttyUSB1: string }> {
  const root = await mkdtemp(join(tmpdir(), 'port-list-'));
  const ttyUSB0 = join(root, 'ttyUSB0');
  const ttyUSB1 = join(root, 'ttyUSB1');
  await writeFile(ttyUSB0, '');
  await writeFile(ttyUSB1, '');
  const byId = join(root, 'by-id');
  await mkdir(byId);
  await symlink('../ttyUSB1', join(byId, 'usb-FTDI_FT232R_USB_UART_A50285BI-if00-port0'));
  await symlink('../ttyUSB0', join(byId, 'usb-Prolific_USB-Serial_Controller-if00-port0'));
  await symlink('../ttyUSB9', join(byId, 'usb-gone-if00-port0')); // unplugged while listing
  return { root, byId, ttyUSB0, ttyUSB1 };
}

describe('listSerialPorts', () => {
  let dev: Awaited<ReturnType<typeof fakeDevices>>;
  beforeEach(async () => {
    dev = await fakeDevices();
  });
  afterEach(async () => {
    await rm(dev.root, { recursive: true, force: true });
  });

  it('falls back to the by-id links when udevadm is missing, and says so', async () => {
    const noUdev = Object.assign(new Error('spawn udevadm ENOENT'), { code: 'ENOENT' });
    const listing = await listSerialPorts({ list: () => Promise.reject(noUdev), byIdDir: dev.byId });
    expect(listing.ports).toEqual([
      { path: dev.ttyUSB0, byId: join(dev.byId, 'usb-Prolific_USB-Serial_Controller-if00-port0') },
      { path: dev.ttyUSB1, byId: join(dev.byId, 'usb-FTDI_FT232R_USB_UART_A50285BI-if00-port0') },
    ]);
    expect(listing.problem).toMatch(/udevadm not found/);
    expect(listing.problem).toContain(`showing the 2 port(s) found in ${dev.byId}`);
  });

  it('falls back when the udev lister hangs', async () => {
    const listing = await listSerialPorts({ list: () => new Promise(() => undefined), byIdDir: dev.byId, timeoutMs: 100 });
    expect(listing.ports.map((p) => p.path)).toEqual([dev.ttyUSB0, dev.ttyUSB1]);
    expect(listing.problem).toMatch(/no answer within 100 ms/);
  });

  it('reports both problems when there is neither udev nor a by-id directory, without throwing', async () => {
    const listing = await listSerialPorts({ list: () => Promise.reject(new Error('udevadm exited with error code: 1')), byIdDir: join(dev.root, 'missing') });
    expect(listing.ports).toEqual([]);
    expect(listing.problem).toMatch(/udevadm exited with error code: 1.*no fallback either: .*missing does not exist/);
  });

  it('joins what udev knows with the stable by-id path of each node', async () => {
    const listing = await listSerialPorts({
      list: async () => [
        { path: dev.ttyUSB1, manufacturer: 'FTDI', serialNumber: 'A50285BI' },
        { path: join(dev.root, 'ttyS0') },
      ],
      byIdDir: dev.byId,
    });
    expect(listing.problem).toBeNull();
    expect(listing.ports).toEqual([
      { path: join(dev.root, 'ttyS0') },
      // udev missed ttyUSB0; its by-id link still offers it
      { path: dev.ttyUSB0, byId: join(dev.byId, 'usb-Prolific_USB-Serial_Controller-if00-port0') },
      { path: dev.ttyUSB1, byId: join(dev.byId, 'usb-FTDI_FT232R_USB_UART_A50285BI-if00-port0'), manufacturer: 'FTDI', serialNumber: 'A50285BI' },
    ]);
  });

  it('answers on this machine without throwing, whatever udev is there', async () => {
    const listing = await listSerialPorts();
    expect(Array.isArray(listing.ports)).toBe(true);
    for (const port of listing.ports) expect(port.path).toMatch(/^\//);
    expect(listing.problem === null || typeof listing.problem === 'string').toBe(true);
  });
});
