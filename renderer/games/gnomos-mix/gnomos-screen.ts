import type { CabinetView, Intent, IntentResult } from '../../../main/ipc/contract';
import { buildBetIcons } from '../../hud/bet-icons';
import { startClock } from '../../hud/clock';
import { buildFunctionButtons } from '../../hud/function-buttons';
import { gamePanels } from '../../hud/game-panels';
import { Hud } from '../../hud/hud';
import { LadderBanner } from '../../hud/ladder-banner';
import { buildLayout, type Layout } from '../../hud/layout';
import { buildPanelButtons } from '../../hud/panel-buttons';
import { el, setShown } from '../../hud/dom';
import { PaytableView } from '../../hud/paytable';
import { applyStageFit, fitStage } from '../../hud/stage-scale';
import { UpperPaytableView } from '../../hud/upper-paytable';
import { CollectDriver } from '../../input/collect-driver';
import { installKeyboard, type KeyAction } from '../../input/keyboard';
import type { GameSide } from '../../model/active-game';
import { devPanelShown } from '../../model/dev-panel';
import { isGnomosCabinetView, type GnomosCabinetView } from '../../model/gnomos-cabinet-view';
import { Overlays } from '../../overlays/overlays';
import { Presenter } from '../../presenter';
import { createAtlas, type SymbolAtlas } from '../../scene/atlas';
import { LOWER_FIGURES } from '../../scene/lower-figures';
import type { ReelDisplay } from '../../scene/reel-display';
import { FlatReels } from '../../scene/reel-flat';
import { ReelScene } from '../../scene/reel-scene';
import { UPPER_FIGURES } from '../../scene/upper-figures';
import type { GameScreen, ScreenContext, StageDesign } from '../../shell/game-screen';
import { touchButton } from '../../hud/panel-buttons';
import { GnomosRules } from './gnomos-rules';
import { gnomosRulesText } from './rules-text';

function createReelDisplay(atlases: Readonly<Record<GameSide, SymbolAtlas>>): ReelDisplay {
  try {
    return new ReelScene(atlases);
  } catch (error) {
    console.warn('WebGL unavailable, drawing flat reels instead:', error);
    return new FlatReels(atlases);
  }
}

/**
 * Gnomos Mix as one of the shell's screens: the Gnomos renderer as it was (layout, presenter,
 * both games' reels, paytables, feature scenes, its keys), mounted while Gnomos Mix is the game
 * in front. The tilt panel, development panel, service menu and payout are the shell's, over
 * every screen (shell/cabinet-overlays.ts); this stage keeps their places free.
 */
export class GnomosScreen implements GameScreen {
  /** The 1280 × 800 (portrait 800 × 1280) panel stage the cabinet's overlays were drawn for. */
  readonly stageDesign: StageDesign = 'classic';
  private layout: Layout | null = null;
  private hud: Hud | null = null;
  private presenter: Presenter | null = null;
  private display: ReelDisplay | null = null;
  private latest: GnomosCabinetView | null = null;
  private update: ((view: GnomosCabinetView) => void) | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(private readonly context: ScreenContext) {}

  mount(root: HTMLElement): void {
    const { text, sounds, body } = this.context;
    const layout = buildLayout(root, text);
    this.layout = layout;
    const hud = new Hud(layout, text);
    this.hud = hud;
    // Both games' figures are painted once, here; strips and icons are cut from them.
    const atlases = { lower: createAtlas(LOWER_FIGURES, 256), upper: createAtlas(UPPER_FIGURES, 256) };
    const display = createReelDisplay(atlases);
    this.display = display;
    display.canvas.dataset.testid = 'reels-canvas';
    display.canvas.classList.add('reels-canvas');
    layout.reelsBox.append(display.canvas);
    hud.setFlatReels(display.kind === 'flat');
    body.dataset.display = display.kind;

    const request = (intent: Intent): Promise<IntentResult | null> => this.context.request(intent);
    const send = (intent: Intent): void => void request(intent);
    const currentView = (): GnomosCabinetView | null => this.latest;
    let panel: ReturnType<typeof buildPanelButtons> | null = null;
    const collect = new CollectDriver(currentView, send, (holding) => panel?.setCollectHolding(holding));
    panel = buildPanelButtons(layout, text, send, collect);
    const functions = buildFunctionButtons(layout, text, currentView, send);
    const bets = buildBetIcons(layout, text, send);
    // HELP: the rules on demand (the paytable for the bet chosen is always on screen).
    const rulesText = gnomosRulesText(text.language);
    const rules = new GnomosRules(rulesText);
    layout.stage.append(rules.node);
    const help = touchButton('rules', 'function rules', el('span', { class: 'function-word' }, rulesText.button));
    help.addEventListener('click', () => rules.open());
    layout.functions.append(help);
    const overlays = new Overlays(layout.overlay, text, send);
    const presenter = new Presenter({
      display,
      hud,
      panel,
      functions,
      bets,
      paytable: new PaytableView(layout.paytable, atlases.lower, text),
      upperPaytable: new UpperPaytableView(layout.upperPaytable, atlases.upper, text),
      ladderBanner: new LadderBanner(layout.ladder, text),
      overlays,
      sounds,
      text,
      body,
      showGame: gamePanels(layout, text, bets),
    });
    this.presenter = presenter;

    const relayout = (): void => {
      const fit = fitStage(window.innerWidth, window.innerHeight);
      applyStageFit(layout.stage, fit);
      const box = layout.reelsBox;
      display.resize(box.clientWidth, box.clientHeight, Math.min(3, (window.devicePixelRatio || 1) * fit.scale));
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
    this.cleanups.push(() => window.removeEventListener('resize', relayout));
    relayout();
    const lost = (e: Event): void => e.preventDefault();
    const restored = (): void => presenter.invalidate();
    display.canvas.addEventListener('webglcontextlost', lost);
    display.canvas.addEventListener('webglcontextrestored', restored);

    this.update = (view) => {
      // The shell draws the development panel over the meters' last row: room is kept for it.
      setShown(layout.devSpace, devPanelShown(view));
      presenter.accept(view, performance.now());
    };

    const act = (action: KeyAction): void => {
      // The service menu covers the game: the keyboard does not play under it; nor under HELP.
      if (this.latest?.service || rules.isOpen) return;
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
    this.cleanups.push(
      installKeyboard(window, {
        context: () => ({ view: this.latest, autoPlayMenuOpen: functions.menuOpen }),
        act,
        collectReleased: () => collect.up(),
      }),
    );
    this.cleanups.push(startClock(layout.clock));
  }

  /** The live view, or during a recall the recalled step (the shell resets this screen between steps). */
  accept(view: CabinetView): void {
    if (!isGnomosCabinetView(view)) return;
    this.latest = view;
    this.update?.(view);
  }

  frame(): void {
    if (!this.presenter || !this.display) return;
    const frame = this.presenter.frame(performance.now());
    if (frame) this.display.draw(frame);
  }

  reset(): void {
    this.presenter?.reset();
  }

  showMessage(message: string): void {
    this.hud?.showToast(message);
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    if (this.display) releaseWebgl(this.display.canvas);
    this.layout?.stage.remove();
    this.layout = null;
    this.presenter = null;
    this.display = null;
    this.update = null;
  }
}

/** Gives the browser its WebGL context back at once (a kiosk switching games often must not run out). */
function releaseWebgl(canvas: HTMLCanvasElement): void {
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
}
