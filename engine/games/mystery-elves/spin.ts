/**
 * One spin of Mystery Elves as the cabinet plays and shows it: the base game, or the 70× buy.
 * Pure: every draw goes through the Rng and is recorded for the journal, and the result says what
 * the spin paid; the round moves the money (a bought spin's stake is 70 × the total bet).
 *
 * Draws, in order: the five stops (uniform on the mode's strips, reel 1 first); a bought spin
 * draws all five again until the window shows 6+ BONUS (only the last window is shown and paid,
 * spinDraws counts the draws); then the kind of every BONUS on the window, place by place
 * (place = reel × 3 + row), the Multiplying entry left out once one has been drawn.
 *
 * par/fast-sim.ts plays the same rules allocation-free for the PAR tool; a test proves both give
 * the same result for the same draws.
 */
import { paidLines } from '../../core/line-pays';
import { DrawRecorder, type Rng, type RngDraw } from '../../core/rng';
import { ScatterPays } from '../../core/scatter-pays';
import { drawBonusKind, ELVES_PLACES, type ElvesBonus } from './bonus';
import { checkTotalBet, ELVES_MATHS, isElvesMode, lineEvaluator, REELS, ROWS, TRIGGER_BONUSES, type ElvesMode } from './maths';
import { BONUS, SCATTER, symbolIndex, symbolName } from './symbols';

export type { ElvesMode } from './maths';
export { ELVES_BUY_PRICE_TIMES, ELVES_MODES, TRIGGER_BONUSES } from './maths';
export { MYSTERY_ELVES_LINES } from './lines';
export { mysteryElvesPaytable } from './paytable';
export { MYSTERY_ELVES_CELL_REEL, MYSTERY_ELVES_REELS } from './reels';

export interface ElvesCell {
  readonly reel: number;
  readonly row: number;
}
export interface ElvesLineWin {
  /** 0-based line index. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** The paid run's cells, reel 1 onwards. */
  readonly cells: readonly ElvesCell[];
  readonly cents: number;
}
export interface ElvesScatterWin {
  readonly symbol: 'SCATTER';
  readonly count: number;
  readonly cells: readonly ElvesCell[];
  readonly cents: number;
}
export interface ElvesSpinResult {
  readonly mode: ElvesMode;
  /** The strip stop of each reel (the row-0 symbol). */
  readonly stops: readonly number[];
  /** window[reel][row]. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly ElvesLineWin[];
  readonly scatterWins: readonly ElvesScatterWin[];
  /** Line and scatter wins at the total bet (a bought spin's too: prizes are at the total bet). */
  readonly winCents: number;
  /** 15 places (reel × 3 + row); a bonus exactly where the window shows BONUS. */
  readonly bonuses: readonly (ElvesBonus | null)[];
  readonly bonusCount: number;
  /** 6+ BONUS: the Hold and Win starts with these bonuses held. */
  readonly triggered: boolean;
  /** Stop draws until the window showed 6+ BONUS (a bought spin); 1 in the base game. */
  readonly spinDraws: number;
  /** Every draw, in order: the stops (every redraw of a bought spin), then the bonus kinds. */
  readonly draws: readonly RngDraw[];
}

/**
 * A bought spin redraws until 6+ BONUS show; a draw of the BUY strips does so far more often than
 * 1 in 100 (docs/games/mystery-elves-maths.md), so this is never reached.
 */
const MAX_SPIN_DRAWS = 100_000;

const SCATTER_WINS = new ScatterPays({ symbol: SCATTER, rows: ROWS, pays: ELVES_MATHS.scatterPays });

function windowOf(mode: ElvesMode, stops: readonly number[]): number[][] {
  return stops.map((stop, reel) => {
    const strip = ELVES_MATHS.strips[mode][reel] as readonly number[];
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);
  });
}

function lineWinsOf(cells: readonly (readonly number[])[], totalBetCents: number): ElvesLineWin[] {
  return paidLines(lineEvaluator(ELVES_MATHS.linePays), ELVES_MATHS.lines, cells, totalBetCents / ELVES_MATHS.lines.length, symbolName);
}

function scatterWinsOf(cells: readonly (readonly number[])[], totalBetCents: number): ElvesScatterWin[] {
  const flat = ([] as number[]).concat(...cells);
  const count = SCATTER_WINS.count(flat);
  const cents = SCATTER_WINS.pay(count, totalBetCents);
  return cents > 0 ? [{ symbol: 'SCATTER', count, cells: SCATTER_WINS.cellsOf(flat), cents }] : [];
}

const bonusCountOf = (cells: readonly (readonly number[])[]): number => cells.reduce((a, column) => a + column.filter((s) => s === BONUS).length, 0);

/**
 * The line and scatter wins of a window (window[reel][row] by symbol name): for recall and for
 * the tests' hand-made windows. BONUS pays nothing here: its values are paid by the Hold and Win.
 */
export function mysteryElvesWindowWins(windowNames: readonly (readonly string[])[], totalBetCents: number): { lineWins: ElvesLineWin[]; scatterWins: ElvesScatterWin[]; winCents: number; bonusCount: number } {
  checkTotalBet(totalBetCents);
  if (windowNames.length !== REELS || windowNames.some((c) => c.length !== ROWS)) throw new RangeError(`a window is ${REELS} reels of ${ROWS} rows`);
  const cells = windowNames.map((column) => column.map(symbolIndex));
  const lineWins = lineWinsOf(cells, totalBetCents);
  const scatterWins = scatterWinsOf(cells, totalBetCents);
  return { lineWins, scatterWins, winCents: lineWins.reduce((a, w) => a + w.cents, 0) + scatterWins.reduce((a, w) => a + w.cents, 0), bonusCount: bonusCountOf(cells) };
}

/**
 * The kinds of the bonuses on a window, place by place (reel × 3 + row): at most one Multiplying.
 * Exported for the fast simulator's equality test; the spin calls it after the stops.
 */
export function drawWindowBonuses(recorder: DrawRecorder, cells: readonly (readonly number[])[]): (ElvesBonus | null)[] {
  const bonuses: (ElvesBonus | null)[] = new Array<ElvesBonus | null>(ELVES_PLACES).fill(null);
  let multiplierTaken = false;
  for (let place = 0; place < ELVES_PLACES; place += 1) {
    if ((cells[Math.floor(place / ROWS)] as readonly number[])[place % ROWS] !== BONUS) continue;
    const bonus = drawBonusKind(recorder, multiplierTaken);
    if (bonus.kind === 'multiplier') multiplierTaken = true;
    bonuses[place] = bonus;
  }
  return bonuses;
}

/**
 * Plays one spin in `mode` at `totalBetCents` (a whole multiple of 0.10 €): prizes are at the
 * total bet, whatever the mode's price. `rng` may be the round's DrawRecorder: its draws are then
 * the ones this spin made.
 */
export function playElvesSpin(rng: Rng | DrawRecorder, totalBetCents: number, mode: ElvesMode): ElvesSpinResult {
  if (!isElvesMode(mode)) throw new RangeError(`no Mystery Elves bet mode ${String(mode)}`);
  checkTotalBet(totalBetCents);
  const recorder = rng instanceof DrawRecorder ? rng : new DrawRecorder(rng);
  const strips = ELVES_MATHS.strips[mode];
  let spinDraws = 0;
  let stops: number[];
  let cells: number[][];
  for (;;) {
    spinDraws += 1;
    stops = strips.map((strip) => recorder.int(strip.length));
    cells = windowOf(mode, stops);
    if (mode === 'base' || bonusCountOf(cells) >= TRIGGER_BONUSES) break;
    if (spinDraws >= MAX_SPIN_DRAWS) throw new Error(`buy: no window with ${TRIGGER_BONUSES}+ BONUS in ${MAX_SPIN_DRAWS} draws (malfunction)`);
  }
  const lineWins = lineWinsOf(cells, totalBetCents);
  const scatterWins = scatterWinsOf(cells, totalBetCents);
  const bonuses = drawWindowBonuses(recorder, cells);
  const bonusCount = bonuses.filter((b) => b !== null).length;
  return {
    mode,
    stops,
    window: cells.map((column) => column.map(symbolName)),
    lineWins,
    scatterWins,
    winCents: lineWins.reduce((a, w) => a + w.cents, 0) + scatterWins.reduce((a, w) => a + w.cents, 0),
    bonuses,
    bonusCount,
    triggered: bonusCount >= TRIGGER_BONUSES,
    spinDraws,
    draws: recorder.take(),
  };
}
