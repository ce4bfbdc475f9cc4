import type { DrawRecorder } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import { advanceOptions, advanceValue, bestAdvancePlan, grantReason, type AdvanceValue, type AdvanceOption, type AdvancesGrant, type AdvancesReason } from '../holds/advances';
import type { AdvanceParams } from '../holds/hold-params';
import { MAX_ADVANCES } from '../holds/hold-params';
import { LOWER_STOPS_PER_REEL } from '../reels';
import { evaluateLowerLine, lowerLineFigures, type LowerLineOutcome, type LowerStops } from '../spin';

/**
 * Look-up tables over the 16³ stop combinations of the lower reels, filled on first use from
 * the engine's own pure functions (evaluateLowerLine, grantReason, bestAdvancePlan). Those
 * functions read the window and try every advance split each time they are called; the
 * simulator and the exact model ask the same questions millions of times, so they ask once
 * per combination and keep the answer. The answers are the functions' own, so nothing here can
 * drift from the cabinet.
 */
const STOPS = LOWER_STOPS_PER_REEL;
const COMBINATIONS = STOPS * STOPS * STOPS;

export function stopsIndex(stops: LowerStops): number {
  return (stops[0] * STOPS + stops[1]) * STOPS + stops[2];
}

export function stopsOfIndex(index: number): LowerStops {
  return [Math.floor(index / (STOPS * STOPS)), Math.floor(index / STOPS) % STOPS, index % STOPS];
}

const outcomes = new Map<LowerBetCents, LowerLineOutcome[]>();

/** evaluateLowerLine of the centre line at these stops. */
export function lineOutcomeAt(stops: LowerStops, bet: LowerBetCents): LowerLineOutcome {
  let table = outcomes.get(bet);
  if (table === undefined) {
    table = [];
    for (let i = 0; i < COMBINATIONS; i += 1) table.push(evaluateLowerLine(lowerLineFigures(stopsOfIndex(i)), bet));
    outcomes.set(bet, table);
  }
  return table[stopsIndex(stops)] as LowerLineOutcome;
}

let reasons: (AdvancesReason | null)[] | null = null;

/** grantReason at these stops. */
export function grantReasonAt(stops: LowerStops): AdvancesReason | null {
  if (reasons === null) {
    const table: (AdvancesReason | null)[] = [];
    for (let i = 0; i < COMBINATIONS; i += 1) table.push(grantReason(stopsOfIndex(i)));
    reasons = table;
  }
  return reasons[stopsIndex(stops)] ?? null;
}

/**
 * advancesGrant with the reason looked up instead of worked out again (the reason is most of
 * its cost): the same draws in the same order, the grant draw then the count draw over the
 * count weights. lower-lookup.test.ts checks it against advancesGrant at every stop
 * combination and every draw value, so the two cannot part.
 */
export function advancesGrantAt(stops: LowerStops, recorder: DrawRecorder, params: AdvanceParams): AdvancesGrant {
  const reason = grantReasonAt(stops);
  if (reason === null) return { granted: 0, reason: null };
  if (recorder.int(params.grant.outOf) >= params.grant.win) return { granted: 0, reason };
  const weights = params.countWeights;
  let value = recorder.int(weights[0] + weights[1] + weights[2] + weights[3]);
  for (let i = 0; i < weights.length; i += 1) {
    const w = weights[i] ?? 0;
    if (value < w) return { granted: i + 1, reason };
    value -= w;
  }
  throw new RangeError('advance count weights must be whole numbers');
}

const plans = new Map<LowerBetCents, (AdvanceOption | undefined)[]>();
/** The bet whose plans a bet shares (see `sharesPlansWith`). */
const planSource = new Map<LowerBetCents, LowerBetCents>();

function compareValues(a: AdvanceValue, b: AdvanceValue): number {
  return a.cents - b.cents || a.bonuses - b.bonuses || a.holdCents - b.holdCents;
}

/**
 * bestAdvancePlan ranks the options of a line by their advanceValue (cash, then bonuses, then
 * the hold pair's worth), then by advances used and option order, which do not depend on the
 * bet. So two bets whose advanceValues are in the same order at every stop combination (ties
 * included) choose the same plan everywhere: the 1, 5, 10 and 20 € columns are one column
 * scaled. This checks that order and, where it holds, shares the plans.
 */
export function sharesPlansWith(bet: LowerBetCents, other: LowerBetCents): boolean {
  const values = (b: LowerBetCents): AdvanceValue[] => {
    const out: AdvanceValue[] = [];
    for (let i = 0; i < COMBINATIONS; i += 1) out.push(advanceValue(advanceOptions(stopsOfIndex(i), 0)[0] as AdvanceOption, b));
    return out;
  };
  const mine = values(bet);
  const theirs = values(other);
  const order = mine.map((_, i) => i).sort((x, y) => compareValues(mine[x] as AdvanceValue, mine[y] as AdvanceValue));
  for (let k = 1; k < order.length; k += 1) {
    const x = order[k - 1] as number;
    const y = order[k] as number;
    if (Math.sign(compareValues(mine[x] as AdvanceValue, mine[y] as AdvanceValue)) !== Math.sign(compareValues(theirs[x] as AdvanceValue, theirs[y] as AdvanceValue))) return false;
  }
  return true;
}

function plansOf(bet: LowerBetCents): { source: LowerBetCents; table: (AdvanceOption | undefined)[] } {
  let source = planSource.get(bet);
  if (source === undefined) {
    source = [...plans.keys()].find((other) => sharesPlansWith(bet, other)) ?? bet;
    planSource.set(bet, source);
  }
  let table = plans.get(source);
  if (table === undefined) {
    table = new Array<AdvanceOption | undefined>(COMBINATIONS * (MAX_ADVANCES + 1));
    plans.set(source, table);
  }
  return { source, table };
}

/** bestAdvancePlan (AUTO-ADVANCES) for n advances at these stops. */
export function bestAdvancePlanAt(stops: LowerStops, advances: number, bet: LowerBetCents): AdvanceOption {
  const { source, table } = plansOf(bet);
  const key = stopsIndex(stops) * (MAX_ADVANCES + 1) + advances;
  let plan = table[key];
  if (plan === undefined) {
    plan = bestAdvancePlan(stops, advances, source);
    table[key] = plan;
  }
  return plan;
}

const worstPlans = new Map<LowerBetCents, (AdvanceOption | undefined)[]>();

/**
 * The worst use of n advances for the player (the lowest-return player of the PAR sheet): at
 * least one reel moved (a player who was granted advances moves something), the least cash,
 * then the fewest bonuses, then the poorest hold pair; ties keep the first in
 * `advanceOptions` order, so the choice is fixed.
 */
export function worstAdvancePlanAt(stops: LowerStops, advances: number, bet: LowerBetCents): AdvanceOption {
  let table = worstPlans.get(bet);
  if (table === undefined) {
    table = new Array<AdvanceOption | undefined>(COMBINATIONS * (MAX_ADVANCES + 1));
    worstPlans.set(bet, table);
  }
  const key = stopsIndex(stops) * (MAX_ADVANCES + 1) + advances;
  const known = table[key];
  if (known !== undefined) return known;
  let worst: AdvanceOption | null = null;
  let worstValue: AdvanceValue | null = null;
  for (const option of advanceOptions(stops, advances)) {
    if (option.used === 0) continue;
    const value = advanceValue(option, bet);
    if (worst === null || worstValue === null || compareValues(value, worstValue) < 0) {
      worst = option;
      worstValue = value;
    }
  }
  if (worst === null) throw new RangeError('at least one advance is needed');
  table[key] = worst;
  return worst;
}
