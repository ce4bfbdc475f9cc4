import type { LinePattern, LinePaytableEntry } from '../../core/lines';
import { parseEuros } from '../../core/money';
import { LOWER_BETS_CENTS, type LowerBetCents } from './bets';
import { DIAMONDS, type GnomosSymbol } from './symbols';

/**
 * The lower game's paytable (GAMES.md, "Gnomos Mix Golden Edition", lower game): one prize
 * line, the centre row. Cash amounts are written below exactly as the rule table prints them,
 * in euros, and turned into cents once with integer parsing, so this file can be checked
 * against GAMES.md by eye. The 20 € column for Bell and below is 2× the 10 € column (the
 * product decision that restores the column the rule document lost).
 */

/** What a prize gives at one bet: cash in cents, or a number of bonuses for the upper game. */
export type LowerPrize = { readonly cents: number } | { readonly bonuses: number };

/** One bonus is worth 0.80 € (GAMES.md); the maths values bonus prizes at this rate. */
export const BONUS_VALUE_CENTS = 80;

export type LowerPrizeId =
  | '3-blue-diamond'
  | '3-red-diamond'
  | '3-green-diamond'
  | '3-bell'
  | '3-lemon'
  | '3-orange'
  | '3-grape'
  | '3-plum'
  | 'any-3-diamonds'
  | 'bonus-3'
  | 'bonus-2'
  | 'bonus-1';

export interface LowerPaytableRow extends LinePaytableEntry<GnomosSymbol> {
  readonly id: LowerPrizeId;
  /** Rule-book name: "3 Bell", "any 3 Diamonds", "2 Bonus". */
  readonly label: string;
  /** The figures that make the prize, for drawing the row. */
  readonly symbols: readonly GnomosSymbol[];
  readonly pattern: LinePattern<GnomosSymbol>;
  /** The prize at each bet (key: bet in cents). */
  readonly pays: Readonly<Record<LowerBetCents, LowerPrize>>;
}

type Column<T> = readonly [T, T, T, T, T];

function cashPays(euros: Column<string>): Record<LowerBetCents, LowerPrize> {
  return columnRecord(euros, (text) => ({ cents: parseEuros(text) }));
}

function bonusPays(bonuses: Column<number>): Record<LowerBetCents, LowerPrize> {
  return columnRecord(bonuses, (n) => ({ bonuses: n }));
}

/** Columns follow LOWER_BETS_CENTS: 0.20, 1, 5, 10, 20 €. */
function columnRecord<T>(column: Column<T>, prize: (value: T) => LowerPrize): Record<LowerBetCents, LowerPrize> {
  const [c20, c100, c500, c1000, c2000] = column;
  return { 20: prize(c20), 100: prize(c100), 500: prize(c500), 1000: prize(c1000), 2000: prize(c2000) };
}

function threeOf(id: LowerPrizeId, label: string, symbol: GnomosSymbol, euros: Column<string>): LowerPaytableRow {
  return { id, label, symbols: [symbol, symbol, symbol], pattern: { kind: 'all', symbol }, pays: cashPays(euros) };
}

function bonusFigures(count: 1 | 2 | 3, bonuses: Column<number>): LowerPaytableRow {
  return {
    id: `bonus-${count}`,
    label: `${count} Bonus`,
    symbols: new Array<GnomosSymbol>(count).fill('bonus'),
    pattern: { kind: 'count', symbol: 'bonus', count },
    pays: bonusPays(bonuses),
  };
}

/**
 * Best first: the evaluator pays the first row a line matches, so each 3-Diamond row must come
 * before "any 3 Diamonds". Bonus rows count Bonus figures anywhere on the line ("exactly n"),
 * so they never overlap a cash row or each other.
 */
export const LOWER_PAYTABLE: readonly LowerPaytableRow[] = [
  // Columns: 0.20, 1, 5, 10, 20 € bets.
  threeOf('3-blue-diamond', '3 Blue Diamond', 'blue-diamond', ['100', '1000', '5000', '10000', '20000']),
  threeOf('3-red-diamond', '3 Red Diamond', 'red-diamond', ['20', '200', '1000', '2000', '4000']),
  threeOf('3-green-diamond', '3 Green Diamond', 'green-diamond', ['8', '40', '200', '400', '800']),
  threeOf('3-bell', '3 Bell', 'bell', ['4', '20', '100', '200', '400']),
  threeOf('3-lemon', '3 Lemon', 'lemon', ['3.20', '16', '80', '160', '320']),
  threeOf('3-orange', '3 Orange', 'orange', ['2.40', '12', '60', '120', '240']),
  threeOf('3-grape', '3 Grape', 'grape', ['1.60', '8', '40', '80', '160']),
  threeOf('3-plum', '3 Plum', 'plum', ['0.80', '4', '20', '40', '80']),
  {
    id: 'any-3-diamonds',
    label: 'any 3 Diamonds',
    symbols: DIAMONDS,
    pattern: { kind: 'all-in-set', symbols: DIAMONDS },
    pays: cashPays(['0.40', '2', '10', '20', '40']),
  },
  bonusFigures(3, [6, 30, 150, 300, 600]),
  bonusFigures(2, [2, 10, 50, 100, 200]),
  bonusFigures(1, [1, 5, 25, 50, 100]),
];

/**
 * Line features: combinations that start a minigame instead of paying from the table. 3 Window
 * starts the Cauldrons minigame (a later issue); until it lands the machine records it and
 * pays nothing for it.
 */
export type LowerFeatureId = 'cauldrons';

export interface LowerFeatureTrigger extends LinePaytableEntry<GnomosSymbol> {
  readonly id: LowerFeatureId;
  readonly label: string;
  readonly symbols: readonly GnomosSymbol[];
}

export const LOWER_FEATURE_TRIGGERS: readonly LowerFeatureTrigger[] = [
  { id: 'cauldrons', label: '3 Window', symbols: ['window', 'window', 'window'], pattern: { kind: 'all', symbol: 'window' } },
];

/** Cash in cents of a prize (0 for a bonus prize). */
export function prizeCents(prize: LowerPrize): number {
  return 'cents' in prize ? prize.cents : 0;
}

/** Bonuses of a prize (0 for a cash prize). */
export function prizeBonuses(prize: LowerPrize): number {
  return 'bonuses' in prize ? prize.bonuses : 0;
}

/** Every row pays something at every bet: a row missing a bet would pay nothing by accident. */
function checkPaytable(rows: readonly LowerPaytableRow[]): void {
  for (const row of rows) {
    for (const bet of LOWER_BETS_CENTS) {
      const prize = row.pays[bet];
      const amount = prizeCents(prize) + prizeBonuses(prize);
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`paytable row ${row.id} has no prize at bet ${bet}`);
    }
  }
}
checkPaytable(LOWER_PAYTABLE);
