import type { CabinetView, Intent } from '../../main/ipc/contract';

/**
 * The development keyboard, standing in for the button panel and the coin slot:
 *   Space / Enter  PLAY            C  COLLECT        B  BET (next bet)
 *   1 / 2 / 3      HOLD reel 0/1/2
 *   Q W E R T      drop the 1st..5th coin of view.coinAcceptor.devCoinsCents (only when the
 *                  cabinet has an emulated acceptor)
 * Letters are read from the key's character, so they follow the keyboard's layout.
 */
export const COIN_KEYS = ['q', 'w', 'e', 'r', 't'] as const;

export function intentForKey(key: string, view: CabinetView | null): Intent | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  switch (k) {
    case ' ':
    case 'Spacebar':
    case 'Enter':
      return { type: 'PLAY' };
    case 'c':
      return { type: 'COLLECT' };
    case 'b':
      return { type: 'BET_NEXT' };
    case '1':
      return { type: 'HOLD', reel: 0 };
    case '2':
      return { type: 'HOLD', reel: 1 };
    case '3':
      return { type: 'HOLD', reel: 2 };
    default: {
      const coin = (COIN_KEYS as readonly string[]).indexOf(k);
      if (coin < 0) return null;
      const value = view?.coinAcceptor.devCoinsCents?.[coin];
      return value === undefined ? null : { type: 'DEV_INSERT_COIN', valueCents: value };
    }
  }
}

/** Listens for the map above; returns a function that removes the listener. */
export function installKeyboard(
  target: Window,
  currentView: () => CabinetView | null,
  send: (intent: Intent) => void,
): () => void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const intent = intentForKey(event.key, currentView());
    if (!intent) return;
    event.preventDefault();
    // A held key repeats; a panel button does not.
    if (event.repeat) return;
    send(intent);
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
