import type { GameSide } from '../model/active-game';
import type { TextTable } from '../text/text-table';
import type { BetIcons } from './bet-icons';
import { setShown, setText } from './dom';
import type { Layout } from './layout';

/**
 * Switches the parts of the screen that belong to one game: the paytable (lower with its ladder,
 * or upper), its title and legend, the bet icons, and the stage's colours (a class the CSS uses).
 */
export function gamePanels(layout: Layout, text: TextTable, bets: BetIcons): (side: GameSide) => void {
  return (side) => {
    const lower = side === 'lower';
    setShown(layout.paytable, lower);
    setShown(layout.upperPaytable, !lower);
    setShown(layout.paytableLegend, lower);
    if (!lower) setShown(layout.ladder, false);
    setText(layout.paytableTitle, lower ? text.labels.paytable : text.labels.upperPaytable);
    layout.stage.classList.toggle('game-upper', !lower);
    layout.stage.classList.toggle('game-lower', lower);
    bets.showGame(side);
  };
}
