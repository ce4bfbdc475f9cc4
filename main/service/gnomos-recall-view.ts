/**
 * Gnomos Mix as it stood after a recalled step, in the same view the live game draws, so the
 * renderer replays it with the real reels and panels under the RECALL banner. The table is
 * rebuilt from the snapshot the journal kept with the step; recall must never draw, so the
 * table's randomness throws if anything asks it for a number.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { Rng } from '../../engine/core/rng';
import { GNOMOS_MACHINE_ID, GNOMOS_MACHINE_VERSION } from '../../engine/games/gnomos-mix';
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
 * The journal does not keep the machine version with each step, so the one check possible is that
 * the snapshot is the machine after this very step (its step counter says so).
 */
function belongsToStep(entry: JournalEntry): boolean {
  const context = (entry.snapshot as { context?: { seq?: unknown } } | null | undefined)?.context;
  return context?.seq === entry.seq;
}

/** `(entry) => view` for recallView; null (the step is replayed as text) when the entry cannot be rebuilt. */
export function gnomosRecallView(config: CabinetConfig): (entry: JournalEntry) => GnomosView | null {
  return (entry) => {
    if (entry.gameId !== GNOMOS_MACHINE_ID || !belongsToStep(entry)) return null;
    try {
      // Steps from before a machine change do not restore (SnapshotVersionError); they are read as text.
      const table = GAME_REGISTRY['gnomos-mix'].open(NO_DRAWS, config, { machineVersion: GNOMOS_MACHINE_VERSION, stepSeq: entry.seq, snapshot: entry.snapshot });
      return table.view({ creditsCents: entry.creditsAfterCents, bonuses: entry.bonusesAfter, level: levelOf(entry, config.games['gnomos-mix'].rtpSetting) });
    } catch {
      // A snapshot this program cannot read (older shape, damaged row) is not a reason to refuse the screen.
      return null;
    }
  };
}
