import { stepStop } from '../../../core/reels';
import type { DrawRecorder } from '../../../core/rng';
import type { LowerBetCents } from '../bets';
import { expectedCauldronPrize } from '../cauldrons/cauldron-prizes';
import { holdCandidateReels } from '../hold-candidate';
import { LOWER_PAYTABLE, prizeCents, type LowerPrizeId } from '../paytable';
import { LOWER_STOPS_PER_REEL } from '../reels';
import { evaluateLowerLine, lowerLineFigures, type LowerStops } from '../spin';
import { DEFAULT_ADVANCE_PARAMS, MAX_ADVANCES, checkChance, type AdvanceParams } from './hold-params';

/**
 * Advances (rule document 2, "Advances"): each advance moves one chosen reel one stop so that
 * its next figure (strip index stop + 1, docs/games/gnomos-mix.md) reaches the line. The player
 * may spend them on any reels, in any split; the line left when the advances are spent (or when
 * the player stops) is paid. AUTO-ADVANCES spends them on `bestAdvancePlan`.
 */

/** One way to spend up to n advances: how many steps each reel moves. */
export interface AdvanceOption {
  readonly moves: readonly [number, number, number];
  readonly used: number;
  readonly stops: readonly [number, number, number];
  readonly prizeId: LowerPrizeId | null;
  readonly feature: 'cauldrons' | null;
  /** The pair a losing line leaves for a hold, or null. */
  readonly holdPair: readonly [number, number] | null;
}

/** Every split of 0..advances steps over the three reels (moves on reel 1 vary slowest). */
export function advanceOptions(stops: LowerStops, advances: number): AdvanceOption[] {
  if (!Number.isInteger(advances) || advances < 0 || advances > MAX_ADVANCES) throw new RangeError(`advances must be 0..${MAX_ADVANCES}`);
  const out: AdvanceOption[] = [];
  for (let a = 0; a <= advances; a += 1) {
    for (let b = 0; a + b <= advances; b += 1) {
      for (let c = 0; a + b + c <= advances; c += 1) {
        const moved: [number, number, number] = [
          stepStop(stops[0], a, LOWER_STOPS_PER_REEL),
          stepStop(stops[1], b, LOWER_STOPS_PER_REEL),
          stepStop(stops[2], c, LOWER_STOPS_PER_REEL),
        ];
        const figures = lowerLineFigures(moved);
        const outcome = evaluateLowerLine(figures, 20);
        out.push({
          moves: [a, b, c],
          used: a + b + c,
          stops: moved,
          prizeId: outcome.prize?.prizeId ?? null,
          feature: outcome.feature,
          holdPair: holdCandidateReels(figures, outcome),
        });
      }
    }
  }
  return out;
}

/** What a line is worth to the player, for ranking advance plans (see `bestAdvancePlan`). */
export interface AdvanceValue {
  /** Cash prize in cents; 3 Window counts as the Cauldrons' expected prize (rounded down). */
  readonly cents: number;
  readonly bonuses: number;
  /** Three-of-a-kind value of the pair a hold would keep (0 without a pair). */
  readonly holdCents: number;
}

const PAIR_FIGURE_ROW: Readonly<Record<string, LowerPrizeId>> = {
  'blue-diamond': '3-blue-diamond',
  'red-diamond': '3-red-diamond',
  'green-diamond': '3-green-diamond',
  bell: '3-bell',
  lemon: '3-lemon',
  orange: '3-orange',
  grape: '3-grape',
  plum: '3-plum',
};

export function advanceValue(option: AdvanceOption, bet: LowerBetCents): AdvanceValue {
  const outcome = evaluateLowerLine(lowerLineFigures(option.stops), bet);
  let cents = outcome.prize?.cents ?? 0;
  if (outcome.feature === 'cauldrons') {
    const e = expectedCauldronPrize(bet);
    cents = Math.floor(e.numerator / e.denominator);
  }
  let holdCents = 0;
  if (option.holdPair !== null) {
    const figure = lowerLineFigures(option.stops)[option.holdPair[0]];
    const rowId = figure === undefined ? undefined : PAIR_FIGURE_ROW[figure];
    const row = LOWER_PAYTABLE.find((r) => r.id === rowId);
    // A pair of Bonus or Window figures still makes a hold candidate: rank it lowest (1 cent).
    holdCents = row ? prizeCents(row.pays[bet]) : 1;
  }
  return { cents, bonuses: outcome.prize?.bonuses ?? 0, holdCents };
}

/**
 * AUTO-ADVANCES: the best option for the player, by in order
 *   1. the most cash (3 Window valued at the Cauldrons' expected prize),
 *   2. then the most bonuses,
 *   3. then a hold candidate, the pair whose three-of-a-kind pays most first,
 *   4. then the fewest advances used,
 *   5. then the earliest in `advanceOptions` order (reel 1 moved least), so the choice is fixed.
 */
export function bestAdvancePlan(stops: LowerStops, advances: number, bet: LowerBetCents): AdvanceOption {
  let best: AdvanceOption | null = null;
  let bestValue: AdvanceValue | null = null;
  for (const option of advanceOptions(stops, advances)) {
    const value = advanceValue(option, bet);
    if (best === null || bestValue === null || better(value, option.used, bestValue, best.used)) {
      best = option;
      bestValue = value;
    }
  }
  if (best === null) throw new Error('unreachable: there is always the option of no advance');
  return best;
}

function better(v: AdvanceValue, used: number, w: AdvanceValue, wUsed: number): boolean {
  if (v.cents !== w.cents) return v.cents > w.cents;
  if (v.bonuses !== w.bonuses) return v.bonuses > w.bonuses;
  if (v.holdCents !== w.holdCents) return v.holdCents > w.holdCents;
  return used < wUsed;
}

export type AdvancesReason = 'prize-reachable' | 'hold-reachable' | 'cash-reachable';

export interface AdvancesGrant {
  /** 0 when none are granted. */
  readonly granted: number;
  /** Why advances could be granted (null: nothing reachable, no draw made). */
  readonly reason: AdvancesReason | null;
}

/**
 * Whether advances are granted after a spin, and how many. They can be when
 *   - the line lost (no prize, no feature) and within 4 advances a prize or 3 Window
 *     ('prize-reachable') or a hold pair ('hold-reachable') can be reached;
 *   - the line paid bonuses and within 4 advances a cash prize can be reached ('cash-reachable').
 * Then one recorded draw decides the grant and, if granted, one more draws the count (1–4) from
 * the count weights. A cash prize or 3 Window on the line: never (and no draw).
 */
export function advancesGrant(stops: LowerStops, recorder: DrawRecorder, params: AdvanceParams = DEFAULT_ADVANCE_PARAMS): AdvancesGrant {
  checkChance(params.grant, 'advance grant');
  const reason = grantReason(stops);
  if (reason === null) return { granted: 0, reason: null };
  if (recorder.int(params.grant.outOf) >= params.grant.win) return { granted: 0, reason };
  const total = params.countWeights.reduce((a, b) => a + b, 0);
  let value = recorder.int(total);
  for (let i = 0; i < params.countWeights.length; i += 1) {
    const w = params.countWeights[i] ?? 0;
    if (value < w) return { granted: i + 1, reason };
    value -= w;
  }
  throw new RangeError('advance count weights must be whole numbers');
}

/** Why advances may be granted at these stops (see `advancesGrant`), or null. */
export function grantReason(stops: LowerStops): AdvancesReason | null {
  const here = evaluateLowerLine(lowerLineFigures(stops), 20);
  const options = advanceOptions(stops, MAX_ADVANCES).filter((o) => o.used > 0);
  const paysCash = (o: AdvanceOption): boolean => o.prizeId !== null && !o.prizeId.startsWith('bonus-');
  if (here.feature !== null) return null;
  if (here.prize !== null) {
    return here.prize.bonuses > 0 && options.some(paysCash) ? 'cash-reachable' : null;
  }
  if (options.some((o) => o.prizeId !== null || o.feature !== null)) return 'prize-reachable';
  if (options.some((o) => o.holdPair !== null)) return 'hold-reachable';
  return null;
}
