export { DefinitionError } from './definition-error';
export { parseGameDefinition } from './parse-game-definition';
export { payEntryFor } from './game-definition';
export type {
  ClusterDefinition,
  FreeSpinsDefinition,
  GameDefinition,
  LineDefinition,
  PayEntry,
  PayTable,
  ReelSet,
  SymbolDefinition,
  SymbolKind,
} from './game-definition';
