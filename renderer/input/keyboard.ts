import type { GnomosCabinetView } from '../model/gnomos-cabinet-view';
import type { Intent } from '../../main/ipc/contract';
import { AUTO_PLAY_CHOICES, autoAdvancesIntent, autoRiskIntent } from '../model/function-buttons';
import { holdIntent, REEL_INDICES } from '../model/hold-buttons';

/**
 * The keyboard, standing in for the button panel and the coin slot:
 *   Space / Enter  PLAY              C  COLLECT (held 1 s in Double-or-Bonuses: COLLECT ALL)
 *   B  BET (next bet)                G  GAME CHANGE
 *   A  AUTO (advances) on/off        R  AUTO-RISK on/off
 *   P  AUTO-PLAY (opens the menu of game counts; stops games being played)
 *   1 / 2 / 3      ADVANCE/HOLD under reel 1/2/3
 *   1 … 9          in a minigame with more than three items (Find the Prizes): pick item 1 … 9
 *   1 … 5          while the AUTO-PLAY menu is open: its 1st … 5th count; Escape closes it
 *   Q W E T Y      drop the 1st..5th coin of view.coinAcceptor.devCoinsCents (only when the
 *                  cabinet has an emulated acceptor; R belongs to AUTO-RISK)
 *   Z X V N M      feed the 1st..5th bill of view.billValidator.devBillsCents (only when the
 *                  cabinet has an emulated validator; C is COLLECT, B is BET)
 * Letters are read from the key's character, so they follow the keyboard's layout.
 */
export const COIN_KEYS = ['q', 'w', 'e', 't', 'y'] as const;
export const BILL_KEYS = ['z', 'x', 'v', 'n', 'm'] as const;

export type KeyAction =
  | { readonly kind: 'intent'; readonly intent: Intent }
  /** COLLECT goes through the press/hold logic (input/collect-press.ts). */
  | { readonly kind: 'collect' }
  | { readonly kind: 'auto-play' }
  | { readonly kind: 'close-menu' };

export interface KeyContext {
  readonly view: GnomosCabinetView | null;
  readonly autoPlayMenuOpen: boolean;
}

const send = (intent: Intent): KeyAction => ({ kind: 'intent', intent });

/** Items a digit picks directly: a minigame with more than three (the rest use ADVANCE/HOLD). */
function pickableItems(view: GnomosCabinetView | null): number {
  const upper = view?.game.active === 'upper' ? view.game.upper : null;
  const m = upper?.phase === 'minigame' ? upper.minigame : null;
  if (!m || m.kind === 'three-choices') return 0;
  return m.tiles.length > REEL_INDICES.length ? m.tiles.length : 0;
}

function digitAction(digit: number, ctx: KeyContext): KeyAction | null {
  if (ctx.autoPlayMenuOpen) {
    const games = AUTO_PLAY_CHOICES[digit - 1];
    return games === undefined ? null : send({ type: 'AUTO_PLAY', games });
  }
  const items = pickableItems(ctx.view);
  if (items > 0) return digit <= items ? send({ type: 'PICK', index: digit - 1 }) : null;
  const reel = REEL_INDICES[digit - 1];
  return reel === undefined ? null : send(holdIntent(reel));
}

export function actionForKey(key: string, ctx: KeyContext): KeyAction | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (/^[1-9]$/.test(k)) return digitAction(Number(k), ctx);
  switch (k) {
    case ' ':
    case 'Spacebar':
    case 'Enter':
      return send({ type: 'PLAY' });
    case 'c':
      return { kind: 'collect' };
    case 'b':
      return send({ type: 'BET_NEXT' });
    case 'g':
      return send({ type: 'GAME_CHANGE' });
    case 'a':
      return send(autoAdvancesIntent(ctx.view));
    case 'r':
      return send(autoRiskIntent(ctx.view));
    case 'p':
      return { kind: 'auto-play' };
    case 'Escape':
      return ctx.autoPlayMenuOpen ? { kind: 'close-menu' } : null;
    default:
      return devMoneyAction(k, ctx.view);
  }
}

/** A coin or bill key: the nth value the emulated device takes, nothing without one. */
function devMoneyAction(k: string, view: GnomosCabinetView | null): KeyAction | null {
  const coin = (COIN_KEYS as readonly string[]).indexOf(k);
  if (coin >= 0) {
    const value = view?.coinAcceptor.devCoinsCents?.[coin];
    return value === undefined ? null : send({ type: 'DEV_INSERT_COIN', valueCents: value });
  }
  const bill = (BILL_KEYS as readonly string[]).indexOf(k);
  if (bill >= 0) {
    const value = view?.billValidator.devBillsCents?.[bill];
    return value === undefined ? null : send({ type: 'DEV_INSERT_BILL', valueCents: value });
  }
  return null;
}

export interface KeyboardHandlers {
  readonly context: () => KeyContext;
  readonly act: (action: KeyAction) => void;
  /** The COLLECT key went up (the end of a press that started with a 'collect' action). */
  readonly collectReleased: () => void;
}

/** Listens for the map above; returns a function that removes the listeners. */
export function installKeyboard(target: Window, handlers: KeyboardHandlers): () => void {
  let collectDown = false;
  const onDown = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const action = actionForKey(event.key, handlers.context());
    if (!action) return;
    event.preventDefault();
    // A held key repeats; a panel button does not.
    if (event.repeat) return;
    if (action.kind === 'collect') collectDown = true;
    handlers.act(action);
  };
  const onUp = (event: KeyboardEvent): void => {
    if (!collectDown || event.key.toLowerCase() !== 'c') return;
    collectDown = false;
    handlers.collectReleased();
  };
  // Focus lost with C down: its keyup will never come, so the press ends here.
  const onBlur = (): void => {
    if (!collectDown) return;
    collectDown = false;
    handlers.collectReleased();
  };
  target.addEventListener('keydown', onDown);
  target.addEventListener('keyup', onUp);
  target.addEventListener('blur', onBlur);
  return () => {
    target.removeEventListener('keydown', onDown);
    target.removeEventListener('keyup', onUp);
    target.removeEventListener('blur', onBlur);
  };
}
