/**
 * Each jackpot pool's own books, on its 'jackpot:<pool>' meters:
 *
 *   pool value = seed funding + contributions + reseeds − jackpots won × 10,000
 *
 * (all in micro-euros; a jackpot is paid in whole cents). A pool is the operator's money held for
 * the next winner: it only grows by what the meters say went in, and only shrinks by what was
 * paid. A pool value edited or lost apart from its meters breaks this, like the cash identity.
 */
import type { MeterName } from './meter-names';
import type { AccountingResult, PoolState } from './store-types';

export const MICROS_PER_CENT = 10_000;

export function checkPoolIdentity(pool: string, state: PoolState, meters: Record<MeterName, number>): AccountingResult {
  const paidIn = meters['jackpot-seed-micros'] + meters['jackpot-contributions-micros'] + meters['jackpot-reseed-micros'];
  const paidOut = meters['jackpot-won'] * MICROS_PER_CENT;
  const expected = paidIn - paidOut;
  if (![paidIn, paidOut, expected].every(Number.isSafeInteger)) {
    return { ok: false, detail: `jackpot pool ${pool}: a meter is too large to add up exactly` };
  }
  if (expected === state.micros) return { ok: true };
  return {
    ok: false,
    detail:
      `jackpot pool ${pool}: seed ${meters['jackpot-seed-micros']} + contributions ${meters['jackpot-contributions-micros']} + reseeds ${meters['jackpot-reseed-micros']} ` +
      `− won ${meters['jackpot-won']} cents = ${expected} micros, but the pool holds ${state.micros} micros (difference ${state.micros - expected})`,
  };
}
