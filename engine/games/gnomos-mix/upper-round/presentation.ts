import type { MinigameKind } from '../tuning/gnomos-tuning';
import type { DoubleOrBonusesContext } from '../upper/double-or-bonuses-steps';
import type { DoubleOrBonusesSlot, UpperRoundContext } from './context';
import { presentMinigame, type MinigamePresentation } from './minigame-view';

/**
 * What the upper game's screen shows, from the round's snapshot alone (the cabinet's view model
 * copies it). The finished minigame and Double-or-Bonuses stay on screen until the next spin.
 */

export interface UpperSpinPresentation {
  readonly roundId: number;
  readonly stops: [number, number, number];
  readonly stakeCents: number;
  readonly stakeBonuses: number;
  readonly lineWins: { readonly line: number; readonly lineId: string; readonly prizeId: string; readonly cents: number }[];
  readonly totalCents: number;
  readonly minigame: MinigameKind | null;
}

export interface DoubleOrBonusesPresentation {
  readonly prizeCents: number;
  readonly fractions: number[];
  readonly fractionIndex: number;
  /** The fraction in play after its doubles. */
  readonly currentCents: number;
  readonly doubles: number;
  readonly remainingCents: number;
  readonly bankedCents: number;
  readonly bonusesWon: number;
  readonly maxPrizeCents: number;
  readonly autoRisk: boolean;
  /** Why it ended, or null while it runs. */
  readonly endReason: string | null;
}

export interface UpperRoundPresentation {
  /** 'ready' | 'minigame' | 'doubleOrBonuses'. */
  readonly phase: string;
  readonly betId: string;
  readonly enabledBets: string[];
  readonly stops: [number, number, number];
  readonly lastSpin: UpperSpinPresentation | null;
  readonly minigame: MinigamePresentation | null;
  readonly doubleOrBonuses: DoubleOrBonusesPresentation | null;
  /**
   * The PRIZE indicator: during a minigame the spin prize it replaces; during Double-or-Bonuses
   * the cash still at stake (the fraction in play and those to come); between rounds the cash
   * the last round paid.
   */
  readonly prizeCents: number;
}

function presentDoubleOrBonuses(slot: DoubleOrBonusesSlot): DoubleOrBonusesPresentation {
  const c = (slot.snapshot as { readonly context: DoubleOrBonusesContext }).context;
  return {
    prizeCents: c.prizeCents,
    fractions: [...c.fractions],
    fractionIndex: c.fractionIndex,
    currentCents: c.currentCents,
    doubles: c.doubles,
    remainingCents: c.remainingCents,
    bankedCents: c.bankedCents,
    bonusesWon: c.bonusesWon,
    maxPrizeCents: c.maxPrizeCents,
    autoRisk: c.autoRisk,
    endReason: c.endReason,
  };
}

function prizeIndicator(phase: string, context: UpperRoundContext, dob: DoubleOrBonusesPresentation | null): number {
  if (phase === 'minigame') return context.lastSpin?.totalCents ?? 0;
  if (phase === 'doubleOrBonuses' && dob !== null) return dob.currentCents + dob.remainingCents;
  return dob?.bankedCents ?? 0;
}

export function presentUpperRound(snapshot: { readonly value: unknown; readonly context: UpperRoundContext }): UpperRoundPresentation {
  const { context } = snapshot;
  const phase = String(snapshot.value);
  const spin = context.lastSpin;
  const doubleOrBonuses = context.doubleOrBonuses === null ? null : presentDoubleOrBonuses(context.doubleOrBonuses);
  return {
    phase,
    betId: context.betId,
    enabledBets: [...context.enabledBets],
    stops: [...context.stops],
    lastSpin:
      spin === null
        ? null
        : {
            roundId: spin.roundId,
            stops: [...spin.stops],
            stakeCents: spin.stakeCents,
            stakeBonuses: spin.stakeBonuses,
            lineWins: spin.lineWins.map((w) => ({ line: w.line, lineId: w.lineId, prizeId: w.prizeId, cents: w.cents })),
            totalCents: spin.totalCents,
            minigame: spin.minigame,
          },
    minigame: context.minigame === null ? null : presentMinigame(context.minigame),
    doubleOrBonuses,
    prizeCents: prizeIndicator(phase, context, doubleOrBonuses),
  };
}

/** Between rounds: GAME CHANGE and the bet may move, AUTO-PLAY may start a game. */
export function isUpperRoundIdle(value: unknown): boolean {
  return value === 'ready';
}
