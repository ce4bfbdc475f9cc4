/**
 * Bets of the lower game (GAMES.md): 0.20 / 1 / 5 / 10 / 20 €, each enabled or disabled by the
 * operator; 0.20 € by default.
 */
export const LOWER_BETS_CENTS = [20, 100, 500, 1000, 2000] as const;

export type LowerBetCents = (typeof LOWER_BETS_CENTS)[number];

export const DEFAULT_BET_CENTS: LowerBetCents = 20;

export function isLowerBet(value: unknown): value is LowerBetCents {
  return typeof value === 'number' && (LOWER_BETS_CENTS as readonly number[]).includes(value);
}

export interface LowerBetSetup {
  /** The operator's enabled bets, in ascending order, without repeats. */
  readonly enabledBets: readonly LowerBetCents[];
  /** The bet in force: the requested one if enabled, else the first enabled bet. */
  readonly betCents: LowerBetCents;
}

/**
 * Validates the operator's bet settings. An unknown amount is a configuration error, not
 * something to drop silently: a bet the player could see but never play, or a price the maths
 * was never computed for, must stop the cabinet at boot.
 */
export function resolveLowerBetSetup(enabledBets: readonly number[], betCents: number): LowerBetSetup {
  for (const bet of enabledBets) {
    if (!isLowerBet(bet)) {
      throw new RangeError(`enabled bet ${String(bet)} is not a lower-game bet (${LOWER_BETS_CENTS.join(', ')} cents)`);
    }
  }
  const enabled = LOWER_BETS_CENTS.filter((bet) => enabledBets.includes(bet));
  const first = enabled[0];
  if (first === undefined) throw new RangeError('at least one lower-game bet must be enabled');
  return { enabledBets: enabled, betCents: isLowerBet(betCents) && enabled.includes(betCents) ? betCents : first };
}

/** The BET button: the next enabled bet after `current`, wrapping round to the first. */
export function nextEnabledBet(enabledBets: readonly LowerBetCents[], current: LowerBetCents): LowerBetCents {
  const first = enabledBets[0];
  if (first === undefined) throw new RangeError('no enabled bets');
  const at = enabledBets.indexOf(current);
  return enabledBets[at + 1] ?? first;
}
