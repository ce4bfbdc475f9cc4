/**
 * A game as it stood after a recalled step, in the same view the live game draws, so the
 * renderer replays it on the real stage under the RECALL banner. The table is rebuilt from the
 * snapshot the journal kept with the step; recall must never draw, so the table's randomness
 * throws if anything asks it for a number.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import type { JournaledMachine } from '../../engine/core/machine-runner';
import { openGame } from '../cabinet/game-registry';
import { GAME_IDS, type GameId, type GameView } from '../ipc/contract';
import type { JournalEntry } from '../store/cabinet-store';

/** Randomness for a replay: a draw would mean recall is playing, not showing. */
const NO_DRAWS: Rng = {
  nextUint32(): number {
    throw new Error('recall must never draw: a replayed step is shown, not played');
  },
};

/**
 * The machine the journal kept with the step, if it is one: its version (a program with another
 * machine version refuses it) and a snapshot that is the machine after this very step (its step
 * counter says so).
 */
function journaledMachine(entry: JournalEntry): JournaledMachine | null {
  const kept = entry.snapshot as Partial<JournaledMachine> | null | undefined;
  if (!kept || typeof kept.machineVersion !== 'number') return null;
  const context = (kept.snapshot as { context?: { seq?: unknown } } | null | undefined)?.context;
  return context?.seq === entry.seq ? { machineVersion: kept.machineVersion, snapshot: kept.snapshot } : null;
}

/** Pools as the step saw them, where its detail recorded them (the view shows the meter). */
function poolsOf(entry: JournalEntry): Record<string, number> {
  const pools = (entry.detail as { pools?: unknown } | null)?.pools;
  return typeof pools === 'object' && pools !== null ? (pools as Record<string, number>) : {};
}

/** `(entry) => view` for recallView; null (the step is replayed as text) when the entry cannot be rebuilt. */
export function gameRecallView(config: CabinetConfig): (entry: JournalEntry) => GameView | null {
  return (entry) => {
    if (!(GAME_IDS as readonly string[]).includes(entry.gameId)) return null;
    const kept = journaledMachine(entry);
    if (kept === null) return null;
    try {
      // Steps from before a machine change do not restore (SnapshotVersionError); they are read as text.
      const table = openGame(entry.gameId as GameId, NO_DRAWS, config, { machineVersion: kept.machineVersion, stepSeq: entry.seq, snapshot: kept.snapshot });
      return table.view({ creditsCents: entry.creditsAfterCents, bonuses: entry.bonusesAfter, level: 0, poolsMicros: poolsOf(entry), nowMs: entry.createdAt }) as GameView;
    } catch {
      // A snapshot this program cannot read (older shape, damaged row) is not a reason to refuse the screen.
      return null;
    }
  };
}
