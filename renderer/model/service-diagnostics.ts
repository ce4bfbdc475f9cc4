import { MAX_TEST_PAYOUT_COINS, type DiagnosticsView } from '../../main/ipc/contract';

/**
 * The diagnostics screen's own rules: the hopper test's coin count, the screen test's colour
 * sequence, the progress of a test payout, and which lamps show which state.
 */

/** The counts the − / + of the hopper test step through; the cabinet takes 1..MAX_TEST_PAYOUT_COINS. */
export const HOPPER_TEST_STEPS: readonly number[] = [1, 5, 10, 20, 50, MAX_TEST_PAYOUT_COINS];
export const DEFAULT_HOPPER_TEST_COINS = 10;

export function stepHopperCoins(coins: number, direction: 1 | -1): number {
  if (direction > 0) return HOPPER_TEST_STEPS.find((s) => s > coins) ?? MAX_TEST_PAYOUT_COINS;
  const below = HOPPER_TEST_STEPS.filter((s) => s < coins);
  return below[below.length - 1] ?? 1;
}

/** The screen test's full-screen fills, in order; then the technician is asked. */
export const SCREEN_TEST_FILLS = ['red', 'green', 'blue', 'white', 'black', 'grey-ramp'] as const;
export type ScreenTestFill = (typeof SCREEN_TEST_FILLS)[number];

/** How long each fill and each test sound lasts. */
export const SCREEN_TEST_FILL_MS = 1500;
export const SOUND_TEST_GAP_MS = 1200;

/** The payout test in whole per-mille done, for the bar (display only). */
export function payoutPerMille(test: DiagnosticsView['testPayout']): number {
  if (!test || test.requested <= 0) return 0;
  return Math.min(1000, Math.floor((test.paid * 1000) / test.requested));
}

/** The lamps to list: the named ones, then any the cabinet reports a state for. */
export function lampList(diagnostics: DiagnosticsView): readonly string[] {
  const names = [...diagnostics.lampNames];
  for (const name of Object.keys(diagnostics.lamps)) if (!names.includes(name)) names.push(name);
  return names;
}

/** A yes/no test's log line. */
export function askedDetail(test: 'sound' | 'screen', passed: boolean, items: readonly string[]): string {
  const shown = items.join(', ');
  return `${test === 'sound' ? 'sounds played' : 'fills shown'}: ${shown}; technician answered ${passed ? 'yes' : 'no'}`;
}
