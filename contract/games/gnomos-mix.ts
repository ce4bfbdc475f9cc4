/**
 * Gnomos Mix Golden Edition as the display sees it: the lower and upper games, ladders,
 * cauldrons, minigames and Double-or-Bonuses. Pure: both sides compile this file.
 */
/** Symbols of the Gnomos Mix lower game, named as the rule document names them. */
export const GNOMOS_SYMBOLS = [
  'blue-diamond',
  'red-diamond',
  'green-diamond',
  'bell',
  'lemon',
  'orange',
  'grape',
  'plum',
  'bonus',
  'window',
] as const;
export type GnomosSymbol = (typeof GNOMOS_SYMBOLS)[number];

/** Reel index under an ADVANCE/HOLD button, left to right. */
export type ReelIndex = 0 | 1 | 2;

export interface PaytableRow {
  readonly id: string;
  /** The figures that make the prize, for drawing the row. */
  readonly symbols: readonly GnomosSymbol[];
  /** Short rule-book name, e.g. "3 Bell", "any 3 Diamonds", "2 Bonus". */
  readonly label: string;
  /** Prize for each bet (key: bet in cents): cash in cents or a number of bonuses. */
  readonly pays: Readonly<Record<string, { readonly cents: number } | { readonly bonuses: number }>>;
}

export interface GnomosSpinView {
  readonly roundId: number;
  /** Reel stop of each reel: the strip index on the centre (prize) line. */
  readonly stops: readonly [number, number, number];
  readonly creditsBeforeCents: number;
  readonly stakeCents: number;
  readonly winCents: number;
  readonly bonusesWon: number;
  /** The paytable row on the line, or null. */
  readonly prizeId: string | null;
  /** How the line came: a paid spin, the free held game, advances spent, the Extra Spin. */
  readonly origin: 'spin' | 'held' | 'advance' | 'extra';
  /** Reels that did not spin (held). */
  readonly held: readonly [boolean, boolean, boolean];
}

/** The prize ladder of the lower game (its paytable column, any 3 Diamonds → Blue Diamond). */
export interface LadderView {
  readonly game: 'up-nothing' | 'up-bonus' | 'seesaw';
  /** 0 any 3 Diamonds, 1 Plum … 5 Bell, 6 Green, 7 Red, 8 Blue Diamond. */
  readonly rung: number;
  /** The paytable row of the rung. */
  readonly prizeId: string;
  readonly prizeCents: number;
  /** The bet's ladder in cents, rung 0 first (the lights of the paytable). */
  readonly ladderCents: readonly number[];
  /** The last risk taken on this ladder, or null before the first. */
  readonly lastRisk: { readonly won: boolean; readonly from: string } | null;
  readonly autoRisk: boolean;
}

/** How the last ladder of the round ended (shown until the next round starts). */
export type LadderEndView =
  | { readonly kind: 'collected' | 'maximum'; readonly cents: number }
  | { readonly kind: 'bonuses'; readonly fromCents: number; readonly bonuses: number }
  | { readonly kind: 'nothing'; readonly lostCents: number };

export interface CauldronsView {
  /** The prize under each lid in cents: all three once a lid is lifted, null while hidden. */
  readonly lids: readonly [number | null, number | null, number | null];
  /** The prizes shown before they were hidden under the lids (the rule's animation). */
  readonly shownCents: readonly [number, number, number];
  readonly highlighted: 0 | 1 | 2;
  readonly picked: 0 | 1 | 2 | null;
}

export interface LowerGameView {
  /** The lower round's state: 'ready', 'holdOffered', 'advancing', 'cauldrons', 'ladder'. */
  readonly phase: string;
  readonly betCents: number;
  readonly bets: readonly { readonly cents: number; readonly enabled: boolean }[];
  /** The three reel strips, in strip order (static for a game). */
  readonly reels: readonly (readonly GnomosSymbol[])[];
  /** The stops the reels stand on now. */
  readonly stops: readonly [number, number, number];
  readonly lastSpin: GnomosSpinView | null;
  readonly paytable: readonly PaytableRow[];
  /** Reels held for the free held game (all false when none is pending). */
  readonly held: readonly [boolean, boolean, boolean];
  /** A free held game waits for PLAY (the bet is locked). */
  readonly heldGamePending: boolean;
  /** Advances left to spend (0 outside `advancing`). */
  readonly advancesLeft: number;
  /** The last line came from an Extra Spin: the logo shows. */
  readonly extraSpin: boolean;
  readonly ladder: LadderView | null;
  readonly ladderEnd: LadderEndView | null;
  readonly cauldrons: CauldronsView | null;
  /** The PRIZE indicator: the prize at stake or just won in the round, in cents. */
  readonly prizeCents: number;
}

export interface UpperBetView {
  readonly id: string;
  readonly cashCents: number;
  readonly bonuses: number;
  readonly maxPrizeCents: number;
  readonly fractionCents: number;
  readonly enabled: boolean;
}

export interface UpperPaytableRowView {
  readonly id: string;
  readonly symbol: string;
  readonly label: string;
  /** Prize per bet id in cents. */
  readonly pays: Readonly<Record<string, number>>;
  /** Three of this figure may start a minigame. */
  readonly minigame: boolean;
}

export interface UpperSpinView {
  readonly roundId: number;
  readonly stops: readonly [number, number, number];
  readonly stakeCents: number;
  readonly stakeBonuses: number;
  readonly lineWins: readonly { readonly line: number; readonly lineId: string; readonly prizeId: string; readonly cents: number }[];
  /** The spin's prize (capped at the bet's maximum). */
  readonly totalCents: number;
  /** The minigame the spin started, or null. */
  readonly minigame: MinigameKindView | null;
}

export type MinigameKindView = 'strawberry' | 'three-choices' | 'find-prizes' | 'treasure';

export interface MinigameTileView {
  /** What a touch sends as PICK index. */
  readonly index: number;
  readonly state: 'hidden' | 'open' | 'discarded';
  /** What the tile shows once open (or always, for prizes shown before hiding). */
  readonly content: { readonly kind: 'prize'; readonly cents: number } | { readonly kind: 'stop' } | { readonly kind: 'stopx2' } | null;
  /** PLAY (and AUTO-PLAY) would open this one. */
  readonly highlighted: boolean;
}

export interface MinigameView {
  readonly kind: MinigameKindView;
  /** The minigame machine's state, e.g. 'picking', 'offered', 'done'. */
  readonly phase: string;
  readonly tiles: readonly MinigameTileView[];
  /** Picks the sign still allows (Strawberry), 1 for the one-pick games, null when unlimited. */
  readonly picksLeft: number | null;
  /** The PRIZE counter inside the minigame. */
  readonly accumulatedCents: number;
  /** Three Choices: the coins on offer now. */
  readonly offer: { readonly cents: number; readonly bonuses: number; readonly discardsLeft: number } | null;
  /** Prizes shown before they were hidden (Strawberry's baskets, the Treasure's nine). */
  readonly shownCents: readonly number[];
  readonly result: { readonly cents: number; readonly bonuses: number } | null;
}

export interface DoubleOrBonusesView {
  readonly prizeCents: number;
  readonly fractions: readonly number[];
  readonly fractionIndex: number;
  /** The fraction in play after its doubles. */
  readonly currentCents: number;
  readonly doubles: number;
  readonly remainingCents: number;
  readonly bankedCents: number;
  readonly bonusesWon: number;
  readonly maxPrizeCents: number;
  readonly autoRisk: boolean;
  /** Why it ended, or null while it runs. */
  readonly endReason: string | null;
}

export interface UpperGameView {
  /** The upper round's state: 'ready', 'minigame', 'doubleOrBonuses'. */
  readonly phase: string;
  readonly betId: string;
  readonly bets: readonly UpperBetView[];
  readonly reels: readonly (readonly string[])[];
  readonly stops: readonly [number, number, number];
  readonly lastSpin: UpperSpinView | null;
  readonly paytable: readonly UpperPaytableRowView[];
  /** The 8 lines as [reel, row] cells (row 0 top), for drawing them. */
  readonly lines: readonly { readonly id: string; readonly cells: readonly (readonly [number, number])[] }[];
  readonly minigame: MinigameView | null;
  readonly doubleOrBonuses: DoubleOrBonusesView | null;
  /** The PRIZE indicator. */
  readonly prizeCents: number;
}

export interface GnomosView {
  readonly game: 'gnomos-mix';
  /** The game in play. */
  readonly active: 'lower' | 'upper';
  /** The whole machine's state, e.g. 'lower.ladder', 'upper.minigame'. */
  readonly phase: string;
  /** AUTO-PLAY games left (0: off). */
  readonly autoPlay: number;
  readonly autoRisk: boolean;
  readonly autoAdvances: boolean;
  /** GAME CHANGE would be taken now. */
  readonly canGameChange: boolean;
  readonly lower: LowerGameView;
  readonly upper: UpperGameView;
}

/** The game's view as Gnomos Mix's, for code that only runs with Gnomos in front (tests, its screen). */
export function asGnomosView(game: { readonly game: string }): GnomosView {
  if (game.game !== 'gnomos-mix') throw new Error(`expected Gnomos Mix in front, got ${game.game}`);
  return game as GnomosView;
}
