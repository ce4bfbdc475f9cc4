import { totalWeight, type StopWeights, type Strip } from '../../../core/reels';
import { UPPER_SYMBOLS, type UpperSymbol } from './symbols';

/**
 * The upper game's three reels: 16 figures each (the rule), shown 3×3, and a landing weight
 * per stop (out of 1024 per reel), like the lower game's weighted ("virtual") reels.
 *
 * The stop is the strip index on the centre row; the window shows stop − 1, stop, stop + 1.
 * A column line reads one reel's three rows, so it pays only where a strip holds three equal
 * figures in a row: the strips carry such blocks of the low figures (Leaf, Acorn) and of one
 * minigame figure per reel; Golden Gnome, Pot of Gold and Clover never stand three in a row, so
 * they pay only on rows and diagonals.
 *
 * Weights: see docs/games/gnomos-mix-upper.md for the resulting exact figures.
 */
export const UPPER_WEIGHTED_REELS: readonly (readonly (readonly [UpperSymbol, number])[])[] = [
  [
    ['golden-gnome', 150],
    ['leaf', 7],
    ['leaf', 6],
    ['leaf', 18],
    ['clover', 98],
    ['mushroom', 144],
    ['mushroom', 6],
    ['mushroom', 147],
    ['acorn', 160],
    ['flower', 9],
    ['pot-of-gold', 21],
    ['log', 49],
    ['acorn', 23],
    ['acorn', 6],
    ['acorn', 156],
    ['flower', 24],
  ],
  [
    ['golden-gnome', 14],
    ['acorn', 68],
    ['acorn', 12],
    ['acorn', 158],
    ['log', 157],
    ['pot-of-gold', 160],
    ['leaf', 160],
    ['leaf', 6],
    ['leaf', 146],
    ['clover', 8],
    ['flower', 43],
    ['flower', 10],
    ['flower', 58],
    ['mushroom', 6],
    ['log', 11],
    ['clover', 7],
  ],
  [
    ['golden-gnome', 38],
    ['leaf', 154],
    ['leaf', 7],
    ['leaf', 135],
    ['mushroom', 160],
    ['log', 25],
    ['log', 6],
    ['log', 140],
    ['clover', 140],
    ['acorn', 41],
    ['acorn', 8],
    ['acorn', 11],
    ['flower', 56],
    ['pot-of-gold', 9],
    ['mushroom', 11],
    ['clover', 83],
  ],
];

export const UPPER_REEL_COUNT = 3;
export const UPPER_STOPS_PER_REEL = 16;
/** Every reel's weights add up to this: one draw in [0, 1024) per reel. */
export const UPPER_REEL_TOTAL_WEIGHT = 1024;

/** The figures of each reel in strip order (what the renderer draws). */
export const UPPER_REELS: readonly Strip<UpperSymbol>[] = Object.freeze(
  UPPER_WEIGHTED_REELS.map((reel) => Object.freeze(reel.map(([symbol]) => symbol))),
);

/** The landing weight of each stop of each reel. */
export const UPPER_STOP_WEIGHTS: readonly StopWeights[] = Object.freeze(
  UPPER_WEIGHTED_REELS.map((reel) => Object.freeze(reel.map(([, weight]) => weight))),
);

/** Loaded once: a typo in the maths data must stop the cabinet, not skew the return. */
function checkReels(): void {
  if (UPPER_WEIGHTED_REELS.length !== UPPER_REEL_COUNT) throw new Error(`the upper game needs ${UPPER_REEL_COUNT} reels`);
  UPPER_WEIGHTED_REELS.forEach((reel, r) => {
    if (reel.length !== UPPER_STOPS_PER_REEL) throw new Error(`upper reel ${r} has ${reel.length} stops, not ${UPPER_STOPS_PER_REEL}`);
    if (totalWeight(UPPER_STOP_WEIGHTS[r] ?? []) !== UPPER_REEL_TOTAL_WEIGHT) {
      throw new Error(`upper reel ${r} weights do not add up to ${UPPER_REEL_TOTAL_WEIGHT}`);
    }
    for (const symbol of UPPER_SYMBOLS) {
      if (!reel.some(([s]) => s === symbol)) throw new Error(`upper reel ${r} has no ${symbol}`);
    }
  });
}
checkReels();
