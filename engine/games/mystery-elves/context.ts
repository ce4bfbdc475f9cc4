/**
 * Mystery Elves' round state: what the machine's context holds between presses, its phases,
 * and the small helpers every step of the round uses. Plain JSON: it is the stored snapshot.
 *
 * Where the money of a round is at any moment:
 * - the stake leaves the balance with the paid spin (70× the bet when bought);
 * - the spin's line and scatter wins are paid at once when the spin triggers the Hold and Win,
 *   otherwise they wait for COLLECT or GAMBLE (`pendingWinCents`, not in the balance);
 * - the Hold and Win's total is paid at its end, or waits for the gamble the same way;
 * - a gamble's stake is `gamble.stakeCents`, what HALVE banked is `gamble.bankedCents`: both are
 *   paid when the gamble ends.
 */
import type { RoundStep } from '../../core/round-step';
import type { Autoplay } from '../../features/autoplay';
import type { Card, Gamble, GambleConfig } from '../../features/gamble';
import { finished, type LockedRespins } from '../../features/locked-respins';
import type { ElvesBonus, ElvesLevel } from './bonus';
import type { ElvesSpinResult } from './spin';

/** The operator's settings and the jurisdiction's cap the round plays by. */
export interface ElvesRules {
  readonly totalBetsCents: readonly number[];
  readonly defaultTotalBetCents: number;
  /** The gamble takes any win up to this. */
  readonly gambleLimitCents: number;
  readonly gambleAttempts: number;
  readonly buyFeature: boolean;
  /** A round waiting for the player settles by itself this long after the last step. */
  readonly settleAfterMs: number;
  readonly maxPrizePerGameCents: number | null;
}

export interface ElvesLastSpin {
  readonly seq: number;
  readonly result: ElvesSpinResult;
  /** What the spin's line and scatter wins pay after the cap. */
  readonly paidCents: number;
  readonly cutCents: number;
}

/** The end of a Hold and Win: every place's pay and the total, worked out once. */
export interface ElvesFeatureEnd {
  readonly fresh: readonly (number | null)[];
  readonly placeTimes: readonly number[];
  readonly full: boolean;
  readonly totalTimes: number;
  readonly totalCents: number;
  readonly paidCents: number;
  readonly cutCents: number;
}

/** A Hold and Win from its trigger to its end (kept after the end for the screen until the next game). */
export interface ElvesFeature {
  readonly bought: boolean;
  /** The bet the bonuses are multiples of (the trigger's). */
  readonly totalBetCents: number;
  /** The 15 places and the respin count (the shared locked respins, reset to 3 by a new bonus). */
  readonly respins: LockedRespins<ElvesBonus>;
  /** PLAY (or autoplay, or the timeout) started the respins. */
  readonly started: boolean;
  /** The Mysteries' levels once revealed (null before). */
  readonly levels: readonly (ElvesLevel | null)[] | null;
  /** The Multiplying bonus's factor; `factorRevealed` says whether the reveal happened. */
  readonly factor: number | null;
  readonly factorRevealed: boolean;
  readonly end: ElvesFeatureEnd | null;
  /** The timeout is playing it out: its total is collected, never gambled. */
  readonly settling: boolean;
}

export interface ElvesContext {
  readonly seq: number;
  readonly step: RoundStep | null;
  readonly lastRoundId: number;
  readonly rules: ElvesRules;
  readonly totalBetCents: number;
  readonly lastSpin: ElvesLastSpin | null;
  readonly feature: ElvesFeature | null;
  /** Everything the round has paid or holds for the player so far, for the maximum prize per game. */
  readonly roundPaidCents: number;
  /** A win waiting for COLLECT or GAMBLE (not in the balance). */
  readonly pendingWinCents: number;
  readonly gamble: Gamble | null;
  /** The last cards of the credit session, newest first. */
  readonly gambleHistory: readonly Card[];
  /** The card of the last guess and whether it was right, until the next gamble or game. */
  readonly lastCard: { readonly card: Card; readonly right: boolean } | null;
  /** What the last round paid the player, for the marquee and autoplay's win limit. */
  readonly roundWinCents: number;
  readonly autospin: Autoplay | null;
  readonly autospinStopped: string | null;
  /** When a round waiting for the player settles by itself (the store's clock, ms); null when idle. */
  readonly deadlineMs: number | null;
  /** The last round was settled by the timeout. */
  readonly settledByTimeout: boolean;
}

/** The balances and the clock an event carries: the game never holds the wallet or a clock. */
export interface Balances {
  readonly creditsCents: number;
  readonly nowMs: number;
}

export type Refusal = { readonly refused: string };
export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'refused' in x;

export type ElvesPhase = 'ready' | 'won' | 'gamble' | 'intro' | 'respins' | 'reveal';

export function phaseOf(c: ElvesContext): ElvesPhase {
  if (c.gamble) return 'gamble';
  if (c.pendingWinCents > 0) return 'won';
  const f = c.feature;
  if (f && f.end === null) {
    if (!f.started) return 'intro';
    return finished(f.respins) ? 'reveal' : 'respins';
  }
  return 'ready';
}

export const isIdle = (c: ElvesContext): boolean => phaseOf(c) === 'ready';

/** The gamble's rules from the operator's settings: any win up to the limit, jokers among the pictures. */
export function gambleConfig(rules: ElvesRules): GambleConfig {
  return { maxStakeCents: rules.gambleLimitCents, maxAttempts: rules.gambleAttempts, historySize: 5, jokerPictures: true };
}

export function initialContext(rules: ElvesRules): ElvesContext {
  const totalBetCents = rules.totalBetsCents.includes(rules.defaultTotalBetCents) ? rules.defaultTotalBetCents : (rules.totalBetsCents[0] ?? 20);
  return {
    seq: 0,
    step: null,
    lastRoundId: 0,
    rules,
    totalBetCents,
    lastSpin: null,
    feature: null,
    roundPaidCents: 0,
    pendingWinCents: 0,
    gamble: null,
    gambleHistory: [],
    lastCard: null,
    roundWinCents: 0,
    autospin: null,
    autospinStopped: null,
    deadlineMs: null,
    settledByTimeout: false,
  };
}

/** A step outside the money (bet change, autoplay set-up): nothing moves. */
export function stepOf(c: ElvesContext, label: string, detail: Record<string, unknown>, extra: Partial<RoundStep> = {}): RoundStep {
  return { seq: c.seq + 1, roundId: null, label, moves: [], draws: [], roundOver: false, detail, ...extra };
}

export const withStep = (c: ElvesContext, step: RoundStep, next: Partial<ElvesContext>): ElvesContext => ({ ...c, ...next, seq: step.seq, step });

/**
 * The deadline after a step taken at `nowMs`: a round left waiting for the player settles
 * `settleAfterMs` after the last thing that happened in it; an idle game has none. A settling
 * step keeps the deadline it acted on, so the cabinet goes on settling step by step.
 */
export function deadlineAfter(c: ElvesContext, nowMs: number, settling = false): ElvesContext {
  if (isIdle(c)) return c.deadlineMs === null ? c : { ...c, deadlineMs: null };
  if (settling && c.deadlineMs !== null) return c;
  return { ...c, deadlineMs: nowMs + c.rules.settleAfterMs };
}
