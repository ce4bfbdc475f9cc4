import { startChild } from '../../../core/child-machine';
import { nextFigureStop } from '../../../core/reels';
import { DrawRecorder } from '../../../core/rng';
import { mergeSteps, type MoneyMove, type RoundStep } from '../../../core/round-step';
import type { CauldronsContext } from '../cauldrons/cauldrons-machine';
import { bestAdvancePlan } from '../holds/advances';
import { spinHeldGame, startHoldGame, type HeldReels } from '../holds/holds';
import type { RiskLadderContext } from '../ladders/risk-ladder-machine';
import { LOWER_STOPS_PER_REEL } from '../reels';
import { lowerWindow, spinLowerReels, type LowerStops } from '../spin';
import { NOTHING_HELD, type LowerRoundContext, type LowerRoundTotals, type ReelStops } from './context';
import type { LowerRoundParts } from './parts';
import { resolveLine, type ResolvedLine } from './resolve-line';
import { bookStep, roundInPlay } from './round-books';

/**
 * The steps that put a line on the reels and resolve it: the paid spin, the free held game and
 * the three ways advances end (the last one spent, PLAY, AUTO-ADVANCES). Each is one event and
 * makes one step; when the line opens the Cauldrons, the Cauldrons' deal is merged into it.
 */

export type LowerRoundUpdate = Partial<LowerRoundContext>;

interface LinePlay {
  /** The step's rule-book name. */
  readonly label: string;
  readonly origin: 'spin' | 'held' | 'advance';
  readonly stops: LowerStops;
  /** Reels that kept their stop (the held game). */
  readonly held: HeldReels;
  /** The stake a paid spin takes; nothing otherwise. */
  readonly stake: readonly MoneyMove[];
  readonly detail: Readonly<Record<string, unknown>>;
}

function lineDetail(line: ResolvedLine): Record<string, unknown> {
  return { origin: line.origin, stops: [...line.stops], window: lowerWindow(line.stops), prizeId: line.prizeId, feature: line.feature };
}

/** Resolves the line, pays what it pays at once, and opens whatever comes next. */
function settleLine(
  context: LowerRoundContext,
  parts: LowerRoundParts,
  round: LowerRoundTotals,
  level: number,
  play: LinePlay,
  recorder: DrawRecorder,
): LowerRoundUpdate {
  // The bet cannot change while a held game waits or a round is open, so it is the round's bet.
  const bet = context.betCents;
  const shown = context.lastSpin;
  if (play.origin === 'advance' && shown !== null && shown.bonusesWon > 0 && play.stops.every((stop, reel) => stop === shown.stops[reel])) {
    // Advances granted on a bonus line and none spent: the line stands as it was, and its
    // bonuses were paid when it stopped. Resolving it again would pay them twice.
    const seq = context.seq + 1;
    const step: RoundStep = { seq, roundId: round.roundId, label: play.label, moves: [], draws: [], roundOver: true, detail: { ...play.detail, betCents: bet, unchanged: true } };
    return { advancesLeft: 0, ...bookStep(round, step) };
  }
  const resolution = resolveLine(play.stops, play.origin, bet, parts.tuning(level).lower[bet], recorder);
  const { lines, next } = resolution;
  const last = lines[lines.length - 1];
  if (last === undefined) throw new Error('unreachable: a resolution has its line');
  const winCents = lines.reduce((sum, l) => sum + l.winCents, 0);
  const bonusesWon = lines.reduce((sum, l) => sum + l.bonusesWon, 0);
  const moves: MoneyMove[] = [...play.stake];
  if (winCents > 0) moves.push({ kind: 'win', cents: winCents });
  if (bonusesWon > 0) moves.push({ kind: 'bonus-win', bonuses: bonusesWon });

  const seq = context.seq + 1;
  let step: RoundStep = {
    seq,
    roundId: round.roundId,
    label: play.label,
    moves,
    draws: recorder.take(),
    // A hold offer ends the round: the held game is the next one.
    roundOver: next.kind === 'roundOver' || next.kind === 'holdOffered',
    detail: { ...play.detail, betCents: bet, level, lines: lines.map(lineDetail), ...resolution.decisions, next: next.kind },
  };

  let cauldrons: unknown = null;
  let ladder: unknown = null;
  if (next.kind === 'cauldrons') {
    // The three hidden prizes are drawn at once: their step joins this one.
    const child = startChild<CauldronsContext>(parts.cauldrons, { betCents: bet, roundId: round.roundId, seq: step.seq });
    cauldrons = child.persisted;
    if (child.step !== null) step = mergeSteps(step, child.step);
  }
  if (next.kind === 'ladder') {
    const child = startChild<RiskLadderContext>(parts.ladder, {
      betCents: bet,
      prizeId: next.prizeId,
      autoRisk: context.autoRisk,
      roundId: round.roundId,
      seq: step.seq,
    });
    ladder = child.persisted;
    if (child.step !== null) step = mergeSteps(step, child.step);
  }

  return {
    stops: last.stops,
    lastSpin: {
      roundId: round.roundId,
      stops: last.stops,
      creditsBeforeCents: round.creditsBeforeCents,
      stakeCents: round.stakeCents,
      winCents: last.winCents,
      bonusesWon: last.bonusesWon,
      prizeId: last.prizeId,
      origin: last.origin,
      held: last.origin === 'held' ? play.held : NOTHING_HELD,
    },
    holdGame: next.kind === 'holdOffered' ? startHoldGame(bet, next.offer) : null,
    advancesLeft: next.kind === 'advancing' ? next.advances : 0,
    cauldrons,
    ladder,
    lastRisk: null,
    ladderEnd: null,
    ...bookStep(round, step),
  };
}

/** A new round: the next round number, its level, and what the last round left on show cleared. */
function openRound(context: LowerRoundContext, creditsBeforeCents: number, stakeCents: number): LowerRoundTotals {
  return { roundId: context.lastRoundId + 1, creditsBeforeCents, stakeCents, winCents: 0, bonusesWon: 0 };
}

/** PLAY in ready: a new round, the stake, three reel draws, the line resolved as a paid spin. */
export function playPaidSpin(context: LowerRoundContext, parts: LowerRoundParts, creditsCents: number, level: number): LowerRoundUpdate {
  const round = openRound(context, creditsCents, context.betCents);
  const recorder = new DrawRecorder(parts.rng);
  const stops = spinLowerReels(recorder);
  const play: LinePlay = { label: 'spin', origin: 'spin', stops, held: NOTHING_HELD, stake: [{ kind: 'stake', cents: context.betCents }], detail: {} };
  return { lastRoundId: round.roundId, level, ...settleLine(context, parts, round, level, play, recorder) };
}

/** PLAY (or AUTO-PLAY) in holdOffered: a new, free round; only the free reels draw. */
export function playHeldGame(context: LowerRoundContext, parts: LowerRoundParts, creditsCents: number, level: number): LowerRoundUpdate {
  const game = context.holdGame;
  if (game === null) throw new Error('no held game is waiting');
  const round = openRound(context, creditsCents, 0);
  const recorder = new DrawRecorder(parts.rng);
  const stops = spinHeldGame(game, context.stops, recorder);
  const play: LinePlay = { label: 'held-game', origin: 'held', stops, held: game.held, stake: [], detail: { held: [...game.held] } };
  return { lastRoundId: round.roundId, level, ...settleLine(context, parts, round, level, play, recorder) };
}

function roundLevel(context: LowerRoundContext): number {
  if (context.level === null) throw new Error('no level for the round in play');
  return context.level;
}

function advanced(stops: ReelStops, reel: 0 | 1 | 2): ReelStops {
  const moved: [number, number, number] = [stops[0], stops[1], stops[2]];
  moved[reel] = nextFigureStop(stops[reel], LOWER_STOPS_PER_REEL);
  return moved;
}

/** ADVANCE/HOLD n in advancing: reel n's next figure comes to the line; the last advance resolves it. */
export function spendAdvance(context: LowerRoundContext, parts: LowerRoundParts, reel: 0 | 1 | 2): LowerRoundUpdate {
  const round = roundInPlay(context);
  const stops = advanced(context.stops, reel);
  const advancesLeft = context.advancesLeft - 1;
  if (advancesLeft > 0) {
    const seq = context.seq + 1;
    const step: RoundStep = { seq, roundId: round.roundId, label: 'advance', moves: [], draws: [], roundOver: false, detail: { reel, stops: [...stops], advancesLeft } };
    return { stops, advancesLeft, ...bookStep(round, step) };
  }
  const play: LinePlay = { label: 'advance', origin: 'advance', stops, held: NOTHING_HELD, stake: [], detail: { reel, advancesLeft } };
  return settleLine(context, parts, round, roundLevel(context), play, new DrawRecorder(parts.rng));
}

/** PLAY in advancing: the player stops; advances not spent are forfeited. */
export function stopAdvances(context: LowerRoundContext, parts: LowerRoundParts): LowerRoundUpdate {
  const play: LinePlay = { label: 'advances-stop', origin: 'advance', stops: context.stops, held: NOTHING_HELD, stake: [], detail: { forfeited: context.advancesLeft } };
  return settleLine(context, parts, roundInPlay(context), roundLevel(context), play, new DrawRecorder(parts.rng));
}

/** AUTO-ADVANCES: all advances spent at once on the best plan for the player. */
export function autoAdvances(context: LowerRoundContext, parts: LowerRoundParts): LowerRoundUpdate {
  const plan = bestAdvancePlan(context.stops, context.advancesLeft, context.betCents);
  const play: LinePlay = {
    label: 'auto-advances',
    origin: 'advance',
    stops: plan.stops,
    held: NOTHING_HELD,
    stake: [],
    detail: { plan: [...plan.moves], used: plan.used, forfeited: context.advancesLeft - plan.used },
  };
  return settleLine(context, parts, roundInPlay(context), roundLevel(context), play, new DrawRecorder(parts.rng));
}
