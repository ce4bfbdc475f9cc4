import type { CabinetView, Intent } from '../../../main/ipc/contract';
import { MYSTERY_ELVES_ID, MYSTERY_ELVES_LEVELS, type MysteryElvesAction, type MysteryElvesGambleView, type MysteryElvesView } from '../../../contract/games/mystery-elves';
import { el, setShown, toggleClass } from '../../hud/dom';
import { installStyle } from '../../shell/shell-style';
import { DoubleUpPanel, type DoubleUpState } from '../../slots/double-up-panel';
import type { SlotExtras, SlotExtrasContext } from '../../slots/slot-game';
import { BonusPlates } from './bonus-plates';
import { BuyFeature } from './buy-feature';
import { ELVES_CSS } from './elves-style';
import { HoldAndWinPanel } from './hold-and-win-panel';
import { revealedLevels } from './hold-and-win-model';
import { SideNotices } from './side-notices';
import { BONUS_SYMBOL } from './symbols';
import { paintElvesBackdrop } from './title-art';
import type { ElvesWords } from './words';

/** A gamble lost (or ended by its limit) keeps its last card up this long. */
const GAMBLE_LINGER_MS = 2600;

/** The Mystery Elves view in a cabinet view, or null when another game is in front. */
export function elvesView(view: CabinetView): MysteryElvesView | null {
  return view.game.game === MYSTERY_ELVES_ID ? view.game : null;
}

export function elvesIntent(action: MysteryElvesAction): Intent {
  return { type: 'GAME', game: MYSTERY_ELVES_ID, action };
}

function gambleState(g: MysteryElvesGambleView): DoubleUpState {
  return {
    stakeCents: g.stakeCents,
    toWinCents: g.toWinCents,
    attemptsLeft: g.attemptsLeft,
    history: g.history,
    lastCard: g.lastCard,
    halve: { offered: g.halveOffered, banksCents: g.halveBanksCents },
    bankedCents: g.bankedCents,
    limitCents: g.limitCents,
  };
}

const cardKey = (g: MysteryElvesGambleView): string => JSON.stringify([g.lastCard, g.history.slice(0, 5)]);

/**
 * Mystery Elves' own panels on the shared stage: the winter night behind it, the values on the
 * base reels' BONUS symbols, the Hold and Win over the reels with its badge and its ×2, the
 * special prizes' meters lit when a Mystery reveals them, the gamble's card screen (with HALVE
 * and the banked amount), GAMBLE beside COLLECT, BUY FEATURE with its question, the autoplay's
 * games left, the "settled automatically" notice. Each waits for the reels (context.busy) where
 * what it shows follows a spin.
 */
export class ElvesExtras implements SlotExtras {
  private readonly backdrop: HTMLCanvasElement;
  private readonly plates: BonusPlates;
  private readonly hw: HoldAndWinPanel;
  private readonly doubleUp: DoubleUpPanel;
  private readonly gamble: HTMLButtonElement;
  private readonly buy: BuyFeature;
  private readonly notices: SideNotices;
  private view: MysteryElvesView | null = null;
  /** The view is shown as it stands (the first one, a recalled step): nothing animates. */
  private still = true;
  private gridOpen = false;
  /** The spin that triggered the feature the grid shows. */
  private gridSpin: number | null = null;
  private gambleKey = '';
  private linger: { state: DoubleUpState; until: number } | null = null;

  constructor(
    private readonly context: SlotExtrasContext,
    words: ElvesWords,
  ) {
    installStyle('mystery-elves-style', ELVES_CSS);
    const act = (action: MysteryElvesAction): void => context.send(elvesIntent(action));
    const bauble = (size: number): HTMLCanvasElement => {
      const c = el('canvas', { width: String(size), height: String(size) });
      c.getContext('2d')?.drawImage(context.symbolImage(BONUS_SYMBOL), 0, 0, size, size);
      return c;
    };
    this.backdrop = el('canvas', { class: 'me-backdrop', width: '1920', height: '1080' });
    const ctx = this.backdrop.getContext('2d');
    if (ctx) paintElvesBackdrop(ctx, 1920, 1080);
    context.stage.prepend(this.backdrop);

    const w = words.holdAndWin;
    this.plates = new BonusPlates({ mystery: w.mystery, multi: w.multi, levels: words.levels, fresh: w.fresh }, context.reelArea);
    this.hw = new HoldAndWinPanel(words);
    context.reelFrame.append(this.plates.node, this.hw.node);
    context.side.prepend(this.hw.badge);

    this.doubleUp = new DoubleUpPanel(words.doubleUp, {
      guess: (colour) => act({ type: 'GUESS', colour }),
      collect: () => context.send({ type: 'COLLECT' }),
      halve: () => act({ type: 'HALVE' }),
    });
    this.gamble = el('button', { class: 'me-gamble', 'data-testid': 'gamble', type: 'button', hidden: '' }, words.gamble);
    this.gamble.addEventListener('click', () => {
      if (!this.gamble.hidden) act({ type: 'GAMBLE' });
    });
    context.buttons.insertBefore(this.gamble, context.buttons.querySelector('[data-testid="collect"]'));

    this.buy = new BuyFeature(words.buy, bauble(96), () => act({ type: 'BUY' }));
    this.notices = new SideNotices(words, bauble(150));
    context.side.append(this.notices.settled, this.notices.autoplay, this.notices.info);
    context.stage.append(this.buy.button, this.hw.caption, this.doubleUp.node, this.hw.celebration, this.buy.dialog);
  }

  accept(view: CabinetView): void {
    const g = elvesView(view);
    if (!g) return;
    const first = this.view === null;
    this.view = g;
    this.still = first || view.service?.screen === 'recall';
    const now = performance.now();
    const hw = g.holdAndWin;
    // No feature, or a new one triggered while the last one's end still stands: the grid goes (a
    // new trigger's spin lands on the reels first).
    const newTrigger = hw !== null && hw.stage === 'intro' && (g.lastSpin?.seq ?? null) !== this.gridSpin;
    if (this.gridOpen && (hw === null || newTrigger)) {
      this.gridOpen = false;
      this.hw.show(null, g.jackpots, false, now);
    }
    if (this.gridOpen) this.hw.show(hw, g.jackpots, !this.still, now);
    this.acceptGamble(g, now);
    this.update(now);
  }

  frame(now: number): void {
    this.update(now);
  }

  dialogOpen(): boolean {
    return this.buy.isOpen;
  }

  dispose(): void {
    this.gamble.remove();
    this.backdrop.remove();
  }

  /** The card screen: open in the gamble; a gamble that a draw has just ended keeps its card up a moment. */
  private acceptGamble(g: MysteryElvesView, now: number): void {
    const key = cardKey(g.gamble);
    if (g.phase === 'gamble') {
      this.linger = null;
      this.doubleUp.show(gambleState(g.gamble), g.gamble.active);
    } else if (this.doubleUp.isOpen && key !== this.gambleKey && g.gamble.lastCard !== null) {
      this.linger = { state: gambleState(g.gamble), until: now + GAMBLE_LINGER_MS };
      this.doubleUp.show(this.linger.state, false);
    } else if (!this.linger) this.doubleUp.show(null);
    this.gambleKey = key;
  }

  private update(now: number): void {
    const g = this.view;
    if (!g) return;
    const busy = this.context.busy();
    // The stage marks the reels turning on the body (its test hook): plates show as soon as they stand.
    const spinning = document.body.dataset.slotSpinning === 'true';
    const hw = g.holdAndWin;
    // The grid comes once the triggering spin has landed and counted; then it stays until the feature goes.
    if (hw && !this.gridOpen && !busy) {
      this.gridOpen = true;
      this.gridSpin = g.lastSpin?.seq ?? null;
      this.hw.show(hw, g.jackpots, !this.still, now);
    }
    this.hw.frame(now);
    this.plates.show(!spinning && !this.gridOpen && g.lastSpin !== null ? g.spinBonuses : null);

    if (this.linger && now >= this.linger.until) {
      this.linger = null;
      if (g.phase !== 'gamble') this.doubleUp.show(null);
    }
    setShown(this.gamble, g.phase === 'won' && g.gamble.offered && !busy && !this.doubleUp.isOpen);
    // A finished Hold and Win stays on the reels until the next game; BUY is there again once the round is over.
    this.buy.update(g.buy, !this.gridOpen || g.phase === 'ready');
    this.notices.update(g, this.gridOpen);

    // The special prizes' meters: the ones the Mysteries revealed light up.
    const lit = new Set(this.gridOpen ? revealedLevels(hw) : []);
    for (const level of MYSTERY_ELVES_LEVELS) {
      const meter = this.context.stage.querySelector<HTMLElement>(`[data-testid="jackpot-${MYSTERY_ELVES_ID}:${level}"]`);
      if (meter) {
        toggleClass(meter, 'lit', lit.has(level));
        meter.dataset.level = level;
      }
    }
    const stage = this.context.stage;
    toggleClass(stage, 'me-covered', this.gridOpen || this.doubleUp.isOpen);
    toggleClass(stage, 'me-feature', hw !== null && (g.phase === 'intro' || g.phase === 'respins' || g.phase === 'reveal'));
    toggleClass(stage, 'me-auto', g.autospin.active);
  }
}
