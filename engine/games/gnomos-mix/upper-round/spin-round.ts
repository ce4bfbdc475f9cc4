import { sendToChild, startChild } from '../../../core/child-machine';
import { DrawRecorder } from '../../../core/rng';
import { mergeSteps, type RoundStep } from '../../../core/round-step';
import type { MinigameCommonContext, MinigameInput } from '../minigames/common';
import type { MinigameKind } from '../tuning/gnomos-tuning';
import { upperBet } from '../upper/bets';
import { playUpperSpin } from '../upper/upper-steps';
import type { UpperRoundContext, UpperRoundInPlay, UpperSpinRecord } from './context';
import { drawMinigame } from './minigame-draw';
import { handToDoubleOrBonuses, type RoundUpdate } from './prize-handoff';
import type { UpperRoundDeps } from './round-deps';
import { settleRoundStep } from './round-steps';

/** PLAY in `ready`, as the cabinet sends it: the balances it checked and the level to play at. */
export interface UpperPlayEvent {
  readonly type: 'PLAY';
  readonly creditsCents: number;
  readonly bonusesHeld: number;
  readonly level: number;
}

export type SpinUpdate = RoundUpdate & Pick<UpperRoundContext, 'stops' | 'lastSpin' | 'lastRoundId' | 'minigame'>;

/**
 * A spin starts a new round (docs/games/gnomos-mix-rounds.md, "Upper game"): stake and bonus
 * stake, 3 reel draws, the 8 lines paid (playUpperSpin). With a Mushroom/Flower/Log line, the
 * minigame draw joins the spin's step; a minigame starts with the whole spin prize and deals at
 * once. Otherwise the prize goes to Double-or-Bonuses (or, nothing won, the round ends). The last
 * round's minigame and Double-or-Bonuses leave the view here.
 */
export function playUpperRoundSpin(context: UpperRoundContext, event: UpperPlayEvent, deps: UpperRoundDeps): SpinUpdate {
  const bet = upperBet(context.betId);
  const roundId = context.lastRoundId + 1;
  const spin = playUpperSpin(context.betId, roundId, context.seq + 1, deps.rng);
  const recorder = new DrawRecorder(deps.rng);
  const kind = spin.outcome.minigameTriggers.length > 0 ? drawMinigame(recorder, deps.tuning(event.level).upper[context.betId]) : null;
  const spinStep: RoundStep = {
    ...spin.step,
    draws: [...spin.step.draws, ...recorder.take()],
    detail: { ...spin.step.detail, level: event.level, minigame: kind },
  };
  const round: UpperRoundInPlay = { roundId, level: event.level, bonusesHeld: event.bonusesHeld - bet.bonuses, wonCents: 0, wonBonuses: 0 };
  const lastSpin: UpperSpinRecord = {
    roundId,
    stops: [...spin.stops],
    stakeCents: bet.cashCents,
    stakeBonuses: bet.bonuses,
    lineWins: spin.outcome.lineWins.map((w) => ({ ...w })),
    totalCents: spin.outcome.totalCents,
    minigame: kind,
  };
  const fresh = { stops: lastSpin.stops, lastSpin, lastRoundId: roundId };
  if (kind !== null) return { ...fresh, ...startMinigame(context, round, kind, spinStep, spin.outcome.totalCents, deps) };
  return { ...fresh, minigame: null, ...handToDoubleOrBonuses(context, round, spinStep, spin.outcome.totalCents, round.bonusesHeld, deps) };
}

/**
 * The minigame replaces the spin prize (`linePrizeCents`: it pays at least as much) and deals at
 * once: START follows the start in the same event, so the deal's draws join the spin's step.
 */
function startMinigame(
  context: UpperRoundContext,
  round: UpperRoundInPlay,
  kind: MinigameKind,
  spinStep: RoundStep,
  spinPrizeCents: number,
  deps: UpperRoundDeps,
): RoundUpdate & Pick<UpperRoundContext, 'minigame'> {
  const machine = deps.children.minigames[kind];
  const input: MinigameInput = {
    bet: context.betId,
    linePrizeCents: spinPrizeCents,
    autoPlay: context.autoPlay,
    autoRisk: context.autoRisk,
    roundId: round.roundId,
    seq: spinStep.seq,
  };
  const started = startChild<MinigameCommonContext>(machine, input);
  const dealt = sendToChild<MinigameCommonContext>(machine, started.persisted, { type: 'START' }, spinStep.seq);
  if (dealt.step === null) throw new Error(`the ${kind} minigame did not deal on START`);
  const settled = settleRoundStep(mergeSteps(spinStep, dealt.step), round, false);
  return { round: settled.round, seq: settled.step.seq, step: settled.step, minigame: { kind, snapshot: dealt.persisted }, doubleOrBonuses: null };
}
