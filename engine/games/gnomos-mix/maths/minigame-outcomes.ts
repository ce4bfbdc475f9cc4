import { MINIGAME_BET_RANGES, BONUS_VALUE_CENTS } from '../minigames/bets';
import { initialCommonContext } from '../minigames/common';
import {
  FIND_PRIZES_ELEMENTS,
  FIND_PRIZES_INCREMENTS,
  FIND_PRIZES_START,
  FIND_PRIZES_STOP_COUNT_WEIGHTS,
  FIND_PRIZES_STOPX2_WEIGHTS,
} from '../minigames/find-prizes-data';
import type { PrizeTable } from '../minigames/prize-table';
import { STRAWBERRY_BASKETS, STRAWBERRY_PICK_WEIGHTS, STRAWBERRY_PRIZES } from '../minigames/strawberry-data';
import {
  THREE_CHOICES_BONUS_BELOW_TENTHS,
  THREE_CHOICES_BONUS_CHANCE,
  THREE_CHOICES_BONUS_WORTH,
  THREE_CHOICES_PRIZES,
} from '../minigames/three-choices-data';
import { TREASURE_CAPS, TREASURE_PRIZES, TREASURE_SHOWN } from '../minigames/treasure-data';
import type { MinigameKind } from '../tuning/gnomos-tuning';
import type { UpperBetId } from '../upper/bets';

/**
 * The exact distribution of a minigame's result (cash, bonuses) for a line prize, read from
 * the minigames' own prize tables and rules (minigames/*.ts):
 *
 * - Strawberry: the sign allows k picks (its weights); each basket is an independent draw from
 *   the table between ceil(floor / k) and floor(max / k) (the low end itself when no entry
 *   fits); the k baskets opened are k of those independent draws, so the prize is their sum.
 * - Discover the Treasure: nine independent draws between the floor and the maximum, three of
 *   them under the caps, one lifted: blind, so the prize is one draw.
 * - Three Choices: three independent offers; the first (default) and the last (AUTO-RISK) have
 *   the same distribution: cash between the floor and the maximum, and below 4 units bonuses
 *   with the bonus chance, worth one draw of the bonus rows (count floor(worth / 0.80 €), at
 *   least 1, cut so cash + bonuses ≤ the maximum).
 * - Find the Prizes: a start draw, s STOPs and maybe a STOPX2 (their weights), the other
 *   elements independent increments, shuffled; opened in order, the counter adds increments
 *   until the first label (or all nine). With L labels the first one is at position k + 1 with
 *   chance C(8 − k, L − 1) / C(9, L); it is the STOPX2 with chance 1 / L when one is hidden. The
 *   counter is capped at the maximum (reaching it ends the game), so the prize is
 *   min(max, start + k increments), doubled and capped again after a STOPX2.
 *
 * Probabilities are exact ratios of the tables' whole weights, combined in double precision.
 */
export interface MinigameOutcome {
  readonly cents: number;
  readonly bonuses: number;
  readonly chance: number;
}

type Distribution = Map<number, number>;

function add(d: Distribution, cents: number, chance: number): void {
  if (chance !== 0) d.set(cents, (d.get(cents) ?? 0) + chance);
}

/** One draw of drawPrizeBetween(table, lo, hi): the entries inside, or lo itself. */
function drawBetween(table: PrizeTable, lo: number, hi: number): Distribution {
  const allowed = table.filter((e) => e.cents >= lo && e.cents <= hi);
  const d: Distribution = new Map();
  if (allowed.length === 0) {
    d.set(lo, 1);
    return d;
  }
  const total = allowed.reduce((s, e) => s + e.weight, 0);
  for (const e of allowed) add(d, e.cents, e.weight / total);
  return d;
}

function weighted(table: PrizeTable): Distribution {
  const d: Distribution = new Map();
  const total = table.reduce((s, e) => s + e.weight, 0);
  for (const e of table) add(d, e.cents, e.weight / total);
  return d;
}

function convolve(a: Distribution, b: Distribution): Distribution {
  const d: Distribution = new Map();
  for (const [x, px] of a) for (const [y, py] of b) add(d, x + y, px * py);
  return d;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return c;
}

function cashOnly(d: Distribution): MinigameOutcome[] {
  return [...d].map(([cents, chance]) => ({ cents, bonuses: 0, chance }));
}

function strawberry(bet: UpperBetId, floor: number, max: number): MinigameOutcome[] {
  const total = STRAWBERRY_PICK_WEIGHTS.reduce((s, w) => s + w.weight, 0);
  const out: Distribution = new Map();
  for (const { picks, weight } of STRAWBERRY_PICK_WEIGHTS) {
    if (picks > STRAWBERRY_BASKETS) throw new RangeError('the sign allows more picks than baskets');
    const basket = drawBetween(STRAWBERRY_PRIZES[bet], Math.ceil(floor / picks), Math.floor(max / picks));
    let sum: Distribution = new Map([[0, 1]]);
    for (let i = 0; i < picks; i += 1) sum = convolve(sum, basket);
    for (const [cents, chance] of sum) add(out, cents, (chance * weight) / total);
  }
  return cashOnly(out);
}

function treasure(bet: UpperBetId, floor: number, max: number): MinigameOutcome[] {
  if (TREASURE_CAPS > TREASURE_SHOWN) throw new RangeError('more caps than prizes shown');
  return cashOnly(drawBetween(TREASURE_PRIZES[bet], floor, max));
}

function threeChoices(bet: UpperBetId, floor: number, max: number): MinigameOutcome[] {
  const unit = MINIGAME_BET_RANGES[bet].unitCents;
  const lessAdvantageous = (unit * THREE_CHOICES_BONUS_BELOW_TENTHS) / 10;
  const chanceTotal = THREE_CHOICES_BONUS_CHANCE.reduce((s, c) => s + c.weight, 0);
  const withBonuses = THREE_CHOICES_BONUS_CHANCE.filter((c) => c.withBonuses).reduce((s, c) => s + c.weight, 0) / chanceTotal;
  const worth = weighted(THREE_CHOICES_BONUS_WORTH[bet]);
  const out = new Map<string, MinigameOutcome>();
  const put = (cents: number, bonuses: number, chance: number): void => {
    const key = `${cents}|${bonuses}`;
    const known = out.get(key);
    out.set(key, { cents, bonuses, chance: (known?.chance ?? 0) + chance });
  };
  for (const [cents, chance] of drawBetween(THREE_CHOICES_PRIZES[bet], floor, max)) {
    if (cents >= lessAdvantageous) {
      put(cents, 0, chance);
      continue;
    }
    put(cents, 0, chance * (1 - withBonuses));
    for (const [w, pw] of worth) {
      const wanted = Math.max(1, Math.floor(w / BONUS_VALUE_CENTS));
      put(cents, Math.min(wanted, Math.floor((max - cents) / BONUS_VALUE_CENTS)), chance * withBonuses * pw);
    }
  }
  return [...out.values()];
}

const incrementSums = new Map<UpperBetId, Distribution[]>();

/** The distribution of the sum of k increments, k = 0..9 (the same for every line prize). */
function sumsOfIncrements(bet: UpperBetId): Distribution[] {
  let sums = incrementSums.get(bet);
  if (sums === undefined) {
    const increment = weighted(FIND_PRIZES_INCREMENTS[bet]);
    sums = [new Map([[0, 1]])];
    for (let k = 1; k <= FIND_PRIZES_ELEMENTS; k += 1) sums.push(convolve(sums[k - 1] as Distribution, increment));
    incrementSums.set(bet, sums);
  }
  return sums;
}

function findPrizes(bet: UpperBetId, floor: number, max: number): MinigameOutcome[] {
  const start = drawBetween(FIND_PRIZES_START[bet], floor, max);
  const sums = sumsOfIncrements(bet);
  const stopTotal = FIND_PRIZES_STOP_COUNT_WEIGHTS.reduce((s, w) => s + w.weight, 0);
  const x2Total = FIND_PRIZES_STOPX2_WEIGHTS.reduce((s, w) => s + w.weight, 0);
  const out: Distribution = new Map();
  for (const { stops, weight } of FIND_PRIZES_STOP_COUNT_WEIGHTS) {
    for (const { offered, weight: x2Weight } of FIND_PRIZES_STOPX2_WEIGHTS) {
      const chance = (weight / stopTotal) * (x2Weight / x2Total);
      if (chance === 0) continue;
      const labels = stops + (offered ? 1 : 0);
      // (increments opened before the first label, chance, doubled?)
      const ends: [number, number, boolean][] = [];
      if (labels === 0) {
        ends.push([FIND_PRIZES_ELEMENTS, 1, false]);
      } else {
        const x2First = offered ? 1 / labels : 0;
        for (let k = 0; k <= FIND_PRIZES_ELEMENTS - labels; k += 1) {
          const at = choose(FIND_PRIZES_ELEMENTS - k - 1, labels - 1) / choose(FIND_PRIZES_ELEMENTS, labels);
          ends.push([k, at * (1 - x2First), false]);
          ends.push([k, at * x2First, true]);
        }
      }
      for (const [k, pk, doubled] of ends) {
        if (pk === 0) continue;
        for (const [s, ps] of start) {
          for (const [inc, pi] of sums[k] as Distribution) {
            const counter = Math.min(max, s + inc);
            add(out, doubled ? Math.min(max, counter * 2) : counter, chance * pk * ps * pi);
          }
        }
      }
    }
  }
  return cashOnly(out);
}

const cache = new Map<string, readonly MinigameOutcome[]>();

/** The distribution of a minigame's result when it replaces a line prize of `linePrizeCents`. */
export function minigameOutcomes(kind: MinigameKind, bet: UpperBetId, linePrizeCents: number): readonly MinigameOutcome[] {
  const key = `${kind}|${bet}|${linePrizeCents}`;
  const known = cache.get(key);
  if (known) return known;
  // The minigames' own floor and cap (at least the line prize, above the range's minimum).
  const { floorCents, maxCents } = initialCommonContext({ bet, linePrizeCents, autoPlay: true, autoRisk: false });
  let outcomes: MinigameOutcome[];
  if (kind === 'strawberry') outcomes = strawberry(bet, floorCents, maxCents);
  else if (kind === 'treasure') outcomes = treasure(bet, floorCents, maxCents);
  else if (kind === 'three-choices') outcomes = threeChoices(bet, floorCents, maxCents);
  else outcomes = findPrizes(bet, floorCents, maxCents);
  cache.set(key, outcomes);
  return outcomes;
}
