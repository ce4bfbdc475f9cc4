import type { GnomosCabinetView } from './model/gnomos-cabinet-view';
import { viewSoundCues } from './audio/sound-cues';
import type { Sounds } from './audio/sounds';
import { formatEuros } from './format';
import type { BetIcons } from './hud/bet-icons';
import type { FunctionButtons } from './hud/function-buttons';
import type { Hud } from './hud/hud';
import type { LadderBanner } from './hud/ladder-banner';
import type { PanelButtons } from './hud/panel-buttons';
import type { PaytableView } from './hud/paytable';
import type { UpperPaytableView } from './hud/upper-paytable';
import { GAME_SIDES, roundIdOf, stopsOf, type GameSide } from './model/active-game';
import { betMeterText } from './model/bet-label';
import { bodyHooks } from './model/body-hooks';
import { FeatureClock } from './model/feature-clock';
import { ladderLights } from './model/ladder-lights';
import { winningLines } from './model/line-wins';
import { marqueeLine } from './model/marquee-line';
import { chooseOverlay, featureKeys } from './model/overlay-select';
import { prizeShown } from './model/prize-shown';
import type { ExtraSpinLogo } from './overlays/reel-marks';
import type { Overlays } from './overlays/overlays';
import { afterView, classifyView, NOTHING_SHOWN, reelChange, type ShownState } from './round-sync';
import { planSlide, slideAt, slideDone, type Slide } from './scene/game-slide';
import type { ReelDisplay } from './scene/reel-display';
import { ReelSet } from './scene/reel-set';
import type { SpinTiming } from './scene/reel-animation';
import type { TextTable } from './text/text-table';

/** How long the prize shows before the balance takes the won amount. */
const REVEAL_MS = 900;
/** How long the prize line, the paying row or the winning lines flash after a prize. */
const FLASH_MS = 3200;
/** Brightness of a winning upper line once its flashing is over (it stays lit until the next spin). */
const LINE_STEADY = 0.75;
const NONE_HELD: readonly boolean[] = [false, false, false];

export interface PresenterParts {
  readonly display: ReelDisplay;
  readonly hud: Hud;
  readonly panel: PanelButtons;
  readonly functions: FunctionButtons;
  readonly bets: BetIcons;
  readonly paytable: PaytableView;
  readonly upperPaytable: UpperPaytableView;
  readonly ladderBanner: LadderBanner;
  readonly overlays: Overlays;
  readonly sounds: Sounds;
  readonly text: TextTable;
  readonly body: HTMLElement;
  /** Shows the paytable, bet icons and colours of the game on screen. */
  readonly showGame: (side: GameSide) => void;
  readonly timing?: SpinTiming;
}

interface MutableBank {
  positions: number[];
  speeds: number[];
  glow: number;
}

interface MutableFrame {
  readonly lower: MutableBank;
  readonly upper: MutableBank;
  slide: number;
  readonly lineGlow: number[];
}

/**
 * Turns the stream of views into what the screen shows over time. It never decides an outcome:
 * the reels stop where lastSpin.stops says, the balance, prizes and features are the view's.
 *
 * One thing happens at a time, in this order, whenever the screen is free: a GAME CHANGE glide
 * to the game in play; a spin of that game's newer round (left to right, held reels still),
 * then its prize; then the resting screen of the latest view (meters, marquee, ladder lights,
 * the feature scene over the reels, the reels moved the short way for advances). The game not
 * on screen simply stands where its view says. See docs/renderer.md.
 */
export class Presenter {
  private shown: ShownState = NOTHING_SHOWN;
  private latest: GnomosCabinetView | null = null;
  private readonly reels: Readonly<Record<GameSide, ReelSet>> = { lower: new ReelSet(), upper: new ReelSet() };
  private readonly rounds: Record<GameSide, number | null> = { lower: null, upper: null };
  private side: GameSide = 'lower';
  private slide: Slide | null = null;
  private slideTarget: GameSide = 'lower';
  private reveal: { until: number } | null = null;
  private flashSide: GameSide = 'lower';
  private flashStart = 0;
  private flashUntil = 0;
  private winning: boolean[] = [];
  private extraSpin: ExtraSpinLogo = 'off';
  private readonly clock = new FeatureClock();
  private overlayDue: number | null = null;
  private caughtUp = false;
  private dirty = true;
  private readonly stripsKey: Record<GameSide, string> = { lower: '', upper: '' };
  private linesKey = '';
  private readonly out: MutableFrame;

  constructor(private readonly parts: PresenterParts) {
    this.out = {
      lower: { positions: this.reels.lower.positions, speeds: this.reels.lower.speeds, glow: 0 },
      upper: { positions: this.reels.upper.positions, speeds: this.reels.upper.speeds, glow: 0 },
      slide: 0,
      lineGlow: [],
    };
    this.setSpinning(false);
  }

  /** The connection came back (or the cabinet restarted): the next view is shown as it stands. */
  reset(): void {
    this.shown = NOTHING_SHOWN;
  }

  /** Forces a redraw (after a resize). */
  invalidate(): void {
    this.dirty = true;
  }

  /** The game on screen (it changes when a GAME CHANGE glide ends). */
  get gameOnScreen(): GameSide {
    return this.side;
  }

  private get busy(): boolean {
    return this.reels.lower.isSpinning || this.reels.upper.isSpinning || this.reveal !== null || this.slide !== null;
  }

  accept(view: GnomosCabinetView, now: number): void {
    const action = classifyView(this.shown, view);
    if (action === 'ignore') return;
    this.shown = afterView(this.shown, view, action);
    this.parts.body.dataset.viewVersion = String(view.version);
    const previous = this.latest;
    this.latest = view;
    this.syncStrips(view);
    this.applyAlways(view);
    if (action === 'still') {
      this.showStill(view, now);
      return;
    }
    for (const cue of viewSoundCues(previous, view)) this.parts.sounds.play(cue);
    this.caughtUp = false;
    this.pump(now);
  }

  /** Advances the animation; returns what to draw, or null when nothing changed. */
  frame(now: number): MutableFrame | null {
    let moving = false;
    // Index loops: this runs every animation frame and must not allocate.
    for (let s = 0; s < GAME_SIDES.length; s++) {
      const side = GAME_SIDES[s] as GameSide;
      const reels = this.reels[side];
      if (!reels.step(now)) continue;
      moving = true;
      for (let i = 0; i < reels.landedNow.length; i++) if (reels.landedNow[i]) this.parts.sounds.play('reel-stop');
      if (reels.spinEnded) {
        this.parts.sounds.stopSpinLoop();
        this.finishSpin(side, now);
      }
    }
    if (this.slide) {
      moving = true;
      this.out.slide = slideAt(this.slide, now);
      if (slideDone(this.slide, now)) this.finishSlide(now);
    }
    if (this.reveal && now >= this.reveal.until) {
      this.reveal = null;
      this.pump(now);
    }
    if (this.overlayDue !== null && now >= this.overlayDue && !this.busy) this.refreshOverlay(now);
    if (this.glow(now)) moving = true;
    if (!moving && !this.dirty) return null;
    this.dirty = false;
    return this.out;
  }

  // ------------------------------------------------------------------------------- timeline

  /** Starts the next thing the screen owes the latest view, or settles on it. */
  private pump(now: number): void {
    const view = this.latest;
    if (!view || this.busy) return;
    if (view.game.active !== this.side) {
      this.startSlide(view.game.active, now);
      return;
    }
    const other: GameSide = this.side === 'lower' ? 'upper' : 'lower';
    this.placeQuietly(other, view);
    const change = reelChange(this.rounds[this.side], view, this.side);
    if (change === 'spin') {
      this.startSpin(this.side, view, now);
      return;
    }
    if (change === 'jump') this.placeQuietly(this.side, view);
    this.settle(view, now);
  }

  private placeQuietly(side: GameSide, view: GnomosCabinetView): void {
    this.reels[side].place(stopsOf(view, side));
    this.rounds[side] = roundIdOf(view, side);
  }

  private showStill(view: GnomosCabinetView, now: number): void {
    this.parts.sounds.stopSpinLoop();
    this.slide = null;
    this.reveal = null;
    for (const side of GAME_SIDES) this.placeQuietly(side, view);
    this.side = view.game.active;
    this.out.slide = this.side === 'upper' ? 1 : 0;
    this.parts.showGame(this.side);
    this.parts.overlays.setVeiled(false);
    // A restored screen replays no intro and lets nothing linger.
    for (const key of featureKeys(view)) this.clock.markOld(key);
    this.flashUntil = 0;
    this.parts.paytable.flash(null);
    this.extraSpin = view.game.lower.extraSpin ? 'settled' : 'off';
    this.caughtUp = false;
    this.settle(view, now);
  }

  private startSlide(target: GameSide, now: number): void {
    this.slideTarget = target;
    this.slide = planSlide(this.out.slide, target === 'upper' ? 1 : 0, now);
    this.parts.overlays.setVeiled(true);
    this.parts.sounds.startSpinLoop();
  }

  private finishSlide(now: number): void {
    this.slide = null;
    this.side = this.slideTarget;
    this.parts.sounds.stopSpinLoop();
    this.parts.showGame(this.side);
    this.parts.overlays.setVeiled(false);
    this.flashUntil = 0;
    this.pump(now);
  }

  private startSpin(side: GameSide, view: GnomosCabinetView, now: number): void {
    const { hud, overlays, text } = this.parts;
    this.reveal = null;
    this.flashUntil = 0;
    overlays.show({ kind: 'none' });
    overlays.marks.setHeld(null);
    overlays.marks.setLineBanner(null);
    this.parts.paytable.flash(null);
    this.parts.paytable.setLadder(null, view.game.lower.betCents);
    this.parts.ladderBanner.show(null);
    this.parts.upperPaytable.markWins([]);
    this.winning = [];
    this.setSpinning(true);
    this.parts.sounds.startSpinLoop();
    if (side === 'lower') {
      const last = view.game.lower.lastSpin;
      if (!last) return;
      this.reels.lower.spin(last.stops, now, last.held, this.parts.timing);
      this.rounds.lower = last.roundId;
      this.extraSpin = last.origin === 'extra' ? 'spinning' : 'off';
      hud.setBalance(last.creditsBeforeCents - last.stakeCents);
      hud.setBonuses(Math.max(0, view.bonuses - last.bonusesWon));
    } else {
      const last = view.game.upper.lastSpin;
      if (!last) return;
      this.reels.upper.spin(last.stops, now, NONE_HELD, this.parts.timing);
      this.rounds.upper = last.roundId;
      this.extraSpin = 'off';
      // The upper spin does not say the balance before it: count its stake down from the screen.
      hud.setBalance(hud.balanceShown - last.stakeCents);
      hud.setBonuses(Math.max(0, hud.bonusesShown - last.stakeBonuses));
    }
    overlays.marks.setExtraSpin(this.extraSpin);
    hud.setPrize(null);
    hud.setMarqueeText(this.extraSpin === 'spinning' ? text.phase.extraSpin : text.labels.goodLuck, false, 'good-luck');
  }

  private finishSpin(side: GameSide, now: number): void {
    const view = this.latest;
    if (!view) return;
    if (side === this.side && view.game.active === side && reelChange(this.rounds[side], view, side) === 'spin') {
      // The cabinet played again while these reels turned: go straight on to the newer round.
      this.startSpin(side, view, now);
      return;
    }
    const { hud, text } = this.parts;
    const prize = prizeShown(view);
    hud.setPrize(prize, true);
    hud.setMarquee(marqueeLine(view, text));
    hud.setBonuses(view.bonuses);
    if (this.extraSpin === 'spinning') {
      this.extraSpin = 'settled';
      this.parts.overlays.marks.setExtraSpin('settled');
    }
    const won = side === 'lower' ? prize !== null : (view.game.upper.lastSpin?.lineWins.length ?? 0) > 0;
    if (!won) {
      this.reveal = { until: now };
      return;
    }
    this.flashSide = side;
    this.flashStart = now;
    this.flashUntil = now + FLASH_MS;
    if (side === 'lower') this.parts.paytable.flash(view.game.lower.lastSpin?.prizeId ?? null, FLASH_MS);
    else this.winning = winningLines(view.game.upper);
    this.parts.sounds.play(prize && 'bonuses' in prize ? 'bonus' : 'win');
    this.reveal = { until: now + REVEAL_MS };
  }

  /** The resting screen of the latest view. */
  private settle(view: GnomosCabinetView, now: number): void {
    const { hud, text, overlays } = this.parts;
    const side = this.side;
    this.reels[side].nudgeTo(stopsOf(view, side), now);
    hud.setBalance(view.creditsCents);
    hud.setBonuses(view.bonuses);
    hud.setPrize(prizeShown(view), this.flashUntil > now);
    hud.setMarquee(marqueeLine(view, text));
    this.parts.panel.showPhase(view);

    const lower = view.game.lower;
    const lights = side === 'lower' ? ladderLights(lower) : null;
    this.parts.paytable.setLadder(lights, lower.betCents);
    this.parts.ladderBanner.show(lights);
    overlays.marks.setHeld(side === 'lower' && lower.phase === 'holdOffered' ? lower.held : null);
    this.extraSpin = side === 'lower' && lower.extraSpin ? 'settled' : 'off';
    overlays.marks.setExtraSpin(this.extraSpin);

    const upper = view.game.upper;
    const wins = upper.lastSpin?.lineWins ?? [];
    this.winning = side === 'upper' ? winningLines(upper) : [];
    this.parts.upperPaytable.markWins(side === 'upper' ? wins.map((w) => w.prizeId) : []);
    const showBanner = side === 'upper' && upper.phase === 'ready' && wins.length > 0 && upper.lastSpin !== null;
    overlays.marks.setLineBanner(showBanner && upper.lastSpin ? text.phase.lineWins(wins.length, formatEuros(upper.lastSpin.totalCents)) : null);

    this.setSpinning(false);
    this.caughtUp = true;
    this.refreshOverlay(now);
    this.dirty = true;
  }

  /** Chooses the feature scene over the reels; writes the test hooks once nothing lingers. */
  private refreshOverlay(now: number): void {
    const view = this.latest;
    if (!view) return;
    const choice = chooseOverlay(view, this.clock, now);
    this.parts.overlays.show(choice.overlay);
    this.overlayDue = choice.changesAt;
    if (this.caughtUp && !choice.lingering) this.writeHooks(view);
  }

  // ------------------------------------------------------------------------------- helpers

  /** Prize-line and winning-line brightness for this frame; true while it changes. */
  private glow(now: number): boolean {
    const flashing = now < this.flashUntil;
    const pulse = flashing ? 0.6 + 0.4 * Math.cos(((now - this.flashStart) / 260) * Math.PI) : 0;
    this.out.lower.glow = flashing && this.flashSide === 'lower' ? pulse : 0;
    const lines = this.out.lineGlow;
    let changed = false;
    const count = Math.max(lines.length, this.winning.length);
    for (let i = 0; i < count; i++) {
      const g = this.winning[i] ? (flashing && this.flashSide === 'upper' ? pulse : LINE_STEADY) : 0;
      if (lines[i] !== g) {
        lines[i] = g;
        changed = true;
      }
    }
    if (flashing) return true;
    if (this.flashUntil !== 0) {
      this.flashUntil = 0;
      return true; // one last frame without the flash
    }
    return changed;
  }

  private syncStrips(view: GnomosCabinetView): void {
    for (const side of GAME_SIDES) {
      const strips = view.game[side].reels;
      const key = JSON.stringify(strips);
      if (key === this.stripsKey[side]) continue;
      this.stripsKey[side] = key;
      this.reels[side].setStopsPerReel(strips[0]?.length ?? 0);
      this.parts.display.setStrips(side, strips);
      this.dirty = true;
    }
    const lines = view.game.upper.lines;
    const linesKey = JSON.stringify(lines);
    if (linesKey !== this.linesKey) {
      this.linesKey = linesKey;
      this.parts.display.setLines(lines.map((line) => line.cells));
      this.dirty = true;
    }
  }

  /** What follows every view at once, animation or not: buttons, bets, paytables, overlays. */
  private applyAlways(view: GnomosCabinetView): void {
    const { hud } = this.parts;
    hud.setBet(betMeterText(view, this.parts.text.labels.bonusesShort));
    this.parts.panel.update(view);
    this.parts.functions.update(view);
    this.parts.bets.update(view);
    this.parts.paytable.update(view.game.lower);
    this.parts.upperPaytable.update(view.game.upper);
  }

  private setSpinning(on: boolean): void {
    const value = on ? 'true' : 'false';
    if (this.parts.body.dataset.spinning !== value) this.parts.body.dataset.spinning = value;
  }

  /**
   * data-active-game, data-phase, data-round-id and data-stops: written once the screen shows
   * the view fully (no spin, no glide, no ending lingering). Tests wait on them.
   */
  private writeHooks(view: GnomosCabinetView): void {
    const hooks = bodyHooks(view);
    const data = this.parts.body.dataset;
    data.activeGame = hooks.activeGame;
    data.phase = hooks.phase;
    data.roundId = hooks.roundId;
    data.stops = hooks.stops;
  }
}
