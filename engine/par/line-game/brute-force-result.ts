import { WIN_RANGES } from './win-ranges';

/** First-reel stops [firstReelFrom, firstReelTo) to enumerate: the unit the CLI splits across workers. */
export interface BruteForceRange {
  readonly firstReelFrom: number;
  readonly firstReelTo: number;
}

export interface WinRangeCount {
  /** Weighted outcomes whose total win falls in the range. */
  readonly outcomes: bigint;
  /** Their total win. */
  readonly win: bigint;
}

/**
 * Integer totals of a full (or partial, by first-reel range) enumeration of the base game.
 * Every figure is a sum over outcomes, so results of disjoint ranges add exactly.
 */
export interface BruteForceResult {
  readonly definitionId: string;
  /** First-reel stop ranges covered: sorted, disjoint, adjacent ones joined. */
  readonly ranges: readonly (readonly [number, number])[];
  /** Weighted outcomes covered (each combination counts the product of its stops' weights). */
  readonly cycle: bigint;
  /** Stop combinations enumerated or accounted for (unweighted). */
  readonly combinations: bigint;
  /** Stake per outcome in line bets (the number of lines). */
  readonly stakeUnits: bigint;
  /** 'base-lines' and 'scatter': total win over the covered outcomes, in line bets. */
  readonly components: Readonly<Record<string, bigint>>;
  /** Outcomes with a win above 0. */
  readonly hits: bigint;
  /** Σ outcomes × win². */
  readonly sumOfSquares: bigint;
  /** Largest total win and the weighted outcomes that give it (0 and all outcomes when nothing pays). */
  readonly maxWin: { readonly units: bigint; readonly outcomes: bigint };
  /** One entry per WIN_RANGES bucket. */
  readonly histogram: readonly WinRangeCount[];
  /** "lemon×3" / "scatter×4" → total win over the covered outcomes. */
  readonly contributions: Readonly<Record<string, bigint>>;
  /** Outcomes that award free spins. */
  readonly freeSpinTriggers: bigint;
}

/** Joins two results of the same definition over disjoint first-reel ranges. Throws on overlap or a different game. */
export function mergeBruteForce(a: BruteForceResult, b: BruteForceResult): BruteForceResult {
  if (a.definitionId !== b.definitionId || a.stakeUnits !== b.stakeUnits) {
    throw new RangeError(`cannot merge brute-force results of "${a.definitionId}" and "${b.definitionId}"`);
  }
  const ranges = [...a.ranges, ...b.ranges].map(([f, t]) => [f, t] as [number, number]).sort((x, y) => x[0] - y[0]);
  const joined: [number, number][] = [];
  for (const [from, to] of ranges) {
    const last = joined[joined.length - 1];
    if (last !== undefined && from < last[1]) throw new RangeError(`first-reel ranges overlap at stop ${from}: merging would count outcomes twice`);
    if (last !== undefined && from === last[1]) last[1] = to;
    else joined.push([from, to]);
  }
  let maxWin = a.maxWin;
  if (b.maxWin.units > a.maxWin.units) maxWin = b.maxWin;
  else if (b.maxWin.units === a.maxWin.units) maxWin = { units: a.maxWin.units, outcomes: a.maxWin.outcomes + b.maxWin.outcomes };
  return {
    definitionId: a.definitionId,
    ranges: joined,
    cycle: a.cycle + b.cycle,
    combinations: a.combinations + b.combinations,
    stakeUnits: a.stakeUnits,
    components: addRecords(a.components, b.components),
    hits: a.hits + b.hits,
    sumOfSquares: a.sumOfSquares + b.sumOfSquares,
    maxWin,
    histogram: WIN_RANGES.map((_, i) => ({
      outcomes: (a.histogram[i]?.outcomes ?? 0n) + (b.histogram[i]?.outcomes ?? 0n),
      win: (a.histogram[i]?.win ?? 0n) + (b.histogram[i]?.win ?? 0n),
    })),
    contributions: addRecords(a.contributions, b.contributions),
    freeSpinTriggers: a.freeSpinTriggers + b.freeSpinTriggers,
  };
}

function addRecords(a: Readonly<Record<string, bigint>>, b: Readonly<Record<string, bigint>>): Record<string, bigint> {
  const out: Record<string, bigint> = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0n) + v;
  return out;
}
