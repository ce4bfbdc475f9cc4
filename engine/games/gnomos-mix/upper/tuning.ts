/**
 * Tuning parameters of the Gnomos Mix upper game, as data in one place
 * (docs/games/gnomos-mix-upper.md explains each). The reel strips and weights are maths data
 * too; they live in reels.ts beside the strips they weigh, like the lower game's.
 */

/**
 * Double-or-Bonuses: the chance that PLAY/ACCUMULATE doubles the fraction in play; otherwise it is
 * converted to bonuses (at 0.80 € each, rounded randomly). Drawn as drawInt(denominator) <
 * numerator. FIXED at every tuning level (docs/games/gnomos-mix-maths.md).
 *
 * Why 1 in 400: at face value (a bonus = 0.80 €) a risk step returns 2p + (1 − p) = 1 + p, so the
 * player who risks every fraction (AUTO-RISK) gets more than the one who collects: a fraction
 * risked until it converts is worth (1 − p) / (1 − 2p) of itself. The maths requires the two
 * players' returns to be within well under 1 % of each other at every level up to 110 %; with
 * p = 1/400 the gain is 1/398 = 0.25 % of what goes into Double-or-Bonuses, under 0.3 % of
 * return at every level. Valued at what a bonus returns when staked in the upper game
 * (R ≤ 95 %), a step returns 2p + (1 − p)·R ≤ 95.26 % (`riskStepReturn`), below 100 %.
 */
export const DOUBLE_CHANCE = Object.freeze({ numerator: 1, denominator: 400 });

/** The highest operator RTP the double chance is proven against (GAMES.md: 70–95 %), in percent. */
export const DOUBLE_CHANCE_PROVEN_UP_TO_RTP_PERCENT = 95;

/** Rule: above this many bonuses held, Double-or-Bonuses is not offered (the prize is paid). */
export const DOUBLE_OR_BONUSES_BONUS_LIMIT = 6_000;

/**
 * Return of one risk step, as an exact fraction [numerator, denominator], when a bonus is
 * worth `bonusReturnPercent` % of its face value: (2p + (1 − p)·R).
 */
export function riskStepReturn(bonusReturnPercent: number): readonly [number, number] {
  const { numerator: n, denominator: d } = DOUBLE_CHANCE;
  // (2n/d + (d − n)/d · R/100) = (200n + (d − n)R) / (100d)
  return [200 * n + (d - n) * bonusReturnPercent, 100 * d];
}

function checkTuning(): void {
  const { numerator, denominator } = DOUBLE_CHANCE;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator < 1 || numerator > denominator) {
    throw new Error('DOUBLE_CHANCE must be a probability numerator / denominator');
  }
  const [n, d] = riskStepReturn(DOUBLE_CHANCE_PROVEN_UP_TO_RTP_PERCENT);
  if (n > d) throw new Error('a Double-or-Bonuses step must return at most 100 %');
}
checkTuning();
