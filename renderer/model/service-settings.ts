import type { SettingsView, SettingValue, SettingView } from '../../main/ipc/contract';

/**
 * How each setting row is controlled and what a press sends. A list of choices is buttons (one
 * lit) or toggles (any lit); a range is − / + by its step; a yes/no value is a switch. A press
 * only proposes the new value: main checks it and answers.
 */

export interface SettingOption {
  readonly value: number | string;
  readonly selected: boolean;
}

export type SettingControl =
  | { readonly kind: 'single'; readonly options: readonly SettingOption[] }
  | { readonly kind: 'many'; readonly options: readonly SettingOption[] }
  | { readonly kind: 'range'; readonly value: number; readonly minus: number | null; readonly plus: number | null }
  | { readonly kind: 'switch'; readonly on: boolean }
  /** A value the screen has no control for: shown only. */
  | { readonly kind: 'shown' };

function listOf(value: SettingValue): readonly (number | string)[] {
  if (Array.isArray(value)) return value as readonly (number | string)[];
  return typeof value === 'boolean' ? [] : [value as number | string];
}

export function settingControl(item: SettingView): SettingControl {
  if (item.choices !== null) {
    const chosen = listOf(item.value);
    const options = item.choices.map((value) => ({ value, selected: chosen.includes(value) }));
    return item.many ? { kind: 'many', options } : { kind: 'single', options };
  }
  if (item.range !== null && typeof item.value === 'number') {
    const { min, max, step } = item.range;
    const value = item.value;
    return {
      kind: 'range',
      value,
      minus: value > min ? Math.max(min, value - step) : null,
      plus: value < max ? Math.min(max, value + step) : null,
    };
  }
  if (typeof item.value === 'boolean') return { kind: 'switch', on: item.value };
  return { kind: 'shown' };
}

/**
 * A toggle of a many-choice setting: the chosen list with `value` added or taken out, kept in
 * the order of the choices so the same set is always sent the same way.
 */
export function toggledChoices(item: SettingView, value: number | string): SettingValue {
  const chosen = listOf(item.value);
  const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  const order = item.choices ?? [];
  const sorted = order.filter((v) => next.includes(v));
  if (sorted.every((v) => typeof v === 'number')) return sorted as number[];
  return sorted.map(String);
}

/** A money-rule setting while the money rules are closed: shown, not pressable. */
export function settingLocked(item: SettingView, settings: SettingsView): boolean {
  return item.rule === 'money' && !settings.moneyRulesOpen;
}

/** One value in words for its unit: money, a percentage, a count or a word. */
export function settingValueText(item: SettingView, value: SettingValue, money: (cents: number) => string, words: { on: string; off: string; none: string }): string {
  if (typeof value === 'boolean') return value ? words.on : words.off;
  if (Array.isArray(value)) {
    const list = value as readonly (number | string)[];
    return list.length === 0 ? words.none : list.map((v) => settingValueText(item, v, money, words)).join(', ');
  }
  if (typeof value === 'number') {
    if (item.unit === 'cents') return money(value);
    if (item.unit === 'percent') return `${value} %`;
  }
  return String(value);
}
