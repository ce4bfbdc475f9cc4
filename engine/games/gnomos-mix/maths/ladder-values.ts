import type { LowerBetCents } from '../bets';
import { ANY_DIAMONDS_RUNG, BELL_RUNG, BLUE_RUNG, prizeLadderCents, type LadderRung } from '../ladders/prize-ladder';
import { riskOddsAt, type RiskOddsTable } from '../ladders/risk-odds';
import { LADDER_ODDS } from '../tuning/gnomos-tuning';
import { solveLinear } from './linear';
import type { GnomosPolicy } from './policy';
import { bumpList } from './vector';

/**
 * The risk ladder as a Markov chain (ladders/risk-ladder-machine.ts): rungs 0–7 are where the
 * prize can stand while the ladder runs, Blue (8) pays and ends. At each rung the policy
 * collects or risks; a risk wins the next rung with the fixed odds, and a lost risk ends with
 * nothing (Up-Nothing), turns the prize into bonuses (Up-Bonus: exactly cents / 80 bonuses on
 * average, `convertToBonuses`) or falls a rung (seesaw).
 *
 * The expected number of visits of each rung solves the chain exactly (the seesaw's loop
 * Bell ↔ Green ↔ Red included); every figure below follows from the visits.
 */
export interface LadderValue {
  /** Expected cash paid (COLLECT or Blue). */
  readonly cashCents: number;
  /** Expected bonuses won, valued at 0.80 € each. */
  readonly bonusValueCents: number;
  /**
   * What each risk game adds (or removes) against collecting the prize at once: the sum over its
   * steps of visits × (expected prize after the step − prize before it). Entry prize plus the
   * three gains is cash + bonus value.
   */
  readonly upNothingGainCents: number;
  readonly upBonusGainCents: number;
  readonly seesawGainCents: number;
  /** Probability the ladder ends with nothing (an Up-Nothing step lost). */
  readonly nothingChance: number;
  /** Expected risk steps (PLAY/ACCUMULATE presses). */
  readonly risks: number;
}

/** Whether the policy risks a ladder that is running: AUTO-RISK at every rung, the default player never (it collects). */
export function policyRisks(policy: GnomosPolicy): boolean {
  return policy === 'auto-risk';
}

const cache = new Map<string, LadderValue[]>();

/** The value of a prize entering the ladder at each rung 0 (any 3 Diamonds) … 5 (Bell). */
export function ladderValues(bet: LowerBetCents, policy: GnomosPolicy, odds: RiskOddsTable = LADDER_ODDS): readonly LadderValue[] {
  const key = `${bet}|${policy}`;
  const known = odds === LADDER_ODDS ? cache.get(key) : undefined;
  if (known) return known;
  const values: LadderValue[] = [];
  for (let rung = ANY_DIAMONDS_RUNG; rung <= BELL_RUNG; rung += 1) values.push(ladderValueFrom(bet, policy, rung, odds));
  if (odds === LADDER_ODDS) cache.set(key, values);
  return values;
}

export function ladderValueFrom(bet: LowerBetCents, policy: GnomosPolicy, entry: LadderRung, odds: RiskOddsTable): LadderValue {
  const v = prizeLadderCents(bet);
  const n = BLUE_RUNG; // transient rungs 0..7
  // visits = e_entry + visits · Q, i.e. (I − Qᵀ) visits = e_entry.
  const a: number[][] = [];
  for (let t = 0; t < n; t += 1) a.push(new Array<number>(n).fill(0));
  for (let s = 0; s < n; s += 1) {
    (a[s] as number[])[s] = 1;
    if (!policyRisks(policy)) continue;
    const { win, outOf } = riskOddsAt(odds, bet, s);
    const p = win / outOf;
    if (s + 1 < n) bumpList(a[s + 1] as number[], s, -p);
    if (s > BELL_RUNG) bumpList(a[s - 1] as number[], s, -(1 - p));
  }
  const b = new Array<number>(n).fill(0);
  b[entry] = 1;
  const visits = solveLinear(a, b);

  let cashCents = 0;
  let bonusValueCents = 0;
  let nothingChance = 0;
  let risks = 0;
  const gains = [0, 0, 0];
  for (let s = 0; s < n; s += 1) {
    const visit = visits[s] ?? 0;
    const here = v[s] ?? 0;
    if (!policyRisks(policy)) {
      cashCents += visit * here;
      continue;
    }
    const { win, outOf } = riskOddsAt(odds, bet, s);
    const p = win / outOf;
    const up = v[s + 1] ?? 0;
    risks += visit;
    let lost: number;
    if (s === ANY_DIAMONDS_RUNG) {
      lost = 0;
      nothingChance += visit * (1 - p);
    } else if (s <= BELL_RUNG) {
      lost = here;
      bonusValueCents += visit * (1 - p) * here;
    } else {
      lost = v[s - 1] ?? 0;
    }
    if (s + 1 === BLUE_RUNG) cashCents += visit * p * up;
    const gain = visit * (p * up + (1 - p) * lost - here);
    const game = s === ANY_DIAMONDS_RUNG ? 0 : s <= BELL_RUNG ? 1 : 2;
    bumpList(gains, game, gain);
  }
  return {
    cashCents,
    bonusValueCents,
    upNothingGainCents: gains[0] ?? 0,
    upBonusGainCents: gains[1] ?? 0,
    seesawGainCents: gains[2] ?? 0,
    nothingChance,
    risks,
  };
}
