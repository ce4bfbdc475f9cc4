import type { CabinetView } from '../../main/ipc/contract';
import { stageView } from '../model/service-recall';

/** The screen the shell shows for the menu. */
export const MENU_SCREEN = 'menu';

/**
 * Which screen is in front for a view: the game menu while it is open, otherwise the screen of
 * the game in front (during a recall, the recalled round's game). Pure.
 */
export function screenFor(view: CabinetView): string {
  const shown = stageView(view);
  if (view.menu.open && shown === view) return MENU_SCREEN;
  return shown.game.game;
}
