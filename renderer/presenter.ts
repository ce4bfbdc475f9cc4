import type { CabinetView } from '../main/ipc/contract';
import { viewSoundCues } from './audio/sound-cues';
import type { Sounds } from './audio/sounds';
import type { DevCoinPanel } from './hud/dev-coins';
import { prizeOf, type Hud } from './hud/hud';
import type { PanelButtons } from './hud/panel-buttons';
import type { PaytableView } from './hud/paytable';
import { afterView, classifyView, NOTHING_SHOWN, type ShownState } from './round-sync';
import type { ReelDisplay, ReelFrame } from './scene/reel-display';
import {
  DEFAULT_SPIN_TIMING,
  endOf,
  hasLanded,
  isResting,
  planNudge,
  planSpin,
  positionAt,
  speedAt,
  STOPS_PER_REEL,
  wrapStop,
  type ReelMotion,
  type SpinTiming,
} from './scene/reel-animation';
import type { TextTable } from './text/text-table';

/** How long the prize shows before the balance takes the won amount. */
const REVEAL_MS = 900;
/** How long the prize line and the paytable row flash after a prize. */
const FLASH_MS = 3200;

export interface PresenterParts {
  readonly display: ReelDisplay;
  readonly hud: Hud;
  readonly paytable: PaytableView;
  readonly buttons: PanelButtons;
  readonly devCoins: DevCoinPanel;
  readonly sounds: Sounds;
  readonly text: TextTable;
  readonly body: HTMLElement;
  readonly timing?: SpinTiming;
}

interface SpinRun {
  readonly roundId: number;
  readonly motions: ReelMotion[];
  readonly landed: boolean[];
}

/**
 * Turns the stream of views into what the screen shows over time. It never decides an outcome:
 * the reels stop where lastSpin.stops says, the balance and prize are the view's.
 *
 * Rules (see docs/renderer.md): the first view is shown as it stands; a newer roundId spins the
 * reels (balance = creditsBefore − stake meanwhile), lands them left to right, shows the prize,
 * flashes the paying row, then shows the view's balance; the same roundId never spins again;
 * other changes of the reel stops (advances) move the reel the short way.
 */
export class Presenter {
  private shown: ShownState = NOTHING_SHOWN;
  private latest: CabinetView | null = null;
  private readonly positions: number[] = [0, 0, 0];
  private readonly nudges: (ReelMotion | null)[] = [null, null, null];
  private spin: SpinRun | null = null;
  private reveal: { roundId: number; until: number } | null = null;
  private flashStart = 0;
  private flashUntil = 0;
  private stripsKey = '';
  private stops = STOPS_PER_REEL;
  private dirty = true;

  constructor(private readonly parts: PresenterParts) {
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

  get isSpinning(): boolean {
    return this.spin !== null || this.reveal !== null;
  }

  accept(view: CabinetView, now: number): void {
    const action = classifyView(this.shown, view);
    if (action === 'ignore') return;
    this.shown = afterView(this.shown, view, action);
    this.parts.body.dataset.viewVersion = String(view.version);
    const previous = this.latest;
    this.latest = view;
    this.syncStrips(view);
    this.applyAlways(view);
    if (action !== 'still') {
      for (const cue of viewSoundCues(previous, view)) this.parts.sounds.play(cue);
    }
    switch (action) {
      case 'still':
        this.showStill(view);
        break;
      case 'spin':
        // A spin under way finishes first; it then starts this one (see finishSpin/endReveal).
        if (!this.isSpinning) this.startSpin(view, now);
        break;
      case 'update':
        if (!this.isSpinning) this.showSettled(view, now, false);
        break;
    }
  }

  /** Advances the animation; returns what to draw, or null when nothing changed. */
  frame(now: number): ReelFrame | null {
    let moving = false;
    const speeds = [0, 0, 0];
    const spin = this.spin;
    if (spin) {
      moving = true;
      spin.motions.forEach((m, i) => {
        this.positions[i] = positionAt(m, now);
        speeds[i] = speedAt(m, now);
        if (!spin.landed[i] && hasLanded(m, now)) {
          spin.landed[i] = true;
          this.parts.sounds.play('reel-stop');
          if (spin.landed.every(Boolean)) this.parts.sounds.stopSpinLoop();
        }
      });
      if (now >= endOf(spin.motions)) this.finishSpin(now);
    } else {
      this.nudges.forEach((m, i) => {
        if (!m) return;
        moving = true;
        this.positions[i] = positionAt(m, now);
        if (isResting(m, now)) this.nudges[i] = null;
      });
    }
    if (this.reveal && now >= this.reveal.until) this.endReveal(now);
    let lineGlow = 0;
    if (now < this.flashUntil) {
      moving = true;
      lineGlow = 0.6 + 0.4 * Math.cos(((now - this.flashStart) / 260) * Math.PI);
    } else if (this.flashUntil !== 0) {
      this.flashUntil = 0;
      moving = true; // one last frame without the glow
    }
    if (!moving && !this.dirty) return null;
    this.dirty = false;
    return { positions: [...this.positions], speeds, lineGlow };
  }

  // ------------------------------------------------------------------------------------------

  private syncStrips(view: CabinetView): void {
    const key = JSON.stringify(view.game.reels);
    if (key === this.stripsKey) return;
    this.stripsKey = key;
    this.stops = view.game.reels[0]?.length || STOPS_PER_REEL;
    this.parts.display.setStrips(view.game.reels);
    this.dirty = true;
  }

  /** What follows the view at once, spin or not: bet, buttons, paytable column, overlays. */
  private applyAlways(view: CabinetView): void {
    const { hud } = this.parts;
    hud.setBet(view.game.betCents);
    hud.setTilt(view.tilt);
    hud.setPayout(view.payout);
    this.parts.buttons.update(view);
    this.parts.paytable.update(view.game);
    this.parts.devCoins.update(view.coinAcceptor.devCoinsCents);
  }

  private showStill(view: CabinetView): void {
    this.spin = null;
    this.reveal = null;
    this.parts.sounds.stopSpinLoop();
    this.parts.paytable.flash(null);
    this.flashUntil = 0;
    view.game.stops.forEach((stop, i) => {
      this.positions[i] = wrapStop(stop, this.stops);
      this.nudges[i] = null;
    });
    this.dirty = true;
    this.showMeters(view, false);
    this.setRoundShown(view);
    this.setSpinning(false);
  }

  /** The resting screen of a view: its balance, prize and marquee; reels moved to its stops. */
  private showSettled(view: CabinetView, now: number, justWon: boolean): void {
    this.showMeters(view, justWon);
    view.game.stops.forEach((stop, i) => {
      const target = wrapStop(stop, this.stops);
      const pending = this.nudges[i];
      if (pending ? pending.to === target : this.positions[i] === target) return;
      this.nudges[i] = planNudge(this.positions[i] ?? 0, target, now, undefined, this.stops);
    });
    this.setRoundShown(view);
    this.setSpinning(false);
  }

  private showMeters(view: CabinetView, justWon: boolean): void {
    const { hud } = this.parts;
    hud.setBalance(view.creditsCents);
    hud.setBonuses(view.bonuses);
    hud.setPrize(prizeOf(view.game.lastSpin), justWon);
    hud.setMarquee(view.marquee, view.game.phase);
  }

  private startSpin(view: CabinetView, now: number): void {
    const last = view.game.lastSpin;
    if (!last) return;
    const { hud } = this.parts;
    this.nudges.fill(null);
    const motions = planSpin(this.positions, last.stops.map((s) => wrapStop(s, this.stops)), now, this.parts.timing ?? DEFAULT_SPIN_TIMING, this.stops);
    this.spin = { roundId: last.roundId, motions, landed: motions.map(() => false) };
    this.reveal = null;
    this.flashUntil = 0;
    this.parts.paytable.flash(null);
    this.setSpinning(true);
    this.parts.sounds.startSpinLoop();
    hud.setBalance(last.creditsBeforeCents - last.stakeCents);
    hud.setBonuses(Math.max(0, view.bonuses - last.bonusesWon));
    hud.setPrize(null);
    hud.setMarqueeText(this.parts.text.labels.goodLuck, false, 'good-luck');
  }

  private finishSpin(now: number): void {
    const spin = this.spin;
    const view = this.latest;
    this.spin = null;
    this.parts.sounds.stopSpinLoop();
    if (!spin || !view) return;
    const last = view.game.lastSpin;
    if (last && last.roundId > spin.roundId) {
      // The cabinet played again while these reels turned: go straight on to the newer round.
      this.startSpin(view, now);
      return;
    }
    const prize = prizeOf(last);
    const { hud } = this.parts;
    hud.setPrize(prize, true);
    hud.setMarquee(view.marquee, view.game.phase);
    hud.setBonuses(view.bonuses);
    if (prize && last) {
      this.parts.paytable.flash(last.prizeId, FLASH_MS);
      this.flashStart = now;
      this.flashUntil = now + FLASH_MS;
      this.parts.sounds.play('cents' in prize ? 'win' : 'bonus');
      this.reveal = { roundId: spin.roundId, until: now + REVEAL_MS };
    } else {
      this.reveal = { roundId: spin.roundId, until: now };
    }
  }

  private endReveal(now: number): void {
    const reveal = this.reveal;
    const view = this.latest;
    this.reveal = null;
    if (!reveal || !view) return;
    const last = view.game.lastSpin;
    if (last && last.roundId > reveal.roundId) {
      this.startSpin(view, now);
      return;
    }
    this.showSettled(view, now, prizeOf(last) !== null);
  }

  private setSpinning(on: boolean): void {
    const value = on ? 'true' : 'false';
    if (this.parts.body.dataset.spinning !== value) this.parts.body.dataset.spinning = value;
  }

  /**
   * data-round-id: the round whose result is on screen ("" before the cabinet's first round);
   * data-stops: the stops the reels rest on. Tests compare screens with them.
   */
  private setRoundShown(view: CabinetView): void {
    const roundId = view.game.lastSpin?.roundId ?? null;
    this.parts.body.dataset.roundId = roundId === null ? '' : String(roundId);
    this.parts.body.dataset.stops = view.game.stops.join(',');
  }
}
