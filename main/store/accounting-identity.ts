/**
 * The cabinet's cash identity, on the 'cabinet' meters:
 *
 *   (coins in + bills in) − (hopper paid + handpaid + jackpots handpaid) − (coin in − coin out − jackpots won − promotional wins)
 *     = credits on the meter + payout remaining
 *
 * Money that came in and did not leave either was lost in play (wagers minus wins) or is still
 * owed to the player. A jackpot won is credit the player did not stake from his credits: the
 * pool (shares of wagers the operator funds, and his seed) paid it, so it counts like a win. It
 * has its own meter, apart from Coin Out, so the paytable's return and the progressive's stay
 * readable apart. A free round's win (Bonus Spin Mode) is credit too that nobody staked: the
 * operator's promotion paid it, on its own meter. Bonuses (a type-B game's) are not cash and stay outside it.
 */

import type { MeterName } from './meter-names';
import type { AccountingResult, WalletState } from './store-types';

export function checkIdentity(meters: Record<MeterName, number>, wallet: WalletState): AccountingResult {
  const moneyIn = meters['coins-in-value'] + meters['bills-in-value'];
  const moneyOut = meters['hopper-paid-value'] + meters['handpaid-value'] + meters['jackpot-handpaid-value'];
  const playNet = meters['coin-in'] - meters['coin-out'] - meters['jackpot-won'] - meters['promo-won-value'];
  const expected = moneyIn - moneyOut - playNet;
  const held = wallet.creditsCents + wallet.payoutRemainingCents;

  if (![moneyIn, moneyOut, playNet, expected, held].every(Number.isSafeInteger)) {
    return { ok: false, detail: 'a meter or balance is too large to add up exactly' };
  }
  if (expected === held) return { ok: true };
  return {
    ok: false,
    detail:
      `money in ${moneyIn} − money out ${moneyOut} − (coin in ${meters['coin-in']} − coin out ${meters['coin-out']} − jackpots won ${meters['jackpot-won']} − promotional wins ${meters['promo-won-value']}) = ${expected} cents, ` +
      `but credits ${wallet.creditsCents} + payout remaining ${wallet.payoutRemainingCents} = ${held} cents ` +
      `(difference ${held - expected} cents)`,
  };
}
