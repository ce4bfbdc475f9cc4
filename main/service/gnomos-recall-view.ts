/**
 * Gnomos Mix as it stood after a recalled step, in the same view the live game draws, so the
 * renderer replays it with the real reels and panels under the RECALL banner. The table is
 * rebuilt from the snapshot the journal kept with the step; recall must never draw, so the
 * table's randomness throws if anything asks it for a number.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import { GNOMOS_MACHINE_ID } from '../../engine/games/gnomos-mix';
import type { JournaledMachine } from '../cabinet/machine-runner';
import { GAME_REGISTRY } from '../cabinet/game-registry';
import type { GnomosView } from '../ipc/contract';
import type { JournalEntry } from '../store/cabinet-store';

/** Randomness for a replay: a draw would mean recall is playing, not showing. */
const NO_DRAWS: Rng = {
  nextUint32(): number {
    throw new Error('recall must never draw: a replayed step is shown, not played');
  },
};

/** The tuning level the step played at, where its detail says it (the view does not depend on it). */
function levelOf(entry: JournalEntry, fallback: number): number {
  const level = (entry.detail as { level?: unknown } | null)?.level;
  return typeof level === 'number' && Number.isSafeInteger(level) ? level : fallback;
}

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

/** `(entry) => view` for recallView; null (the step is replayed as text) when the entry cannot be rebuilt. */
export function gnomosRecallView(config: CabinetConfig): (entry: JournalEntry) => GnomosView | null {
  return (entry) => {
    const kept = entry.gameId === GNOMOS_MACHINE_ID ? journaledMachine(entry) : null;
    if (kept === null) return null;
    try {
      // Steps from before a machine change do not restore (SnapshotVersionError); they are read as text.
      const table = GAME_REGISTRY['gnomos-mix'].open(NO_DRAWS, config, { machineVersion: kept.machineVersion, stepSeq: entry.seq, snapshot: kept.snapshot });
      return table.view({ creditsCents: entry.creditsAfterCents, bonuses: entry.bonusesAfter, level: levelOf(entry, config.games['gnomos-mix'].rtpSetting) });
    } catch {
      // A snapshot this program cannot read (older shape, damaged row) is not a reason to refuse the screen.
      return null;
    }
  };
}
