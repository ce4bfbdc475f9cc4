import type { DrawRecorder } from '../../../core/rng';
import { BONUS_VALUE_CENTS } from '../paytable';

/**
 * Cash turned into bonuses (GAMES.md: "1 bonus ≈ 0.80 €, the remainder is rounded randomly"):
 * floor(cents / 80) bonuses, plus one more with probability remainder / 80. The extra bonus is
 * decided by one recorded draw `drawInt(80)`: value < remainder gives it. An exact multiple of
 * 80 needs no draw. The expected number of bonuses is exactly cents / 80, so a conversion
 * neither adds nor removes value at 0.80 € a bonus.
 */
export function convertToBonuses(cents: number, recorder: DrawRecorder): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cannot convert ${String(cents)} cents to bonuses`);
  const whole = Math.floor(cents / BONUS_VALUE_CENTS);
  const remainder = cents % BONUS_VALUE_CENTS;
  if (remainder === 0) return whole;
  return recorder.int(BONUS_VALUE_CENTS) < remainder ? whole + 1 : whole;
}
