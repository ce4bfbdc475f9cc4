import type { GameDefinition } from './game-definition';
import { JsonReader, describe } from './json-reader';
import { parseClusterDefinition } from './parse-cluster-definition';
import { parseLineDefinition } from './parse-line-definition';

/**
 * Validates a JSON game definition (docs/par-definitions.md) and returns it in checked form.
 * Throws DefinitionError naming the source and the problem; nothing is ever guessed or skipped.
 * `source` is what the messages call the definition, usually its file name.
 */
export function parseGameDefinition(json: unknown, source: string): GameDefinition {
  const reader = new JsonReader(source);
  const obj = reader.object(json, 'the definition');
  switch (obj['kind']) {
    case 'lines':
      return parseLineDefinition(reader, obj);
    case 'clusters':
      return parseClusterDefinition(reader, obj);
    default:
      return reader.fail(`kind must be "lines" or "clusters", got ${describe(obj['kind'])}`);
  }
}
