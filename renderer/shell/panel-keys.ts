import type { CabinetView, Intent } from '../../main/ipc/contract';
import { BILL_KEYS, COIN_KEYS } from '../input/keyboard';

/**
 * The button panel's keys on the shell's screens (menu, video slots): Space/Enter PLAY, B BET,
 * C COLLECT, G GAME CHANGE, A AUTO, and the development coins and bills (Q W E T Y, Z X V N M)
 * when the view offers emulated ones. Pure: the key and the view in, an intent or null out.
 */
export function panelKeyIntent(key: string, view: CabinetView | null): Intent | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  switch (k) {
    case ' ':
    case 'Enter':
      return { type: 'PLAY' };
    case 'b':
      return { type: 'BET_NEXT' };
    case 'c':
      return { type: 'COLLECT' };
    case 'g':
      return { type: 'GAME_CHANGE' };
    case 'a':
      return { type: 'AUTO' };
  }
  const coin = (COIN_KEYS as readonly string[]).indexOf(k);
  const coinCents = coin >= 0 ? view?.coinAcceptor.devCoinsCents?.[coin] : undefined;
  if (coinCents !== undefined) return { type: 'DEV_INSERT_COIN', valueCents: coinCents };
  const bill = (BILL_KEYS as readonly string[]).indexOf(k);
  const billCents = bill >= 0 ? view?.billValidator.devBillsCents?.[bill] : undefined;
  if (billCents !== undefined) return { type: 'DEV_INSERT_BILL', valueCents: billCents };
  return null;
}

/**
 * Installs the panel keys on the window; returns the uninstall function. `blocked` is asked with
 * the key: a dialog may hold every key, a player's setting just one (Space off in a game).
 */
export function installPanelKeys(view: () => CabinetView | null, send: (intent: Intent) => void, blocked: (key: string) => boolean = () => false): () => void {
  const onDown = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.altKey || event.metaKey || event.repeat || blocked(event.key)) return;
    const current = view();
    if (current?.service) return;
    const intent = panelKeyIntent(event.key, current);
    if (!intent) return;
    event.preventDefault();
    send(intent);
  };
  window.addEventListener('keydown', onDown);
  return () => window.removeEventListener('keydown', onDown);
}
