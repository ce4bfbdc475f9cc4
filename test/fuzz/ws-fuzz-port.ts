/**
 * The web host fuzz: the real cabinet (`dist/main/start.js --host web`, its own process, emulated
 * devices, a fresh data folder) and many screen sockets at once feeding it fuzz frames
 * (ws-fuzz-units.ts), bad upgrade requests (ws-fuzz-upgrades.ts) and bursts of sockets opened
 * together. Every frame must be answered as RFC 6455 and the contract say: a refusal for each
 * message, a pong for each ping, a close with the right code for a frame the host cannot take;
 * the cabinet process must never exit, and its books must be the same before and after.
 * web-host-fuzz.test.ts runs this in plain Node (plain-node.ts) and judges the report.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCabinetBooks, type CabinetBooks } from '../e2e/cabinet-books';
import { startWebCabinet, type WebCabinet } from '../e2e/web-cabinet';
import type { Rnd } from './fuzz-kit';
import { fuzzText } from './ws-fuzz-json';
import { FuzzTally, Lane } from './ws-fuzz-tally';
import { fuzzUnit, type FuzzUnit } from './ws-fuzz-units';
import { badUpgrade } from './ws-fuzz-upgrades';
import { exchange, openScreenSocket, UpgradeRefused, type RawScreenSocket, type UpgradeOptions } from './ws-raw-client';
import { encodeFrame, OPCODE } from './ws-wire';

export interface WsFuzzOptions {
  readonly frames: number;
  readonly seed: number;
  /** Screen sockets fuzzed at the same time. */
  readonly lanes: number;
  /** dist/main/start.js (this module runs bundled in a temporary folder). */
  readonly startScript: string;
}

export interface WsFuzzReport {
  readonly frames: number;
  readonly wireFrames: number;
  readonly tally: string;
  /** Drawn frames that were valid intents, drawn again (see ws-fuzz-json.ts). */
  readonly accidental: number;
  readonly slowWrites: number;
  readonly socketsOpened: number;
  readonly refusals: number;
  readonly pongs: number;
  /** Views the host pushed (one when each socket opens, one more for each change of the cabinet). */
  readonly views: number;
  /** "kind: close code" → how many sockets the host closed so. */
  readonly closes: Readonly<Record<string, number>>;
  /** HTTP status (or "closed") → how many bad upgrades were refused so. */
  readonly upgradesRefused: Readonly<Record<string, number>>;
  /** Everything that broke the rules (the first few), and how many there were. */
  readonly failures: readonly string[];
  readonly failureCount: number;
  /** How the cabinet process ended while it was fuzzed; null: it did not. */
  readonly cabinetExit: string | null;
  /** After the fuzz, a clean screen socket still gets the view and an answer. */
  readonly screenWorksAfter: boolean;
  readonly pageStatusAfter: number | null;
  readonly booksBefore: CabinetBooks;
  readonly booksAfter: CabinetBooks;
  /** Exit code of a clean stop (SIGTERM) at the end. */
  readonly stopCode: number | null;
  readonly seconds: number;
  /** CPU time of this fuzz process and of the cabinet process (Linux /proc; null elsewhere). */
  readonly fuzzCpuSeconds: number;
  readonly cabinetCpuSeconds: number | null;
  readonly cabinetLogTail: string;
}

/** Outstanding answers a lane lets pile up before it waits for them. */
const WINDOW = 16;
/** A generous wait for an answer: a busy two-core machine is slow, but never this slow. */
const ANSWER_MS = 20_000;

/** A frame's bytes torn into 2–6 pieces with pauses of up to 15 ms: a slow or stalling client. */
function tearSlowly(rnd: Rnd, bytes: Buffer): { bytes: Buffer; pauseMs: number }[] {
  const cuts = new Set<number>();
  for (let i = 1 + rnd(5); i > 0; i--) cuts.add(rnd(bytes.length + 1));
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), bytes.length];
  return bounds.slice(1).map((end, i) => ({ bytes: bytes.subarray(bounds[i], end), pauseMs: 1 + rnd(15) }));
}

async function session(lane: Lane, socket: RawScreenSocket): Promise<void> {
  let replies = 0;
  let pongs = 0;
  const recent: string[] = [];
  const answered = (): boolean => socket.refusals >= replies && socket.pongs >= pongs;
  const drain = async (): Promise<boolean> => {
    await socket.until(() => answered() || socket.closed, ANSWER_MS);
    if (answered()) return true;
    lane.fail(
      socket.closed
        ? `a socket closed (code ${socket.closeCode ?? 'none'}) before answering ${replies - socket.refusals} frames; last: ${recent.join(' | ')}`
        : `${replies - socket.refusals} frames and ${pongs - socket.pongs} pings unanswered after ${ANSWER_MS} ms; last: ${recent.join(' | ')}`,
    );
    return false;
  };
  while (!lane.done) {
    const unit: FuzzUnit = fuzzUnit(lane.source);
    recent.push(unit.kind);
    if (recent.length > 4) recent.shift();
    // Everything before a frame that ends the socket is answered first, so every frame is accounted for.
    if ((unit.closeCode !== null || unit.hangup !== null) && !(await drain())) return socket.reset();
    const slow = lane.rnd(40) === 0;
    if (slow) lane.all.slowWrites += 1;
    await socket.write(unit.bytes, slow ? tearSlowly(lane.rnd, unit.bytes) : null);
    lane.count(unit.kind, unit.wireFrames);
    if (unit.hangup === 'reset') return socket.reset();
    if (unit.hangup === 'end') return socket.end();
    if (unit.closeCode !== null) {
      await socket.until(() => socket.closed, ANSWER_MS);
      const code = socket.closeCode;
      // A client's own close comes back with its code: many codes, one kind of answer.
      lane.all.bump(lane.all.closes, unit.kind === 'client close' && code === unit.closeCode ? 'client close: echoed' : `${unit.kind}: ${code ?? 'none'}`);
      if (code !== unit.closeCode) lane.fail(`${unit.kind}: closed with ${code ?? (socket.closed ? 'no close frame' : 'nothing: still open')}, expected ${unit.closeCode}`);
      return socket.reset();
    }
    replies += unit.replies;
    pongs += unit.pongs;
    if (socket.closed) return lane.fail(`a socket was closed (code ${socket.closeCode ?? 'none'}) after ${recent.join(' | ')}`);
    if (replies - socket.refusals > WINDOW && !(await drain())) return socket.reset();
  }
  if (await drain()) socket.close();
}

async function openScreen(lane: Lane, options: UpgradeOptions): Promise<RawScreenSocket | null> {
  try {
    const socket = await openScreenSocket(lane.port, lane.rnd, options, ANSWER_MS);
    lane.all.socketsOpened += 1;
    return socket;
  } catch (error) {
    if (!lane.done) lane.fail(`a screen socket could not open: ${error instanceof UpgradeRefused ? error.message : (error as Error).message}`);
    return null;
  }
}

async function upgradeAttempt(lane: Lane): Promise<void> {
  const bad = badUpgrade(lane.rnd, lane.port, lane.token);
  try {
    const { answer, socket } = await exchange(lane.port, bad.request, bad.after, ANSWER_MS);
    socket.destroy();
    lane.count(`upgrade: ${bad.kind}`);
    lane.all.bump(lane.all.upgradesRefused, String(answer.status ?? 'closed'));
    if (answer.status === 101) lane.fail(`upgrade: ${bad.kind} was accepted: ${bad.request.toString('latin1').slice(0, 300)}`);
  } catch (error) {
    lane.fail(`upgrade: ${bad.kind}: ${(error as Error).message}`);
  }
}

/** 10–40 screen sockets opened together, one garbage message each, then closed or dropped. */
async function manySockets(lane: Lane, options: UpgradeOptions): Promise<void> {
  // Everything drawn before the sockets race each other: the lane's frames stay the same run to run.
  const plans = Array.from({ length: 10 + lane.rnd(31) }, () => ({
    frame: encodeFrame({ opcode: OPCODE.text, payload: Buffer.from(fuzzText(lane.rnd, lane.source.nextId, lane.source.accidental).text) }, lane.rnd),
    close: lane.rnd(2) === 0,
  }));
  await Promise.all(
    plans.map(async (plan) => {
      const socket = await openScreen(lane, options);
      if (!socket) return;
      await socket.write(plan.frame);
      lane.count('many sockets at once');
      if (!(await socket.until(() => socket.refusals >= 1 || socket.closed, ANSWER_MS)) || socket.refusals < 1) lane.fail('a socket of a burst got no answer');
      lane.all.settle(socket);
      if (plan.close) socket.close();
      else socket.reset();
    }),
  );
}

async function runLane(lane: Lane, screen: UpgradeOptions): Promise<void> {
  while (!lane.done) {
    // Mostly a screen socket fed fuzz frames until one ends it; now and then a bad upgrade, or a burst of sockets.
    const roll = lane.rnd(300);
    if (roll < 20) {
      await upgradeAttempt(lane);
      continue;
    }
    if (roll < 21) {
      await manySockets(lane, screen);
      continue;
    }
    const socket = await openScreen(lane, screen);
    if (!socket) continue;
    await session(lane, socket);
    lane.all.settle(socket);
  }
}

/** Before and after the fuzz: a clean screen socket gets the view, and a garbage frame its refusal. */
async function screenStillWorks(lane: Lane, screen: UpgradeOptions): Promise<boolean> {
  const socket = await openScreen(lane, screen);
  if (!socket) return false;
  await socket.write(encodeFrame({ opcode: OPCODE.text, payload: Buffer.from(JSON.stringify({ id: 1, intent: { type: 'PLAY', credits: 100 } })) }, lane.rnd));
  const ok = await socket.until(() => socket.views >= 1 && socket.refusals >= 1, ANSWER_MS);
  socket.close();
  return ok && socket.odd.length === 0;
}

/** A process's CPU time so far, from /proc (Linux); null where there is none. */
function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function run(options: WsFuzzOptions): Promise<WsFuzzReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-ws-fuzz-'));
  let cabinet: WebCabinet | null = null;
  try {
    cabinet = await startWebCabinet(dataDir, { args: ['--host', 'web'], startScript: options.startScript });
    const fuzz = new FuzzTally();
    cabinet.process.once('exit', (code, signal) => (fuzz.cabinetExit = signal ?? `code ${String(code)}`));
    // The fuzz holds this boot's secret, as the cabinet's own screen does: it reaches the frame
    // parser and the cabinet behind it. Upgrades without it are among the bad upgrades.
    if (!cabinet.token) throw new Error(`the cabinet printed no screen secret:\n${cabinet.output()}`);
    const screen: UpgradeOptions = { protocols: cabinet.screenProtocols };
    const checker = new Lane(fuzz, 'check', options.seed, 0, cabinet.port, cabinet.token);
    // The books as they stand once the cabinet is up and has shown its first screen.
    if (!(await screenStillWorks(checker, screen))) throw new Error(`the cabinet's screen socket does not work before the fuzz:\n${cabinet.output()}`);
    const booksBefore = readCabinetBooks(dataDir);

    const started = Date.now();
    const cpuAtStart = process.cpuUsage();
    const cabinetCpuAtStart = cpuSecondsOf(cabinet.process.pid);
    const quota = Math.ceil(options.frames / options.lanes);
    const { port, token } = cabinet;
    const lanes = Array.from({ length: options.lanes }, (_, i) => new Lane(fuzz, `lane ${i} (seed ${options.seed + i + 1})`, options.seed + i + 1, quota, port, token));
    await Promise.all(lanes.map((lane) => runLane(lane, screen)));
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuAtStart);
    const cabinetCpuAtEnd = cpuSecondsOf(cabinet.process.pid);

    const screenWorksAfter = fuzz.cabinetExit === null && (await screenStillWorks(checker, screen));
    const pageStatusAfter = fuzz.cabinetExit === null ? await fetch(cabinet.url).then((r) => r.status, () => null) : null;
    const booksAfter = readCabinetBooks(dataDir);
    const cabinetExit = fuzz.cabinetExit;
    cabinet.process.kill('SIGTERM');
    const stopCode = await exitOf(cabinet.process);
    return {
      frames: fuzz.frames,
      wireFrames: fuzz.wireFrames,
      tally: fuzz.tally.toString(),
      accidental: fuzz.accidental,
      slowWrites: fuzz.slowWrites,
      socketsOpened: fuzz.socketsOpened,
      refusals: fuzz.refusals,
      pongs: fuzz.pongs,
      views: fuzz.views,
      closes: fuzz.closes,
      upgradesRefused: fuzz.upgradesRefused,
      failures: fuzz.failures,
      failureCount: fuzz.failureCount,
      cabinetExit,
      screenWorksAfter,
      pageStatusAfter,
      booksBefore,
      booksAfter,
      stopCode,
      seconds,
      fuzzCpuSeconds: (cpu.user + cpu.system) / 1e6,
      cabinetCpuSeconds: cabinetCpuAtStart === null || cabinetCpuAtEnd === null ? null : cabinetCpuAtEnd - cabinetCpuAtStart,
      cabinetLogTail: cabinet.output().slice(-3000),
    };
  } finally {
    cabinet?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
