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
 * ladder values v: Up-Nothing p·v[1]/v[0]; Up-Bonus p·v[r+1]/v[r] (the bonuses given on a loss,
 * worth (1 − p)·v[r] at 0.80 € each, are counted apart: they can only be played in the upper
 * game); seesaw (p·v[r+1] + (1 − p)·v[r−1]) / v[r]. GAMES.md: at most 100 % per step (a test
 * checks every step at every bet).
 *
 *   rung 0 any 3 Diamonds → Plum (×2)      45 in 100   cash 90 %
 *   rung 1 Plum → Grape (×2)               1 in 4      cash 50 %
 *   rung 2 Grape → Orange (×1.5)           1 in 3      cash 50 %
 *   rung 3 Orange → Lemon (×4/3)           3 in 8      cash 50 %
 *   rung 4 Lemon → Bell (×1.25)            2 in 5      cash 50 %
 *   rung 5 Bell → Green (×2)               1 in 10     cash 20 %
 *   rung 6 Green → Red / Bell              1 in 10     cash 0.20 €: 70 %, 1–20 €: 95 %
 *   rung 7 Red → Blue / Green              1 in 20     cash 0.20 €: 63 %, 1–20 €: 44 %
 *
 * Why: counted at face value (a bonus = 0.80 €) a lost Up-Bonus step gives back the prize in
 * bonuses, so every Up-Bonus step returns 100 % + p·(v[r+1]/v[r] − 1): risking can only gain.
 * Two things follow.
 * - The player who risks every ladder to the end and the one who collects at Bell must get the
 *   same return within well under 1 %. Past Bell they differ by p5·p6·p7·(Blue − Bell) /
 *   (1 − p6·(1 − p7) − (1 − p6)·p5) per ladder standing at Bell, so the Bell step and the
 *   seesaw are hard to win (1 in 10, 1 in 10, 1 in 20); ladders reach Bell rarely, and the two
 *   players then differ by 0.02–0.2 % of return.
 * - Up to Bell both players risk, so these odds set the floor of the lower game's return: with
 *   50 % cash steps the ladders add about 6 % to the plain spin's 47 %, which leaves the knobs
 *   of each level (holds, advances, Extra Spin) room from 55 % to 110 %.
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
  { win: 1, outOf: 4 },
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
