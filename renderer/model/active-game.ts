import type { GnomosCabinetView } from './gnomos-cabinet-view';

/** The two games of the cabinet, as the contract names them in `GnomosView.active`. */
export type GameSide = 'lower' | 'upper';

export const GAME_SIDES: readonly GameSide[] = ['lower', 'upper'];

/** The round whose result a game shows (its last spin), or null before its first. */
export function roundIdOf(view: GnomosCabinetView, side: GameSide): number | null {
  return view.game[side].lastSpin?.roundId ?? null;
}

/** The stops a game's reels stand on now. */
export function stopsOf(view: GnomosCabinetView, side: GameSide): readonly [number, number, number] {
  return view.game[side].stops;
}

