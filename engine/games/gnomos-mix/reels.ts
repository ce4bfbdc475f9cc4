import { totalWeight, type StopWeights, type Strip } from '../../core/reels';
import { GNOMOS_SYMBOLS, type GnomosSymbol } from './symbols';

/**
 * The lower game's three reels: 16 figures each (the rule), and a landing weight per stop.
 *
 * Why weighted ("virtual") reels: with 16 equally likely stops this paytable cannot give a
 * plain-spin return of 40–60 %. One Bonus figure on one strip lands exactly one Bonus on the
 * line 1 spin in 16, and 1 bonus (0.80 €) is 4× the bet at every bet: 25 % of return alone.
 * A possible 3 Blue is at least 1 in 4096 at 1000× (24.4 % at 1 € and above), 3 Red, which
 * must be commoner than 3 Blue, adds ≥ 9.8 % and 3 Green ≥ 1 %: over 60 % before any fruit,
 * with a hit frequency near 7 %. Bonus on all three strips (needed for 2 and 3 Bonus) would
 * give ≥ 75 % from bonuses alone. Weights (each stop lands with probability weight / 1024)
 * set the maths while every strip still shows its 16 figures and an advance still moves one
 * figure. docs/games/gnomos-mix.md has the resulting figures.
 *
 * Shape: reel 1 is mostly Red Diamonds, reels 2 and 3 mostly Green Diamonds, so "any 3
 * Diamonds" (the 2× bread-and-butter prize that opens the Up-Nothing ladder) is common while
 * three of one colour stays rare; Blue is thin on every reel. Plums are the common fruit and
 * give most of the "two equal figures" hold candidates. Rare figures sit between light stops
 * so they do not show just off the line much more often than their weight earns.
 *
 * These strips stay fixed from now on; later features are tuned on top of them.
 */
export const LOWER_WEIGHTED_REELS: readonly (readonly (readonly [GnomosSymbol, number])[])[] = [
  [
    ['red-diamond', 128],
    ['plum', 52],
    ['bell', 62],
    ['red-diamond', 128],
    ['lemon', 66],
    ['plum', 51],
    ['red-diamond', 127],
    ['orange', 70],
    ['grape', 74],
    ['red-diamond', 127],
    ['plum', 51],
    ['window', 30],
    ['bonus', 17],
    ['blue-diamond', 10],
    ['green-diamond', 1],
    ['window', 30],
  ],
  [
    ['green-diamond', 117],
    ['grape', 74],
    ['plum', 66],
    ['green-diamond', 116],
    ['window', 30],
    ['red-diamond', 2],
    ['blue-diamond', 10],
    ['bonus', 17],
    ['window', 30],
    ['green-diamond', 116],
    ['lemon', 66],
    ['plum', 66],
    ['bell', 62],
    ['green-diamond', 116],
    ['orange', 70],
    ['plum', 66],
  ],
  [
    ['green-diamond', 117],
    ['orange', 70],
    ['plum', 66],
    ['bell', 62],
    ['green-diamond', 116],
    ['plum', 66],
    ['window', 30],
    ['bonus', 17],
    ['red-diamond', 3],
    ['blue-diamond', 10],
    ['window', 30],
    ['green-diamond', 116],
    ['lemon', 66],
    ['grape', 74],
    ['green-diamond', 116],
    ['plum', 65],
  ],
];

export const LOWER_REEL_COUNT = 3;
export const LOWER_STOPS_PER_REEL = 16;
/** Every reel's weights add up to this: one draw in [0, 1024) per reel. */
export const LOWER_REEL_TOTAL_WEIGHT = 1024;

/** The figures of each reel in strip order: what the renderer draws (the view's `reels`). */
export const LOWER_REELS: readonly Strip<GnomosSymbol>[] = Object.freeze(
  LOWER_WEIGHTED_REELS.map((reel) => Object.freeze(reel.map(([symbol]) => symbol))),
);

/** The landing weight of each stop of each reel. */
export const LOWER_STOP_WEIGHTS: readonly StopWeights[] = Object.freeze(
  LOWER_WEIGHTED_REELS.map((reel) => Object.freeze(reel.map(([, weight]) => weight))),
);

/**
 * Where the reels stand before the first game: three different fruits on the line (Lemon,
 * Grape, Orange), so no prize and no pair is shown, with a row of Diamonds above and of Plums
 * below to show off the paytable.
 */
export const LOWER_START_STOPS: readonly [number, number, number] = Object.freeze([4, 1, 1] as const);

/** Loaded once: a typo in the maths data must stop the cabinet, not skew the return. */
function checkReels(): void {
  if (LOWER_WEIGHTED_REELS.length !== LOWER_REEL_COUNT) throw new Error(`the lower game needs ${LOWER_REEL_COUNT} reels`);
  LOWER_WEIGHTED_REELS.forEach((reel, r) => {
    if (reel.length !== LOWER_STOPS_PER_REEL) throw new Error(`lower reel ${r} has ${reel.length} stops, not ${LOWER_STOPS_PER_REEL}`);
    const weights = LOWER_STOP_WEIGHTS[r] ?? [];
    if (totalWeight(weights) !== LOWER_REEL_TOTAL_WEIGHT) throw new Error(`lower reel ${r} weights do not add up to ${LOWER_REEL_TOTAL_WEIGHT}`);
    for (const symbol of GNOMOS_SYMBOLS) {
      // Every figure on every reel: every three-of-a-kind, 3 Bonus and 3 Window can happen.
      if (!reel.some(([s]) => s === symbol)) throw new Error(`lower reel ${r} has no ${symbol}`);
    }
  });
}
checkReels();
