import type { GnomosCabinetView } from './model/gnomos-cabinet-view';
import { roundIdOf, type GameSide } from './model/active-game';

/**
 * What the screen does with an incoming view. Pure, so the rules are testable:
 *  - the first view after page load (or after the connection to the cabinet came back) is shown
 *    as it stands, without animating: that is how the same screen returns after a power cut;
 *  - a view not newer than the one shown is ignored;
 *  - a game's newer round (its lastSpin.roundId) spins that game's reels; the same round never
 *    spins again; an older round (the cabinet's history was reset) is shown as it stands.
 */
export type ViewAction = 'still' | 'update' | 'ignore';

export interface ShownState {
  /** False until the first view of this page load / connection has been shown. */
  readonly initialised: boolean;
  readonly version: number;
}

export const NOTHING_SHOWN: ShownState = { initialised: false, version: -Infinity };

export function classifyView(shown: ShownState, view: GnomosCabinetView): ViewAction {
  if (!shown.initialised) return 'still';
  if (view.version <= shown.version) return 'ignore';
  return 'update';
}

/** The state after acting on a view. */
export function afterView(shown: ShownState, view: GnomosCabinetView, action: ViewAction): ShownState {
  if (action === 'ignore') return shown;
  return { initialised: true, version: view.version };
}

/** How one game's reels reach a view: spin to a newer round, jump (no animation), or stay. */
export type ReelChange = 'spin' | 'jump' | 'none';

export function reelChange(shownRound: number | null, view: GnomosCabinetView, side: GameSide): ReelChange {
  const round = roundIdOf(view, side);
  if (round === null) return shownRound === null ? 'none' : 'jump';
  if (shownRound === null || round > shownRound) return 'spin';
  return round < shownRound ? 'jump' : 'none';
}
