/**
 * The reel strips (circular, read top to bottom; a stop shows rows stop … stop + 2): the base set
 * and the BUY set, and the respins' cell reel. STRIPS_TEXT is generated data (par/tune.ts, seeded;
 * docs/games/mystery-elves-maths.md tells how it was tuned); the rules it must keep are checked
 * when the module loads, so a bad edit cannot reach a cabinet:
 * - five strips of 30–80 stops per set, every symbol a Mystery Elves symbol;
 * - any two SCATTERs stand at least 3 stops apart, so a reel window shows at most one;
 * - every base strip holds BONUS, and each set can show 6 or more on one window.
 * BONUS stands in stacks of 1–3 (a window can show up to 3 on one reel, which is how 6 of 15 can
 * land), two stacks at least 2 stops apart: the layout the tuner keeps and its count-only return
 * formula assumes (par/tune.test.ts checks these strips against it; the exact maths needs neither).
 */
import type { ElvesMode } from './maths';
import { BONUS, MYSTERY_ELVES_SYMBOL_NAMES, SCATTER, symbolIndex, type ElvesSymbol } from './symbols';

const STRIPS_TEXT: Readonly<Record<ElvesMode, readonly string[]>> = {
  base: [
    'HOLLY GIFT BONUS BONUS BONUS HOLLY WILD REINDEER ELF GIFT CANDY HOLLY ELF BONUS BONUS GIFT REINDEER CANDY REINDEER CANDY BELL CANDY HOLLY GIFT ELF GIFT BELL CANDY GIFT WILD CANDY BELL ELF BELL HOLLY BELL SANTA HOLLY GIFT SANTA REINDEER BELL REINDEER BELL HOLLY REINDEER CANDY BELL REINDEER SCATTER CANDY HOLLY GIFT SANTA HOLLY CANDY REINDEER SANTA',
    'SANTA REINDEER SCATTER BONUS BONUS BONUS GIFT CANDY BELL CANDY WILD GIFT BELL REINDEER GIFT SANTA BELL SANTA BONUS REINDEER SCATTER CANDY HOLLY CANDY HOLLY CANDY ELF GIFT WILD HOLLY ELF GIFT CANDY HOLLY GIFT HOLLY GIFT HOLLY ELF HOLLY REINDEER BELL SANTA BELL REINDEER BONUS ELF REINDEER ELF REINDEER HOLLY BONUS SANTA CANDY BELL HOLLY CANDY BELL GIFT BELL',
    'CANDY WILD REINDEER HOLLY REINDEER GIFT BONUS BELL ELF HOLLY SCATTER ELF GIFT SANTA CANDY HOLLY BELL SANTA WILD HOLLY REINDEER HOLLY BELL HOLLY GIFT BELL CANDY REINDEER BELL HOLLY CANDY GIFT BELL GIFT CANDY BONUS CANDY WILD ELF SANTA CANDY ELF SANTA REINDEER GIFT SCATTER GIFT REINDEER BELL SCATTER BELL CANDY ELF HOLLY',
    'BONUS BONUS BONUS WILD BELL WILD SANTA REINDEER WILD BONUS BONUS CANDY WILD ELF SCATTER HOLLY REINDEER BELL GIFT CANDY GIFT BELL SCATTER CANDY WILD CANDY SANTA HOLLY BELL HOLLY BELL ELF HOLLY GIFT WILD GIFT BELL REINDEER BELL GIFT WILD GIFT HOLLY REINDEER GIFT ELF HOLLY CANDY SCATTER SANTA ELF REINDEER HOLLY REINDEER CANDY HOLLY REINDEER HOLLY CANDY',
    'ELF SANTA GIFT WILD SCATTER REINDEER BELL ELF HOLLY BELL ELF HOLLY BONUS BONUS BONUS ELF WILD BELL HOLLY REINDEER WILD GIFT REINDEER BELL CANDY BELL GIFT HOLLY SCATTER GIFT SANTA BELL REINDEER GIFT REINDEER SANTA GIFT SANTA HOLLY SANTA CANDY GIFT CANDY BELL CANDY HOLLY CANDY REINDEER ELF CANDY HOLLY SCATTER WILD ELF WILD CANDY HOLLY CANDY',
  ],
  buy: [
    'SANTA SCATTER BONUS BONUS BONUS BELL GIFT BONUS BONUS WILD SCATTER BONUS REINDEER CANDY BONUS BONUS BONUS SCATTER HOLLY BONUS BONUS BONUS SCATTER SANTA BONUS BONUS SCATTER ELF BONUS BONUS',
    'REINDEER ELF BONUS ELF HOLLY BONUS BONUS BONUS SCATTER HOLLY BONUS BONUS BONUS CANDY SCATTER BONUS BONUS GIFT WILD BONUS BONUS BELL REINDEER BONUS BONUS BONUS SCATTER REINDEER BONUS SANTA REINDEER BONUS BONUS',
    'BONUS BONUS GIFT REINDEER BONUS WILD ELF BONUS SCATTER CANDY BONUS BONUS BONUS GIFT BELL BONUS SCATTER REINDEER BONUS BONUS BONUS SCATTER WILD BONUS SANTA WILD BONUS BONUS GIFT SCATTER BONUS BONUS SCATTER HOLLY',
    'GIFT BONUS BONUS BONUS SCATTER GIFT BONUS BONUS BONUS WILD SANTA BONUS CANDY HOLLY BONUS BONUS CANDY GIFT BONUS ELF WILD BONUS BONUS BONUS SCATTER BELL BONUS BONUS SCATTER ELF REINDEER BONUS SCATTER',
    'BELL BONUS BONUS HOLLY SANTA WILD GIFT BONUS BONUS BONUS WILD REINDEER BONUS BONUS BONUS SCATTER ELF BONUS BONUS BONUS SCATTER SANTA CANDY BONUS BONUS SCATTER WILD BONUS BONUS SCATTER',
  ],
};

/**
 * The respins' cell reel: every empty place of the Hold and Win spins one of these on its own;
 * held places do not spin. One reel for every place keeps the chance of a landing the same on all
 * 15 places, so the exact maths counts bonuses, not where they stand.
 */
const CELL_REEL_TEXT = 'BONUS BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK BLANK';

const ROWS = 3;
const MIN_STOPS = 30;
const MAX_STOPS = 80;
/** Two SCATTERs closer than this could share a window. */
const SCATTER_APART = ROWS;

function parseStrip(text: string, where: string): readonly ElvesSymbol[] {
  const symbols = text.trim().split(/\s+/);
  for (const s of symbols) if (!(MYSTERY_ELVES_SYMBOL_NAMES as readonly string[]).includes(s)) throw new RangeError(`${where}: unknown symbol ${s}`);
  return Object.freeze(symbols as ElvesSymbol[]);
}

/** The most BONUS symbols one window of the strip shows. */
export function maxWindowBonuses(strip: readonly number[]): number {
  let best = 0;
  for (let stop = 0; stop < strip.length; stop += 1) {
    let n = 0;
    for (let row = 0; row < ROWS; row += 1) if (strip[(stop + row) % strip.length] === BONUS) n += 1;
    best = Math.max(best, n);
  }
  return best;
}

/** Checks the rules above for one set of strips (symbol indices); throws naming the first broken one. */
export function checkStrips(mode: ElvesMode, strips: readonly (readonly number[])[]): void {
  if (strips.length !== 5) throw new RangeError(`${mode}: 5 strips needed, got ${strips.length}`);
  strips.forEach((strip, reel) => {
    const where = `${mode} reel ${reel + 1}`;
    if (strip.length < MIN_STOPS || strip.length > MAX_STOPS) throw new RangeError(`${where}: ${strip.length} stops, not ${MIN_STOPS}–${MAX_STOPS}`);
    const n = strip.length;
    for (let i = 0; i < n; i += 1) {
      if (strip[i] !== SCATTER) continue;
      for (let d = 1; d < SCATTER_APART; d += 1) {
        if (strip[(i + d) % n] === SCATTER) throw new RangeError(`${where}: SCATTERs at ${i} and ${(i + d) % n} can share a window`);
      }
    }
    if (mode === 'base' && !strip.includes(BONUS)) throw new RangeError(`${where}: no BONUS`);
  });
  if (strips.reduce((a, s) => a + maxWindowBonuses(s), 0) < 6) throw new RangeError(`${mode}: no window shows 6 BONUS`);
}

/** The strips by symbol name and mode (the display spins these). */
export const MYSTERY_ELVES_REELS: { readonly base: readonly (readonly string[])[]; readonly buy: readonly (readonly string[])[] } = Object.freeze({
  base: Object.freeze(STRIPS_TEXT.base.map((t, reel) => parseStrip(t, `base reel ${reel + 1}`))),
  buy: Object.freeze(STRIPS_TEXT.buy.map((t, reel) => parseStrip(t, `buy reel ${reel + 1}`))),
});

/** The same strips as symbol indices, for the maths; checked once here. */
export const MYSTERY_ELVES_STRIP_INDICES: Readonly<Record<ElvesMode, readonly (readonly number[])[]>> = Object.freeze({
  base: Object.freeze(MYSTERY_ELVES_REELS.base.map((strip) => Object.freeze(strip.map(symbolIndex)))),
  buy: Object.freeze(MYSTERY_ELVES_REELS.buy.map((strip) => Object.freeze(strip.map(symbolIndex)))),
});
checkStrips('base', MYSTERY_ELVES_STRIP_INDICES.base);
checkStrips('buy', MYSTERY_ELVES_STRIP_INDICES.buy);

export type ElvesCellSymbol = 'BONUS' | 'BLANK';
/** The respins' cell reel as the display spins it. */
export const MYSTERY_ELVES_CELL_REEL: readonly ElvesCellSymbol[] = Object.freeze(
  CELL_REEL_TEXT.trim()
    .split(/\s+/)
    .map((s, i) => {
      if (s !== 'BONUS' && s !== 'BLANK') throw new RangeError(`cell reel stop ${i}: ${s} is neither BONUS nor BLANK`);
      return s;
    }),
);
if (!MYSTERY_ELVES_CELL_REEL.includes('BONUS') || !MYSTERY_ELVES_CELL_REEL.includes('BLANK')) throw new RangeError('the cell reel must show both BONUS and BLANK');
