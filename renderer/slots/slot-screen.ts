import type { CabinetView } from '../../main/ipc/contract';
import type { SlotWinView } from '../../contract/slot-view';
import { formatEuros } from '../format';
import { startClock } from '../hud/clock';
import { setShown, setText, toggleClass } from '../hud/dom';
import type { GameScreen, ScreenContext } from '../shell/game-screen';
import { installPanelKeys } from '../shell/panel-keys';
import { installStyle } from '../shell/shell-style';
import { keepFitted } from '../shell/stage-fit';
import { AutoplayDialog } from './autoplay-dialog';
import { BetPanel } from './bet-panel';
import { BonusSpinsBadge, bonusSpinDue } from './bonus-spins-badge';
import { HelpDialog, HelpSeen } from './help-dialog';
import { ReelStage } from './reel-stage';
import { buildSlotLayout, fitReelFrame, reelRect, REEL_AREA, type SlotLayout } from './slot-layout';
import { SlotPresenter } from './slot-presenter';
import { SlotSidePanels } from './slot-side-panels';
import { SLOT_CSS, themeCss } from './slot-style';
import type { SlotExtras, SlotGame, SlotGameText, SlotScreenView } from './slot-game';
import { SymbolTextures } from './symbol-textures';
import type { WinTier } from './win-show';

interface Banner {
  readonly title: string;
  readonly amount: string;
  readonly hint: string;
  readonly kind: string;
}

/**
 * The one video-slot stage: any video slot's reels, wins, bet panel, autoplay, help, feature
 * banners and counters, jackpot meters, MENU and HELP, drawn from the game's SlotScreenView.
 * It only draws the view and sends intents. The tilt panel, service menu, development panel
 * (in the right-hand gutter, kept free) and payout are the shell's, over every screen.
 */
export class SlotScreen implements GameScreen {
  private layout: SlotLayout | null = null;
  private reels: ReelStage | null = null;
  private presenter: SlotPresenter | null = null;
  private bet: BetPanel | null = null;
  private autoplay: AutoplayDialog | null = null;
  private help: HelpDialog | null = null;
  private side: SlotSidePanels | null = null;
  private bonusSpins: BonusSpinsBadge | null = null;
  private symbols: SymbolTextures | null = null;
  private extras: SlotExtras | null = null;
  private latest: CabinetView | null = null;
  private slot: SlotScreenView | null = null;
  private readonly words: SlotGameText;
  private readonly seen: HelpSeen;
  private readonly cleanups: (() => void)[] = [];
  private transient: { banner: Banner; until: number } | null = null;
  private tierShown: WinTier = 'none';
  private tierCents = 0;
  private featureWasActive = false;
  private toastTimer: ReturnType<typeof setTimeout> | null = null;
  private now = 0;

  constructor(
    private readonly context: ScreenContext,
    private readonly game: SlotGame,
  ) {
    this.words = game.text(context.text.language);
    this.seen = new HelpSeen(sessionStorageOrNull());
  }

  mount(root: HTMLElement): void {
    installStyle('slot-stage-style', SLOT_CSS);
    installStyle(`slot-theme-${this.game.id}`, themeCss(this.game.id, this.game.theme));
    const t = this.context.text.shell.slot;
    const layout = buildSlotLayout(root, t, this.game.id);
    this.layout = layout;
    setText(layout.language, this.context.text.shell.menu.language);
    const logo = layout.logo.getContext('2d');
    if (logo) this.game.paintLogo(logo, layout.logo.width, layout.logo.height, this.words.title);

    const tall = this.game.paintExpanded?.bind(this.game) ?? null;
    this.symbols = new SymbolTextures((ctx, symbol, size) => this.game.paintSymbol(ctx, symbol, size), 256, tall);
    const area = reelRect(this.game.reelArea ?? REEL_AREA);
    if (this.game.reelArea) fitReelFrame(layout.reelFrame, area);
    this.reels = new ReelStage(area.width, area.height, this.symbols, this.game.theme.reelBackground, this.game.theme.glow);
    layout.reelFrame.append(this.reels.canvas);
    this.reels.canvas.dataset.testid = 'slot-canvas';
    this.presenter = new SlotPresenter(
      this.reels,
      {
        win: (cents, counting) => {
          setText(layout.win, formatEuros(cents));
          toggleClass(layout.win, 'counting', counting);
        },
        balance: (cents) => setText(layout.balance, formatEuros(cents)),
        winLit: (win, total) => this.showWinMessage(win, total),
        tier: (tier, cents) => {
          this.tierShown = tier;
          this.tierCents = cents;
          this.showBanner();
        },
        spinning: (on) => {
          this.context.body.dataset.slotSpinning = String(on);
          if (on) this.transient = null;
          this.showBanner();
        },
        settled: (view, fresh) => this.settled(view, fresh),
      },
      this.context.sounds,
      this.game.theme.lineColours,
      this.game.theme.accent,
      this.game.motion ?? 'spin',
    );

    const act = this.context.send;
    this.bet = new BetPanel(t, (action) => act(this.game.intent(action)));
    layout.betSlot.append(this.bet.node);
    const stops = this.game.autoplayStops;
    this.autoplay = new AutoplayDialog(
      t,
      this.game.autospinCounts,
      (choice) =>
        act(
          stops
            ? stops.intent(choice)
            : this.game.intent({ type: 'AUTOSPIN', count: choice.count, lossLimitCents: choice.lossLimitCents, winLimitCents: choice.winLimitCents, stopOnJackpot: choice.stopOnJackpot }),
        ),
      stops?.rows,
      stops?.reset ?? false,
    );
    this.help = new HelpDialog(t, (symbol) => this.symbols?.image(symbol) ?? document.createElement('canvas'));
    layout.stage.append(this.autoplay.node, this.help.node);
    this.side = new SlotSidePanels(layout, t, this.words);
    // Bonus Spin Mode heads the left-hand column: beside the reels, clear of them and the buttons.
    this.bonusSpins = new BonusSpinsBadge(t.bonusSpins);
    layout.side.prepend(this.bonusSpins.node);
    this.extras =
      this.game.extras?.({
        stage: layout.stage,
        buttons: layout.buttons,
        language: this.context.text.language,
        text: t,
        send: act,
        symbolImage: (symbol) => this.symbols?.image(symbol) ?? document.createElement('canvas'),
        busy: () => this.context.body.dataset.slotSpinning === 'true' || layout.win.classList.contains('counting'),
        reelFrame: layout.reelFrame,
        reelArea: area,
        topButtons: layout.topButtons,
        side: layout.side,
      }) ?? null;

    layout.spin.addEventListener('click', () => act({ type: 'PLAY' }));
    layout.collect.addEventListener('click', () => act({ type: 'COLLECT' }));
    layout.menu.addEventListener('click', () => act({ type: 'MENU' }));
    layout.help.addEventListener('click', () => this.openHelp());
    layout.auto.addEventListener('click', () => {
      const slot = this.slot;
      if (!slot) return;
      if (slot.autospin.active) act(this.game.intent({ type: 'AUTOSPIN_STOP' }));
      else this.autoplay?.open(slot.bet.totalCents);
    });

    this.cleanups.push(
      keepFitted(layout.stage, (scale) => this.reels?.resize(area.width, area.height, Math.min(3, (window.devicePixelRatio || 1) * scale))),
      startClock(layout.clock),
      installPanelKeys(
        () => this.latest,
        act,
        (key) => Boolean(this.autoplay?.isOpen || this.help?.isOpen || this.extras?.dialogOpen?.() || this.extras?.keyBlocked?.(key)),
      ),
    );
  }

  accept(view: CabinetView): void {
    const slot = this.game.slotView(view);
    const layout = this.layout;
    if (!slot || !layout) return;
    const first = this.slot === null;
    this.latest = view;
    this.slot = slot;
    this.now = performance.now();
    if (view.creditsCents === 0 && slot.idle) this.seen.clear();
    this.bet?.update(slot.bet);
    this.side?.update(slot);
    this.bonusSpins?.update(slot.bonusSpins);
    const t = this.context.text.shell.slot;
    const freeSpin = slot.phase !== 'featureWaiting' && bonusSpinDue(slot.bonusSpins);
    setText(layout.spin, slot.phase === 'featureWaiting' ? t.start : freeSpin ? t.bonusSpins.spin : t.spin);
    toggleClass(layout.spin, 'sl-spin-free', freeSpin);
    toggleClass(layout.spin, 'dim', !view.buttons.play);
    toggleClass(layout.collect, 'dim', !view.buttons.collect);
    toggleClass(layout.menu, 'dim', !slot.idle);
    layout.menu.dataset.available = String(slot.idle);
    const auto = slot.autospin;
    setText(layout.auto, auto.active ? t.stopAuto(auto.total - auto.remaining, auto.total) : t.auto);
    toggleClass(layout.auto, 'running', auto.active);
    layout.stage.dataset.phase = slot.phase;
    this.context.body.dataset.slotSeq = String(slot.lastSpin?.seq ?? 0);
    this.presenter?.accept(slot, view.creditsCents, this.now);
    this.extras?.accept(view, slot);
    this.featureWasActive = slot.feature.active !== null || slot.phase === 'feature';
    // The rules show before a player's first game, never over a recall or the service menu.
    if (first && !this.seen.has(this.game.id) && view.service === null) {
      this.seen.add(this.game.id);
      this.openHelp();
    }
    this.showBanner();
  }

  frame(): void {
    this.now = performance.now();
    this.presenter?.frame(this.now);
    this.extras?.frame?.(this.now);
    if (this.transient && this.now >= this.transient.until) {
      this.transient = null;
      this.showBanner();
    }
  }

  reset(): void {
    this.presenter?.reset();
  }

  showMessage(message: string): void {
    const toast = this.layout?.toast;
    if (!toast) return;
    setText(toast, message);
    setShown(toast, true);
    if (this.toastTimer !== null) clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => setShown(toast, false), 2600);
  }

  setReconnecting(on: boolean): void {
    if (!this.layout) return;
    setText(this.layout.reconnecting, this.context.text.labels.reconnecting);
    setShown(this.layout.reconnecting, on);
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.extras?.dispose?.();
    this.extras = null;
    this.context.sounds.stopSpinLoop();
    this.reels?.dispose();
    this.symbols?.dispose();
    this.layout?.stage.remove();
    this.layout = null;
    this.presenter = null;
  }

  private openHelp(): void {
    const slot = this.slot;
    if (!slot) return;
    this.help?.open(this.words, slot.paytable, slot.lines, slot.bet, slot.window[0]?.length ?? 3);
  }

  /** After a spin's count-up: the awards' intro, or a feature's total when it has ended. */
  private settled(view: SlotScreenView, fresh: boolean): void {
    if (!fresh) return;
    const t = this.context.text.shell.slot;
    const awards = view.lastSpin?.awards ?? [];
    const award = awards[0];
    if ((view.lastSpin?.cutCents ?? 0) > 0) {
      // The maximum prize per game ended the round: whatever this spin awarded is not played.
      this.transient = { banner: { kind: 'outro', title: t.prizeCapTitle, amount: formatEuros(view.roundWinCents), hint: t.prizeCapHint }, until: this.now + 6000 };
    } else if (award) {
      const name = this.words.featureNames[award.kind] ?? award.kind.toUpperCase();
      this.transient = { banner: { kind: 'intro', title: t.featureWon(award.spins, name), amount: '', hint: view.phase === 'featureWaiting' ? t.pressStart : '' }, until: this.now + 3200 };
    } else if (view.feature.active === null && view.phase === 'ready' && this.endedFeature(view)) {
      const kind = view.lastSpin?.kind ?? '';
      const name = this.words.featureNames[kind] ?? kind.toUpperCase();
      this.transient = { banner: { kind: 'outro', title: t.featureTotal(name), amount: formatEuros(view.roundWinCents), hint: '' }, until: this.now + 4200 };
    }
    this.showBanner();
  }

  private endedFeature(view: SlotScreenView): boolean {
    return view.lastSpin !== null && view.lastSpin.kind !== 'base' && view.feature.queue.length === 0;
  }

  private showBanner(): void {
    const layout = this.layout;
    const slot = this.slot;
    if (!layout || !slot) return;
    const t = this.context.text.shell.slot;
    let banner: Banner | null = null;
    if (this.tierShown === 'big' || this.tierShown === 'mega') {
      banner = { kind: this.tierShown, title: this.tierShown === 'mega' ? t.megaWin : t.bigWin, amount: formatEuros(this.tierCents), hint: '' };
    } else if (this.transient) {
      banner = this.transient.banner;
    } else if (slot.phase === 'featureWaiting' && this.context.body.dataset.slotSpinning !== 'true') {
      const next = slot.feature.queue[0];
      const name = next ? (this.words.featureNames[next.kind] ?? next.kind.toUpperCase()) : '';
      banner = { kind: 'waiting', title: next ? t.featureWon(next.spins, name) : '', amount: '', hint: t.pressStart };
    }
    setShown(layout.banner, banner !== null);
    if (!banner) return;
    layout.banner.dataset.kind = banner.kind;
    setText(layout.bannerTitle, banner.title);
    setText(layout.bannerAmount, banner.amount);
    setText(layout.bannerHint, banner.hint);
  }

  private showWinMessage(win: SlotWinView | 'all' | null, total: number): void {
    const layout = this.layout;
    const slot = this.slot;
    if (!layout || !slot) return;
    const t = this.context.text.shell.slot;
    const name = (symbol: string): string => this.words.symbolNames[symbol] ?? symbol;
    let message = '';
    // A spin cut by the maximum prize: its lines would add up to more than was paid, so the win
    // line keeps saying what was paid and why, while the wins still light up one by one.
    const capped = win !== null && (slot.lastSpin?.cutCents ?? 0) > 0;
    if (win === 'all') message = total > 1 ? t.allWins(total, formatEuros(slot.lastSpin?.totalCents ?? 0)) : '';
    if (win === 'all' && total === 1 && !capped) win = slot.lastSpin?.wins[0] ?? null;
    if (capped) message = t.prizeCapWin(formatEuros(slot.roundWinCents));
    else if (win && win !== 'all') {
      message =
        win.kind === 'jackpot'
          ? t.jackpotWin(formatEuros(win.cents))
          : win.kind === 'line' && win.line !== null
            ? t.lineWin(win.line + 1, win.count, name(win.symbol), formatEuros(win.cents), win.multiplier)
            : win.kind === 'cluster'
              ? t.clusterWin(win.count, name(win.symbol), formatEuros(win.cents))
              : t.scatterWin(win.count, name(win.symbol), formatEuros(win.cents));
    }
    setText(layout.winMessage, message);
    toggleClass(layout.winMessage, 'lit', message !== '');
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
