import type { CabinetView, GnomosView } from '../../main/ipc/contract';

/**
 * The cabinet's view while Gnomos Mix is the game in front: what every Gnomos part of the
 * screen (reels, paytables, ladder, feature scenes, its keys) draws. The shell mounts the Gnomos
 * screen only for such a view.
 */
export type GnomosCabinetView = CabinetView & { readonly game: GnomosView };

export function isGnomosCabinetView(view: CabinetView): view is GnomosCabinetView {
  return view.game.game === 'gnomos-mix';
}
