/**
 * How the player plays the choices the rules leave to them, as the maths counts them
 * (docs/games/gnomos-mix-maths.md):
 *
 * - `default` (AUTO-RISK off, the player the operator's setting holds for): every ladder prize
 *   is collected at once (COLLECT), every Double-or-Bonuses fraction is collected, Three
 *   Choices accepts the first offer. No risk step returns more than 100 % in cash
 *   (ladders/risk-odds.ts, upper/tuning.ts), so risking never beats this.
 * - `auto-risk`: every ladder is risked until it ends (nothing, bonuses or Blue Diamond), every
 *   Double-or-Bonuses fraction is risked, Three Choices discards down to the last offer.
 *
 * Both use AUTO-ADVANCES (the best plan) and play a held game with the holds as they stand
 * (what AUTO-PLAY does) unless `LowerChoices` says otherwise. Every other pick is blind, so its
 * order does not change the value.
 */
export const GNOMOS_POLICIES = ['default', 'auto-risk'] as const;
export type GnomosPolicy = (typeof GNOMOS_POLICIES)[number];

export function isGnomosPolicy(value: unknown): value is GnomosPolicy {
  return typeof value === 'string' && (GNOMOS_POLICIES as readonly string[]).includes(value);
}

/**
 * The lower game's other choices. `advances`: AUTO-ADVANCES' best plan, or the worst (the
 * least the player can make of them). `holds`: as they stand (the program holds the pair on
 * some occasions and AUTO-PLAY keeps what it holds), released (the held game is played with
 * every reel spinning), or kept (the pair is held every time a hold is offered).
 */
export interface LowerChoices {
  readonly advances: 'best' | 'worst';
  readonly holds: 'as-they-stand' | 'released' | 'kept';
}

export const AUTO_CHOICES: LowerChoices = Object.freeze({ advances: 'best', holds: 'as-they-stand' });
