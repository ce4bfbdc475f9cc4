import { DrawRecorder, type Rng } from '../../../core/rng';
import type { MoneyMove, RoundStep } from '../../../core/round-step';
import { upperBet, type UpperBetId } from './bets';
import { evaluateUpperWindow, spinUpperReels, upperWindow, type UpperSpinOutcome } from './spin';

/**
 * One plain upper spin as a RoundStep, for the machine that will wire the upper game: a new
 * round, the cash stake and the bonus stake, three weighted draws, the 8 lines paid.
 *
 * The spin's prize is NOT paid here: every upper-game prize goes to Double-or-Bonuses (or first
 * to a minigame when one starts), which pays it with its own 'win' / 'bonus-win' steps. So the
 * spin step carries only the stakes, and `roundOver` is true only for a spin with no prize.
 * `detail.prizeCents` is what the next stage receives.
 */
export interface UpperSpinStep {
  readonly stops: readonly [number, number, number];
  readonly outcome: UpperSpinOutcome;
  readonly step: RoundStep;
}

export function playUpperSpin(betId: UpperBetId, roundId: number, seq: number, rng: Rng): UpperSpinStep {
  const bet = upperBet(betId);
  const recorder = new DrawRecorder(rng);
  const stops = spinUpperReels(recorder);
  const window = upperWindow(stops);
  const outcome = evaluateUpperWindow(window, betId);
  const moves: MoneyMove[] = [
    { kind: 'stake', cents: bet.cashCents },
    { kind: 'bonus-stake', bonuses: bet.bonuses },
  ];
  const step: RoundStep = {
    seq,
    roundId,
    label: 'upper-spin',
    moves,
    draws: recorder.take(),
    roundOver: outcome.totalCents === 0,
    detail: {
      betId,
      stops: [...stops],
      window,
      lineWins: outcome.lineWins.map((w) => ({ ...w })),
      prizeCents: outcome.totalCents,
      capped: outcome.capped,
      minigameLines: outcome.minigameTriggers.map((t) => ({ ...t })),
    },
  };
  return { stops, outcome, step };
}
