import type { CauldronsView } from '../../main/ipc/contract';

/**
 * The Cauldrons scene over the lower reels. The rule's animation: the three prizes show in the
 * Window figures first, then they are hidden under lids and the player lifts one; after the pick
 * every lid rises and shows its prize, the picked one marked.
 */
export const CAULDRON_SHOW_MS = 1800;

export type CauldronStage = 'showing' | 'closed' | 'open';

export interface LidModel {
  readonly index: 0 | 1 | 2;
  /** The prize visible in the cauldron now, or null while hidden under its lid. */
  readonly cents: number | null;
  readonly covered: boolean;
  /** PLAY (or AUTO-PLAY) would lift this lid. */
  readonly highlighted: boolean;
  readonly picked: boolean;
  /** Lifted after the pick, not the player's. */
  readonly discarded: boolean;
}

export interface CauldronScene {
  readonly stage: CauldronStage;
  readonly lids: readonly LidModel[];
}

/** The scene `sinceMs` after the cauldrons first showed (a still screen passes Infinity). */
export function cauldronScene(c: CauldronsView, sinceMs: number): CauldronScene {
  const open = c.picked !== null || c.lids.some((cents) => cents !== null);
  const stage: CauldronStage = open ? 'open' : sinceMs < CAULDRON_SHOW_MS ? 'showing' : 'closed';
  const lids = ([0, 1, 2] as const).map((index): LidModel => {
    const picked = c.picked === index;
    return {
      index,
      cents: stage === 'open' ? (c.lids[index] ?? null) : stage === 'showing' ? c.shownCents[index] : null,
      covered: stage === 'closed',
      highlighted: stage === 'closed' && c.highlighted === index,
      picked,
      discarded: stage === 'open' && c.picked !== null && !picked,
    };
  });
  return { stage, lids };
}
