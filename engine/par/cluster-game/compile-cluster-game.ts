import { payEntryFor, type ClusterDefinition } from '../definition/game-definition';
import { compileReels, type CompiledReels } from '../line-game/compiled-reels';
import { buildScatterTable, stopScatterCodes, type ScatterTable } from '../line-game/scatter-table';

/**
 * A cluster definition as flat tables: the column strips as per-stop windows (a grid column is
 * a reel), "who joins whose clusters" as a symbol × symbol byte table, and the pay of every
 * cluster size looked up in advance (the largest listed size at or below it).
 */
export interface CompiledClusterGame {
  readonly def: ClusterDefinition;
  readonly symbolIds: readonly string[];
  readonly rows: number;
  readonly columns: number;
  /** rows × columns; cell index = column × rows + row. */
  readonly cells: number;
  readonly reels: CompiledReels;
  /** Regular symbols with a paytable entry, the only ones whose clusters are looked for. */
  readonly payingSymbols: Int32Array;
  /** joins[x × symbolCount + s] = 1 when a cell showing x belongs to clusters of s (x = s, or x substitutes for s). */
  readonly joins: Uint8Array;
  readonly symbolCount: number;
  /** payBySize[s × (cells + 1) + size] = pay in stake units of a cluster of s of that size. */
  readonly payBySize: Float64Array;
  /** payCountBySize: the paytable size used (0 when none), for details. */
  readonly payCountBySize: Int32Array;
  /** Scatter wins in stake units (scatter pays × stakeUnits). */
  readonly scatter: ScatterTable;
  readonly scatterCodes: Int32Array;
}

export function compileClusterGame(def: ClusterDefinition): CompiledClusterGame {
  const symbolIds = def.symbols.map((s) => s.id);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  const m = symbolIds.length;
  const cells = def.rows * def.columns;
  const reels = compileReels(def.reels, def.rows, index);
  const joins = new Uint8Array(m * m);
  def.symbols.forEach((s, x) => {
    if (s.kind === 'regular') joins[x * m + x] = 1;
    for (const target of s.substitutesFor) joins[x * m + (index.get(target) as number)] = 1;
  });
  const payBySize = new Float64Array(m * (cells + 1));
  const payCountBySize = new Int32Array(m * (cells + 1));
  const paying: number[] = [];
  def.symbols.forEach((s, x) => {
    const entries = def.paytable[s.id];
    if (entries === undefined) return;
    paying.push(x);
    for (let size = 0; size <= cells; size += 1) {
      const entry = payEntryFor(entries, size);
      payBySize[x * (cells + 1) + size] = entry?.pay ?? 0;
      payCountBySize[x * (cells + 1) + size] = entry?.count ?? 0;
    }
  });
  const scatter = buildScatterTable(def.symbols, def.scatterPays, def.stakeUnits, cells, null);
  return {
    def,
    symbolIds,
    rows: def.rows,
    columns: def.columns,
    cells,
    reels,
    payingSymbols: Int32Array.from(paying),
    joins,
    symbolCount: m,
    payBySize,
    payCountBySize,
    scatter,
    scatterCodes: stopScatterCodes(reels, scatter),
  };
}
