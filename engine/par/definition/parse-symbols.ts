import type { SymbolDefinition, SymbolKind } from './game-definition';
import { describe, type JsonReader } from './json-reader';

/** What a game kind allows its symbols to do. */
export interface SymbolRules {
  /** Kinds that may carry `substitutesFor` (lines: wilds; clusters: wilds and scatters). */
  readonly substituting: readonly SymbolKind[];
  /** Whether wilds may carry a line-win multiplier. */
  readonly multipliers: boolean;
}

const KINDS: readonly SymbolKind[] = ['regular', 'wild', 'scatter'];
/** Ids appear in contribution keys like "lemon×3" and in error messages: keep them plain. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
/** Symbols are stored as bytes in the compiled strips. */
export const MAX_SYMBOLS = 255;

/**
 * The symbol list: unique ids, known kinds, substitutions that name existing regular symbols
 * (never the symbol itself), multipliers only on wilds. A wild without `substitutesFor`
 * substitutes for every regular symbol; a scatter without it substitutes for nothing.
 */
export function parseSymbols(reader: JsonReader, value: unknown, rules: SymbolRules): SymbolDefinition[] {
  const list = reader.array(value, 'symbols');
  if (list.length === 0) reader.fail('symbols is empty');
  if (list.length > MAX_SYMBOLS) reader.fail(`symbols lists ${list.length} symbols; at most ${MAX_SYMBOLS} are supported`);

  const raw = list.map((item, i) => {
    const path = `symbols[${i}]`;
    const obj = reader.object(item, path);
    reader.keys(obj, path, ['id', 'kind'], ['name', 'substitutesFor', 'multiplier']);
    const id = reader.string(obj['id'], `${path}.id`);
    if (!ID_PATTERN.test(id)) reader.fail(`${path}.id ${JSON.stringify(id)} must be letters, digits, "_", "." or "-"`);
    const kind = obj['kind'];
    if (typeof kind !== 'string' || !KINDS.includes(kind as SymbolKind)) {
      reader.fail(`symbol "${id}" has kind ${describe(kind)}; expected one of ${KINDS.join(', ')}`);
    }
    return { id, obj, kind: kind as SymbolKind, path };
  });

  const seen = new Map<string, number>();
  raw.forEach(({ id }, i) => {
    const first = seen.get(id);
    if (first !== undefined) reader.fail(`symbols[${i}] repeats the id "${id}" of symbols[${first}]`);
    seen.set(id, i);
  });
  const kindOf = new Map(raw.map((r) => [r.id, r.kind]));
  const regular = raw.filter((r) => r.kind === 'regular').map((r) => r.id);

  return raw.map(({ id, obj, kind, path }) => {
    const name = obj['name'] === undefined ? id : reader.string(obj['name'], `${path}.name`);
    let substitutesFor: string[] = [];
    const subs = obj['substitutesFor'];
    if (subs !== undefined) {
      if (!rules.substituting.includes(kind)) {
        reader.fail(`symbol "${id}" is ${kind} and cannot substitute (only ${rules.substituting.join(' and ')} symbols can)`);
      }
      if (subs === 'all-regular') substitutesFor = [...regular];
      else {
        const ids = reader.array(subs, `${path}.substitutesFor`);
        substitutesFor = ids.map((s, j) => {
          const target = reader.string(s, `${path}.substitutesFor[${j}]`);
          if (target === id) reader.fail(`${kind} "${id}" substitutes for itself`);
          const targetKind = kindOf.get(target);
          if (targetKind === undefined) reader.fail(`${kind} "${id}" substitutes for "${target}", not a symbol of this game`);
          if (targetKind !== 'regular') reader.fail(`${kind} "${id}" substitutes for "${target}", which is a ${targetKind}, not a regular symbol`);
          return target;
        });
        if (new Set(substitutesFor).size !== substitutesFor.length) reader.fail(`${kind} "${id}" lists a symbol twice in substitutesFor`);
      }
    } else if (kind === 'wild') {
      substitutesFor = [...regular];
    }

    let multiplier = 1;
    if (obj['multiplier'] !== undefined) {
      if (kind !== 'wild' || !rules.multipliers) reader.fail(`symbol "${id}" has a multiplier, but only wilds of line games can`);
      multiplier = reader.int(obj['multiplier'], `${path}.multiplier`, 1, 1000);
    }
    return { id, name, kind, substitutesFor, multiplier };
  });
}
