/**
 * One game of 40 Mystic Gem as the cabinet plays and shows it, in any bet mode: the base game,
 * BUY BONUS (1, 2 or 3 expanding WILDs) or GUARANTEED PRIZES (1 or 2 WILDs and at least one
 * winning line). Pure: every draw goes through the Rng and is recorded for the journal, and the
 * result says what the game paid; the round moves the money (the stake is buyPriceCents).
 *
 * Draws, in order: the WILD placement when the mode has more than one (one draw among the equally
 * likely reel sets), then the stops of the reels that are not bought, reel 1 first. A
 * GUARANTEED game keeps its placement and draws the free reels' stops again until a line pays:
 * only the last draw is shown and paid, and guaranteedDraws counts the draws.
 *
 * par/fast-sim.ts plays the same rules allocation-free for the PAR tool; a test proves both give
 * the same result for the same draws.
 */
import { DrawRecorder, type Rng, type RngDraw } from '../../core/rng';
import { ScatterPays } from '../../core/scatter-pays';
import { paidLines } from '../../core/line-pays';
import { isMysticGemMode, isTotalBet, lineEvaluator, MYSTIC_GEM_MATHS, MYSTIC_GEM_MODE_SPECS, REELS, ROWS, stakeCents, type MysticGemMode } from './maths';
import { GEM, STAR, symbolIndex, symbolName, WILD } from './symbols';

export type { MysticGemMode } from './maths';
export { MYSTIC_GEM_MODES, MYSTIC_GEM_MODE_SPECS } from './maths';
export { MYSTIC_GEM_LINES } from './lines';
export { mysticGemPaytable } from './paytable';
export { MYSTIC_GEM_REELS } from './reels';

export interface MysticGemCell {
  readonly reel: number;
  readonly row: number;
}
export interface MysticGemLineWin {
  /** 0-based line index. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** The paid run's cells, reel 1 onwards. */
  readonly cells: readonly MysticGemCell[];
  readonly cents: number;
}
export interface MysticGemScatterWin {
  readonly symbol: 'GEM' | 'STAR';
  readonly count: number;
  readonly cells: readonly MysticGemCell[];
  readonly cents: number;
}
export interface MysticGemSpinResult {
  readonly mode: MysticGemMode;
  /** The strip stop of each reel (the row-0 symbol); −1 on a bought WILD reel, which is not spun. */
  readonly stops: readonly number[];
  /** window[reel][row] as landed, before expansion; a bought reel lands as its expanded WILD. */
  readonly landed: readonly (readonly string[])[];
  /** window[reel][row] after expansion: what the lines are paid on. */
  readonly window: readonly (readonly string[])[];
  /** 0-based reels covered by an expanded WILD. */
  readonly wildReels: readonly number[];
  readonly lineWins: readonly MysticGemLineWin[];
  readonly scatterWins: readonly MysticGemScatterWin[];
  /** Line and scatter wins at the chosen total bet. */
  readonly winCents: number;
  /** Draws of the free reels a GUARANTEED game needed (the last one is shown); 1 in the other modes. */
  readonly guaranteedDraws: number;
  /** Reels still spinning when a scatter pay is one symbol away (the display's anticipation). */
  readonly anticipationReels: readonly number[];
  readonly draws: readonly RngDraw[];
}

/** A GUARANTEED game redraws until a line pays; P(a line pays) is above 1/4 for every placement, so this is never reached. */
const MAX_GUARANTEED_DRAWS = 100_000;

const GEM_SCATTER = new ScatterPays({ symbol: GEM, rows: ROWS, pays: MYSTIC_GEM_MATHS.gemPays });
const STAR_SCATTER = new ScatterPays({ symbol: STAR, rows: ROWS, pays: MYSTIC_GEM_MATHS.starPays, reels: MYSTIC_GEM_MATHS.starReels });

/** The stake of a game in `mode` at `totalBetCents` (the price × the total bet), or null when that is not whole cents. */
export function buyPriceCents(mode: MysticGemMode, totalBetCents: number): number | null {
  return stakeCents(mode, totalBetCents);
}

function landedWindow(mode: MysticGemMode, stops: readonly number[]): number[][] {
  return stops.map((stop, reel) => {
    if (stop < 0) return [WILD, WILD, WILD, WILD];
    const strip = MYSTIC_GEM_MATHS.strips[mode][reel] as readonly number[];
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);
  });
}

/** A reel showing a WILD is covered by it. */
function expand(landed: readonly (readonly number[])[]): { cells: number[][]; wildReels: number[] } {
  const wildReels: number[] = [];
  const cells = landed.map((column, reel) => {
    if (!column.includes(WILD)) return [...column];
    wildReels.push(reel);
    return column.map(() => WILD);
  });
  return { cells, wildReels };
}

function lineWinsOf(cells: readonly (readonly number[])[], totalBetCents: number): MysticGemLineWin[] {
  return paidLines(lineEvaluator(MYSTIC_GEM_MATHS.linePays), MYSTIC_GEM_MATHS.lines, cells, totalBetCents / MYSTIC_GEM_MATHS.lines.length, symbolName);
}

function scatterWinsOf(cells: readonly (readonly number[])[], totalBetCents: number): MysticGemScatterWin[] {
  const flat = ([] as number[]).concat(...cells);
  const wins: MysticGemScatterWin[] = [];
  for (const [symbol, pays] of [
    ['GEM', GEM_SCATTER],
    ['STAR', STAR_SCATTER],
  ] as const) {
    const count = pays.count(flat);
    const cents = pays.pay(count, totalBetCents);
    if (cents > 0) wins.push({ symbol, count, cells: pays.cellsOf(flat), cents });
  }
  return wins;
}

/**
 * Reels after the one where the 2nd GEM landed (3 pay), and reel 5 when STARs stand on reels 1
 * and 3; none in a bought game (it shows no scatter).
 */
function anticipation(cells: readonly (readonly number[])[]): number[] {
  const reels = new Set<number>();
  let gems = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    gems += (cells[reel] as readonly number[]).filter((s) => s === GEM).length;
    if (gems >= 2) {
      for (let k = reel + 1; k < REELS; k += 1) reels.add(k);
      break;
    }
  }
  if ((cells[0] as readonly number[]).includes(STAR) && (cells[2] as readonly number[]).includes(STAR)) reels.add(4);
  return [...reels].sort((a, b) => a - b);
}

/**
 * The wins of a landed window (window[reel][row] by symbol name) after expansion, as a game in
 * the base game pays them (a bought game shows no scatter, so the same holds there): for recall
 * and for the tests' hand-made windows.
 */
export function mysticGemWindowWins(
  landedNames: readonly (readonly string[])[],
  totalBetCents: number,
): { window: string[][]; wildReels: number[]; lineWins: MysticGemLineWin[]; scatterWins: MysticGemScatterWin[]; winCents: number } {
  if (landedNames.length !== REELS || landedNames.some((c) => c.length !== ROWS)) throw new RangeError(`a window is ${REELS} reels of ${ROWS} rows`);
  const landed = landedNames.map((column) => column.map(symbolIndex));
  const { cells, wildReels } = expand(landed);
  const lineWins = lineWinsOf(cells, totalBetCents);
  const scatterWins = scatterWinsOf(landed, totalBetCents);
  return {
    window: cells.map((column) => column.map(symbolName)),
    wildReels,
    lineWins,
    scatterWins,
    winCents: lineWins.reduce((a, w) => a + w.cents, 0) + scatterWins.reduce((a, w) => a + w.cents, 0),
  };
}

/**
 * Plays one game in `mode` at `totalBetCents` (a whole multiple of 0.40 € within 0.40–50.00 €):
 * prizes are at the total bet, whatever the mode's price. `rng` may be the round's DrawRecorder:
 * its draws are then the ones this game made.
 */
export function playMysticGemSpin(rng: Rng | DrawRecorder, totalBetCents: number, mode: MysticGemMode): MysticGemSpinResult {
  if (!isMysticGemMode(mode)) throw new RangeError(`no 40 Mystic Gem bet mode ${String(mode)}`);
  if (!isTotalBet(totalBetCents)) throw new RangeError(`total bet must be a whole multiple of 40 cents within 40..5000, got ${totalBetCents}`);
  const spec = MYSTIC_GEM_MODE_SPECS[mode];
  const recorder = rng instanceof DrawRecorder ? rng : new DrawRecorder(rng);
  const strips = MYSTIC_GEM_MATHS.strips[mode];
  const placement = (spec.placements.length > 1 ? spec.placements[recorder.int(spec.placements.length)] : spec.placements[0]) as readonly number[];

  let guaranteedDraws = 0;
  for (;;) {
    guaranteedDraws += 1;
    const stops = strips.map((strip, reel) => (placement.includes(reel) ? -1 : recorder.int(strip.length)));
    const landed = landedWindow(mode, stops);
    const { cells, wildReels } = expand(landed);
    const lineWins = lineWinsOf(cells, totalBetCents);
    if (spec.guaranteed && lineWins.length === 0) {
      if (guaranteedDraws >= MAX_GUARANTEED_DRAWS) throw new Error(`${mode}: no winning line in ${MAX_GUARANTEED_DRAWS} draws (malfunction)`);
      continue;
    }
    const scatterWins = scatterWinsOf(landed, totalBetCents);
    return {
      mode,
      stops,
      landed: landed.map((column) => column.map(symbolName)),
      window: cells.map((column) => column.map(symbolName)),
      wildReels,
      lineWins,
      scatterWins,
      winCents: lineWins.reduce((a, w) => a + w.cents, 0) + scatterWins.reduce((a, w) => a + w.cents, 0),
      guaranteedDraws,
      anticipationReels: mode === 'base' ? anticipation(landed) : [],
      draws: recorder.take(),
    };
  }
}
