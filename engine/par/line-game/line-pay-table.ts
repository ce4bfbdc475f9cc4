import { payEntryFor, type LineDefinition } from '../definition/game-definition';

/**
 * The line paytable as flat arrays indexed [symbol × (reels + 1) + run length]: the pay of a
 * run of that length (the largest listed count at or below it, 0 when none) and the count of
 * the row used. Wilds have rows too (their pays alone); scatters' rows are all 0.
 */
export interface LinePayTable {
  /** reels + 1: index = symbol × stride + length. */
  readonly stride: number;
  readonly pay: Float64Array;
  readonly count: Int32Array;
}

export function buildLinePayTable(def: LineDefinition): LinePayTable {
  const stride = def.reels.strips.length + 1;
  const pay = new Float64Array(def.symbols.length * stride);
  const count = new Int32Array(def.symbols.length * stride);
  def.symbols.forEach((symbol, s) => {
    for (let length = 0; length < stride; length += 1) {
      const entry = payEntryFor(def.paytable[symbol.id], length);
      pay[s * stride + length] = entry?.pay ?? 0;
      count[s * stride + length] = entry?.count ?? 0;
    }
  });
  return { stride, pay, count };
}
