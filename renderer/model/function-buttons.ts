import type { GnomosCabinetView } from './gnomos-cabinet-view';
import type { Intent } from '../../main/ipc/contract';

/**
 * The function buttons beside the game: AUTO-PLAY (with its menu of game counts), the AUTO-RISK
 * pilot, the AUTO (advances) button and GAME CHANGE. Pure rules, so what each press sends can be
 * tested; the DOM only draws them.
 */

/** The AUTO-PLAY menu's choices (the rule book: up to 100 games). */
export const AUTO_PLAY_CHOICES = [5, 10, 25, 50, 100] as const;

export interface AutoPlayPress {
  readonly menuOpen: boolean;
  readonly intent: Intent | null;
}

/**
 * AUTO-PLAY pressed: while games are being played automatically it stops them (AUTO_PLAY 0);
 * otherwise it opens (or closes) the menu of game counts.
 */
export function pressAutoPlay(view: GnomosCabinetView | null, menuOpen: boolean): AutoPlayPress {
  if (view && view.game.autoPlay > 0) return { menuOpen: false, intent: { type: 'AUTO_PLAY', games: 0 } };
  return { menuOpen: !menuOpen, intent: null };
}

/** A count chosen in the menu: play that many games; the menu closes. */
export function chooseAutoPlay(games: number): AutoPlayPress {
  return { menuOpen: false, intent: { type: 'AUTO_PLAY', games } };
}

/** The menu closes by itself once the cabinet reports games running. */
export function menuStaysOpen(view: GnomosCabinetView, menuOpen: boolean): boolean {
  return menuOpen && view.game.autoPlay === 0;
}

export function autoRiskIntent(view: GnomosCabinetView | null): Intent {
  return { type: 'AUTO_RISK', on: !(view?.game.autoRisk ?? false) };
}

export function autoAdvancesIntent(view: GnomosCabinetView | null): Intent {
  return { type: 'AUTO_ADVANCES', on: !(view?.game.autoAdvances ?? false) };
}

export type Lamp = 'lit' | 'flashing' | 'off';

/** The AUTO button: lit when AUTO-ADVANCES is on, flashing when off while advances are in play. */
export function autoAdvancesLamp(view: GnomosCabinetView): Lamp {
  if (view.game.autoAdvances) return 'lit';
  return view.buttons.autoAdvances ? 'flashing' : 'off';
}

/** The AUTO-RISK pilot: green when on. */
export function autoRiskLamp(view: GnomosCabinetView): Lamp {
  return view.game.autoRisk ? 'lit' : 'off';
}

/** The AUTO-PLAY light: green (with the games left) while it runs. */
export function autoPlayLamp(view: GnomosCabinetView): Lamp {
  return view.game.autoPlay > 0 ? 'lit' : 'off';
}
