import type { DrawRecorder } from '../../../core/rng';
import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { LADDER_LENGTH, prizeLadderCents, type LadderRung } from '../ladders/prize-ladder';

/**
 * TUNING DATA: what the Cauldrons minigame can hide under its lids.
 *
 * The rule document's ranges per bet (cents): 0.20 € 0.40–100 €, 1 € 2–1000 €, 5 € 10–5000 €,
 * 10 € 20–10,000 €, 20 € 20–20,000 €. The prizes are the bet's ladder values (any 3 Diamonds
 * up to Blue Diamond), so every rung lies in its bet's range; at 20 € the lowest ladder value is
 * 40 € (the 20 € floor of the rule document is the 10 € column's, not reachable on this ladder).
 *
 * Each of the three prizes is drawn independently with one recorded draw over the weights of
 * its bet, so the prize under any one lid (and so the prize the player picks, since the lids
 * give no hint) has exactly the weights' distribution. Weights are per rung, any 3 Diamonds
 * first. These are the knobs the operator RTP setting turns; the default (all bets) is
 *   any 3 Diamonds 300, Plum 250, Grape 180, Orange 120, Lemon 80, Bell 40, Green 20, Red 8,
 *   Blue 2  (of 1000)
 * which averages 9.16× the bet at 0.20 € (183.2 cents) and 10.96× at 1–20 € before any risk.
 */
export type CauldronWeights = Readonly<Record<LowerBetCents, readonly number[]>>;

const DEFAULT_ROW: readonly number[] = Object.freeze([300, 250, 180, 120, 80, 40, 20, 8, 2]);

export const DEFAULT_CAULDRON_WEIGHTS: CauldronWeights = Object.freeze({
  20: DEFAULT_ROW,
  100: DEFAULT_ROW,
  500: DEFAULT_ROW,
  1000: DEFAULT_ROW,
  2000: DEFAULT_ROW,
});

/** The rule document's prize range of the minigame per bet, in cents. */
export const CAULDRON_PRIZE_RANGE_CENTS: Readonly<Record<LowerBetCents, { readonly min: number; readonly max: number }>> = Object.freeze({
  20: { min: 40, max: 10_000 },
  100: { min: 200, max: 100_000 },
  500: { min: 1000, max: 500_000 },
  1000: { min: 2000, max: 1_000_000 },
  2000: { min: 2000, max: 2_000_000 },
});

/** Loaded once: bad tuning data must stop the cabinet. A rung outside the range must weigh 0. */
export function checkCauldronWeights(weights: CauldronWeights): void {
  for (const bet of LOWER_BETS_CENTS) {
    const row = weights[bet];
    if (row.length !== LADDER_LENGTH) throw new Error(`cauldron weights at bet ${bet} need ${LADDER_LENGTH} rungs`);
    let total = 0;
    row.forEach((w, rung) => {
      if (!Number.isSafeInteger(w) || w < 0) throw new Error(`cauldron weight at bet ${bet}, rung ${rung} must be a whole number ≥ 0`);
      const cents = prizeLadderCents(bet)[rung] ?? 0;
      const { min, max } = CAULDRON_PRIZE_RANGE_CENTS[bet];
      if (w > 0 && (cents < min || cents > max)) throw new Error(`cauldron prize ${cents} is outside the range at bet ${bet}`);
      total += w;
    });
    if (total < 1 || total > 2 ** 32) throw new Error(`cauldron weights at bet ${bet} must add up to 1..2^32`);
  }
}
checkCauldronWeights(DEFAULT_CAULDRON_WEIGHTS);

function totalOf(row: readonly number[]): number {
  return row.reduce((a, b) => a + b, 0);
}

/** The rung a weighted value in [0, total) selects. */
export function rungForWeightedValue(row: readonly number[], value: number): LadderRung {
  let remaining = value;
  for (let rung = 0; rung < row.length; rung += 1) {
    const w = row[rung] ?? 0;
    if (remaining < w) return rung;
    remaining -= w;
  }
  throw new RangeError(`weighted value ${value} is outside the cauldron weights`);
}

/** Three hidden prizes (rungs), one recorded draw each, lid 0 first. */
export function drawCauldronPrizes(bet: LowerBetCents, recorder: DrawRecorder, weights: CauldronWeights = DEFAULT_CAULDRON_WEIGHTS): [LadderRung, LadderRung, LadderRung] {
  const row = weights[bet];
  const total = totalOf(row);
  const draw = (): LadderRung => rungForWeightedValue(row, recorder.int(total));
  const a = draw();
  const b = draw();
  const c = draw();
  return [a, b, c];
}

/** Exact expected prize of the minigame (before any risk) as numerator / denominator cents. */
export function expectedCauldronPrize(bet: LowerBetCents, weights: CauldronWeights = DEFAULT_CAULDRON_WEIGHTS): { readonly numerator: number; readonly denominator: number } {
  const row = weights[bet];
  const ladder = prizeLadderCents(bet);
  let numerator = 0;
  row.forEach((w, rung) => {
    numerator += w * (ladder[rung] ?? 0);
  });
  return { numerator, denominator: totalOf(row) };
}
