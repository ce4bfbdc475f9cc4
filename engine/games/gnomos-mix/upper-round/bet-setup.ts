import { UPPER_BET_IDS, isUpperBetId, type UpperBetId } from '../upper/bets';

/**
 * The operator's upper-game bets, as the upper round keeps them: the enabled ones in the rule
 * document's order, and the bet in force.
 */
export interface UpperBetSetup {
  readonly enabledBets: readonly UpperBetId[];
  readonly betId: UpperBetId;
}

/**
 * Validates the operator's settings. An unknown bet id is a configuration error that must stop
 * the cabinet at boot, not a bet to drop silently: the maths was never computed for it.
 */
export function resolveUpperBetSetup(enabledBets: readonly string[], betId: string): UpperBetSetup {
  for (const bet of enabledBets) {
    if (!isUpperBetId(bet)) throw new RangeError(`enabled bet ${String(bet)} is not an upper-game bet (${UPPER_BET_IDS.join(', ')})`);
  }
  const enabled = UPPER_BET_IDS.filter((id) => enabledBets.includes(id));
  const first = enabled[0];
  if (first === undefined) throw new RangeError('at least one upper-game bet must be enabled');
  return { enabledBets: enabled, betId: isUpperBetId(betId) && enabled.includes(betId) ? betId : first };
}

/** The BET button: the next enabled bet after `current`, wrapping round to the first. */
export function nextEnabledUpperBet(enabledBets: readonly UpperBetId[], current: UpperBetId): UpperBetId {
  const first = enabledBets[0];
  if (first === undefined) throw new RangeError('no enabled upper-game bets');
  return enabledBets[enabledBets.indexOf(current) + 1] ?? first;
}
