import type { LowerBetCents } from '../bets';
import { CAULDRON_WEIGHTS } from '../tuning/gnomos-tuning';
import type { LowerLevelTuning } from '../tuning/gnomos-tuning';
import { extraSpinTable } from '../holds/extra-spin';
import { MAX_ADVANCES } from '../holds/hold-params';
import { holdCandidateReels } from '../hold-candidate';
import { BELL_RUNG, isLadderPrizeId, prizeLadderCents, rungOfPrize } from '../ladders/prize-ladder';
import { BONUS_VALUE_CENTS } from '../paytable';
import { LOWER_STOPS_PER_REEL, LOWER_STOP_WEIGHTS } from '../reels';
import { lowerLineFigures } from '../spin';
import { ladderValues, type LadderValue } from './ladder-values';
import { bestAdvancePlanAt, grantReasonAt, lineOutcomeAt, stopsIndex, stopsOfIndex, worstAdvancePlanAt } from './lower-lookup';
import { AUTO_CHOICES, type GnomosPolicy, type LowerChoices } from './policy';
import { bump } from './vector';

/**
 * The exact return of the lower game at one bet, one policy and one level's knobs, counting the
 * order of play of docs/games/gnomos-mix-rounds.md:
 *
 * - every one of the 16³ stop combinations of the paid spin, with its weight (out of 1024³);
 * - each line resolved by the first rule that applies (3 Window → Cauldrons; a ladder prize up
 *   to Bell → the risk ladder; above Bell → paid; bonuses → paid, then maybe advances; nothing
 *   → Extra Spin?, hold offer?, advances?), with the knobs' chances as probabilities;
 * - the Extra Spin over extraSpinTable's prize combinations, advances by bestAdvancePlan for
 *   each count 1–4, the Cauldrons over their prize weights, the ladders as Markov chains
 *   (ladder-values.ts);
 * - the held game over every stop of its free reels. A held game can lead, through advances, to
 *   another hold offer and so to another held game: the value of a held game is the solution of
 *   that linear system, found by iterating until nothing changes in double precision.
 *
 * Nothing is sampled: every figure is a finite sum over the outcomes (and the one fixed point),
 * computed in double precision (relative error far below 10⁻¹⁰).
 *
 * A round's value is a vector of components, so one pass gives the breakdown the PAR tool
 * prints: the face value of the prizes as they appear on a line, by where the line came from
 * (paid spin, Extra Spin, held game, advances; the Cauldrons' picked prize), what each risk
 * game adds or removes, the cash and bonus parts, how often each feature happens, and the
 * chance the round returns anything.
 */
export const LC = {
  plain: 0,
  extra: 1,
  held: 2,
  advance: 3,
  cauldrons: 4,
  upNothing: 5,
  upBonus: 6,
  seesaw: 7,
  cash: 8,
  bonus: 9,
  extraSpins: 10,
  holdOffers: 11,
  advanceGrants: 12,
  cauldronGames: 13,
  ladders: 14,
  won: 15,
} as const;
const K = 16;
type Source = typeof LC.plain | typeof LC.extra | typeof LC.held | typeof LC.advance;

const STOPS = LOWER_STOPS_PER_REEL;
const COMBINATIONS = STOPS * STOPS * STOPS;
const REEL_TOTAL = 1024;

/** What happens on a line, independent of the knobs. */
interface LineFacts {
  /** Probability of the combination on a paid spin. */
  readonly chance: number;
  /** 'prize': a cash prize, bonuses or 3 Window (`leaf`); 'nothing': a losing line. */
  readonly kind: 'prize' | 'nothing';
  /** Bonus prize (advances may follow, never after a cash prize or 3 Window). */
  readonly bonus: boolean;
  /** grantReason is not null: advances may be granted. */
  readonly reachable: boolean;
  /** Hold state of a losing line with a pair, or -1. */
  readonly holdState: number;
  /** Per count 1..4: the combination bestAdvancePlan leads to. */
  readonly plans: readonly number[];
}

/** A hold state: the pair's two reels keep their stops, the third spins (its combinations). */
interface HoldState {
  readonly combos: readonly number[];
  readonly chances: readonly number[];
}

interface LowerGeometry {
  readonly lines: readonly LineFacts[];
  readonly holdStates: readonly HoldState[];
}

const geometries = new Map<string, LowerGeometry>();

function reelChance(reel: number, stop: number): number {
  return (LOWER_STOP_WEIGHTS[reel]?.[stop] ?? 0) / REEL_TOTAL;
}

function geometry(bet: LowerBetCents, advances: LowerChoices['advances']): LowerGeometry {
  const known = geometries.get(`${bet}|${advances}`);
  if (known) return known;
  const holdIds = new Map<string, number>();
  const holdStates: HoldState[] = [];
  const lines: LineFacts[] = [];
  for (let i = 0; i < COMBINATIONS; i += 1) {
    const stops = stopsOfIndex(i);
    const outcome = lineOutcomeAt(stops, bet);
    const chance = reelChance(0, stops[0]) * reelChance(1, stops[1]) * reelChance(2, stops[2]);
    const prize = outcome.prize !== null || outcome.feature !== null;
    const reachable = grantReasonAt(stops) !== null;
    let holdState = -1;
    const pair = prize ? null : holdCandidateReels(lowerLineFigures(stops), outcome);
    if (pair !== null) {
      const free = 3 - pair[0] - pair[1];
      const key = `${pair[0]}${pair[1]}:${stops[pair[0]]},${stops[pair[1]]}`;
      let id = holdIds.get(key);
      if (id === undefined) {
        id = holdStates.length;
        holdIds.set(key, id);
        const combos: number[] = [];
        const chances: number[] = [];
        for (let k = 0; k < STOPS; k += 1) {
          const s: [number, number, number] = [stops[0], stops[1], stops[2]];
          s[free] = k;
          combos.push(stopsIndex(s));
          chances.push(reelChance(free, k));
        }
        holdStates.push({ combos, chances });
      }
      holdState = id;
    }
    const plans: number[] = [];
    const plan = advances === 'best' ? bestAdvancePlanAt : worstAdvancePlanAt;
    if (reachable) for (let n = 1; n <= MAX_ADVANCES; n += 1) plans.push(stopsIndex(plan(stops, n, bet).stops));
    lines.push({ chance, kind: prize ? 'prize' : 'nothing', bonus: (outcome.prize?.bonuses ?? 0) > 0, reachable, holdState, plans });
  }
  const g = { lines, holdStates };
  geometries.set(`${bet}|${advances}`, g);
  return g;
}

/** The knob-free part at a bet and policy: what every prize line is worth, and the Extra Spin. */
interface LowerLeaves {
  readonly geometry: LowerGeometry;
  /** Per combination with a prize: the face value (goes to the line's source) … */
  readonly face: Float64Array;
  /** … and the rest of its vector (ladder gains, cash/bonus, counts, won), source left out. */
  readonly rest: Float64Array;
  /** The Extra Spin's value once triggered (its count included). */
  readonly extra: Float64Array;
}

const leavesCache = new Map<string, LowerLeaves>();

function addLadder(out: Float64Array, at: number, scale: number, value: LadderValue): void {
  bump(out, at + LC.upNothing, scale * value.upNothingGainCents);
  bump(out, at + LC.upBonus, scale * value.upBonusGainCents);
  bump(out, at + LC.seesaw, scale * value.seesawGainCents);
  bump(out, at + LC.cash, scale * value.cashCents);
  bump(out, at + LC.bonus, scale * value.bonusValueCents);
  bump(out, at + LC.ladders, scale);
  bump(out, at + LC.won, scale * (1 - value.nothingChance));
}

/**
 * A prize line's vector without its source: 3 Window → the Cauldrons (face value as the
 * Cauldrons component); a ladder prize up to Bell → the ladder; above Bell → cash; bonuses.
 * Returns the face value that goes to the line's source (0 for 3 Window).
 */
function prizeLeaf(bet: LowerBetCents, policy: GnomosPolicy, combo: number, rest: Float64Array, at: number): number {
  const outcome = lineOutcomeAt(stopsOfIndex(combo), bet);
  const ladder = ladderValues(bet, policy);
  const values = prizeLadderCents(bet);
  if (outcome.feature === 'cauldrons') {
    const weights = CAULDRON_WEIGHTS[bet];
    const total = weights.reduce((a, b) => a + b, 0);
    bump(rest, at + LC.cauldronGames, 1);
    weights.forEach((w, rung) => {
      const chance = w / total;
      const cents = values[rung] ?? 0;
      bump(rest, at + LC.cauldrons, chance * cents);
      const value = ladder[rung];
      if (rung <= BELL_RUNG && value !== undefined) {
        addLadder(rest, at, chance, value);
      } else {
        bump(rest, at + LC.cash, chance * cents);
        bump(rest, at + LC.won, chance);
      }
    });
    return 0;
  }
  const prize = outcome.prize;
  if (prize === null) throw new Error('unreachable: a prize line has a prize or a feature');
  if (isLadderPrizeId(prize.prizeId)) {
    const rung = rungOfPrize(prize.prizeId);
    const value = ladder[rung];
    if (rung <= BELL_RUNG && value !== undefined) {
      addLadder(rest, at, 1, value);
    } else {
      bump(rest, at + LC.cash, prize.cents);
      bump(rest, at + LC.won, 1);
    }
    return prize.cents;
  }
  const cents = prize.bonuses * BONUS_VALUE_CENTS;
  bump(rest, at + LC.bonus, cents);
  bump(rest, at + LC.won, 1);
  return cents;
}

function leaves(bet: LowerBetCents, policy: GnomosPolicy, advances: LowerChoices['advances']): LowerLeaves {
  const key = `${bet}|${policy}|${advances}`;
  const known = leavesCache.get(key);
  if (known) return known;
  const g = geometry(bet, advances);
  const face = new Float64Array(COMBINATIONS);
  const rest = new Float64Array(COMBINATIONS * K);
  g.lines.forEach((line, i) => {
    if (line.kind === 'prize') face[i] = prizeLeaf(bet, policy, i, rest, i * K);
  });
  // The Extra Spin: a spin conditioned on a paytable prize, its prizes resolved with origin extra.
  const table = extraSpinTable();
  const extra = new Float64Array(K);
  extra[LC.extraSpins] = 1;
  let previous = 0;
  table.stops.forEach((stops, n) => {
    const upTo = table.cumulative[n] ?? 0;
    const chance = (upTo - previous) / table.total;
    previous = upTo;
    const i = stopsIndex(stops);
    bump(extra, LC.extra, chance * (face[i] ?? 0));
    for (let c = 0; c < K; c += 1) bump(extra, c, chance * (rest[i * K + c] ?? 0));
  });
  const l = { geometry: g, face, rest, extra };
  leavesCache.set(key, l);
  return l;
}

/** The lower game's knobs as probabilities. */
interface Knobs {
  readonly extra: number;
  readonly offer: number;
  readonly autoHold: number;
  readonly grant: number;
  readonly counts: readonly number[];
}

function knobsOf(t: LowerLevelTuning, holds: LowerChoices['holds']): Knobs {
  const total = t.advances.countWeights.reduce((a, b) => a + b, 0);
  // A released hold plays the free game with every reel spinning; a kept one holds the pair
  // even when the program did not hold it.
  const autoHold = t.hold.autoHold.win / t.hold.autoHold.outOf;
  return {
    extra: t.extraSpin.trigger.win / t.extraSpin.trigger.outOf,
    offer: t.hold.offer.win / t.hold.offer.outOf,
    autoHold: holds === 'released' ? 0 : holds === 'kept' ? 1 : autoHold,
    grant: t.advances.grant.win / t.advances.grant.outOf,
    counts: t.advances.countWeights.map((w) => w / total),
  };
}

export interface LowerRoundValue {
  readonly bet: LowerBetCents;
  readonly policy: GnomosPolicy;
  /** Expected value of one paid round, per component (LC), in cents (counts and chances as is). */
  readonly perRound: Float64Array;
  /** Return to player: (cash + bonus value) / stake. */
  readonly rtp: number;
  /** Held-game fixed-point iterations used. */
  readonly iterations: number;
}

/**
 * The expected value of one paid lower round, per component. `policy` decides the ladders,
 * `choices` the advances and holds (AUTO-ADVANCES and AUTO-PLAY's holds unless said);
 * everything else is the level's knobs.
 */
export function lowerRoundValue(bet: LowerBetCents, policy: GnomosPolicy, tuning: LowerLevelTuning, choices: LowerChoices = AUTO_CHOICES): LowerRoundValue {
  const { geometry: g, face, rest, extra } = leaves(bet, policy, choices.advances);
  const k = knobsOf(tuning, choices.holds);
  const lines = g.lines;
  const heldValues = new Float64Array(COMBINATIONS * K);
  const advanceValues = new Float64Array(COMBINATIONS * K);
  let holdValues = new Float64Array(g.holdStates.length * K);
  let freeValue = new Float64Array(K);
  const scratch = new Float64Array(K);

  // A hold offered at a losing pair line: the held game, auto-held or with every reel free.
  const addHold = (out: Float64Array, at: number, scale: number, state: number): void => {
    bump(out, at + LC.holdOffers, scale);
    const held = scale * k.autoHold;
    const free = scale * (1 - k.autoHold);
    for (let c = 0; c < K; c += 1) bump(out, at + c, held * (holdValues[state * K + c] ?? 0) + free * (freeValue[c] ?? 0));
  };

  // A line resolved with origin `advance` (its own prize, or a hold offer on a losing pair).
  const fillAdvanceValues = (): void => {
    advanceValues.fill(0);
    lines.forEach((line, i) => {
      const at = i * K;
      if (line.kind === 'prize') {
        bump(advanceValues, at + LC.advance, face[i] ?? 0);
        for (let c = 0; c < K; c += 1) bump(advanceValues, at + c, rest[at + c] ?? 0);
      } else if (line.holdState >= 0) {
        addHold(advanceValues, at, k.offer, line.holdState);
      }
    });
  };

  // Advances granted (chance `grant`), then the best plan for each count.
  const addAdvances = (out: Float64Array, at: number, scale: number, line: LineFacts, keepWon: boolean): void => {
    const granted = scale * k.grant;
    bump(out, at + LC.advanceGrants, granted);
    line.plans.forEach((target, n) => {
      const share = granted * (k.counts[n] ?? 0);
      for (let c = 0; c < K; c += 1) {
        if (c === LC.won && !keepWon) continue;
        bump(out, at + c, share * (advanceValues[target * K + c] ?? 0));
      }
    });
  };

  // One line of a paid spin or of a held game: its value under the knobs.
  const lineValue = (out: Float64Array, at: number, i: number, source: Source): void => {
    const line = lines[i] as LineFacts;
    if (line.kind === 'prize') {
      bump(out, at + source, face[i] ?? 0);
      for (let c = 0; c < K; c += 1) bump(out, at + c, rest[i * K + c] ?? 0);
      // A bonus prize keeps its bonuses whatever the advances bring: the round is won already.
      if (line.bonus && line.reachable) addAdvances(out, at, 1, line, false);
      return;
    }
    for (let c = 0; c < K; c += 1) bump(out, at + c, k.extra * (extra[c] ?? 0));
    const rest1 = 1 - k.extra;
    let advanceShare = rest1;
    if (source === LC.plain && line.holdState >= 0) {
      addHold(out, at, rest1 * k.offer, line.holdState);
      advanceShare = rest1 * (1 - k.offer);
    }
    if (line.reachable) addAdvances(out, at, advanceShare, line, true);
  };

  let iterations = 0;
  for (;;) {
    iterations += 1;
    fillAdvanceValues();
    heldValues.fill(0);
    for (let i = 0; i < COMBINATIONS; i += 1) lineValue(heldValues, i * K, i, LC.held);
    const nextHold = new Float64Array(g.holdStates.length * K);
    g.holdStates.forEach((state, s) => {
      state.combos.forEach((combo, n) => {
        const chance = state.chances[n] ?? 0;
        for (let c = 0; c < K; c += 1) bump(nextHold, s * K + c, chance * (heldValues[combo * K + c] ?? 0));
      });
    });
    const nextFree = new Float64Array(K);
    lines.forEach((line, i) => {
      for (let c = 0; c < K; c += 1) bump(nextFree, c, line.chance * (heldValues[i * K + c] ?? 0));
    });
    let change = 0;
    for (let c = 0; c < nextHold.length; c += 1) change = Math.max(change, Math.abs((nextHold[c] ?? 0) - (holdValues[c] ?? 0)));
    for (let c = 0; c < K; c += 1) change = Math.max(change, Math.abs((nextFree[c] ?? 0) - (freeValue[c] ?? 0)));
    holdValues = nextHold;
    freeValue = nextFree;
    if (change <= 1e-12 * bet || iterations >= 200) break;
  }
  fillAdvanceValues();

  const perRound = new Float64Array(K);
  lines.forEach((line, i) => {
    scratch.fill(0);
    lineValue(scratch, 0, i, LC.plain);
    for (let c = 0; c < K; c += 1) bump(perRound, c, line.chance * (scratch[c] ?? 0));
  });
  return { bet, policy, perRound, rtp: ((perRound[LC.cash] ?? 0) + (perRound[LC.bonus] ?? 0)) / bet, iterations };
}
