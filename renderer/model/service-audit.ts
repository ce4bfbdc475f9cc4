import type { MeterRowView } from '../../main/ipc/contract';

/**
 * The audit screen's figures: a meter's name in words, its value as money or a count, and the
 * cycle's percentages from basis points, with integer arithmetic only.
 */

/** The name in the table's language, or the cabinet's own name for a meter this screen does not know. */
export function meterLabel(names: Readonly<Record<string, string>>, name: string): string {
  return (names as Readonly<Record<string, string | undefined>>)[name] ?? name;
}

export function meterValue(row: MeterRowView, which: 'lifetime' | 'period', money: (cents: number) => string): string {
  const value = row[which];
  if (row.unit === 'micros') return microsText(value, money);
  return row.unit === 'cents' ? money(value) : String(value);
}

/** 1 cent = 10,000 micro-euros (µ€): a jackpot pool keeps the shares of wagers that small. */
const MICROS_PER_CENT = 10_000;

/**
 * Micro-euros as money, exactly: the whole cents in the money format, then any sub-cent rest in
 * µ€ ("0,12 € + 3456 µ€"), so an auditor can add the pool's figures up to the last share.
 */
export function microsText(micros: number, money: (cents: number) => string): string {
  const negative = micros < 0;
  const abs = Math.abs(micros);
  const rest = abs % MICROS_PER_CENT;
  const cents = (abs - rest) / MICROS_PER_CENT;
  const whole = money(negative ? -cents : cents);
  return rest === 0 ? whole : `${whole} ${negative ? '−' : '+'} ${rest} µ€`;
}

/** 9250 basis points → "92.50 %". */
export function percentFromBps(bps: number): string {
  const negative = bps < 0;
  const abs = Math.abs(Math.trunc(bps));
  const rest = abs % 100;
  return `${negative ? '-' : ''}${(abs - rest) / 100}.${rest < 10 ? '0' : ''}${rest} %`;
}

/** A cash return as the audit screen writes it: 7842 → "78.42 %", null (nothing staked) → "—". */
export function cashReturnText(bps: number | null): string {
  return bps === null ? '—' : percentFromBps(bps);
}

/** Returned over staked in basis points, rounded down; null when nothing was staked. */
export function returnBps(returnedCents: number, stakedCents: number): number | null {
  if (stakedCents <= 0) return null;
  return Math.floor((returnedCents * 10000) / stakedCents);
}
