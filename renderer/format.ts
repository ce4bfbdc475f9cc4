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

/**
 * How money is written, as chosen in the service menu (DisplaySettings.currency): 'es' "1,00 €",
 * 'en' "€1.00". 'plain' ("1.00 €") is what the screen writes before the cabinet has said.
 */
export type MoneyStyle = 'es' | 'en' | 'plain';

// Set once when the page learns the cabinet's choice; a later change reloads the page (app.ts),
// so every figure already drawn is redrawn in the new style rather than left in the old one.
let currentStyle: MoneyStyle = 'plain';

export function setMoneyStyle(style: MoneyStyle): void {
  currentStyle = style;
}

export function moneyStyle(): MoneyStyle {
  return currentStyle;
}

function decimalMark(style: MoneyStyle): string {
  return style === 'es' ? ',' : '.';
}

function withSign(amount: string, negative: boolean, style: MoneyStyle): string {
  const sign = negative ? '-' : '';
  return style === 'en' ? `${sign}€${amount}` : `${sign}${amount} €`;
}

/**
 * The thousands separator: a limit of 125000 € reads "125.000,00 €" ('es') or "€125,000.00"
 * ('en'), as on the machines beside it. 'plain' has none, so its dot stays the decimal point.
 */
function groupMark(style: MoneyStyle): string {
  if (style === 'es') return '.';
  return style === 'en' ? ',' : '';
}

/** Whole euros with the style's thousands separator, grouped on the digits (no arithmetic). */
function groupEuros(euros: number, style: MoneyStyle): string {
  const digits = String(euros);
  const mark = groupMark(style);
  if (mark === '' || digits.length <= 3) return digits;
  const head = digits.length % 3;
  const groups = head === 0 ? [] : [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(mark);
}

/** 1240 -> "12.40" ("12,40" in the 'es' style), -5 -> "-0.05", 123450 -> "1.234,50" ('es'). */
export function formatAmount(cents: number, style: MoneyStyle = currentStyle): string {
  const { negative, euros, cents: rest } = splitCents(cents);
  return `${negative ? '-' : ''}${groupEuros(euros, style)}${decimalMark(style)}${rest < 10 ? '0' : ''}${rest}`;
}

/** 1240 -> "12.40 €" ('plain'), "12,40 €" ('es'), "€12.40" ('en'); 2000000 -> "20.000,00 €" ('es'). */
export function formatEuros(cents: number, style: MoneyStyle = currentStyle): string {
  const { negative } = splitCents(cents);
  return withSign(formatAmount(Math.abs(cents), style), negative, style);
}

/**
 * Short form for bet icons and paytable cells: whole euros drop the cents
 * (100 -> "1", 2000000 -> "20000", "20.000" in the 'es' style), others keep them (20 -> "0.20", 320 -> "3.20").
 */
export function formatCompact(cents: number, style: MoneyStyle = currentStyle): string {
  const { negative, euros, cents: rest } = splitCents(cents);
  if (rest === 0) return `${negative ? '-' : ''}${groupEuros(euros, style)}`;
  return formatAmount(cents, style);
}

/** 100 -> "1 €", 20 -> "0.20 €" (or "€1", "€0.20" in the 'en' style). */
export function formatCompactEuros(cents: number, style: MoneyStyle = currentStyle): string {
  const { negative } = splitCents(cents);
  return withSign(formatCompact(Math.abs(cents), style), negative, style);
}

/** Two-digit clock text from a Date in local time: "09:05". */
export function formatClock(date: Date): string {
  const h = date.getHours();
  const m = date.getMinutes();
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}
