/**
 * Keeps a game's cycle meters (the jurisdiction's "at least X % over every N games") in step
 * with its rounds. A round of Gnomos can take many steps (a spin, a ladder, a minigame,
 * Double-or-Bonuses fractions), and the cycle counts it as one game with its whole stake and
 * its whole return, so the running totals of the round in play are a setting written in the
 * same commit as each step; the step that ends the round adds the game to the cycle meters.
 *
 * Value, not cash: stakes and returns count bonuses at 0.80 € (BONUS_VALUE_CENTS), as the maths
 * that tunes the game does (docs/games/gnomos-mix-maths.md). A free held game is a game of the
 * cycle with no stake.
 */
import type { CycleRule } from '../../config/jurisdiction-profile';
import type { RoundStep } from '../../engine/core/round-step';
import { BONUS_VALUE_CENTS } from '../../engine/games/gnomos-mix/paytable';
import type { CabinetStore } from '../store/cabinet-store';
import type { EventWrite, MeterIncrement, SettingWrite } from '../store/store-types';
import { planCycleGame, readCycleState } from './cycle-meter';
import type { CycleProgress, CycleTrackerState } from './cycle-rule';
import { CycleTracker } from './cycle-rule';

export interface RoundTotals {
  readonly roundId: number;
  readonly stakeValueCents: number;
  readonly returnValueCents: number;
}

export interface CycleCommitPart {
  readonly meters: MeterIncrement[];
  readonly settings: SettingWrite[];
  readonly events: EventWrite[];
  /** Call once the commit holding this part has returned. */
  adopt(): void;
}

export function roundTotalsKey(gameId: string): string {
  return `round-totals:${gameId}`;
}

function isTotals(value: unknown): value is RoundTotals {
  const v = value as Partial<RoundTotals> | null;
  return typeof v === 'object' && v !== null && Number.isSafeInteger(v.roundId) && Number.isSafeInteger(v.stakeValueCents) && Number.isSafeInteger(v.returnValueCents);
}

/** What a step adds to its round's stake and return, bonuses at face value. */
export function stepValue(step: RoundStep): { stake: number; back: number } {
  let stake = 0;
  let back = 0;
  for (const move of step.moves) {
    if (move.kind === 'stake') stake += move.cents;
    else if (move.kind === 'bonus-stake') stake += move.bonuses * BONUS_VALUE_CENTS;
    else if (move.kind === 'win') back += move.cents;
    else back += move.bonuses * BONUS_VALUE_CENTS;
  }
  return { stake, back };
}

export class CycleKeeper {
  private state: CycleTrackerState | null;
  private totals: RoundTotals | null;

  constructor(
    private readonly store: CabinetStore,
    private readonly gameId: string,
    private readonly rule: CycleRule | null,
  ) {
    this.state = rule ? readCycleState(store, gameId, rule).state : null;
    const stored = store.getSetting(roundTotalsKey(gameId));
    if (stored !== undefined && stored !== null && !isTotals(stored)) throw new RangeError(`${roundTotalsKey(gameId)} is damaged: ${JSON.stringify(stored)}`);
    this.totals = isTotals(stored) ? stored : null;
  }

  /** The current cycle and block, or null when the profile has no cycle rule. */
  progress(): CycleProgress | null {
    return this.rule && this.state ? new CycleTracker(this.rule, this.state).progress() : null;
  }

  get cycleRule(): CycleRule | null {
    return this.rule;
  }

  /** The round-totals and cycle rows a step's commit must carry. */
  plan(step: RoundStep): CycleCommitPart {
    if (step.roundId === null) return { meters: [], settings: [], events: [], adopt: () => undefined };
    const { stake, back } = stepValue(step);
    const running = this.totals !== null && this.totals.roundId === step.roundId ? this.totals : { roundId: step.roundId, stakeValueCents: 0, returnValueCents: 0 };
    const totals: RoundTotals = { roundId: step.roundId, stakeValueCents: running.stakeValueCents + stake, returnValueCents: running.returnValueCents + back };
    if (!step.roundOver) {
      return { meters: [], settings: [{ key: roundTotalsKey(this.gameId), value: totals }], events: [], adopt: () => (this.totals = totals) };
    }
    const cleared: SettingWrite = { key: roundTotalsKey(this.gameId), value: null };
    if (!this.rule || !this.state) return { meters: [], settings: [cleared], events: [], adopt: () => (this.totals = null) };
    const plan = planCycleGame(this.gameId, this.rule, this.state, totals.stakeValueCents, totals.returnValueCents);
    return {
      meters: plan.fragment.meters,
      settings: [...plan.fragment.settings, cleared],
      events: plan.fragment.events,
      adopt: () => {
        this.state = plan.next;
        this.totals = null;
      },
    };
  }
}
