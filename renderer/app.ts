import type { CabinetApi, CabinetView, Intent } from '../main/ipc/contract';
import { createSounds } from './audio/sounds';
import { createWebBridge, defaultBridgeUrl, type ConnectionState } from './bridge/web-bridge';
import { startClock } from './hud/clock';
import { DevCoinPanel } from './hud/dev-coins';
import { Hud } from './hud/hud';
import { buildLayout } from './hud/layout';
import { buildPanelButtons } from './hud/panel-buttons';
import { PaytableView } from './hud/paytable';
import { applyStageFit, fitStage } from './hud/stage-scale';
import { installKeyboard } from './input/keyboard';
import { Presenter } from './presenter';
import type { ReelDisplay } from './scene/reel-display';
import { FlatReels } from './scene/reel-flat';
import { ReelScene } from './scene/reel-scene';
import { createSymbolAtlas, type SymbolAtlas } from './scene/symbol-atlas';
import { textTableFor } from './text/languages';

/**
 * The display of the cabinet. It shows the views main sends and sends intents for the buttons;
 * it decides nothing. Wiring only: every part lives in its own file.
 */

declare global {
  interface Window {
    /** Put in place by the Electron preload; absent in a plain browser. */
    cabinet?: CabinetApi;
  }
}

function createReelDisplay(atlas: SymbolAtlas): ReelDisplay {
  try {
    return new ReelScene(atlas);
  } catch (error) {
    console.warn('WebGL unavailable, drawing flat reels instead:', error);
    return new FlatReels(atlas);
  }
}

/** The cabinet API: the preload's in Electron, otherwise the WebSocket bridge to the web host. */
function connectCabinet(onConnection: (state: ConnectionState) => void): CabinetApi {
  const preloaded = window.cabinet;
  if (preloaded && typeof preloaded.send === 'function' && typeof preloaded.onView === 'function') {
    return preloaded;
  }
  const bridge = createWebBridge({ url: defaultBridgeUrl(window.location) });
  bridge.onConnection(onConnection);
  return bridge;
}

function start(): void {
  const language = new URLSearchParams(window.location.search).get('lang') ?? document.documentElement.lang;
  const text = textTableFor(language);
  document.documentElement.lang = text.language;
  const layout = buildLayout(document.body, text);
  const hud = new Hud(layout, text);
  const atlas = createSymbolAtlas(256);
  const display = createReelDisplay(atlas);
  display.canvas.dataset.testid = 'reels-canvas';
  display.canvas.classList.add('reels-canvas');
  layout.reelsBox.append(display.canvas);
  hud.setFlatReels(display.kind === 'flat');
  document.body.dataset.display = display.kind;

  const sounds = createSounds('sounds/');
  let latestView: CabinetView | null = null;
  let cabinet: CabinetApi | null = null;

  const send = (intent: Intent): void => {
    sounds.play('click');
    if (!cabinet) return;
    cabinet.send(intent).then(
      (result) => {
        if (!result.ok) {
          hud.showToast(result.error.message);
          sounds.play('no-credit');
        }
      },
      (error: unknown) => {
        hud.showToast(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const buttons = buildPanelButtons(layout, text, send);
  const paytable = new PaytableView(layout.paytable, atlas, text);
  const devCoins = new DevCoinPanel(layout.devCoins, text, send);
  const presenter = new Presenter({ display, hud, paytable, buttons, devCoins, sounds, text, body: document.body });

  const relayout = (): void => {
    const fit = fitStage(window.innerWidth, window.innerHeight);
    applyStageFit(layout.stage, fit);
    const box = layout.reelsBox;
    const ratio = Math.min(3, (window.devicePixelRatio || 1) * fit.scale);
    display.resize(box.clientWidth, box.clientHeight, ratio);
    // Both rectangles are scaled by the stage transform; divide to get stage pixels.
    const shift = (box.getBoundingClientRect().left - layout.holds.getBoundingClientRect().left) / (fit.scale || 1);
    buttons.alignHolds(display.reelCentres().map((x) => x + shift));
    presenter.invalidate();
  };
  window.addEventListener('resize', relayout);
  relayout();

  display.canvas.addEventListener('webglcontextlost', (e) => e.preventDefault());
  display.canvas.addEventListener('webglcontextrestored', () => presenter.invalidate());

  let everOpen = false;
  cabinet = connectCabinet((state) => {
    if (state === 'open') {
      hud.setReconnecting(false);
      // After a drop the cabinet may have restarted: show its state as it is, no animation.
      if (everOpen) presenter.reset();
      everOpen = true;
    } else if (state === 'closed') {
      hud.setReconnecting(true);
    }
  });

  cabinet.onView((view) => {
    latestView = view;
    try {
      presenter.accept(view, performance.now());
    } catch (error) {
      console.error('could not show a view:', error);
    }
  });

  installKeyboard(window, () => latestView, send);
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
