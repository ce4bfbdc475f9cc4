/**
 * The Spanish cycle meters in the cabinet store. Store meters only count up (a reset is a
 * recorded RAM clear), so a "current cycle" meter cannot be zeroed when a cycle closes. Instead
 * every cycle and every block gets its own scope, which starts at zero by being new:
 *
 *   cycle:<gameId>:<cycle>                 games-played, coin-in, coin-out of that cycle
 *   cycle:<gameId>:<cycle>:block:<block>   the same for one block of it (only with a block rule)
 *
 * Coin in and coin out are cash (the cash part of a stake, cash paid to the balance), what an
 * inspector's meters count (GAMES.md). A setting `cycle:<gameId>` points at the current cycle
 * and block, names the rule they count under, and carries the cycle's level stake (the sum of
 * cash staked × the level each game was played at), which the cycle control learns the player's
 * efficiency from (the game's cycle control, engine/games/<id>/cycle/); each closed cycle is an event `cycle-closed:<gameId>` in the hash-chained log
 * (tamper-evident, never pruned), with its blocks. Old scopes stay as the audit trail.
 *
 * The cabinet adds the fragment of `planCycleGame` to the round's one commit and adopts `next`
 * only after that commit returns, so meters, pointer and events cannot disagree after a power cut.
 */
import type { CycleRule } from '../../config/jurisdiction-profile';
import type { CabinetStore } from '../store/cabinet-store';
import type { EventWrite, MeterIncrement, SettingWrite } from '../store/store-types';
import {
  CycleTracker,
  initialCycleState,
  meetsMinimum,
  returnBps,
  type ClosedBlock,
  type ClosedCycle,
  type CycleCounts,
  type CycleProgress,
  type CycleTrackerState,
} from './cycle-rule';

export function cycleSettingKey(gameId: string): string {
  return `cycle:${gameId}`;
}

export function cycleScope(gameId: string, cycle: number): string {
  return `cycle:${gameId}:${cycle}`;
}

export function blockScope(gameId: string, cycle: number, block: number): string {
  return `cycle:${gameId}:${cycle}:block:${block}`;
}

export function cycleClosedEventKind(gameId: string): string {
  return `cycle-closed:${gameId}`;
}

/** The stored pointer: which cycle and block count now, under which rule. */
export interface CyclePointer {
  readonly rule: CycleRule;
  /** 1-based. */
  readonly cycle: number;
  /** 1-based block within the cycle (1 without a block rule). */
  readonly block: number;
  /** Σ cash staked × level over the cycle's games so far (absent in a pointer written before it existed: 0). */
  readonly levelStake?: number;
}

/** The pieces of a CommitBatch for one game; concatenate them into the round's batch. */
export interface CycleBatchFragment {
  readonly meters: MeterIncrement[];
  readonly settings: SettingWrite[];
  readonly events: EventWrite[];
}

export interface CycleGamePlan {
  readonly fragment: CycleBatchFragment;
  /** The tracker state once the commit holding the fragment has returned. */
  readonly next: CycleTrackerState;
  /** The cycle's level stake once it has returned. */
  readonly levelStake: number;
  readonly closedBlock: ClosedBlock | null;
  readonly closedCycle: ClosedCycle | null;
}

function pointerOf(rule: CycleRule, state: CycleTrackerState, levelStake = 0): CyclePointer {
  return { rule, cycle: state.cyclesClosed + 1, block: state.closedBlocks.length + 1, levelStake };
}

function increments(scope: string, stakeCents: number, winCents: number): MeterIncrement[] {
  return [
    { scope, name: 'games-played', delta: 1 },
    { scope, name: 'coin-in', delta: stakeCents },
    { scope, name: 'coin-out', delta: winCents },
  ];
}

/**
 * What one game does to the cycle meters. Pure: `state` is left as it was. `levelStake` is the
 * cycle's level stake with this game counted in; a game that closes its cycle starts the next at 0.
 */
export function planCycleGame(gameId: string, rule: CycleRule, state: CycleTrackerState, stakeCents: number, winCents: number, levelStake = 0): CycleGamePlan {
  const tracker = new CycleTracker(rule, state);
  const { closedBlock, closedCycle } = tracker.record(stakeCents, winCents);
  const next = tracker.state();
  const nextLevelStake = closedCycle ? 0 : levelStake;
  // The game counts in the cycle and block it was played in, i.e. the pointer before it.
  const at = pointerOf(rule, state);
  const meters = increments(cycleScope(gameId, at.cycle), stakeCents, winCents);
  if (rule.block) meters.push(...increments(blockScope(gameId, at.cycle, at.block), stakeCents, winCents));
  const events: EventWrite[] = closedCycle ? [{ kind: cycleClosedEventKind(gameId), detail: { gameId, rule, ...closedCycle } }] : [];
  return {
    fragment: { meters, settings: [{ key: cycleSettingKey(gameId), value: pointerOf(rule, next, nextLevelStake) }], events },
    next,
    levelStake: nextLevelStake,
    closedBlock,
    closedCycle,
  };
}

export interface CycleReading {
  readonly state: CycleTrackerState;
  /** The current cycle's level stake (0 at its start). */
  readonly levelStake: number;
  readonly progress: CycleProgress;
  /** Closed cycles, newest first (from the event log). */
  readonly closedCycles: ClosedCycle[];
}

export class CycleRuleChangedError extends Error {
  constructor(gameId: string, stored: CycleRule, wanted: CycleRule) {
    super(
      `Cycle meters of ${gameId} count under ${JSON.stringify(stored)}, not the profile's ${JSON.stringify(wanted)}; ` +
        'a new rule must start a new cycle',
    );
    this.name = 'CycleRuleChangedError';
  }
}

function sameRule(a: CycleRule, b: CycleRule): boolean {
  return (
    a.cycleGames === b.cycleGames &&
    a.minReturnBps === b.minReturnBps &&
    (a.block === null ? b.block === null : b.block !== null && a.block.blockGames === b.block.blockGames && a.block.minReturnBps === b.block.minReturnBps)
  );
}

function isPointer(value: unknown): value is CyclePointer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const rule = v.rule as Record<string, unknown> | null | undefined;
  return (
    Number.isSafeInteger(v.cycle) && (v.cycle as number) >= 1 &&
    Number.isSafeInteger(v.block) && (v.block as number) >= 1 &&
    (v.levelStake === undefined || (Number.isSafeInteger(v.levelStake) && (v.levelStake as number) >= 0)) &&
    typeof rule === 'object' && rule !== null && Number.isSafeInteger(rule.cycleGames) && Number.isSafeInteger(rule.minReturnBps) &&
    (rule.block === null || (typeof rule.block === 'object' && rule.block !== undefined))
  );
}

function countsOf(store: CabinetStore, scope: string): CycleCounts {
  const m = store.meters(scope);
  return { games: m['games-played'], coinInCents: m['coin-in'], coinOutCents: m['coin-out'] };
}

/**
 * Reads the cycle meters back, e.g. at boot to restore the tracker, or for the service menu.
 * Throws CycleRuleChangedError when the stored cycle counts under another rule, and a
 * RangeError when meters and pointer disagree (a damaged store, never silently mended).
 */
export function readCycleState(store: CabinetStore, gameId: string, rule: CycleRule, options: { closedCyclesLimit?: number } = {}): CycleReading {
  const stored = store.getSetting(cycleSettingKey(gameId));
  let state = initialCycleState(rule);
  let levelStake = 0;
  if (stored !== undefined) {
    if (!isPointer(stored)) throw new RangeError(`Setting ${cycleSettingKey(gameId)} is not a cycle pointer: ${JSON.stringify(stored)}`);
    if (!sameRule(stored.rule, rule)) throw new CycleRuleChangedError(gameId, stored.rule, rule);
    const closedBlocks: ClosedBlock[] = [];
    if (rule.block) {
      for (let block = 1; block < stored.block; block++) {
        const counts = countsOf(store, blockScope(gameId, stored.cycle, block));
        closedBlocks.push({ ...counts, block, returnBps: returnBps(counts), passed: meetsMinimum(counts, rule.block.minReturnBps) });
      }
    }
    levelStake = stored.levelStake ?? 0;
    state = {
      cyclesClosed: stored.cycle - 1,
      cycle: countsOf(store, cycleScope(gameId, stored.cycle)),
      block: rule.block ? countsOf(store, blockScope(gameId, stored.cycle, stored.block)) : null,
      closedBlocks,
    };
  }
  // The tracker checks that blocks and cycle add up and that nothing is past its length.
  const tracker = new CycleTracker(rule, state);
  const closedCycles = store
    .events({ kind: cycleClosedEventKind(gameId), ...(options.closedCyclesLimit === undefined ? {} : { limit: options.closedCyclesLimit }) })
    .map((entry) => {
      const { gameId: _game, rule: _rule, ...closed } = entry.detail as ClosedCycle & { gameId: string; rule: CycleRule };
      return closed as ClosedCycle;
    });
  return { state: tracker.state(), levelStake, progress: tracker.progress(), closedCycles };
}
