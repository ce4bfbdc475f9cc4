import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { BLUE_RUNG, BELL_RUNG, type LadderRung } from './prize-ladder';

/**
 * TUNING DATA: the odds of each risk step of the prize ladder (Up-Nothing, Up-Bonus, seesaw),
 * FIXED at every tuning level (tuning/gnomos-tuning.ts: the player's risk is worth the same at
 * every setting). The maths (docs/games/gnomos-mix-maths.md) chose them.
 *
 * A step at rung r is won with probability `win / outOf`: one recorded draw `drawInt(outOf)`,
 * won when the value is below `win`.
 * - Up-Nothing (rung 0, any 3 Diamonds): won → Plum, lost → nothing.
 * - Up-Bonus (rungs 1–5, Plum..Bell): won → next rung, lost → the current prize in bonuses.
 * - Seesaw (rungs 6–7, Green and Red Diamond): won → next rung up, lost → next rung down.
 *
 * Cash return of a step (prize after the step / prize before it, expected), for rung r with
 * ladder values v: Up-Nothing p·v[1]/v[0]; Up-Bonus p·v[r+1]/v[r]; seesaw (p·v[r+1] +
 * (1 − p)·v[r−1]) / v[r]. A lost Up-Bonus step also gives the prize back in bonuses, (1 − p)·v[r]
 * at the 0.80 € conversion rate; a bonus returns 0.60 € in cash when spent upstairs
 * (BONUS_CASH_VALUE_CENTS, tuning/gnomos-tuning.ts), so counted in cash those bonuses add
 * 0.75·(1 − p). GAMES.md: at most 100 % per step; a test checks every step at every bet, with
 * and without the bonuses' cash.
 *
 *                                                      cash    with the bonuses' cash
 *   rung 0 any 3 Diamonds → Plum (×2)      45 in 100   90 %    90 %
 *   rung 1 Plum → Grape (×2)               1 in 5      40 %    100 %
 *   rung 2 Grape → Orange (×1.5)           1 in 3      50 %    100 %
 *   rung 3 Orange → Lemon (×4/3)           3 in 8      50 %    96.9 %
 *   rung 4 Lemon → Bell (×1.25)            2 in 5      50 %    95 %
 *   rung 5 Bell → Green (×2)               1 in 10     20 %    87.5 %
 *   rung 6 Green → Red / Bell              1 in 10     0.20 €: 70 %, 1–20 €: 95 %
 *   rung 7 Red → Blue / Green              1 in 20     0.20 €: 63 %, 1–20 €: 44 %
 *
 * Why: the operator's setting is a cash return, and it holds for the player who collects every
 * prize (maths/policy.ts). No step returns more than 100 % in cash, so risking never beats
 * collecting: the setting is the most the ladders can give, and a player who risks gets less.
 * Plum → Grape was 1 in 4 while bonuses were valued at 0.80 €; counting the bonuses' cash it
 * returned 106 %, so it is 1 in 5. The odds are the same at every level, so the risk is worth
 * the same at every setting.
 */
export interface RiskOdds {
  /** Winning draws. */
  readonly win: number;
  /** All draws: drawInt(outOf). */
  readonly outOf: number;
}

/** Per bet, the odds of a risk step from rung 0 to rung 7 (Blue, rung 8, is never risked). */
export type RiskOddsTable = Readonly<Record<LowerBetCents, readonly RiskOdds[]>>;

const FRUIT_ODDS: readonly RiskOdds[] = [
  { win: 45, outOf: 100 },
  { win: 1, outOf: 5 },
  { win: 1, outOf: 3 },
  { win: 3, outOf: 8 },
  { win: 2, outOf: 5 },
  { win: 1, outOf: 10 },
];

const ODDS_AT_20_CENTS: readonly RiskOdds[] = [...FRUIT_ODDS, { win: 1, outOf: 10 }, { win: 1, outOf: 20 }];
const ODDS_AT_1_EURO_AND_UP: readonly RiskOdds[] = [...FRUIT_ODDS, { win: 1, outOf: 10 }, { win: 1, outOf: 20 }];

export const DEFAULT_RISK_ODDS: RiskOddsTable = Object.freeze({
  20: ODDS_AT_20_CENTS,
  100: ODDS_AT_1_EURO_AND_UP,
  500: ODDS_AT_1_EURO_AND_UP,
  1000: ODDS_AT_1_EURO_AND_UP,
  2000: ODDS_AT_1_EURO_AND_UP,
});

/** The odds of the step from `rung` at `bet`; throws for Blue or an unknown rung. */
export function riskOddsAt(table: RiskOddsTable, bet: LowerBetCents, rung: LadderRung): RiskOdds {
  const odds = table[bet][rung];
  if (odds === undefined || rung >= BLUE_RUNG) throw new RangeError(`no risk step from rung ${String(rung)}`);
  return odds;
}

/** Loaded once: bad tuning data must stop the cabinet, not skew the return. */
export function checkRiskOdds(table: RiskOddsTable): void {
  for (const bet of LOWER_BETS_CENTS) {
    const rows = table[bet];
    if (rows.length !== BLUE_RUNG) throw new Error(`risk odds at bet ${bet} need ${BLUE_RUNG} rungs, got ${rows.length}`);
    rows.forEach((o, rung) => {
      const ok = Number.isSafeInteger(o.win) && Number.isSafeInteger(o.outOf) && o.outOf >= 1 && o.outOf <= 2 ** 32;
      // A rung the player can never climb from, or never lose at, is not a risk game.
      if (!ok || o.win < 1 || o.win >= o.outOf) throw new Error(`risk odds at bet ${bet}, rung ${rung} must be 0 < win < outOf`);
    });
  }
}
checkRiskOdds(DEFAULT_RISK_ODDS);

/** Exact cash return of a step as a fraction (numerator / denominator), see the table above. */
export function riskStepReturn(
  table: RiskOddsTable,
  bet: LowerBetCents,
  rung: LadderRung,
  ladder: readonly number[],
): { readonly numerator: number; readonly denominator: number } {
  const { win, outOf } = riskOddsAt(table, bet, rung);
  const here = ladder[rung] ?? 0;
  const up = ladder[rung + 1] ?? 0;
  const down = rung > BELL_RUNG ? (ladder[rung - 1] ?? 0) : 0;
  return { numerator: win * up + (outOf - win) * down, denominator: outOf * here };
}
