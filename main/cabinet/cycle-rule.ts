/**
 * The Spanish type-B cycle rule as pure logic: over every cycle of N games the machine must
 * return at least a minimum share of what was staked, and (optionally) at least a smaller share
 * in each block of M games. Everything is integer: returns are exact ratios coinOut / coinIn,
 * compared by cross-multiplication in BigInt (cents × 10,000 may pass 2^53 on a long cycle), and
 * shown as basis points rounded down (a display never claims more than was returned).
 * No I/O here (the store side is cycle-meter.ts), so the PAR tool can run the same code.
 */
import type { CycleRule, JurisdictionProfile } from '../../config/jurisdiction-profile';

const FULL_BPS = 10_000n;

export interface CycleCounts {
  readonly games: number;
  readonly coinInCents: number;
  readonly coinOutCents: number;
}

export const ZERO_COUNTS: CycleCounts = { games: 0, coinInCents: 0, coinOutCents: 0 };

/** coinOut / coinIn in basis points, rounded down; null when nothing was staked (no ratio exists). */
export function returnBps(counts: CycleCounts): number | null {
  if (counts.coinInCents === 0) return null;
  return Number((BigInt(counts.coinOutCents) * FULL_BPS) / BigInt(counts.coinInCents));
}

/** Exact: coinOut / coinIn ≥ minBps / 10,000. Nothing staked means nothing was kept, so it passes. */
export function meetsMinimum(counts: CycleCounts, minBps: number): boolean {
  return BigInt(counts.coinOutCents) * FULL_BPS >= BigInt(minBps) * BigInt(counts.coinInCents);
}

/** The least further coin out (cents) that would bring the counts to the minimum on their current coin in; 0 when already there. */
export function shortfallCents(counts: CycleCounts, minBps: number): number {
  const needed = (BigInt(minBps) * BigInt(counts.coinInCents) + FULL_BPS - 1n) / FULL_BPS; // ceiling
  const missing = needed - BigInt(counts.coinOutCents);
  return missing > 0n ? Number(missing) : 0;
}

export interface SpanProgress extends CycleCounts {
  readonly length: number;
  readonly gamesRemaining: number;
  readonly minReturnBps: number;
  readonly returnBps: number | null;
  readonly aboveMinimum: boolean;
  readonly shortfallCents: number;
}

export interface CycleProgress {
  readonly cycle: SpanProgress;
  /** The current block; null when the rule has no block rule. */
  readonly block: SpanProgress | null;
}

function span(counts: CycleCounts, length: number, minReturnBps: number): SpanProgress {
  return {
    ...counts,
    length,
    gamesRemaining: length - counts.games,
    minReturnBps,
    returnBps: returnBps(counts),
    aboveMinimum: meetsMinimum(counts, minReturnBps),
    shortfallCents: shortfallCents(counts, minReturnBps),
  };
}

/** Progress of the current cycle and block against the rule. */
export function cycleProgress(rule: CycleRule, cycle: CycleCounts, block: CycleCounts | null): CycleProgress {
  return {
    cycle: span(cycle, rule.cycleGames, rule.minReturnBps),
    block: rule.block && block ? span(block, rule.block.blockGames, rule.block.minReturnBps) : null,
  };
}

export interface ClosedBlock extends CycleCounts {
  /** 1-based position of the block in its cycle. */
  readonly block: number;
  readonly returnBps: number | null;
  readonly passed: boolean;
}

export interface ClosedCycle extends CycleCounts {
  /** 1-based number of the cycle since the meters began. */
  readonly cycle: number;
  readonly returnBps: number | null;
  /** The cycle's own return met its minimum. */
  readonly returnPassed: boolean;
  /** Every block met the block minimum (true when there is no block rule). */
  readonly blocksPassed: boolean;
  readonly passed: boolean;
  readonly blocks: readonly ClosedBlock[];
}

export interface CycleTrackerState {
  /** Cycles closed so far; the current cycle is number cyclesClosed + 1. */
  readonly cyclesClosed: number;
  readonly cycle: CycleCounts;
  /** The current block's counts; null without a block rule. */
  readonly block: CycleCounts | null;
  /** Blocks of the current cycle already closed, in order. */
  readonly closedBlocks: readonly ClosedBlock[];
}

export interface GameRecorded {
  readonly closedBlock: ClosedBlock | null;
  readonly closedCycle: ClosedCycle | null;
}

export function initialCycleState(rule: CycleRule): CycleTrackerState {
  return { cyclesClosed: 0, cycle: ZERO_COUNTS, block: rule.block ? ZERO_COUNTS : null, closedBlocks: [] };
}

function add(counts: CycleCounts, stakeCents: number, winCents: number): CycleCounts {
  const out = { games: counts.games + 1, coinInCents: counts.coinInCents + stakeCents, coinOutCents: counts.coinOutCents + winCents };
  if (!Number.isSafeInteger(out.coinInCents) || !Number.isSafeInteger(out.coinOutCents)) {
    throw new RangeError('Cycle meters would pass the largest exact integer');
  }
  return out;
}

function checkCents(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${label} must be a whole number of cents ≥ 0, got ${value}`);
}

/**
 * Counts games into cycles and blocks and closes each at its length. One game's stake and win
 * always fall in one block and one cycle: blocks divide the cycle, and a game is never split.
 */
export class CycleTracker {
  private current: CycleTrackerState;

  constructor(
    readonly rule: CycleRule,
    state: CycleTrackerState = initialCycleState(rule),
  ) {
    if (state.cycle.games >= rule.cycleGames) throw new RangeError(`Cycle state has ${state.cycle.games} games; the cycle closes at ${rule.cycleGames}`);
    if (rule.block) {
      const { blockGames } = rule.block;
      const block = state.block ?? fail('Cycle state has no block counts but the rule has a block rule');
      if (block.games >= blockGames) throw new RangeError(`Cycle state has ${block.games} games in the block; it closes at ${blockGames}`);
      if (state.closedBlocks.length * blockGames + block.games !== state.cycle.games) {
        throw new RangeError('Cycle state is inconsistent: closed blocks and the current block do not add up to the cycle');
      }
    } else if (state.block !== null) {
      throw new RangeError('Cycle state has block counts but the rule has no block rule');
    }
    this.current = state;
  }

  state(): CycleTrackerState {
    return this.current;
  }

  progress(): CycleProgress {
    return cycleProgress(this.rule, this.current.cycle, this.current.block);
  }

  /** Records one game; returns the block and/or cycle it closed. */
  record(stakeCents: number, winCents: number): GameRecorded {
    checkCents(stakeCents, 'stakeCents');
    checkCents(winCents, 'winCents');
    const { rule } = this;
    const prev = this.current;
    const cycle = add(prev.cycle, stakeCents, winCents);
    let block = prev.block && add(prev.block, stakeCents, winCents);
    let closedBlocks = prev.closedBlocks;
    let closedBlock: ClosedBlock | null = null;
    if (rule.block && block && block.games === rule.block.blockGames) {
      closedBlock = { ...block, block: closedBlocks.length + 1, returnBps: returnBps(block), passed: meetsMinimum(block, rule.block.minReturnBps) };
      closedBlocks = [...closedBlocks, closedBlock];
      block = ZERO_COUNTS;
    }
    if (cycle.games === rule.cycleGames) {
      const returnPassed = meetsMinimum(cycle, rule.minReturnBps);
      const blocksPassed = closedBlocks.every((b) => b.passed);
      const closedCycle: ClosedCycle = {
        ...cycle,
        cycle: prev.cyclesClosed + 1,
        returnBps: returnBps(cycle),
        returnPassed,
        blocksPassed,
        passed: returnPassed && blocksPassed,
        blocks: closedBlocks,
      };
      this.current = { cyclesClosed: prev.cyclesClosed + 1, cycle: ZERO_COUNTS, block: rule.block ? ZERO_COUNTS : null, closedBlocks: [] };
      return { closedBlock, closedCycle };
    }
    this.current = { cyclesClosed: prev.cyclesClosed, cycle, block, closedBlocks };
    return { closedBlock, closedCycle: null };
  }
}

/**
 * Orders two spans by exact return (coinOut / coinIn) without division; a span with nothing
 * staked kept nothing from the player, so it ranks above any real return.
 */
export function compareReturn(a: CycleCounts, b: CycleCounts): number {
  if (a.coinInCents === 0 || b.coinInCents === 0) return (a.coinInCents === 0 ? 1 : 0) - (b.coinInCents === 0 ? 1 : 0);
  const left = BigInt(a.coinOutCents) * BigInt(b.coinInCents);
  const right = BigInt(b.coinOutCents) * BigInt(a.coinInCents);
  return left < right ? -1 : left > right ? 1 : 0;
}

export interface CycleSimulation {
  readonly cycles: readonly ClosedCycle[];
  readonly failedCycles: number;
  /** The cycle with the lowest return (the first of equals). */
  readonly worstCycle: ClosedCycle;
  /** The block with the lowest return over all cycles; null without a block rule. */
  readonly worstBlock: { readonly cycle: number; readonly block: ClosedBlock } | null;
}

/**
 * Plays whole cycles of a game under a profile's cycle rule (for the PAR tool: GAMES.md asks
 * for at least 1,000 type-B cycles). `playGame` is called once per game and must be
 * deterministic for a reproducible sheet (seeded Rng); the helper itself draws nothing.
 */
export function simulateCycles(
  playGame: () => { stakeCents: number; winCents: number },
  profile: JurisdictionProfile,
  cycles: number,
): CycleSimulation {
  const rule = profile.cycleRule;
  if (!rule) throw new RangeError(`Profile ${profile.id} has no cycle rule to simulate`);
  if (!Number.isSafeInteger(cycles) || cycles < 1) throw new RangeError(`cycles must be a whole number ≥ 1, got ${cycles}`);
  const tracker = new CycleTracker(rule);
  const closed: ClosedCycle[] = [];
  while (closed.length < cycles) {
    const { stakeCents, winCents } = playGame();
    const { closedCycle } = tracker.record(stakeCents, winCents);
    if (closedCycle) closed.push(closedCycle);
  }
  let worstCycle = closed[0] as ClosedCycle;
  let worstBlock: { cycle: number; block: ClosedBlock } | null = null;
  for (const cycle of closed) {
    if (compareReturn(cycle, worstCycle) < 0) worstCycle = cycle;
    for (const block of cycle.blocks) {
      if (!worstBlock || compareReturn(block, worstBlock.block) < 0) worstBlock = { cycle: cycle.cycle, block };
    }
  }
  return { cycles: closed, failedCycles: closed.filter((c) => !c.passed).length, worstCycle, worstBlock };
}

function fail(message: string): never {
  throw new RangeError(message);
}
