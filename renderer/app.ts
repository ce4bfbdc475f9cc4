import type { CabinetApi, CabinetView, Intent, IntentResult } from '../main/ipc/contract';
import { createSounds } from './audio/sounds';
import { setMoneyStyle, type MoneyStyle } from './format';
import { connectCabinet } from './bridge/cabinet-link';
import type { ConnectionState } from './bridge/web-bridge';
import { el } from './hud/dom';
import { showLinkRefused } from './hud/link-refused';
import { currencyFromQuery, displayReloadUrl, masterVolume } from './model/display-settings';
import { GAME_SCREENS, GAME_TILE_ART } from './games';
import type { ScreenContext } from './shell/game-screen';
import { GameMenuScreen } from './shell/game-menu-screen';
import { Shell } from './shell/shell';
import { ShellNotices } from './shell/shell-notices';
import { textTableFor } from './text/languages';

/**
 * The display of the cabinet. It shows the views main sends and sends intents for the buttons,
 * touches and keys; it decides nothing. Wiring only: the shell puts the game menu or a game's
 * screen in front (renderer/shell, renderer/games).
 */

declare global {
  interface Window {
    /** Put in place by the Electron preload; absent in a plain browser. */
    cabinet?: CabinetApi;
  }
}

/** sessionStorage, or null where the browser refuses it (reading the property may throw). */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The cabinet API: the preload's IPC in Electron, otherwise the WebSocket bridge to the web host
 * with this boot's screen secret (bridge/cabinet-link.ts).
 */
function openCabinet(onConnection: (state: ConnectionState) => void): CabinetApi {
  const link = connectCabinet(
    { cabinet: window.cabinet, location: window.location, history: window.history, storage: sessionStorageOrNull(), fetch: (path, init) => window.fetch(path, init) },
    onConnection,
  );
  // The same API the Electron preload puts there: one way in for the screen, a kiosk's
  // diagnostics and the end-to-end tests, each checked by the cabinet like any touch.
  if (!link.preloaded) window.cabinet = link.api;
  return link.api;
}

function start(): void {
  const language = new URLSearchParams(window.location.search).get('lang') ?? document.documentElement.lang;
  const text = textTableFor(language);
  document.documentElement.lang = text.language;
  // The money style asked for in the address wins until the cabinet says otherwise; without
  // one, the first view's setting is taken before anything is drawn.
  let pageCurrency: MoneyStyle | null = currencyFromQuery(window.location.search);
  if (pageCurrency) setMoneyStyle(pageCurrency);
  const root = el('div', { class: 'shell-root' });
  document.body.append(root);
  const notices = new ShellNotices(root, text.labels.reconnecting);
  const sounds = createSounds('sounds/');
  let cabinet: CabinetApi | null = null;
  let shell: Shell | null = null;
  const showMessage = (message: string): void => {
    const screen = shell?.current;
    if (screen?.showMessage) screen.showMessage(message);
    else notices.showMessage(message);
  };

  // Every press sounds and is sent; a refused one shows the cabinet's reason: no touch is lost
  // silently. The answer is handed back too, for panels that show it themselves (the tilt panel).
  const request = (intent: Intent): Promise<IntentResult | null> => {
    sounds.play('click');
    if (!cabinet) {
      showMessage(text.labels.reconnecting);
      return Promise.resolve(null);
    }
    return cabinet.send(intent).then(
      (result) => {
        if (!result.ok) {
          showMessage(result.error.message);
          sounds.play('no-credit');
        }
        return result;
      },
      (error: unknown): IntentResult => {
        const message = error instanceof Error ? error.message : String(error);
        showMessage(message);
        return { ok: false, error: { code: 'internal', message } };
      },
    );
  };
  const context: ScreenContext = { text, sounds, request, send: (intent) => void request(intent), body: document.body };
  const live = new Shell(root, context, { menu: (c) => new GameMenuScreen(c, GAME_TILE_ART), games: GAME_SCREENS });
  shell = live;

  const setReconnecting = (on: boolean): void => {
    const screen = live.current;
    if (screen?.setReconnecting) screen.setReconnecting(on);
    else notices.setReconnecting(on);
  };
  let everOpen = false;
  cabinet = openCabinet((state) => {
    // A hook for tests and a kiosk's diagnostics: connecting, open, closed, refused.
    document.body.dataset.link = state;
    if (state === 'refused') {
      setReconnecting(false);
      showLinkRefused(root, text.labels.notTheScreen);
    } else if (state === 'open') {
      setReconnecting(false);
      // After a drop the cabinet may have restarted: show its state as it is, no animation.
      if (everOpen) live.reset();
      everOpen = true;
    } else if (state === 'closed') {
      setReconnecting(true);
    }
  });

  /** Language and money style follow the service menu by reloading the page; volume at once. */
  // A language or money style named in the address (a kiosk's start line, a test) wins over the
  // stored setting; a setting CHANGED while the page is up is followed by reloading.
  const addressNamesDisplay = new URLSearchParams(window.location.search).has('lang');
  let firstDisplay: CabinetView['display'] | null = null;
  const applyDisplay = (view: CabinetView): boolean => {
    if (pageCurrency === null) {
      pageCurrency = view.display.currency;
      setMoneyStyle(pageCurrency);
    }
    firstDisplay ??= view.display;
    const unchangedSinceLoad = firstDisplay.language === view.display.language && firstDisplay.currency === view.display.currency;
    if (addressNamesDisplay && unchangedSinceLoad) {
      sounds.setVolume(masterVolume(view.display.volume));
      return true;
    }
    const reload = displayReloadUrl(window.location.href, view.display, { language: text.language, currency: pageCurrency });
    if (reload) {
      window.location.replace(reload);
      return false;
    }
    sounds.setVolume(masterVolume(view.display.volume));
    return true;
  };

  cabinet.onView((view) => {
    try {
      if (!applyDisplay(view)) return;
      live.accept(view);
    } catch (error) {
      console.error('could not show a view:', error);
    }
  });

  const loop = (now: number): void => {
    try {
      live.frame(now);
    } catch (error) {
      console.error('frame failed:', error);
    }
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
