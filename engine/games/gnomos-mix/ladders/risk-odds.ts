import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { BLUE_RUNG, BELL_RUNG, type LadderRung } from './prize-ladder';

/**
 * TUNING DATA: the odds of each risk step of the prize ladder (Up-Nothing, Up-Bonus, seesaw).
 * These are the knobs the operator's RTP setting (70–95 %) turns in the maths tuning step; the
 * defaults below give every step a 90 % cash return (see `riskStepReturn`).
 *
 * A step at rung r is won with probability `win / outOf`: one recorded draw `drawInt(outOf)`,
 * won when the value is below `win`.
 * - Up-Nothing (rung 0, any 3 Diamonds): won → Plum, lost → nothing.
 * - Up-Bonus (rungs 1–5, Plum..Bell): won → next rung, lost → the current prize in bonuses.
 * - Seesaw (rungs 6–7, Green and Red Diamond): won → next rung up, lost → next rung down.
 *
 * Cash return of a step (prize after the step / prize before it, expected), for rung r with
 * ladder values v: Up-Nothing p·v[1]/v[0]; Up-Bonus p·v[r+1]/v[r] (the bonuses given on a loss,
 * worth (1 − p)·v[r] at 0.80 € each, are counted apart: they can only be played in the upper
 * game); seesaw (p·v[r+1] + (1 − p)·v[r−1]) / v[r]. Every default keeps the cash return of every
 * step ≤ 100 % (a test checks it at every bet).
 *
 * Defaults (90 % cash return per step):
 *   rung 0 any 3 Diamonds → Plum (×2)      45 in 100
 *   rung 1 Plum → Grape (×2)               45 in 100
 *   rung 2 Grape → Orange (×1.5)           60 in 100
 *   rung 3 Orange → Lemon (×4/3)           27 in 40
 *   rung 4 Lemon → Bell (×1.25)            72 in 100
 *   rung 5 Bell → Green (×2)               45 in 100
 *   rung 6 Green ↔ Red / Bell              0.20 €: 1 in 5;  1–20 €: 4 in 45
 *   rung 7 Red ↔ Blue / Green              0.20 €: 5 in 46; 1–20 €: 7 in 48
 * The seesaw odds differ at 0.20 € because 3 Red and 3 Blue pay 100× and 500× the bet there
 * but 200× and 1000× at the other bets.
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
  { win: 45, outOf: 100 },
  { win: 60, outOf: 100 },
  { win: 27, outOf: 40 },
  { win: 72, outOf: 100 },
  { win: 45, outOf: 100 },
];

const ODDS_AT_20_CENTS: readonly RiskOdds[] = [...FRUIT_ODDS, { win: 1, outOf: 5 }, { win: 5, outOf: 46 }];
const ODDS_AT_1_EURO_AND_UP: readonly RiskOdds[] = [...FRUIT_ODDS, { win: 4, outOf: 45 }, { win: 7, outOf: 48 }];

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
