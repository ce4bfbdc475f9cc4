import type { SettingValue, SettingView } from '../../main/ipc/contract';

/**
 * What the presses on an ordered list (the games on the menu) propose: an entry moved one place
 * up or down, or turned on (it joins at the end) or off. Each press sends the whole list in its
 * new order; main checks it and answers, as for every setting.
 */

function chosen(item: SettingView): readonly string[] {
  return Array.isArray(item.value) ? (item.value as readonly unknown[]).map(String) : [];
}

/** The list with `value` one place towards the top (-1) or the bottom (+1); null when it cannot move. */
export function movedEntry(item: SettingView, value: string, by: -1 | 1): SettingValue | null {
  const list = [...chosen(item)];
  const at = list.indexOf(value);
  const to = at + by;
  if (at < 0 || to < 0 || to >= list.length) return null;
  [list[at], list[to]] = [list[to]!, list[at]!];
  return list;
}

/** The list with `value` turned off (taken out) or on (added at the end, the bottom of the menu). */
export function toggledEntry(item: SettingView, value: string): SettingValue {
  const list = chosen(item);
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
