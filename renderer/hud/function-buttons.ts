import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import type { Intent } from '../../main/ipc/contract';
import {
  AUTO_PLAY_CHOICES,
  autoAdvancesIntent,
  autoAdvancesLamp,
  autoPlayLamp,
  autoRiskIntent,
  autoRiskLamp,
  chooseAutoPlay,
  menuStaysOpen,
  pressAutoPlay,
  type AutoPlayPress,
  type Lamp,
} from '../model/function-buttons';
import { buttonsNow, playStopped } from '../model/tilt-panel';
import type { TextTable } from '../text/text-table';
import { el, setShown, setText, toggleClass } from './dom';
import type { Layout } from './layout';
import { setAvailable, touchButton } from './panel-buttons';

/**
 * AUTO-PLAY (a menu of game counts; the games left while it runs), the AUTO-RISK pilot (green
 * when on), GAME CHANGE, MENU (back to the cabinet's game menu), and the AUTO (advances) button beside the ADVANCE/HOLD buttons (lit when
 * on, flashing when off while advances are in play). What each press sends is decided in
 * model/function-buttons.ts.
 */
export interface FunctionButtons {
  update(view: GnomosCabinetView): void;
  /** The AUTO-PLAY button or key: stop the games running, or open/close the menu. */
  pressAutoPlay(): void;
  closeMenu(): void;
  readonly menuOpen: boolean;
}

function setLamp(button: HTMLElement, lamp: Lamp): void {
  toggleClass(button, 'lit', lamp === 'lit');
  toggleClass(button, 'flashing', lamp === 'flashing');
  button.dataset.lamp = lamp;
}

export function buildFunctionButtons(layout: Layout, text: TextTable, currentView: () => GnomosCabinetView | null, send: (intent: Intent) => void): FunctionButtons {
  const b = text.buttons;
  let menuOpen = false;

  const autoPlayLeft = el('span', { class: 'auto-play-left' });
  const autoPlay = touchButton('auto-play', 'function auto-play', el('span', { class: 'pilot' }), el('span', { class: 'function-word' }, b.autoPlay), autoPlayLeft);
  const menu = el('div', { class: 'auto-play-menu', 'data-testid': 'auto-play-menu', hidden: '' }, el('div', { class: 'auto-play-menu-title' }, b.autoPlayMenuTitle));
  for (const games of AUTO_PLAY_CHOICES) {
    const choice = touchButton(`auto-play-${games}`, 'auto-play-choice', b.autoPlayGames(games));
    choice.addEventListener('click', () => apply(chooseAutoPlay(games)));
    menu.append(choice);
  }
  const autoPlayBox = el('div', { class: 'auto-play-box' }, autoPlay, menu);

  const autoRisk = touchButton('auto-risk', 'function auto-risk', el('span', { class: 'pilot' }), el('span', { class: 'function-word' }, b.autoRisk));
  autoRisk.addEventListener('click', () => send(autoRiskIntent(currentView())));
  const gameChangeWhere = el('span', { class: 'game-change-where' });
  const gameChange = touchButton('game-change', 'function game-change', el('span', { class: 'function-word' }, b.gameChange), gameChangeWhere);
  gameChange.addEventListener('click', () => send({ type: 'GAME_CHANGE' }));
  // Back to the game menu: only on a cabinet with more than one game, and taken only when both
  // games are idle with no AUTO-PLAY (the cabinet refuses it otherwise and says why).
  const menuButton = touchButton('menu', 'function menu', el('span', { class: 'function-word' }, b.menu));
  menuButton.addEventListener('click', () => send({ type: 'MENU' }));
  layout.functions.append(autoPlayBox, autoRisk, gameChange, menuButton);

  const auto = touchButton('auto-advances', 'auto-advances', el('span', { class: 'auto-word' }, b.autoAdvances), el('span', { class: 'auto-sub' }, b.advances));
  auto.addEventListener('click', () => send(autoAdvancesIntent(currentView())));
  layout.autoSlot.append(auto);

  function showMenu(open: boolean): void {
    menuOpen = open;
    setShown(menu, open);
    toggleClass(autoPlay, 'menu-open', open);
  }

  function apply(press: AutoPlayPress): void {
    showMenu(press.menuOpen);
    if (press.intent) send(press.intent);
  }

  autoPlay.addEventListener('click', () => apply(pressAutoPlay(currentView(), menuOpen)));
  // A touch anywhere else closes the menu without choosing (the press is not a game count).
  document.addEventListener('pointerdown', (e) => {
    if (menuOpen && e.target instanceof Node && !autoPlayBox.contains(e.target)) showMenu(false);
  });

  return {
    update(view) {
      setLamp(autoPlay, autoPlayLamp(view));
      setText(autoPlayLeft, view.game.autoPlay > 0 ? b.autoPlayLeft(view.game.autoPlay) : '');
      if (!menuStaysOpen(view, menuOpen) && menuOpen) showMenu(false);
      setLamp(autoRisk, autoRiskLamp(view));
      setLamp(auto, autoAdvancesLamp(view));
      setAvailable(gameChange, buttonsNow(view).gameChange);
      // The cabinet takes no game press while a fault stops play: the switches dim with the rest.
      const live = !playStopped(view);
      setAvailable(autoPlay, live);
      setAvailable(autoRisk, live);
      setAvailable(auto, live);
      setText(gameChangeWhere, view.game.active === 'lower' ? b.toUpper : b.toLower);
      setShown(menuButton, view.menu.tiles.length > 1);
      setAvailable(menuButton, live && view.game.phase.endsWith('.ready') && view.game.autoPlay === 0);
    },
    pressAutoPlay() {
      apply(pressAutoPlay(currentView(), menuOpen));
    },
    closeMenu() {
      showMenu(false);
    },
    get menuOpen() {
      return menuOpen;
    },
  };
}
