/**
 * A pair of linked pseudo-terminals made by socat: bytes written to one come out of the other,
 * as if a null-modem cable joined two serial ports. The cabinet's drivers open one end and an
 * emulated device the other, so the whole serial path (serialport, termios, the kernel's tty
 * layer, chunking) is exercised without hardware. Used by tests and by `npm run devices`.
 *
 * The ends are symlinks whose names we choose (socat's `link=`), so a configuration can name a
 * stable path while the `/dev/pts/N` behind it changes each time socat starts. PTYs carry bytes
 * only: there are no modem lines (RTS/DTR) to set or read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, lstat, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';

export interface SocatPairOptions {
  /** Symlink for the host end: an absolute path, or a file name placed in a fresh temp dir. */
  readonly hostLink?: string;
  /** Symlink for the device end: an absolute path, or a file name placed in a fresh temp dir. */
  readonly deviceLink?: string;
  /** How long to wait for socat to create both ends (ms). */
  readonly timeoutMs?: number;
  /** The socat executable (tests point it at a missing one). */
  readonly socat?: string;
}

export interface SocatPair {
  /** Path of the host end (the symlink, stable across socat restarts). */
  readonly hostPath: string;
  /** Path of the device end. */
  readonly devicePath: string;
  /** Ends socat; both ends see their port closed and the symlinks disappear. */
  stop(): Promise<void>;
}

const POLL_MS = 20;
const STOP_GRACE_MS = 2000;

export class SocatPairError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SocatPairError';
  }
}

export async function startSocatPair(options: SocatPairOptions = {}): Promise<SocatPair> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const needsDir = !isAbsolute(options.hostLink ?? '') || !isAbsolute(options.deviceLink ?? '');
  const dir = needsDir ? await mkdtemp(join(tmpdir(), 'cctalk-pty-')) : null;
  const place = (link: string | undefined, fallback: string): string =>
    link !== undefined && isAbsolute(link) ? link : join(dir ?? tmpdir(), link ?? fallback);
  const hostPath = place(options.hostLink, 'host');
  const devicePath = place(options.deviceLink, 'device');

  const child = spawn(options.socat ?? 'socat', ['-d', '-d', `pty,raw,echo=0,link=${hostPath}`, `pty,raw,echo=0,link=${devicePath}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    // Keep only the tail: socat -d -d is chatty and a long test must not grow memory.
    log = (log + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ENOENT' ? 'socat not installed: apt-get install socat' : `socat could not start: ${error.message}`),
    );
    child.once('exit', (code, signal) => resolve(`socat exited (${signal ?? `code ${String(code)}`}): ${log.trim() || 'no output'}`));
  });

  const removeDir = async (): Promise<void> => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  const stop = async (): Promise<void> => {
    await stopChild(child, exited);
    await removeDir();
  };

  const watch = { cancelled: false };
  const failure = await Promise.race([exited, bothExist(hostPath, devicePath, timeoutMs, watch)]);
  watch.cancelled = true;
  if (failure !== null) {
    await stop();
    throw new SocatPairError(failure === 'timeout' ? `socat did not create ${hostPath} and ${devicePath} within ${timeoutMs} ms: ${log.trim() || 'no output'}` : failure);
  }
  return { hostPath, devicePath, stop };
}

/** Resolves null once both symlinks exist, or 'timeout'. */
async function bothExist(a: string, b: string, timeoutMs: number, watch: { cancelled: boolean }): Promise<null | 'timeout'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !watch.cancelled) {
    if ((await exists(a)) && (await exists(b))) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return 'timeout';
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM lets socat remove its symlinks; SIGKILL only if it does not go. */
async function stopChild(child: ChildProcess, exited: Promise<string>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill('SIGTERM');
  let grace: NodeJS.Timeout | undefined;
  const gone = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => (grace = setTimeout(() => resolve(false), STOP_GRACE_MS)))]);
  clearTimeout(grace);
  if (!gone) {
    child.kill('SIGKILL');
    await exited;
  }
}
