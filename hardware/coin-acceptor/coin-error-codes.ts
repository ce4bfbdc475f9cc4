/**
 * What a coin acceptor's error event (header 229 result A = 0, code B) means for the cabinet.
 * The codes are the ccTalk coin acceptor error code table (generic specification, part 3);
 * the severity is our decision, made once here so the cabinet never reasons about raw codes:
 *
 * - 'reject': a coin was returned to the player and nothing is wrong with the cabinet.
 * - 'fraud':  the device saw something a cheat does (string, light, a coin moving backwards, a
 *             forced gate). The cabinet tilts: money may have moved without a credit, or the
 *             other way round, and an attendant must look.
 * - 'jam':    a coin is (or may be) stuck, or the coin path was opened. The cabinet tilts: the
 *             player may have lost a coin and further coins may be swallowed.
 * - 'fault':  the device reports a defect or a configuration error: it needs service, but no
 *             coin or money is at stake.
 * - 'info':   nothing happened to a coin (the empty slot, or the device asking for attention).
 *
 * docs/devices-coin-acceptor.md holds the table with the reason for each choice.
 */

export type CoinEventSeverity = 'reject' | 'fraud' | 'jam' | 'fault' | 'info';

export interface CoinEventClass {
  readonly code: number;
  readonly name: string;
  readonly severity: CoinEventSeverity;
}

/** The spec's per-type "inhibited coin" codes: 128 is coin position 1 … 159 is position 32. */
export const INHIBITED_COIN_TYPE_BASE = 128;
export const INHIBITED_COIN_TYPE_LAST = 159;

/** Codes the emulator buffers; named so tests and the emulator never carry bare numbers. */
export const CoinErrorCode = {
  REJECT_COIN: 1,
  INHIBITED_COIN: 2,
  CREDIT_SENSOR_BLOCKED: 14,
  COIN_ON_STRING: 20,
  SWALLOWED_COIN: 36,
  FLIGHT_DECK_OPEN: 254,
} as const;

const TABLE: ReadonlyMap<number, readonly [string, CoinEventSeverity]> = new Map<number, readonly [string, CoinEventSeverity]>([
  [0, ['null event', 'info']],
  [1, ['reject coin', 'reject']],
  [2, ['inhibited coin', 'reject']],
  [3, ['multiple window', 'reject']],
  [4, ['wake-up timeout', 'jam']],
  [5, ['validation timeout', 'jam']],
  [6, ['credit sensor timeout', 'jam']],
  [7, ['sorter opto timeout', 'jam']],
  [8, ['2nd close coin error', 'reject']],
  [9, ['accept gate not ready', 'reject']],
  [10, ['credit sensor not ready', 'reject']],
  [11, ['sorter not ready', 'reject']],
  [12, ['reject coin not cleared', 'reject']],
  [13, ['validation sensor not ready', 'fault']],
  [14, ['credit sensor blocked', 'jam']],
  [15, ['sorter opto blocked', 'jam']],
  [16, ['credit sequence error', 'fraud']],
  [17, ['coin going backwards', 'fraud']],
  [18, ['coin too fast over credit sensor', 'fraud']],
  [19, ['coin too slow over credit sensor', 'fraud']],
  [20, ['coin on string', 'fraud']],
  [21, ['dual coin entry opto timeout', 'jam']],
  [22, ['dual coin entry opto not seen', 'fraud']],
  [23, ['credit sensor reached too early', 'fraud']],
  [24, ['reject coin (repeated sequential trip)', 'fraud']],
  [25, ['reject slug', 'fraud']],
  [26, ['reject sensor blocked', 'jam']],
  [27, ['games overload', 'fault']],
  [28, ['max. coin meter pulses exceeded', 'fault']],
  [29, ['accept gate open not closed', 'fraud']],
  [30, ['accept gate closed not open', 'fault']],
  [31, ['manifold opto timeout', 'jam']],
  [32, ['manifold opto blocked', 'jam']],
  [33, ['manifold not ready', 'reject']],
  [34, ['security status changed', 'fraud']],
  [35, ['motor exception', 'jam']],
  [36, ['swallowed coin', 'fraud']],
  [37, ['coin too fast over validation sensor', 'fraud']],
  [38, ['coin too slow over validation sensor', 'fraud']],
  [39, ['coin incorrectly sorted', 'fault']],
  [40, ['external light attack', 'fraud']],
  [253, ['data block request', 'info']],
  [254, ['coin return mechanism activated (flight deck open)', 'jam']],
  [255, ['unspecified alarm code', 'fault']],
]);

/** Classifies the B byte of an A = 0 event. Throws RangeError for a value that is not a byte. */
export function classifyCoinEvent(code: number): CoinEventClass {
  if (!Number.isInteger(code) || code < 0 || code > 255) throw new RangeError(`a ccTalk error code is a byte 0..255, got ${code}`);
  if (code >= INHIBITED_COIN_TYPE_BASE && code <= INHIBITED_COIN_TYPE_LAST) {
    return { code, name: `inhibited coin (position ${code - INHIBITED_COIN_TYPE_BASE + 1})`, severity: 'reject' };
  }
  const known = TABLE.get(code);
  if (known) return { code, name: known[0], severity: known[1] };
  // Codes the spec leaves unassigned come from a device we do not understand: someone should
  // read its manual, but an unknown code is no proof of fraud or of a stuck coin.
  return { code, name: `unknown error code ${code}`, severity: 'fault' };
}
