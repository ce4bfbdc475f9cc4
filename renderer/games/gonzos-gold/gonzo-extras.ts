import type { CabinetView } from '../../../main/ipc/contract';
import { GONZO_ID, type GonzoView } from '../../../contract/games/gonzos-gold';
import { el, setShown, toggleClass } from '../../hud/dom';
import { installStyle } from '../../shell/shell-style';
import type { SlotExtras, SlotExtrasContext } from '../../slots/slot-game';
import { paintGonzoBackdrop } from './backdrop-art';
import { ExpandingBadge, RETRIGGER_FLASH_MS } from './expanding-badge';
import { ExpansionOverlay, type ExpansionState } from './expansion-overlay';
import { FreeSpinsSummary } from './free-spins-summary';
import { GONZO_CSS } from './gonzo-style';
import { PickPanel, type PickState } from './pick-panel';
import { SpaceSetting } from './space-setting';
import type { GonzoWords } from './words';

/** How long FREE SPINS OVER stays over the reels (it also goes with the next spin). */
const SUMMARY_MS = 7000;
/** After an expansion that ends the free spins, its extra prize shows this long before the summary. */
const EXTRA_BEFORE_SUMMARY_MS = 2200;
/** The stone shown revealed when the symbol came by PLAY or autoplay (no stone was touched). */
const MIDDLE_COVER = 2;

/**
 * Gonzo's Gold's own panels on the shared stage: the Expanding Symbol pick (five stones) and,
 * during free spins, its badge beside the reels; the expansion over the reels with its extra
 * prize; FREE SPINS OVER; the Space setting; an idle plaque with the feature in a line; and the
 * temple backdrop. Each waits for the reels and the count-up (context.busy) before it changes.
 */
export class GonzoExtras implements SlotExtras {
  private readonly pick: PickPanel;
  private readonly badge: ExpandingBadge;
  private readonly expansion: ExpansionOverlay;
  private readonly summary: FreeSpinsSummary;
  private readonly settings: SpaceSetting;
  private readonly info: HTMLElement;
  private readonly backdrop: HTMLCanvasElement;
  private view: GonzoView | null = null;
  /** The first view is shown as it stands (a reload, a power cut): nothing animates. */
  private still = true;
  private expansionKey = '';
  private retriggerSeq: number | null = null;
  private retriggerUntil = 0;
  private summarySeq: number | null = null;
  private summaryUntil = 0;

  constructor(
    private readonly context: SlotExtrasContext,
    private readonly words: GonzoWords,
  ) {
    installStyle('gonzo-style', GONZO_CSS);
    const image = context.symbolImage;
    this.backdrop = el('canvas', { class: 'gg-backdrop', width: '1920', height: '1080' });
    const ctx = this.backdrop.getContext('2d');
    if (ctx) paintGonzoBackdrop(ctx, 1920, 1080, context.reelArea);
    context.stage.prepend(this.backdrop);
    this.pick = new PickPanel(words.pick, image, (cover) => context.send({ type: 'GAME', game: GONZO_ID, action: { type: 'PICK', cover } }));
    this.badge = new ExpandingBadge(words.badge, image);
    this.expansion = new ExpansionOverlay(words.expansion, image, context.reelArea.width, context.reelArea.height);
    this.summary = new FreeSpinsSummary(words.summary, image);
    this.settings = new SpaceSetting(words.settings);
    const coin = el('canvas', { class: 'gg-info-coin', width: '256', height: '256' });
    coin.getContext('2d')?.drawImage(image('COIN'), 0, 0, 256, 256);
    this.info = el('div', { class: 'gg-info', 'data-testid': 'gonzo-info', hidden: '' }, el('div', { class: 'gg-info-title' }, words.info.clusters), coin, el('div', { class: 'gg-info-text' }, words.info.coins));
    context.reelFrame.append(this.expansion.node, this.pick.node, this.summary.node);
    context.side.prepend(this.badge.node);
    context.side.append(this.info);
    context.topButtons.insertBefore(this.settings.button, context.topButtons.querySelector('[data-testid="help"]'));
    context.stage.append(this.settings.dialog);
  }

  accept(view: CabinetView): void {
    if (view.game.game !== GONZO_ID) return;
    const first = this.view === null;
    this.view = view.game;
    if (!first) this.still = false;
    this.update(performance.now());
  }

  frame(now: number): void {
    this.update(now);
  }

  dialogOpen(): boolean {
    return this.settings.isOpen;
  }

  keyBlocked(key: string): boolean {
    return key === ' ' && !this.settings.spaceSpins;
  }

  dispose(): void {
    this.settings.button.remove();
    this.backdrop.remove();
  }

  private update(now: number): void {
    const g = this.view;
    if (!g) return;
    const busy = this.context.busy();
    const f = g.freeSpins;
    const seq = g.lastSpin?.seq ?? 0;
    const name = (symbol: string): string => this.words.slot.symbolNames[symbol] ?? symbol;

    // The pick: covered while it waits, then the symbol under the stone until the first free spin.
    let pick: PickState | null = null;
    if (f && !busy && g.phase === 'pick') pick = { kind: 'covered', spins: f.awarded };
    else if (f?.expanding && !busy && g.phase === 'free' && f.played === 0) pick = { kind: 'revealed', spins: f.awarded, symbol: f.expanding, cover: f.pickedCover ?? MIDDLE_COVER, name: name(f.expanding) };
    this.pick.show(pick);

    // The expansion of the spin on the reels, once they stand.
    const e = g.expansion;
    const expansion: ExpansionState | null =
      e && g.lastSpin && e.seq === seq && !busy ? { expansion: e, landed: g.lastSpin.window, standing: g.window, symbolName: name(e.symbol) } : null;
    const key = expansion ? `${seq}:${expansion.expansion.done}` : '';
    if (key !== this.expansionKey) {
      this.expansionKey = key;
      this.expansion.show(expansion, !this.still, now);
    } else this.expansion.frame(now);

    // FREE SPINS OVER, after the last spin (and its extra prize) has shown.
    const over = f !== null && f.expanding !== null && f.remaining === 0 && g.phase === 'ready';
    const extraShowing = expansion?.expansion.done === true && this.expansion.finishedAt() + EXTRA_BEFORE_SUMMARY_MS > now && !this.still;
    if (over && !busy && !extraShowing && this.summarySeq !== seq) {
      this.summarySeq = seq;
      this.summaryUntil = now + SUMMARY_MS;
    }
    const summary = over && f && this.summarySeq === seq && now < this.summaryUntil;
    this.summary.show(summary && f?.expanding ? { symbol: f.expanding, played: f.played, winCents: f.winCents } : null);

    // The badge beside the reels from the pick on, while free spins run. While the reels turn it
    // keeps what it showed: the spin's outcome (a retrigger, a win) shows when they stand.
    if (!busy) {
      const running = f !== null && (g.phase === 'pick' || g.phase === 'free' || g.phase === 'expansion');
      this.badge.show(running && f ? { symbol: f.expanding, name: f.expanding ? name(f.expanding) : '?', remaining: f.remaining, awarded: f.awarded, winCents: f.winCents } : null);
    }
    const badgeShown = !this.badge.node.hidden;
    if (f?.retriggered && !busy && this.retriggerSeq !== seq) {
      this.retriggerSeq = seq;
      this.retriggerUntil = now + RETRIGGER_FLASH_MS;
    }
    const flashing = f?.retriggered === true && this.retriggerSeq === seq && now < this.retriggerUntil;
    this.badge.retrigger(flashing ? (g.lastSpin?.awards[0]?.spins ?? 10) : null);

    if (!busy) setShown(this.info, g.phase === 'ready' && !summary && !badgeShown);
    toggleClass(this.context.stage, 'gg-covered', this.pick.isOpen || this.summary.isOpen);
  }
}
