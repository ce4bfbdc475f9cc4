import type { CabinetApi, CabinetView, Intent, IntentResult } from '../main/ipc/contract';
import { createSounds } from './audio/sounds';
import { setMoneyStyle, type MoneyStyle } from './format';
import { connectCabinet } from './bridge/cabinet-link';
import type { ConnectionState } from './bridge/web-bridge';
import { buildBetIcons } from './hud/bet-icons';
import { startClock } from './hud/clock';
import { DevPanel } from './hud/dev-panel';
import { buildFunctionButtons } from './hud/function-buttons';
import { gamePanels } from './hud/game-panels';
import { Hud } from './hud/hud';
import { showLinkRefused } from './hud/link-refused';
import { LadderBanner } from './hud/ladder-banner';
import { buildLayout } from './hud/layout';
import { buildPanelButtons } from './hud/panel-buttons';
import { PaytableView } from './hud/paytable';
import { applyStageFit, fitStage } from './hud/stage-scale';
import { TiltPanel } from './hud/tilt-panel';
import { UpperPaytableView } from './hud/upper-paytable';
import { CollectDriver } from './input/collect-driver';
import { installKeyboard, type KeyAction } from './input/keyboard';
import type { GameSide } from './model/active-game';
import { currencyFromQuery, displayReloadUrl, masterVolume } from './model/display-settings';
import { stageKey, stageView } from './model/service-recall';
import { Overlays } from './overlays/overlays';
import { Presenter } from './presenter';
import { createAtlas, type SymbolAtlas } from './scene/atlas';
import { LOWER_FIGURES } from './scene/lower-figures';
import type { ReelDisplay } from './scene/reel-display';
import { FlatReels } from './scene/reel-flat';
import { ReelScene } from './scene/reel-scene';
import { UPPER_FIGURES } from './scene/upper-figures';
import { ServiceEntryButton } from './service/service-button';
import { ServiceOverlay } from './service/service-overlay';
import { textTableFor } from './text/languages';

/**
 * The display of the cabinet. It shows the views main sends and sends intents for the buttons,
 * touches and keys; it decides nothing. Wiring only: every part lives in its own file.
 */

declare global {
  interface Window {
    /** Put in place by the Electron preload; absent in a plain browser. */
    cabinet?: CabinetApi;
  }
}

function createReelDisplay(atlases: Readonly<Record<GameSide, SymbolAtlas>>): ReelDisplay {
  try {
    return new ReelScene(atlases);
  } catch (error) {
    console.warn('WebGL unavailable, drawing flat reels instead:', error);
    return new FlatReels(atlases);
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
  const layout = buildLayout(document.body, text);
  const hud = new Hud(layout, text);
  // Both games' figures are painted once, here; strips and icons are cut from them.
  const atlases = { lower: createAtlas(LOWER_FIGURES, 256), upper: createAtlas(UPPER_FIGURES, 256) };
  const display = createReelDisplay(atlases);
  display.canvas.dataset.testid = 'reels-canvas';
  display.canvas.classList.add('reels-canvas');
  layout.reelsBox.append(display.canvas);
  hud.setFlatReels(display.kind === 'flat');
  document.body.dataset.display = display.kind;

  const sounds = createSounds('sounds/');
  let latestView: CabinetView | null = null;
  let cabinet: CabinetApi | null = null;

  // Every press sounds and is sent; a refused one shows the cabinet's reason: no touch is lost
  // silently. The answer is handed back too, for panels that show it themselves (the tilt panel).
  const request = (intent: Intent): Promise<IntentResult | null> => {
    sounds.play('click');
    if (!cabinet) {
      hud.showToast(text.labels.reconnecting);
      return Promise.resolve(null);
    }
    return cabinet.send(intent).then(
      (result) => {
        if (!result.ok) {
          hud.showToast(result.error.message);
          sounds.play('no-credit');
        }
        return result;
      },
      (error: unknown): IntentResult => {
        const message = error instanceof Error ? error.message : String(error);
        hud.showToast(message);
        return { ok: false, error: { code: 'internal', message } };
      },
    );
  };
  const send = (intent: Intent): void => {
    void request(intent);
  };

  const currentView = (): CabinetView | null => latestView;
  let panel: ReturnType<typeof buildPanelButtons> | null = null;
  const collect = new CollectDriver(currentView, send, (holding) => panel?.setCollectHolding(holding));
  panel = buildPanelButtons(layout, text, send, collect);
  const functions = buildFunctionButtons(layout, text, currentView, send);
  const bets = buildBetIcons(layout, text, send);
  const paytable = new PaytableView(layout.paytable, atlases.lower, text);
  const upperPaytable = new UpperPaytableView(layout.upperPaytable, atlases.upper, text);
  const ladderBanner = new LadderBanner(layout.ladder, text);
  const overlays = new Overlays(layout.overlay, text, send);
  const devPanel = new DevPanel(layout.devPanel, text, send, currentView);
  const tiltPanel = new TiltPanel(layout.tiltPanel, text, request);
  const serviceEntry = new ServiceEntryButton(layout.serviceCorner, tiltPanel.serviceSlot, text, send);
  const serviceOverlay = new ServiceOverlay({ layer: layout.service, recallBanner: layout.recallBanner, stage: layout.stage, text, request, sounds });
  const presenter = new Presenter({
    display,
    hud,
    panel,
    functions,
    bets,
    paytable,
    upperPaytable,
    ladderBanner,
    overlays,
    devPanel,
    tiltPanel,
    sounds,
    text,
    body: document.body,
    showGame: gamePanels(layout, text, bets),
  });

  const relayout = (): void => {
    const fit = fitStage(window.innerWidth, window.innerHeight);
    applyStageFit(layout.stage, fit);
    const box = layout.reelsBox;
    const ratio = Math.min(3, (window.devicePixelRatio || 1) * fit.scale);
    display.resize(box.clientWidth, box.clientHeight, ratio);
    // Rectangles on screen are scaled by the stage transform; divide to get stage pixels.
    const scale = fit.scale || 1;
    const boxRect = box.getBoundingClientRect();
    const holdsRect = layout.holds.getBoundingClientRect();
    const overlayRect = layout.overlay.getBoundingClientRect();
    const centres = display.reelCentres();
    panel?.alignHolds(
      centres.map((x) => x + (boxRect.left - holdsRect.left) / scale),
      holdsRect.width / scale,
    );
    const dx = (boxRect.left - overlayRect.left) / scale;
    const dy = (boxRect.top - overlayRect.top) / scale;
    const win = display.windowRect();
    overlays.align({ left: win.left + dx, top: win.top + dy, width: win.width, height: win.height }, centres.map((x) => x + dx));
    presenter.invalidate();
  };
  window.addEventListener('resize', relayout);
  relayout();

  display.canvas.addEventListener('webglcontextlost', (e) => e.preventDefault());
  display.canvas.addEventListener('webglcontextrestored', () => presenter.invalidate());

  let everOpen = false;
  cabinet = openCabinet((state) => {
    // A hook for tests and a kiosk's diagnostics: connecting, open, closed, refused.
    document.body.dataset.link = state;
    if (state === 'refused') {
      hud.setReconnecting(false);
      showLinkRefused(layout.stage, text.labels.notTheScreen);
    } else if (state === 'open') {
      hud.setReconnecting(false);
      // After a drop the cabinet may have restarted: show its state as it is, no animation.
      if (everOpen) presenter.reset();
      everOpen = true;
    } else if (state === 'closed') {
      hud.setReconnecting(true);
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

  // What the game stage shows: the live cabinet, or a recalled round step by step. Each switch
  // between them (and each recalled step) is shown as it stands, without animation.
  let shownStage = 'live';
  cabinet.onView((view) => {
    latestView = view;
    try {
      if (!applyDisplay(view)) return;
      serviceEntry.update(view);
      serviceOverlay.update(view);
      const key = stageKey(view);
      if (key !== shownStage) {
        shownStage = key;
        presenter.reset();
      }
      presenter.accept(stageView(view), performance.now());
    } catch (error) {
      console.error('could not show a view:', error);
    }
  });

  const act = (action: KeyAction): void => {
    // The service menu covers the game: the keyboard does not play under it.
    if (latestView?.service) return;
    switch (action.kind) {
      case 'intent':
        if (action.intent.type === 'AUTO_PLAY') functions.closeMenu();
        send(action.intent);
        return;
      case 'collect':
        collect.down();
        return;
      case 'auto-play':
        functions.pressAutoPlay();
        return;
      case 'close-menu':
        functions.closeMenu();
        return;
    }
  };
  installKeyboard(window, {
    context: () => ({ view: latestView, autoPlayMenuOpen: functions.menuOpen }),
    act,
    collectReleased: () => collect.up(),
  });
  startClock(layout.clock);

  const loop = (now: number): void => {
    try {
      const frame = presenter.frame(now);
      if (frame) display.draw(frame);
    } catch (error) {
      console.error('frame failed:', error);
    }
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
