/**
 * Port (c) for the ccTalk emulators: the coin acceptor, hopper and bill validator share one
 * wire, as on the cabinet's bus, and a "host" plays fuzz onto it: noise, corrupted and torn
 * commands, well-formed frames for nobody here, with real commands in between. Every device
 * hears every byte (and every other device's replies).
 *
 * The judge is a reference receiver fed exactly the same chunks at the same times: after each
 * chunk, each device must have acted (answered, refused or stayed silent on purpose) on exactly
 * the valid frames addressed to it that the chunk completed, in order, and on nothing else; and
 * everything a device wrote must be one well-formed reply from its own address to the host.
 * cctalk-emulators-fuzz.test.ts judges the report.
 */
import { defaultConfig } from '../../config/cabinet-config';
import { BillHeader } from '../../hardware/bill-validator/bill-headers';
import { decodeFrame, type ChecksumMode } from '../../hardware/cctalk/frame';
import { Address, Header } from '../../hardware/cctalk/headers';
import { CctalkReceiver } from '../../hardware/cctalk/receiver';
import { seededRandom } from '../../hardware/cctalk/test-random';
import { EmulatedCctalkBillValidator } from '../../hardware/emulators/cctalk/bill-validator';
import type { EmulatedCctalkDevice } from '../../hardware/emulators/cctalk/cctalk-device';
import { EmulatedCctalkCoinAcceptor } from '../../hardware/emulators/cctalk/coin-acceptor';
import { EmulatedCctalkHopper } from '../../hardware/emulators/cctalk/hopper';
import { billId, coinId } from '../../main/devices/emulated-devices';
import { addressedTo, CommandFuzz, frameBytes, wholeFrame } from './cctalk-fuzz';
import { FrameTally, frameGap, LineClock, RECEIVER_RESET_MS, tear, uniform, type TimedChunk } from './fuzz-kit';
import { SharedWire } from './shared-wire';

export interface CctalkEmulatorsOptions {
  readonly frames: number;
  readonly seed: number;
  readonly mode: ChecksumMode;
}

export interface DeviceVerdict {
  readonly name: string;
  readonly address: number;
  /** Frames the device acted on, and the valid frames addressed to it the reference found. */
  readonly acted: number;
  readonly expected: number;
  /** Real commands the host sent it after a silence (each must be among the acted). */
  readonly realCommands: number;
  /** Chunks after which what the device acted on differed from the reference. */
  readonly mismatches: readonly string[];
  readonly replies: number;
  /** Writes that were not one well-formed reply from the device's address to the host. */
  readonly badWrites: readonly string[];
}

export interface CctalkEmulatorsReport {
  readonly fuzzFrames: number;
  readonly bytes: number;
  readonly cpuSeconds: number;
  readonly tally: string;
  /** Corrupted commands that came out as valid commands to a device: left out, not fuzz. */
  readonly undetectable: number;
  /** Valid frames addressed to a device that noise formed by chance (the devices act on them, rightly). */
  readonly accidentalCommands: number;
  /** Real commands sent after a silence that the reference receiver did not find whole (must be none). */
  readonly realCommandsMissed: number;
  /** Frames the reference receiver yielded that do not re-encode to the same bytes. */
  readonly referenceErrors: number;
  /** Anything a device threw while hearing a chunk. */
  readonly crashes: readonly string[];
  readonly devices: readonly DeviceVerdict[];
}

const config = defaultConfig();
/** What a device may answer with: ACK (with or without data), NAK, BUSY. */
const REPLY_HEADERS: readonly number[] = [Header.ACK, Header.NAK, Header.BUSY];
const IDENTIFICATION = [Header.SIMPLE_POLL, Header.REQUEST_EQUIPMENT_CATEGORY_ID, Header.REQUEST_MANUFACTURER_ID, Header.REQUEST_PRODUCT_CODE, Header.REQUEST_SOFTWARE_REVISION, Header.REQUEST_SERIAL_NUMBER, Header.RESET_DEVICE];
const INHIBITS = [Header.MODIFY_INHIBIT_STATUS, BillHeader.REQUEST_INHIBIT_STATUS, Header.MODIFY_MASTER_INHIBIT_STATUS, BillHeader.REQUEST_MASTER_INHIBIT_STATUS];
const HEADERS = new Map<number, readonly number[]>([
  [Address.COIN_ACCEPTOR, [...IDENTIFICATION, ...INHIBITS, Header.READ_BUFFERED_CREDIT_OR_ERROR_CODES, Header.REQUEST_COIN_ID]],
  [Address.HOPPER, [...IDENTIFICATION, Header.ENABLE_HOPPER, Header.DISPENSE_HOPPER_COINS, Header.REQUEST_HOPPER_STATUS, Header.REQUEST_HOPPER_DISPENSE_COUNT, Header.TEST_HOPPER, Header.EMERGENCY_STOP]],
  [
    Address.BILL_VALIDATOR,
    [...IDENTIFICATION, ...INHIBITS, Header.READ_BUFFERED_BILL_EVENTS, Header.ROUTE_BILL, Header.REQUEST_BILL_ID, BillHeader.MODIFY_BILL_OPERATING_MODE, BillHeader.REQUEST_BILL_OPERATING_MODE],
  ],
]);

interface Tracked {
  readonly name: string;
  readonly device: EmulatedCctalkDevice;
  readonly headersActed: number[];
  readonly mismatches: string[];
  readonly badWrites: string[];
  expected: number;
  realCommands: number;
  replies: number;
}

export async function run({ frames, seed, mode }: CctalkEmulatorsOptions): Promise<CctalkEmulatorsReport> {
  const rnd = seededRandom(seed);
  const clock = new LineClock();
  const now = (): number => clock.now();
  const wire = new SharedWire();
  const devices: Tracked[] = [
    new EmulatedCctalkCoinAcceptor({ mode, coins: config.coinAcceptor.coins.map((c) => ({ position: c.position, id: coinId(c.valueCents) })), random: uniform(rnd), now }),
    new EmulatedCctalkHopper({ mode, coinsInTube: 500, coinsPerSecond: 10, random: uniform(rnd), now }),
    new EmulatedCctalkBillValidator({ mode, bills: config.billValidator.bills.map((b) => ({ type: b.type, id: billId(b.valueCents) })), escrowTimeoutMs: 10_000, random: uniform(rnd), now }),
  ].map((device) => {
    const tracked: Tracked = { name: `${device.address}`, device, headersActed: [], mismatches: [], badWrites: [], expected: 0, realCommands: 0, replies: 0 };
    device.onReply((log) => tracked.headersActed.push(log.header));
    device.attach(wire.port(`${device.address}`));
    return tracked;
  });
  const byName = new Map(devices.map((d) => [d.name, d]));
  const reference = new CctalkReceiver(mode);
  const fuzz = new CommandFuzz(rnd, { mode, headers: HEADERS });
  const tally = new FrameTally();
  const crashes: string[] = [];
  let bytes = 0;
  let referenceErrors = 0;
  let commandsFound = 0;
  let realCommands = 0;
  let realCommandsMissed = 0;

  /** Plays one chunk (and the replies it draws); returns the frames the reference found in it. */
  const play = (chunk: TimedChunk): number[][] => {
    clock.advance(chunk.gapMs);
    bytes += chunk.bytes.length;
    const before = devices.map((d) => d.headersActed.length);
    try {
      wire.play(chunk.bytes);
    } catch (error) {
      if (crashes.length < 10) crashes.push(String((error as Error)?.stack ?? error));
    }
    const found = reference.push(chunk.bytes, clock.now());
    for (const { frame, raw } of found) {
      const again = frameBytes(mode, frame.destination, frame.source ?? 0, frame.header, frame.data);
      if (again.length !== raw.length || again.some((b, i) => b !== raw[i])) referenceErrors++;
    }
    devices.forEach((d, i) => {
      const expected = found.filter(({ frame }) => addressedTo(frame, d.device.address)).map(({ frame }) => frame.header);
      const acted = d.headersActed.slice(before[i]);
      d.expected += expected.length;
      if ((expected.length !== acted.length || expected.some((h, k) => h !== acted[k])) && d.mismatches.length < 10) {
        d.mismatches.push(`chunk [${chunk.bytes.join(' ')}]: the reference found headers [${expected.join(' ')}], the device acted on [${acted.join(' ')}]`);
      }
    });
    commandsFound += found.filter(({ frame }) => devices.some((d) => addressedTo(frame, d.device.address))).length;
    // Replies go onto the wire, where every device hears them too.
    for (const { writer, bytes: reply } of wire.drain()) {
      const device = byName.get(writer.replace('fuzz-wire:', ''));
      if (device === undefined) continue;
      device.replies++;
      const frame = wholeFrame(reply, mode);
      const fromDevice = frame !== null && frame.destination === Address.HOST && (frame.source === null || frame.source === device.device.address);
      if ((!fromDevice || !REPLY_HEADERS.includes(frame?.header ?? -1)) && device.badWrites.length < 10) device.badWrites.push(`[${reply.join(' ')}]`);
      play({ gapMs: 1, bytes: reply });
    }
    return found.map(({ raw }) => [...raw]);
  };

  const cpuBefore = process.cpuUsage();
  while (tally.total < frames) {
    // About one frame in twelve is a real command, after a silence, so the devices must find it behind the garbage.
    if (tally.total % 12 === 0) {
      const command = fuzz.validCommand();
      const target = decodeFrame(command, mode).destination;
      for (const d of devices) if (d.device.address === target) d.realCommands++;
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
    accidentalCommands: commandsFound - (realCommands - realCommandsMissed),
    realCommandsMissed,
    referenceErrors,
    crashes,
    devices: devices.map((d) => ({
      name: d.device.constructor.name,
      address: d.device.address,
      acted: d.headersActed.length,
      expected: d.expected,
      realCommands: d.realCommands,
      mismatches: d.mismatches,
      replies: d.replies,
      badWrites: d.badWrites,
    })),
  };
}
