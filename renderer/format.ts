/**
 * Money as the screen shows it. The cabinet holds money as integer cents; these functions turn
 * them into text with integer arithmetic only (no floats, no toFixed), so 12.40 € never turns
 * into 12.399999 €.
 */

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`expected a whole number of cents, got ${String(cents)}`);
  }
}

/** Splits cents into whole euros and the remaining cents, both non-negative, plus the sign. */
export function splitCents(cents: number): { negative: boolean; euros: number; cents: number } {
  assertCents(cents);
  const negative = cents < 0;
  const abs = negative ? -cents : cents;
  const rest = abs % 100;
  // abs - rest is an exact multiple of 100, so the division is exact.
  return { negative, euros: (abs - rest) / 100, cents: rest };
}

/** 1240 -> "12.40", -5 -> "-0.05". */
export function formatAmount(cents: number): string {
  const { negative, euros, cents: rest } = splitCents(cents);
  return `${negative ? '-' : ''}${euros}.${rest < 10 ? '0' : ''}${rest}`;
}

/** 1240 -> "12.40 €". */
export function formatEuros(cents: number): string {
  return `${formatAmount(cents)} €`;
}

/**
 * Short form for bet icons and paytable cells: whole euros drop the cents
 * (100 -> "1", 2000000 -> "20000"), others keep them (20 -> "0.20", 320 -> "3.20").
 */
export function formatCompact(cents: number): string {
  const { negative, euros, cents: rest } = splitCents(cents);
  if (rest === 0) return `${negative ? '-' : ''}${euros}`;
  return formatAmount(cents);
}

/** 100 -> "1 €", 20 -> "0.20 €". */
export function formatCompactEuros(cents: number): string {
  return `${formatCompact(cents)} €`;
}

/** Two-digit clock text from a Date in local time: "09:05". */
export function formatClock(date: Date): string {
  const h = date.getHours();
  const m = date.getMinutes();
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}
