/**
 * One spin of Mona Lisa Jewels as the cabinet plays and shows it: base spin, normal free spin
 * (wild multipliers) or Jewel spin (reel 1 locked, Jewels and wilds held). Pure: the stops come
 * from the Rng, every range draw is recorded for the journal, and the result says what the spin
 * paid and awarded; the round (round.ts) queues the awards and moves the money.
 *
 * par/fast-sim.ts plays the same rules allocation-free for the PAR tool; a test proves both give
 * the same result for the same draws.
 */
import { DrawRecorder, type Rng, type RngDraw } from '../../core/rng';
import { ScatterPays } from '../../core/scatter-pays';
import { MONA_LISA_MAX_COINS, MONA_LISA_MAX_LINES, type MonaLisaSymbol } from '../../../contract/games/mona-lisa-jewels';
import { bestLineWin, lineCount, linePay, lineSymbol, lineWilds } from './line-win';
import { isMaxBet, MONA_LISA_MATHS } from './maths';
import { FREE_SPINS_AWARD, JEWEL_SPINS_AWARD, WILD_MULTIPLIERS } from './paytable';
import { JACKPOT, JEWEL, SCATTER, symbolIndex, symbolName, WILD } from './symbols';

export { MONA_LISA_LINES } from './lines';
export { monaLisaPaytable } from './paytable';
export { MONA_LISA_BASE_REELS } from './reels';

export interface MonaLisaBet {
  readonly lines: number;
  readonly coins: number;
  readonly coinCents: number;
}
export type MonaLisaSpinKind = 'base' | 'free' | 'jewel';
export interface HeldCell {
  readonly reel: number;
  readonly row: number;
  readonly symbol: 'WILD' | 'JEWEL';
}
export interface JewelLock {
  readonly reel1: readonly MonaLisaSymbol[];
  readonly reel1Stop: number;
  readonly held: readonly HeldCell[];
}
export interface MonaLisaCell {
  readonly reel: number;
  readonly row: number;
}
export interface MonaLisaLineWin {
  /** 0-based line index. */
  readonly line: number;
  readonly symbol: MonaLisaSymbol;
  readonly count: number;
  readonly wilds: number;
  readonly multiplier: number;
  readonly cells: readonly MonaLisaCell[];
  readonly cents: number;
}
export interface MonaLisaSpinResult {
  readonly kind: MonaLisaSpinKind;
  /** 5 strip stops (reel 0 = the locked stop in a Jewel spin). */
  readonly stops: readonly number[];
  /** window[reel][row], held cells drawn over. */
  readonly window: readonly (readonly MonaLisaSymbol[])[];
  readonly lineWins: readonly MonaLisaLineWin[];
  /** Scatters anywhere, when they pay or award free spins (3 or more); null otherwise. */
  readonly scatter: { readonly count: number; readonly cents: number; readonly cells: readonly MonaLisaCell[] } | null;
  /** The line that qualifies for the pool (its paytable prize is then NOT in lineWins/winCents). */
  readonly progressive: { readonly line: number; readonly cells: readonly MonaLisaCell[] } | null;
  readonly freeSpinsAwarded: number;
  readonly jewelSpinsAwarded: number;
  /** What the next Jewel spin holds: set when this spin triggers Jewel spins or is a Jewel spin. */
  readonly jewelLock: JewelLock | null;
  /** Reels after the one where the 2nd scatter landed (for the display's anticipation). */
  readonly anticipationReels: readonly number[];
  /** Line wins + scatter (not the progressive). */
  readonly winCents: number;
  readonly draws: readonly RngDraw[];
}

const REELS = 5;
const ROWS = 3;
/** Scatters anywhere pay × the total bet (engine/core/scatter-pays.ts). */
const SCATTERS = new ScatterPays({ symbol: SCATTER, rows: ROWS, pays: MONA_LISA_MATHS.scatterPays });

function checkBet(bet: MonaLisaBet): void {
  const whole = (v: number, lo: number, hi: number): boolean => Number.isSafeInteger(v) && v >= lo && v <= hi;
  if (!whole(bet.lines, 1, MONA_LISA_MAX_LINES)) throw new RangeError(`lines must be 1..${MONA_LISA_MAX_LINES}, got ${bet.lines}`);
  if (!whole(bet.coins, 1, MONA_LISA_MAX_COINS)) throw new RangeError(`coins per line must be 1..${MONA_LISA_MAX_COINS}, got ${bet.coins}`);
  if (!whole(bet.coinCents, 1, Number.MAX_SAFE_INTEGER)) throw new RangeError(`coin value must be whole cents ≥ 1, got ${bet.coinCents}`);
}

/** The stops: reel 1 first; a Jewel spin keeps reel 1's stop and draws reels 2–5 only. */
function drawStops(recorder: DrawRecorder, lock: JewelLock | null): number[] {
  const strips = MONA_LISA_MATHS.strips;
  return strips.map((strip, reel) => (reel === 0 && lock !== null ? lock.reel1Stop : recorder.int(strip.length)));
}

/** The window as symbol indices [reel][row], reel 1 and the held cells from the lock. */
function windowOf(stops: readonly number[], lock: JewelLock | null): number[][] {
  const cells = stops.map((stop, reel) => {
    const strip = MONA_LISA_MATHS.strips[reel] as readonly number[];
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as number);
  });
  if (lock !== null) {
    cells[0] = lock.reel1.map(symbolIndex);
    for (const h of lock.held) (cells[h.reel] as number[])[h.row] = symbolIndex(h.symbol);
  }
  return cells;
}

/** Cells on reels 2–5 holding WILD or JEWEL (what a Jewel spin holds), reel by reel, row by row. */
function heldCells(cells: readonly (readonly number[])[]): HeldCell[] {
  const held: HeldCell[] = [];
  for (let reel = 1; reel < REELS; reel += 1) {
    for (let row = 0; row < ROWS; row += 1) {
      const s = (cells[reel] as readonly number[])[row];
      if (s === WILD || s === JEWEL) held.push({ reel, row, symbol: s === WILD ? 'WILD' : 'JEWEL' });
    }
  }
  return held;
}

function lineWinsOf(cells: readonly (readonly number[])[], bet: MonaLisaBet, kind: MonaLisaSpinKind) {
  const lineWins: MonaLisaLineWin[] = [];
  let progressive: MonaLisaSpinResult['progressive'] = null;
  // The pool is for base and free spins at max bet only, one per spin.
  const poolInPlay = kind !== 'jewel' && isMaxBet(bet.lines, bet.coins);
  for (let line = 0; line < bet.lines; line += 1) {
    const rows = MONA_LISA_MATHS.lines[line] as readonly number[];
    const symbols = rows.map((row, reel) => (cells[reel] as readonly number[])[row] as number);
    const packed = bestLineWin(MONA_LISA_MATHS.linePays, symbols, kind === 'free');
    if (packed === 0) continue;
    const count = lineCount(packed);
    const symbol = lineSymbol(packed);
    const winCells = rows.slice(0, count).map((row, reel) => ({ reel, row }));
    if (poolInPlay && progressive === null && symbol === JACKPOT && count === REELS) {
      progressive = { line, cells: winCells };
      continue;
    }
    const wilds = lineWilds(packed);
    lineWins.push({
      line,
      symbol: symbolName(symbol),
      count,
      wilds,
      multiplier: kind === 'free' ? (WILD_MULTIPLIERS[wilds] as number) : 1,
      cells: winCells,
      cents: linePay(packed) * bet.coins * bet.coinCents,
    });
  }
  return { lineWins, progressive };
}

/** Reels after the one where the second scatter landed, when more reels follow. */
function anticipation(cells: readonly (readonly number[])[]): number[] {
  let seen = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    seen += (cells[reel] as readonly number[]).filter((s) => s === SCATTER).length;
    if (seen >= 2) return Array.from({ length: REELS - reel - 1 }, (_, i) => reel + 1 + i);
  }
  return [];
}

/**
 * Jewel spins a spin awards: 2 or 3 real Jewels in any of reel 1's cells, active line or not (a
 * wild standing in for a Jewel counts for nothing); never inside Jewel spins, whose reel 1 is
 * the one that triggered them.
 */
export function jewelSpinsFor(kind: MonaLisaSpinKind, reel1: readonly MonaLisaSymbol[]): number {
  return kind !== 'jewel' && reel1.filter((s) => s === 'JEWEL').length >= 2 ? JEWEL_SPINS_AWARD : 0;
}

/**
 * Plays one spin. `lock` is the Jewel lock for a Jewel spin (required then, ignored otherwise).
 * `rng` may be the round's DrawRecorder: its draws are then the ones this spin made.
 */
export function playMonaLisaSpin(rng: Rng | DrawRecorder, bet: MonaLisaBet, kind: MonaLisaSpinKind, lock: JewelLock | null): MonaLisaSpinResult {
  checkBet(bet);
  if (kind === 'jewel' && lock === null) throw new RangeError('a Jewel spin needs the Jewel lock');
  const held = kind === 'jewel' ? lock : null;
  const recorder = rng instanceof DrawRecorder ? rng : new DrawRecorder(rng);
  const stops = drawStops(recorder, held);
  const cells = windowOf(stops, held);
  const { lineWins, progressive } = lineWinsOf(cells, bet, kind);

  // Reel-major cells for the shared scatter count (concat: Array.flat is several times slower here).
  const scatterCells: MonaLisaCell[] = SCATTERS.cellsOf(([] as number[]).concat(...cells));
  const scatterCount = scatterCells.length;
  const scatterCents = SCATTERS.multiple(scatterCount) * bet.lines * bet.coins * bet.coinCents;
  const freeSpinsAwarded = scatterCount >= 3 ? FREE_SPINS_AWARD : 0;
  const scatter = scatterCents > 0 || freeSpinsAwarded > 0 ? { count: scatterCount, cents: scatterCents, cells: scatterCells } : null;

  const jewelSpinsAwarded = jewelSpinsFor(kind, (cells[0] as number[]).map(symbolName));
  let jewelLock: JewelLock | null = null;
  if (kind === 'jewel' && held !== null) jewelLock = { reel1: held.reel1, reel1Stop: held.reel1Stop, held: heldCells(cells) };
  else if (jewelSpinsAwarded > 0) jewelLock = { reel1: (cells[0] as number[]).map(symbolName), reel1Stop: stops[0] as number, held: heldCells(cells) };

  return {
    kind,
    stops,
    window: cells.map((column) => column.map(symbolName)),
    lineWins,
    scatter,
    progressive,
    freeSpinsAwarded,
    jewelSpinsAwarded,
    jewelLock,
    anticipationReels: anticipation(cells),
    winCents: lineWins.reduce((a, w) => a + w.cents, 0) + scatterCents,
    draws: recorder.take(),
  };
}

