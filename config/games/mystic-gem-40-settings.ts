/**
 * 40 Mystic Gem as the operator sets it (config `games.mystic-gem-40`, service menu): the total
 * bets offered, the double up's limits, the largest stake a bought game may cost, and each
 * Jackpot Cards level's reset value and share of every stake.
 */
export interface MysticGemJackpotLevelSetting {
  /** The level's value after a win (its seed), in whole cents. */
  readonly seedCents: number;
  /** Share of every stake added to the level, in basis points (on top of the wager, funded by the cabinet). */
  readonly contributionBp: number;
}

export interface MysticGemSettings {
  /** Rising, no repeats, whole multiples of 40 c in 0,40–50,00 € (a whole-cent line bet on 40 lines). */
  readonly totalBetsCents: readonly number[];
  readonly defaultTotalBetCents: number;
  /** The double up takes wins up to this (the rule document: 42,00 €). */
  readonly gambleLimitCents: number;
  /** Double-up attempts per win, 1–5. */
  readonly gambleAttempts: number;
  /** A buy is offered at a bet only when its price × the bet is at most this. */
  readonly maxBoughtStakeCents: number;
  /** Clubs, Diamonds, Hearts, Spades (lowest first). */
  readonly jackpotCards: readonly MysticGemJackpotLevelSetting[];
}

export const MYSTIC_GEM_BET_STEP_CENTS = 40;
export const MYSTIC_GEM_MIN_BET_CENTS = 40;
export const MYSTIC_GEM_MAX_BET_CENTS = 5000;
const GAMBLE_LIMIT_MAX_CENTS = 1_000_000;
/** The Jackpot Cards trigger is a chance of 1 in 4,000 € staked: a bought game must stay below 4,000 € (chance < 1). */
const BOUGHT_STAKE_MAX_CENTS = 399_960;
const SEED_MAX_CENTS = 100_000_000;
const CONTRIBUTION_MAX_BP = 200;

type Json = Record<string, unknown>;
type Fail = (path: string, message: string) => never;
type Int = (value: unknown, path: string, min: number, max: number) => number;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseMysticGemSettings(game: Json, fail: Fail, int: Int): MysticGemSettings {
  const path = 'games.mystic-gem-40';
  const known = ['totalBetsCents', 'defaultTotalBetCents', 'gambleLimitCents', 'gambleAttempts', 'maxBoughtStakeCents', 'jackpotCards'];
  for (const key of Object.keys(game)) if (!known.includes(key)) fail(`${path}.${key}`, 'is not a known setting');
  const list = Array.isArray(game.totalBetsCents) ? game.totalBetsCents : fail(`${path}.totalBetsCents`, 'must be a list');
  if (list.length === 0) fail(`${path}.totalBetsCents`, 'must offer at least one total bet');
  const bets = list.map((b, i) => {
    const cents = int(b, `${path}.totalBetsCents[${i}]`, MYSTIC_GEM_MIN_BET_CENTS, MYSTIC_GEM_MAX_BET_CENTS);
    if (cents % MYSTIC_GEM_BET_STEP_CENTS !== 0) fail(`${path}.totalBetsCents[${i}]`, `(${cents}) must be a whole multiple of 40 cents (a whole-cent bet on each of 40 lines)`);
    return cents;
  });
  bets.forEach((c, i) => {
    if (i > 0 && c <= (bets[i - 1] as number)) fail(`${path}.totalBetsCents`, `must be in rising order without repeats, got ${bets.join(', ')}`);
  });
  const defaultBet = int(game.defaultTotalBetCents, `${path}.defaultTotalBetCents`, MYSTIC_GEM_MIN_BET_CENTS, MYSTIC_GEM_MAX_BET_CENTS);
  if (!bets.includes(defaultBet)) fail(`${path}.defaultTotalBetCents`, `(${defaultBet}) must be one of the total bets ${bets.join(', ')}`);
  const levelsRaw = Array.isArray(game.jackpotCards) ? game.jackpotCards : fail(`${path}.jackpotCards`, 'must be a list of four levels');
  if (levelsRaw.length !== 4) fail(`${path}.jackpotCards`, `must have the four levels (clubs, diamonds, hearts, spades), got ${levelsRaw.length}`);
  const jackpotCards = levelsRaw.map((raw, i) => {
    const level = isObject(raw) ? raw : fail(`${path}.jackpotCards[${i}]`, 'must be an object');
    for (const key of Object.keys(level)) if (key !== 'seedCents' && key !== 'contributionBp') fail(`${path}.jackpotCards[${i}].${key}`, 'is not a known setting');
    return {
      seedCents: int(level.seedCents, `${path}.jackpotCards[${i}].seedCents`, 0, SEED_MAX_CENTS),
      contributionBp: int(level.contributionBp, `${path}.jackpotCards[${i}].contributionBp`, 0, CONTRIBUTION_MAX_BP),
    };
  });
  return {
    totalBetsCents: bets,
    defaultTotalBetCents: defaultBet,
    gambleLimitCents: int(game.gambleLimitCents, `${path}.gambleLimitCents`, 0, GAMBLE_LIMIT_MAX_CENTS),
    gambleAttempts: int(game.gambleAttempts, `${path}.gambleAttempts`, 1, 5),
    maxBoughtStakeCents: int(game.maxBoughtStakeCents, `${path}.maxBoughtStakeCents`, 0, BOUGHT_STAKE_MAX_CENTS),
    jackpotCards,
  };
}
