/**
 * The text the web host fuzz puts in its frames: random JSON of every shape, frames whose "id"
 * is not a whole number, text that is not JSON, and intents of every type with garbage in their
 * fields (an unknown field, a field missing, a value of the wrong type or out of range, a
 * misspelt type).
 *
 * A fuzz frame must never be a valid intent: a valid DEV_INSERT_COIN is a coin, and this fuzz
 * asserts that no meter moves. So every frame that would reach the cabinet with a whole-number
 * id is parsed back and checked with the contract's own `parseIntent`; one that passes is drawn
 * again and counted as `accidental` (as the serial fuzz does with noise that forms a valid reply).
 */
import { parseIntent } from '../../main/ipc/contract';
import { pick, type Rnd } from './fuzz-kit';

/** Every field of every intent type, with a value the contract takes: garbage is made from these. */
const INTENT_FIELDS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  PLAY: {},
  COLLECT: {},
  COLLECT_ALL: {},
  BET_NEXT: {},
  GAME_CHANGE: {},
  BET_SELECT: { betCents: 20 },
  UPPER_BET_SELECT: { betId: '1+5' },
  HOLD: { reel: 1 },
  PICK: { index: 2 },
  AUTO_PLAY: { games: 10 },
  AUTO_RISK: { on: true },
  AUTO_ADVANCES: { on: false },
  DEV_INSERT_COIN: { valueCents: 100 },
  DEV_INSERT_BILL: { valueCents: 500 },
  DEV_SWITCH: { name: 'key', on: true },
  ATTENDANT_CLEAR: {},
  ATTENDANT_REFILL: { coins: 100 },
  ATTENDANT_HANDPAY: {},
  SERVICE_ENTER: {},
  SERVICE_LEAVE: {},
  SERVICE_PERIOD_RESET: {},
  SERVICE_PIN: { role: 'operator', pin: '3333' },
  SERVICE_NEW_PIN: { pin: '123456' },
  SERVICE_SCREEN: { screen: 'audit' },
  SERVICE_RECALL: { round: 0, step: 0 },
  SERVICE_EVENTS: { kind: null, fromMs: null, toMs: null },
  SERVICE_EXPORT: { target: 'data' },
  SERVICE_TEST_HOPPER: { coins: 5 },
  SERVICE_TEST_ACCEPTORS: { on: true },
  SERVICE_TEST_LAMP: { lamp: 'play', state: 'flash' },
  SERVICE_TEST_RESULT: { test: 'touch', passed: true, detail: 'ok' },
  SERVICE_SETTING: { key: 'volume', value: 50 },
  SERVICE_RAM_CLEAR: { confirm: true },
};
const INTENT_TYPES = Object.keys(INTENT_FIELDS);

/** Field names a confused or hostile client might add. */
const GARBAGE_KEYS = ['credits', 'creditsCents', 'valueCents', 'coins', '__proto__', 'constructor', 'toString', 'type ', '', 'id', 'intent', 'role', 'pin', 'x'.repeat(200)];

/** Values that are the wrong type, out of range, or edge cases of number parsing. */
const GARBAGE_VALUES: readonly unknown[] = [null, true, false, -1, 0, -0, 1.5, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 1e21, '', '1', '100', ' 1', 'NaN', [], {}, [1, 2], { valueCents: 100 }, '\u0000', 'x'.repeat(300), 101, 5001, 200_01, 500_01, '99999999', 3, 9, -5];

function randomString(rnd: Rnd, maxLength: number): string {
  const length = rnd(maxLength + 1);
  let s = '';
  for (let i = 0; i < length; i++) {
    const roll = rnd(10);
    // Mostly ASCII, some control characters, some of the rest of Unicode (lone surrogates too:
    // JSON.stringify escapes them, so the frame stays valid UTF-8 and JSON).
    const code = roll < 6 ? 32 + rnd(95) : roll < 7 ? rnd(32) : roll < 9 ? 0x80 + rnd(0x780) : rnd(0x10000);
    s += String.fromCharCode(code);
  }
  return s;
}

/** A random JSON value, up to `depth` levels of arrays and objects. */
export function randomJson(rnd: Rnd, depth: number): unknown {
  const roll = rnd(depth > 0 ? 9 : 6);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return rnd(2) === 0;
    case 2:
      return pick(rnd, [0, -1, 1, rnd(1000), -rnd(1_000_000), rnd(1_000_000) / 7, 2 ** 53 + rnd(9), 1e300, -1e-300]);
    case 3:
    case 4:
      return randomString(rnd, 40);
    case 5:
      return pick(rnd, GARBAGE_VALUES);
    case 6:
    case 7: {
      const out: Record<string, unknown> = {};
      for (let i = rnd(6); i > 0; i--) out[rnd(3) === 0 ? pick(rnd, GARBAGE_KEYS) : randomString(rnd, 12)] = randomJson(rnd, depth - 1);
      return out;
    }
    default:
      return Array.from({ length: rnd(6) }, () => randomJson(rnd, depth - 1));
  }
}

/** An intent of a real (or nearly real) type with at least one thing wrong in it. */
export function garbageIntent(rnd: Rnd): unknown {
  const type = pick(rnd, INTENT_TYPES);
  const intent: Record<string, unknown> = { type, ...INTENT_FIELDS[type] };
  const fields = Object.keys(INTENT_FIELDS[type] ?? {});
  const wrongs = 1 + rnd(3);
  for (let i = 0; i < wrongs; i++) {
    const roll = rnd(fields.length > 0 ? 6 : 3);
    if (roll === 0) intent[pick(rnd, GARBAGE_KEYS)] = pick(rnd, GARBAGE_VALUES);
    else if (roll === 1) intent.type = pick(rnd, [type.toLowerCase(), `${type} `, `${type}\u0000`, 'SERVICE_', 'DEV_', 'SERVICE_PINS', '', null, 7, [type]]);
    else if (roll === 2) return pick(rnd, [null, type, [intent], 42, true, `{"type":"${type}"}`]);
    else if (roll === 3) delete intent[pick(rnd, fields)];
    else intent[pick(rnd, fields)] = rnd(2) === 0 ? pick(rnd, GARBAGE_VALUES) : randomJson(rnd, 2);
  }
  return intent;
}

/** `"id"` values the web host must refuse before looking at the intent. */
const BAD_IDS: readonly unknown[] = [null, '1', 1.5, -0.5, 2 ** 53, 1e300, [1], { id: 1 }, true, ''];

export interface FuzzText {
  /** The tally's name for it. */
  readonly kind: string;
  readonly text: string;
}

/** One fuzz frame's text: a frame of the contract's shape with garbage in it, or no such frame. */
export function fuzzText(rnd: Rnd, nextId: () => number, accidental: () => void): FuzzText {
  for (;;) {
    const candidate = drawText(rnd, nextId);
    if (!reachesCabinetAsValidIntent(candidate.text)) return candidate;
    accidental();
  }
}

function drawText(rnd: Rnd, nextId: () => number): FuzzText {
  const roll = rnd(20);
  if (roll < 9) return { kind: 'garbage intent', text: JSON.stringify({ id: nextId(), intent: garbageIntent(rnd) }) };
  if (roll < 13) return { kind: 'random JSON', text: JSON.stringify(randomJson(rnd, 4)) ?? 'null' };
  if (roll < 15) return { kind: 'bad id', text: JSON.stringify({ id: pick(rnd, BAD_IDS), intent: rnd(2) === 0 ? { type: 'PLAY' } : { type: 'DEV_INSERT_COIN', valueCents: 200 } }) };
  if (roll < 18) return { kind: 'not JSON', text: notJson(rnd) };
  if (roll < 19) return { kind: 'deep nesting', text: deepNesting(rnd) };
  return { kind: 'JSON of 4,096 bytes', text: exactlyAtLimit(rnd, nextId) };
}

function notJson(rnd: Rnd): string {
  const intentText = JSON.stringify({ id: 1, intent: { type: 'DEV_INSERT_COIN', valueCents: 200 } });
  return pick(rnd, [
    () => '',
    () => ' ',
    () => 'undefined',
    () => 'NaN',
    () => "{'id':1}",
    () => '{"id":1,}',
    () => intentText.slice(0, rnd(intentText.length)),
    () => `${intentText}${intentText}`,
    () => randomString(rnd, 200),
  ])();
}

function deepNesting(rnd: Rnd): string {
  const levels = 1 + rnd(2000);
  return rnd(2) === 0 ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels >> 2)}1${'}'.repeat(levels >> 2)}`;
}

/** A garbage intent padded to exactly 4,096 bytes: the largest frame the host reads. */
function exactlyAtLimit(rnd: Rnd, nextId: () => number): string {
  const head = JSON.stringify({ id: nextId(), intent: { type: pick(rnd, INTENT_TYPES), pad: '' } });
  return head.replace('"pad":""', `"pad":"${'p'.repeat(4096 - Buffer.byteLength(head))}"`);
}

/** Whether the cabinet would act on this text: a whole-number id and an intent the contract takes. */
function reachesCabinetAsValidIntent(text: string): boolean {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof frame !== 'object' || frame === null) return false;
  const { id, intent } = frame as { id?: unknown; intent?: unknown };
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return false;
  try {
    parseIntent(intent);
    return true;
  } catch {
    return false;
  }
}
