/**
 * The meters the store keeps. The list is closed on purpose: an unknown name in a batch is a
 * programming error and must be refused, not silently create a meter nobody audits.
 */

export const METER_NAMES = [
  'coin-in', // wagers (cents)
  'coin-out', // wins paid to credit (cents)
  'total-drop', // money into the cabinet: coins + bills (cents)
  'coins-in-value',
  'coins-in-count',
  'bills-in-value',
  'bills-in-count',
  'hopper-paid-value',
  'hopper-paid-count',
  'handpaid-value', // attendant paid cancelled credits (cents)
  'handpaid-count',
  'jackpot-handpaid-value', // attendant paid jackpots (cents): a jackpot above the handpay limit, never credited
  'jackpot-handpaid-count',
  'hopper-extra-count', // coins out nobody was owed (runaway): outside the identity, for the cash count
  'hopper-extra-value',
  'hopper-refill-count', // coins the attendant put into the hopper
  'door-opens', // per door, in scope 'door:<name>'
  'games-played',
  'games-won',
  'games-lost',
  'bonuses-won',
  'bonuses-spent',
  'risk-staked', // cash put at risk on ladders and Double-or-Bonuses (never Coin In)
  'risk-won', // cash standing after those risks (0 when they became bonuses or nothing)
  'power-ups',
  // Jackpot pools, per pool in scope 'jackpot:<pool>' and with the game's own meters. Pools keep
  // sub-cent shares exactly, so their money meters count micro-euros (1 cent = 10,000 micros).
  'jackpot-contributions-micros', // shares of wagers added to a pool (the cabinet funds them; never Coin In)
  'jackpot-hits', // jackpots won
  'jackpot-won', // jackpots paid to credit (cents): a credit the player did not stake, apart from Coin Out
  'jackpot-reseed-micros', // the operator's money topping a pool back up to its seed after a hit
  'jackpot-seed-micros', // the operator's money that created a pool at its seed
  // Bonus Spin Mode (engine/features/bonus-spins.ts): the operator's free rounds, apart from the
  // paid game's meters so its return stays readable. Their wins are credit the player did not
  // stake, so they are in the accounting identity like jackpots.
  'promo-spins-granted', // free rounds the operator granted (count)
  'promo-games', // free rounds played (count; never Games Played)
  'promo-bet-value', // the bets those rounds played at, which nobody paid (cents; never Coin In)
  'promo-won-value', // what they paid to credit (cents; never Coin Out)
  // Service-menu device tests: kept apart from the books (never in the accounting identity).
  'test-payout-count', // coins the technician paid from the hopper as a test
  'test-payout-value',
  'test-coin-in-count', // coins taken during the acceptor test (in the cash box, credited to nobody)
  'test-coin-in-value',
] as const;

export type MeterName = (typeof METER_NAMES)[number];

/** 'cabinet', 'game:<id>', 'game:<id>:bet:20' … */
export type MeterScope = string;

/** The scope the accounting identity is checked on. */
export const CABINET_SCOPE: MeterScope = 'cabinet';

/** Each jackpot pool's own meters: 'jackpot:mona-lisa-jewels:progressive'. */
export const JACKPOT_SCOPE_PREFIX = 'jackpot:';

export function jackpotScope(pool: string): MeterScope {
  return `${JACKPOT_SCOPE_PREFIX}${pool}`;
}

const NAME_SET: ReadonlySet<string> = new Set(METER_NAMES);

export function isMeterName(value: unknown): value is MeterName {
  return typeof value === 'string' && NAME_SET.has(value);
}

/** Every meter at zero: readers always get the full set, absent rows mean "never moved". */
export function zeroMeters(): Record<MeterName, number> {
  const out = {} as Record<MeterName, number>;
  for (const name of METER_NAMES) out[name] = 0;
  return out;
}
