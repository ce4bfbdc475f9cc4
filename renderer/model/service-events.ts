import type { ServiceIntent } from '../../main/ipc/contract';

/**
 * The event log filter: a kind (or all) and a date range from two date inputs. "From" means
 * from the start of that local day, "to" up to the end of that local day, so one date in both
 * shows that whole day.
 */

function localDay(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const probe = new Date(y, m - 1, d);
  // Date rolls 31 February over into March: such a day does not exist.
  if (probe.getFullYear() !== y || probe.getMonth() !== m - 1 || probe.getDate() !== d) return null;
  return { y, m, d };
}

/** "2025-03-04" → that day's local midnight in ms; null for an empty or impossible date. */
export function dayStartMs(value: string): number | null {
  const day = localDay(value);
  return day ? new Date(day.y, day.m - 1, day.d).getTime() : null;
}

/** "2025-03-04" → the last millisecond of that local day (the next midnight less one). */
export function dayEndMs(value: string): number | null {
  const day = localDay(value);
  return day ? new Date(day.y, day.m - 1, day.d + 1).getTime() - 1 : null;
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** ms → the date input's "YYYY-MM-DD" in local time; "" for none. */
export function dateInputValue(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Local "YYYY-MM-DD HH:MM:SS", for the tables of the service screens. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${dateInputValue(ms)} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** APPLY: the filter as an intent; an empty kind is every kind. */
export function eventsIntent(kind: string, from: string, to: string): ServiceIntent {
  return { type: 'SERVICE_EVENTS', kind: kind === '' ? null : kind, fromMs: dayStartMs(from), toMs: dayEndMs(to) };
}
