/**
 * The recall screen's data: the last 100 rounds from the journal, newest first, and the chosen
 * step of one of them. Balances come from the journal's before/after figures, which were written
 * in the same commit as the wallet change, so recall shows what the player's balance really was;
 * stake and win are summed from the step's money moves as the journal kept them.
 */
import type { GameView } from '../ipc/contract';
import type { RecallRoundView, RecallStepView, RecallView } from '../ipc/service-contract';
import type { CabinetStore, JournalEntry } from '../store/cabinet-store';

/** The regulations ask for at least the last 100 games to be recallable. */
export const RECALL_ROUNDS = 100;

export interface RecallSelection {
  /** 0 is the newest round. */
  readonly round: number;
  /** 0 is the round's first step; past the last step shows the last. */
  readonly step: number;
}

/** Rebuilds the game as it stood after a step, or null when it can only be read as text. */
export type RecallGameView = (entry: JournalEntry) => GameView | null;

interface RoundSteps {
  readonly gameId: string;
  readonly roundId: number;
  readonly steps: JournalEntry[];
}

/** Cash staked and won by a round's steps; bonuses show on the steps' own balances. */
export function roundMoney(steps: readonly JournalEntry[]): { stakeCents: number; winCents: number } {
  let stakeCents = 0;
  let winCents = 0;
  for (const step of steps) {
    // The journal holds JSON: a move is trusted only as far as its shape is checked.
    const moves: unknown[] = Array.isArray(step.moves) ? step.moves : [];
    for (const move of moves) {
      const { kind, cents } = (move ?? {}) as { kind?: unknown; cents?: unknown };
      if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) continue;
      if (kind === 'stake') stakeCents += cents;
      else if (kind === 'win') winCents += cents;
    }
  }
  return { stakeCents, winCents };
}

/** Groups journal steps (oldest first) into rounds, newest round first. */
function groupRounds(entries: readonly JournalEntry[]): RoundSteps[] {
  const byKey = new Map<string, RoundSteps>();
  for (const entry of entries) {
    // Steps outside a round (a bet change) are not journaled by the cabinet; nothing to replay.
    if (entry.roundId === null) continue;
    const key = `${entry.gameId}\u0000${entry.roundId}`;
    const round = byKey.get(key) ?? { gameId: entry.gameId, roundId: entry.roundId, steps: [] };
    round.steps.push(entry);
    byKey.set(key, round);
  }
  const lastId = (round: RoundSteps): number => round.steps[round.steps.length - 1]?.id ?? 0;
  return [...byKey.values()].sort((a, b) => lastId(b) - lastId(a));
}

function roundView(round: RoundSteps, index: number): RecallRoundView {
  const first = round.steps[0];
  const last = round.steps[round.steps.length - 1];
  if (first === undefined || last === undefined) throw new Error('unreachable: a round is made of at least one step');
  return {
    index,
    gameId: round.gameId,
    roundId: round.roundId,
    at: first.createdAt,
    steps: round.steps.length,
    creditsBeforeCents: first.creditsBeforeCents,
    creditsAfterCents: last.creditsAfterCents,
    ...roundMoney(round.steps),
  };
}

function stepView(entry: JournalEntry, index: number): RecallStepView {
  return {
    index,
    label: entry.label,
    at: entry.createdAt,
    creditsBeforeCents: entry.creditsBeforeCents,
    creditsAfterCents: entry.creditsAfterCents,
    bonusesBefore: entry.bonusesBefore,
    bonusesAfter: entry.bonusesAfter,
    moves: entry.moves,
    draws: entry.draws,
    detail: entry.detail,
  };
}

export function recallView(store: CabinetStore, selection: RecallSelection | null, gameView: RecallGameView): RecallView {
  const rounds = groupRounds(store.recallRounds(RECALL_ROUNDS)).slice(0, RECALL_ROUNDS);
  const list = rounds.map(roundView);
  const chosen = selection === null ? undefined : rounds[selection.round];
  // A round that is not (or no longer) in the list shows the list: nothing else to replay.
  if (selection === null || chosen === undefined) return { rounds: list, round: null, step: null, steps: 0, game: null };
  const index = Math.min(Math.max(0, selection.step), chosen.steps.length - 1);
  const entry = chosen.steps[index];
  if (entry === undefined) throw new Error('unreachable: the index is clamped to the round');
  return { rounds: list, round: selection.round, step: stepView(entry, index), steps: chosen.steps.length, game: gameView(entry) };
}
