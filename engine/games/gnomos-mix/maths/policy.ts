/**
 * How the player plays the choices the rules leave to them, as the maths counts them
 * (docs/games/gnomos-mix-maths.md):
 *
 * - `default` (AUTO-RISK off): a lower ladder prize is risked up to Bell and collected at Bell
 *   (a prize already at Bell is collected at once); every Double-or-Bonuses fraction is
 *   collected; Three Choices accepts the first offer.
 * - `auto-risk`: every ladder is risked until it ends (nothing, bonuses or Blue Diamond), every
 *   Double-or-Bonuses fraction is risked, Three Choices discards down to the last offer.
 *
 * Both use AUTO-ADVANCES (the best plan) and play a held game with the holds as they stand
 * (what AUTO-PLAY does). Every other pick is blind, so its order does not change the value.
 */
export const GNOMOS_POLICIES = ['default', 'auto-risk'] as const;
export type GnomosPolicy = (typeof GNOMOS_POLICIES)[number];

export function isGnomosPolicy(value: unknown): value is GnomosPolicy {
  return typeof value === 'string' && (GNOMOS_POLICIES as readonly string[]).includes(value);
}
