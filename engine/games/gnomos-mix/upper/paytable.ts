import type { LinePattern, LinePaytableEntry } from '../../../core/lines';
import { parseEuros } from '../../../core/money';
import { UPPER_BETS, UPPER_BET_IDS, type UpperBetId } from './bets';
import { UPPER_SYMBOLS, type UpperSymbol } from './symbols';

/**
 * The upper game's paytable: three equal figures on any of the 8 prize lines. The rule
 * document leaves it to the manufacturer (GAMES.md); the reasoning is in
 * docs/games/gnomos-mix-upper.md. In short:
 *
 * - The 1 € + 5 bet to the 20 € + 100 bet cost 5 / 25 / 50 / 100 € in stake value (cash plus
 *   bonuses at 0.80 €) and pay the same multiples of it: Leaf 1×, Acorn 2×, Log 6×, Flower 8×,
 *   Mushroom 10×, Clover 20×, Pot of Gold 50×, Golden Gnome 200× = the bet's maximum prize.
 * - 0.20 € + 1 costs 1 € and its maximum prize is 100 €: Golden Gnome pays 100× (the maximum)
 *   and Pot of Gold 40× so the top two stay 2.5× apart.
 * - 20 € + 200 costs 180 €: 1.8× the 20 € + 100 column, except Golden Gnome, which is the
 *   maximum prize, 20,000 €, at both 20 € bets.
 * - Mushroom, Flower and Log pay more than each bet's minigame floor (4 / 10 / 50 / 100 / 200 /
 *   200 €; GAMES.md: 10 € + 50 starts above 100 €), so a minigame that replaces their line prize
 *   "with one of equal or greater value" stays inside the rule document's ranges.
 *
 * Cash amounts are written in euros as a rule table prints them and parsed to cents once.
 */

export type UpperPrizeId = `3-${UpperSymbol}`;

export interface UpperPaytableRow extends LinePaytableEntry<UpperSymbol> {
  readonly id: UpperPrizeId;
  /** Rule-book name: "3 Mushroom". */
  readonly label: string;
  readonly symbol: UpperSymbol;
  readonly pattern: LinePattern<UpperSymbol>;
  /** Cash in cents at each bet. */
  readonly pays: Readonly<Record<UpperBetId, number>>;
}

/** Columns follow UPPER_BET_IDS: 0.20+1, 1+5, 5+25, 10+50, 20+100, 20+200. */
type Column = readonly [string, string, string, string, string, string];

const LABELS: Readonly<Record<UpperSymbol, string>> = {
  'golden-gnome': 'Golden Gnome',
  'pot-of-gold': 'Pot of Gold',
  clover: 'Clover',
  mushroom: 'Mushroom',
  flower: 'Flower',
  log: 'Log',
  acorn: 'Acorn',
  leaf: 'Leaf',
};

function threeOf(symbol: UpperSymbol, euros: Column): UpperPaytableRow {
  const pays = Object.fromEntries(UPPER_BET_IDS.map((id, i) => [id, parseEuros(euros[i] ?? '')])) as Record<UpperBetId, number>;
  return Object.freeze({
    id: `3-${symbol}` as const,
    label: `3 ${LABELS[symbol]}`,
    symbol,
    pattern: Object.freeze({ kind: 'all' as const, symbol }),
    pays: Object.freeze(pays),
  });
}

/** Best first (one row per figure, so no two rows can match the same line). */
export const UPPER_PAYTABLE: readonly UpperPaytableRow[] = Object.freeze([
  // Columns:            0.20+1   1+5     5+25    10+50    20+100   20+200
  threeOf('golden-gnome', ['100', '1000', '5000', '10000', '20000', '20000']),
  threeOf('pot-of-gold', ['40', '250', '1250', '2500', '5000', '9000']),
  threeOf('clover', ['20', '100', '500', '1000', '2000', '3600']),
  threeOf('mushroom', ['10', '50', '250', '500', '1000', '1800']),
  threeOf('flower', ['8', '40', '200', '400', '800', '1440']),
  threeOf('log', ['6', '30', '150', '300', '600', '1080']),
  threeOf('acorn', ['2', '10', '50', '100', '200', '360']),
  threeOf('leaf', ['1', '5', '25', '50', '100', '180']),
]);

/** Loaded once: every figure has a row, every row pays at every bet and no row pays above the bet's maximum. */
function checkPaytable(rows: readonly UpperPaytableRow[]): void {
  for (const symbol of UPPER_SYMBOLS) {
    if (!rows.some((row) => row.symbol === symbol)) throw new Error(`upper paytable has no row for ${symbol}`);
  }
  for (const row of rows) {
    for (const bet of UPPER_BETS) {
      const cents = row.pays[bet.id];
      if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`upper paytable row ${row.id} has no prize at bet ${bet.id}`);
      if (cents > bet.maxPrizeCents) throw new Error(`upper paytable row ${row.id} pays above the maximum prize at bet ${bet.id}`);
    }
  }
}
checkPaytable(UPPER_PAYTABLE);
