import type { ParSheet } from './par-sheet';

/**
 * The sheet as JSON. The sheet holds only strings, numbers, booleans and null (bigints are
 * already decimal strings) and its keys are built in a fixed order, so the same figures always
 * give the same bytes: the determinism tests compare this text.
 */
export function formatSheetJson(sheet: ParSheet): string {
  return `${JSON.stringify(sheet, null, 2)}\n`;
}
