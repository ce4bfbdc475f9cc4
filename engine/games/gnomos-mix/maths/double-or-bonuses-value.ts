import { BONUS_VALUE_CENTS } from '../paytable';
import { upperBet, type UpperBetId } from '../upper/bets';
import { DOUBLE_CHANCE, DOUBLE_OR_BONUSES_BONUS_LIMIT } from '../upper/tuning';
import type { GnomosPolicy } from './policy';

/**
 * The expected outcome of Double-or-Bonuses (upper/double-or-bonuses-steps.ts) for a prize, as
 * the policies play it, with the player holding no bonuses when it starts.
 *
 * - `default` collects every fraction: the prize is paid as it is.
 * - `auto-risk` risks every fraction until it is converted: a double (DOUBLE_CHANCE) keeps the
 *   doubled fraction in play, a conversion pays cents / 80 bonuses on average and brings the next
 *   fraction; when a double brings the cash at stake to the bet's maximum the game ends paying
 *   the maximum; when a conversion takes the bonus balance above the limit (6,000) the rest of
 *   the prize is paid. The bonus balance matters only for that limit, so the state is (prize
 *   still to play, bonuses held), every state visited once (memoised), so the expectation is
 *   an exact finite sum. Two cuts keep the states few, both far below what the figures show:
 *   - where the limit could only be passed after so many doubles (d doubles add at most
 *     fraction × (2^d − 1) to what can be converted) that the result could move by less than
 *     a millionth of a cent, the balance is no longer followed (NEGLIGIBLE_CENTS);
 *   - at bets whose fraction is not a whole number of bonuses (1 € + 5: 12.5, 5 € + 25: 62.5)
 *     every conversion rounds at random and the balances spread over thousands of values; there
 *     the balance is not followed at all. The limit can bind there only in a game converting
 *     more than 4,800 € of a prize below 1,000 / 5,000 €: counting it in full (fifty times
 *     slower) moves the 5 € + 25 return by 3.5 × 10⁻¹⁰ and the 1 € + 5 return by nothing.
 *
 * A prize at the bet's maximum is paid directly under both policies.
 */
export interface DoubleOrBonusesValue {
  readonly cashCents: number;
  readonly bonusValueCents: number;
}

const p = DOUBLE_CHANCE.numerator / DOUBLE_CHANCE.denominator;

interface BetMemo {
  readonly fraction: number;
  readonly max: number;
  /** Whether the bonus balance is followed at all (see above). */
  readonly followsBalance: boolean;
  readonly states: Map<number, DoubleOrBonusesValue>;
  /** States where the limit can no longer matter, by prize still to play. */
  readonly unlimited: Map<number, DoubleOrBonusesValue>;
  readonly prizes: Map<number, DoubleOrBonusesValue>;
}

const memos = new Map<UpperBetId, BetMemo>();

function memoOf(betId: UpperBetId): BetMemo {
  let memo = memos.get(betId);
  if (memo === undefined) {
    const bet = upperBet(betId);
    const followsBalance = bet.fractionCents % BONUS_VALUE_CENTS === 0;
    memo = { fraction: bet.fractionCents, max: bet.maxPrizeCents, followsBalance, states: new Map(), unlimited: new Map(), prizes: new Map() };
    memos.set(betId, memo);
  }
  return memo;
}

export function doubleOrBonusesValue(betId: UpperBetId, prizeCents: number, policy: GnomosPolicy): DoubleOrBonusesValue {
  if (!Number.isSafeInteger(prizeCents) || prizeCents < 0) throw new RangeError(`prize must be whole cents, got ${String(prizeCents)}`);
  const memo = memoOf(betId);
  if (policy === 'default' || prizeCents === 0 || prizeCents >= memo.max) return { cashCents: prizeCents, bonusValueCents: 0 };
  let known = memo.prizes.get(prizeCents);
  if (known === undefined) {
    known = fromState(memo, prizeCents, 0);
    memo.prizes.set(prizeCents, known);
  }
  return known;
}

/**
 * A way to the bonus limit is not followed when its chance × 1 % of the maximum prize is below
 * this many cents: passing the limit only pays the rest of the prize instead of playing it on,
 * and playing it on moves its value by less than 1 % (a double adds p / (1 − 2p), the
 * maximum's cut takes less than p of what is at stake).
 */
const NEGLIGIBLE_CENTS = 1e-6;
const REST_VALUE_SHARE = 0.01;

/** Whether the bonus limit can still be passed from here with a chance above NEGLIGIBLE. */
function limitMatters(memo: BetMemo, remaining: number, held: number): boolean {
  if (!memo.followsBalance) return false;
  // Without doubles at most one bonus more per fraction than remaining / 80 can be converted.
  const fractions = Math.ceil(remaining / memo.fraction);
  const short = (DOUBLE_OR_BONUSES_BONUS_LIMIT + 1 - held) * BONUS_VALUE_CENTS - remaining - fractions * BONUS_VALUE_CENTS;
  if (short <= 0) return true;
  // d doubles add at most fraction × (2^d − 1) to what is converted (all on one fraction).
  let doublesNeeded = 1;
  while (memo.fraction * (2 ** doublesNeeded - 1) < short) doublesNeeded += 1;
  return p ** doublesNeeded * REST_VALUE_SHARE * memo.max >= NEGLIGIBLE_CENTS;
}

/** Everything still to play is `remaining` cents (the fraction in play first), `held` bonuses held. */
function fromState(memo: BetMemo, remaining: number, held: number | null): DoubleOrBonusesValue {
  const tracked = held !== null && limitMatters(memo, remaining, held);
  const states = tracked ? memo.states : memo.unlimited;
  const key = tracked ? remaining * 65_536 + held : remaining;
  const known = states.get(key);
  if (known) return known;
  const first = Math.min(memo.fraction, remaining);
  const rest = remaining - first;
  let cash = 0;
  let bonusValue = 0;
  let reach = 1; // chance the fraction is still in play at `current`
  for (let current = first; reach > 0; current *= 2) {
    // Converted: its value in bonuses, then the next fraction (or the limit pays the rest).
    const converted = reach * (1 - p);
    bonusValue += converted * current;
    if (rest > 0) {
      const whole = Math.floor(current / BONUS_VALUE_CENTS);
      const extraChance = (current % BONUS_VALUE_CENTS) / BONUS_VALUE_CENTS;
      for (const [bonuses, chance] of [
        [whole, 1 - extraChance],
        [whole + 1, extraChance],
      ] as const) {
        if (chance === 0) continue;
        const after = tracked ? held + bonuses : null;
        if (after !== null && after > DOUBLE_OR_BONUSES_BONUS_LIMIT) {
          cash += converted * chance * rest;
        } else {
          const next = fromState(memo, rest, after);
          cash += converted * chance * next.cashCents;
          bonusValue += converted * chance * next.bonusValueCents;
        }
      }
    }
    // Doubled: the game ends at the maximum when the cash at stake reaches it.
    reach *= p;
    if (2 * current + rest >= memo.max) {
      cash += reach * memo.max;
      break;
    }
  }
  const value = { cashCents: cash, bonusValueCents: bonusValue };
  states.set(key, value);
  return value;
}
