/**
 * The exact figures of a bet mode: the spin's joint distribution of win and BONUS count
 * (exact-spin.ts) combined with the Hold and Win's value by triggering count (exact-feature.ts).
 * Everything is an exact fraction in total bets per game; the buy is the spin of the BUY strips
 * conditioned on 6+ BONUS (the stops are redrawn until then, so the shown spin is exactly that
 * conditional draw), and its return is its mean win ÷ 70.
 *
 * The feature's value depends on the window only through the BONUS count n, so
 *   E[win] = E[B] + Σ_{n≥6} P(n) E[F | n],
 *   E[win²] = E[B²] + Σ_{n≥6} (2 E[B; n] E[F | n] + P(n) E[F² | n])
 * with B the spin's line + scatter win and E[B; n] its total over the windows with n BONUS: the
 * spread is exact too.
 */
import { add, div, mul, q, sub, sum, ONE, toNumber, ZERO, type Q } from '../../../core/rational';
import { ELVES_LEVELS } from '../bonus';
import { ELVES_BUY_PRICE_TIMES, TRIGGER_BONUSES, type ElvesMaths, type ElvesMode } from '../maths';
import { featureExact, type FeatureExact, type StartFigures } from './exact-feature';
import { LINES_PER_TOTAL_BET, spinTotals, type SpinTotals } from './exact-spin';

const PLACES = 15;

export interface ModeExact {
  readonly mode: ElvesMode;
  /** The stake × the total bet (1 or 70). */
  readonly price: number;
  readonly spin: SpinTotals;
  readonly feature: FeatureExact;
  /** P(the shown window has n BONUS), n = 0 … 15 (the buy: given 6+). */
  readonly bonusCount: readonly Q[];
  /** Per game, × the total bet: line wins, scatter wins, the Hold and Win and its parts. */
  readonly lines: Q;
  readonly scatter: Q;
  readonly hold: Q;
  readonly holdValues: Q;
  readonly holdLevels: Q;
  readonly holdMultiplier: Q;
  readonly holdFresh: Q;
  readonly holdFull: Q;
  readonly meanWin: Q;
  /** meanWin ÷ price. */
  readonly rtp: Q;
  /** P(a game pays anything): a line, a scatter or a Hold and Win (which always pays). */
  readonly hit: Q;
  /** P(a game plays the Hold and Win). */
  readonly trigger: Q;
  /** E[win²] (total bets²) and the SD of a game's win per unit stake. */
  readonly square: Q;
  readonly sdPerStake: number;
  /** Stop draws per game (the buy redraws until 6+ BONUS; 1 in the base game). */
  readonly spinDraws: Q;
  /** Per game: P(a full grid); by level P(at least one revealed) and the mean number revealed; P(a Multiplying bonus), P(each factor). */
  readonly fullChance: Q;
  readonly levelAtLeastOne: readonly Q[];
  readonly levelMean: readonly Q[];
  readonly multiplierChance: Q;
  readonly factorChance: readonly Q[];
  /** Mean respins per feature, mean feature value (× total bet), and the feature's final count law. */
  readonly respinsPerFeature: Q;
  readonly featureMean: Q;
  readonly featureFinalCount: readonly Q[];
  /** The largest possible game win (× total bet): the best triggering spin's line + scatter win plus the largest feature; and its chance per game. */
  readonly largestTimes: number;
  readonly largestChance: Q;
}

export function modeExact(maths: ElvesMaths, mode: ElvesMode, feature: FeatureExact = featureExact(maths)): ModeExact {
  const spin = spinTotals(maths, mode);
  const triggering = spin.count.slice(TRIGGER_BONUSES).reduce((a, b) => a + b, 0n);
  if (mode === 'buy' && triggering === 0n) throw new RangeError('buy: no window of the BUY strips shows 6+ BONUS');
  const games = mode === 'base' ? spin.cycle : triggering;
  const shown = (n: number): boolean => mode === 'base' || n >= TRIGGER_BONUSES;
  const lb = BigInt(LINES_PER_TOTAL_BET);
  const bonusCount = spin.count.map((c, n) => (shown(n) ? q(c, games) : ZERO));
  const total = (xs: readonly bigint[]): bigint => xs.reduce((a, x, n) => (shown(n) ? a + x : a), 0n);
  const lines = q(total(spin.lines), games * lb);
  const scatter = q(total(spin.scatter), games * lb);

  const starts = bonusCount.map((w, n) => (n >= TRIGGER_BONUSES ? w : ZERO));
  const over = (pick: (s: StartFigures) => Q): Q => sum(starts.map((w, n) => (w.n === 0n ? ZERO : mul(w, pick(feature.byStart[n] as StartFigures)))));
  const overList = (pick: (s: StartFigures) => readonly Q[], size: number): Q[] => Array.from({ length: size }, (_, i) => over((s) => pick(s)[i] as Q));
  const hold = over((s) => s.mean);
  const meanWin = add(add(lines, scatter), hold);
  const trigger = sum(starts);

  // E[win²]: the spin's own square, the cross term and the feature's square, by BONUS count.
  let square = q(total(spin.squares), games * lb * lb);
  for (let n = TRIGGER_BONUSES; n <= PLACES; n += 1) {
    const s = feature.byStart[n] as StartFigures;
    const spinWin = q((spin.lines[n] as bigint) + (spin.scatter[n] as bigint), games * lb);
    square = add(square, add(mul(q(2), mul(spinWin, s.mean)), mul(bonusCount[n] as Q, s.square)));
  }
  const variance = sub(square, mul(meanWin, meanWin));
  const hitCount = spin.hits.reduce((a, h, n) => (!shown(n) ? a : n >= TRIGGER_BONUSES ? a + (spin.count[n] as bigint) : a + h), 0n);
  const price = mode === 'base' ? 1 : ELVES_BUY_PRICE_TIMES;
  const largestSpin = Math.max(...spin.maxWin.slice(TRIGGER_BONUSES).map((w, i) => ((spin.count[i + TRIGGER_BONUSES] as bigint) > 0n ? w : 0)));
  let largestChance = ZERO;
  for (let n = TRIGGER_BONUSES; n <= PLACES; n += 1) {
    if ((spin.count[n] as bigint) > 0n && spin.maxWin[n] === largestSpin) largestChance = add(largestChance, mul(q(spin.maxCount[n] as bigint, games), feature.largest.chance[n] as Q));
  }
  return {
    mode,
    price,
    spin,
    feature,
    bonusCount,
    lines,
    scatter,
    hold,
    holdValues: over((s) => s.values),
    holdLevels: over((s) => s.levels),
    holdMultiplier: over((s) => s.multiplier),
    holdFresh: over((s) => s.fresh),
    holdFull: over((s) => s.full),
    meanWin,
    rtp: div(meanWin, q(price)),
    hit: q(hitCount, games),
    trigger,
    square,
    sdPerStake: Math.sqrt(Math.max(toNumber(variance), 0)) / price,
    spinDraws: mode === 'base' ? ONE : q(spin.cycle, triggering),
    fullChance: over((s) => s.fullChance),
    levelAtLeastOne: overList((s) => s.levelAtLeastOne, ELVES_LEVELS.length),
    levelMean: overList((s) => s.levelMean, ELVES_LEVELS.length),
    multiplierChance: over((s) => s.multiplierChance),
    factorChance: overList((s) => s.factorChance, maths.bonus.factors.length),
    respinsPerFeature: trigger.n === 0n ? ZERO : div(over((s) => s.respins), trigger),
    featureMean: trigger.n === 0n ? ZERO : div(hold, trigger),
    featureFinalCount: Array.from({ length: PLACES + 1 }, (_, nf) => (trigger.n === 0n ? ZERO : div(over((s) => s.finalCount[nf] as Q), trigger))),
    largestTimes: largestSpin / LINES_PER_TOTAL_BET + feature.largest.times,
    largestChance,
  };
}

/** Both modes over one feature computation. */
export function allModesExact(maths: ElvesMaths): Record<ElvesMode, ModeExact> {
  const feature = featureExact(maths);
  return { base: modeExact(maths, 'base', feature), buy: modeExact(maths, 'buy', feature) };
}
