/**
 * Payloads of the I/O board commands and replies. Multi-byte numbers are big-endian, like the
 * CRC at the end of the frame, so a hex dump reads left to right.
 */
import { IoFrameError } from './io-frame-error';
import { LAMPS, type Lamp, type LampState } from './panel-types';

export interface IoBoardIdentity {
  readonly protocolVersion: number;
  /** Inputs the board reads (bits 0..inputCount-1 of the mask). */
  readonly inputCount: number;
  /** Lamps the board drives. */
  readonly lampCount: number;
  /** Board name, e.g. "CAB-IO-16"; printable ASCII. */
  readonly name: string;
  /** Firmware version, e.g. "1.0.3"; printable ASCII. */
  readonly firmware: string;
}

/** IDENTIFY reply: `[protocol][inputs][lamps][name length][name…][firmware…]`. */
export function encodeIdentity(identity: IoBoardIdentity): number[] {
  const name = asciiBytes(identity.name, 'name');
  const firmware = asciiBytes(identity.firmware, 'firmware');
  return [identity.protocolVersion & 0xff, identity.inputCount & 0xff, identity.lampCount & 0xff, name.length, ...name, ...firmware];
}

export function parseIdentity(payload: readonly number[]): IoBoardIdentity {
  if (payload.length < 4) throw new IoFrameError('bad-payload', `IDENTIFY reply needs at least 4 bytes, got ${payload.length}`);
  const nameLength = payload[3] ?? 0;
  if (payload.length < 4 + nameLength) throw new IoFrameError('bad-payload', `IDENTIFY reply announces a ${nameLength}-byte name but has ${payload.length - 4} bytes left`);
  return {
    protocolVersion: payload[0] ?? 0,
    inputCount: payload[1] ?? 0,
    lampCount: payload[2] ?? 0,
    name: asciiText(payload.slice(4, 4 + nameLength), 'name'),
    firmware: asciiText(payload.slice(4 + nameLength), 'firmware'),
  };
}

export interface InputReport {
  /** Raw (board-side undebounced) input levels, bit n = INPUT_BITS[n], 1 = pressed / on / door open. */
  readonly inputs: number;
  /** Free-running count of input level changes the board saw, 0 at power-up, wrapping 255 → 0. */
  readonly edgeCounter: number;
  /** Every lamp is dark because the host has not set them since power-up or the watchdog fired. */
  readonly lampsDark: boolean;
}

export const INPUT_REPORT_LENGTH = 4;
const LAMPS_DARK_FLAG = 0x01;

/** READ_INPUTS reply: `[inputs high][inputs low][edge counter][flags]`; flags bit 0 = lamps dark, others reserved (0). */
export function encodeInputReport(report: InputReport): number[] {
  return [(report.inputs >> 8) & 0xff, report.inputs & 0xff, report.edgeCounter & 0xff, report.lampsDark ? LAMPS_DARK_FLAG : 0];
}

export function parseInputReport(payload: readonly number[]): InputReport {
  if (payload.length !== INPUT_REPORT_LENGTH) throw new IoFrameError('bad-payload', `READ_INPUTS reply has ${INPUT_REPORT_LENGTH} bytes, got ${payload.length}`);
  return {
    inputs: ((payload[0] ?? 0) << 8) | (payload[1] ?? 0),
    edgeCounter: payload[2] ?? 0,
    // Reserved flag bits are ignored: a newer board may set them; the protocol version guards meaning changes.
    lampsDark: ((payload[3] ?? 0) & LAMPS_DARK_FLAG) !== 0,
  };
}

const LAMP_CODES: readonly LampState[] = ['off', 'on', 'flash'];

/** SET_LAMPS payload bytes for `lampCount` lamps: 2 bits each, four lamps per byte. */
export function lampPayloadLength(lampCount: number = LAMPS.length): number {
  return Math.ceil(lampCount / 4);
}

/**
 * SET_LAMPS payload: lamp n (LAMPS order) in bits 2(n mod 4)..2(n mod 4)+1 of byte n div 4,
 * 0 off, 1 on, 2 flash, 3 reserved. Unused pairs of the last byte are 0.
 */
export function encodeLamps(lamps: Readonly<Record<Lamp, LampState>>): number[] {
  const bytes = new Array<number>(lampPayloadLength()).fill(0);
  LAMPS.forEach((lamp, n) => {
    const code = LAMP_CODES.indexOf(lamps[lamp]);
    if (code < 0) throw new IoFrameError('bad-payload', `lamp ${lamp} has no state '${String(lamps[lamp])}'`);
    bytes[n >> 2] = (bytes[n >> 2] ?? 0) | (code << ((n & 3) * 2));
  });
  return bytes;
}

/** Reads a SET_LAMPS payload; the reserved code 3, or a non-zero unused pair, is refused. */
export function parseLamps(payload: readonly number[]): Record<Lamp, LampState> {
  if (payload.length !== lampPayloadLength()) throw new IoFrameError('bad-payload', `SET_LAMPS has ${lampPayloadLength()} bytes, got ${payload.length}`);
  const lamps = allLamps('off');
  for (let n = 0; n < payload.length * 4; n++) {
    const code = ((payload[n >> 2] ?? 0) >> ((n & 3) * 2)) & 3;
    const lamp = LAMPS[n];
    if (lamp === undefined) {
      if (code !== 0) throw new IoFrameError('bad-payload', `unused lamp pair ${n} is ${code}, must be 0`);
      continue;
    }
    const state = LAMP_CODES[code];
    if (state === undefined) throw new IoFrameError('bad-payload', `lamp ${lamp} has the reserved code 3`);
    lamps[lamp] = state;
  }
  return lamps;
}

export function allLamps(state: LampState): Record<Lamp, LampState> {
  return Object.fromEntries(LAMPS.map((lamp) => [lamp, state])) as Record<Lamp, LampState>;
}

/** NAK payload: `[refused command][reason code]`. */
export function encodeNak(command: number, code: number): number[] {
  return [command & 0xff, code & 0xff];
}

export function parseNak(payload: readonly number[]): { readonly command: number; readonly code: number } {
  if (payload.length !== 2) throw new IoFrameError('bad-payload', `NAK has 2 bytes, got ${payload.length}`);
  return { command: payload[0] ?? 0, code: payload[1] ?? 0 };
}

function asciiBytes(text: string, what: string): number[] {
  const bytes = [...text].map((c) => c.charCodeAt(0));
  if (bytes.some((b) => b < 0x20 || b > 0x7e)) throw new IoFrameError('bad-payload', `${what} must be printable ASCII: ${JSON.stringify(text)}`);
  return bytes;
}

function asciiText(bytes: readonly number[], what: string): string {
  if (bytes.some((b) => b < 0x20 || b > 0x7e)) throw new IoFrameError('bad-payload', `${what} is not printable ASCII`);
  return String.fromCharCode(...bytes);
}
