/**
 * The 10 fixed lines of the 5 × 3 window as the row on each reel (row 0 top), in the order of the
 * classic 10-line family: the three straight rows, the V and the inverted V, the two flat-bottomed
 * bowls, then the two diagonal steps and the zigzag. Every line is different (lines.test.ts).
 */
export const MYSTERY_ELVES_LINES: readonly (readonly number[])[] = Object.freeze(
  [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 2, 1, 0, 1],
  ].map((line) => Object.freeze(line)),
);

export const MYSTERY_ELVES_LINE_COUNT = MYSTERY_ELVES_LINES.length;
