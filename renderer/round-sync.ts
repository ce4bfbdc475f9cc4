import type { CabinetView } from '../main/ipc/contract';

/**
 * What the screen does with an incoming view. Pure, so the rules are testable:
 *  - the first view after page load (or after the connection to the cabinet came back) is shown
 *    as it stands, without animating: that is how the same screen returns after a power cut;
 *  - a view not newer than the one shown is ignored;
 *  - a newer round (lastSpin.roundId) spins the reels; the same round never spins again;
 *  - an older round (the cabinet's history was reset) is shown as it stands.
 */
export type ViewAction = 'still' | 'spin' | 'update' | 'ignore';

export interface ShownState {
  /** False until the first view of this page load / connection has been shown. */
  readonly initialised: boolean;
  readonly version: number;
  /** The round on screen (its result shown or being animated), or null for none. */
  readonly roundId: number | null;
}

export const NOTHING_SHOWN: ShownState = { initialised: false, version: -Infinity, roundId: null };

export function classifyView(shown: ShownState, view: CabinetView): ViewAction {
  if (!shown.initialised) return 'still';
  if (view.version <= shown.version) return 'ignore';
  const spin = view.game.lastSpin;
  if (spin === null) return shown.roundId === null ? 'update' : 'still';
  if (shown.roundId === null || spin.roundId > shown.roundId) return 'spin';
  if (spin.roundId < shown.roundId) return 'still';
  return 'update';
}

/** The state after acting on a view. */
export function afterView(shown: ShownState, view: CabinetView, action: ViewAction): ShownState {
  if (action === 'ignore') return shown;
  return { initialised: true, version: view.version, roundId: view.game.lastSpin?.roundId ?? null };
}
