import type { LowerBetCents } from '../bets';
import { LOWER_PAYTABLE, prizeCents, type LowerPrizeId } from '../paytable';

/**
 * The prize ladder of a bet (GAMES.md): the cash rows of its paytable column, ascending.
 * Rung 0 is "any 3 Diamonds" (the Up-Nothing rung), rungs 1–5 Plum to Bell (Up-Bonus), rungs
 * 6–7 Green and Red Diamond (the seesaw) and rung 8 Blue Diamond (the maximum prize).
 */
export const LADDER_PRIZE_IDS = [
  'any-3-diamonds',
  '3-plum',
  '3-grape',
  '3-orange',
  '3-lemon',
  '3-bell',
  '3-green-diamond',
  '3-red-diamond',
  '3-blue-diamond',
] as const satisfies readonly LowerPrizeId[];

export type LadderPrizeId = (typeof LADDER_PRIZE_IDS)[number];

/** Rung index 0..8. */
export type LadderRung = number;

export const ANY_DIAMONDS_RUNG = 0;
export const PLUM_RUNG = 1;
export const BELL_RUNG = 5;
export const GREEN_RUNG = 6;
export const RED_RUNG = 7;
export const BLUE_RUNG = 8;
export const LADDER_LENGTH = LADDER_PRIZE_IDS.length;

export function isLadderRung(rung: unknown): rung is LadderRung {
  return typeof rung === 'number' && Number.isInteger(rung) && rung >= 0 && rung < LADDER_LENGTH;
}

export function isLadderPrizeId(id: unknown): id is LadderPrizeId {
  return typeof id === 'string' && (LADDER_PRIZE_IDS as readonly string[]).includes(id);
}

export function rungOfPrize(id: LadderPrizeId): LadderRung {
  return LADDER_PRIZE_IDS.indexOf(id);
}

export function prizeOfRung(rung: LadderRung): LadderPrizeId {
  const id = LADDER_PRIZE_IDS[rung];
  if (id === undefined) throw new RangeError(`no ladder rung ${String(rung)}`);
  return id;
}

const ladders = new Map<LowerBetCents, readonly number[]>();

/** The bet's ladder in cents, rung 0 first (read from LOWER_PAYTABLE, never retyped). */
export function prizeLadderCents(bet: LowerBetCents): readonly number[] {
  const known = ladders.get(bet);
  if (known) return known;
  const ladder = LADDER_PRIZE_IDS.map((id) => {
    const row = LOWER_PAYTABLE.find((r) => r.id === id);
    const cents = row ? prizeCents(row.pays[bet]) : 0;
    if (cents <= 0) throw new Error(`ladder rung ${id} pays no cash at bet ${bet}`);
    return cents;
  });
  for (let i = 1; i < ladder.length; i += 1) {
    if ((ladder[i] ?? 0) <= (ladder[i - 1] ?? 0)) throw new Error(`the ladder at bet ${bet} does not rise at rung ${i}`);
  }
  const frozen = Object.freeze(ladder);
  ladders.set(bet, frozen);
  return frozen;
}

/** The cash value of a rung at a bet. */
export function rungCents(bet: LowerBetCents, rung: LadderRung): number {
  const cents = prizeLadderCents(bet)[rung];
  if (cents === undefined) throw new RangeError(`no ladder rung ${String(rung)}`);
  return cents;
}
