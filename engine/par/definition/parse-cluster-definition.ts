import type { ClusterDefinition } from './game-definition';
import type { JsonObject, JsonReader } from './json-reader';
import { emptyPayTable, parsePayTable } from './parse-pay-table';
import { parseReelSet } from './parse-reels';
import { parseSymbols } from './parse-symbols';

const MAX_SIDE = 12;

/** A `kind: "clusters"` definition, already known to be an object. */
export function parseClusterDefinition(reader: JsonReader, obj: JsonObject): ClusterDefinition {
  reader.keys(
    obj,
    'the definition',
    ['kind', 'id', 'name', 'rows', 'columns', 'reels', 'symbols', 'stakeUnits', 'paytable', 'adjacency'],
    ['notes', 'weights', 'scatterPays'],
  );
  const id = reader.string(obj['id'], 'id');
  const name = reader.string(obj['name'], 'name');
  if (obj['notes'] !== undefined) reader.string(obj['notes'], 'notes');
  const rows = reader.int(obj['rows'], 'rows', 1, MAX_SIDE);
  const columns = reader.int(obj['columns'], 'columns', 1, MAX_SIDE);
  if (obj['adjacency'] !== 'orthogonal') reader.fail(`adjacency must be "orthogonal", got ${JSON.stringify(obj['adjacency'])}`);
  const stakeUnits = reader.int(obj['stakeUnits'], 'stakeUnits', 1, 1_000_000);
  // Scatters may stand in for regular symbols inside clusters (Gonzo's Gold) as well as pay anywhere.
  const symbols = parseSymbols(reader, obj['symbols'], { substituting: ['wild', 'scatter'], multipliers: false });
  const reels = parseReelSet(reader, obj['reels'], obj['weights'], 'reels', symbols, rows, columns);
  const paytable = parsePayTable(reader, obj['paytable'], symbols, {
    name: 'paytable',
    kinds: ['regular'],
    kindReason: 'only regular symbols form clusters (wilds and scatters join them)',
    minCount: 2,
    maxCount: rows * columns,
    countName: 'cluster size',
  });
  const scatterPays =
    obj['scatterPays'] === undefined
      ? emptyPayTable()
      : parsePayTable(reader, obj['scatterPays'], symbols, {
          name: 'scatterPays',
          kinds: ['scatter'],
          kindReason: 'only scatters pay anywhere in the grid',
          minCount: 1,
          maxCount: rows * columns,
          countName: 'scatter count',
        });
  return { kind: 'clusters', id, name, rows, columns, reels, symbols, stakeUnits, paytable, scatterPays, adjacency: 'orthogonal' };
}
