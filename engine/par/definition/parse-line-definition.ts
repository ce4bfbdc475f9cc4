import type { FreeSpinsDefinition, LineDefinition, PayEntry, SymbolDefinition } from './game-definition';
import type { JsonObject, JsonReader } from './json-reader';
import { emptyPayTable, parsePayTable } from './parse-pay-table';
import { parseReelSet } from './parse-reels';
import { parseSymbols } from './parse-symbols';

/** Limits that keep the compiled tables small; no real line game comes near them. */
const MAX_REELS = 10;
const MAX_ROWS = 12;
const MAX_LINES = 1024;
const MAX_SPINS = 1000;

/** A `kind: "lines"` definition, already known to be an object. */
export function parseLineDefinition(reader: JsonReader, obj: JsonObject): LineDefinition {
  reader.keys(obj, 'the definition', ['kind', 'id', 'name', 'rows', 'reels', 'symbols', 'lines', 'paytable'], ['notes', 'weights', 'scatterPays', 'freeSpins']);
  const id = reader.string(obj['id'], 'id');
  const name = reader.string(obj['name'], 'name');
  if (obj['notes'] !== undefined) reader.string(obj['notes'], 'notes');
  const rows = reader.int(obj['rows'], 'rows', 1, MAX_ROWS);
  const symbols = parseSymbols(reader, obj['symbols'], { substituting: ['wild'], multipliers: true });
  const reels = parseReelSet(reader, obj['reels'], obj['weights'], 'reels', symbols, rows, null);
  const reelCount = reels.strips.length;
  if (reelCount > MAX_REELS) reader.fail(`reels has ${reelCount} reels; at most ${MAX_REELS} are supported`);
  const lines = parseLines(reader, obj['lines'], reelCount, rows);

  const paytable = parsePayTable(reader, obj['paytable'], symbols, {
    name: 'paytable',
    kinds: ['regular', 'wild'],
    kindReason: 'scatters pay anywhere through scatterPays, never on lines',
    minCount: 1,
    maxCount: reelCount,
    countName: 'run length',
  });
  const scatterPays =
    obj['scatterPays'] === undefined
      ? emptyPayTable()
      : parsePayTable(reader, obj['scatterPays'], symbols, {
          name: 'scatterPays',
          kinds: ['scatter'],
          kindReason: 'only scatters pay anywhere in the window',
          minCount: 1,
          maxCount: reelCount * rows,
          countName: 'scatter count',
        });
  const freeSpins = obj['freeSpins'] === undefined ? null : parseFreeSpins(reader, obj['freeSpins'], symbols, rows, reelCount);
  return { kind: 'lines', id, name, rows, reels, symbols, lines, paytable, scatterPays, freeSpins };
}

function parseLines(reader: JsonReader, value: unknown, reelCount: number, rows: number): number[][] {
  const list = reader.array(value, 'lines');
  if (list.length === 0) reader.fail('lines is empty: a line game needs at least one line');
  if (list.length > MAX_LINES) reader.fail(`lines has ${list.length} lines; at most ${MAX_LINES} are supported`);
  const seen = new Map<string, number>();
  return list.map((lineValue, l) => {
    const line = reader.array(lineValue, `lines[${l}]`);
    if (line.length !== reelCount) reader.fail(`lines[${l}] has ${line.length} rows but the game has ${reelCount} reels`);
    const out = line.map((row, reel) => {
      if (typeof row !== 'number' || !Number.isSafeInteger(row)) reader.fail(`lines[${l}][${reel}] must be a whole row number, got ${JSON.stringify(row)}`);
      if (row < 0 || row >= rows) reader.fail(`lines[${l}] uses row ${row} on reel ${reel} but the window has ${rows} rows (0..${rows - 1})`);
      return row;
    });
    const key = out.join(',');
    const first = seen.get(key);
    if (first !== undefined) reader.fail(`lines[${l}] repeats lines[${first}]`);
    seen.set(key, l);
    return out;
  });
}

function parseFreeSpins(
  reader: JsonReader,
  value: unknown,
  symbols: readonly SymbolDefinition[],
  rows: number,
  reelCount: number,
): FreeSpinsDefinition {
  const obj = reader.object(value, 'freeSpins');
  reader.keys(obj, 'freeSpins', ['symbol', 'awards', 'multiplier', 'retrigger'], ['reels', 'weights']);
  const symbol = reader.string(obj['symbol'], 'freeSpins.symbol');
  const def = symbols.find((s) => s.id === symbol);
  if (def === undefined) reader.fail(`freeSpins.symbol "${symbol}" is not a symbol of this game`);
  if (def.kind !== 'scatter') reader.fail(`freeSpins.symbol "${symbol}" is a ${def.kind} symbol; free spins are awarded by a scatter`);
  const awardsObj = reader.object(obj['awards'], 'freeSpins.awards');
  const awards: PayEntry[] = Object.entries(awardsObj).map(([countKey, spins]) => {
    const count = reader.countKey(countKey, 'freeSpins.awards', 1, reelCount * rows, 'scatter count');
    return { count, pay: reader.int(spins, `freeSpins.awards["${countKey}"]`, 1, MAX_SPINS) };
  });
  if (awards.length === 0) reader.fail('freeSpins.awards is empty');
  awards.sort((a, b) => a.count - b.count);
  const multiplier = reader.int(obj['multiplier'], 'freeSpins.multiplier', 1, 1000);
  const retrigger = reader.boolean(obj['retrigger'], 'freeSpins.retrigger');
  if (obj['weights'] !== undefined && obj['reels'] === undefined) reader.fail('freeSpins.weights needs freeSpins.reels');
  const reels =
    obj['reels'] === undefined ? null : parseReelSet(reader, obj['reels'], obj['weights'], 'freeSpins.reels', symbols, rows, reelCount);
  return { symbol, awards, multiplier, retrigger, reels };
}
