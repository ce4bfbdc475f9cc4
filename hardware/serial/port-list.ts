/**
 * The serial ports the service menu offers when a device is assigned to a port.
 *
 * `SerialPort.list()` asks udev (`udevadm info -e`), which containers and minimal images do not
 * have. The cabinet must still show something, so on failure the ports are taken from
 * /dev/serial/by-id, whose names (`usb-FTDI_…-if00-port0`) stay the same whichever USB socket
 * the adapter is in. Those are the paths a configuration should store; `/dev/ttyUSB0` can change
 * between boots. This never throws: a listing problem is reported in `problem` instead.
 */
import { readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { SerialPort } from 'serialport';

export interface SerialPortEntry {
  /** The device node, e.g. `/dev/ttyUSB0`. */
  readonly path: string;
  /** The stable `/dev/serial/by-id/…` symlink to the same node, when there is one. */
  readonly byId?: string;
  readonly manufacturer?: string;
  readonly serialNumber?: string;
}

export interface SerialPortListing {
  readonly ports: SerialPortEntry[];
  /** Why the list may be incomplete (no udev, no by-id directory), or null. */
  readonly problem: string | null;
}

/** What the listing reads from `SerialPort.list()`. */
export interface UdevPortInfo {
  readonly path: string;
  readonly manufacturer?: string;
  readonly serialNumber?: string;
}

export interface ListSerialPortsOptions {
  /** The udev-backed lister (tests replace it). */
  readonly list?: () => Promise<readonly UdevPortInfo[]>;
  /** Default /dev/serial/by-id. */
  readonly byIdDir?: string;
  /** udevadm can hang on a broken system; give up on it after this long (ms). */
  readonly timeoutMs?: number;
}

export const BY_ID_DIR = '/dev/serial/by-id';

export async function listSerialPorts(options: ListSerialPortsOptions = {}): Promise<SerialPortListing> {
  const byIdDir = options.byIdDir ?? BY_ID_DIR;
  const byId = await readById(byIdDir);
  const fromUdev = await withTimeout(listFromUdev(options.list ?? (() => SerialPort.list())), options.timeoutMs ?? 3000);

  if ('error' in fromUdev) {
    const ports = [...byId.links].map(([path, link]) => ({ path, byId: link }));
    const fallback = byId.problem ? `no fallback either: ${byId.problem}` : `showing the ${ports.length} port(s) found in ${byIdDir}`;
    return { ports: sortByPath(ports), problem: `could not list serial ports through udev (${fromUdev.error}); ${fallback}` };
  }

  const ports = new Map<string, SerialPortEntry>();
  for (const info of fromUdev.ports) {
    const resolved = await resolve(info.path);
    ports.set(resolved, compact({ path: resolved, byId: byId.links.get(resolved), manufacturer: info.manufacturer, serialNumber: info.serialNumber }));
  }
  // udev and by-id normally agree; a by-id port udev missed is still worth offering.
  for (const [path, link] of byId.links) if (!ports.has(path)) ports.set(path, { path, byId: link });
  return { ports: sortByPath([...ports.values()]), problem: null };
}

async function listFromUdev(list: () => Promise<readonly UdevPortInfo[]>): Promise<{ ports: readonly UdevPortInfo[] } | { error: string }> {
  try {
    const ports = await list();
    if (!Array.isArray(ports)) return { error: 'the port lister returned no list' };
    return { ports: ports.filter((port): port is UdevPortInfo => typeof port?.path === 'string' && port.path !== '') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === 'ENOENT') return { error: 'udevadm not found; containers and minimal systems have no udev' };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T | { error: string }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ error: string }>((resolve) => {
    timer = setTimeout(() => resolve({ error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Maps each resolved device node to its by-id symlink. A missing directory is a problem, not an error. */
async function readById(dir: string): Promise<{ links: Map<string, string>; problem: string | null }> {
  const links = new Map<string, string>();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'does not exist (no USB serial adapter plugged in, or no udev to create it)' : `cannot be read (${code ?? String(error)})`;
    return { links, problem: `${dir} ${why}` };
  }
  for (const name of names.sort()) {
    const link = join(dir, name);
    try {
      const target = await realpath(link);
      if (!links.has(target)) links.set(target, link);
    } catch {
      // A dangling symlink: the adapter went away while we were listing.
    }
  }
  return { links, problem: null };
}

async function resolve(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return path;
  }
}

function compact(entry: { path: string; byId?: string; manufacturer?: string; serialNumber?: string }): SerialPortEntry {
  const out: { path: string; byId?: string; manufacturer?: string; serialNumber?: string } = { path: entry.path };
  if (entry.byId) out.byId = entry.byId;
  if (entry.manufacturer) out.manufacturer = entry.manufacturer;
  if (entry.serialNumber) out.serialNumber = entry.serialNumber;
  return out;
}

function sortByPath(ports: SerialPortEntry[]): SerialPortEntry[] {
  return ports.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
