import type { MoneyMove, RoundStep } from '../../../core/round-step';
import type { RngDraw } from '../../../core/rng';
import { MINIGAME_BET_RANGES, isUpperBetId, type UpperBetId } from './bets';

/**
 * What every minigame machine shares: its input, the common context fields and the step
 * bookkeeping (seq, RoundStep) that machine.ts uses.
 */

export interface MinigameInput {
  /** The upper bet being played. */
  readonly bet: string;
  /** The Mushroom / Flower / Log line prize the minigame replaces, in cents. */
  readonly linePrizeCents: number;
  /** AUTO-PLAY lit: the cabinet's AUTO_STEP events play for the player. */
  readonly autoPlay: boolean;
  /** AUTO-RISK lit (Three Choices discards for the player when AUTO-PLAY is lit too). */
  readonly autoRisk: boolean;
  /** The upper-game round this minigame belongs to (wiring); default 0. */
  readonly roundId?: number;
  /** The last step number used by the host game (wiring); default 0. */
  readonly seq?: number;
}

export interface MinigameCommonContext {
  readonly bet: UpperBetId;
  readonly linePrizeCents: number;
  /** The least the minigame may pay: max(line prize, the bet's range minimum + 1 cent). */
  readonly floorCents: number;
  /** The bet's maximum prize. */
  readonly maxCents: number;
  readonly autoPlay: boolean;
  readonly autoRisk: boolean;
  readonly roundId: number;
  /** The last step number used; every accepted event's step takes seq + 1. */
  readonly seq: number;
  /** What the last accepted event did, for the cabinet to commit and journal. */
  readonly step: RoundStep | null;
  /** The final prize once the minigame is over (cents banked, bonuses won); null before. */
  readonly result: { readonly cents: number; readonly bonuses: number } | null;
}

export function initialCommonContext(input: MinigameInput): MinigameCommonContext {
  if (!isUpperBetId(input.bet)) throw new RangeError(`not an upper-game bet: ${String(input.bet)}`);
  const range = MINIGAME_BET_RANGES[input.bet];
  const line = input.linePrizeCents;
  if (!Number.isSafeInteger(line) || line < 0 || line > range.maxCents) {
    throw new RangeError(`line prize must be whole cents in 0..${range.maxCents}, got ${String(line)}`);
  }
  const roundId = input.roundId ?? 0;
  const seq = input.seq ?? 0;
  if (!Number.isSafeInteger(roundId) || roundId < 0 || !Number.isSafeInteger(seq) || seq < 0) {
    throw new RangeError('roundId and seq must be non-negative integers');
  }
  return {
    bet: input.bet,
    linePrizeCents: line,
    floorCents: Math.max(line, range.minExclusiveCents + 1),
    maxCents: range.maxCents,
    autoPlay: input.autoPlay === true,
    autoRisk: input.autoRisk === true,
    roundId,
    seq,
    step: null,
    result: null,
  };
}

/** The next step: seq + 1, with the given label, moves, draws and detail. */
export function nextStep(
  context: Pick<MinigameCommonContext, 'seq' | 'roundId'>,
  label: string,
  detail: Record<string, unknown>,
  options: { moves?: readonly MoneyMove[]; draws?: readonly RngDraw[]; roundOver?: boolean } = {},
): { seq: number; step: RoundStep } {
  const seq = context.seq + 1;
  return {
    seq,
    step: {
      seq,
      roundId: context.roundId,
      label,
      moves: options.moves ?? [],
      draws: options.draws ?? [],
      roundOver: options.roundOver ?? false,
      detail,
    },
  };
}

/** The money moves that bank a final prize: 'win' for cents, 'bonus-win' for bonuses (zeros left out). */
export function resultMoves(cents: number, bonuses: number): MoneyMove[] {
  const moves: MoneyMove[] = [];
  if (cents > 0) moves.push({ kind: 'win', cents });
  if (bonuses > 0) moves.push({ kind: 'bonus-win', bonuses });
  return moves;
}

/** Events every minigame accepts while it is being played. */
export type MinigameAutoSetEvent = { readonly type: 'AUTO_SET'; readonly autoPlay: boolean; readonly autoRisk: boolean };

/** AUTO_SET from the cabinet: both toggles present and boolean (anything else is refused). */
export function isValidAutoSet(event: { readonly type: string }): boolean {
  const e = event as Partial<MinigameAutoSetEvent>;
  return e.type === 'AUTO_SET' && typeof e.autoPlay === 'boolean' && typeof e.autoRisk === 'boolean';
}

/** The context change an AUTO_SET makes: the new toggles, recorded as a step for recall. */
export function applyAutoSet(
  context: Pick<MinigameCommonContext, 'seq' | 'roundId'>,
  event: MinigameAutoSetEvent,
): { autoPlay: boolean; autoRisk: boolean; seq: number; step: RoundStep } {
  return { autoPlay: event.autoPlay, autoRisk: event.autoRisk, ...nextStep(context, 'auto-set', { autoPlay: event.autoPlay, autoRisk: event.autoRisk }) };
}

/** A PICK of a whole-number position among `count` that is not `opened` yet. */
export function isClosedPick(event: { readonly type: string }, count: number, opened: readonly number[] = []): boolean {
  const index = (event as { index?: unknown }).index;
  return event.type === 'PICK' && typeof index === 'number' && Number.isSafeInteger(index) && index >= 0 && index < count && !opened.includes(index);
}
