/**
 * The PAR sheet as data: every figure already in its printed form (strings), exact numerators
 * and denominators kept beside the percentages, bigints as decimal strings. Built once by
 * build-sheet.ts; the text, json and md formatters only lay it out, so the three always agree.
 * Key order is fixed by construction, so the JSON of a sheet is stable text.
 */
export type FigureSource = 'exact' | 'monte-carlo';

export interface SheetRatio {
  /** "46.6888 %" */
  readonly percent: string;
  readonly numerator: string;
  readonly denominator: string;
  readonly source: FigureSource;
}

export interface SheetRtp extends SheetRatio {
  readonly id: string;
  readonly name: string;
  /** The Monte Carlo estimate beside an exact figure (or the figure itself), with its 99 % interval. */
  readonly monteCarlo: { readonly percent: string; readonly interval99: string } | null;
}

export interface SheetInterval {
  readonly level: string;
  readonly low: string;
  readonly high: string;
  readonly halfWidth: string;
}

export interface ParSheet {
  readonly game: { readonly id: string; readonly name: string; readonly unit: string; readonly stakeUnits: string };
  readonly assumptions: Readonly<Record<string, string>>;
  readonly method: {
    /** 'all components', 'some components' or 'none'. */
    readonly exact: string;
    readonly bruteForce: { readonly combinations: string; readonly agrees: boolean; readonly differences: readonly string[] } | null;
    readonly monteCarlo: {
      readonly seed: string;
      readonly rounds: string;
      readonly chunks: number;
      readonly chunkRounds: number;
      readonly checkpointChunks: number;
      readonly stoppedBy: string;
      readonly precision: string | null;
    } | null;
  };
  /** Equally likely outcomes of the exact cycle, or null. */
  readonly cycle: string | null;
  readonly rtp: { readonly total: SheetRtp; readonly components: readonly SheetRtp[] };
  /** The Monte Carlo RTP's 90 / 95 / 99 % intervals (normal approximation, sample SD). */
  readonly rtpIntervals: readonly SheetInterval[] | null;
  /** Whether the exact RTP lies inside the Monte Carlo 99 % interval (null unless both exist). */
  readonly exactInsideInterval99: boolean | null;
  readonly hitFrequency: { readonly event: string; readonly percent: string; readonly oneIn: string; readonly source: FigureSource };
  readonly noWin: { readonly percent: string; readonly source: FigureSource };
  readonly standardDeviation: { readonly perUnitStake: string; readonly source: FigureSource };
  readonly volatilityIndex: { readonly value: string; readonly definition: string; readonly source: FigureSource };
  readonly confidenceTable: {
    readonly basis: string;
    readonly rows: readonly { readonly games: string; readonly intervals: readonly SheetInterval[] }[];
  };
  readonly maxWin: { readonly units: string; readonly timesStake: string; readonly odds: string; readonly source: FigureSource };
  readonly winDistribution: {
    readonly source: FigureSource;
    readonly rows: readonly { readonly range: string; readonly rounds: string; readonly percent: string; readonly oneIn: string; readonly rtpShare: string }[];
  };
  readonly features: readonly {
    readonly id: string;
    readonly name: string;
    readonly rounds: string;
    readonly oneIn: string;
    readonly averageWinTimesStake: string;
    readonly rtpShare: string;
    readonly source: FigureSource;
  }[];
  /** Each paytable entry's share of the RTP (exact: enumeration or brute force), or null. */
  readonly contributions: readonly { readonly key: string; readonly win: string; readonly rtpShare: string }[] | null;
}
