/**
 * 40 Mystic Gem's Jackpot Cards (docs/games/mystic-gem-40-jackpot-cards.md): the four levels,
 * their default reset values and contribution rates (operator settings), the trigger chance per
 * euro staked and the weighted table of 12-card suit compositions. The mechanics are the shared
 * engine/features/jackpot-cards.ts; the pools are engine/features/jackpot-pool.ts's micro-euros.
 *
 * Per trigger (exact, `MYSTIC_GEM_JACKPOT_ODDS`): Clubs 70003/115500 (≈ 60.61 %), Diamonds
 * 33989/115500 (≈ 29.43 %), Hearts 126/1375 (≈ 9.16 %, 1 in 10.9), Spades 1/125 (0.8 %).
 * Triggers come at 1 per 4,000 € staked; with the defaults below the Jackpot Cards return
 * 1.4145 % of the stakes (contributions 0.65 % + reset values 0.7645 %) on top of the game's
 * 96.08 %.
 */
import {
  levelOddsExact,
  validateJackpotCardsTable,
  type Fraction,
  type JackpotCardsTable,
  type LevelOdds,
} from '../../features/jackpot-cards';
import { contributionMicros, MICROS_PER_CENT } from '../../features/jackpot-pool';

export type JackpotSuit = 'clubs' | 'diamonds' | 'hearts' | 'spades';

export interface MysticGemJackpotLevel {
  /** The pool's id in the cabinet's store and journal. */
  readonly id: string;
  readonly name: string;
  readonly suit: JackpotSuit;
  /** 1 (lowest) … 4 (highest); the feature's level index is `level − 1`. */
  readonly level: number;
}

/** Level order = the feature's level indices: 0 clubs … 3 spades. */
export const MYSTIC_GEM_JACKPOT_LEVELS: readonly MysticGemJackpotLevel[] = Object.freeze([
  Object.freeze({ id: 'mystic-gem-40:clubs', name: 'Clubs', suit: 'clubs', level: 1 }),
  Object.freeze({ id: 'mystic-gem-40:diamonds', name: 'Diamonds', suit: 'diamonds', level: 2 }),
  Object.freeze({ id: 'mystic-gem-40:hearts', name: 'Hearts', suit: 'hearts', level: 3 }),
  Object.freeze({ id: 'mystic-gem-40:spades', name: 'Spades', suit: 'spades', level: 4 }),
] as const);

/** One level's operator settings. */
export interface JackpotLevelSettings {
  /** The reset (seed) value: what the level starts at and is topped back up to after a win. */
  readonly seedCents: number;
  /**
   * The share of every stake added to the level, in basis points (10 bp = 0.10 %): on top of the
   * wager, funded by the cabinet, never deducted from the player's stake. stakeCents × bp is
   * exact in micro-euros (contributionMicros).
   */
  readonly contributionBp: number;
}

/**
 * The defaults: reset values 10 / 25 / 100 / 1,000 € and contributions 0.10 / 0.15 / 0.15 /
 * 0.25 % (0.65 % in all). Average prize at the defaults (reset value + contributions between two
 * hits): about 16.60 / 45.39 / 165.48 / 2,250.00 €.
 */
export const DEFAULT_JACKPOT_CARDS_SETTINGS: readonly JackpotLevelSettings[] = Object.freeze([
  Object.freeze({ seedCents: 10_00, contributionBp: 10 }),
  Object.freeze({ seedCents: 25_00, contributionBp: 15 }),
  Object.freeze({ seedCents: 100_00, contributionBp: 15 }),
  Object.freeze({ seedCents: 1_000_00, contributionBp: 25 }),
]);

/**
 * The trigger chance per euro staked: 1 in 4,000 € (a 1 € game 1 in 4,000, a 50 € game 1 in
 * 80). Chosen so that the largest stake the game takes — a bought 3-WILD game at 71.5 × 50 € =
 * 3,575 € — stays a chance below 1 (0.894); `jackpotCardsTriggered` throws above
 * `MYSTIC_GEM_JACKPOT_MAX_STAKE_CENTS`.
 */
export const MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO: Fraction = Object.freeze({ num: 1n, den: 4000n });

/** The largest stake whose trigger chance is at most 1: 4,000 €. */
export const MYSTIC_GEM_JACKPOT_MAX_STAKE_CENTS = Number((100n * MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO.den) / MYSTIC_GEM_JACKPOT_CHANCE_PER_EURO.num);

/**
 * The 12-card suit compositions [clubs, diamonds, hearts, spades] and their weights (of 1,000).
 * A suit with fewer than 3 cards cannot win that deal: spades can be won only from 3/3/3/3
 * (3.2 % of deals, 1 in 4 there: 1 in 125 triggers); hearts from 4/4/3/1, 4/3/3/2 and 3/3/3/3.
 *
 *   composition   weight   clubs     diamonds  hearts    spades    (chance within the deal)
 *   6/3/2/1         200    37/42     5/42      –         –
 *   5/4/2/1         318    9/14      5/14      –         –
 *   4/4/3/1         250    971/2310  971/2310  184/1155  –
 *   4/3/3/2         200    59/105    23/105    23/105    –
 *   3/3/3/3          32    1/4       1/4       1/4       1/4
 */
export const MYSTIC_GEM_JACKPOT_TABLE: JackpotCardsTable = Object.freeze({
  match: 3,
  compositions: Object.freeze([
    Object.freeze({ counts: Object.freeze([6, 3, 2, 1]), weight: 200 }),
    Object.freeze({ counts: Object.freeze([5, 4, 2, 1]), weight: 318 }),
    Object.freeze({ counts: Object.freeze([4, 4, 3, 1]), weight: 250 }),
    Object.freeze({ counts: Object.freeze([4, 3, 3, 2]), weight: 200 }),
    Object.freeze({ counts: Object.freeze([3, 3, 3, 3]), weight: 32 }),
  ]),
});

/** Checked at load: a level that can never be won, or a deal without a winner, is an error here. */
validateJackpotCardsTable(MYSTIC_GEM_JACKPOT_TABLE);
checkSettings(DEFAULT_JACKPOT_CARDS_SETTINGS);

/** Each level's exact chance per trigger (computed once, at load). */
export const MYSTIC_GEM_JACKPOT_ODDS: readonly LevelOdds[] = Object.freeze(levelOddsExact(MYSTIC_GEM_JACKPOT_TABLE));

/**
 * Checks operator settings: one entry per level, reset values whole cents ≥ 1, contributions
 * whole basis points 0..10000. RangeError naming the level otherwise.
 */
export function checkSettings(settings: readonly JackpotLevelSettings[]): readonly JackpotLevelSettings[] {
  if (settings.length !== MYSTIC_GEM_JACKPOT_LEVELS.length) throw new RangeError(`jackpot cards settings: ${MYSTIC_GEM_JACKPOT_LEVELS.length} levels expected, got ${settings.length}`);
  settings.forEach((s, i) => {
    const name = MYSTIC_GEM_JACKPOT_LEVELS[i]?.name ?? String(i);
    if (!Number.isSafeInteger(s.seedCents) || s.seedCents < 1) throw new RangeError(`jackpot cards ${name}: reset value must be whole cents ≥ 1, got ${s.seedCents}`);
    if (!Number.isSafeInteger(s.contributionBp) || s.contributionBp < 0 || s.contributionBp > 10_000) throw new RangeError(`jackpot cards ${name}: contribution must be 0..10000 basis points, got ${s.contributionBp}`);
  });
  return settings;
}

/** What one stake adds to each level, in micro-euros (exact). Bonus Spin Mode adds nothing: the caller does not call this. */
export function jackpotCardsContributionsMicros(stakeCents: number, settings: readonly JackpotLevelSettings[] = DEFAULT_JACKPOT_CARDS_SETTINGS): number[] {
  return checkSettings(settings).map((s) => contributionMicros(stakeCents, s.contributionBp));
}

/** The levels at their reset values, in micro-euros (a new cabinet, or after a RAM clear). */
export function jackpotCardsSeedPoolsMicros(settings: readonly JackpotLevelSettings[] = DEFAULT_JACKPOT_CARDS_SETTINGS): number[] {
  return checkSettings(settings).map((s) => s.seedCents * MICROS_PER_CENT);
}
