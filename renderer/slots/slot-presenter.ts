import type { SlotCell, SlotWinView } from '../../contract/slot-view';
import type { Sounds } from '../audio/sounds';
import { drawLineLayer } from './line-layer';
import { dropCells, planDrop, planSpin, reelLanded, reelPosition, symbolAt, type ReelPlan } from './reel-motion';
import type { ReelStage } from './reel-stage';
import type { SlotScreenView } from './slot-game';
import { countedCents, countUpMs, winShownAt, winTier, type WinTier } from './win-show';

/** What the presenter tells the stage's DOM, moment by moment. */
export interface SlotPresenterOutput {
  /** The WIN meter: an amount, counting or settled. */
  win(cents: number, counting: boolean): void;
  /** The balance meter (during a spin it does not yet count the spin's win). */
  balance(cents: number): void;
  /** The win lit now (null: none; 'all': every win). */
  winLit(win: SlotWinView | 'all' | null, total: number): void;
  /** A big or mega win's banner with its counting amount, or null. */
  tier(tier: WinTier, cents: number): void;
  /** A spin started (true) or every reel stood (false). */
  spinning(on: boolean): void;
  /** The spin's count-up ended: banners for awards and a feature's end may show. */
  settled(view: SlotScreenView, fresh: boolean): void;
}

const ANTICIPATION_PULSE_MS = 380;
/** How long an expanding symbol takes to cover its reel, and how long its glow lingers after. */
const EXPAND_MS = 700;
/** The most one frame moves the expansion: a machine that stalls shows it slower, never skipped. */
const EXPAND_FRAME_MAX_MS = 100;
const EXPAND_GLOW_MS = 500;

/**
 * The video slot's timeline: a new `lastSpin.seq` spins the reels once (locked reels still,
 * held cells standing, anticipation reels slow and glowing) and lands them on the spin's window;
 * then the win counts up (big from 15×, mega from 50× the total bet) and the wins cycle on the
 * reels until the next spin. The first view, and the view after a reconnection, is shown as it
 * stands: reels on the window, wins lit, nothing counting.
 */
export class SlotPresenter {
  private latest: SlotScreenView | null = null;
  private credits = 0;
  private shownSeq: number | null = null;
  private shown: (readonly string[])[] = [];
  private plans: ReelPlan[] | null = null;
  private anticipation: readonly number[] = [];
  private landed: boolean[] = [];
  private countStart: number | null = null;
  /** When the landed reels' symbols began to expand (null: not expanding). */
  private expandStart: number | null = null;
  /** The expansion's own clock: it moves at most one frame's worth per frame, so a stalled frame never skips the growth. */
  private expandElapsed = 0;
  private countMs = 0;
  private tierNow: WinTier = 'none';
  private cycleStart = 0;
  private litKey = '';
  private heldKey = '';
  private fresh = false;

  constructor(
    private readonly stage: ReelStage,
    private readonly out: SlotPresenterOutput,
    private readonly sounds: Sounds,
    private readonly colours: readonly string[],
    private readonly heldColour: string,
    /** How a spin brings its symbols (SlotGame.motion). */
    private readonly motion: 'spin' | 'drop' = 'spin',
  ) {}

  reset(): void {
    this.shownSeq = null;
  }

  accept(view: SlotScreenView, creditsCents: number, now: number): void {
    const previous = this.latest;
    this.latest = view;
    this.credits = creditsCents;
    const rows = view.window[0]?.length ?? 3;
    this.stage.setGrid(view.window.length, rows);
    const seq = view.lastSpin?.seq ?? null;
    if (this.shownSeq === null || previous === null) {
      this.showStill(view, now);
      return;
    }
    if (seq !== null && seq > this.shownSeq && view.lastSpin) {
      this.startSpin(view, now);
      return;
    }
    if (!this.plans && this.countStart === null && this.expandStart === null) {
      this.shown = view.window.map((r) => [...r]);
      this.out.balance(creditsCents);
      // A later step of the same spin may add to the round's win (a feature's extra prize).
      this.out.win(this.winMeter(view), false);
      this.placeStill();
    }
  }

  frame(now: number): void {
    const view = this.latest;
    if (!view) return;
    if (this.plans) this.stepSpin(view, now);
    else if (this.expandStart !== null) this.stepExpand(view, now);
    if (this.countStart !== null) this.stepCount(view, now);
    else if (!this.plans && this.expandStart === null) this.stepCycle(view, now);
    this.stage.render();
  }

  private showStill(view: SlotScreenView, now: number): void {
    this.shownSeq = view.lastSpin?.seq ?? 0;
    this.plans = null;
    this.countStart = null;
    this.expandStart = null;
    this.shown = view.window.map((r) => [...r]);
    this.placeStill();
    this.sounds.stopSpinLoop();
    this.out.spinning(false);
    this.out.balance(this.credits);
    this.out.win(this.winMeter(view), false);
    this.out.tier('none', 0);
    this.cycleStart = now;
    this.fresh = false;
    this.out.settled(view, false);
  }

  private placeStill(): void {
    this.shown.forEach((column, reel) => this.stage.setReel(reel, 0, (i) => column[((i % column.length) + column.length) % column.length] ?? ''));
    for (let r = 0; r < this.shown.length; r++) this.stage.setGlow(r, 0);
    this.setHeld(this.latest?.held ?? []);
    this.stage.setExpanded(this.latest ? expansions(this.latest, 1) : []);
  }

  private startSpin(view: SlotScreenView, now: number): void {
    const spin = view.lastSpin;
    if (!spin) return;
    this.shownSeq = spin.seq;
    this.stage.setExpanded([]);
    this.expandStart = null;
    this.plans =
      this.motion === 'drop'
        ? planDrop(this.shown, landedOf(view), spin.lockedReels, spin.anticipationReels, now)
        : planSpin(this.shown, landedOf(view), view.reels, spin.lockedReels, spin.anticipationReels, spin.seq, now);
    this.anticipation = spin.anticipationReels;
    this.landed = this.plans.map((p) => p.still);
    this.countStart = null;
    this.out.tier('none', 0);
    this.out.winLit(null, 0);
    this.litKey = '';
    this.out.spinning(true);
    // The spin's win is counted in once it shows: the balance without it, meanwhile.
    this.out.balance(Math.max(0, this.credits - spin.totalCents));
    this.out.win(Math.max(0, view.roundWinCents - spin.totalCents), false);
    this.setHeld(heldOf(view));
    this.sounds.startSpinLoop();
  }

  private stepSpin(view: SlotScreenView, now: number): void {
    const plans = this.plans;
    if (!plans) return;
    let all = true;
    plans.forEach((plan, reel) => {
      const slow = this.anticipation.includes(reel);
      if (plan.drop) this.stage.setColumn(reel, dropCells(plan, now));
      else this.stage.setReel(reel, reelPosition(plan, now, slow), (i) => symbolAt(plan, i));
      const landedNow = reelLanded(plan, now);
      if (landedNow && !this.landed[reel]) {
        this.landed[reel] = true;
        this.sounds.play('reel-stop');
      }
      // The anticipation glow: on while this reel is the next to stop and still running.
      const waiting = slow && !landedNow && plans.slice(0, reel).every((p) => reelLanded(p, now));
      this.stage.setGlow(reel, waiting ? 0.55 + 0.45 * Math.sin((now / ANTICIPATION_PULSE_MS) * Math.PI) : 0);
      if (!reelLanded(plan, now) || now < plan.stop + 200) all = false;
    });
    if (!all) return;
    this.plans = null;
    this.sounds.stopSpinLoop();
    if (expansions(view, 0).length > 0) {
      // The reels stand on the window as it landed; the expanding symbols grow over their reels.
      this.shown = landedOf(view).map((r) => [...r]);
      this.expandStart = now;
      this.expandElapsed = 0;
      this.sounds.play('bonus');
      return;
    }
    this.landedAll(view, now);
  }

  private stepExpand(view: SlotScreenView, now: number): void {
    this.expandElapsed += Math.min(EXPAND_FRAME_MAX_MS, Math.max(0, now - (this.expandStart ?? now)));
    this.expandStart = now;
    const t = this.expandElapsed;
    const items = expansions(view, Math.min(1, t / EXPAND_MS));
    this.stage.setExpanded(items);
    const glow = t < EXPAND_MS ? 0.4 + 0.6 * Math.sin((t / EXPAND_MS) * Math.PI * 0.5) : Math.max(0, 1 - (t - EXPAND_MS) / EXPAND_GLOW_MS);
    for (const item of items) this.stage.setGlow(item.reel, glow);
    if (t < EXPAND_MS + EXPAND_GLOW_MS) return;
    this.expandStart = null;
    this.landedAll(view, now);
  }

  /** Every reel stands on the spin's window: the win counts up. */
  private landedAll(view: SlotScreenView, now: number): void {
    this.shown = view.window.map((r) => [...r]);
    this.placeStill();
    this.out.spinning(false);
    const spin = view.lastSpin;
    const won = spin?.totalCents ?? 0;
    this.tierNow = winTier(won, view.bet.totalCents);
    this.countMs = countUpMs(this.tierNow);
    this.countStart = now;
    this.cycleStart = now;
    this.fresh = true;
    if (won > 0) this.sounds.play(spin?.awards.length ? 'bonus' : 'win');
    else if (spin?.awards.length) this.sounds.play('bonus');
  }

  private stepCount(view: SlotScreenView, now: number): void {
    const spin = view.lastSpin;
    const start = this.countStart ?? now;
    const total = spin?.totalCents ?? 0;
    const counted = countedCents(total, now - start, this.countMs);
    const before = Math.max(0, view.roundWinCents - total);
    this.out.win(before + counted, counted < total);
    this.out.balance(Math.max(0, this.credits - total + counted));
    if (this.tierNow === 'big' || this.tierNow === 'mega') this.out.tier(this.tierNow, counted);
    this.stepCycle(view, now);
    if (now - start < this.countMs + (this.tierNow === 'big' || this.tierNow === 'mega' ? 1200 : 0)) return;
    this.countStart = null;
    this.out.tier('none', 0);
    this.out.win(this.winMeter(view), false);
    this.out.balance(this.credits);
    this.out.settled(view, this.fresh);
    this.fresh = false;
  }

  private stepCycle(view: SlotScreenView, now: number): void {
    const wins = view.lastSpin?.wins ?? [];
    const index = winShownAt(wins.length, now - this.cycleStart);
    const key = `${view.lastSpin?.seq ?? 0}:${index}`;
    if (key === this.litKey) return;
    this.litKey = key;
    const lit = index === -2 ? [] : index === -1 ? wins : [wins[index] as SlotWinView];
    this.out.winLit(index === -2 ? null : index === -1 ? 'all' : (wins[index] ?? null), wins.length);
    // What is lit, for tests and tools: the amounts of the wins drawn now.
    this.stage.canvas.dataset.winsLit = lit.map((w) => String(w.cents)).join(',');
    drawLineLayer(this.stage.overlayCanvas, {
      reels: view.window.length,
      rows: view.window[0]?.length ?? 3,
      lines: view.lines,
      wins: lit,
      held: view.held,
      locked: view.lastSpin?.lockedReels ?? [],
      colours: this.colours,
      heldColour: this.heldColour,
      allWins: wins,
    });
    this.stage.overlayChanged();
  }

  private setHeld(cells: readonly (SlotCell & { readonly symbol: string })[]): void {
    const key = JSON.stringify(cells);
    if (key === this.heldKey) return;
    this.heldKey = key;
    this.stage.setHeld(cells);
    this.litKey = '';
  }

  /** The WIN meter at rest: what the round has paid (a feature's total while it runs). */
  private winMeter(view: SlotScreenView): number {
    return view.roundWinCents > 0 ? view.roundWinCents : (view.lastSpin?.totalCents ?? 0);
  }
}

/** The cells that stand still during this spin: the spin's held cells with what they show. */
function heldOf(view: SlotScreenView): (SlotCell & { readonly symbol: string })[] {
  const spin = view.lastSpin;
  if (!spin) return [];
  return spin.heldCells.map((c) => ({ reel: c.reel, row: c.row, symbol: spin.window[c.reel]?.[c.row] ?? '' }));
}

/** The window the reels land on: `landed` when the spin expands symbols afterwards. */
function landedOf(view: SlotScreenView): readonly (readonly string[])[] {
  const spin = view.lastSpin;
  const landed = view.landed;
  if (landed && landed.length === (spin?.window.length ?? 0) && (view.expanded?.length ?? 0) > 0) return landed;
  return spin?.window ?? view.window;
}

/** The expanded reels at `progress`, each growing from the row its symbol landed on. */
function expansions(view: SlotScreenView, progress: number): { reel: number; symbol: string; fromRow: number; progress: number }[] {
  const rows = view.window[0]?.length ?? 3;
  const landed = view.landed ?? view.window;
  return (view.expanded ?? []).map(({ reel, symbol }) => {
    const row = landed[reel]?.indexOf(symbol) ?? -1;
    return { reel, symbol, fromRow: row >= 0 ? row : Math.floor(rows / 2), progress };
  });
}
