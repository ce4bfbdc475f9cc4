import { DefinitionError } from '../definition/definition-error';
import { payEntryFor, type PayEntry, type PayTable, type SymbolDefinition } from '../definition/game-definition';
import type { CompiledReels } from './compiled-reels';

/**
 * Scatter counts as one small integer: the "scatter code" of a window is Σ count_k × radix_k
 * over the scatter symbols that pay or award free spins, with radix = (cells + 1)^k. Codes of
 * reels add up to the code of the window without carries (no count can exceed the number of
 * cells), so per-stop codes are precomputed and a spin just adds one per reel; the win and
 * the free spins of every possible code are looked up, never recomputed.
 */
export interface ScatterTable {
  /** Symbol indices counted, in code digit order. */
  readonly symbols: readonly number[];
  readonly radix: readonly number[];
  /** Number of possible codes. */
  readonly codeSpace: number;
  /** Scatter win of each code in the game's win unit (pays × `payScale`). */
  readonly winByCode: Float64Array;
  /** Free spins awarded by each code (0 when none or no free spins). */
  readonly awardByCode: Int32Array;
  /** For contributions: per code, per counted symbol, the pay row used (null when it pays nothing). */
  readonly entriesByCode: readonly (readonly (PayEntry | null)[])[];
}

const MAX_CODE_SPACE = 1 << 20;

export function buildScatterTable(
  symbols: readonly SymbolDefinition[],
  scatterPays: PayTable,
  payScale: number,
  cells: number,
  freeSpins: { readonly symbol: string; readonly awards: readonly PayEntry[] } | null,
): ScatterTable {
  const counted: number[] = [];
  symbols.forEach((s, i) => {
    if (s.kind === 'scatter' && (scatterPays[s.id] !== undefined || freeSpins?.symbol === s.id)) counted.push(i);
  });
  const base = cells + 1;
  const radix = counted.map((_, k) => base ** k);
  const codeSpace = base ** counted.length;
  if (codeSpace > MAX_CODE_SPACE) {
    throw new DefinitionError(`${counted.length} paying scatter symbols over ${cells} cells are too many to tabulate`);
  }
  const winByCode = new Float64Array(codeSpace);
  const awardByCode = new Int32Array(codeSpace);
  const entriesByCode: (PayEntry | null)[][] = [];
  for (let code = 0; code < codeSpace; code += 1) {
    let rest = code;
    const entries: (PayEntry | null)[] = [];
    counted.forEach((symbolIndex) => {
      const count = rest % base;
      rest = (rest - count) / base;
      const id = (symbols[symbolIndex] as SymbolDefinition).id;
      const entry = payEntryFor(scatterPays[id], count);
      entries.push(entry);
      if (entry !== null) winByCode[code] = (winByCode[code] as number) + entry.pay * payScale;
      if (freeSpins !== null && freeSpins.symbol === id) awardByCode[code] = payEntryFor(freeSpins.awards, count)?.pay ?? 0;
    });
    entriesByCode.push(entries);
  }
  return { symbols: counted, radix, codeSpace, winByCode, awardByCode, entriesByCode };
}

/** Per reel and stop (flat like CompiledReels' per-stop arrays): the scatter code of that reel's column. */
export function stopScatterCodes(reels: CompiledReels, table: ScatterTable): Int32Array {
  const codes = new Int32Array(reels.stopWeights.length);
  for (let r = 0; r < reels.reelCount; r += 1) {
    const len = reels.lengths[r] as number;
    for (let stop = 0; stop < len; stop += 1) {
      let code = 0;
      for (let row = 0; row < reels.rows; row += 1) {
        const symbol = reels.window[(reels.cellOffsets[r] as number) + stop * reels.rows + row] as number;
        const k = table.symbols.indexOf(symbol);
        if (k >= 0) code += table.radix[k] as number;
      }
      codes[(reels.stopOffsets[r] as number) + stop] = code;
    }
  }
  return codes;
}
