/**
 * Keeps a game's cycle meters (the jurisdiction's "at least X % over every N games") in step
 * with its rounds. A round of a type-B game can take many steps (a spin, a ladder, a minigame,
 * Double-or-Bonuses fractions), and the cycle counts it as one game with its whole stake and
 * its whole return, so the running totals of the round in play are a setting written in the
 * same commit as each step; the step that ends the round adds the game to the cycle meters.
 *
 * Cash, what an inspector's meters count (GAMES.md: cycle rules are held in cash): a round's
 * stake is the cash it staked (the bonus part of an upper bet is not cash) and its return the
 * cash it paid to the balance; bonuses count only when the prize they buy is paid in cash. A
 * free held game is a game of the cycle with no stake. The round totals also carry the level
 * stake (cash staked × the level the round was played at, from its staking step's detail), which
 * the cycle control learns the player's efficiency from.
 */
import type { CycleRule } from '../../config/jurisdiction-profile';
import type { RoundStep } from '../../engine/core/round-step';
import type { CabinetStore } from '../store/cabinet-store';
import type { EventWrite, MeterIncrement, SettingWrite } from '../store/store-types';
import { planCycleGame, readCycleState } from './cycle-meter';
import type { CycleProgress, CycleTrackerState } from './cycle-rule';
import { CycleTracker } from './cycle-rule';

export interface RoundTotals {
  readonly roundId: number;
  readonly stakeCents: number;
  readonly returnCents: number;
  /** Cash staked × the round's level. */
  readonly levelStake: number;
}

export interface CycleCommitPart {
  readonly meters: MeterIncrement[];
  readonly settings: SettingWrite[];
  readonly events: EventWrite[];
  /** Call once the commit holding this part has returned. */
  adopt(): void;
}

/** The running totals of the round in play (cash; the key is new since the cycle counts cash). */
export function roundTotalsKey(gameId: string): string {
  return `round-cash:${gameId}`;
}

function isTotals(value: unknown): value is RoundTotals {
  const v = value as Partial<RoundTotals> | null;
  return (
    typeof v === 'object' && v !== null && Number.isSafeInteger(v.roundId) && Number.isSafeInteger(v.stakeCents) && Number.isSafeInteger(v.returnCents) && Number.isSafeInteger(v.levelStake)
  );
}

/** The level a staking step was played at (its detail names it); 0 when it does not say. */
function stepLevel(step: RoundStep): number {
  const level = step.detail.level;
  return typeof level === 'number' && Number.isSafeInteger(level) && level > 0 ? level : 0;
}

/** What a step adds to its round's cash stake and cash return, and to its level stake. */
export function stepCash(step: RoundStep): { stake: number; back: number; levelStake: number } {
  let stake = 0;
  let back = 0;
  for (const move of step.moves) {
    if (move.kind === 'stake') stake += move.cents;
    else if (move.kind === 'win') back += move.cents;
  }
  return { stake, back, levelStake: stake * stepLevel(step) };
}

export class CycleKeeper {
  private state: CycleTrackerState | null;
  private levelStakeSoFar: number;
  private totals: RoundTotals | null;

  constructor(
    private readonly store: CabinetStore,
    private readonly gameId: string,
    private readonly rule: CycleRule | null,
  ) {
    const reading = rule ? readCycleState(store, gameId, rule) : null;
    this.state = reading?.state ?? null;
    this.levelStakeSoFar = reading?.levelStake ?? 0;
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

  /** The current cycle's level stake (cycle-level.ts's cycleLevelStake). */
  levelStake(): number {
    return this.levelStakeSoFar;
  }

  /** The round-totals and cycle rows a step's commit must carry. */
  plan(step: RoundStep): CycleCommitPart {
    if (step.roundId === null) return { meters: [], settings: [], events: [], adopt: () => undefined };
    const { stake, back, levelStake } = stepCash(step);
    const running = this.totals !== null && this.totals.roundId === step.roundId ? this.totals : { roundId: step.roundId, stakeCents: 0, returnCents: 0, levelStake: 0 };
    const totals: RoundTotals = { roundId: step.roundId, stakeCents: running.stakeCents + stake, returnCents: running.returnCents + back, levelStake: running.levelStake + levelStake };
    if (!step.roundOver) {
      return { meters: [], settings: [{ key: roundTotalsKey(this.gameId), value: totals }], events: [], adopt: () => (this.totals = totals) };
    }
    const cleared: SettingWrite = { key: roundTotalsKey(this.gameId), value: null };
    if (!this.rule || !this.state) return { meters: [], settings: [cleared], events: [], adopt: () => (this.totals = null) };
    const plan = planCycleGame(this.gameId, this.rule, this.state, totals.stakeCents, totals.returnCents, this.levelStakeSoFar + totals.levelStake);
    return {
      meters: plan.fragment.meters,
      settings: [...plan.fragment.settings, cleared],
      events: plan.fragment.events,
      adopt: () => {
        this.state = plan.next;
        this.levelStakeSoFar = plan.levelStake;
        this.totals = null;
      },
    };
  }
}
