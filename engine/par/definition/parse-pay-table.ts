import type { PayEntry, PayTable, SymbolDefinition, SymbolKind } from './game-definition';
import type { JsonReader } from './json-reader';

/** Pays stay far below 2^53 even when squared and summed over a brute-force block. */
const MAX_PAY = 10_000_000;

export interface PayTableRules {
  /** Name of the table in messages and its JSON key, e.g. "paytable", "scatterPays". */
  readonly name: string;
  /** Kinds of symbol the table may list, and why the others cannot be listed. */
  readonly kinds: readonly SymbolKind[];
  readonly kindReason: string;
  readonly minCount: number;
  readonly maxCount: number;
  /** What a count is, for messages ("run length", "cluster size", "scatter count"). */
  readonly countName: string;
}

/**
 * `{ [symbolId]: { [count]: pay } }` → rows ascending by count. Pays are whole, non-negative
 * numbers of the table's unit (line bets, total bets or stake units).
 */
/** An empty pay table (no prototype, like every parsed one). */
export function emptyPayTable(): PayTable {
  return Object.create(null) as PayTable;
}

export function parsePayTable(
  reader: JsonReader,
  value: unknown,
  symbols: readonly SymbolDefinition[],
  rules: PayTableRules,
): PayTable {
  const obj = reader.object(value, rules.name);
  const bySymbol = new Map(symbols.map((s) => [s.id, s]));
  // No prototype: a symbol called "constructor" or "toString" must not find Object's members as pays.
  const table: Record<string, readonly PayEntry[]> = Object.create(null) as Record<string, readonly PayEntry[]>;
  for (const [symbolId, rowsValue] of Object.entries(obj)) {
    const where = `${rules.name} "${symbolId}"`;
    const symbol = bySymbol.get(symbolId);
    if (symbol === undefined) reader.fail(`${where} is not a symbol of this game`);
    if (!rules.kinds.includes(symbol.kind)) reader.fail(`${where} is a ${symbol.kind} symbol: ${rules.kindReason}`);
    const rows = reader.object(rowsValue, where);
    const entries: PayEntry[] = [];
    for (const [countKey, payValue] of Object.entries(rows)) {
      const count = reader.countKey(countKey, where, rules.minCount, rules.maxCount, rules.countName);
      if (typeof payValue !== 'number' || !Number.isSafeInteger(payValue)) {
        reader.fail(`${where} pays ${JSON.stringify(payValue)} for ${count}: pays are whole numbers`);
      }
      if (payValue < 0) reader.fail(`${where} pays ${payValue} for ${count}: pays cannot be negative`);
      if (payValue > MAX_PAY) reader.fail(`${where} pays ${payValue} for ${count}: at most ${MAX_PAY} is supported`);
      entries.push({ count, pay: payValue });
    }
    if (entries.length === 0) reader.fail(`${where} lists no ${rules.countName}`);
    entries.sort((a, b) => a.count - b.count);
    table[symbolId] = entries;
  }
  return table;
}
