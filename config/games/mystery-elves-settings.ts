/**
 * Mystery Elves as the operator sets it (config `games.mystery-elves`, service menu): the total
 * bets offered and the one a game starts at, the gamble's limit and guesses, whether BUY FEATURE
 * is offered, and the hours after which a round left waiting for the player settles by itself.
 */
export interface MysteryElvesSettings {
  /** Rising, no repeats, whole multiples of 10 c in 0,10–100,00 € (every line pay is whole cents). */
  readonly totalBetsCents: readonly number[];
  readonly defaultTotalBetCents: number;
  /** The gamble takes any win up to this (the rule document: 125.000,00 €). */
  readonly gambleLimitCents: number;
  /** Guesses one gamble may go through, 1–10 (the rule document: 10). */
  readonly gambleAttempts: number;
  /** BUY FEATURE (the Hold and Win for 70× the bet) is offered. */
  readonly buyFeature: boolean;
  /** A win, gamble or Hold and Win left waiting for the player settles by itself after this (the rule document: 120 h). */
  readonly settleAfterHours: number;
}

export const MYSTERY_ELVES_BET_STEP_CENTS = 10;
export const MYSTERY_ELVES_MIN_BET_CENTS = 10;
export const MYSTERY_ELVES_MAX_BET_CENTS = 10_000;
export const MYSTERY_ELVES_GAMBLE_LIMIT_MAX_CENTS = 12_500_000;
export const MYSTERY_ELVES_SETTLE_HOURS = { min: 1, max: 720 } as const;

type Json = Record<string, unknown>;
type Fail = (path: string, message: string) => never;
type Int = (value: unknown, path: string, min: number, max: number) => number;

const KNOWN = ['totalBetsCents', 'defaultTotalBetCents', 'gambleLimitCents', 'gambleAttempts', 'buyFeature', 'settleAfterHours'];

export function parseMysteryElvesSettings(game: Json, fail: Fail, int: Int): MysteryElvesSettings {
  const path = 'games.mystery-elves';
  for (const key of Object.keys(game)) if (!KNOWN.includes(key)) fail(`${path}.${key}`, 'is not a known setting');
  const list = Array.isArray(game.totalBetsCents) ? game.totalBetsCents : fail(`${path}.totalBetsCents`, 'must be a list');
  if (list.length === 0) fail(`${path}.totalBetsCents`, 'must offer at least one total bet');
  const bets = list.map((b, i) => {
    const cents = int(b, `${path}.totalBetsCents[${i}]`, MYSTERY_ELVES_MIN_BET_CENTS, MYSTERY_ELVES_MAX_BET_CENTS);
    if (cents % MYSTERY_ELVES_BET_STEP_CENTS !== 0) fail(`${path}.totalBetsCents[${i}]`, `(${cents}) must be a whole multiple of 10 cents (a whole-cent bet on each of 10 lines)`);
    return cents;
  });
  bets.forEach((c, i) => {
    if (i > 0 && c <= (bets[i - 1] as number)) fail(`${path}.totalBetsCents`, `must be in rising order without repeats, got ${bets.join(', ')}`);
  });
  const defaultBet = int(game.defaultTotalBetCents, `${path}.defaultTotalBetCents`, MYSTERY_ELVES_MIN_BET_CENTS, MYSTERY_ELVES_MAX_BET_CENTS);
  if (!bets.includes(defaultBet)) fail(`${path}.defaultTotalBetCents`, `(${defaultBet}) must be one of the total bets ${bets.join(', ')}`);
  if (typeof game.buyFeature !== 'boolean') fail(`${path}.buyFeature`, 'must be true or false');
  return {
    totalBetsCents: bets,
    defaultTotalBetCents: defaultBet,
    gambleLimitCents: int(game.gambleLimitCents, `${path}.gambleLimitCents`, 0, MYSTERY_ELVES_GAMBLE_LIMIT_MAX_CENTS),
    gambleAttempts: int(game.gambleAttempts, `${path}.gambleAttempts`, 1, 10),
    buyFeature: game.buyFeature as boolean,
    settleAfterHours: int(game.settleAfterHours, `${path}.settleAfterHours`, MYSTERY_ELVES_SETTLE_HOURS.min, MYSTERY_ELVES_SETTLE_HOURS.max),
  };
}
