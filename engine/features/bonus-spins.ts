/**
 * Bonus Spin Mode, for every video slot that offers it: the operator grants a number of free
 * rounds at a fixed total bet from the service menu. The player plays them with PLAY and pays
 * nothing; what they win is real credit. A game keeps one `BonusSpins` in its context (JSON) and
 * asks here whether its next round is a free one, and counts each free round it plays.
 *
 * The grant says who gave it and when (the cabinet's clock, handed in: the engine has none), so
 * the journal and recall show it as well as the event log. A grant stays with its game until it
 * is played out or the operator cancels it: a power cut, the menu or an empty balance leave it
 * standing (it was given to the cabinet's player, not to a credit session).
 */

/** The most free rounds one grant may give (a promotion, not a way to play all night). */
export const MAX_BONUS_SPINS = 100;

export interface BonusSpinsGrant {
  readonly spins: number;
  readonly totalBetCents: number;
  /** The service role that granted them. */
  readonly by: string;
  /** When, in ms since 1970, by the cabinet's clock. */
  readonly atMs: number;
}

export interface BonusSpins {
  /** Free rounds given by the standing grant (topped-up grants add to it). */
  readonly granted: number;
  readonly remaining: number;
  readonly totalBetCents: number;
  /** What the free rounds have paid so far (cents, real credit). */
  readonly wonCents: number;
  readonly by: string;
  readonly atMs: number;
}

export type BonusSpinsRefusal = { readonly refused: string };

/** The free round due now, or null: a grant with rounds left. */
export function bonusSpinDue(b: BonusSpins | null | undefined): b is BonusSpins {
  return b !== null && b !== undefined && b.remaining > 0;
}

/**
 * A grant taken: a new one, or more rounds on the standing one at the same bet. A grant at
 * another bet while rounds are left is refused: the player must not see his free rounds' bet
 * change under him; the operator cancels first.
 */
export function grantBonusSpins(current: BonusSpins | null | undefined, grant: BonusSpinsGrant, betsCents: readonly number[]): BonusSpins | BonusSpinsRefusal {
  if (!Number.isSafeInteger(grant.spins) || grant.spins < 1 || grant.spins > MAX_BONUS_SPINS) return { refused: `a grant is 1 to ${MAX_BONUS_SPINS} bonus spins, not ${grant.spins}` };
  if (!betsCents.includes(grant.totalBetCents)) return { refused: `a total bet of ${grant.totalBetCents} c is not on the game's table of bets` };
  if (bonusSpinDue(current)) {
    if (current.totalBetCents !== grant.totalBetCents) return { refused: `${current.remaining} bonus spins at ${current.totalBetCents} c are still to play: cancel them before granting at another bet` };
    if (current.remaining + grant.spins > MAX_BONUS_SPINS) return { refused: `${current.remaining} bonus spins are still to play: at most ${MAX_BONUS_SPINS - current.remaining} more may be granted` };
    return { ...current, granted: current.granted + grant.spins, remaining: current.remaining + grant.spins, by: grant.by, atMs: grant.atMs };
  }
  return { granted: grant.spins, remaining: grant.spins, totalBetCents: grant.totalBetCents, wonCents: 0, by: grant.by, atMs: grant.atMs };
}

/** One free round played that paid `winCents`: the grant's count goes down (a played-out grant stays to show its total). */
export function spendBonusSpin(b: BonusSpins, winCents: number): BonusSpins {
  if (b.remaining < 1) throw new RangeError('no bonus spin is left to play');
  return { ...b, remaining: b.remaining - 1, wonCents: b.wonCents + winCents };
}
