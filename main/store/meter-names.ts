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
  // Service-menu device tests: kept apart from the books (never in the accounting identity).
  'test-payout-count', // coins the technician paid from the hopper as a test
  'test-payout-value',
  'test-coin-in-count', // coins taken during the acceptor test (in the cash box, credited to nobody)
  'test-coin-in-value',
] as const;

export type MeterName = (typeof METER_NAMES)[number];

/** 'cabinet', 'game:gnomos-mix', 'game:gnomos-mix:bet:20' … */
export type MeterScope = string;

/** The scope the accounting identity is checked on. */
export const CABINET_SCOPE: MeterScope = 'cabinet';

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
