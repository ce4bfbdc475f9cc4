/**
 * What a game gives the PAR tool: the cabinet's own maths, wrapped so the same code is proven
 * exactly where it can be and simulated where it cannot. Every game (Gnomos Mix, the video
 * slots, a `--def` JSON definition) is one ParModel.
 *
 * Units: every win and stake is an integer number of the model's win unit (cents for a game
 * played at a fixed bet, or line-bet units for a definition). RTP = win / stake, always taken
 * as a ratio of integers (BigInt where sums grow large).
 */
import type { Rng } from '../core/rng';

export interface ParPart {
  /** Stable id, e.g. 'base-lines', 'scatter', 'free-spins', 'up-bonus-ladder'. */
  readonly id: string;
  /** Name for the sheet, e.g. "Base game line wins". */
  readonly name: string;
}

/** Exact results over a full cycle of equally likely outcomes. */
export interface ExactResult {
  /** Number of equally likely outcomes in the cycle (the denominator). */
  readonly cycle: bigint;
  /** Stake per outcome, in win units. RTP of a component = numerator / (cycle × stake). */
  readonly stakeUnits: bigint;
  /** Total win over the cycle per component id (only components computed exactly). */
  readonly components: Readonly<Record<string, bigint>>;
  /** Outcomes whose total win is > 0 (the hit event of the model), when known exactly. */
  readonly hits?: bigint;
  /** The largest single-outcome win and how many outcomes give it, when known exactly. */
  readonly maxWin?: { readonly units: bigint; readonly outcomes: bigint };
  /** Sum over outcomes of win², for the exact standard deviation, when known. */
  readonly sumOfSquares?: bigint;
  /** Exact contribution per paytable entry: key like "lemon×3" → total win over the cycle. */
  readonly contributions?: Readonly<Record<string, bigint>>;
}

/** Receives what one simulated round paid. Implementations must not allocate per call. */
export interface RoundRecorder {
  /** Adds `units` of win to component number `component` (index into ParModel.components). */
  win(component: number, units: number): void;
  /** Notes that feature number `feature` (index into ParModel.features) ran this round. */
  feature(feature: number): void;
}

export interface ParModel {
  readonly id: string;
  readonly name: string;
  /** Stake of one round in win units. */
  readonly stakeUnits: number;
  /** What one win unit is worth, for the sheet, e.g. { cents: 1 } or { label: 'line bet' }. */
  readonly unitLabel: string;
  readonly components: readonly ParPart[];
  readonly features: readonly ParPart[];
  /** The event hit frequency counts, in words (e.g. "a round that pays anything: cash or bonuses"). */
  readonly hitEvent: string;
  /** Settings and policies the figures depend on, for the sheet's header (bet, RTP setting, player policy). */
  readonly assumptions: Readonly<Record<string, string>>;
  /** Exact figures for the components that allow it; absent when nothing is exact. */
  exact?(): ExactResult;
  /** Plays one round with `rng`, reporting every win and feature to `recorder`. */
  playRound(rng: Rng, recorder: RoundRecorder): void;
}
