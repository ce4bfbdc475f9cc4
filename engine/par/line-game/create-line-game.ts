import { windowAt } from '../../core/reels';
import type { LineDefinition } from '../definition/game-definition';
import type { ParModel } from '../par-model';
import { compileLineGame, lineWinAt, scatterCodeAt, type CompiledLineGame, type CompiledReelSet } from './compile-line-game';
import { assertFreeSpinsEnd } from './exact-free-spins';
import { lineParModel } from './line-par-model';

/** One paying line of a spin. */
export interface LineWinDetail {
  /** Index into the definition's lines. */
  readonly line: number;
  /** Win in line bets. */
  readonly win: number;
  /** The symbol paid (a regular symbol, or a wild paid on its own). */
  readonly symbol: string;
  /** The paytable count used (the run length, or the largest listed count below it). */
  readonly count: number;
  /** Product of the multipliers of the wilds in the paying run (1 without wilds or for wild pays). */
  readonly multiplier: number;
}

export interface ScatterWinDetail {
  readonly symbol: string;
  /** The pay row used. */
  readonly count: number;
  /** Win in line bets (scatter pay × total bet). */
  readonly win: number;
}

export interface LineSpinDetail {
  readonly stops: readonly number[];
  /** window[reel][row], top row first. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly LineWinDetail[];
  readonly lineTotal: number;
  readonly scatterWins: readonly ScatterWinDetail[];
  readonly scatterTotal: number;
  /** lineTotal + scatterTotal, in line bets (before any free-spin multiplier). */
  readonly total: number;
  /** Free spins this window awards (0 without free spins). */
  readonly freeSpinsAwarded: number;
}

/** Which reels a window is read from: the base game's, or the free spins' own. */
export type LineReels = 'base' | 'free';

export interface LineGame {
  readonly definition: LineDefinition;
  readonly compiled: CompiledLineGame;
  /** Total win of the window at `stops` in line bets: every line plus scatter pays × lines. */
  evaluate(stops: Int32Array | readonly number[], reels?: LineReels): number;
  /** The same win, itemised (for tests, the sheet and recall). */
  evaluateDetailed(stops: Int32Array | readonly number[], reels?: LineReels): LineSpinDetail;
  parModel(): ParModel;
}

export function createLineGame(def: LineDefinition): LineGame {
  assertFreeSpinsEnd(def);
  const game = compileLineGame(def);
  const setOf = (reels: LineReels = 'base'): CompiledReelSet => {
    if (reels === 'base') return game.base;
    if (game.free === null) throw new RangeError(`${def.id} has no free spins`);
    return game.free;
  };
  const check = (stops: Int32Array | readonly number[], set: CompiledReelSet): void => {
    const lengths = set.reels.lengths;
    if (stops.length !== lengths.length) throw new RangeError(`${def.id} has ${lengths.length} reels, got ${stops.length} stops`);
    for (let r = 0; r < lengths.length; r += 1) {
      const s = stops[r] as number;
      if (!Number.isInteger(s) || s < 0 || s >= (lengths[r] as number)) throw new RangeError(`stop ${s} is not a stop of reel ${r}`);
    }
  };
  let model: ParModel | null = null;
  return {
    definition: def,
    compiled: game,
    evaluate(stops, reels) {
      const set = setOf(reels);
      check(stops, set);
      return lineWinAt(game, set, stops) + (game.scatter.winByCode[scatterCodeAt(set, stops)] as number);
    },
    evaluateDetailed(stops, reels) {
      const set = setOf(reels);
      check(stops, set);
      return detail(game, set, reels === 'free' ? (def.freeSpins?.reels ?? def.reels) : def.reels, [...stops]);
    },
    parModel() {
      model ??= lineParModel(game);
      return model;
    },
  };
}

function detail(game: CompiledLineGame, set: CompiledReelSet, reels: LineDefinition['reels'], stops: number[]): LineSpinDetail {
  const a = game.automaton;
  const n = game.reelCount;
  const lineWins: LineWinDetail[] = [];
  let lineTotal = 0;
  for (let l = 0; l < game.lineCount; l += 1) {
    let state = a.start;
    for (let r = 0; r < n; r += 1) {
      const cell = (set.reels.cellOffsets[r] as number) + (stops[r] as number) * game.rows + (game.lineRows[l * n + r] as number);
      state = a.next[state * a.symbolCount + (set.reels.window[cell] as number)] as number;
    }
    const win = a.win[state] as number;
    if (win === 0) continue;
    lineTotal += win;
    lineWins.push({
      line: l,
      win,
      symbol: game.symbolIds[a.paySymbol[state] as number] as string,
      count: a.payCount[state] as number,
      multiplier: a.payMultiplier[state] as number,
    });
  }
  const code = scatterCodeAt(set, stops);
  const scatterWins: ScatterWinDetail[] = [];
  game.scatter.symbols.forEach((symbol, k) => {
    const entry = game.scatter.entriesByCode[code]?.[k] ?? null;
    if (entry !== null && entry.pay > 0) {
      scatterWins.push({ symbol: game.symbolIds[symbol] as string, count: entry.count, win: entry.pay * game.lineCount });
    }
  });
  const scatterTotal = game.scatter.winByCode[code] as number;
  return {
    stops,
    window: windowAt(reels.strips, stops, 0, game.rows - 1),
    lineWins,
    lineTotal,
    scatterWins,
    scatterTotal,
    total: lineTotal + scatterTotal,
    freeSpinsAwarded: game.scatter.awardByCode[code] as number,
  };
}
