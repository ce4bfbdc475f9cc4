/**
 * How a setting's value is checked against its choices or range, and how a value is written in
 * a refusal. Every refusal names the setting and what it allows, so the technician at the cabinet
 * can correct the entry without a manual.
 */
import { formatEuros } from '../../engine/core/money';
import type { SettingValue, SettingView } from '../ipc/service-contract';

export type SettingUnit = SettingView['unit'];
export type SettingRange = NonNullable<SettingView['range']>;
export type Choice = number | string;

/** What a value is checked against; built from the catalogue entry for the state of the cabinet now. */
export interface SettingShape {
  readonly label: string;
  readonly unit: SettingUnit;
  readonly many: boolean;
  /** A list kept in the order given (the game menu); without it a list follows its choices' order. */
  readonly ordered?: boolean;
  readonly choices: readonly Choice[] | null;
  readonly range: SettingRange | null;
  /** For lists: how many must stay chosen. */
  readonly atLeast: number;
  /** Why the range or choices are what they are (e.g. the jurisdiction's limit), added to refusals. */
  readonly because: string | null;
}

export type CheckResult = { readonly ok: true; readonly value: SettingValue } | { readonly ok: false; readonly why: string };

/** One value as the screen and the log would say it: cents as euros, percent with its sign. */
export function describeValue(unit: SettingUnit, value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => describeValue(unit, v)).join(', ');
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    if (unit === 'cents') return formatEuros(value);
    if (unit === 'percent') return `${value} %`;
    return String(value);
  }
  return JSON.stringify(value) ?? String(value);
}

function allowedText(shape: SettingShape): string {
  const because = shape.because ? ` (${shape.because})` : '';
  if (shape.choices) {
    const list = describeValue(shape.unit, shape.choices);
    if (!shape.many) return `one of ${list}${because}`;
    return shape.atLeast > 0 ? `${shape.atLeast === 1 ? 'one or more' : `at least ${shape.atLeast}`} of ${list}${because}` : `any of ${list}${because}`;
  }
  if (shape.range) {
    const { min, max, step } = shape.range;
    const steps = step === 1 ? '' : ` in steps of ${describeValue(shape.unit, step)}`;
    return `${describeValue(shape.unit, min)}–${describeValue(shape.unit, max)}${steps}${because}`;
  }
  return `a value${because}`;
}

/** The refusal for a value that is not allowed: the setting, what it allows, what it got. */
export function refusal(shape: SettingShape, value: unknown): string {
  return `${shape.label} must be ${allowedText(shape)}, got ${describeValue(shape.unit, value)}`;
}

function inRange(range: SettingRange, n: number): boolean {
  // The top of a range may come from a jurisdiction limit that is off the step grid; it stays choosable.
  return n >= range.min && n <= range.max && (n === range.max || (n - range.min) % range.step === 0);
}

function checkOne(shape: SettingShape, value: unknown): boolean {
  if (shape.choices) return (typeof value === 'number' || typeof value === 'string') && shape.choices.includes(value);
  if (shape.range) return typeof value === 'number' && Number.isSafeInteger(value) && inRange(shape.range, value);
  return false;
}

/**
 * Checks a value against the shape. A list comes back without repeats and in the order of the
 * choices, so the same selection always compares and stores the same way; an ordered list comes
 * back in its own order, and a repeat in it is refused (its place would be ambiguous).
 */
export function checkValue(shape: SettingShape, value: SettingValue): CheckResult {
  if (shape.many) {
    if (!Array.isArray(value)) return { ok: false, why: refusal(shape, value) };
    const items = value as readonly Choice[];
    if (!items.every((item) => checkOne(shape, item))) return { ok: false, why: refusal(shape, value) };
    if (shape.ordered) {
      const twice = items.find((item, i) => items.indexOf(item) !== i);
      if (twice !== undefined) return { ok: false, why: `${shape.label} lists ${describeValue(shape.unit, twice)} twice` };
      if (items.length < shape.atLeast) return { ok: false, why: refusal(shape, value) };
      return { ok: true, value: [...items] as SettingValue };
    }
    const ordered = (shape.choices ?? []).filter((choice) => items.includes(choice));
    if (ordered.length < shape.atLeast) return { ok: false, why: refusal(shape, value) };
    return { ok: true, value: ordered as SettingValue };
  }
  return checkOne(shape, value) ? { ok: true, value } : { ok: false, why: refusal(shape, value) };
}

/** Same setting value (lists in the same order after checkValue). */
export function sameValue(a: SettingValue, b: SettingValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
