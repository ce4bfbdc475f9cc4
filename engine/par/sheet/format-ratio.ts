import { percentString } from '../../core/ratio';
import type { Ratio } from '../stats/ratio';

/**
 * Text for exact ratios, in integers only (engine/core/ratio.ts for percentages): a figure the
 * sheet prints from an exact ratio is that ratio rounded once, half up, at the last digit shown.
 */

/** Decimal places of every percentage on the sheet. */
export const PERCENT_DECIMALS = 4;

/** "1,073,741,824": thousands grouped with commas so long cycles read at a glance. */
export function groupThousands(digits: string): string {
  const negative = digits.startsWith('-');
  const body = negative ? digits.slice(1) : digits;
  const [whole = '', fraction] = body.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** numerator / denominator as a decimal with `decimals` places, rounded half up, grouped. */
export function decimalRatio(r: Ratio, decimals: number): string {
  if (r.denominator <= 0n || r.numerator < 0n) throw new RangeError('decimalRatio needs a non-negative ratio with a positive denominator');
  const scale = 10n ** BigInt(decimals);
  const scaled = (r.numerator * scale * 2n + r.denominator) / (r.denominator * 2n);
  const whole = (scaled / scale).toString();
  const text = decimals === 0 ? whole : `${whole}.${(scaled % scale).toString().padStart(decimals, '0')}`;
  return groupThousands(text);
}

/** "46.6888 %". */
export function percentText(r: Ratio): string {
  return `${percentString(r.numerator, r.denominator, PERCENT_DECIMALS)} %`;
}

/** "1 in 6.01" for an event's frequency, or "never" when it has not happened. */
export function oneInText(frequency: Ratio): string {
  if (frequency.numerator === 0n) return 'never';
  return `1 in ${decimalRatio({ numerator: frequency.denominator, denominator: frequency.numerator }, 2)}`;
}

/** A float fraction (a statistic, not money) as "46.6888 %". */
export function percentFloat(fraction: number): string {
  return `${decimalText(fraction * 100, PERCENT_DECIMALS)} %`;
}

/**
 * A float statistic (an SD, an interval end; never money) with `decimals` decimals, rounded
 * half away from zero, written with integer arithmetic like every other figure on the sheet.
 */
export function decimalText(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const sign = value < 0 && scaled > 0 ? '-' : '';
  const whole = Math.floor(scaled / scale);
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(scaled % scale).padStart(decimals, '0')}`;
}
