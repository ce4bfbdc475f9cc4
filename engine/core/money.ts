/**
 * Money is integer cents everywhere (DESIGN.md). These helpers are the only place that turns
 * cents into text or text into cents, and they do it with integer arithmetic only: a float
 * never touches an amount, so 0.1 + 0.2 style errors cannot reach a meter.
 */

/** Throws unless `n` is a safe, non-negative integer number of cents. `what` names the amount in the error. */
export function assertCents(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of cents, got ${String(n)}`);
  }
}

/**
 * "12.40 €" for 1240. Dot decimal, always two decimals, no thousands separator: the cabinet's
 * language layer (renderer) localises; this form is for logs, errors and the PAR report.
 * Negative amounts (e.g. a net result) get a leading minus.
 */
export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatEuros needs a whole number of cents, got ${String(cents)}`);
  }
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${euros}.${rest < 10 ? '0' : ''}${rest} €`;
}

const EUROS_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Cents from a decimal euro string: "0.20" → 20, "3.2" → 320, "20000" → 2000000.
 * Digits are read as integers, never through parseFloat. Rejects signs, more than two
 * decimals, separators, spaces and anything that is not a plain amount.
 */
export function parseEuros(text: string): number {
  const match = EUROS_PATTERN.exec(text);
  if (match === null) {
    const why = /^\d+\.\d{3,}$/.test(text) ? 'more than two decimals' : 'not a plain amount like "12.40"';
    throw new RangeError(`parseEuros: ${JSON.stringify(text)} is ${why}`);
  }
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  // Both parts are digit strings; Number() on them is exact while the result stays a safe integer.
  const cents = Number(whole) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`parseEuros: ${JSON.stringify(text)} is too large to hold in cents exactly`);
  }
  return cents;
}
