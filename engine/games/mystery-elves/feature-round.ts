/**
 * The Hold and Win as committed steps, each one press (PLAY) or one beat of the cabinet's pace:
 *   start → respin … respin → reveal the Mysteries → reveal the Multiplying → end.
 * The start waits for the player (PLAY; autoplay and the timeout press it); the rest runs by
 * itself. A reveal with nothing to reveal is not a step: the next one follows directly. Each
 * step is committed before it is shown, so a power cut resumes exactly where it was: the grid,
 * the count, what was revealed are all in the context.
 *
 * The total is paid at the end: at once under autoplay or the timeout (or when the gamble may
 * not take it), otherwise it waits for COLLECT or GAMBLE like any win.
 */
import type { MoneyMove, RoundStep } from '../../core/round-step';
import type { Rng } from '../../core/rng';
import { finished, land, lockedCount } from '../../features/locked-respins';
import { capWin } from '../../features/win-cap';
import { deadlineAfter, withStep, type Balances, type ElvesContext, type ElvesFeature, type Refusal } from './context';
import { featureTotal, freshValues, playElvesRespin, revealFactor, revealMysteries } from './hold-and-win';
import { endOfRound, gambleable } from './round';

/** Which step of the feature comes next, or null when none is in play. */
export type FeatureStepKind = 'start' | 'respin' | 'mysteries' | 'multiplier' | 'end';

/** The journal's name of each step. */
const STEP_NAMES: Readonly<Record<FeatureStepKind, string>> = { start: 'feature-start', respin: 'respin', mysteries: 'reveal-mysteries', multiplier: 'reveal-multiplier', end: 'feature-end' };

export function nextFeatureStep(c: ElvesContext): FeatureStepKind | null {
  const f = c.feature;
  if (!f || f.end !== null) return null;
  if (!f.started) return 'start';
  if (!finished(f.respins)) return 'respin';
  const grid = f.respins.cells;
  if (f.levels === null && grid.some((b) => b?.kind === 'mystery')) return 'mysteries';
  if (!f.factorRevealed && grid.some((b) => b?.kind === 'multiplier')) return 'multiplier';
  return 'end';
}

function featureStep(c: ElvesContext, label: string, draws: RoundStep['draws'], detail: Record<string, unknown>, extra: Partial<RoundStep> = {}): RoundStep {
  return { seq: c.seq + 1, roundId: c.lastRoundId, label, moves: [], draws, roundOver: false, detail, ...extra };
}

const withFeature = (c: ElvesContext, step: RoundStep, feature: ElvesFeature, rest: Partial<ElvesContext> = {}): ElvesContext => withStep(c, step, { ...rest, feature });

/**
 * The next step of the Hold and Win; `prefix` marks who pressed ('' the player, 'autospin-',
 * 'settle-'). `settling`: the timeout plays it (its total is collected). A refusal when no
 * feature step is due.
 */
export function playFeatureStep(rng: Rng, c: ElvesContext, balances: Balances, prefix: string, settling = false): ElvesContext | Refusal {
  const kind = nextFeatureStep(c);
  const f = c.feature;
  if (kind === null || f === null) return { refused: 'no Hold and Win is in play' };
  const next = featureStepOf(rng, c, f, kind, `${prefix}${STEP_NAMES[kind]}`, settling || f.settling);
  return deadlineAfter(next, balances.nowMs, settling);
}

function featureStepOf(rng: Rng, c: ElvesContext, f: ElvesFeature, kind: FeatureStepKind, label: string, settling: boolean): ElvesContext {
  switch (kind) {
    case 'start':
      return withFeature(c, featureStep(c, label, [], { bonuses: lockedCount(f.respins), respins: f.respins.respinsLeft, bought: f.bought }), { ...f, started: true, settling });
    case 'respin':
      return respin(rng, c, f, label);
    case 'mysteries': {
      const revealed = revealMysteries(rng, f.respins.cells);
      return withFeature(c, featureStep(c, label, revealed.draws, { levels: revealed.levels }), { ...f, levels: revealed.levels });
    }
    case 'multiplier': {
      const revealed = revealFactor(rng, f.respins.cells, f.levels ?? f.respins.cells.map(() => null));
      return withFeature(c, featureStep(c, label, revealed.draws, { factor: revealed.factor }), { ...f, factor: revealed.factor, factorRevealed: true });
    }
    case 'end':
      return finish(rng, c, f, label, settling);
  }
}

/** One respin: new bonuses lock on empty places and the count goes back to 3, or it drops by one (the shared locked respins). */
function respin(rng: Rng, c: ElvesContext, f: ElvesFeature, label: string): ElvesContext {
  const landed = playElvesRespin(rng, f.respins.cells);
  const respins = land(f.respins, landed.landed);
  const step = featureStep(c, label, landed.draws, {
    respin: respins.spinsPlayed,
    landed: respins.lastLocked.map((place) => ({ place, bonus: respins.cells[place] })),
    respinsLeft: respins.respinsLeft,
    full: respins.full,
  });
  return withFeature(c, step, { ...f, respins });
}

/** The end: fresh values, the pay of every place, the full-grid ×2, the total paid or waiting. */
function finish(rng: Rng, c: ElvesContext, f: ElvesFeature, label: string, settling: boolean): ElvesContext {
  const grid = f.respins.cells;
  const levels = f.levels ?? grid.map(() => null);
  const fresh = freshValues(rng, grid);
  const total = featureTotal(grid, levels, f.factor, fresh.times);
  const totalCents = total.totalTimes * f.totalBetCents;
  const win = capWin(c.roundPaidCents, totalCents, c.rules.maxPrizePerGameCents);
  const waits = !settling && win.paidCents > 0 && gambleable(c, win.paidCents);
  const paidNow = waits ? 0 : win.paidCents;
  const moves: MoneyMove[] = paidNow > 0 ? [{ kind: 'win', cents: paidNow }] : [];
  const roundWinCents = c.roundWinCents + paidNow;
  const roundOver = !waits;
  const step = featureStep(
    c,
    label,
    fresh.draws,
    {
      fresh: fresh.times,
      placeTimes: total.placeTimes,
      full: total.full,
      totalTimes: total.totalTimes,
      totalCents,
      paidCents: win.paidCents,
      ...(waits ? { waiting: win.paidCents } : {}),
      ...(win.cutCents > 0 ? { capped: { maxPrizePerGameCents: c.rules.maxPrizePerGameCents, cutCents: win.cutCents } } : {}),
    },
    { moves, roundOver, ...(roundOver ? { roundWon: roundWinCents > 0 } : {}) },
  );
  const end = { fresh: fresh.times, placeTimes: total.placeTimes, full: total.full, totalTimes: total.totalTimes, totalCents, paidCents: win.paidCents, cutCents: win.cutCents };
  const next = withFeature(c, step, { ...f, end }, {
    roundPaidCents: c.roundPaidCents + win.paidCents,
    pendingWinCents: waits ? win.paidCents : 0,
    roundWinCents,
    settledByTimeout: settling,
  });
  return roundOver ? endOfRound(next) : next;
}
