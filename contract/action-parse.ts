/**
 * The checks every game's action parser makes: an object, whole numbers in range, no unknown
 * field, one of a list, and the shared autospin set-up. Nothing is coerced; a misfit throws an
 * ActionError naming the field. Pure: both sides compile this file.
 */
import { ActionError } from './action-error';

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function wholeIn(raw: Record<string, unknown>, field: string, min: number, max: number): number {
  const v = raw[field];
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new ActionError(`action ${String(raw.type)} needs "${field}" as a whole number in ${min}..${max}, got ${JSON.stringify(v)}`);
  }
  return v;
}

export function onlyKeys(raw: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of Object.keys(raw)) if (!keys.includes(key)) throw new ActionError(`action ${String(raw.type)} has an unexpected field "${key}"`);
}

export function oneOf<T extends string>(raw: Record<string, unknown>, field: string, values: readonly T[]): T {
  const v = raw[field];
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) throw new ActionError(`action ${String(raw.type)} needs "${field}" as one of ${values.join(', ')}, got ${JSON.stringify(v)}`);
  return v as T;
}

export interface AutospinSetup {
  readonly type: 'AUTOSPIN';
  readonly count: number;
  readonly lossLimitCents: number;
  readonly winLimitCents: number | null;
  readonly stopOnJackpot: boolean;
}

/** AUTOSPIN as every video slot takes it: a count, a loss limit, an optional single-win limit, stop on a jackpot. */
export function parseAutospin(raw: Record<string, unknown>): AutospinSetup {
  onlyKeys(raw, ['type', 'count', 'lossLimitCents', 'winLimitCents', 'stopOnJackpot']);
  const count = wholeIn(raw, 'count', 1, 1000);
  const lossLimitCents = wholeIn(raw, 'lossLimitCents', 1, 100_000_00);
  const winLimitCents = raw.winLimitCents === null ? null : wholeIn(raw, 'winLimitCents', 1, 100_000_00);
  if (typeof raw.stopOnJackpot !== 'boolean') throw new ActionError('action AUTOSPIN needs "stopOnJackpot" as true or false');
  return { type: 'AUTOSPIN', count, lossLimitCents, winLimitCents, stopOnJackpot: raw.stopOnJackpot };
}

/** The shared bet panel's presses of a video slot whose bet is a total bet. */
export type BetPanelAction =
  | { readonly type: 'LINES'; readonly lines: number }
  | { readonly type: 'COINS'; readonly coins: number }
  | { readonly type: 'COIN_VALUE'; readonly cents: number }
  | { readonly type: 'TOTAL_BET'; readonly cents: number };

/** The largest value each bet-panel press may carry in one game. */
export interface BetPanelLimits {
  readonly lines: number;
  readonly coins: number;
  readonly coinCents: number;
  readonly totalCents: number;
}

/** A bet-panel press checked against the game's limits, or null when `raw` is another action. */
export function parseBetPanelAction(raw: Record<string, unknown>, limits: BetPanelLimits): BetPanelAction | null {
  switch (raw.type) {
    case 'LINES':
      onlyKeys(raw, ['type', 'lines']);
      return { type: 'LINES', lines: wholeIn(raw, 'lines', 1, limits.lines) };
    case 'COINS':
      onlyKeys(raw, ['type', 'coins']);
      return { type: 'COINS', coins: wholeIn(raw, 'coins', 1, limits.coins) };
    case 'COIN_VALUE':
      onlyKeys(raw, ['type', 'cents']);
      return { type: 'COIN_VALUE', cents: wholeIn(raw, 'cents', 1, limits.coinCents) };
    case 'TOTAL_BET':
      onlyKeys(raw, ['type', 'cents']);
      return { type: 'TOTAL_BET', cents: wholeIn(raw, 'cents', 1, limits.totalCents) };
    default:
      return null;
  }
}
