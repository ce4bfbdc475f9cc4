import type { RoundRecorder } from '../par-model';
import { EXACT_ADDEND_LIMIT, ExactSums } from './exact-sum';
import type { RoundStats } from './round-stats';
import { WIN_RANGE_COUNT, winRangeIndex, winRangeThresholds } from './win-ranges';

/** Above this a win's square is no longer below 2^52, so it is squared in bigint instead. */
const SQUARE_SAFE_WIN = 2 ** 26;

/** Adds win² exactly: in a Number lane while it is below 2^52, else in bigint. */
function addSquare(sums: ExactSums, lane: number, w: number): void {
  if (w < SQUARE_SAFE_WIN) sums.add(lane, w * w);
  else sums.addBig(lane, BigInt(w) * BigInt(w));
}

/**
 * Collects rounds as a model plays them (it is the RoundRecorder the model reports to) and
 * turns them into exact RoundStats. The hot path is Numbers only and allocates nothing:
 * the runner calls `endRound()` after each `playRound`.
 *
 * Feature win: the win recorded in a round from the first `feature(f)` call of that round to
 * its end. A model calls `feature(f)` when the feature starts, so for free spins this is the
 * free spins' own win and leaves out the triggering spin's line wins reported before it.
 */
export class RoundAccumulator implements RoundRecorder {
  private readonly thresholds: number[];
  private readonly components: ExactSums;
  private readonly componentSquares: ExactSums;
  /** This round's win per component, and which components have won this round. */
  private readonly roundComponent: Float64Array;
  private readonly wonComponents: Int32Array;
  private wonCount = 0;
  private readonly features: ExactSums;
  private readonly ranges: ExactSums;
  /** lane 0: Σ win², lane 1: Σ win (the same as Σ components, kept for a cross-check). */
  private readonly moments = new ExactSums(2);
  private readonly featureRounds: Float64Array;
  private readonly rangeRounds: Float64Array;
  /** Round win when feature f started this round, or -1 while it has not. */
  private readonly featureStart: Float64Array;
  private readonly startedFeatures: Int32Array;
  private startedCount = 0;
  private roundWin = 0;
  private rounds = 0;
  private hits = 0;
  private maxWin = 0;
  private maxWinCount = 0;

  constructor(
    private readonly stakeUnits: number,
    private readonly componentCount: number,
    private readonly featureCount: number,
  ) {
    this.thresholds = winRangeThresholds(stakeUnits);
    this.components = new ExactSums(componentCount);
    this.componentSquares = new ExactSums(componentCount);
    this.roundComponent = new Float64Array(componentCount);
    this.wonComponents = new Int32Array(componentCount);
    this.features = new ExactSums(featureCount);
    this.ranges = new ExactSums(WIN_RANGE_COUNT);
    this.featureRounds = new Float64Array(featureCount);
    this.rangeRounds = new Float64Array(WIN_RANGE_COUNT);
    this.featureStart = new Float64Array(featureCount).fill(-1);
    this.startedFeatures = new Int32Array(featureCount);
  }

  win(component: number, units: number): void {
    if (!(units >= 0 && units < EXACT_ADDEND_LIMIT) || units % 1 !== 0) {
      throw new RangeError(`a win must be a whole number of units in [0, 2^52), got ${String(units)}`);
    }
    if (!(component >= 0 && component < this.componentCount) || component % 1 !== 0) {
      throw new RangeError(`no component number ${String(component)}`);
    }
    if (units === 0) return;
    this.components.add(component, units);
    if (this.roundComponent[component] === 0) {
      this.wonComponents[this.wonCount] = component;
      this.wonCount += 1;
    }
    this.roundComponent[component] = (this.roundComponent[component] as number) + units;
    this.roundWin += units;
  }

  feature(feature: number): void {
    if (!(feature >= 0 && feature < this.featureCount) || feature % 1 !== 0) {
      throw new RangeError(`no feature number ${String(feature)}`);
    }
    if ((this.featureStart[feature] as number) >= 0) return; // counted once per round, from its first start
    this.featureStart[feature] = this.roundWin;
    this.startedFeatures[this.startedCount] = feature;
    this.startedCount += 1;
  }

  /** Closes the round the model just played. */
  endRound(): void {
    const w = this.roundWin;
    if (w >= EXACT_ADDEND_LIMIT) throw new RangeError(`a round won ${w} units, beyond exact range`);
    this.rounds += 1;
    if (w > 0) {
      this.hits += 1;
      this.moments.add(1, w);
      addSquare(this.moments, 0, w);
      for (let i = 0; i < this.wonCount; i += 1) {
        const c = this.wonComponents[i] as number;
        addSquare(this.componentSquares, c, this.roundComponent[c] as number);
        this.roundComponent[c] = 0;
      }
      this.wonCount = 0;
    }
    if (w > this.maxWin) {
      this.maxWin = w;
      this.maxWinCount = 1;
    } else if (w === this.maxWin) {
      this.maxWinCount += 1;
    }
    const range = winRangeIndex(w, this.thresholds);
    this.rangeRounds[range] = (this.rangeRounds[range] as number) + 1;
    this.ranges.add(range, w);
    for (let i = 0; i < this.startedCount; i += 1) {
      const f = this.startedFeatures[i] as number;
      this.featureRounds[f] = (this.featureRounds[f] as number) + 1;
      this.features.add(f, w - (this.featureStart[f] as number));
      this.featureStart[f] = -1;
    }
    this.startedCount = 0;
    this.roundWin = 0;
  }

  /** The rounds so far as exact stats. Round counts stay far below 2^53 within one accumulator. */
  toStats(): RoundStats {
    if (this.roundWin !== 0 || this.startedCount !== 0) throw new Error('a round is still open: call endRound() first');
    const componentWins = this.components.totals();
    const totalWin = componentWins.reduce((a, b) => a + b, 0n);
    if (totalWin !== this.moments.total(1)) throw new Error('round wins and component wins disagree');
    return {
      stakeUnits: BigInt(this.stakeUnits),
      rounds: BigInt(this.rounds),
      componentWins,
      componentSumOfSquares: this.componentSquares.totals(),
      totalWin,
      hits: BigInt(this.hits),
      sumOfSquares: this.moments.total(0),
      maxWin: BigInt(this.maxWin),
      maxWinCount: BigInt(this.maxWinCount),
      featureRounds: Array.from(this.featureRounds, (n) => BigInt(n)),
      featureWins: this.features.totals(),
      rangeRounds: Array.from(this.rangeRounds, (n) => BigInt(n)),
      rangeWins: this.ranges.totals(),
    };
  }
}
