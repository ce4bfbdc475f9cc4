import type { LineDefinition } from '../definition/game-definition';
import { compileReels, type CompiledReels } from './compiled-reels';
import { buildLineAutomaton, type LineAutomaton } from './line-automaton';
import { buildLinePayTable, type LinePayTable } from './line-pay-table';
import { buildScatterTable, stopScatterCodes, type ScatterTable } from './scatter-table';

/**
 * A line definition turned into flat tables once (symbols → small integers, strips → per-stop
 * windows, rules → an automaton, scatter counts → codes): everything the evaluator, the
 * simulation and the brute force read in their hot loops.
 */
export interface CompiledLineGame {
  readonly def: LineDefinition;
  readonly symbolIds: readonly string[];
  readonly reelCount: number;
  readonly rows: number;
  readonly lineCount: number;
  /** lineRows[line × reelCount + reel] = the row the line crosses on that reel. */
  readonly lineRows: Int32Array;
  /** Line pays by [symbol × (reels + 1) + run length]. */
  readonly pays: LinePayTable;
  /** The line rules over those pays (line-automaton.ts). */
  readonly automaton: LineAutomaton;
  /** Scatter wins in line bets: scatter pays × total bet (= lineCount line bets). */
  readonly scatter: ScatterTable;
  readonly base: CompiledReelSet;
  /** The free-spin reels (the base reels again when the definition gives none); null without free spins. */
  readonly free: CompiledReelSet | null;
}

export interface CompiledReelSet {
  readonly reels: CompiledReels;
  /** Scatter code per stop, flat like the reels' per-stop arrays. */
  readonly scatterCodes: Int32Array;
}

export function compileLineGame(def: LineDefinition): CompiledLineGame {
  const symbolIds = def.symbols.map((s) => s.id);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  const reelCount = def.reels.strips.length;
  const lineCount = def.lines.length;
  const lineRows = new Int32Array(lineCount * reelCount);
  def.lines.forEach((line, l) => line.forEach((row, r) => (lineRows[l * reelCount + r] = row)));
  const scatter = buildScatterTable(def.symbols, def.scatterPays, lineCount, reelCount * def.rows, def.freeSpins);
  const reelSet = (reels: LineDefinition['reels']): CompiledReelSet => {
    const compiled = compileReels(reels, def.rows, index);
    return { reels: compiled, scatterCodes: stopScatterCodes(compiled, scatter) };
  };
  const base = reelSet(def.reels);
  let free: CompiledReelSet | null = null;
  if (def.freeSpins !== null) free = def.freeSpins.reels === null ? base : reelSet(def.freeSpins.reels);
  const pays = buildLinePayTable(def);
  return { def, symbolIds, reelCount, rows: def.rows, lineCount, lineRows, pays, automaton: buildLineAutomaton(def, pays), scatter, base, free };
}

/**
 * Total line win of the window at `stops` (unchecked: callers pass valid stops). One automaton
 * step per reel per line, stopping as soon as the line is settled.
 */
export function lineWinAt(game: CompiledLineGame, set: CompiledReelSet, stops: Int32Array | readonly number[]): number {
  return lineWinFunction(game, set)(stops);
}

/**
 * The same as a closure over one reel set's tables, for hot loops: the tables are captured
 * once, the column offsets of the spin are computed once per reel instead of once per line,
 * the first reels go through the automaton's prefix table in one lookup, and a line stops at
 * its first settled state.
 */
export function lineWinFunction(game: CompiledLineGame, set: CompiledReelSet): (stops: Int32Array | readonly number[]) => number {
  const { next, settled, win, symbolCount, prefixReels, prefixState } = game.automaton;
  const n = game.reelCount;
  const rows = game.rows;
  const lineCount = game.lineCount;
  const window = set.reels.window;
  const cellOffsets = set.reels.cellOffsets;
  const lineRows = game.lineRows;
  const column = new Int32Array(n);
  return (stops) => {
    for (let r = 0; r < n; r += 1) column[r] = (cellOffsets[r] as number) + (stops[r] as number) * rows;
    let total = 0;
    for (let base = 0, end = lineCount * n; base < end; base += n) {
      let prefix = 0;
      for (let r = 0; r < prefixReels; r += 1) {
        prefix = prefix * symbolCount + (window[(column[r] as number) + (lineRows[base + r] as number)] as number);
      }
      let state = prefixState[prefix] as number;
      for (let r = prefixReels; r < n && settled[state] === 0; r += 1) {
        state = next[state * symbolCount + (window[(column[r] as number) + (lineRows[base + r] as number)] as number)] as number;
      }
      total += win[state] as number;
    }
    return total;
  };
}

/** Scatter code of the window at `stops` (unchecked). */
export function scatterCodeAt(set: CompiledReelSet, stops: Int32Array | readonly number[]): number {
  const codes = set.scatterCodes;
  const offsets = set.reels.stopOffsets;
  let code = 0;
  for (let r = 0; r < offsets.length; r += 1) code += codes[(offsets[r] as number) + (stops[r] as number)] as number;
  return code;
}
