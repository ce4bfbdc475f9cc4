/**
 * The reel strips (circular, read top to bottom; a stop shows rows stop, stop+1, stop+2).
 * The same strips play base spins, normal free spins and the Jewel spins of reels 2–5.
 *
 * Design (docs/games/mona-lisa-jewels.md has the figures):
 * - Reel 1 (136 stops) holds its Jewels only in two groups, "A JEWEL JEWEL A" and
 *   "JEWEL A JEWEL": exactly 3 stops trigger (1 in 45.3), and their windows (A,J,J), (J,J,A),
 *   (J,A,J) put a Jewel twice and an A once on every row. So a trigger is equally likely to
 *   hold its Jewels on any row, every line sees the same reel 1 in Jewel spins, and the return
 *   is the same at every line count.
 * - Reels 2–5 (60 stops, one layout turned by 15 stops per reel): 2 WILD and 5 JEWEL each;
 *   every other symbol spread evenly, so three of a kind stay rare enough for a hit frequency
 *   near 35 % at 25 lines.
 * - SCATTER and JACKPOT stand at least 3 stops apart on every reel: at most one per window, so
 *   at most 5 scatters and at most one line of 5 JACKPOT in a spin (one progressive per spin).
 */
import type { MonaLisaSymbol } from '../../../contract/games/mona-lisa-jewels';
import { MONA_LISA_SYMBOLS } from '../../../contract/games/mona-lisa-jewels';

const STRIPS_TEXT: readonly string[] = [
  `
    CROWN J A Q TEN JACKPOT MONA RING K J A CROWN Q TEN K RING J A MONA Q TEN CROWN K J
    RING A Q TEN J K JACKPOT MONA CROWN A JEWEL JEWEL A RING Q A TEN SCATTER J WILD K Q A
    RING CROWN TEN MONA J K Q A TEN RING J CROWN K Q JACKPOT MONA A TEN RING J K Q CROWN
    TEN A J MONA RING K Q TEN A CROWN J SCATTER Q K RING TEN A JACKPOT MONA J CROWN Q K
    RING TEN A J Q K MONA TEN JEWEL A JEWEL CROWN RING A J Q WILD K TEN A J RING CROWN
    JACKPOT MONA Q TEN K J A RING Q CROWN TEN K MONA SCATTER J A Q RING TEN K
  `,
  `
    MONA Q RING JACKPOT TEN K JEWEL CROWN J A Q MONA RING TEN K CROWN JEWEL J WILD JACKPOT
    A Q RING TEN MONA SCATTER K CROWN J A JEWEL Q RING JACKPOT TEN K MONA CROWN J A JEWEL Q
    RING TEN K CROWN J WILD JACKPOT MONA A Q RING JEWEL TEN SCATTER K CROWN J A
  `,
  `
    CROWN JEWEL J WILD JACKPOT A Q RING TEN MONA SCATTER K CROWN J A JEWEL Q RING JACKPOT
    TEN K MONA CROWN J A JEWEL Q RING TEN K CROWN J WILD JACKPOT MONA A Q RING JEWEL TEN
    SCATTER K CROWN J A MONA Q RING JACKPOT TEN K JEWEL CROWN J A Q MONA RING TEN K
  `,
  `
    JEWEL Q RING JACKPOT TEN K MONA CROWN J A JEWEL Q RING TEN K CROWN J WILD JACKPOT MONA
    A Q RING JEWEL TEN SCATTER K CROWN J A MONA Q RING JACKPOT TEN K JEWEL CROWN J A Q MONA
    RING TEN K CROWN JEWEL J WILD JACKPOT A Q RING TEN MONA SCATTER K CROWN J A
  `,
  `
    CROWN J WILD JACKPOT MONA A Q RING JEWEL TEN SCATTER K CROWN J A MONA Q RING JACKPOT
    TEN K JEWEL CROWN J A Q MONA RING TEN K CROWN JEWEL J WILD JACKPOT A Q RING TEN MONA
    SCATTER K CROWN J A JEWEL Q RING JACKPOT TEN K MONA CROWN J A JEWEL Q RING TEN K
  `,
];

function parseStrip(text: string, reel: number): readonly MonaLisaSymbol[] {
  const symbols = text.trim().split(/\s+/);
  for (const s of symbols) if (!(MONA_LISA_SYMBOLS as readonly string[]).includes(s)) throw new RangeError(`reel ${reel + 1}: unknown symbol ${s}`);
  return Object.freeze(symbols as MonaLisaSymbol[]);
}

/** The strips by symbol name (the display spins these). */
export const MONA_LISA_BASE_REELS: readonly (readonly MonaLisaSymbol[])[] = Object.freeze(STRIPS_TEXT.map(parseStrip));

/** The same strips as symbol indices, for the maths. */
export const REEL_INDICES: readonly (readonly number[])[] = Object.freeze(
  MONA_LISA_BASE_REELS.map((strip) => Object.freeze(strip.map((s) => MONA_LISA_SYMBOLS.indexOf(s)))),
);
