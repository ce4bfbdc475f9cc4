import { WIN_RANGE_COUNT } from './win-ranges';

/**
 * What a set of simulated rounds paid, in exact integers. Everything is a sum, a count or a
 * maximum, so two sets merge exactly and in any order (merge is commutative and associative):
 * the result of a simulation does not depend on which worker ran which chunk, or when.
 */
export interface RoundStats {
  /** Stake of one round in win units (all merged rounds must share it). */
  readonly stakeUnits: bigint;
  readonly rounds: bigint;
  /** Total win per component, in ParModel.components order. */
  readonly componentWins: readonly bigint[];
  /** Per component: Σ over rounds of (the component's win in the round)², for its own interval. */
  readonly componentSumOfSquares: readonly bigint[];
  /** Σ of every round's win (= Σ componentWins). */
  readonly totalWin: bigint;
  /** Rounds whose win was > 0. */
  readonly hits: bigint;
  /** Σ over rounds of (round win)², for the standard deviation. */
  readonly sumOfSquares: bigint;
  /** Largest round win seen, and how many rounds paid exactly that (0 and 0 when no rounds). */
  readonly maxWin: bigint;
  readonly maxWinCount: bigint;
  /** Per feature (ParModel.features order): rounds in which it ran. */
  readonly featureRounds: readonly bigint[];
  /** Per feature: win recorded in those rounds from the moment the feature started. */
  readonly featureWins: readonly bigint[];
  /** Rounds per win range (win-ranges.ts) and the win they paid. */
  readonly rangeRounds: readonly bigint[];
  readonly rangeWins: readonly bigint[];
}

function zeros(n: number): bigint[] {
  return new Array<bigint>(n).fill(0n);
}

export function emptyRoundStats(stakeUnits: number | bigint, componentCount: number, featureCount: number): RoundStats {
  return {
    stakeUnits: BigInt(stakeUnits),
    rounds: 0n,
    componentWins: zeros(componentCount),
    componentSumOfSquares: zeros(componentCount),
    totalWin: 0n,
    hits: 0n,
    sumOfSquares: 0n,
    maxWin: 0n,
    maxWinCount: 0n,
    featureRounds: zeros(featureCount),
    featureWins: zeros(featureCount),
    rangeRounds: zeros(WIN_RANGE_COUNT),
    rangeWins: zeros(WIN_RANGE_COUNT),
  };
}

function addLists(a: readonly bigint[], b: readonly bigint[], what: string): bigint[] {
  if (a.length !== b.length) throw new RangeError(`cannot merge stats with ${a.length} and ${b.length} ${what}`);
  return a.map((x, i) => x + (b[i] as bigint));
}

/** Exact, order-independent merge of two sets of rounds of the same model. */
export function mergeRoundStats(a: RoundStats, b: RoundStats): RoundStats {
  if (a.stakeUnits !== b.stakeUnits) throw new RangeError(`cannot merge stats of stakes ${a.stakeUnits} and ${b.stakeUnits}`);
  // The larger max wins; on a tie both sides' counts add. An empty side (count 0) changes nothing.
  let maxWin = a.maxWin;
  let maxWinCount = a.maxWinCount;
  if (b.maxWinCount > 0n && (a.maxWinCount === 0n || b.maxWin > a.maxWin)) {
    maxWin = b.maxWin;
    maxWinCount = b.maxWinCount;
  } else if (b.maxWinCount > 0n && b.maxWin === a.maxWin) {
    maxWinCount = a.maxWinCount + b.maxWinCount;
  }
  return {
    stakeUnits: a.stakeUnits,
    rounds: a.rounds + b.rounds,
    componentWins: addLists(a.componentWins, b.componentWins, 'components'),
    componentSumOfSquares: addLists(a.componentSumOfSquares, b.componentSumOfSquares, 'components'),
    totalWin: a.totalWin + b.totalWin,
    hits: a.hits + b.hits,
    sumOfSquares: a.sumOfSquares + b.sumOfSquares,
    maxWin,
    maxWinCount,
    featureRounds: addLists(a.featureRounds, b.featureRounds, 'features'),
    featureWins: addLists(a.featureWins, b.featureWins, 'features'),
    rangeRounds: addLists(a.rangeRounds, b.rangeRounds, 'win ranges'),
    rangeWins: addLists(a.rangeWins, b.rangeWins, 'win ranges'),
  };
}

/** Merges any number of sets (in the order given; the result is the same in any order). */
export function mergeAllRoundStats(first: RoundStats, ...rest: readonly RoundStats[]): RoundStats {
  return rest.reduce(mergeRoundStats, first);
}
