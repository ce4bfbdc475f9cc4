/**
 * TUNING DATA for holds, advances and Extra Spin: the knobs the operator's RTP setting (70–95 %)
 * turns in the maths tuning step. A chance "win in outOf" is decided by one recorded draw
 * `drawInt(outOf)`, granted when the value is below `win`.
 *
 * Defaults (plausible starting points; the tuning step sets them per bet and RTP):
 * - offer a hold after a losing spin with a pair on the line: 3 in 10;
 * - of offered holds, held automatically (both reels of the pair locked): 1 in 2;
 * - grant advances when something is reachable: 1 in 4; how many: 1, 2, 3, 4 advances with
 *   weights 40, 30, 20, 10;
 * - Extra Spin after a losing spin: 1 in 40.
 */
export interface Chance {
  readonly win: number;
  readonly outOf: number;
}

export interface HoldParams {
  readonly offer: Chance;
  readonly autoHold: Chance;
}

export interface AdvanceParams {
  readonly grant: Chance;
  /** Weights of granting 1, 2, 3, 4 advances. */
  readonly countWeights: readonly [number, number, number, number];
}

export interface ExtraSpinParams {
  readonly trigger: Chance;
}

export const DEFAULT_HOLD_PARAMS: HoldParams = Object.freeze({ offer: { win: 3, outOf: 10 }, autoHold: { win: 1, outOf: 2 } });
export const DEFAULT_ADVANCE_PARAMS: AdvanceParams = Object.freeze({ grant: { win: 1, outOf: 4 }, countWeights: [40, 30, 20, 10] as const });
export const DEFAULT_EXTRA_SPIN_PARAMS: ExtraSpinParams = Object.freeze({ trigger: { win: 1, outOf: 40 } });

/** The most advances the machine grants (rule document: "a maximum of 4 advances"). */
export const MAX_ADVANCES = 4;

export function checkChance(c: Chance, what: string): void {
  if (!Number.isSafeInteger(c.win) || !Number.isSafeInteger(c.outOf) || c.outOf < 1 || c.outOf > 2 ** 32 || c.win < 0 || c.win > c.outOf) {
    throw new RangeError(`${what} must be 0 ≤ win ≤ outOf, outOf in 1..2^32`);
  }
}
