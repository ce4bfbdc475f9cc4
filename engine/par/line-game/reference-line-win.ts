import { symbolsOnLine } from '../../core/lines';
import { windowAt } from '../../core/reels';
import { payEntryFor, type LineDefinition, type ReelSet } from '../definition/game-definition';

/**
 * A slow, literal reading of the line rules of docs/par-definitions.md, written independently
 * of the automaton so tests can compare the two on every window of small games. Not used by
 * the tool itself.
 */
export interface ReferenceLineWin {
  readonly win: number;
  /** "lemon×3", or null when the line pays nothing. */
  readonly key: string | null;
}

export function referenceLineWin(def: LineDefinition, symbols: readonly string[]): ReferenceLineWin {
  const kind = (id: string) => def.symbols.find((s) => s.id === id)?.kind;
  const sym = (id: string) => def.symbols.find((s) => s.id === id);
  // (b) wilds alone: the leading run of the first symbol, when it is a wild, paid as that wild.
  let wildWin = 0;
  let wildKey: string | null = null;
  const first = symbols[0] as string;
  if (kind(first) === 'wild') {
    let run = 0;
    while (run < symbols.length && symbols[run] === first) run += 1;
    const entry = payEntryFor(def.paytable[first], run);
    if (entry !== null && entry.pay > 0) {
      wildWin = entry.pay;
      wildKey = `${first}×${entry.count}`;
    }
  }
  // (a) the first non-wild symbol, if regular and every wild before it stands in for it.
  let runWin = 0;
  let runKey: string | null = null;
  const k = symbols.findIndex((id) => kind(id) !== 'wild');
  if (k >= 0 && kind(symbols[k] as string) === 'regular') {
    const s = symbols[k] as string;
    const standsIn = (id: string) => id === s || (kind(id) === 'wild' && (sym(id)?.substitutesFor ?? []).includes(s));
    if (symbols.slice(0, k).every(standsIn)) {
      let length = k;
      while (length < symbols.length && standsIn(symbols[length] as string)) length += 1;
      // Every wild in the run multiplies, those before s included.
      const multiplier = symbols.slice(0, length).reduce((m, id) => m * (sym(id)?.multiplier ?? 1), 1);
      const entry = payEntryFor(def.paytable[s], length);
      if (entry !== null && entry.pay > 0) {
        runWin = entry.pay * multiplier;
        runKey = `${s}×${entry.count}`;
      }
    }
  }
  if (runWin > 0 && runWin >= wildWin) return { win: runWin, key: runKey };
  return { win: wildWin, key: wildKey };
}

/** Every line and every scatter of the window at `stops`, by the reference reading; scatters × lines. */
export function referenceSpinWin(def: LineDefinition, reels: ReelSet, stops: readonly number[]): { lines: number; scatter: number } {
  const window = windowAt(reels.strips, stops, 0, def.rows - 1);
  let lines = 0;
  for (const line of def.lines) lines += referenceLineWin(def, symbolsOnLine(window, line)).win;
  let scatter = 0;
  for (const [id, entries] of Object.entries(def.scatterPays)) {
    const count = window.flat().filter((x) => x === id).length;
    scatter += (payEntryFor(entries, count)?.pay ?? 0) * def.lines.length;
  }
  return { lines, scatter };
}
