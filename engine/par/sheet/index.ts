/** The PAR sheet: build it from exact and simulated figures, print it as text, json or md. */
import { formatSheetJson } from './format-json';
import { formatSheetMarkdown } from './format-md';
import { formatSheetText } from './format-text';
import type { ParSheet } from './par-sheet';

export { checkAgainstBruteForce } from './brute-force-check';
export type { BruteForceCheck, BruteForceTotals } from './brute-force-check';
export { buildParSheet } from './build-sheet';
export type { MonteCarloInput, SheetInput } from './build-sheet';
export { formatSheetJson, formatSheetMarkdown, formatSheetText };
export type { ParSheet };

export type SheetFormat = 'text' | 'json' | 'md';

export function formatSheet(sheet: ParSheet, format: SheetFormat): string {
  switch (format) {
    case 'text':
      return formatSheetText(sheet);
    case 'json':
      return formatSheetJson(sheet);
    case 'md':
      return formatSheetMarkdown(sheet);
  }
}
