/**
 * The 40 fixed lines of a 5 × 4 window as the row on each reel (row 0 top), in the order of the
 * EGT 40-line family: the four straight rows first, then the V shapes, the zigzags, the one-step
 * bumps, the flat-topped V's, the diagonals and the two-row jumps. Every line is different
 * (lines.test.ts checks it).
 */
export const MYSTIC_GEM_LINES: readonly (readonly number[])[] = Object.freeze(
  [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
    [3, 3, 3, 3, 3],
    [0, 1, 2, 1, 0],
    [3, 2, 1, 2, 3],
    [1, 2, 3, 2, 1],
    [2, 1, 0, 1, 2],
    [0, 1, 0, 1, 0],
    [1, 0, 1, 0, 1],
    [1, 2, 1, 2, 1],
    [2, 1, 2, 1, 2],
    [2, 3, 2, 3, 2],
    [3, 2, 3, 2, 3],
    [0, 0, 1, 0, 0],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [2, 2, 1, 2, 2],
    [2, 2, 3, 2, 2],
    [3, 3, 2, 3, 3],
    [0, 1, 1, 1, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [2, 1, 1, 1, 2],
    [2, 3, 3, 3, 2],
    [3, 2, 2, 2, 3],
    [0, 0, 1, 2, 3],
    [3, 3, 2, 1, 0],
    [0, 1, 2, 3, 3],
    [3, 2, 1, 0, 0],
    [0, 0, 2, 0, 0],
    [3, 3, 1, 3, 3],
    [1, 1, 3, 1, 1],
    [2, 2, 0, 2, 2],
    [0, 2, 0, 2, 0],
    [3, 1, 3, 1, 3],
    [1, 3, 1, 3, 1],
    [2, 0, 2, 0, 2],
    [0, 3, 0, 3, 0],
    [3, 0, 3, 0, 3],
  ].map((line) => Object.freeze(line)),
);

export const MYSTIC_GEM_LINE_COUNT = MYSTIC_GEM_LINES.length;
