/**
 * The words the `npm run devices` console understands, parsed into commands. Parsing is pure and
 * knows nothing of the bench, so a typo is refused with the same message whether it was typed
 * or piped in from a script.
 */
import { PANEL_BUTTONS, type PanelButton } from '../../hardware/io-board/panel-types';
import { parseRate } from './devices-args';

/** The devices a fault, a power cycle or a rate can be aimed at. */
export type BenchDevice = 'coin' | 'hopper' | 'bill' | 'io';
export const BENCH_DEVICES: readonly BenchDevice[] = ['coin', 'hopper', 'bill', 'io'];
export type ConsoleLine = 'cctalk' | 'io';

export type ConsoleCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'status' }
  | { readonly kind: 'quit' }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'coin'; readonly cents: number }
  | { readonly kind: 'coin-string' }
  | { readonly kind: 'coin-jam'; readonly jammed: boolean }
  | { readonly kind: 'bill'; readonly cents: number }
  | { readonly kind: 'bill-jam'; readonly jammed: boolean }
  | { readonly kind: 'bill-fraud' }
  | { readonly kind: 'button'; readonly action: 'press' | 'release'; readonly button: PanelButton }
  | { readonly kind: 'tap'; readonly button: PanelButton; readonly ms: number }
  | { readonly kind: 'key'; readonly on: boolean }
  | { readonly kind: 'door'; readonly door: 'mainDoor' | 'cashDoor'; readonly open: boolean }
  | { readonly kind: 'hopper-empty' }
  | { readonly kind: 'hopper-refill'; readonly coins: number }
  | { readonly kind: 'hopper-jam'; readonly after: number }
  | { readonly kind: 'hopper-runaway'; readonly coins: number }
  | { readonly kind: 'fault'; readonly fault: 'lost' | 'corrupt'; readonly rate: number; readonly devices: readonly BenchDevice[] }
  | { readonly kind: 'line'; readonly plugged: boolean; readonly line: ConsoleLine }
  | { readonly kind: 'restart'; readonly devices: readonly BenchDevice[] };

/** Long enough for the cabinet's debounce (30 ms of stable samples at a 20 ms poll) to take the press. */
export const DEFAULT_TAP_MS = 200;
/** A wait longer than this in a script is surely a typo (ms for s). */
const MAX_WAIT_MS = 60_000;

export const CONSOLE_HELP = `commands (one a line; # starts a comment):
  coin <cents>                 a player drops a coin of that value (from the coin table)
  coin string                  a coin pulled back on a string (error 20)
  coin jam | coin unjam        the credit sensor blocks (error 14) / is cleared
  bill <cents>                 a player feeds a bill of that value
  bill jam | bill unjam        the bill path jams / the technician clears it
  bill fraud                   a bill on a string (status 18)
  press|release|tap <button> [ms]   ${PANEL_BUTTONS.join(', ')} (tap: ${DEFAULT_TAP_MS} ms)
  key on|off                   the attendant key
  door main|cash open|close    the main or cash door
  hopper empty                 the tube to 0 coins
  hopper refill <n>            n coins into the tube
  hopper jam [n]               the exit blocks after n more coins (default 0)
  hopper runaway <n>           n coins fall out unasked once the payout ends
  lost <rate> [device]         share of replies lost (0..1 or n%); device: ${BENCH_DEVICES.join(', ')} (default all)
  corrupt <rate> [device]      share of replies with a byte damaged
  unplug cctalk|io             the port vanishes (socat stops)
  plug cctalk|io               the port comes back on the same path
  restart <device>|all         power cycle: ${BENCH_DEVICES.join(', ')}
  status                       coins, bills, hopper, lamps, switches, lines, faults
  wait <ms>                    pause (for scripts)
  help                         this text
  quit                         stop the devices (also Ctrl-C or end of input)`;

export class ConsoleCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConsoleCommandError';
  }
}

const fail = (message: string): never => {
  throw new ConsoleCommandError(message);
};

function count(text: string | undefined, what: string, min = 0): number {
  if (text === undefined) return fail(`${what} is missing`);
  const n = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= min)) return fail(`${what} must be a whole number${min > 0 ? ` of at least ${min}` : ''}, got "${text}"`);
  return n;
}

function button(text: string | undefined): PanelButton {
  const found = PANEL_BUTTONS.find((b) => b.toLowerCase() === text?.toLowerCase());
  return found ?? fail(`which button? ${PANEL_BUTTONS.join(', ')}${text === undefined ? '' : ` (got "${text}")`}`);
}

function devices(text: string | undefined, allowAll: boolean): readonly BenchDevice[] {
  if (text === undefined || (allowAll && text === 'all')) return BENCH_DEVICES;
  const device = BENCH_DEVICES.find((d) => d === text);
  return device ? [device] : fail(`which device? ${BENCH_DEVICES.join(', ')}${allowAll ? ' or all' : ''} (got "${text}")`);
}

function onOff(text: string | undefined, on: string, off: string, what: string): boolean {
  if (text === on) return true;
  if (text === off) return false;
  return fail(`${what} takes ${on} or ${off}${text === undefined ? '' : ` (got "${text}")`}`);
}

function rate(text: string | undefined, what: string): number {
  if (text === undefined) return fail(`${what} needs a rate (0..1 or n%)`);
  try {
    return parseRate(text, what);
  } catch (error) {
    return fail((error as Error).message);
  }
}

function noMore(words: readonly string[], from: number, usage: string): void {
  if (words.length > from) fail(`too many words: ${usage}`);
}

/** Null for a blank line or a comment. */
export function parseCommand(input: string): ConsoleCommand | null {
  const words = input.replace(/#.*/, '').trim().toLowerCase().split(/\s+/).filter((w) => w.length > 0);
  const [verb, first, second] = words;
  if (verb === undefined) return null;
  switch (verb) {
    case 'help':
    case '?':
      return { kind: 'help' };
    case 'status':
      return { kind: 'status' };
    case 'quit':
    case 'exit':
      return { kind: 'quit' };
    case 'wait':
      noMore(words, 2, 'wait <ms>');
      return { kind: 'wait', ms: Math.min(count(first, 'wait'), MAX_WAIT_MS) };
    case 'coin':
      noMore(words, 2, 'coin <cents> | coin string | coin jam | coin unjam');
      if (first === 'string') return { kind: 'coin-string' };
      if (first === 'jam' || first === 'unjam') return { kind: 'coin-jam', jammed: first === 'jam' };
      return { kind: 'coin', cents: count(first, 'a coin value in cents', 1) };
    case 'bill':
      noMore(words, 2, 'bill <cents> | bill jam | bill unjam | bill fraud');
      if (first === 'fraud') return { kind: 'bill-fraud' };
      if (first === 'jam' || first === 'unjam') return { kind: 'bill-jam', jammed: first === 'jam' };
      return { kind: 'bill', cents: count(first, 'a bill value in cents', 1) };
    case 'press':
    case 'release':
      noMore(words, 2, `${verb} <button>`);
      return { kind: 'button', action: verb, button: button(first) };
    case 'tap':
      noMore(words, 3, 'tap <button> [ms]');
      return { kind: 'tap', button: button(first), ms: second === undefined ? DEFAULT_TAP_MS : count(second, 'the tap length in ms', 1) };
    case 'key':
      noMore(words, 2, 'key on|off');
      return { kind: 'key', on: onOff(first, 'on', 'off', 'key') };
    case 'door': {
      noMore(words, 3, 'door main|cash open|close');
      const door = first === 'main' ? 'mainDoor' : first === 'cash' ? 'cashDoor' : fail(`which door? main or cash${first === undefined ? '' : ` (got "${first}")`}`);
      return { kind: 'door', door, open: onOff(second, 'open', 'close', 'door') };
    }
    case 'hopper':
      noMore(words, first === 'empty' ? 2 : 3, 'hopper empty | hopper refill <n> | hopper jam [n] | hopper runaway <n>');
      if (first === 'empty') return { kind: 'hopper-empty' };
      if (first === 'refill') return { kind: 'hopper-refill', coins: count(second, 'hopper refill', 1) };
      if (first === 'jam') return { kind: 'hopper-jam', after: second === undefined ? 0 : count(second, 'hopper jam') };
      if (first === 'runaway') return { kind: 'hopper-runaway', coins: count(second, 'hopper runaway', 1) };
      return fail('hopper takes empty, refill <n>, jam [n] or runaway <n>');
    case 'lost':
    case 'corrupt':
      noMore(words, 3, `${verb} <rate> [device]`);
      return { kind: 'fault', fault: verb, rate: rate(first, verb), devices: devices(second, false) };
    case 'plug':
    case 'unplug': {
      noMore(words, 2, `${verb} cctalk|io`);
      const line = first === 'cctalk' || first === 'io' ? first : fail(`${verb} takes cctalk or io${first === undefined ? '' : ` (got "${first}")`}`);
      return { kind: 'line', plugged: verb === 'plug', line };
    }
    case 'restart':
      noMore(words, 2, 'restart <device>|all');
      if (first === undefined) return fail(`restart which device? ${BENCH_DEVICES.join(', ')} or all`);
      return { kind: 'restart', devices: devices(first, true) };
    default:
      return fail(`unknown command "${verb}" (type help)`);
  }
}
