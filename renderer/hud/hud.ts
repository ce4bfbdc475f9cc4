import type { CabinetView, Marquee } from '../../main/ipc/contract';
import { formatEuros } from '../format';
import { marqueeText } from '../text/languages';
import type { TextTable } from '../text/text-table';
import { setShown, setText, toggleClass } from './dom';
import type { Layout } from './layout';

/** What the PRIZE indicator shows. */
export type PrizeShown = { readonly cents: number } | { readonly bonuses: number } | null;

/** The prize a round paid, as the PRIZE indicator shows it. */
export function prizeOf(spin: CabinetView['game']['lastSpin']): PrizeShown {
  if (!spin) return null;
  if (spin.winCents > 0) return { cents: spin.winCents };
  if (spin.bonusesWon > 0) return { bonuses: spin.bonusesWon };
  return null;
}

/** Whether the marquee is the RISK GAME line (a ladder under way) rather than MESSAGE. */
export function isRiskPhase(phase: string): boolean {
  return /ladder|risk|up-?bonus|up-?nothing|seesaw/i.test(phase);
}

/** The meters, the marquee, the toast and the overlays. It only writes what it is told. */
export class Hud {
  private toastTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly layout: Layout,
    private readonly text: TextTable,
  ) {}

  setBalance(cents: number): void {
    setText(this.layout.balance, formatEuros(cents));
  }

  setBonuses(count: number): void {
    setText(this.layout.bonuses, String(count));
  }

  setPrize(prize: PrizeShown, highlight = false): void {
    const t = this.text.labels;
    const shown = prize === null ? t.noPrize : 'cents' in prize ? formatEuros(prize.cents) : t.bonusesUnit(prize.bonuses);
    setText(this.layout.prize, shown);
    toggleClass(this.layout.prize, 'won', highlight && prize !== null);
  }

  setBet(cents: number): void {
    setText(this.layout.bet, formatEuros(cents));
  }

  setMarquee(marquee: Marquee, phase: string): void {
    this.setMarqueeText(marqueeText(this.text, marquee, formatEuros), isRiskPhase(phase), marquee.key);
  }

  setMarqueeText(text: string, risk: boolean, key: string): void {
    setText(this.layout.marquee, text);
    setText(this.layout.marqueeLabel, risk ? this.text.labels.riskGame : this.text.labels.message);
    this.layout.marquee.dataset.key = key;
    toggleClass(this.layout.marquee, 'long', text.length > 26);
  }

  /** A refused intent's message, over the marquee for a moment. */
  showToast(message: string, ms = 2600): void {
    setText(this.layout.toast, message);
    setShown(this.layout.toast, true);
    if (this.toastTimer !== null) clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => {
      setShown(this.layout.toast, false);
      this.toastTimer = null;
    }, ms);
  }

  setTilt(tilt: CabinetView['tilt']): void {
    setShown(this.layout.tilt, tilt !== null);
    document.body.classList.toggle('tilted', tilt !== null);
    if (tilt) {
      setText(this.layout.tiltCode, `(${tilt.code})`);
      setText(this.layout.tiltDetail, tilt.detail);
    }
  }

  setPayout(payout: CabinetView['payout']): void {
    setShown(this.layout.payout, payout !== null);
    if (!payout) return;
    setText(this.layout.payoutText, `${this.text.labels.payingOut(formatEuros(payout.remainingCents))} · ${this.text.labels.paidSoFar(formatEuros(payout.paidCents))}`);
    const total = payout.paidCents + payout.remainingCents;
    // Percent of the payout done, in whole per-mille (display only, not money).
    const perMille = total > 0 ? Math.floor((payout.paidCents * 1000) / total) : 0;
    this.layout.payoutBar.style.width = `${perMille / 10}%`;
  }

  setReconnecting(on: boolean): void {
    setShown(this.layout.reconnecting, on);
  }

  setFlatReels(on: boolean): void {
    setShown(this.layout.webglNote, on);
  }
}
