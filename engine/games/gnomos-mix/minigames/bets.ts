/**
 * The upper-game bets as the minigames see them: the canonical bet ids are the upper-game
 * module's (engine/games/gnomos-mix/upper/bets.ts); this file adds each bet's minigame range.
 *
 * Each bet's minigame range comes from the rule document (">4 € – 100 €" at 0.20 € + 1, …) with
 * the product decision that 10 € + 50 starts above 100 € (GAMES.md). `unitCents` is the bet's
 * Double-or-Bonuses fraction; the prize tables are written in tenths of it.
 */
import type { UpperBetId } from '../upper/bets';

export { UPPER_BET_IDS, isUpperBetId, type UpperBetId } from '../upper/bets';

export interface MinigameBetRange {
  /** Every minigame prize is strictly above this. */
  readonly minExclusiveCents: number;
  /** The bet's maximum prize: no minigame pays more. */
  readonly maxCents: number;
  /** The bet's prize fraction (4 / 10 / 50 / 100 / 200 / 200 €): the unit of the prize tables. */
  readonly unitCents: number;
}

export const MINIGAME_BET_RANGES: Readonly<Record<UpperBetId, MinigameBetRange>> = {
  '0.20+1': { minExclusiveCents: 400, maxCents: 10_000, unitCents: 400 },
  '1+5': { minExclusiveCents: 1_000, maxCents: 100_000, unitCents: 1_000 },
  '5+25': { minExclusiveCents: 5_000, maxCents: 500_000, unitCents: 5_000 },
  '10+50': { minExclusiveCents: 10_000, maxCents: 1_000_000, unitCents: 10_000 },
  '20+100': { minExclusiveCents: 20_000, maxCents: 2_000_000, unitCents: 20_000 },
  '20+200': { minExclusiveCents: 20_000, maxCents: 2_000_000, unitCents: 20_000 },
};


export { BONUS_VALUE_CENTS } from '../paytable';
