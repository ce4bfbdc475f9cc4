/**
 * Mystery Elves' paid games as pure functions over its context: the bet, a spin (PLAY, or BUY
 * FEATURE at 70× the bet), autoplay, the operator's settings. Every accepted press returns the
 * next context with one new RoundStep; the cabinet commits it (money, journal, snapshot) before
 * anything is shown. The Hold and Win's steps are in feature-round.ts, the win waiting and the
 * gamble in win-round.ts, the timeout in settle.ts.
 */
import type { MoneyMove, RoundStep } from '../../core/round-step';
import type { Rng } from '../../core/rng';
import { autoplayBet, autoplayStopAfterRound, autoplayStopBeforeRound, autoplayWin, startAutoplay } from '../../features/autoplay';
import { gambleRefusal } from '../../features/gamble';
import { startLockedRespins } from '../../features/locked-respins';
import { capWin } from '../../features/win-cap';
import { ELVES_RESPINS } from './hold-and-win';
import { ELVES_BUY_PRICE_TIMES, playElvesSpin, type ElvesMode } from './spin';
import {
  deadlineAfter,
  gambleConfig,
  initialContext,
  isIdle,
  isRefusal,
  stepOf,
  withStep,
  type Balances,
  type ElvesContext,
  type ElvesFeature,
  type ElvesRules,
  type Refusal,
} from './context';

/** What a game in `mode` costs at the current bet. */
export const stakeOf = (mode: ElvesMode, totalBetCents: number): number => (mode === 'buy' ? ELVES_BUY_PRICE_TIMES * totalBetCents : totalBetCents);

/** A total-bet change: only between games, to a bet the operator's table offers. */
export function changeBet(c: ElvesContext, totalBetCents: number): ElvesContext | Refusal {
  if (!isIdle(c)) return { refused: 'the bet changes between games' };
  if (c.autospin) return { refused: 'stop autoplay to change the bet' };
  if (!c.rules.totalBetsCents.includes(totalBetCents)) return { refused: `a total bet of ${totalBetCents} c is not offered` };
  if (totalBetCents === c.totalBetCents) return { refused: 'the bet is already that' };
  return withStep(c, stepOf(c, 'bet-change', { before: c.totalBetCents, after: totalBetCents }), { totalBetCents });
}

/** BET on the panel: the next total bet of the table (after the largest, the smallest). */
export function nextTotalBet(c: ElvesContext): number {
  const bets = c.rules.totalBetsCents;
  return bets[(bets.indexOf(c.totalBetCents) + 1) % bets.length] ?? c.totalBetCents;
}

/** The operator's new settings: taken between games; a bet no longer offered falls back to the default. */
export function applyRules(c: ElvesContext, rules: ElvesRules): ElvesContext | Refusal {
  if (!isIdle(c)) return { refused: 'settings wait for the game to end' };
  if (JSON.stringify(rules) === JSON.stringify(c.rules)) return { refused: 'the settings are already in force' };
  const totalBetCents = rules.totalBetsCents.includes(c.totalBetCents) ? c.totalBetCents : initialContext(rules).totalBetCents;
  return withStep(c, stepOf(c, 'operator-settings', { before: c.rules, after: rules }, { roundOver: true }), { rules, totalBetCents });
}

/** Why a paid game in `mode` may not start now, or null. */
export function paidSpinRefusal(c: ElvesContext, balances: Balances, mode: ElvesMode): string | null {
  if (!isIdle(c)) return 'a win, a gamble or the Hold and Win is in play';
  if (mode === 'buy') {
    if (!c.rules.buyFeature) return 'BUY FEATURE is not offered on this cabinet';
    if (c.autospin) return 'stop autoplay to buy the feature';
  }
  const stake = stakeOf(mode, c.totalBetCents);
  if (balances.creditsCents < stake) return `the game costs ${stake} c and the balance is ${balances.creditsCents} c`;
  return null;
}

/** Whether a win may wait for the gamble (otherwise it is paid at once). */
export function gambleable(c: ElvesContext, winCents: number): boolean {
  return c.autospin === null && gambleRefusal(winCents, gambleConfig(c.rules)) === null;
}

/**
 * A paid game: the stake, the spin, and either its win (paid, or waiting for the gamble) or the
 * Hold and Win it triggered. A triggering spin's own wins are paid with it: the feature's total
 * comes at its end and is what may be gambled.
 */
export function paidSpin(rng: Rng, c: ElvesContext, balances: Balances, mode: ElvesMode, label: string): ElvesContext | Refusal {
  const refusal = paidSpinRefusal(c, balances, mode);
  if (refusal) return { refused: refusal };
  const stakeCents = stakeOf(mode, c.totalBetCents);
  const result = playElvesSpin(rng, c.totalBetCents, mode);
  const win = capWin(0, result.winCents, c.rules.maxPrizePerGameCents);
  // The cap may end the round on the spin itself: then no feature is played.
  const triggered = result.triggered && win.cutCents === 0;
  const waits = !triggered && win.paidCents > 0 && gambleable(c, win.paidCents);
  const paidNow = waits ? 0 : win.paidCents;
  const moves: MoneyMove[] = [{ kind: 'stake', cents: stakeCents }, ...(paidNow > 0 ? [{ kind: 'win' as const, cents: paidNow }] : [])];
  const roundOver = !waits && !triggered;
  const roundId = c.lastRoundId + 1;
  const step: RoundStep = {
    seq: c.seq + 1,
    roundId,
    label,
    moves,
    draws: result.draws,
    roundOver,
    ...(roundOver ? { roundWon: win.paidCents > 0 } : {}),
    detail: {
      mode,
      totalBetCents: c.totalBetCents,
      stakeCents,
      stops: result.stops,
      window: result.window,
      bonuses: result.bonuses,
      spinDraws: result.spinDraws,
      winCents: win.paidCents,
      ...(triggered ? { holdAndWin: { bonuses: result.bonusCount } } : {}),
      ...(waits ? { waiting: win.paidCents } : {}),
      ...(win.cutCents > 0 ? { capped: { maxPrizePerGameCents: c.rules.maxPrizePerGameCents, cutCents: win.cutCents } } : {}),
    },
  };
  const feature: ElvesFeature | null = triggered
    ? {
        bought: mode === 'buy',
        totalBetCents: c.totalBetCents,
        respins: startLockedRespins(result.bonuses, ELVES_RESPINS, { resetTo: ELVES_RESPINS }),
        started: false,
        levels: null,
        factor: null,
        factorRevealed: false,
        end: null,
        settling: false,
      }
    : null;
  const next: ElvesContext = {
    ...c,
    seq: step.seq,
    step,
    lastRoundId: roundId,
    lastSpin: { seq: step.seq, result, paidCents: win.paidCents, cutCents: win.cutCents },
    feature,
    roundPaidCents: win.paidCents,
    pendingWinCents: waits ? win.paidCents : 0,
    gamble: null,
    lastCard: null,
    // What the round has put on the balance so far (a waiting win counts once collected).
    roundWinCents: paidNow,
    autospin: c.autospin ? autoplayBet(c.autospin, stakeCents) : null,
    settledByTimeout: false,
  };
  return deadlineAfter(roundOver ? endOfRound(next) : next, balances.nowMs);
}

/**
 * After a round: autoplay counts what it paid and stops on its conditions. The round's win is
 * everything paid to the balance since its stake (the spin, the feature, the gamble's outcome).
 */
export function endOfRound(c: ElvesContext): ElvesContext {
  if (!c.autospin) return c;
  const autospin = autoplayWin(c.autospin, c.roundWinCents);
  const reason = autoplayStopAfterRound(autospin, { winCents: c.roundWinCents, jackpot: false });
  return reason ? { ...c, autospin: null, autospinStopped: reason } : { ...c, autospin };
}

/** Why autoplay must stop before its next game (null: play). */
export function autospinStopReason(c: ElvesContext, balances: Balances): string | null {
  if (!c.autospin) return null;
  return autoplayStopBeforeRound(c.autospin, stakeOf('base', c.totalBetCents), balances.creditsCents);
}

export interface ElvesAutospinSetup {
  readonly total: number;
  readonly lossLimitCents: number;
  readonly winLimitCents: number | null;
}

export function startAutospin(c: ElvesContext, setup: ElvesAutospinSetup): ElvesContext | Refusal {
  if (!isIdle(c)) return { refused: 'autoplay starts between games' };
  if (c.autospin) return { refused: 'autoplay is already running' };
  if (!Number.isSafeInteger(setup.total) || setup.total < 1) return { refused: 'autoplay needs a number of games' };
  if (!Number.isSafeInteger(setup.lossLimitCents) || setup.lossLimitCents < 1) return { refused: 'autoplay needs a session loss limit' };
  const step = stepOf(c, 'autospin-start', { ...setup });
  return withStep(c, step, { autospin: startAutoplay({ ...setup, stopOnJackpot: false }), autospinStopped: null });
}

export function stopAutospin(c: ElvesContext, reason: string): ElvesContext | Refusal {
  if (!c.autospin) return { refused: 'autoplay is not running' };
  const step = stepOf(c, 'autospin-stop', { reason, remaining: c.autospin.remaining });
  return withStep(c, step, { autospin: null, autospinStopped: reason });
}

export { isRefusal };
